package krait

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib"
)

// Options configure an Executor. The zero value is smolagents' default
// configuration with krait's finite limits.
type Options struct {
	// Policy is the safety policy; nil means policy.Default(). The
	// Executor keeps its own copy.
	Policy *policy.Policy
	// AuthorizedImports are added to the policy's import allowlist (exact
	// names, "pkg.*" or "*"; dangerous modules stay blocked).
	AuthorizedImports []string
	// Stdout, if set, also receives everything the code prints, as it is
	// printed (Output.Logs has it too).
	Stdout io.Writer
	// Stderr, if set, receives the compiler's SyntaxWarnings of each run
	// before its code starts, where CPython prints them (Output.Warnings
	// has them too), and what the code writes to its standard error
	// (traceback.print_exc, printed warnings) as it is written
	// (Output.Stderr and Output.Logs have it too).
	Stderr io.Writer
	// MaxOutput bounds what one run may print, in bytes (UTF-8): beyond
	// it the run ends with an output *LimitError. 0 means 64 MiB. The
	// traceback of an uncaught exception (PythonError.Traceback, what
	// `krait run` prints to stderr) and the SyntaxWarnings written to
	// Stderr are each cut to it as well (tracebacks to at most 4 MiB).
	// Output.Logs keeps only the head and tail of the output, within the
	// policy's Limits.MaxOutputChars.
	MaxOutput int64
	// Filename names the code in tracebacks; default "<code>".
	Filename string
	// Clock, if set, is the time the code sees (time.time, time.monotonic,
	// datetime.now, ...): time.sleep then advances it within the run
	// instead of waiting. nil means the host's clock.
	Clock func() time.Time
	// MaxHostWait bounds the total time one run may spend paused at host
	// tool calls (see Start); 0 means DefaultMaxHostWait, negative no
	// limit. Past it the waiting call ends the run with a TimeLimitError.
	MaxHostWait time.Duration
	// SkipGoValue leaves Output.Value nil (Output.PyValue is still set):
	// the Go conversion of the last value is charged to the run like the
	// run, so a caller that never reads Value (`krait run`, which prints
	// nothing for it, as CPython) would otherwise pay for it in time and
	// memory budget — a program ending with `data = [...]` holding 12 MiB
	// under a 16 MiB budget ended with a MemoryLimitError.
	SkipGoValue bool
	// Scheduler, if set, shares the CPUs among the runs of all the
	// executors given the same one (a server's tenants): see Scheduler.
	Scheduler *Scheduler
	// DebugLog, if set, receives the Go stack of every contained panic
	// (see InternalError) at level Error; errors never show it.
	DebugLog *slog.Logger
	// RenderResult makes every run render its result before it ends, as
	// part of the run (Output.Rendered): under the run's limits, and a
	// host tool that the value's __repr__ or __str__ calls pauses the run
	// like any call in the code. A value that cannot be rendered is the
	// run's error. krait serve sets it.
	RenderResult bool
}

// Output is the result of one Run.
type Output struct {
	// Value is the value of the run's last top-level statement converted
	// to Go (see ToGo), or final_answer's argument.
	Value any
	// PyValue is the same value as a Python value.
	PyValue Value
	// Logs is what the code printed, truncated head+tail to the policy's
	// MaxOutputChars as smolagents does. What the code wrote to its
	// standard error (traceback.print_exc, warnings) is in it too, where
	// it was written, as a terminal or a notebook shows both streams: a
	// model reading the logs sees the traceback its code printed.
	Logs string
	// Stderr is what the code wrote to its standard error alone,
	// truncated like Logs (the compiler's SyntaxWarnings are in
	// Warnings, not here).
	Stderr string
	// IsFinalAnswer is true when the code called final_answer(...).
	IsFinalAnswer bool
	// Warnings are the SyntaxWarnings CPython's compiler would print to
	// stderr for the code (`x is 5`, `(1, 2) (3, 4)`), one formatted
	// warning (message line and source line) each.
	Warnings []string
	// Duration is the run's wall time without HostWait, the time it spent
	// paused waiting for the host to answer host-tool calls.
	Duration, HostWait time.Duration
	// SlotWait is the part of Duration the run waited for a slot of its
	// Options.Scheduler (0 without one).
	SlotWait time.Duration
	// Ops is the number of operations the run charged.
	Ops int64
	// HeldAtStart is what the data earlier runs left behind held when
	// the run started, in bytes, as the memory budget counts it: the
	// budget bounds what the executor holds, so the run could add only
	// Policy.Limits.MaxMemoryBytes less this (see docs/security.md,
	// "Memory accounting"). A walk of the executor's data measures it: a
	// lower bound where the walk cannot see through a value. 0 for the
	// first run and without a memory limit.
	HeldAtStart int64
	// Rendered is the result's typed JSON, repr and str, when
	// Options.RenderResult is set and the run succeeded.
	Rendered *Rendered
}

// Executor runs Python code with state that persists across runs. It
// runs one call at a time (see ErrConcurrentUse); Close may be called from
// any goroutine. It keeps the compiled program of its last source (up to
// 8 KiB): a run of the same source again does not parse or compile it.
type Executor struct {
	opts   Options
	policy *policy.Policy
	in     *interp.Interp
	tools  map[string]Tool
	// ctx is the context of the run in progress, for tools.
	ctx context.Context
	// busy is set while a call that uses the interpreter is in progress,
	// so that a concurrent call is refused instead of racing.
	busy atomic.Bool
	// inTool counts the tools running (on the goroutine that holds busy):
	// ToPython is theirs to call without acquiring.
	inTool atomic.Int32

	// tk is the executor's place in Options.Scheduler (nil without).
	tk *ticket

	// kept is the last program compiled, for a run of the same source
	// (see compiled); nil when none is kept.
	kept *compiled

	mu     sync.Mutex
	active *Run // the run in progress (see Start)
	closed bool

	// walkEvery, when set (only by this package's tests), is each run's
	// py.Thread.WalkEvery.
	walkEvery int64

	// injectPanic, when set (only by this package's tests), is called at
	// each boundary that contains panics, with the boundary's name.
	injectPanic func(where string)
}

// New returns an Executor with the builtins and the stdlib registered.
func New(opts Options) (*Executor, error) {
	pol := opts.Policy
	if pol == nil {
		pol = policy.Default()
	} else {
		pol = pol.Clone()
	}
	pol.AllowImports(opts.AuthorizedImports...)
	if err := pol.Validate(); err != nil {
		return nil, err
	}
	if opts.Filename == "" {
		opts.Filename = "<code>"
	}
	if opts.MaxOutput <= 0 {
		opts.MaxOutput = hardOutputLimit
	}
	e := &Executor{opts: opts, policy: pol, tools: map[string]Tool{}, tk: newTicket(opts.Scheduler)}
	e.in = interp.New(interp.Config{
		Policy: pol,
		CheckImport: func(name string, from bool) error {
			if from {
				return pol.CheckImportFrom(name)
			}
			return pol.CheckImport(name)
		},
		// Tools are static, as in smolagents: code may not rebind them.
		Protected: func(name string) bool {
			_, ok := e.tools[name]
			return ok || name == "final_answer"
		},
	})
	builtins.Register(e.in)
	stdlib.Register(e.in)
	if err := checkImportsExist(e.in, pol); err != nil {
		return nil, err
	}
	e.in.SetBuiltin("final_answer", e.finalAnswerBuiltin(nil))
	return e, nil
}

// Policy returns the effective policy (a copy the caller may inspect).
func (e *Executor) Policy() *policy.Policy { return e.policy.Clone() }

// finalAnswerSignal is returned (as an error) by final_answer to end the
// run. It is not a Python exception, so no except clause catches it.
type finalAnswerSignal struct {
	value py.Value
}

func (f *finalAnswerSignal) Error() string { return "final_answer called" }

// finalAnswerBuiltin returns the final_answer builtin; when the host gave
// a final_answer tool, its result becomes the answer.
func (e *Executor) finalAnswerBuiltin(tool *Tool) *py.Builtin {
	return py.NewBuiltin("final_answer", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if tool != nil {
			if len(args)+len(kwargs) > 0 {
				t.HandToHost() // the host may keep what it gets
			}
			v, err := tool.fn(e.ctx, args, kwargs)
			if err != nil {
				return nil, err
			}
			return nil, &finalAnswerSignal{value: v}
		}
		var answer py.Value
		if err := py.UnpackArgs("final_answer", args, kwargs, []string{"answer"}, 1, &answer); err != nil {
			return nil, err
		}
		return nil, &finalAnswerSignal{value: answer}
	})
}

// SendVariables makes Go values available to the code as global variables
// (converted to Python; see the package documentation).
func (e *Executor) SendVariables(vars map[string]any) error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	names := make([]string, 0, len(vars))
	for name := range vars {
		names = append(names, name)
	}
	sort.Strings(names)
	th := py.NewThread(context.Background(), py.Limits{}, io.Discard)
	defer th.Close()
	return e.contain("SendVariables", func() error {
		// The host's values are not the programs': they move the floor
		// the memory budget counts from.
		return e.in.HostSets(th, func() error {
			for _, name := range names {
				if !isIdentifier(name) {
					return fmt.Errorf("krait: variable name %q is not a Python identifier", name)
				}
				v, err := e.pyValue(th, vars[name], name)
				if err != nil {
					return fmt.Errorf("krait: variable %s: %w", name, err)
				}
				e.in.Globals().Set(name, v)
			}
			return nil
		})
	})
}

// SendTools registers Go functions callable from Python. A tool named
// final_answer replaces the default one: its result becomes the run's
// final answer.
func (e *Executor) SendTools(tools ...Tool) error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	// A kept program was compiled without these names protected.
	e.kept = nil
	for _, tool := range tools {
		if !isIdentifier(tool.Name) {
			return fmt.Errorf("krait: tool name %q is not a Python identifier", tool.Name)
		}
		if tool.fn == nil {
			return fmt.Errorf("krait: tool %q has no function (use NewTool or RawTool)", tool.Name)
		}
		if err := e.policy.CheckBuiltin(tool.Name); err != nil {
			return fmt.Errorf("krait: tool %q: %w", tool.Name, err)
		}
		tool := tool
		e.tools[tool.Name] = tool
		if tool.Name == "final_answer" {
			e.in.SetBuiltin("final_answer", e.finalAnswerBuiltin(&tool))
			continue
		}
		e.in.SetBuiltin(tool.Name, py.NewBuiltin(tool.Name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ctx := e.ctx
			if ctx == nil {
				// Between runs: rendering a result runs its __repr__,
				// which may call a tool. It gets the rendering's
				// context (a nil one panicked in HostTool's, which
				// now says it was called outside a run).
				ctx = t.Ctx
			}
			if ctx == nil {
				ctx = context.Background()
			}
			if len(args)+len(kwargs) > 0 {
				t.HandToHost() // the host may keep what it gets (py.HandToHost)
			}
			e.inTool.Add(1)
			defer e.inTool.Add(-1)
			return tool.fn(ctx, args, kwargs)
		}))
	}
	return nil
}

// Run parses and runs code and waits for its output: RunInline (the code
// runs on the calling goroutine), with every host-tool call answered by a
// RuntimeError. State from earlier runs is
// visible. The context bounds the run together with the policy's time
// limit; cancelling it stops the code within milliseconds.
func (e *Executor) Run(ctx context.Context, code string) (Output, error) {
	r, err := e.RunInline(ctx, code, nil, func(c *Call) { c.Resume(nil, errNoHost(c.Tool)) })
	if err != nil {
		return Output{}, err
	}
	return r.Wait()
}

// Close cancels the run in progress, if any, waits for it to end, and
// makes later Start and Run calls fail with ErrClosed. It is safe to call
// from any goroutine and more than once.
func (e *Executor) Close() error {
	e.mu.Lock()
	e.closed = true
	r := e.active
	e.mu.Unlock()
	if r != nil {
		r.Cancel()
	}
	return nil
}

// hardOutputLimit bounds what one run may print in total; Logs keeps only
// the head and tail of it.
const hardOutputLimit = 64 << 20

// classify turns an interpreter error into the package's typed errors.
// ctx is the caller's context: a limit error caused by its deadline or
// cancellation says so (errors.Is(err, context.DeadlineExceeded)).
func (e *Executor) classify(ctx context.Context, err error, th *py.Thread, mod *ast.Module, src []byte) error {
	var se *parser.SyntaxError
	var exc *py.Exception
	var le *py.LimitError
	switch {
	case errors.As(err, &se):
		return err
	case errors.As(err, &le):
		if cause := contextCause(ctx); cause != nil && (le.Kind == py.LimitTime || le.Kind == py.LimitCancel) {
			return contextLimitError(cause)
		}
		return err
	case interp.IsPolicyError(err):
		pe := &PolicyError{Err: err}
		var r *interp.Refusal
		if errors.As(err, &r) {
			pe.Err, pe.Line, pe.Traceback = r.Err, r.Line(), r.Traceback()
		}
		return pe
	case errors.As(err, &exc):
		pe := &PythonError{Type: exc.Type().Name, Exception: exc}
		if th != nil {
			// Rendering runs the exception's __str__: a panic there is
			// contained like one in the run.
			if cerr := e.contain("traceback", func() error {
				pe.Traceback = e.in.Traceback(th, exc)
				return nil
			}); cerr != nil {
				return cerr
			}
			last := strings.TrimRight(pe.Traceback, "\n")
			before := ""
			if i := strings.LastIndexByte(last, '\n'); i >= 0 {
				last, before = last[i+1:], last[:i]
			}
			// A last line right after the truncation marker may be the
			// end of a longer one, and a long message is cut in the
			// middle: the message is then str(exc) below.
			cut := strings.HasPrefix(before[strings.LastIndexByte(before, '\n')+1:], interp.TruncationMarker) ||
				strings.HasPrefix(last, interp.TruncationMarker) || strings.Contains(last, interp.MessageCutMarker)
			if _, msg, ok := strings.Cut(last, ": "); ok && !cut {
				pe.Message = msg
			}
		}
		if pe.Message == "" {
			if s, serr := py.ToStr(th, exc); serr == nil {
				pe.Message = s
			}
		}
		pe.Line = e.in.LastLine(exc)
		pe.SourceLine = topLevelSource(mod, src, e.in.FirstLine(exc))
		if exc.Matches(py.SystemExitType) {
			return newExitError(pe)
		}
		return pe
	}
	return e.asInternal(err)
}

// topLevelSource returns the source of the top-level statement containing
// line, as smolagents quotes it in its error messages.
func topLevelSource(mod *ast.Module, src []byte, line int) string {
	if mod == nil {
		return "" // a value rendered outside a run: no source
	}
	lines := strings.Split(string(src), "\n")
	for _, s := range mod.Body {
		p := s.Position()
		if p.Lineno <= line && line <= p.EndLineno && p.EndLineno <= len(lines) {
			return strings.Join(lines[p.Lineno-1:p.EndLineno], "\n")
		}
	}
	if line >= 1 && line <= len(lines) {
		return lines[line-1]
	}
	return ""
}

// isIdentifier reports whether s is a plain ASCII Python identifier and not
// a keyword.
func isIdentifier(s string) bool {
	if s == "" || pythonKeywords[s] {
		return false
	}
	for i, c := range s {
		switch {
		case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return true
}

var pythonKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true,
	"async": true, "await": true, "break": true, "class": true, "continue": true,
	"def": true, "del": true, "elif": true, "else": true, "except": true, "finally": true,
	"for": true, "from": true, "global": true, "if": true, "import": true, "in": true,
	"is": true, "lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true,
	"raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}
