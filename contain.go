package krait

import (
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/kraitpy/krait/interp"
)

// InternalError is a Go panic inside krait that was contained: the call
// that hit it failed with this error, and the host process (and the
// executor) carry on. It is always a bug in krait (or in a host tool),
// never the fault of the code being run, which cannot cause one on
// purpose.
//
// Panics are contained at every boundary where Python code runs or
// Python values are rendered for the host: each run (the program, its
// generators and the tools it calls), the rendering of an uncaught
// exception's traceback (which runs the exception's __str__), the
// conversion of the result to Go (Output.Value), Repr, Str and JSON (the
// REPL's echo, agent observations, `krait run --json`) and
// SendVariables.
type InternalError struct {
	// Where names the boundary that contained the panic: "run",
	// "traceback", "Output.Value", "Repr", "Str", "JSON" or
	// "SendVariables".
	Where string
	// Panic is the panic's value, as text.
	Panic string
	// Stack is the Go stack at the panic, for krait's developers. It is
	// never part of Error(), which code and users see; Options.DebugLog
	// receives it too.
	Stack string
}

// Error returns "InternalError: krait failed in <where>: <panic> (a bug
// in krait, not in the code it ran)".
func (e *InternalError) Error() string {
	return "InternalError: krait failed in " + e.Where + ": " + e.Panic + " (a bug in krait, not in the code it ran)"
}

// contain calls f and turns a Go panic inside it into an *InternalError
// for where, logging the Go stack to the debug log.
func (e *Executor) contain(where string, f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = e.internalError(where, fmt.Sprint(p), string(debug.Stack()))
		}
	}()
	if e.injectPanic != nil {
		e.injectPanic(where)
	}
	return f()
}

// internalError makes the *InternalError of a contained panic and logs
// its stack.
func (e *Executor) internalError(where, value, stack string) *InternalError {
	if e.opts.DebugLog != nil {
		e.opts.DebugLog.Error("krait: contained a Go panic", slog.String("where", where), slog.String("panic", value), slog.String("stack", stack))
	}
	return &InternalError{Where: where, Panic: value, Stack: stack}
}

// asInternal turns the interpreter's report of a panic it recovered (in
// the program or in a generator) into an *InternalError of the run.
func (e *Executor) asInternal(err error) error {
	var ie *interp.InternalError
	if errors.As(err, &ie) {
		return e.internalError("run", ie.Panic, ie.Stack)
	}
	return err
}
