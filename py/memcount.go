package py

import (
	"math"
	"runtime"
	"runtime/metrics"
	"time"
)

// A run's memory counter. Constructors and growing containers charge it
// (Alloc) before they allocate, so it is an upper bound of what the run
// holds, garbage included. Two measures lower it:
//
//   - the walk (exact, per executor): at safe points — statement starts
//     where no Go code holds a Python value the walk cannot see — the
//     interpreter's reachable data is measured (MeasureHeld, MemWalk) and
//     the counter becomes what the run's data holds above what it held
//     when the run started. No other run moves it and nothing stops the
//     process.
//   - the fallback, from the process heap (reclaimHeap), a backstop:
//     when a charge would pass the limit in a run the walk cannot
//     measure exactly (it met a value it cannot see through: a module
//     with Go state, a generator's Go stack; or too many objects), or
//     inside Python code below which no safe point runs (a generator, a
//     callback, a call within an expression, an except handler), the
//     counter is reconciled with the process's live heap after a
//     collection, as it was before the walk existed. Other runs move
//     that measure, so it is not an isolated limit. Where the walk can
//     measure — an exact run, every frame on the stack entered clean —
//     it never runs: every charge counts until the next safe point, so
//     one builtin call, one statement of a clean frame or one iteration
//     of a clean comprehension can never hold more than the limit,
//     whatever other runs in the process do.
//
// See docs/security.md, "Memory accounting".

// walkBytesPerOp spaces the walks: after a walk that cost c operations,
// the next one waits until c*walkBytesPerOp more bytes are charged (and
// a quarter of the room left), so walks cost at most one operation per
// walkBytesPerOp bytes the program allocates — far less than what making
// those bytes cost it — however much data it holds, until half the room
// left is charged (see setReclaimAt).
const walkBytesPerOp = 256

// syncStmtCheck sets stmtCheck from nextCheck and the memory counter.
func (t *Thread) syncStmtCheck() {
	if t.memory >= t.reclaimAt {
		t.stmtCheck = 0
	} else {
		t.stmtCheck = t.nextCheck
	}
}

// Alloc charges n bytes of new memory, refusing before the allocation
// happens when the budget would be exceeded. Charges accumulate: the
// counter is an upper bound of what the run holds, garbage included. It
// is lowered at safe points by a walk of the interpreter's reachable
// data (see TickStmt), and, when a charge would pass the limit, by the
// fallback reconciliation with the process heap (reclaimHeap).
func (t *Thread) Alloc(n int64) error {
	if t == nil {
		return nil
	}
	if !t.ready {
		t.init()
	}
	if n < 0 || n > t.memCap-t.memory {
		if !t.reclaimHeap(n) {
			return t.refusal()
		}
	}
	t.memory += n
	if t.memory >= t.reclaimAt {
		t.stmtCheck = 0 // walk at the next safe point
	}
	if n >= AllocChargeMin {
		return t.ChargeBytes(int(n))
	}
	return nil
}

// CheckAlloc reports whether n more bytes would fit in the memory budget,
// without charging them: the pre-check for predictable large results.
func (t *Thread) CheckAlloc(n int64) error {
	if t == nil {
		return nil
	}
	if !t.ready {
		t.init()
	}
	if n < 0 || n > t.Limits.MaxMemory-t.memory {
		if !t.reclaimHeap(n) {
			return t.refusal()
		}
	}
	return nil
}

// refusal is the error of a charge that does not fit: the time limit or
// the cancellation when the run met it meanwhile (the fallback's
// collection stopped waiting for it), the memory limit otherwise.
func (t *Thread) refusal() error {
	if err := t.Poll(); err != nil {
		return err
	}
	return t.memoryError()
}

// Free gives back n bytes charged earlier, for callers that know memory
// was released (a buffer replaced by a bigger one, for instance).
func (t *Thread) Free(n int64) {
	t.memory -= n
	if t.memory < 0 {
		t.memory = 0
	}
}

// memoryError is the error of the memory limit. When the run started
// with earlier runs' data counted (StartMeasureFrom), the message says
// so after its stable form, "memory budget of N bytes exceeded", which
// clients match.
func (t *Thread) memoryError() error {
	msg := "memory budget of " + limitString(t.Limits.MaxMemory) + " bytes exceeded"
	if t.memStart > 0 {
		msg += " (the budget bounds all the data the session holds, and earlier runs' data held " +
			limitString(t.memStart) + " bytes of it when this run started: del what is no longer needed)"
	}
	return &LimitError{Kind: LimitMemory, Msg: msg}
}

// reclaimHeap is the fallback for a charge of n bytes that would pass
// the limit: the charges since the last walk may be mostly garbage made
// where no walk could run (inside a builtin, an expression, a try body)
// or in a run the walk cannot measure, so it collects garbage and lowers
// the counter to the heap the process really holds above its level when
// the run started (taken at half the limit: baseHeapNow). It collects at
// most once per MaxMemory/4 bytes charged (heapAt) and reports whether n
// now fits. With several runs in one
// process the heap includes the others' memory (stricter) and misses
// what they freed since this run started (looser): that is why, when the
// walk can measure, the next safe point walks and its measure replaces
// this one (heapLowered).
//
// It never runs where a walk will measure the charge: in a run whose
// walks are exact (walkExact), with every frame on the stack entered
// clean (a builtin called from a statement of a clean frame, or from a
// clean comprehension; see TickStmt). There the charges count until the
// next safe point walks, so one call or one statement cannot hold more
// than the limit, whatever other runs in the process free meanwhile.
// Inside Python code entered otherwise (a generator, a callback, a call
// within an expression), no safe point runs until it returns: there it
// remains the backstop that forgives that code's garbage.
func (t *Thread) reclaimHeap(n int64) bool {
	fits := n >= 0 && n <= t.Limits.MaxMemory-t.memory
	if t.walkExact && t.depth == t.cleanDepth && t.noSafe == 0 {
		return fits
	}
	if n < 0 || n > t.Limits.MaxMemory {
		return false
	}
	if !t.heapBased {
		return t.baseHeapNow() && fits
	}
	if t.memory-t.heapAt < t.Limits.MaxMemory/4 {
		return fits
	}
	if !t.collect() {
		return false
	}
	live := liveHeap() - t.baseHeap
	if live < 0 {
		live = 0
	}
	if live < t.memory {
		t.memory = live
		t.heapLowered = true
		if t.baseKnown && t.reclaimAt != math.MaxInt64 {
			t.reclaimAt = t.memory // the walk has the last word
		}
	}
	t.heapAt = t.memory
	t.syncStmtCheck()
	return n <= t.Limits.MaxMemory-t.memory
}

// baseHeapNow takes the fallback's base: the first time a charge passes
// memCap (half the limit) where the walk cannot measure, it collects
// garbage and takes the process's live heap less everything the run has
// charged as the level the run started from. Counting every charge as
// live is an upper bound, so the base can only be too low (stricter),
// and the collection drops what earlier runs left as garbage: a base
// read when the run started would count it, and the run could then
// allocate that much more than its budget once it was collected (found
// by FuzzExec: the same program allocated 21 MB alone and 42-72 MB after
// a run that filled its budget). It reports false, with no base taken,
// when the run's deadline or cancellation comes before the collection
// ends (collect): a synchronous runtime.GC held deep-recursion bombs
// 80-145 ms past their deadline in TestBombsEndAtTheirLimits.
func (t *Thread) baseHeapNow() bool {
	if !t.collect() {
		return false // the deadline or cancellation came first
	}
	t.baseHeap = liveHeap() - t.memory
	t.heapBased = true
	t.heapAt = t.memory
	t.memCap = t.Limits.MaxMemory
	return true
}

// collect runs a garbage collection for the fallback and reports
// whether it finished before the run's deadline or cancellation. The
// collection is the whole process's: with many runs in one process, and
// their allocations to mark, it took seconds on a loaded machine, and
// runs of a 5 s limit waiting for it ended 15-25 s after they started.
// The run stops waiting at its deadline (a collection still running then
// finishes on its own goroutine).
func (t *Thread) collect() bool {
	if t.Poll() != nil {
		return false // past the deadline already: no collection to wait for
	}
	done := make(chan struct{})
	go func() {
		runtime.GC()
		close(done)
	}()
	var expired <-chan time.Time
	if !t.deadline.IsZero() {
		timer := time.NewTimer(time.Until(t.deadline))
		defer timer.Stop()
		expired = timer.C
	}
	var cancelled <-chan struct{}
	if t.Ctx != nil {
		cancelled = t.Ctx.Done()
	}
	select {
	case <-done:
		return true
	case <-expired:
	case <-cancelled:
	}
	return false
}

// liveHeap returns the bytes of heap objects live after the last GC.
func liveHeap() int64 {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(sample[0].Value.Uint64())
}

// TickStmt is Tick before a statement: the interpreter calls it where a
// statement of a Python frame begins. When every frame on the stack was
// entered with EnterClean and no statement holding values in Go runs
// (noSafe), the statement boundary is a safe point: every value the run
// holds is reachable from the roots MeasureHeld walks, no Go code holds
// a temporary. Once the counter reaches reclaimAt, the first safe point
// walks the run's data and sets the counter to what is still reachable,
// so garbage does not count against the limit. It costs what Tick costs
// and is small enough to be inlined.
func (t *Thread) TickStmt() error {
	t.ops++
	if t.ops >= t.stmtCheck {
		return t.slowStmt()
	}
	return nil
}

// slowStmt is the slow path of TickStmt.
func (t *Thread) slowStmt() error {
	if t.ops >= t.nextCheck || !t.ready {
		if err := t.slowCheck(); err != nil {
			return err
		}
	}
	if t.memory >= t.reclaimAt && t.depth == t.cleanDepth && t.noSafe == 0 {
		return t.reclaim()
	}
	return nil
}

// EnterClean is Enter for a frame entered where the caller's Go code
// holds no value the memory walk does not see (the frame and its callee
// are rooted; see TickStmt). Pair it with LeaveClean.
func (t *Thread) EnterClean() error {
	if err := t.Enter(); err != nil {
		return err
	}
	t.cleanDepth++
	return nil
}

// LeaveClean undoes EnterClean.
func (t *Thread) LeaveClean() {
	t.depth--
	t.cleanDepth--
}

// EnterUnsafe marks a statement whose Go code holds values the memory
// walk does not see (a context manager, a match subject): no safe point
// until the matching LeaveUnsafe.
func (t *Thread) EnterUnsafe() { t.noSafe++ }

// LeaveUnsafe undoes EnterUnsafe.
func (t *Thread) LeaveUnsafe() { t.noSafe-- }

// StartMeasure measures what the interpreter holds when a run starts
// (MeasureHeld must be set): the run's memory counter counts what the
// run adds to it, so later walks subtract this base. Without a base (the
// walk stopped at its limit of objects) only the fallback lowers the
// counter. It is StartMeasureFrom for a run of its own: what the
// interpreter holds when it starts is not counted.
func (t *Thread) StartMeasure() error {
	floor := int64(-1)
	return t.StartMeasureFrom(&floor)
}

// StartMeasureFrom is StartMeasure for a run of an interpreter that runs
// many (an executor, a session): the budget bounds what the interpreter
// holds, not what one run adds. *floor is what the interpreter held
// before its programs made anything (its host's values; negative until
// the first run measures it, which sets it): the run's counter starts at
// what the interpreter holds above it, so a run may add only what is
// left of the budget after the data earlier runs left behind. The start
// walk is the one StartMeasure does anyway: no walk is added. Where the
// walk cannot see through a value (inexact) the counter starts from its
// lower bound; where it stopped at its limit of objects it starts from
// what it measured before it stopped, a lower bound too, and the run is
// bounded by the fallback as before (see docs/security.md). A run that
// starts at or over the budget can run what allocates nothing and free
// data (see Freed); a charge fits again once a walk has measured the
// room.
func (t *Thread) StartMeasureFrom(floor *int64) error {
	if !t.ready {
		t.init()
	}
	if t.MeasureHeld == nil || t.Limits.MaxMemory == math.MaxInt64 || !memWalks {
		return nil
	}
	held, exact, err := t.MeasureHeld(t, true)
	if err != nil {
		return err
	}
	measured := held
	if held < 0 {
		measured = -held - 1 // what the stopped walk saw: a lower bound
	}
	if *floor < 0 {
		*floor = measured
	}
	t.memBase, t.baseKnown, t.baseExact = *floor, held >= 0, exact
	t.walkExact = t.baseKnown && exact
	if start := measured - *floor; start > 0 {
		t.memory += start
		t.memStart, t.memTolerated, t.heapAt = start, t.memory, t.memory
		t.memCap = min(t.memory+t.Limits.MaxMemory/2, t.Limits.MaxMemory)
	}
	t.walkedAt = t.ops
	if t.WalkEvery > 0 || t.memStart > 0 {
		t.setReclaimAt(0) // set after NewThread placed the first walk
	}
	return nil
}

// MemoryAtStart returns what the run's memory counter started from:
// the bytes of data the interpreter held above its floor when the run
// started, left by earlier runs (see StartMeasureFrom). 0 for a run of
// its own or without a memory limit.
func (t *Thread) MemoryAtStart() int64 { return t.memStart }

// Freed tells the thread that a statement may have freed data (a del,
// a container's clear):
// when the counter is within a quarter of the budget of its limit, or
// past it, the next safe point walks, so that a run near its limit (one
// that started there with earlier runs' data, say) can allocate what it
// freed in the same run. Walks it asks for are spaced by their cost: one
// comes only once the run has spent, since the last walk, as many
// operations as that walk cost, so they take at most half of them.
func (t *Thread) Freed() {
	if t == nil || !t.baseKnown || t.reclaimAt == math.MaxInt64 {
		return
	}
	if t.Limits.MaxMemory-t.memory > t.Limits.MaxMemory/4 || t.ops-t.walkedAt < t.walkCost {
		return
	}
	t.RequestWalk()
}

// reclaim walks the run's data at a safe point. An exact walk (of data
// whose base was exact too) sets the counter to what the data holds
// above the base measured when the run started: lowered, or raised back
// if the fallback had lowered it below that. An inexact walk measures a
// lower bound, which the counter may not go below: it corrects the
// fallback's heap measure, which misses what other runs freed. Past the
// limit, the run stops here. Walks are charged to the operation budget
// and spaced by their cost (walkBytesPerOp).
func (t *Thread) reclaim() error {
	if t.MeasureHeld == nil || !t.baseKnown {
		t.reclaimAt = math.MaxInt64
		t.syncStmtCheck()
		return nil
	}
	before := t.ops
	t.chargedText = "" // no Go code holds it at a safe point: garbage the walk does not count
	held, exact, err := t.MeasureHeld(t, false)
	if err != nil {
		return err
	}
	cost := t.ops - before
	if held >= 0 {
		held -= t.memBase
		if held < 0 {
			held = 0 // the run freed data it found
		}
		if exact && t.baseExact {
			if held < t.memory || t.heapLowered {
				t.heapAt -= t.memory - held
				t.memory = held
			}
		} else if held > t.memory {
			t.heapAt += held - t.memory
			t.memory = held
		}
		t.heapLowered = false
	}
	t.walkExact = held >= 0 && exact && t.baseExact
	t.walkedAt, t.walkCost = t.ops, cost
	t.setReclaimAt(cost)
	if t.memory > t.Limits.MaxMemory && t.memory > t.memTolerated {
		return t.memoryError()
	}
	t.memTolerated = min(t.memTolerated, t.memory)
	return nil
}

// setReclaimAt puts the next walk at a quarter of the memory left, or
// later when the last walk cost more (walkBytesPerOp per operation), but
// never past half the memory left: where the walk measures, nothing else
// forgives garbage, so a walk spaced beyond the limit let a run that
// holds many objects and churns garbage end with a MemoryLimitError
// while holding a tenth of its budget (TestWalkComesBeforeTheLimit). Such
// a run near its limit pays for its walks from its operation budget.
func (t *Thread) setReclaimAt(cost int64) {
	if t.Limits.MaxMemory == math.MaxInt64 {
		t.reclaimAt = math.MaxInt64
	} else {
		room := t.Limits.MaxMemory - t.memory
		t.reclaimAt = t.memory + max(min(max(room/4, cost*walkBytesPerOp), room/2), 64<<10)
		if t.WalkEvery > 0 {
			t.reclaimAt = min(t.reclaimAt, t.memory+t.WalkEvery)
		}
	}
	t.syncStmtCheck()
}
