// Package krait runs restricted Python 3.11 inside a Go program.
//
// An Executor is the Go counterpart of smolagents' LocalPythonExecutor: it
// keeps Python state (variables, functions, classes, imported modules)
// across Run calls, lets the host pass in variables and Go functions
// ("tools"), and returns each run's printed output and last value. Unlike
// smolagents' executor it is a security boundary by construction: there is
// no host Python underneath, no module can reach the file system, network,
// processes or environment, every operation is charged to a budget, and
// memory, recursion, output and wall time are bounded.
//
// Errors returned by Run are typed: *PythonError for an uncaught Python
// exception (with the full traceback), *SyntaxError for source that does not
// parse, *PolicyError for a refused import, builtin, attribute or syntax
// node, and *LimitError for an exhausted operation budget, memory budget,
// time limit or cancellation. ExitCode maps any of them onto the exit codes
// of the krait CLI.
//
// Runs that pause at host calls: a tool declared with HostTool has no Go
// implementation. Executor.Start runs code on a goroutine of its own and
// returns a *Run; Run.Next hands the host each call of a host tool (name
// and arguments as Go values) while the code waits, and Call.Resume
// continues it with a result or with an exception the code sees (a
// *HostError names its type). Paused time costs no operations and does not
// count against the run's time limit, only against Options.MaxHostWait.
// Run.Cancel and Executor.Close abandon a run and return once its
// goroutine has ended. Run is Start with no host to answer.
//
// An Executor is not safe for concurrent use: use one goroutine at a time
// (calls from several goroutines must be serialised by the caller). Two
// Executors share nothing and may run in parallel.
package krait
