package main

import (
	"fmt"
	"syscall"
)

// setWorkerRlimits caps this process's address space and CPU time, as a
// worker of `krait serve --isolate process` does before it serves (0
// leaves a limit as it is). Past the CPU limit the kernel sends SIGXCPU,
// which ends the worker; past the address space, allocation fails and
// the Go runtime ends it with "fatal error: out of memory".
func setWorkerRlimits(as, cpuSeconds int64) error {
	set := func(name string, res int, v int64) error {
		if v <= 0 {
			return nil
		}
		lim := syscall.Rlimit{Cur: uint64(v), Max: uint64(v)}
		if err := syscall.Setrlimit(res, &lim); err != nil {
			return fmt.Errorf("setrlimit %s %d: %v", name, v, err)
		}
		return nil
	}
	if err := set("RLIMIT_AS", syscall.RLIMIT_AS, as); err != nil {
		return err
	}
	return set("RLIMIT_CPU", syscall.RLIMIT_CPU, cpuSeconds)
}
