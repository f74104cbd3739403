package interp

import (
	"errors"
	"math"
	"unsafe"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// Memory accounting: a run's memory counter (py.Thread.Alloc) is charged
// on every allocation and never reads the process heap, so one run's
// garbage cannot push another over its limit. It is lowered at safe
// points only, by a walk of what this interpreter's data still reaches
// (py.MemWalk). A safe point is the start of a statement
// (py.Thread.TickStmt) where no Go code holds a Python value the walk
// does not see:
//
//   - every frame on the stack was entered clean: the module frame,
//     frames of plain calls that are the whole value of their statement
//     (`f(x)`, `y = f(x)`, `return f(x)`: the caller's Go code then holds
//     only the callee and the new frame, both rooted in safeFrames), and
//     frames of list, set and dict comprehensions that are the whole
//     value of their statement (`y = [g(x) for x in xs]`: the start of
//     each iteration is a safe point, with the comprehension's result,
//     iterables and iterators rooted; statementValue).
//     Any other entry into Python code — a call inside an expression
//     (`G + g()` holds G in a Go local), a builtin's callback, a dunder
//     method, a generator, a class body, a comprehension inside an
//     expression — counts in the call depth but not as clean, and no
//     statement below it is a safe point;
//   - no match or try* statement is running (their Go code holds the
//     subject, the exception group): unsafeStmt; nor an except handler
//     or finally block of a try (they hold the exception, the pending
//     error or return value; see tryAround and withFinally). A try body
//     and its else block hold nothing in Go, and a with body only the
//     context manager, rooted in memRoots: their statements may be
//     safe points;
//   - the iterators of the running for loops are rooted in memRoots.
//
// Lowering the counter anywhere else would let a program hold unbounded
// memory: a recursion where each level holds a temporary in a Go local
// while the callee's walk forgets it.

// safeFrame is a frame entered clean and the function it runs (nil for
// the module frame).
type safeFrame struct {
	fr *frame
	fn *Function
}

// callClean runs f in its new frame nf, entered clean (see callDirect).
func (fr *frame) callClean(f *Function, nf *frame, site *site) (py.Value, error) {
	in := fr.in
	if err := fr.th.EnterClean(); err != nil {
		in.release(nf)
		return nil, fr.fail(err, site)
	}
	n := len(in.safeFrames)
	in.safeFrames = append(in.safeFrames, safeFrame{fr: nf, fn: f})
	fr.line = site.pos.Lineno
	v, err := f.run(nf)
	in.safeFrames = in.safeFrames[:n]
	fr.th.LeaveClean()
	in.release(nf)
	if err != nil {
		return nil, fr.fail(err, site)
	}
	return v, nil
}

// statementValue returns the call or the list, set or dict
// comprehension that is the whole value of s, when s is `v`,
// `name = ... = v` or `return v`, else nil: while it runs, the
// statement's Go code holds nothing else.
func statementValue(s ast.Stmt) ast.Expr {
	var v ast.Expr
	switch s := s.(type) {
	case *ast.ExprStmt:
		v = s.Value
	case *ast.Return:
		v = s.Value
	case *ast.Assign:
		for _, t := range s.Targets {
			if _, ok := t.(*ast.Name); !ok {
				return nil
			}
		}
		v = s.Value
	}
	switch v.(type) {
	case *ast.Call, *ast.ListComp, *ast.SetComp, *ast.DictComp:
		return v
	}
	return nil
}

// unsafeStmt marks a statement whose Go code holds values the walk does
// not see: no safe point while it runs.
func unsafeStmt(inner execFn) execFn {
	return func(fr *frame) (flow, error) {
		fr.th.EnterUnsafe()
		f, err := inner(fr)
		fr.th.LeaveUnsafe()
		return f, err
	}
}

// maxWalkNodes bounds a walk during the run and maxStartNodes the
// uncharged walk when a run starts (the set of objects seen is Go memory
// the budget does not count: 32 to 64 bytes per object); beyond them the
// walk gives up. A walk during the run is charged walkOpsPerNode
// operations per object (BenchmarkMemWalk in py: up to about 300 ns per
// object on a loaded machine, its set and its collection included) and
// one operation per walkSlotsPerOp references followed (a slot holding
// an int, a float or a value seen before costs a few nanoseconds).
const (
	maxWalkNodes   = 1 << 20
	maxStartNodes  = 1 << 18
	walkOpsPerNode = 8
	walkSlotsPerOp = 16
)

// measureHeld walks the interpreter's reachable data from a safe point:
// globals, imported modules, the clean frames (locals, cells, function,
// the module frame's last result and handled exception), the rooted loop
// iterators, and the exceptions kept for tracebacks. The objects a walk
// during the run visits are charged to the operation budget.
func (in *Interp) measureHeld(t *py.Thread, start bool) (int64, bool, error) {
	w := py.NewMemWalk(maxWalkNodes)
	cost := func() int64 { return w.Nodes()*walkOpsPerNode + w.Slots()/walkSlotsPerOp }
	var charged int64
	// The walk is charged as it goes, so that its budget checks (the
	// deadline, cancellation, a host's scheduler) run during a long one.
	w.Poll = func() error {
		c := cost()
		err := t.Charge(c - charged)
		charged = c
		return err
	}
	if start {
		w = py.NewMemWalk(maxStartNodes)
		w.Poll = t.Poll // not charged (see Thread.StartMeasure)
	}
	w.UseMemo(&in.walkMemo)
	in.locals.MemRefs(w) // shared modules' per-interpreter state
	for g := range in.liveGens {
		w.Visit(g) // inexact: it may hold values on its Go stack
	}
	w.Static = in.staticBuiltin
	for _, v := range in.globals.values {
		w.Visit(v)
	}
	w.Add(int64(len(in.globals.values)) * 32)
	for _, fr := range in.framePool {
		w.AddBuffer(fr, int64(cap(fr.locals))*16) // pooled slots, charged by chargeFrame
	}
	for _, v := range in.memRoots {
		w.Visit(v)
	}
	for _, sf := range in.safeFrames {
		visitFrame(w, sf.fr)
		if sf.fn != nil {
			w.Visit(sf.fn)
		}
	}
	if in.handling != nil {
		w.Visit(in.handling)
	}
	for _, e := range in.handled {
		w.Visit(e)
	}
	for e, hint := range in.hints {
		w.Visit(e)
		w.Add(int64(len(hint)) + 32)
	}
	for _, v := range in.modules {
		w.Visit(v)
	}
	_, exact := w.Run()
	if err := w.Err(); err != nil {
		return -1, false, err
	}
	if !exact && in.walkFailure == "" {
		in.walkFailure = w.Failed()
	}
	if !start {
		// A walk during the run runs at a safe point (Thread.reclaim):
		// what it did not reach, nothing of the interpreter holds. An
		// observer that keeps such a buffer for reuse counts it (Add).
		in.locals.Walked(t, w, exact && !w.Stopped())
	}
	size := w.Size()
	if w.Stopped() {
		size = -size - 1 // no measure; what it saw before it stopped
	}
	if start {
		return size, exact, nil
	}
	return size, exact, t.Charge(cost() - charged)
}

// HostSets runs set, a host's change to the interpreter's data between
// runs (an executor's SendVariables): what it adds or removes, measured
// by a walk before and one after, moves the floor each run's memory
// counter counts from (heldFloor), so that the host's values are not
// charged to the programs' budget. Before the first run there is no
// floor yet: that run measures it, the host's values included.
func (in *Interp) HostSets(t *py.Thread, set func() error) error {
	if in.heldFloor < 0 || t.Limits.MaxMemory == math.MaxInt64 {
		return set()
	}
	before, _, err := in.measureHeld(t, true)
	if err != nil {
		return err
	}
	err = set()
	after, _, merr := in.measureHeld(t, true)
	if merr != nil {
		return errors.Join(err, merr)
	}
	in.heldFloor = max(in.heldFloor+measured(after)-measured(before), 0)
	return err
}

// measured returns what a measure of measureHeld saw: a stopped walk's
// negative result encodes what it saw before it stopped.
func measured(held int64) int64 {
	if held < 0 {
		return -held - 1
	}
	return held
}

// MemWalkFailure returns why a memory walk of the current (or last) run
// was inexact, the first reason met (see py.MemWalk.GiveUp), or "" when
// every walk of the run measured exactly: for diagnostics.
func (in *Interp) MemWalkFailure() string { return in.walkFailure }

// staticBuiltin reports whether b is a function of the builtins tables,
// this interpreter's (the embedder's tools included) or the process's
// shared one: functions whose Go closures hold no value of the run.
// Functions of modules marked with py.MarkWalkable are marked themselves.
func (in *Interp) staticBuiltin(b *py.Builtin) bool {
	if in.builtins[b.Name] == py.Value(b) {
		return true
	}
	return in.sharedBuiltins != nil && in.sharedBuiltins.byName[b.Name] == py.Value(b)
}

// MemRefs measures a Python function for the memory walk: its defaults,
// closure cells, attributes and annotations, and what its module's
// attribute sites memoize (its code is the program's, not charged). A
// function of another namespace gives up.
func (f *Function) MemRefs(w *py.MemWalk) {
	if f.globals != f.in.globals {
		w.GiveUp("function of another module")
		return
	}
	w.Add(128 + int64(len(f.name)+len(f.qualname)) + int64(len(f.defaults)+len(f.kwdefaults)+len(f.closure))*16)
	for _, v := range f.defaults {
		w.Visit(v)
	}
	for _, v := range f.kwdefaults {
		w.Visit(v)
	}
	for _, c := range f.closure {
		w.Add(16)
		if c != nil {
			w.Visit(c.Value)
		}
	}
	w.Visit(f.doc)
	w.Visit(f.module)
	f.code.unit.visitMemos(w)
	if f.dict != nil {
		w.Visit(f.dict)
	}
	if f.annotations != nil {
		w.Visit(f.annotations)
	}
}

// MemRefs measures a generator: its frame, the saved positions of its
// resumable statements (their iterators, sub-generators and context
// managers), a generator expression's iterators, the values in transit
// (yielded, sent, returned) and the exception it was handling. At a safe
// point no generator runs (a generator's body is never entered clean), so
// a generator whose body is resumable or a generator expression holds
// nothing on a Go stack: everything is in those fields. A generator
// suspended on a coroutine (a body with a yield inside an except or
// finally clause or a match) keeps what its Go stack holds in its roots
// when every yield is a statement of its own (code.coRooted); one with a
// yield inside an expression keeps its Go stack's values out of sight:
// the walk gives up on it.
func (g *Generator) MemRefs(w *py.MemWalk) {
	if g.next != nil && !g.code.coRooted || g.state == genRunning {
		w.GiveUp("generator suspended on a coroutine")
	}
	w.Add(generatorCost + int64(len(g.slots))*genSlotSize + int64(cap(g.roots))*16)
	for _, v := range g.roots {
		w.Visit(v)
	}
	visitFrame(w, g.fr)
	for i := range g.slots {
		st := &g.slots[i]
		if st.it != nil {
			w.Visit(st.it)
		}
		if st.sub != nil {
			w.Visit(st.sub)
		}
		w.Visit(st.mgr)
	}
	if r := g.direct; r != nil {
		w.Add(int64(len(r.its)) * 24)
		for _, it := range r.its {
			if it != nil {
				w.Visit(it)
			}
		}
	}
	w.Visit(g.retval)
	w.Visit(g.yv)
	w.Visit(g.sent.value)
	if exc := asException(g.sent.err); exc != nil {
		w.Visit(exc)
	} else if g.sent.err != nil {
		w.GiveUp("generator holding a Go error")
	}
	if g.handling != nil {
		w.Visit(g.handling)
	}
	// The frame that called the generator function keeps its locals
	// alive for as long as the generator is referenced (see noteFresh).
	visitFrame(w, g.originFrame)
}

// genSlotSize is what newGenerator charges per saved position.
const genSlotSize = int64(unsafe.Sizeof(genSlot{}))

// visitFrame measures a frame (a safe frame, a generator's, the frame
// that called a generator function): its slots, counted once per walk
// however many refer to it, its locals, cells, return value and handled
// exceptions, and what its module's attribute sites memoize.
func visitFrame(w *py.MemWalk, fr *frame) {
	if fr == nil || !w.AddBuffer(fr, int64(len(fr.locals)+len(fr.cells))*16) {
		return
	}
	if fr.code != nil {
		fr.code.unit.visitMemos(w)
	}
	for _, v := range fr.locals {
		w.Visit(v)
	}
	for _, c := range fr.cells {
		if c != nil {
			w.Add(16)
			w.Visit(c.Value)
		}
	}
	w.Visit(fr.ret)
	w.Visit(fr.result)
	if fr.handling != nil {
		w.Visit(fr.handling)
	}
	if fr.traced != nil {
		w.Visit(fr.traced)
	}
	if fr.ns != nil {
		w.Visit(fr.ns)
	}
	if fr.iter != nil {
		w.Visit(fr.iter)
	}
}

// MemRefs measures a traceback object (its entries hold no values).
func (tb *Traceback) MemRefs(w *py.MemWalk) {
	w.Add(32)
	if tb.node != nil {
		w.Add(tb.node.MemSize())
	}
}

// MemSize returns what a traceback chain holds (see tbNodeSize).
func (n *tbNode) MemSize() int64 {
	var size int64
	for ; n != nil; n = n.next {
		size += tbNodeSize
	}
	return size
}
