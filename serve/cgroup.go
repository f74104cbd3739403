package serve

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Cgroup puts worker processes into cgroup v2 groups of their own, under
// a parent group the server creates in its own: each worker's memory.max
// and pids.max are set before it runs code, so a worker that allocates
// past MemoryMax is killed by the kernel (and reported as out of memory)
// instead of pressing on the machine.
type Cgroup struct {
	// MemoryMax and PidsMax are each worker's limits (0: none).
	MemoryMax int64
	PidsMax   int64
	dir       string // the parent group of the workers
}

// DetectCgroup finds whether this process may create cgroup v2 groups
// with the memory and pids controllers, and if so makes the parent group
// of the workers. It returns nil and the reason when it cannot (cgroup v1
// or a hybrid hierarchy without the controllers, no delegation, no
// permission): then workers get only their rlimits.
func DetectCgroup(memoryMax, pidsMax int64) (*Cgroup, error) {
	mount, err := cgroup2Mount()
	if err != nil {
		return nil, err
	}
	own, err := ownCgroup()
	if err != nil {
		return nil, err
	}
	base := filepath.Join(mount, own)
	ctrl, err := os.ReadFile(filepath.Join(base, "cgroup.controllers"))
	if err != nil {
		return nil, fmt.Errorf("cgroup v2 at %s: %v", base, err)
	}
	have := strings.Fields(string(ctrl))
	for _, want := range []string{"memory", "pids"} {
		if !slices.Contains(have, want) {
			return nil, fmt.Errorf("cgroup v2 at %s offers no %s controller (controllers: %q; a hybrid cgroup v1/v2 machine keeps them in v1)", base, want, strings.Join(have, " "))
		}
	}
	dir := filepath.Join(base, fmt.Sprintf("krait-workers-%d", os.Getpid()))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, fmt.Errorf("creating %s: %v (is the cgroup delegated to this user?)", dir, err)
	}
	// Controllers are enabled for the groups below ours; a group with
	// processes of its own may not do so except at the root.
	for _, d := range []string{base, dir} {
		if err := os.WriteFile(filepath.Join(d, "cgroup.subtree_control"), []byte("+memory +pids"), 0); err != nil {
			os.Remove(dir)
			return nil, fmt.Errorf("enabling memory and pids in %s: %v", d, err)
		}
	}
	return &Cgroup{MemoryMax: memoryMax, PidsMax: pidsMax, dir: dir}, nil
}

// String describes the limits for the start-up report.
func (c *Cgroup) String() string {
	return fmt.Sprintf("cgroup v2 %s: memory.max %d bytes, pids.max %d per worker", c.dir, c.MemoryMax, c.PidsMax)
}

// add makes the group of a worker, sets its limits and moves pid into it.
func (c *Cgroup) add(name string, pid int) error {
	d := filepath.Join(c.dir, name)
	if err := os.Mkdir(d, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	set := func(file string, v int64) error {
		if v <= 0 {
			return nil
		}
		return os.WriteFile(filepath.Join(d, file), []byte(strconv.FormatInt(v, 10)), 0)
	}
	if err := set("memory.max", c.MemoryMax); err != nil {
		return err
	}
	set("memory.swap.max", 0) // absent without swap accounting
	if err := set("pids.max", c.PidsMax); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(d, "cgroup.procs"), []byte(strconv.Itoa(pid)), 0)
}

// oomKilled reports whether the kernel killed a process of the worker's
// group for passing memory.max.
func (c *Cgroup) oomKilled(name string) bool {
	data, err := os.ReadFile(filepath.Join(c.dir, name, "memory.events"))
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "oom_kill" && f[1] != "0" {
			return true
		}
	}
	return false
}

// remove deletes a dead worker's group.
func (c *Cgroup) remove(name string) { os.Remove(filepath.Join(c.dir, name)) }

// Close deletes the parent group (its workers have ended).
func (c *Cgroup) Close() error { return os.Remove(c.dir) }

// cgroup2Mount returns where the cgroup v2 hierarchy is mounted.
func cgroup2Mount() (string, error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return "", fmt.Errorf("no cgroup v2: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// id parent major:minor root mountpoint options ... - fstype ...
		fields := strings.Fields(sc.Text())
		if i := slices.Index(fields, "-"); i > 4 && i+1 < len(fields) && fields[i+1] == "cgroup2" {
			return fields[4], nil
		}
	}
	return "", errors.New("no cgroup v2 hierarchy is mounted")
}

// ownCgroup returns this process's cgroup v2 path ("0::/path").
func ownCgroup() (string, error) {
	data, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if p, ok := strings.CutPrefix(line, "0::"); ok {
			return p, nil
		}
	}
	return "", errors.New("this process is in no cgroup v2 group")
}
