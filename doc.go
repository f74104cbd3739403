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
// exception (with the full traceback; *ExitError wraps it for SystemExit),
// *SyntaxError for source that does not parse, *PolicyError for a refused
// import, builtin, attribute or syntax node, and *LimitError for an
// exhausted operation budget, memory budget, output bound, time limit or
// cancellation (when the caller's context ended the run, errors.Is
// matches context.DeadlineExceeded or context.Canceled too). ExitCode maps
// any of them onto the exit codes of the krait CLI.
//
// # Go and Python values
//
// One set of conversions serves every crossing. Go to Python
// (SendVariables, results of NewTool tools and of host calls,
// Executor.ToPython):
//
//	Go                                   Python
//	nil, nil pointer/interface/func      None
//	bool                                 bool
//	int*, uint*, *big.Int                int
//	float32, float64                     float
//	complex64, complex128                complex
//	string                               str
//	[]byte (any byte slice)              bytes
//	time.Time                            datetime.datetime: aware, with timezone.utc for
//	                                     time.UTC, else timezone(offset, zone name);
//	                                     naive when its Location is Naive; rounded to µs
//	time.Duration                        datetime.timedelta (rounded to µs)
//	Tuple, Set, FrozenSet, Dict          tuple, set, frozenset, dict (in Dict's order)
//	other slices, arrays                 list
//	maps                                 dict, entries sorted by key
//	structs                              dict keyed by json field names (`json:"-"` skipped)
//	func                                 a callable, arguments converted as NewTool's
//	error                                str of the error
//	pointer, interface                   what it points to
//	Value (a Python value)               itself
//	anything else (chan, ...)            an error naming the type
//
// Python to Go (Output.Value, arguments of RawTool and host tools as Go
// values, parameters of type any, ToGo):
//
//	Python                               Go
//	None                                 nil
//	bool                                 bool
//	int                                  int64, or *big.Int beyond int64
//	float                                float64
//	complex                              complex128
//	str                                  string
//	bytes, bytearray                     []byte
//	list                                 []any
//	tuple                                Tuple
//	set, frozenset                       Set, FrozenSet (iteration order)
//	dict, every key a str                map[string]any (Output.PyValue keeps the order)
//	dict with any other key              Dict (items in order)
//	datetime.datetime                    time.Time (naive: in Naive; aware: its fixed
//	                                     offset), unless its tzinfo is not a timezone
//	datetime.timedelta                   time.Duration, when within ±292 years
//	anything else                        the Value itself (objects, functions, date, ...)
//
// Both directions convert a container that appears twice once, so shared
// structure stays shared; nesting deeper than 100 levels is an error (Go to
// Python) or stays a Value (Python to Go). A NewTool parameter of a
// concrete Go type takes the Python values that convert to it: ints and
// bools for integer types (range-checked, see Number), ints and floats for
// float types, list, tuple or set for slices, dict for maps and structs,
// datetime for time.Time, timedelta for time.Duration, None for a nil
// pointer; anything else is a TypeError in the calling code. JSONValue and
// GoRepr give the JSON and repr forms of converted values.
//
// Runs that pause at host calls: a tool declared with HostTool has no Go
// implementation. Executor.Start runs code on a goroutine of its own and
// returns a *Run; Run.Next hands the host each call of a host tool (name
// and arguments as Go values) while the code waits, and Call.Resume
// continues it with a result or with an exception the code sees (a
// *HostError names its type). Paused time costs no operations and does not
// count against the run's time limit, only against Options.MaxHostWait.
// Run.Cancel and Executor.Close abandon a run and return once its
// goroutine has ended. Executor.RunInline runs the code on the calling
// goroutine instead, handing each host call to a function there (a
// server saves a goroutine and two hand-offs per run); Run is RunInline
// with no host to answer.
//
// An Executor is not safe for concurrent use: use one goroutine at a time
// (calls from several goroutines must be serialised by the caller). Two
// Executors share nothing and may run in parallel.
package krait
