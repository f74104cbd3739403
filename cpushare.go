package krait

import (
	"errors"
	"fmt"
	"os"
	"sync/atomic"
)

// A CPUShare is the table of counters through which Schedulers share
// the machine's CPUs by one rule: a run that has computed for
// LongRunAfter in total (a long run) executes Python code only while the
// quiet runs holding or waiting for a run slot and the long runs
// computing, counted over every Scheduler of the table, are no more than
// its CPUs; otherwise it gives its slot back and waits (a timer, not a
// thread) until they are, checking every slice. Short runs never wait
// for long ones, and long runs never keep more threads runnable than
// there are CPUs, whichever process they run in.
//
// Every Scheduler has one of its own (NewScheduler: one member, the
// scheduler's slots as CPUs): within one process the rule is the
// scheduler's. The workers of `krait serve --isolate process` share one
// (NewSharedCPUShare, in memory the supervisor maps into each worker
// with OpenCPUShare), each worker a member of it (Scheduler.ShareCPUs):
// with a Scheduler per worker, and each worker's long runs only
// answering to their own scheduler, the operating system, which shares
// the CPUs by thread, gave ten bombs in four workers most of the
// machine next to hundreds of quiet sessions.
//
// A member counts the quiet runs holding or waiting for a slot, the
// long runs computing (and the helpers they were lent), and the long
// runs waiting for the CPUs; each count changes by one atomic add, and
// only long runs read the table (at their budget checks). A member whose
// process died holds whatever it had counted: Clear zeroes it before
// another process takes its place.
type CPUShare struct {
	cpus    int32
	members []shareMember
	// used is the number of members given out so far (Use), which a
	// sum reads up to; in shared memory for a shared table.
	used *atomic.Int32
	// mem is the shared mapping and file its memory file (nil for a
	// table of one process); the mapping is never unmapped (Close).
	mem  []byte
	file *os.File
}

// shareMember is one Scheduler's counters, a cache line of its own.
type shareMember struct {
	quiet   atomic.Int32
	long    atomic.Int32
	waiting atomic.Int32
	_       [64 - 12]byte
}

// shareHeader begins a shared table's memory, followed by its members.
type shareHeader struct {
	magic   uint32
	version uint32
	cpus    int32
	members int32
	used    atomic.Int32
	_       [64 - 20]byte
}

const (
	shareMagic   = 0x4b435055 // "KCPU"
	shareVersion = 1
	// shareLine is the size of the header and of each member.
	shareLine = 64
)

// ErrCPUShareUnsupported is returned by NewSharedCPUShare and
// OpenCPUShare where processes cannot share the table (not Linux).
var ErrCPUShareUnsupported = errors.New("krait: sharing CPU counters between processes needs Linux")

// newPrivateShare returns a table of one member for one process.
func newPrivateShare(cpus int) *CPUShare {
	c := &CPUShare{cpus: int32(max(cpus, 1)), members: make([]shareMember, 1), used: new(atomic.Int32)}
	c.used.Store(1)
	return c
}

// CPUs returns the number of CPUs the table shares.
func (c *CPUShare) CPUs() int { return int(c.cpus) }

// Members returns the number of members the table has room for.
func (c *CPUShare) Members() int { return len(c.members) }

// File returns the memory file of a shared table, for a child process
// to map with OpenCPUShare (exec.Cmd.ExtraFiles); nil for a table of
// one process.
func (c *CPUShare) File() *os.File { return c.file }

// Use marks member i as given to a process (sums read the members up to
// the highest one used) and zeroes its counters, which a process that
// used it before may have left: call it before the process starts.
func (c *CPUShare) Use(i int) error {
	if i < 0 || i >= len(c.members) {
		return fmt.Errorf("krait: CPU share member %d of %d", i, len(c.members))
	}
	c.Clear(i)
	for {
		n := c.used.Load()
		if int32(i) < n || c.used.CompareAndSwap(n, int32(i)+1) {
			return nil
		}
	}
}

// Clear zeroes member i's counters: its process has ended, and what its
// runs counted must not hold other processes' long runs back.
func (c *CPUShare) Clear(i int) {
	if i < 0 || i >= len(c.members) {
		return
	}
	m := &c.members[i]
	m.quiet.Store(0)
	m.long.Store(0)
	m.waiting.Store(0)
}

// Counts returns member i's counters: quiet runs holding or waiting for
// a slot, long runs (and lent helpers) computing, long runs waiting for
// the CPUs (zeros for a member it does not have).
func (c *CPUShare) Counts(i int) (quiet, long, waiting int) {
	if i < 0 || i >= len(c.members) {
		return 0, 0, 0
	}
	m := &c.members[i]
	return int(m.quiet.Load()), int(m.long.Load()), int(m.waiting.Load())
}

// Totals returns the counters summed over the members: quiet runs
// holding or waiting for a slot, long runs (and lent helpers) computing,
// long runs waiting for the CPUs.
func (c *CPUShare) Totals() (quiet, long, waiting int) {
	q, l, w := c.demand()
	return int(q), int(l), int(w)
}

// demand sums the members' counters.
func (c *CPUShare) demand() (quiet, long, waiting int32) {
	n := min(int(c.used.Load()), len(c.members))
	for i := range c.members[:n] {
		m := &c.members[i]
		quiet += max(m.quiet.Load(), 0)
		long += max(m.long.Load(), 0)
		waiting += max(m.waiting.Load(), 0)
	}
	return quiet, long, waiting
}

// Close closes a shared table's memory file: no child process can be
// given the table after. The mapping itself stays for the life of the
// process (a few KiB), so that a Scheduler, or a supervisor clearing the
// member of a worker that ends late, never touches unmapped memory. It
// does nothing for a table of one process.
func (c *CPUShare) Close() error {
	if c.file == nil {
		return nil
	}
	return c.file.Close()
}

// shareSize returns the bytes of a shared table of n members.
func shareSize(n int) int { return shareLine * (1 + n) }
