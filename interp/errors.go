package interp

import (
	"errors"
	"strconv"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// UnsupportedError reports syntax krait does not run (a statement node
// the compiler has no case for). It is not a Python exception: like the policy's
// refused node types (async constructs) it is a refusal, so it unwraps
// to policy.ErrNodeRefused and IsPolicyError is true for it.
type UnsupportedError struct {
	Node string // Go name of the ast node type
}

// Error returns e.g. "AsyncFor is not supported.", the wording of the
// policy's node refusals.
func (e *UnsupportedError) Error() string {
	return policy.PythonNodeName(e.Node) + " is not supported."
}

// Unwrap returns policy.ErrNodeRefused.
func (e *UnsupportedError) Unwrap() error { return policy.ErrNodeRefused }

// whileLimitError is smolagents' per-loop iteration cap, reported as an
// operation limit.
func whileLimitError(max int64) error {
	return &py.LimitError{Kind: py.LimitOps, Msg: "Maximum number of " + strconv.FormatInt(max, 10) + " iterations in While loop exceeded"}
}

// IsPolicyError reports whether err is a refusal by the safety policy
// (import, builtin, dunder attribute, node type).
func IsPolicyError(err error) bool {
	var pe *ProtectedError
	return errors.Is(err, policy.ErrImportRefused) || errors.Is(err, policy.ErrBuiltinRefused) ||
		errors.Is(err, policy.ErrDunderRefused) || errors.Is(err, policy.ErrNodeRefused) || errors.As(err, &pe)
}

// ProtectedError refuses code that rebinds a protected module-level name
// (an embedder's tool), with smolagents' wording.
type ProtectedError struct {
	Name string
}

// Error returns "Cannot assign to name 'x': doing this would erase the
// existing tool!".
func (e *ProtectedError) Error() string {
	return "Cannot assign to name '" + e.Name + "': doing this would erase the existing tool!"
}

// endsRun reports whether err must unwind the run without running any
// more Python code (not even finally blocks): limit errors and the
// unwinding of abandoned generators.
func endsRun(err error) bool {
	if err == nil {
		return false
	}
	if _, ok := err.(*py.LimitError); ok {
		return true
	}
	return err == errGeneratorKilled || errors.Is(err, &py.LimitError{})
}

// asException returns err as a Python exception, or nil when it is not one
// (limit errors and policy refusals are never Python exceptions).
func asException(err error) *py.Exception {
	exc, _ := err.(*py.Exception)
	return exc
}

// InternalError reports a Go panic inside the interpreter: always a krait
// bug, never the program's fault.
type InternalError struct {
	Panic string // the panic value
	Stack string // the Go stack at the panic
}

// Error returns "internal error: <panic value>".
func (e *InternalError) Error() string { return "internal error: " + e.Panic }
