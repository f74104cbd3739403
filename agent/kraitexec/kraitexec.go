// Package kraitexec runs an agent's code in krait's sandboxed interpreter:
// it adapts krait.Executor to agent.Executor.
package kraitexec

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// Executor is an agent.Executor backed by one krait.Executor, whose Python
// state persists across Run calls.
type Executor struct {
	ex *krait.Executor
	// pause runs tool calls with the code paused (ExecutorConfig.PauseForTools);
	// tools then holds the tools by name.
	pause bool
	tools map[string]agent.Tool
}

// New is an agent.NewExecutorFunc: it makes an Executor whose code may
// import cfg.AuthorizedImports (on top of the policy's defaults; blocked
// modules stay blocked) and runs under cfg.Limits (zero fields keep
// krait's defaults). With cfg.PauseForTools, tools are krait host tools:
// each call pauses the code (krait.Executor.Start) and the tool runs
// while it waits, so that a person approving the call does not use up
// the step's time limit.
func New(cfg agent.ExecutorConfig) (agent.Executor, error) {
	pol := policy.Default()
	pol.Limits = pol.Limits.With(cfg.Limits)
	ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: cfg.AuthorizedImports})
	if err != nil {
		return nil, fmt.Errorf("kraitexec: %w", err)
	}
	return &Executor{ex: ex, pause: cfg.PauseForTools, tools: map[string]agent.Tool{}}, nil
}

// Run executes code. A Python exception comes back as an error that
// implements agent.PythonError and unwraps to *krait.PythonError; the
// result still carries what was printed before it.
func (e *Executor) Run(ctx context.Context, code string) (agent.ExecResult, error) {
	out, err := e.run(ctx, code)
	res := agent.ExecResult{Value: out.Value, Python: out.PyValue, Logs: out.Logs, IsFinalAnswer: out.IsFinalAnswer}
	if err != nil {
		return res, convertError(err)
	}
	text, err := e.ex.Str(ctx, out.PyValue)
	if err != nil {
		return res, convertError(err)
	}
	res.Text = text
	return res, nil
}

// SendVariables defines global variables.
func (e *Executor) SendVariables(vars map[string]any) error {
	return e.ex.SendVariables(vars)
}

// SendTools makes each agent tool a Python callable: positional arguments
// bind to the tool's parameters in order, keywords by name, and values
// cross as Go values (krait.ToGo one way, Executor.ToPython the other).
// The agent's default final_answer is not sent: krait's own final_answer
// keeps the answer as the Python value it is.
func (e *Executor) SendTools(tools map[string]agent.Tool) error {
	names := make([]string, 0, len(tools))
	for name, t := range tools {
		if agent.IsDefaultFinalAnswer(t) {
			continue
		}
		names = append(names, name)
	}
	sort.Strings(names)
	kts := make([]krait.Tool, 0, len(names))
	for _, name := range names {
		t := tools[name]
		if !e.pause {
			kts = append(kts, e.rawTool(name, t))
			continue
		}
		params := make([]string, len(t.Params))
		for i, p := range t.Params {
			params[i] = p.Name
		}
		e.tools[name] = t
		kts = append(kts, krait.HostTool(name, t.Description, params...))
	}
	return e.ex.SendTools(kts...)
}

// run runs code, with tool calls answered while the code is paused when
// the executor pauses for tools.
func (e *Executor) run(ctx context.Context, code string) (krait.Output, error) {
	if !e.pause {
		return e.ex.Run(ctx, code)
	}
	r, err := e.ex.Start(ctx, code)
	if err != nil {
		return krait.Output{}, err
	}
	for c := r.Next(); c != nil; c = r.Next() {
		t, ok := e.tools[c.Tool]
		if !ok {
			c.Resume(nil, &krait.HostError{Type: "NameError", Message: fmt.Sprintf("no tool %s", c.Tool)})
			continue
		}
		args, err := bindArgs(c.Tool, t, c.Args, c.Kwargs)
		var out any
		if err == nil {
			out, err = t.Call(ctx, args)
		}
		if err != nil {
			c.Resume(nil, toolError(err))
			continue
		}
		c.Resume(out, nil)
	}
	return r.Wait()
}

// CheckSyntax reports whether code parses as Python.
func (e *Executor) CheckSyntax(code string) error {
	_, err := parser.ParseFile("<code>", []byte(code))
	return err
}

// rawTool wraps an agent tool as a krait tool working on Python values.
func (e *Executor) rawTool(name string, t agent.Tool) krait.Tool {
	return krait.RawTool(name, t.Description, func(ctx context.Context, args []krait.Value, kwargs []krait.Kwarg) (krait.Value, error) {
		goArgs := make([]any, len(args))
		for i, a := range args {
			goArgs[i] = krait.ToGo(a)
		}
		goKwargs := make(map[string]any, len(kwargs))
		for _, kw := range kwargs {
			goKwargs[kw.Name] = krait.ToGo(kw.Value)
		}
		m, err := bindArgs(name, t, goArgs, goKwargs)
		if err != nil {
			return nil, toolError(err)
		}
		out, err := t.Call(ctx, m)
		if err != nil {
			return nil, toolError(err)
		}
		v, err := e.ex.ToPython(out)
		if err != nil {
			return nil, py.NewTypeError("%s() returned a value Python cannot hold: %v", name, err)
		}
		return v, nil
	})
}

// bindArgs binds positional arguments to the tool's parameters in order
// and adds the keyword ones.
func bindArgs(name string, t agent.Tool, args []any, kwargs map[string]any) (map[string]any, error) {
	if len(args) > len(t.Params) {
		return nil, &agent.ToolError{Tool: name, Msg: fmt.Sprintf("takes %d positional arguments but %d were given", len(t.Params), len(args))}
	}
	m := make(map[string]any, len(args)+len(kwargs))
	for i, a := range args {
		m[t.Params[i].Name] = a
	}
	for k, v := range kwargs {
		if _, dup := m[k]; dup {
			return nil, &agent.ToolError{Tool: name, Msg: fmt.Sprintf("got multiple values for argument '%s'", k)}
		}
		m[k] = v
	}
	return m, nil
}

// toolError turns a tool's error into what the Python code sees: argument
// problems as TypeError, a call the approver rejected as PermissionError,
// Python exceptions and limits as they are, anything else as
// RuntimeError.
func toolError(err error) error {
	var te *agent.ToolError
	var re *agent.RejectedError
	var exc *py.Exception
	var le *py.LimitError
	switch {
	case errors.As(err, &te):
		return py.NewTypeError("%s", te.Error())
	case errors.As(err, &re):
		return py.NewException(py.PermissionErrorType, re.Error())
	case errors.As(err, &exc), errors.As(err, &le):
		return err
	}
	return py.NewRuntimeError("%s", err.Error())
}

// convertError gives krait's errors the form the agent shows the model.
func convertError(err error) error {
	var pe *krait.PythonError
	var se *krait.SyntaxError
	var pol *krait.PolicyError
	var le *krait.LimitError
	switch {
	case errors.As(err, &pe):
		return &PythonError{Err: pe}
	case errors.As(err, &se):
		return &agent.ExecError{Type: se.Kind, Message: fmt.Sprintf("Code parsing failed on line %d due to: %v", se.Lineno, se)}
	case errors.As(err, &pol):
		return &agent.ExecError{Type: "InterpreterError", Message: pol.Error()}
	case errors.As(err, &le):
		return &limitError{err: le}
	}
	return err
}

// PythonError is an uncaught Python exception as the agent sees it.
type PythonError struct {
	// Err is krait's error, with the traceback and the failing line.
	Err *krait.PythonError
}

// Error is krait's smolagents-style message.
func (e *PythonError) Error() string { return e.Err.Error() }

// PythonType is the exception class name.
func (e *PythonError) PythonType() string { return e.Err.Type }

// Traceback is CPython's traceback text.
func (e *PythonError) Traceback() string { return e.Err.Traceback }

// Unwrap returns krait's error.
func (e *PythonError) Unwrap() error { return e.Err }

// limitError is a resource limit as the agent sees it: named after the
// limit kind, and still matching errors.Is on krait's sentinels.
type limitError struct{ err *krait.LimitError }

// Error returns krait's message.
func (e *limitError) Error() string { return e.err.Error() }

// PythonType names the limit kind, e.g. "OperationLimitError".
func (e *limitError) PythonType() string { return e.err.Kind.String() }

// Traceback is empty: limits are not Python exceptions.
func (e *limitError) Traceback() string { return "" }

// Unwrap returns krait's error.
func (e *limitError) Unwrap() error { return e.err }
