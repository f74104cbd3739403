package krait_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// TestPolicyErrorSaysWhere: PolicyError carries the line of the refused
// access and the traceback of the calls it happened in (issue 15).
func TestPolicyErrorSaysWhere(t *testing.T) {
	e := newExec(t, krait.Options{})
	_, err := e.Run(context.Background(), "a = 1\n\ndef g(x):\n    return getattr(x, '__code__')\n\ng(len)\n")
	var pe *krait.PolicyError
	if !errors.As(err, &pe) || !errors.Is(err, policy.ErrDunderRefused) {
		t.Fatalf("err = %T %v", err, err)
	}
	if pe.Line != 4 || !strings.Contains(pe.Traceback, "line 6, in <module>") || !strings.Contains(pe.Traceback, "line 4, in g") ||
		!strings.HasSuffix(pe.Traceback, "InterpreterError: Forbidden access to dunder attribute: __code__\n") {
		t.Errorf("Line %d, Traceback:\n%s", pe.Line, pe.Traceback)
	}
	if pe.Error() != "InterpreterError: Forbidden access to dunder attribute: __code__" {
		t.Errorf("Error() = %q", pe.Error())
	}
	// vars(x) refused under the strict rule says the dunder rule's reason.
	pol := policy.Default()
	pol.StrictDunders = true
	s := newExec(t, krait.Options{Policy: pol})
	_, err = s.Run(context.Background(), "class A:\n    pass\nvars(A())\n")
	if !errors.As(err, &pe) || pe.Err.Error() != "Forbidden access to dunder attribute: __dict__" || pe.Line != 3 {
		t.Errorf("strict vars: %v (line %d)", err, pe.Line)
	}
}
