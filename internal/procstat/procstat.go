// Package procstat reads what Linux's /proc tells of a process's
// threads, for tests that check the priorities a server gives them.
package procstat

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// ThreadNices returns the nice value of every thread of process pid (0:
// this process): field 19 of /proc/PID/task/*/stat. A thread that ends
// while it reads is left out.
func ThreadNices(pid int) ([]int, error) {
	dir := "self"
	if pid != 0 {
		dir = strconv.Itoa(pid)
	}
	stats, err := filepath.Glob("/proc/" + dir + "/task/*/stat")
	if err != nil {
		return nil, err
	}
	var nices []int
	for _, f := range stats {
		data, err := os.ReadFile(f)
		if err != nil {
			continue // the thread ended
		}
		// The command name, in parentheses, may hold spaces; the state
		// after it is field 3.
		i := strings.LastIndexByte(string(data), ')')
		fields := strings.Fields(string(data[i+1:])) //krait:alloc-ok a line the kernel writes, about 50 fields; no Python data
		if i < 0 || len(fields) < 17 {
			return nil, fmt.Errorf("%s: unexpected %q", f, data)
		}
		n, err := strconv.Atoi(fields[16])
		if err != nil {
			return nil, fmt.Errorf("%s: nice %q: %w", f, fields[16], err)
		}
		nices = append(nices, n)
	}
	if len(nices) == 0 {
		return nil, fmt.Errorf("no threads of process %s in /proc", dir)
	}
	return nices, nil
}
