package interp

import (
	"errors"
	"fmt"
	"iter"
	"runtime/debug"
	"unsafe"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// A generator's body runs as a coroutine (iter.Pull), strictly handing
// control back and forth with the consumer: exactly one of the two runs at
// any time, so the run's Thread is never used concurrently, and a switch
// costs no trip through the scheduler. A generator still suspended when
// its run ends is unwound by Interp.closeGenerators, so no coroutine
// outlives the run.

// genState is where a generator is in its life.
type genState uint8

const (
	genCreated   genState = iota // not started
	genSuspended                 // stopped at a yield
	genRunning                   // its body is executing
	genDone                      // finished (returned, raised or closed)
)

// genMsg is one hand-off between a generator and its consumer.
type genMsg struct {
	value py.Value // the yielded (or sent) value
	err   error    // an exception thrown in, or raised out
	done  bool     // the body finished
}

// goroutineCost is the memory a started generator's goroutine stands for
// (its stack, plus a margin for the garbage collector's cost of scanning
// many parked goroutines): the memory budget divided by it bounds the
// live generators (256 MiB allows 8192).
const goroutineCost = 32 << 10

// errGeneratorKilled unwinds a generator abandoned at the end of a run. It
// is not a Python exception, so no except or finally clause runs.
var errGeneratorKilled = errors.New("generator killed at the end of the run")

// Generator is a Python generator object.
type Generator struct {
	in       *Interp
	code     *code
	fr       *frame
	name     string
	qualname string
	state    genState
	next     func() (genMsg, bool) // resumes the body (iter.Pull)
	stop     func()                // ends the body's coroutine
	yieldFn  func(genMsg) bool     // hands a message to the consumer
	sent     genMsg                // what the consumer resumed the body with
	retval   py.Value              // the value of `return`, for yield from
	// handling is the exception the generator's body was handling when
	// it last yielded: each side of the hand-off keeps its own.
	handling *py.Exception
	// direct, for a generator expression, runs it without a goroutine.
	direct *genexpRunner
	// slots hold the positions of a resumable body (code.resumable).
	slots []genSlot
	// yv is the value the body yielded last (a coroutine's hand-off
	// keeps it until the next one).
	yv py.Value
	// roots are the values a coroutine body's statements hold across its
	// yields (see gencoroutine.go).
	roots []py.Value
	// resumeTry tells the body of a resumable try statement whether it is
	// resumed (see genBodyCompiler.tryStmt).
	resumeTry bool
	// origin is the call site (and the calling frame and its code) of a
	// generator function call that created the generator, so that a for
	// loop over exactly that call knows it holds the only reference.
	origin      *site
	originFrame *frame
	originCode  *code
}

// GeneratorType is the type of generator objects.
var GeneratorType = func() *py.Type {
	t := newInternalType("generator", nil)
	for _, m := range []struct {
		name string
		fn   py.BuiltinFunc
	}{
		{"send", genSend},
		{"throw", genThrow},
		{"close", genClose},
	} {
		t.Dict.SetStr(m.name, &py.Builtin{Name: m.name, Fn: m.fn, Owner: t})
	}
	t.Dict.SetStr("__name__", &genAttr{name: "__name__", get: func(g *Generator) string { return g.name }})
	t.Dict.SetStr("__qualname__", &genAttr{name: "__qualname__", get: func(g *Generator) string { return g.qualname }})
	return t
}()

// genAttr is a read-only str attribute of generators (__name__,
// __qualname__), a data descriptor.
type genAttr struct {
	name string
	get  func(g *Generator) string
}

// Type returns getset_descriptor.
func (a *genAttr) Type() *py.Type { return getsetType }

// DescriptorGet returns the generator's attribute; on the type itself
// (type(g).__name__) the type's.
func (a *genAttr) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	g, ok := instance.(*Generator)
	if !ok {
		if instance == nil && owner != nil {
			return newStr(owner.Name), nil
		}
		return a, nil
	}
	return newStr(a.get(g)), nil
}

// DescriptorSet refuses assignment (krait's generators keep their names).
func (a *genAttr) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	return py.NewAttributeError("readonly attribute")
}

// DescriptorDelete refuses deletion.
func (a *genAttr) DescriptorDelete(t *py.Thread, instance py.Value) error {
	return py.NewAttributeError("readonly attribute")
}

// Type returns generator.
func (g *Generator) Type() *py.Type { return GeneratorType }

// Next resumes the generator with None: the next yielded value, or nil
// when it is exhausted.
func (g *Generator) Next(t *py.Thread) (py.Value, error) {
	v, done, err := g.send(t, genMsg{value: py.None})
	if done {
		return nil, err
	}
	return v, err
}

// generatorCost is the memory a generator stands for besides its locals:
// the generator object and its frame.
const generatorCost = int64(unsafe.Sizeof(Generator{}) + unsafe.Sizeof(frame{}))

// newGenerator makes the generator of a call: the frame's parameters are
// already bound. Its memory is charged: a suspended generator holds its
// frame for as long as it is referenced.
func (in *Interp) newGenerator(th *py.Thread, c *code, fr *frame, name, qualname string) (*Generator, error) {
	cost := generatorCost + int64(len(fr.locals))*16 + int64(len(fr.cells))*8
	if r := c.resumable; r != nil {
		cost += int64(r.nslots) * int64(unsafe.Sizeof(genSlot{}))
	}
	if err := th.Alloc(cost); err != nil {
		return nil, err
	}
	g := &Generator{in: in, code: c, fr: fr, name: name, qualname: qualname}
	if r := c.resumable; r != nil && r.nslots > 0 {
		g.slots = make([]genSlot, r.nslots)
	}
	fr.gen = g
	if c.cleanup {
		in.noteFinalizable(g)
	}
	return g, nil
}

// send resumes the generator with msg (a value, or an exception to raise
// at the yield) and waits for the next hand-off. done reports that the
// body finished; err is then its exception (nil for a plain return).
func (g *Generator) send(t *py.Thread, msg genMsg) (py.Value, bool, error) {
	if g.direct != nil {
		return g.sendDirect(t, msg)
	}
	if r := g.code.resumable; r != nil {
		return g.sendResumable(t, msg, r)
	}
	if ok, done, err := g.admit(msg); !ok {
		return nil, done, err
	}
	if err := t.Enter(); err != nil {
		return nil, false, err
	}
	defer t.Leave()
	consumerHandling := g.in.handling
	g.in.handling = g.handling
	defer func() {
		g.handling = g.in.handling
		g.in.handling = consumerHandling
	}()
	if g.state == genCreated {
		// A started generator holds a goroutine, whose stack the memory
		// accounting does not see: bound how many can be live at once.
		if max := t.Limits.MaxMemory / goroutineCost; int64(len(g.in.liveGens)) >= max {
			return nil, false, &py.LimitError{Kind: py.LimitMemory, Msg: "too many live generators (at most " + itoa(int(max)) + " with a memory budget of " + itoa(int(t.Limits.MaxMemory)) + " bytes)"}
		}
		g.next, g.stop = iter.Pull(func(yield func(genMsg) bool) {
			g.yieldFn = yield
			g.run()
		})
		g.in.liveGens[g] = struct{}{}
	}
	g.fr.th = t
	g.state = genRunning
	g.sent = msg
	fr := g.fr
	g.in.enter(fr)
	out, ok := g.next()
	g.in.leave(fr)
	if !ok {
		out = genMsg{done: true}
	}
	if out.done {
		g.finish()
		return nil, true, out.err
	}
	g.state = genSuspended
	return out.value, false, nil
}

// admit checks that the body can be resumed with msg; when it cannot,
// the send ends at once with done and err.
func (g *Generator) admit(msg genMsg) (ok, done bool, err error) {
	switch g.state {
	case genDone:
		// The body's return value was reported when it returned: an
		// exhausted generator's StopIteration carries none.
		g.retval = nil
		return false, true, msg.err
	case genRunning:
		return false, false, py.NewValueError("generator already executing")
	case genCreated:
		if msg.err != nil {
			g.finish()
			return false, true, msg.err
		}
		if msg.value != py.None {
			return false, false, py.NewTypeError("can't send non-None value to a just-started generator")
		}
	}
	return true, false, nil
}

// finish marks the generator done and releases its frame.
func (g *Generator) finish() {
	g.state = genDone
	delete(g.in.liveGens, g)
	if stop := g.stop; stop != nil {
		g.stop, g.next = nil, nil
		stop()
	}
	if g.fr != nil {
		g.fr.gen = nil
		g.fr = nil
	}
	g.slots = nil
	g.roots = nil
	g.yv = nil
}

// run executes the body on the generator's goroutine.
func (g *Generator) run() {
	var err error
	defer func() {
		if r := recover(); r != nil {
			err = &InternalError{Panic: fmt.Sprint(r), Stack: string(debug.Stack())}
		}
		g.yieldFn(genMsg{done: true, err: err})
	}()
	fr := g.fr
	_, err = g.code.body(fr)
	if err == nil {
		g.retval = fr.ret
		return
	}
	if exc := asException(err); exc != nil && exc.Matches(py.StopIterationType) {
		rt := py.NewRuntimeError("generator raised StopIteration")
		rt.Cause = exc
		rt.SetContext(exc)
		err = rt
	}
}

// yieldValue hands v to the consumer and waits to be resumed: it returns
// the sent value, or the exception thrown in.
func (fr *frame) yieldValue(v py.Value) (py.Value, error) {
	g := fr.gen
	g.yv = v // iter.Pull holds it until the next hand-off
	if !g.yieldFn(genMsg{value: v}) {
		return nil, errGeneratorKilled
	}
	msg := g.sent
	g.sent = genMsg{}
	if msg.err != nil {
		return nil, msg.err
	}
	return msg.value, nil
}

// closeGenerators unwinds every generator still suspended on a
// coroutine: called when a run ends, so that no goroutine outlives it.
// Unless the run ended with a limit error, those with cleanup code are
// closed first, as CPython closes a generator when it is collected (the
// run's end is when a coroutine's generator goes): their finally blocks
// run and print. (Generators without a coroutine outlive the run and
// are closed by Exit.)
func (in *Interp) closeGenerators(t *py.Thread, runErr error) error {
	var err error
	if len(in.liveGens) > 0 && !endsRun(runErr) {
		err = in.finalizeGenerators(t, func(g *Generator) bool {
			_, live := in.liveGens[g]
			return live
		})
	}
	for g := range in.liveGens {
		// Stopping a suspended body makes its yield report the kill.
		g.finish()
	}
	return err
}

func genSend(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	g := self.(*Generator)
	if len(args) != 1 || len(kwargs) > 0 {
		return nil, py.NewTypeError("generator.send() takes exactly one argument (%d given)", len(args))
	}
	v, done, err := g.send(t, genMsg{value: args[0]})
	if err != nil {
		return nil, err
	}
	if done {
		return nil, py.NewStopIteration(g.retval)
	}
	return v, nil
}

func genThrow(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	g := self.(*Generator)
	if len(args) < 1 || len(args) > 3 {
		return nil, py.NewTypeError("throw expected at least 1 argument, got %d", len(args))
	}
	var exc *py.Exception
	switch x := args[0].(type) {
	case *py.Exception:
		exc = x
	case *py.Type:
		if !x.IsSubtype(py.BaseExceptionType) {
			return nil, py.NewTypeError("exceptions must be classes or instances deriving from BaseException, not type")
		}
		var callArgs []py.Value
		if len(args) > 1 && args[1] != py.None {
			callArgs = []py.Value{args[1]}
		}
		r, err := py.Call(t, x, callArgs, nil)
		if err != nil {
			return nil, err
		}
		exc, _ = r.(*py.Exception)
	}
	if exc == nil {
		return nil, py.NewTypeError("exceptions must be classes or instances deriving from BaseException, not %s", args[0].Type().Name)
	}
	v, done, err := g.send(t, genMsg{err: exc})
	if err != nil {
		return nil, err
	}
	if done {
		return nil, py.NewStopIteration(g.retval)
	}
	return v, nil
}

func genClose(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := self.(*Generator).close(t); err != nil {
		return nil, err
	}
	return py.None, nil
}

// close is generator.close(): GeneratorExit thrown in at the yield where
// the generator stands.
func (g *Generator) close(t *py.Thread) error {
	if g.state == genRunning {
		return py.NewValueError("generator already executing")
	}
	if g.state != genSuspended {
		g.finish()
		return nil
	}
	exit := py.NewExceptionArgs(py.GeneratorExitType)
	_, done, err := g.send(t, genMsg{err: exit})
	if !done {
		return py.NewRuntimeError("generator ignored GeneratorExit")
	}
	if exc := asException(err); exc != nil && (exc.Matches(py.GeneratorExitType) || exc.Matches(py.StopIterationType)) {
		g.in.forget(exc)
		return nil
	}
	return err
}

// yieldExpr compiles `yield value`.
func (c *compiler) yieldExpr(e *ast.Yield) evalFn {
	c.yields++
	var value evalFn
	if e.Value != nil {
		value = c.expr(e.Value)
	}
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		var v py.Value = py.None
		if value != nil {
			var err error
			if v, err = value(fr); err != nil {
				return nil, err
			}
		}
		sent, err := fr.yieldValue(v)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return sent, nil
	}
}

// yieldFrom compiles `yield from iterable`: it re-yields every item
// (forwarding sent values to a sub-generator) and evaluates to the
// sub-generator's return value.
func (c *compiler) yieldFrom(e *ast.YieldFrom) evalFn {
	c.yields++
	value := c.expr(e.Value)
	site := c.site(e)
	coroutine := c.co != nil // roots what it holds in the generator (gencoroutine.go)
	return func(fr *frame) (py.Value, error) {
		v, err := value(fr)
		if err != nil {
			return nil, err
		}
		if coroutine {
			r := &fr.gen.roots
			n := pushRoots(r, v, nil)
			defer popRoots(r, n)
		}
		if sub, ok := v.(*Generator); ok {
			msg := genMsg{value: py.None}
			for {
				x, done, err := sub.send(fr.th, msg)
				if err != nil {
					return nil, fr.fail(err, site)
				}
				if done {
					if sub.retval == nil {
						return py.None, nil
					}
					return sub.retval, nil
				}
				sent, err := fr.yieldValue(x)
				if err != nil {
					msg = genMsg{err: err}
					if asException(err) == nil {
						return nil, err
					}
					continue
				}
				msg = genMsg{value: sent}
			}
		}
		it, err := iterate(fr.th, v)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		if coroutine {
			fr.gen.roots[len(fr.gen.roots)-1] = it
		}
		for {
			x, err := it.Next(fr.th)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			if x == nil {
				return py.None, nil
			}
			if _, err := fr.yieldValue(x); err != nil {
				return nil, err
			}
		}
	}
}

// ReturnValue returns the value the generator's body returned (None
// until it has returned): next() raises StopIteration with it.
func (g *Generator) ReturnValue() py.Value {
	if g.retval == nil {
		return py.None
	}
	return g.retval
}

// PyRepr returns CPython's repr of a generator: <generator object f at 0x...>.
func (g *Generator) PyRepr(t *py.Thread) (string, error) {
	return fmt.Sprintf("<generator object %s at 0x%x>", g.qualname, py.Id(g)), nil
}

// sendDirect resumes a generator expression on the caller's goroutine. A
// value sent in is discarded (its yields are expression statements); an
// exception thrown in propagates out, as nothing in it can catch it.
func (g *Generator) sendDirect(t *py.Thread, msg genMsg) (py.Value, bool, error) {
	switch g.state {
	case genDone:
		return nil, true, msg.err
	case genRunning:
		return nil, false, py.NewValueError("generator already executing")
	case genCreated:
		if msg.err == nil && msg.value != py.None {
			return nil, false, py.NewTypeError("can't send non-None value to a just-started generator")
		}
	}
	if msg.err != nil {
		err := g.direct.release(t, msg.err)
		g.finish()
		return nil, true, err
	}
	if err := t.Enter(); err != nil {
		return nil, false, err
	}
	g.state = genRunning
	fr := g.fr
	fr.th = t
	g.in.enter(fr)
	v, err := g.direct.next(fr)
	g.in.leave(fr)
	t.Leave()
	if err != nil || v == nil {
		if err != nil {
			err = g.direct.release(t, err)
		}
		g.finish()
		if exc := asException(err); exc != nil && exc.Matches(py.StopIterationType) {
			rt := py.NewRuntimeError("generator raised StopIteration")
			rt.Cause = exc
			rt.SetContext(exc)
			err = rt
		}
		return nil, true, err
	}
	g.state = genSuspended
	return v, false, nil
}

// sendResumable resumes a generator whose body is resumable (see
// genbody.go) on the consumer's goroutine.
func (g *Generator) sendResumable(t *py.Thread, msg genMsg, r *resumableBody) (py.Value, bool, error) {
	if ok, done, err := g.admit(msg); !ok {
		return nil, done, err
	}
	if err := t.Enter(); err != nil {
		return nil, false, err
	}
	in := g.in
	consumerHandling := in.handling
	in.handling = g.handling
	fr := g.fr
	fr.th = t
	resume := g.state == genSuspended
	g.state = genRunning
	g.sent = msg
	in.enter(fr)
	f, err := r.body(fr, resume)
	in.leave(fr)
	g.handling = in.handling
	in.handling = consumerHandling
	t.Leave()
	if f == flowYield && err == nil {
		g.state = genSuspended
		v := g.yv
		g.yv = nil
		return v, false, nil
	}
	if err == nil {
		g.retval = fr.ret
	} else if exc := asException(err); exc != nil && exc.Matches(py.StopIterationType) {
		rt := py.NewRuntimeError("generator raised StopIteration")
		rt.Cause = exc
		rt.SetContext(exc)
		err = rt
	}
	g.finish()
	return nil, true, err
}

// noteFresh records that v, when it is a generator, was just created by a
// call of a generator function at site s of frame fr.
func (fr *frame) noteFresh(v py.Value, s *site) {
	if g, ok := v.(*Generator); ok {
		g.origin, g.originFrame, g.originCode = s, fr, fr.code
	}
}

// freshIterator compiles the test of whether the iterable a for loop got
// from e is a generator nothing else can reference: a generator
// expression written there, or the generator a generator function call
// written there just returned. CPython closes such a generator as soon as
// the loop is left early (its last reference goes); nil when e can never
// give one.
func (c *compiler) freshIterator(e ast.Expr) func(fr *frame, v py.Value) bool {
	switch e := e.(type) {
	case *ast.GeneratorExp:
		return func(fr *frame, v py.Value) bool {
			_, ok := v.(*Generator)
			return ok
		}
	case *ast.Call:
		pos := posOf(e)
		return func(fr *frame, v py.Value) bool {
			g, ok := v.(*Generator)
			if !ok || g.origin == nil {
				return false
			}
			ok = g.state == genCreated && g.originFrame == fr && g.originCode == fr.code && g.origin.pos == pos
			g.origin, g.originFrame, g.originCode = nil, nil, nil
			return ok
		}
	}
	return nil
}

// closeFresh closes the fresh generator it (see freshIterator) when the
// loop over it is left early with err (nil for break or return), as
// CPython does when the generator's last reference goes. Exceptions of the
// close are ignored, as CPython only reports them ("Exception ignored
// in"); err is returned unchanged unless the close ends the run.
func closeFresh(t *py.Thread, it py.Iterator, err error) error {
	g, ok := it.(*Generator)
	if !ok || endsRun(err) {
		return err
	}
	cerr := g.close(t)
	if endsRun(cerr) {
		return cerr
	}
	if exc := asException(cerr); exc != nil {
		g.in.forget(exc)
	}
	return err
}

// consumesIterable reports whether the builtin name iterates its first
// argument without keeping a reference to it once it returns.
func consumesIterable(name string) bool {
	switch name {
	case "next", "any", "all", "sum", "min", "max", "sorted", "list", "tuple", "set", "frozenset", "dict":
		return true
	}
	return false
}

// freshArgCall compiles a call of one of the builtins that consume an
// iterable (consumesIterable) whose first argument is written as a
// generator expression or a call that may return a fresh generator
// (freshIterator): CPython closes that generator as soon as the call
// returns, its last reference gone, so `next(x for x in g())` runs g's
// finally at once. nil when e is not such a call.
func (c *compiler) freshArgCall(e *ast.Call) evalFn {
	name, ok := e.Func.(*ast.Name)
	if !ok || !consumesIterable(name.Id) || len(e.Args) == 0 || hasStarred(e.Args) {
		return nil
	}
	for _, k := range e.Keywords {
		if k.Arg == "" {
			return nil
		}
	}
	want := c.in.Builtin(name.Id)
	fresh := c.freshIterator(e.Args[0])
	if want == nil || fresh == nil {
		return nil
	}
	fn := c.expr(e.Func)
	args := c.exprs(e.Args)
	kwnames := make([]string, len(e.Keywords)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	kwvals := make([]evalFn, len(e.Keywords))
	for i, k := range e.Keywords {
		kwnames[i], kwvals[i] = k.Arg, c.expr(k.Value)
	}
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		f, argv, kw, err := fr.evalCall(fn, args, kwnames, kwvals)
		if err != nil {
			return nil, err
		}
		isFresh := f == want && fresh(fr, argv[0])
		v, err := fr.callValue(f, argv, kw, site)
		if isFresh {
			err = closeFresh(fr.th, argv[0].(*Generator), err)
		}
		if err != nil {
			return nil, err
		}
		return v, nil
	}
}

// freshContains compiles `x in g` and `x not in g` where g is written as
// a generator expression or a call that may return a fresh generator
// (freshIterator): CPython closes that generator as soon as the test is
// done. nil when e is not such a comparison.
func (c *compiler) freshContains(e *ast.Compare) evalFn {
	if len(e.Ops) != 1 || (e.Ops[0] != ast.In && e.Ops[0] != ast.NotIn) {
		return nil
	}
	fresh := c.freshIterator(e.Comparators[0])
	if fresh == nil {
		return nil
	}
	left, right := c.expr(e.Left), c.expr(e.Comparators[0])
	op := e.Ops[0]
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		a, err := left(fr)
		if err != nil {
			return nil, err
		}
		b, err := right(fr)
		if err != nil {
			return nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		isFresh := fresh(fr, b)
		v, err := compare(fr.th, op, a, b)
		if err != nil {
			err = fr.fail(err, site)
		}
		if isFresh {
			err = closeFresh(fr.th, b.(*Generator), err)
		}
		if err != nil {
			return nil, err
		}
		return v, nil
	}
}
