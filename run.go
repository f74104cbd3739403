package krait

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// Errors of the run life cycle.
var (
	// ErrClosed is returned by Start and Run after Executor.Close.
	ErrClosed = errors.New("krait: executor closed")
	// ErrNotWaiting is returned by Call.Resume when the run no longer
	// waits for that call: it was answered already, or the run ended
	// (cancelled, or past its host wait limit).
	ErrNotWaiting = errors.New("krait: the run is not waiting for this call")
)

// DefaultMaxHostWait is the host wait limit when Options.MaxHostWait is 0.
const DefaultMaxHostWait = 5 * time.Minute

// Run is one execution of code started by Executor.Start (or
// Executor.RunInline). The code runs on a goroutine of its own (for
// RunInline, its caller's) and pauses at every call of a host tool (see
// HostTool) until the host answers it with Call.Resume.
//
// Next, Wait and Cancel are meant for one goroutine (the one that drives
// the run); Call.Resume and Cancel may be called from any goroutine.
type Run struct {
	e *Executor
	// caller is the caller's context, ctx the run's (cancelled by Cancel
	// and by its clock).
	caller context.Context
	ctx    context.Context
	cancel context.CancelCauseFunc
	th     *py.Thread
	prog   *interp.Program
	mod    *ast.Module
	src    []byte
	logs   *logBuffer
	errs   *logBuffer // what the code wrote to its stderr (Output.Stderr)
	// warnings are the program's SyntaxWarnings as printed, within the
	// output limit.
	warnings []string

	// calls hands a paused call to Next (host, for RunInline, takes
	// it instead); done is closed when the run's goroutine has finished
	// and out and err are final.
	calls chan *Call
	host  func(*Call)
	done  chan struct{}
	out   Output
	err   error
	// skip is set for a run cancelled before its code ran (RunInline's
	// started): it ends with its cancellation without running.
	skip bool

	// clock keeps the run's time limits (MaxDuration and MaxHostWait);
	// it has a lock of its own.
	clock runClock

	// Owned by the run's goroutine.
	hostWait time.Duration
	maxWait  time.Duration
	nextID   int
	// lowered is set once the run's thread priority was to be lowered
	// (Scheduler.LowerLongRuns), and restore, when not nil, raises it
	// back.
	lowered bool
	restore func()
	// held0 is the executor's slot time when the run started.
	held0 time.Duration
}

// Call is a call of a host tool by a paused run. Its arguments are valid
// until the call is answered: afterwards the code runs again and may
// change them.
type Call struct {
	// ID numbers the calls of one run from 1.
	ID int
	// Tool is the name of the called tool.
	Tool string
	// Args are the positional arguments converted to Go (see ToGo), and
	// Kwargs the keyword arguments by name.
	Args   []any
	Kwargs map[string]any
	// PyArgs and PyKwargs are the same arguments as Python values, in
	// the order the code gave them.
	PyArgs   []Value
	PyKwargs []Kwarg

	reply    chan callReply
	answered atomic.Bool
}

type callReply struct {
	value any
	err   error
}

// HostError is an error a host gives a paused call (or a tool returns) to
// raise a Python exception of its choice in the calling code. Type names
// a built-in exception class ("ValueError", "KeyError", ...) or, for
// anything else, a class the run creates on first use as a subclass of
// Exception: "HTTPError", or "requests.HTTPError" for one whose module is
// requests (tracebacks then print "requests.HTTPError: message").
type HostError struct {
	Type    string
	Message string
}

// Error returns "Type: Message".
func (e *HostError) Error() string { return e.Type + ": " + e.Message }

// HostTool declares a tool whose implementation stays with the host:
// calling it pauses the run, Run.Next hands the call to the host, and
// Call.Resume continues the run with the host's result or error. params
// name the tool's parameters (for prompts and documentation; the call
// carries the arguments as the code gave them). A blocking Executor.Run
// answers every host call with a RuntimeError: use Executor.Start.
func HostTool(name, description string, params ...string) Tool {
	return Tool{Name: name, Description: description, Params: append([]string(nil), params...), fn: func(ctx context.Context, args []Value, kwargs []Kwarg) (Value, error) {
		r, _ := ctx.Value(runKey{}).(*Run)
		if r == nil {
			return nil, py.NewRuntimeError("host tool '%s' called outside a run", name)
		}
		return r.pause(name, args, kwargs)
	}}
}

// runKey keys the running *Run in the context tools receive.
type runKey struct{}

// Start parses and compiles code and starts running it on a goroutine of
// its own; errors found before the code runs (syntax, policy refusals at
// compile time, source size) are returned here. State from earlier runs
// is visible. Drive the run with Next and Resume, then Wait for its
// output; Cancel abandons it.
//
// Time: the policy's MaxDuration bounds the run's own wall time; time
// paused at host calls does not count against it (the deadline moves
// later by each pause) but against Options.MaxHostWait, the run's total
// time waiting for the host. Output reports both. ctx bounds the whole
// run, pauses included. The operation budget and memory are not touched
// while the run is paused.
func (e *Executor) Start(ctx context.Context, code string) (*Run, error) {
	r, err := e.begin(ctx, code, nil)
	if err != nil {
		return nil, err
	}
	go r.exec()
	return r, nil
}

// RunInline is Start with the code running on the calling goroutine: it
// returns once the run has ended (Wait then returns its output at once),
// and saves the goroutine of its own and the hand-offs to it that a run
// started by Start costs. Errors found before the code runs are returned
// as Start returns them.
//
// started, when not nil, is called with the run before its code runs;
// from then on the run may be cancelled (Cancel, from another
// goroutine). Returning false cancels it there: it ends at once with its
// cancellation, as by Cancel.
//
// host takes the run's host calls (see HostTool), on this goroutine, as
// Next would hand them over: it passes the call on, or answers it, and the
// run then waits for Call.Resume from any goroutine, its time and limits
// counted as for a run started by Start. The run's ctx, Cancel (from
// another goroutine) and its host wait limit end a wait that no answer
// ends.
func (e *Executor) RunInline(ctx context.Context, code string, started func(*Run) bool, host func(*Call)) (*Run, error) {
	if host == nil {
		return nil, errors.New("krait: RunInline needs a host function for the run's host calls")
	}
	r, err := e.begin(ctx, code, host)
	if err != nil {
		return nil, err
	}
	if started != nil && !started(r) {
		r.cancel(nil)
		r.skip = true
	}
	r.exec()
	return r, nil
}

// begin prepares a run and makes it the executor's run in progress; host
// is RunInline's (nil for Start).
func (e *Executor) begin(ctx context.Context, code string, host func(*Call)) (*Run, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil, ErrClosed
	}
	if err := e.acquire(); err != nil {
		return nil, err
	}
	r, err := e.start(ctx, code)
	if err != nil {
		e.release()
		return nil, err
	}
	r.host = host
	e.active = r
	e.ctx = r.ctx
	return r, nil
}

// start prepares a run: source checks, parsing, compiling, the thread.
func (e *Executor) start(ctx context.Context, code string) (*Run, error) {
	lim := e.policy.Limits
	if lim.MaxSourceBytes > 0 && len(code) > lim.MaxSourceBytes {
		return nil, &PolicyError{Err: fmt.Errorf("source of %d bytes exceeds the limit of %d bytes", len(code), lim.MaxSourceBytes)}
	}
	src, mod, prog, err := e.compile(ctx, code)
	if err != nil {
		return nil, err
	}
	warnings := warningTexts(prog.Warnings(), e.reportLimit())
	if e.opts.Stderr != nil {
		for _, w := range warnings {
			io.WriteString(e.opts.Stderr, w)
		}
	}
	r := &Run{e: e, caller: ctx, prog: prog, mod: mod, src: src, warnings: warnings, calls: make(chan *Call), done: make(chan struct{})}
	r.maxWait = e.opts.MaxHostWait
	if r.maxWait == 0 {
		r.maxWait = DefaultMaxHostWait
	}
	ctx, r.cancel = context.WithCancelCause(ctx)
	r.ctx = context.WithValue(ctx, runKey{}, r)
	r.logs = newLogBuffer(lim.MaxOutputChars, e.opts.Stdout)
	r.errs = newLogBuffer(lim.MaxOutputChars, e.opts.Stderr)
	r.th = py.NewThread(r.ctx, e.threadLimits(), r.logs)
	r.th.Stderr = stderrWriter{logs: r.logs, errs: r.errs}
	r.th.Clock = e.opts.Clock
	r.th.WalkEvery = e.walkEvery
	if tk := e.tk; tk != nil {
		after, nice := tk.s.lowerAfter, tk.s.lowerNice
		r.th.Yield = func() {
			if after > 0 && !r.lowered && tk.held()-r.held0 >= after {
				r.lowered = true
				var ok bool
				if r.restore, ok = lowerThread(r.ctx, nice); ok {
					tk.lowered.Store(true)
				}
			}
			tk.yield(r.ctx, r.th.Deadline())
		}
		r.th.Lend = func(want int) (int, func() bool, func()) {
			n, start := tk.lend(want), time.Now()
			return n, tk.s.contended, func() { tk.giveBack(time.Since(start)) }
		}
	}
	// The clock cancels the context tools see when the run's own time is
	// up; the thread checks the same deadline at its budget checks.
	r.clock.start(lim.MaxDuration, r.cancel, r.th.TimeoutError())
	return r, nil
}

// maxKeptSource bounds the source whose compiled program an executor
// keeps for its next run (see compiled): agent steps are a few hundred
// bytes to a few KiB, and a program's compiled form is some tens of
// times its source.
const maxKeptSource = 8 << 10

// compiled is the program an executor compiled last, kept so that a run
// of the same source again (a retried step, a template run with new
// variables) skips parsing and compiling, as exec of one code object
// twice does in CPython. What compiling depends on besides the source is
// fixed for the executor (its policy, file name and interpreter) except
// the tools' names, which code may not rebind (a compile-time refusal):
// SendTools drops the kept program. Each run has its own frame, thread
// and limits; what a program carries from run to run is its attribute
// sites' memos (the class last looked up and what it held under the
// name), which the memory walk visits through the program's compile unit
// like any other reachable value, and only the executor that compiled it
// runs it.
type compiled struct {
	code string
	src  []byte
	mod  *ast.Module
	prog *interp.Program
}

// compile parses and compiles code, or returns the kept program of the
// same source.
func (e *Executor) compile(ctx context.Context, code string) ([]byte, *ast.Module, *interp.Program, error) {
	if k := e.kept; k != nil && k.code == code {
		return k.src, k.mod, k.prog, nil
	}
	src := []byte(code)
	mod, err := parser.ParseFile(e.opts.Filename, src)
	if err != nil {
		return nil, nil, nil, err
	}
	prog, err := e.in.Compile(e.opts.Filename, src, mod)
	if err != nil {
		return nil, nil, nil, e.classify(ctx, err, nil, mod, src)
	}
	e.kept = nil
	if len(code) <= maxKeptSource {
		e.kept = &compiled{code: code, src: src, mod: mod, prog: prog}
	}
	return src, mod, prog, nil
}

// exec runs the program on the run's goroutine and records its outcome.
func (r *Run) exec() {
	start := time.Now()
	var waited0 time.Duration
	if tk := r.e.tk; tk != nil {
		waited0, r.held0 = tk.waited, tk.held()
		tk.beginRun()
	}
	defer close(r.done)
	defer func() {
		r.clock.stop()
		r.out.HostWait = r.hostWait
		r.out.Duration = time.Since(start) - r.hostWait
		if tk := r.e.tk; tk != nil {
			r.out.SlotWait = tk.waited - waited0
		}
		if r.restore != nil {
			r.e.tk.lowered.Store(false)
			r.restore()
		}
		r.out.Ops = r.th.Ops()
		r.out.HeldAtStart = r.th.MemoryAtStart()
		r.th.Close()
		r.cancel(nil)
		e := r.e
		e.mu.Lock()
		e.active, e.ctx = nil, nil
		e.release()
		e.mu.Unlock()
	}()
	if tk := r.e.tk; tk != nil {
		// Wait for a slot; a run that got none (its deadline passed, or
		// it was cancelled, while it waited) ends at its first check.
		tk.acquire(r.ctx, r.th.Deadline())
		defer tk.release()
	}
	r.err = r.e.contain("run", func() error {
		var err error
		if r.skip {
			r.out, err = r.result(nil, r.stopped())
		} else {
			r.out, err = r.result(r.prog.RunResult(r.th))
		}
		return err
	})
	if errors.As(r.err, new(*InternalError)) {
		r.out = Output{Logs: r.logs.String(), Stderr: r.errs.String(), PyValue: py.None}
	}
}

// result turns the program's result into the run's Output and error.
func (r *Run) result(value py.Value, err error) (Output, error) {
	out := Output{Logs: r.logs.String(), Stderr: r.errs.String(), PyValue: py.None}
	out.Warnings = r.warnings
	var fa *finalAnswerSignal
	if errors.As(err, &fa) {
		out.PyValue, out.IsFinalAnswer = fa.value, true
		value, err = fa.value, nil
	}
	if err != nil {
		return out, r.e.classify(r.caller, err, r.th, r.mod, r.src)
	}
	if r.e.opts.RenderResult {
		// Inside the run: its __repr__ may call a host tool, which
		// pauses the run as a call anywhere in the code does (rendered
		// after the run, the tool had no run to pause).
		v := value
		if v == nil {
			v = py.None
		}
		err := r.e.contain("rendering a value", func() error {
			rd, err := marshalResult(r.th, v)
			out.Rendered = &rd
			return err
		})
		if err != nil {
			out.Rendered = nil
			if !errors.As(err, new(*InternalError)) {
				err = r.e.classify(r.caller, err, r.th, r.mod, r.src)
			}
			return out, err
		}
	}
	if value != nil && r.e.opts.SkipGoValue {
		out.PyValue = value
	} else if value != nil {
		// Charged to the run's budgets like the run: a DAG-shaped value
		// (x = [x, x] 24 times) has 2**24 leaves. A panic converting it is
		// contained like one in the run.
		out.PyValue = value
		err := r.e.contain("Output.Value", func() (err error) {
			out.Value, err = toGoCharged(r.th, value)
			return err
		})
		if err != nil && !errors.As(err, new(*InternalError)) {
			err = r.e.classify(r.caller, err, r.th, r.mod, r.src)
		}
		return out, err
	}
	return out, nil
}

// Next waits until the run pauses at its next host call, or ends. It
// returns the call, or nil once the run has ended (Wait then returns at
// once). A call is returned once: while it is unanswered, Next waits for
// it to be answered (from another goroutine) and the run to go on.
func (r *Run) Next() *Call {
	select {
	case c := <-r.calls:
		return c
	case <-r.done:
		return nil
	}
}

// Wait waits for the run to end and returns its output and error, as
// Executor.Run does. Call it after Next returned nil: a run paused at an
// unanswered call only ends by Cancel, by its context or by its host
// wait limit.
func (r *Run) Wait() (Output, error) {
	<-r.done
	return r.out, r.err
}

// Done is closed when the run has ended.
func (r *Run) Done() <-chan struct{} { return r.done }

// Cancel abandons the run: a pending call is dropped, the code stops at
// its next budget check, and Cancel returns once the run's goroutine has
// ended. Wait then reports the cancellation (ErrCancelled). It is safe to
// call more than once and from any goroutine.
func (r *Run) Cancel() {
	r.cancel(nil)
	<-r.done
}

// Resume answers the call: the tool returns result to the code (converted
// to Python as SendVariables does), or, when err is not nil, the call
// raises err in the code: a *HostError as the exception it names, a
// *py.Exception as it is, a limit error as that limit, and any other error
// as RuntimeError with its text. It returns ErrNotWaiting when the run no
// longer waits for this call.
func (c *Call) Resume(result any, err error) error {
	if !c.answered.CompareAndSwap(false, true) {
		return ErrNotWaiting
	}
	c.reply <- callReply{value: result, err: err}
	return nil
}

// pause hands a host-tool call to the host and waits for the answer. It
// runs on the run's goroutine, inside the tool's builtin.
func (r *Run) pause(name string, args []Value, kwargs []Kwarg) (Value, error) {
	r.nextID++
	c := &Call{ID: r.nextID, Tool: name, PyArgs: args, PyKwargs: kwargs, reply: make(chan callReply, 1)}
	// One conversion (shared containers stay shared), charged to the run.
	conv := pyToGo{t: r.th}
	c.Args = make([]any, len(args))
	conv.fill(c.Args, args, -1)
	c.Kwargs = make(map[string]any, len(kwargs))
	for _, kw := range kwargs {
		c.Kwargs[kw.Name] = conv.convert(kw.Value, 0)
	}
	if conv.err != nil {
		return nil, conv.err
	}
	// left is the host wait this pause may take (negative: no limit).
	left := time.Duration(-1)
	if r.maxWait >= 0 {
		if left = r.maxWait - r.hostWait; left <= 0 {
			return nil, r.hostWaitError(name)
		}
	}
	if tk := r.e.tk; tk != nil {
		// The host's time is not the run's: others use the slot.
		tk.release()
		defer func() { tk.acquire(r.ctx, r.th.Deadline()) }()
	}
	start := time.Now()
	r.clock.pause(start, left)
	var rep callReply
	var err error
	handed := r.host != nil
	if handed {
		r.host(c)
	} else {
		select {
		case r.calls <- c:
			handed = true
		case <-r.ctx.Done():
			err = r.stopped()
		case <-r.clock.waitUp:
			err = r.hostWaitError(name)
		}
	}
	if handed {
		select {
		case rep = <-c.reply:
		case <-r.ctx.Done():
			err = r.stopped()
		case <-r.clock.waitUp:
			err = r.hostWaitError(name)
		}
	}
	// From here on Resume reports ErrNotWaiting.
	c.answered.Store(true)
	waited := time.Since(start)
	r.hostWait += waited
	r.th.ExtendDeadline(waited)
	r.clock.resume(waited)
	if err != nil {
		return nil, err
	}
	if rep.err != nil {
		return nil, toolError(r.th, rep.err)
	}
	v, cerr := r.e.pyValue(r.th, rep.value, "")
	if cerr != nil {
		return nil, py.NewTypeError("%s() result: %s", name, cerr.Error())
	}
	return v, nil
}

// stopped returns the limit error of a run whose context ended.
func (r *Run) stopped() error {
	if err := r.th.Poll(); err != nil {
		return err
	}
	return &py.LimitError{Kind: py.LimitCancel, Msg: "execution cancelled"}
}

func (r *Run) hostWaitError(tool string) error {
	return &py.LimitError{Kind: py.LimitTime, Msg: fmt.Sprintf("host wait limit of %s exceeded waiting for tool '%s'", r.maxWait, tool)}
}

// errNoHost answers host calls made inside a blocking Run.
func errNoHost(tool string) error {
	return py.NewRuntimeError("host tool '%s' needs a host to answer it: run the code with Executor.Start", tool)
}
