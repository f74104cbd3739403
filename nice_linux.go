package krait

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"syscall"
)

// lowerThread binds the calling goroutine to its OS thread and sets the
// thread's nice value to nice (Linux nice is per thread) until restore,
// which puts the nice value back and unbinds the goroutine. When ctx ends
// first (the run's time is up, or it was cancelled), the priority goes
// back at once, so that the run gets the CPU to notice and end at its
// limit. When the nice value cannot be put back, the goroutine stays
// bound, and Go ends the thread with the goroutine: a thread of lowered
// priority never serves other goroutines. It reports false, having
// changed nothing, when the priority could not be lowered.
func lowerThread(ctx context.Context, nice int) (restore func(), ok bool) {
	runtime.LockOSThread()
	tid := syscall.Gettid()
	old, err := threadNice(tid)
	if err == nil && old < nice {
		err = syscall.Setpriority(syscall.PRIO_PROCESS, tid, nice)
	}
	if err != nil || old >= nice {
		runtime.UnlockOSThread()
		return nil, false
	}
	var mu sync.Mutex
	raised, failed := false, false
	raise := func() {
		mu.Lock()
		defer mu.Unlock()
		if !raised {
			raised = true
			failed = syscall.Setpriority(syscall.PRIO_PROCESS, tid, old) != nil
		}
	}
	stop := context.AfterFunc(ctx, raise)
	return func() {
		stop()
		raise()
		mu.Lock()
		defer mu.Unlock()
		if !failed {
			runtime.UnlockOSThread()
		}
	}, true
}

// threadNice returns the nice value of thread tid (the system call
// answers 20 - nice).
func threadNice(tid int) (int, error) {
	raw, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid)
	if err != nil {
		return 0, err
	}
	return 20 - raw, nil
}

// probeNice checks, on a thread of its own, that this process may lower
// a thread's priority to nice and raise it back: raising needs
// CAP_SYS_NICE or an RLIMIT_NICE that allows the thread's present nice
// value.
func probeNice(nice int) error {
	if nice < 1 || nice > 19 {
		return fmt.Errorf("nice %d: want 1 to 19", nice)
	}
	errc := make(chan error, 1)
	go func() {
		// The thread dies with this goroutine whatever happens: it is
		// never handed back at a lowered priority.
		runtime.LockOSThread()
		tid := syscall.Gettid()
		old, err := threadNice(tid)
		if err != nil {
			errc <- fmt.Errorf("reading a thread's nice value: %w", err)
			return
		}
		if old >= nice {
			errc <- fmt.Errorf("the process already runs at nice %d, not below %d", old, nice)
			return
		}
		if err := syscall.Setpriority(syscall.PRIO_PROCESS, tid, nice); err != nil {
			errc <- fmt.Errorf("lowering a thread's priority to nice %d: %w", nice, err)
			return
		}
		if err := syscall.Setpriority(syscall.PRIO_PROCESS, tid, old); err != nil {
			errc <- fmt.Errorf("raising a thread's priority back to nice %d needs CAP_SYS_NICE or RLIMIT_NICE of at least %d: %w", old, 20-old, err)
			return
		}
		errc <- nil
	}()
	return <-errc
}
