package py

import (
	"context"
	"errors"
	"io"
	"math"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/kraitpy/krait/policy"
)

// Limits are the resource bounds of one run. A zero field means the
// default from DefaultLimits; "unlimited" must be asked for explicitly
// with a negative value.
type Limits struct {
	MaxOps       int64         // operation budget
	MaxMemory    int64         // bytes of Python values held (charged allocations, lowered by walks of the run's data or, where no walk can measure, the process heap; see Thread.Alloc)
	MaxDepth     int           // Python call depth (RecursionError beyond it)
	MaxDataDepth int           // nesting of data walked by repr/eq/hash/copy/json
	MaxOutput    int64         // bytes printed (UTF-8)
	MaxTime      time.Duration // wall-clock time of the run
}

// DefaultLimits returns krait's finite defaults.
func DefaultLimits() Limits {
	return Limits{
		MaxOps:       10_000_000,
		MaxMemory:    256 << 20,
		MaxDepth:     1000,
		MaxDataDepth: 1000,
		MaxOutput:    50_000,
		MaxTime:      30 * time.Second,
	}
}

// normalized replaces zero fields by their defaults and negative fields
// by "unlimited".
func (l Limits) normalized() Limits {
	d := DefaultLimits()
	pick64 := func(v, def int64) int64 {
		switch {
		case v == 0:
			return def
		case v < 0:
			return math.MaxInt64
		}
		return v
	}
	pick := func(v, def int) int {
		switch {
		case v == 0:
			return def
		case v < 0:
			return math.MaxInt
		}
		return v
	}
	l.MaxOps = pick64(l.MaxOps, d.MaxOps)
	l.MaxMemory = pick64(l.MaxMemory, d.MaxMemory)
	l.MaxOutput = pick64(l.MaxOutput, d.MaxOutput)
	l.MaxDepth = pick(l.MaxDepth, d.MaxDepth)
	l.MaxDataDepth = pick(l.MaxDataDepth, d.MaxDataDepth)
	switch {
	case l.MaxTime == 0:
		l.MaxTime = d.MaxTime
	case l.MaxTime < 0:
		l.MaxTime = 0 // no deadline
	}
	return l
}

// LimitKind says which resource bound a LimitError reports.
type LimitKind uint8

// The kinds of limit errors.
const (
	LimitOps    LimitKind = iota + 1 // operation budget exhausted
	LimitMemory                      // memory budget exceeded
	LimitTime                        // wall-clock time exceeded
	LimitOutput                      // output size exceeded
	LimitCancel                      // the run was cancelled
)

var limitKindNames = [...]string{"", "OperationLimitError", "MemoryLimitError", "TimeLimitError", "OutputLimitError", "CancelledError"}

// String returns the name krait prints for the kind, e.g. "OperationLimitError".
func (k LimitKind) String() string {
	if int(k) < len(limitKindNames) {
		return limitKindNames[k]
	}
	return "LimitError"
}

// LimitError reports that a run hit one of its resource bounds. It is not
// a Python exception: no except clause can catch it.
type LimitError struct {
	// Kind says which bound was hit.
	Kind LimitKind
	// Msg says how, e.g. "operation budget of 10000000 exhausted".
	Msg string
	// Err is the cause when the limit is not krait's own: the caller's
	// context.DeadlineExceeded or context.Canceled (Unwrap returns it).
	Err error
}

// Error returns e.g. "OperationLimitError: operation budget of 10000000 exhausted".
func (e *LimitError) Error() string { return e.Kind.String() + ": " + e.Msg }

// Unwrap returns the cause, if any (see Err).
func (e *LimitError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, &LimitError{Kind: k}) match any limit error of
// kind k (and a zero Kind match every limit error).
func (e *LimitError) Is(target error) bool {
	var le *LimitError
	if !errors.As(target, &le) {
		return false
	}
	return le.Kind == 0 || le.Kind == e.Kind
}

// checkEvery is how many operations pass between two polls of the
// cancellation flag and the clock.
const checkEvery = 1024

// CallerFrame is what Thread.Caller reports of a running frame: no frame
// object, only its file, the line of the call it is making, that line's
// text and the __name__ of its module.
type CallerFrame struct {
	Filename string
	Lineno   int
	Line     string // the source line, without its line ending ("" when unknown)
	Module   string
}

// Thread is the state of one running program: its budgets, its output and
// its cancellation. It is not safe for concurrent use, except Cancel.
type Thread struct {
	Ctx    context.Context
	Limits Limits
	Stdout io.Writer

	// Clock returns the current time for time.time, the time module's
	// monotonic clocks, datetime.now and friends; nil means the host's
	// clock. Embedders and tests set it to control time: time.sleep on
	// such a clock does not wait but moves it forward (see Advance).
	Clock func() time.Time
	// Entropy seeds the unseeded random module; nil means crypto/rand.
	Entropy io.Reader
	// Dunders is the dunder rule the attribute checkpoint (CheckAttr)
	// applies to names that come from data; the interpreter sets it from
	// its policy. The zero value is the default table.
	Dunders policy.DunderRule
	// ModuleNamespace, when set, returns the global namespace of the
	// module with the given name ("__main__" for the running program), or
	// nil. The interpreter sets it; stdlib code that acts on a module's
	// globals (enum.global_enum) or resolves names in them uses it.
	ModuleNamespace func(name string) Namespace
	// Locals, when set, is the interpreter's storage for modules that
	// interpreters share (see Locals, Thread.Local); the interpreter sets
	// it.
	Locals *Locals
	// ImportGuard, when set, reports whether importing the dotted module
	// name is authorized (nil) or refused (the policy's error). The
	// interpreter sets it from its import check; a module that exposes a
	// submodule as an attribute (numpy.linalg) asks it first, so a
	// package never hands out a submodule its own import would refuse.
	ImportGuard func(module string) error
	// HandledException, when set, returns the exception the innermost
	// running except clause (or finally block) handles, or nil: what
	// CPython's sys.exc_info() returns. The interpreter sets it; the
	// traceback module's print_exc and format_exc use it.
	HandledException func() *Exception
	// Caller, when set, describes the running Python frame level levels
	// out (1: the frame that called the running builtin), as CPython's
	// sys._getframe(level-1) would, or reports false beyond the module
	// frame. The interpreter sets it; warnings.warn uses it for the file
	// and line it prints.
	Caller func(level int) (CallerFrame, bool)
	// Stderr receives what the program writes to its standard error
	// (traceback.print_exc, printed warnings): see WriteErr. nil
	// discards it.
	Stderr io.Writer

	ops       int64 // operations charged so far
	nextCheck int64 // ops value at which slowCheck runs next
	// stmtCheck is nextCheck, or 0 while a walk is due (memory past
	// reclaimAt): then every TickStmt takes its slow path, which walks
	// at the first safe point.
	stmtCheck int64
	memory    int64 // bytes charged so far
	depth     int   // current Python call depth
	// cleanDepth counts the frames entered with EnterClean, and noSafe
	// the statements running whose Go code holds values (try, with,
	// match): a statement tick is a safe point when every frame is clean
	// and noSafe is 0.
	cleanDepth int
	noSafe     int
	dataDepth  int   // current nesting of data walks (repr, eq, hash, ...)
	output     int64 // bytes written to Stdout and Stderr so far (UTF-8)
	deadline   time.Time
	// timeEnd is when MaxTime runs out (moved later by ExtendDeadline)
	// and ctxEnd the context's deadline; deadline is the earlier one.
	timeEnd time.Time
	ctxEnd  time.Time
	ready   bool
	slept   time.Duration // how far Advance moved an injected Clock

	// MeasureHeld, when set, measures the bytes the interpreter's data
	// holds (a walk of its reachable values); exact is false when the
	// walk gave up on a value it cannot see through (held is then a lower
	// bound), and held is negative when the walk stopped at its limit of
	// objects (no measure: -held-1 is then what it measured before it
	// stopped, a lower bound). A walk during the run (start false) is charged to the
	// operation budget; the walk when the run starts is not (its cost
	// would depend on earlier runs) and is bounded instead. The
	// interpreter sets it for the run and ticks with TickStmt where every
	// live value may be reachable from the roots it walks. See reclaim.
	MeasureHeld func(t *Thread, start bool) (held int64, exact bool, err error)
	// WalkEvery, for diagnostics, when positive makes walks come at least
	// every WalkEvery bytes charged (see setReclaimAt), so that a short
	// run's data is walked at its safe points. Set it before the run.
	WalkEvery int64
	// chargedText is the last text a builder charged in full as it made
	// it (BuildText, TextBuilder, ConcatText): the str made of it charges
	// only its object (takeCharged). Holding the text keeps its address
	// from being reused by an uncharged text; the next NewStrCharged, the
	// walk and Close drop it, so it holds at most one text that no str
	// was made of, until then.
	chargedText string
	// memBase is what walks subtract from what they measure: the
	// interpreter's floor (what it held when its first run started; see
	// StartMeasureFrom), baseKnown whether the walk measured when the run
	// started and baseExact whether exactly; reclaimAt is the memory
	// counter at which the next safe point walks. See memcount.go.
	memBase int64
	// memStart is what the counter started from: the interpreter's data
	// above its floor when the run started (StartMeasureFrom), and
	// memTolerated how far past the limit a walk may find the counter
	// without ending the run: what it started from, lowered by every
	// walk, so that a run that starts over its limit can free data.
	// walkedAt is the operation count at the last walk and walkCost what
	// it cost (see Freed).
	memStart     int64
	memTolerated int64
	walkedAt     int64
	walkCost     int64
	baseKnown    bool
	baseExact    bool
	reclaimAt    int64
	// walkExact is whether the base and the last walk measured exactly:
	// the walk then governs the counter alone and the fallback is off
	// (see reclaimHeap).
	walkExact bool
	// The fallback, for what no walk can measure (reclaimHeap): baseHeap
	// is the process's live heap less what the run had charged when
	// heapBased was set (baseHeapNow), heapAt the memory counter at the
	// last reclaim from the heap (moved with the counter when a walk sets
	// it), heapLowered whether one lowered the counter since the last
	// walk. memCap is the counter above which Alloc asks reclaimHeap:
	// half the limit until the base is taken, then the limit.
	baseHeap    int64
	heapAt      int64
	heapLowered bool
	heapBased   bool
	memCap      int64
	// handoffs counts the calls that handed Python values to the host
	// (HandToHost; see memrecycle.go).
	handoffs uint64
	// fmtScratch is the buffer str % args formats into before the text
	// is copied into its str (strPercentFormat): taken while a format
	// runs (a format nested in one allocates its own), kept only while
	// small (fmtScratchMax).
	fmtScratch []byte
	// fmtOperands is the operand reader of str % args, taken and given
	// back as fmtScratch is.
	fmtOperands *printfOperands

	// Yield, when set, is called at every budget check (every checkEvery
	// operations), before cancellation and the deadline are checked: a
	// host's scheduler may pause the run there while other runs use the
	// CPU (krait.Scheduler). It must return once the run's context is
	// done or its deadline has passed, so that the check then ends the
	// run.
	Yield func()

	// Lend, when set, is how a native kernel that can split its work
	// over goroutines (numpy's matrix product) gets CPU beyond the run's
	// own (Helpers): it returns how many helper goroutines, at most want,
	// may run now (krait.Scheduler lends the slots no run waits for), a
	// func reporting whether a run waits for the CPU since (the helpers
	// then take no more work), and the func each helper calls once as it
	// stops, giving its share back.
	Lend func(want int) (n int, contended func() bool, giveBack func())

	// cancelled is set (atomically) to 1 by Cancel or by the context, to
	// 2 by Interrupt.
	cancelled  atomic.Int32
	stopCancel func() bool

	// newClasses, when set, collects the classes created on the thread
	// (CollectClasses).
	newClasses *[]*Type

	// reprActive holds the containers whose repr is being computed, so a
	// self-referencing container prints as [...] instead of recursing.
	reprActive []Value

	// temps is the state of the temporaries protocol (temps.go).
	temps temps

	// args lends argument slices to built-in methods that borrow them
	// (argstack.go).
	args argStack
}

// NewThread returns a thread for one run with the given limits (zero
// fields take the defaults). ctx may be nil. Call Close when the run ends.
func NewThread(ctx context.Context, limits Limits, stdout io.Writer) *Thread {
	t := &Thread{Ctx: ctx, Limits: limits, Stdout: stdout}
	t.init()
	return t
}

// init normalises the limits and hooks the context; it runs once.
func (t *Thread) init() {
	if t.ready {
		return
	}
	t.ready = true
	t.Limits = t.Limits.normalized()
	t.memCap = t.Limits.MaxMemory
	if t.memCap < math.MaxInt64 {
		t.memCap /= 2
	}
	t.setReclaimAt(0)
	if t.Limits.MaxTime > 0 {
		t.timeEnd = time.Now().Add(t.Limits.MaxTime)
	}
	if t.Ctx != nil {
		t.ctxEnd, _ = t.Ctx.Deadline()
	}
	t.setDeadline()
	if t.Ctx != nil {
		t.stopCancel = context.AfterFunc(t.Ctx, func() { t.cancelled.Store(1) })
	}
	t.nextCheck = t.ops + checkEvery
	if t.nextCheck > t.Limits.MaxOps {
		t.nextCheck = t.Limits.MaxOps
	}
	t.syncStmtCheck()
}

// Now returns the thread's current time: Clock's plus how far sleeps
// advanced it, or time.Now.
func (t *Thread) Now() time.Time {
	if t.Clock != nil {
		return t.Clock().Add(t.slept)
	}
	return time.Now()
}

// Advance moves an injected Clock forward by d, as time.sleep does on it,
// and reports true; on the host's clock, where a sleep must really wait,
// it does nothing and reports false.
func (t *Thread) Advance(d time.Duration) bool {
	if t.Clock == nil {
		return false
	}
	if t.slept > math.MaxInt64-d {
		t.slept = math.MaxInt64 // saturate: sleeps of centuries
	} else {
		t.slept += d
	}
	return true
}

// setDeadline makes deadline the earlier of timeEnd and ctxEnd.
func (t *Thread) setDeadline() {
	t.deadline = t.timeEnd
	if !t.ctxEnd.IsZero() && (t.deadline.IsZero() || t.ctxEnd.Before(t.deadline)) {
		t.deadline = t.ctxEnd
	}
}

// ExtendDeadline moves the end of MaxTime d later: the run was paused
// for d (waiting for its host to answer a call) and paused time is not
// run time. The context's deadline, if any, does not move.
func (t *Thread) ExtendDeadline(d time.Duration) {
	if !t.ready {
		t.init()
	}
	if t.timeEnd.IsZero() || d <= 0 {
		return
	}
	t.timeEnd = t.timeEnd.Add(d)
	t.setDeadline()
}

// Deadline returns when the run must stop (the earlier of MaxTime and the
// context's deadline); the zero time means no deadline.
func (t *Thread) Deadline() time.Time {
	if !t.ready {
		t.init()
	}
	return t.deadline
}

// TimeoutError returns the limit error of a run that passed its deadline
// (what the budget check returns; time.sleep returns it at once when the
// sleep would pass the deadline).
func (t *Thread) TimeoutError() error {
	if t.Limits.MaxTime > 0 {
		return &LimitError{Kind: LimitTime, Msg: "time limit of " + t.Limits.MaxTime.String() + " exceeded"}
	}
	return &LimitError{Kind: LimitTime, Msg: "time limit exceeded"}
}

// Close releases the thread's hook on its context.
func (t *Thread) Close() {
	t.chargedText = "" // a text noted as charged is not held past the run
	if t.stopCancel != nil {
		t.stopCancel()
		t.stopCancel = nil
	}
}

// Cancel asks the run to stop at its next budget check. It is safe to call
// from any goroutine.
func (t *Thread) Cancel() { t.cancelled.Store(1) }

// Interrupt raises KeyboardInterrupt in the running code at its next
// budget check, as Ctrl-C does in CPython: unlike Cancel it is a Python
// exception, which the code may catch, and the run goes on. It is safe to
// call from any goroutine; an interrupt pending when the run ends is
// dropped.
func (t *Thread) Interrupt() { t.cancelled.CompareAndSwap(0, 2) }

// Tick charges one operation. It is the per-node budget check of the
// evaluator and is small enough to be inlined.
func (t *Thread) Tick() error {
	t.ops++
	if t.ops >= t.nextCheck {
		return t.slowCheck()
	}
	return nil
}

// Charge charges n operations for work proportional to an input's size.
func (t *Thread) Charge(n int64) error {
	if t == nil {
		return nil
	}
	t.ops += n
	if t.ops >= t.nextCheck || n < 0 {
		return t.slowCheck()
	}
	return nil
}

// Ops returns the number of operations charged so far.
func (t *Thread) Ops() int64 { return t.ops }

// Memory returns the number of bytes charged so far.
func (t *Thread) Memory() int64 { return t.memory }

// slowCheck enforces the operation budget, the deadline and cancellation.
func (t *Thread) slowCheck() error {
	if !t.ready {
		t.init()
	}
	if t.Yield != nil {
		t.Yield()
	}
	if t.cancelled.Load() == 2 && t.cancelled.CompareAndSwap(2, 0) {
		return NewExceptionArgs(KeyboardInterruptType)
	}
	if t.cancelled.Load() != 0 || (t.Ctx != nil && t.Ctx.Err() != nil) {
		if t.Ctx != nil {
			// A context cancelled with a limit error as its cause (the
			// executor's run timer) reports that limit.
			var le *LimitError
			if errors.As(context.Cause(t.Ctx), &le) {
				return le
			}
			if errors.Is(t.Ctx.Err(), context.DeadlineExceeded) {
				return &LimitError{Kind: LimitTime, Msg: "time limit exceeded"}
			}
		}
		return &LimitError{Kind: LimitCancel, Msg: "execution cancelled"}
	}
	if !t.deadline.IsZero() && time.Now().After(t.deadline) {
		return t.TimeoutError()
	}
	if t.ops >= t.Limits.MaxOps || t.ops < 0 {
		t.ops = t.Limits.MaxOps
		return &LimitError{Kind: LimitOps, Msg: "operation budget of " + limitString(t.Limits.MaxOps) + " exhausted"}
	}
	t.nextCheck = t.ops + checkEvery
	if t.nextCheck > t.Limits.MaxOps || t.nextCheck < 0 {
		t.nextCheck = t.Limits.MaxOps
	}
	t.syncStmtCheck()
	return nil
}

// Poll checks cancellation and the deadline without charging an
// operation, for long native loops that charged their work up front.
func (t *Thread) Poll() error {
	if t == nil {
		return nil
	}
	if t.cancelled.Load() != 0 || (t.Ctx != nil && t.Ctx.Err() != nil) || (!t.deadline.IsZero() && time.Now().After(t.deadline)) {
		return t.slowCheck()
	}
	return nil
}

// Helpers returns how many helper goroutines, at most want, a native
// kernel of the run may start now, the func telling them to take no
// more work, and the func each calls once as it stops (Lend). Without a
// host's scheduler a run may have all it asks for: Go shares the
// processors among the goroutines.
func (t *Thread) Helpers(want int) (n int, contended func() bool, giveBack func()) {
	if want <= 0 {
		return 0, never, func() {}
	}
	if t == nil || t.Lend == nil {
		return want, never, func() {}
	}
	return t.Lend(want)
}

// never is a contended func of a run that has the CPU to itself.
func never() bool { return false }

// Enter records one more level of Python call depth; beyond MaxDepth it
// returns CPython's catchable RecursionError. Every successful Enter must
// be paired with Leave.
func (t *Thread) Enter() error {
	if !t.ready {
		t.init()
	}
	if t.depth >= t.Limits.MaxDepth {
		return NewException(RecursionErrorType, "maximum recursion depth exceeded")
	}
	t.depth++
	return nil
}

// Leave undoes one Enter.
func (t *Thread) Leave() { t.depth-- }

// Depth returns the current Python call depth.
func (t *Thread) Depth() int { return t.depth }

// reprEnter marks container v as being repr'd; it returns false when v is
// already being repr'd (the caller then prints "[...]" or similar).
func (t *Thread) reprEnter(v Value) bool {
	for _, x := range t.reprActive {
		if x == v {
			return false
		}
	}
	t.reprActive = append(t.reprActive, v)
	return true
}

// ReprEnter is CPython's Py_ReprEnter for containers implemented outside
// py: it marks v as being repr'd and returns false when it already is
// (print "[...]"-style then). Pair a true result with ReprLeave.
func (t *Thread) ReprEnter(v Value) bool { return t.reprEnter(v) }

// ReprLeave undoes the innermost successful ReprEnter.
func (t *Thread) ReprLeave() { t.reprLeave() }

// reprLeave unmarks the innermost container marked by reprEnter.
func (t *Thread) reprLeave() { t.reprActive = t.reprActive[:len(t.reprActive)-1] }

// Write prints s to the thread's stdout, counting bytes against
// MaxOutput: a character of four bytes in UTF-8 counts four, so the limit
// bounds what reaches the host's stream. Past the limit it writes the
// whole characters that still fit and returns an OutputLimitError.
func (t *Thread) Write(s string) error { return t.write(t.Stdout, s) }

// WriteErr writes s to the program's standard error stream, Stderr. Its
// bytes count against MaxOutput with those of Write: one limit bounds
// everything a program prints.
func (t *Thread) WriteErr(s string) error { return t.write(t.Stderr, s) }

// write writes s to w (nil discards it) within MaxOutput.
func (t *Thread) write(w io.Writer, s string) error {
	if !t.ready {
		t.init()
	}
	n := int64(len(s))
	if t.output+n > t.Limits.MaxOutput {
		cut := int(t.Limits.MaxOutput - t.output)
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		if w != nil && cut > 0 {
			io.WriteString(w, s[:cut])
		}
		t.output = t.Limits.MaxOutput
		return &LimitError{Kind: LimitOutput, Msg: "output limit of " + limitString(t.Limits.MaxOutput) + " bytes exceeded"}
	}
	t.output += n
	if w == nil {
		return nil
	}
	_, err := io.WriteString(w, s)
	return err
}

// itoa formats an int64 in decimal.
func itoa(n int64) string {
	var buf [24]byte
	i := len(buf)
	neg := n < 0
	u := uint64(n)
	if neg {
		u = -u
	}
	for {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
		if u == 0 {
			break
		}
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// limitString formats a limit for messages.
func limitString(n int64) string {
	if n == math.MaxInt64 {
		return "unlimited"
	}
	return itoa(n)
}
