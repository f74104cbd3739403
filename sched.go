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
}

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
	return &Scheduler{slice: slice, epoch: time.Now(), free: slots, holders: map[*ticket]struct{}{}}
}

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

// acquire waits for a slot until ctx is done or deadline (zero: none)
// passes; it reports whether the run holds one.
func (tk *ticket) acquire(ctx context.Context, deadline time.Time) bool {
	if tk.mine {
		return true
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

	var expired <-chan time.Time
	if !deadline.IsZero() {
		timer := time.NewTimer(time.Until(deadline))
		defer timer.Stop()
		expired = timer.C
	}
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	start := time.Now()
	defer func() { tk.waited += time.Since(start) }()
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
	s.mu.Lock()
	tk.vtime += used
	if _, ok := s.holders[tk]; ok {
		delete(s.holders, tk)
		s.free++
		s.grantLocked()
	}
	tk.revoked.Store(false)
	s.mu.Unlock()
}

// lend gives up to want of the free slots to helper goroutines of tk's
// run (a native kernel splitting its work: py.Thread.Lend) while no run
// waits for one, and returns how many. Each helper gives its slot back
// with giveBack.
func (tk *ticket) lend(want int) int {
	s := tk.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.queue) > 0 || want <= 0 {
		return 0
	}
	n := min(want, s.free)
	s.free -= n
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
	s.grantLocked()
	s.mu.Unlock()
}

// contended reports whether a run waits for a slot (lent helpers then
// take no more work).
func (s *Scheduler) contended() bool { return s.waiting.Load() > 0 }

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
