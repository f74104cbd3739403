package krait

import (
	"fmt"
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// NewSharedCPUShare returns a table of members Schedulers sharing cpus
// CPUs, in memory that child processes map by inheriting File (a memfd,
// passed with exec.Cmd.ExtraFiles) and calling OpenCPUShare. Close it
// when no child will be started any more.
func NewSharedCPUShare(cpus, members int) (*CPUShare, error) {
	if cpus < 1 || members < 1 || members > 1<<16 {
		return nil, fmt.Errorf("krait: a CPU share of %d CPUs and %d members", cpus, members)
	}
	fd, err := unix.MemfdCreate("krait-cpu-share", unix.MFD_CLOEXEC)
	if err != nil {
		return nil, fmt.Errorf("krait: creating the CPU share's memory: %w", err)
	}
	f := os.NewFile(uintptr(fd), "krait-cpu-share")
	if err := f.Truncate(int64(shareSize(members))); err != nil {
		f.Close()
		return nil, fmt.Errorf("krait: sizing the CPU share's memory: %w", err)
	}
	c, err := mapShare(f, members)
	if err != nil {
		f.Close()
		return nil, err
	}
	h := c.header()
	h.magic, h.version, h.cpus, h.members = shareMagic, shareVersion, int32(cpus), int32(members)
	c.cpus = int32(cpus)
	return c, nil
}

// OpenCPUShare maps a table made by NewSharedCPUShare in another process
// from its memory file f (which it keeps open until Close).
func OpenCPUShare(f *os.File) (*CPUShare, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("krait: the CPU share's memory: %w", err)
	}
	if st.Size() < int64(shareSize(1)) {
		return nil, fmt.Errorf("krait: the CPU share's memory is %d bytes, too small", st.Size())
	}
	n := int(st.Size()/shareLine) - 1
	c, err := mapShare(f, n)
	if err != nil {
		return nil, err
	}
	h := c.header()
	if h.magic != shareMagic || h.version != shareVersion || int(h.members) > n || h.cpus < 1 {
		unix.Munmap(c.mem)
		return nil, fmt.Errorf("krait: %s is not a CPU share of this version", f.Name())
	}
	c.cpus, c.members = h.cpus, c.members[:h.members]
	return c, nil
}

// DupFile returns a new descriptor of a shared table's memory file, for
// one child process (exec.Cmd.ExtraFiles; close it once the child has
// started), so that the table's own file may be closed meanwhile.
func (c *CPUShare) DupFile() (*os.File, error) {
	if c.file == nil {
		return nil, fmt.Errorf("krait: a CPU share of one process has no file")
	}
	fd, err := unix.FcntlInt(c.file.Fd(), unix.F_DUPFD_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("krait: duplicating the CPU share's file: %w", err)
	}
	return os.NewFile(uintptr(fd), c.file.Name()), nil
}

// mapShare maps n members' table from f, shared.
func mapShare(f *os.File, n int) (*CPUShare, error) {
	mem, err := unix.Mmap(int(f.Fd()), 0, shareSize(n), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("krait: mapping the CPU share's memory: %w", err)
	}
	c := &CPUShare{mem: mem, file: f}
	c.used = &c.header().used
	// The mapping is page-aligned and its lines hold only atomics and
	// plain integers, which is all Go needs of memory it did not
	// allocate; the table never holds pointers.
	c.members = unsafe.Slice((*shareMember)(unsafe.Pointer(&mem[shareLine])), n)
	return c, nil
}

// header returns a shared table's header.
func (c *CPUShare) header() *shareHeader {
	return (*shareHeader)(unsafe.Pointer(&c.mem[0]))
}
