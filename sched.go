package krait

import (
	"container/heap"
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// A Scheduler shares a host's CPUs among the runs of the executors that
// use it (Options.Scheduler): at most Slots runs execute Python code at
// once, each for a slice at a time, and the others wait in its queue.
// The queue is ordered by the time each executor's runs have held a slot
// (virtual time, as Linux's CFS orders tasks), so an executor starting a
// short run goes before one whose run has been computing for seconds:
// quiet tenants keep their latency next to tenants running resource
// bombs.
//
// Without it, a server's runs are goroutines that Go's scheduler shares
// out in turn, and a run past its deadline only notices at its next
// budget check, once it gets a thread again: with hundreds of runnable
// goroutines on two cores that took seconds, and runs of a 5 s limit
// ended 10-25 s after they started. A run waiting here for a slot wakes
// at its deadline, or when its context ends, and ends at once with its
// limit error.
//
// A run holding a slot lends its thread to other goroutines at a budget
// check every fifth of a slice (runtime.Gosched), so that the goroutines
// woken meanwhile (tool answers, timers, requests) get a thread to run on
// before Go's 10 ms preemption would give them one.
//
// A run that has held a slot for LongRunAfter in total is a long run:
// it computes only while the quiet runs holding or waiting for a slot
// and the long runs computing are no more than the CPUs (the slots, or
// a CPUShare's CPUs shared with other processes' schedulers: the
// workers of `krait serve --isolate process`); otherwise it gives its
// slot back and waits, on a timer and not on a thread, until they are.
// Long runs take turns of a few slices when more of them want the CPUs
// than there are.
//
// A run gives its slot back while it waits for the host to answer a
// tool call. A run that holds a slot without reaching a budget check for
// a while (a long native call, a blocked write of its output, a sleep, a
// pause of the garbage collector's making) loses it to the queue and
// waits for one again at its next check. A Scheduler is safe for
// concurrent use.
type Scheduler struct {
	slice time.Duration
	epoch time.Time

	// waiting is len(queue) and head the virtual time of its first
	// ticket, read without the lock at budget checks.
	waiting atomic.Int32
	head    atomic.Int64

	mu      sync.Mutex
	free    int
	queue   ticketQueue
	holders map[*ticket]struct{}
	// floor is the virtual time of the last run granted a slot: a ticket
	// that comes back with less starts from about there, so that an
	// executor idle for an hour does not then take the CPU for an hour.
	floor time.Duration
	seq   uint64
	// watch revokes the slots of holders that stopped checking, while
	// runs wait (see watchdog).
	watch    *time.Timer
	watching bool

	// lowerAfter and lowerNice are LowerLongRuns' (0: off); set before
	// the scheduler is used.
	lowerAfter time.Duration
	lowerNice  int

	// share is the CPU table the runs count themselves in (the
	// scheduler's own, or one it shares with other processes:
	// ShareCPUs), member their counters in it, and longAfter the slot
	// time after which a run is long (see CPUShare).
	share     *CPUShare
	member    *shareMember
	longAfter time.Duration
	// roomFreed is closed, and replaced, when a run of this scheduler
	// stops counting in the share while its long runs wait for the CPUs:
	// they look again at once instead of at their next slice. Under mu.
	roomFreed chan struct{}
}

// LongRunAfter is the time a run holds a run slot before it is a long
// run, which computes only while the CPUs are not all wanted by others
// (CPUShare): ten 5 ms slices. A quiet agent step computes for about a
// millisecond.
const LongRunAfter = 50 * time.Millisecond

// longTurn is how many slices a long run computes, while other long runs
// wait for the CPUs, before it gives way to them.
const longTurn = 4

// stuckSlices is how many slices a holder may go without a budget check
// before the watchdog gives its slot to the queue.
const stuckSlices = 4

// lendEvery is the fraction of a slice after which a holder lends its
// thread to the goroutines waiting for one at its next budget check
// (yield).
const lendEvery = 5

// NewScheduler returns a scheduler of slots concurrent runs (at least 1;
// runtime.GOMAXPROCS(0) is the natural choice) with time slices of slice
// (0 means 5 ms).
func NewScheduler(slots int, slice time.Duration) *Scheduler {
	if slots < 1 {
		slots = 1
	}
	if slice <= 0 {
		slice = 5 * time.Millisecond
	}
	share := newPrivateShare(slots)
	return &Scheduler{slice: slice, epoch: time.Now(), free: slots, holders: map[*ticket]struct{}{},
		share: share, member: &share.members[0], longAfter: LongRunAfter, roomFreed: make(chan struct{})}
}

// ShareCPUs has the scheduler's runs count themselves as member i of c
// (see CPUShare): its long runs then compute only while the quiet runs
// and long runs of every scheduler sharing c want fewer than c's CPUs.
// Call it before any executor uses the scheduler; c must stay open while
// the scheduler is used.
func (s *Scheduler) ShareCPUs(c *CPUShare, i int) error {
	if c == nil || i < 0 || i >= len(c.members) {
		return fmt.Errorf("krait: no member %d in the CPU share", i)
	}
	s.share, s.member = c, &c.members[i]
	return nil
}

// CPUShare returns the table the scheduler's runs count themselves in:
// its own, or the one given to ShareCPUs.
func (s *Scheduler) CPUShare() *CPUShare { return s.share }

// LowerLongRuns has the scheduler lower the OS priority of a run's
// thread to nice (1 to 19) once the run has held a slot for after in
// total, and raise it back when the run ends: the slots share the CPUs
// within one process, and this has the operating system share them
// across processes by the same rule — runs that have computed long yield
// to short ones. It is how the workers of `krait serve --isolate process`
// keep the CPUs for their quiet tenants next to another worker's bombs.
// The run's goroutine stays on its thread (Linux nice is per thread)
// until the run ends.
//
// It returns an error, and changes nothing, where the process cannot do
// it: not on Linux, or raising a thread's priority back is not allowed
// (it needs CAP_SYS_NICE or an RLIMIT_NICE allowing the process's nice
// value). Call it before any executor uses the scheduler.
func (s *Scheduler) LowerLongRuns(after time.Duration, nice int) error {
	if after <= 0 {
		return fmt.Errorf("LowerLongRuns: after %s, want a positive time", after)
	}
	if err := ProbeLowerPriority(nice); err != nil {
		return err
	}
	s.lowerAfter, s.lowerNice = after, nice
	return nil
}

// ProbeLowerPriority reports whether this process can lower a thread's
// priority to nice and raise it back (what LowerLongRuns needs), with
// why not: a server reports it at start-up.
func ProbeLowerPriority(nice int) error { return probeNice(nice) }

// Waiting returns the number of runs waiting for a slot.
func (s *Scheduler) Waiting() int { return int(s.waiting.Load()) }

func (s *Scheduler) now() int64 { return int64(time.Since(s.epoch)) }

// A ticket is one executor's place in its scheduler; its virtual time
// lasts across the executor's runs. Only the run's goroutine calls its
// methods.
type ticket struct {
	s *Scheduler
	// mine is whether the run believes it holds a slot (since
	// sliceStart); the watchdog may have revoked it meanwhile (revoked).
	mine       bool
	sliceStart int64
	revoked    atomic.Bool
	// lowered is set while the run's thread runs at a lowered priority
	// (LowerLongRuns): its slot goes at once to a run that asks.
	lowered   atomic.Bool
	lastCheck atomic.Int64 // s.now() at the holder's last budget check
	// lent is s.now() when the holder last lent its thread (yield).
	lent  int64
	ready chan struct{}
	// long is set once the run has held a slot for the scheduler's
	// longAfter since it began (runStart is held() then); counted is how
	// the run counts in the CPU share, and turn s.now() when it last
	// took the CPUs as a long run.
	long     bool
	counted  uint8
	runStart time.Duration
	turn     int64
	// waited is the time the executor's runs have waited for a slot
	// (the run's Output.SlotWait is its share), and ran the time they
	// have held one (vtime without the slots lent to helpers).
	waited, ran time.Duration

	// Under s.mu.
	vtime time.Duration
	seq   uint64
	index int // in the queue, or -1
}

func newTicket(s *Scheduler) *ticket {
	if s == nil {
		return nil
	}
	return &ticket{s: s, ready: make(chan struct{}, 1), index: -1}
}

// How a run counts in its scheduler's CPU share (ticket.counted).
const (
	notCounted uint8 = iota
	countedQuiet
	countedLong
)

// beginRun starts a run of the ticket's executor: it is quiet until it
// has held a slot for the scheduler's longAfter.
func (tk *ticket) beginRun() {
	tk.long, tk.runStart = false, tk.held()
}

// acquire waits for a slot until ctx is done or deadline (zero: none)
// passes; it reports whether the run holds one. A long run also waits
// for the CPU share to have room for it (takeCPU), without a slot.
func (tk *ticket) acquire(ctx context.Context, deadline time.Time) bool {
	if tk.mine {
		return true
	}
	for {
		if !tk.acquireSlot(ctx, deadline) {
			return false
		}
		if !tk.long || tk.takeCPU() {
			return true
		}
		tk.release()
		if !tk.waitCPU(ctx, deadline) {
			return false
		}
	}
}

// count counts the run in its scheduler's CPU share as quiet or long.
func (tk *ticket) count(as uint8) {
	switch as {
	case countedQuiet:
		tk.s.member.quiet.Add(1)
	case countedLong:
		tk.s.member.long.Add(1)
	}
	tk.counted = as
}

// uncount takes the run out of its scheduler's CPU share.
func (tk *ticket) uncount() {
	switch tk.counted {
	case countedQuiet:
		tk.s.member.quiet.Add(-1)
	case countedLong:
		tk.s.member.long.Add(-1)
	}
	tk.counted = notCounted
}

// takeCPU counts a long run that holds a slot as computing, if the CPU
// share has room for it: the quiet runs and the long runs computing, it
// included, no more than the share's CPUs. Two long runs taking the last
// CPU at once both count first, so that at least one sees the other.
func (tk *ticket) takeCPU() bool {
	s := tk.s
	s.member.long.Add(1)
	if q, l, _ := s.share.demand(); q+l <= s.share.cpus {
		tk.counted, tk.turn = countedLong, s.now()
		return true
	}
	s.member.long.Add(-1)
	return false
}

// keepCPU reports whether a run holding a slot, past longAfter, goes on
// computing at its budget check. A run that has just become long takes
// the CPUs as a long run (takeCPU); a long run gives them back when the
// quiet runs and long runs want more than the share's CPUs, or when it
// has computed for longTurn slices while other long runs wait.
func (tk *ticket) keepCPU(now int64) bool {
	s := tk.s
	if !tk.long {
		tk.long = true
		tk.uncount()
		return tk.takeCPU()
	}
	if tk.counted != countedLong {
		return tk.takeCPU()
	}
	q, l, w := s.share.demand()
	over := q+l > s.share.cpus
	if !over && (w == 0 || time.Duration(now-tk.turn) < longTurn*s.slice) {
		return true
	}
	// Only as many long runs as the CPUs are short of give way: each
	// takes itself out first and looks again, and one that finds
	// another gave way meanwhile takes the CPU back (takeCPU: if both
	// do, at least one sees the other).
	tk.uncount()
	if over {
		if q, l, _ := s.share.demand(); q+l < s.share.cpus {
			return tk.takeCPU()
		}
	}
	if s.member.waiting.Load() > 0 {
		s.mu.Lock()
		close(s.roomFreed)
		s.roomFreed = make(chan struct{})
		s.mu.Unlock()
	}
	return false
}

// room reports whether the CPU share has room for one more long run.
func (s *Scheduler) room() bool {
	q, l, _ := s.share.demand()
	return q+l < s.share.cpus
}

// waitCPU waits, without a slot, until the CPU share has room for a long
// run, checking every slice and whenever a run of this scheduler stops
// counting; it reports false when ctx is done or deadline passes first.
func (tk *ticket) waitCPU(ctx context.Context, deadline time.Time) bool {
	s := tk.s
	s.member.waiting.Add(1)
	defer s.member.waiting.Add(-1)
	done, expired, stop := tk.waitFor(ctx, deadline)
	defer stop()
	tick := time.NewTimer(s.slice)
	defer tick.Stop()
	for {
		// The channel is taken before looking: a run that stops
		// counting after the look closes it.
		s.mu.Lock()
		freed := s.roomFreed
		s.mu.Unlock()
		if s.room() {
			return true
		}
		select {
		case <-tick.C:
			tick.Reset(s.slice)
		case <-freed:
		case <-done:
			return false
		case <-expired:
			return false
		}
	}
}

// waitFor starts a wait of the run's until ctx is done (done) or
// deadline (zero: none) passes (expired); stop ends it and adds its time
// to the executor's slot wait.
func (tk *ticket) waitFor(ctx context.Context, deadline time.Time) (done <-chan struct{}, expired <-chan time.Time, stop func()) {
	start := time.Now()
	var timer *time.Timer
	if !deadline.IsZero() {
		timer = time.NewTimer(time.Until(deadline))
		expired = timer.C
	}
	if ctx != nil {
		done = ctx.Done()
	}
	return done, expired, func() {
		if timer != nil {
			timer.Stop()
		}
		tk.waited += time.Since(start)
	}
}

// acquireSlot waits for a slot until ctx is done or deadline passes; a
// run that is not long counts as quiet meanwhile.
func (tk *ticket) acquireSlot(ctx context.Context, deadline time.Time) bool {
	if !tk.long {
		tk.count(countedQuiet)
	}
	s := tk.s
	s.mu.Lock()
	if floor := s.floor - s.slice; tk.vtime < floor {
		tk.vtime = floor
	}
	if s.free > 0 && len(s.queue) == 0 {
		s.free--
		s.holders[tk] = struct{}{}
		tk.lastCheck.Store(s.now())
		s.mu.Unlock()
		tk.mine, tk.sliceStart = true, s.now()
		return true
	}
	s.seq++
	tk.seq = s.seq
	heap.Push(&s.queue, tk)
	s.queueChanged()
	if s.free == 0 && s.lowerAfter > 0 && !tk.lowered.Load() {
		// A holder whose thread runs at a lowered priority may not get
		// the CPU to reach its next budget check for a long while when
		// the machine is busy: its slot goes to the queue now, as the
		// watchdog would take it later.
		for h := range s.holders {
			if h.lowered.Load() {
				delete(s.holders, h)
				h.revoked.Store(true)
				s.free++
				break
			}
		}
		s.grantLocked()
	}
	if !s.watching {
		s.watching = true
		if s.watch == nil {
			s.watch = time.AfterFunc(s.slice, s.watchdog)
		} else {
			s.watch.Reset(s.slice)
		}
	}
	s.mu.Unlock()

	done, expired, stop := tk.waitFor(ctx, deadline)
	defer stop()
	select {
	case <-tk.ready:
		return tk.granted()
	case <-done:
	case <-expired:
	}
	s.mu.Lock()
	if tk.index >= 0 {
		heap.Remove(&s.queue, tk.index)
		s.queueChanged()
		s.mu.Unlock()
		tk.uncount()
		return false
	}
	s.mu.Unlock()
	<-tk.ready // granted meanwhile: the run takes it, to end at its next check
	return tk.granted()
}

// held returns the time the executor's runs have held a slot, the slice
// in progress included.
func (tk *ticket) held() time.Duration {
	if tk.mine {
		return tk.ran + time.Duration(tk.s.now()-tk.sliceStart)
	}
	return tk.ran
}

// granted records a grant received.
func (tk *ticket) granted() bool {
	tk.mine, tk.sliceStart = true, tk.s.now()
	return true
}

// release gives the slot back (if the watchdog has not taken it).
func (tk *ticket) release() {
	if !tk.mine {
		return
	}
	tk.mine = false
	s := tk.s
	used := time.Duration(s.now() - tk.sliceStart)
	tk.ran += used
	counted := tk.counted != notCounted
	tk.uncount()
	s.mu.Lock()
	tk.vtime += used
	if _, ok := s.holders[tk]; ok {
		delete(s.holders, tk)
		s.free++
		s.grantLocked()
	}
	if counted && s.member.waiting.Load() > 0 {
		close(s.roomFreed)
		s.roomFreed = make(chan struct{})
	}
	tk.revoked.Store(false)
	s.mu.Unlock()
}

// lend gives up to want of the free slots to helper goroutines of tk's
// run (a native kernel splitting its work: py.Thread.Lend) while no run
// waits for one and the CPU share has room, and returns how many. The
// helpers count as long runs computing; each gives its slot back with
// giveBack.
func (tk *ticket) lend(want int) int {
	s := tk.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.queue) > 0 || want <= 0 {
		return 0
	}
	q, l, _ := s.share.demand()
	n := min(want, s.free, int(s.share.cpus-q-l))
	if n <= 0 {
		return 0
	}
	s.free -= n
	s.member.long.Add(int32(n))
	return n
}

// giveBack returns a slot lent to a helper of tk's run that held it for
// held: the run's virtual time counts it, as though the run had held
// two slots, and a run waiting gets the slot.
func (tk *ticket) giveBack(held time.Duration) {
	s := tk.s
	s.mu.Lock()
	tk.vtime += held
	s.free++
	s.member.long.Add(-1)
	s.grantLocked()
	s.mu.Unlock()
}

// contended reports whether a run waits for a slot, or the CPU share's
// runs want more than its CPUs (lent helpers then take no more work).
func (s *Scheduler) contended() bool {
	if s.waiting.Load() > 0 {
		return true
	}
	q, l, _ := s.share.demand()
	return q+l > s.share.cpus
}

// queueChanged publishes the queue's length and first virtual time for
// budget checks (yield); s.mu is held.
func (s *Scheduler) queueChanged() {
	s.waiting.Store(int32(len(s.queue)))
	if len(s.queue) > 0 {
		s.head.Store(int64(s.queue[0].vtime))
	}
}

// grantLocked hands free slots to the queue's first tickets.
func (s *Scheduler) grantLocked() {
	for s.free > 0 && len(s.queue) > 0 {
		next := heap.Pop(&s.queue).(*ticket)
		s.free--
		s.holders[next] = struct{}{}
		next.lastCheck.Store(s.now())
		if next.vtime > s.floor {
			s.floor = next.vtime
		}
		// Published before the grant: the granted run (and whoever it
		// tells) must not read a queue length that still counts it.
		s.queueChanged()
		next.ready <- struct{}{}
	}
	s.queueChanged()
}

// watchdog runs every slice while runs wait: a holder that has not
// reached a budget check for stuckSlices slices (in a long native call, a
// write its host does not read, a sleep) loses its slot to the queue; it
// waits for one again at its next check.
func (s *Scheduler) watchdog() {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	for tk := range s.holders {
		if time.Duration(now-tk.lastCheck.Load()) > stuckSlices*s.slice {
			delete(s.holders, tk)
			tk.revoked.Store(true)
			s.free++
		}
	}
	s.grantLocked()
	if len(s.queue) > 0 {
		s.watch.Reset(s.slice)
	} else {
		s.watching = false
	}
}

// yield is the budget check's hook (py.Thread.Yield): a run without a
// slot waits for one; a run whose slice is over while others wait, or
// whose slot the watchdog took, goes back to the queue. A run past its
// deadline or cancelled returns at once: the check then ends it.
func (tk *ticket) yield(ctx context.Context, deadline time.Time) {
	s := tk.s
	if tk.mine && !tk.revoked.Load() {
		now := s.now()
		tk.lastCheck.Store(now)
		// Go takes a thread from a goroutine that computes only after
		// 10 ms: with every thread held by runs, a goroutine woken
		// meanwhile — a tool's answer, a timer, a request the network
		// poller handed over — waited that long before it could even
		// ask for a slot (a quiet step woken by a timer next to two
		// churners: 10-18 ms late at the median, load ~22; 3-7 ms
		// lending every 1 ms). The holder lends its thread at a check
		// every slice/lendEvery; with nothing else to run it goes on at
		// once.
		if time.Duration(now-tk.lent) >= s.slice/lendEvery {
			tk.lent = now
			runtime.Gosched()
		}
		// A long run computes only while the CPU share has room for it
		// (see CPUShare); else it waits without its slot.
		if tk.long || tk.ran+time.Duration(now-tk.sliceStart)-tk.runStart >= s.longAfter {
			if !tk.keepCPU(now) {
				if !deadline.IsZero() && time.Now().After(deadline) || ctx != nil && ctx.Err() != nil {
					// It ends at this check: the slot is its until then.
					return
				}
				tk.release()
				if tk.waitCPU(ctx, deadline) {
					tk.acquire(ctx, deadline)
				}
				return
			}
		}
		if s.waiting.Load() == 0 {
			return
		}
		// A run keeps its slot for its slice, unless the first run
		// waiting is behind it by more than a slice of virtual time: a
		// run that just arrived (a quiet tenant's step, a few hundred
		// microseconds) takes the slot at the holder's next budget check
		// instead of waiting for its slice to end, as CFS preempts on
		// wakeup. Between runs that have been computing, the difference
		// stays under a slice and they take turns by slices.
		used := time.Duration(now - tk.sliceStart)
		if used < s.slice && time.Duration(s.head.Load())+s.slice >= tk.vtime+used {
			return
		}
	}
	if !deadline.IsZero() && time.Now().After(deadline) || ctx != nil && ctx.Err() != nil {
		return
	}
	tk.release()
	tk.acquire(ctx, deadline)
}

// ticketQueue is a heap of tickets by virtual time, then arrival.
type ticketQueue []*ticket

func (q ticketQueue) Len() int { return len(q) }

func (q ticketQueue) Less(i, j int) bool {
	if q[i].vtime != q[j].vtime {
		return q[i].vtime < q[j].vtime
	}
	return q[i].seq < q[j].seq
}

func (q ticketQueue) Swap(i, j int) {
	q[i], q[j] = q[j], q[i]
	q[i].index, q[j].index = i, j
}

func (q *ticketQueue) Push(x any) {
	tk := x.(*ticket)
	tk.index = len(*q)
	*q = append(*q, tk)
}

func (q *ticketQueue) Pop() any {
	old := *q
	tk := old[len(old)-1]
	old[len(old)-1] = nil
	tk.index = -1
	*q = old[:len(old)-1]
	return tk
}
