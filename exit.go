package krait

import (
	"context"

	"github.com/kraitpy/krait/py"
)

// Exit runs what CPython runs when the interpreter exits after a
// program: it collects the generators still suspended, which runs their
// cleanup code (finally blocks, except GeneratorExit clauses, with
// statements' __exit__), oldest first, so that
//
//	def g():
//	    try:
//	        yield 1
//	    finally:
//	        print("cleanup")
//	x = g(); next(x)
//
// prints "cleanup" at exit, as under python3. krait run calls it after
// the program (and after printing its traceback, as CPython does); an
// embedder that runs a session step by step calls it when the session
// ends, if at all: the generators are not usable afterwards. What the
// cleanup code prints goes where a run's output goes (Options.Stdout,
// Output.Logs); an exception it raises is reported on its stderr as
// CPython reports one it cannot raise ("Exception ignored in: ..."). The
// run's limits apply; a limit error is returned.
func (e *Executor) Exit(ctx context.Context) (Output, error) {
	if err := e.acquire(); err != nil {
		return Output{PyValue: py.None}, err
	}
	defer e.release()
	if ctx == nil {
		ctx = context.Background()
	}
	lim := e.policy.Limits
	logs := newLogBuffer(lim.MaxOutputChars, e.opts.Stdout)
	errs := newLogBuffer(lim.MaxOutputChars, e.opts.Stderr)
	th := py.NewThread(ctx, e.threadLimits(), logs)
	th.Stderr = stderrWriter{logs: logs, errs: errs}
	th.Clock = e.opts.Clock
	defer th.Close()
	err := e.in.Exit(th)
	return Output{Logs: logs.String(), Stderr: errs.String(), PyValue: py.None, Ops: th.Ops()}, err
}
