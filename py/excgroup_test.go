package py

import (
	"errors"
	"testing"
)

// Expected values were printed by python3 (3.11) for the same calls.

func TestNewGroupChoosesClass(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	g, err := NewGroup(th, "", NewList([]Value{NewException(ValueErrorType, "v")}))
	if err != nil {
		t.Fatal(err)
	}
	if g.Type() != ExceptionGroupType || g.Error() != "ExceptionGroup:  (1 sub-exception)" {
		t.Errorf("got %s %q", g.Type().Name, g.Error())
	}
	b, err := NewGroup(th, "b", NewTuple([]Value{NewExceptionArgs(KeyboardInterruptType), NewException(ValueErrorType, "v")}))
	if err != nil {
		t.Fatal(err)
	}
	if b.Type() != BaseExceptionGroupType || b.Error() != "BaseExceptionGroup: b (2 sub-exceptions)" {
		t.Errorf("got %s %q", b.Type().Name, b.Error())
	}
	_, err = Call(th, ExceptionGroupType, []Value{NewStr("m"), NewList([]Value{NewExceptionArgs(KeyboardInterruptType)})}, nil)
	if e, ok := err.(*Exception); !ok || e.Error() != "TypeError: Cannot nest BaseExceptions in an ExceptionGroup" {
		t.Errorf("got %v", err)
	}
}

func TestSplitCopiesMetadata(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	v, k := NewException(ValueErrorType, "v"), NewException(KeyErrorType, "k")
	g, err := NewGroup(th, "g", NewList([]Value{v, k}))
	if err != nil {
		t.Fatal(err)
	}
	tb := &struct{ frame int }{1}
	cause, ctx := NewException(RuntimeErrorType, "c"), NewException(OSErrorType, "x")
	g.TB, g.Cause, g.Context = tb, cause, ctx
	match, rest, err := splitGroup(th, g, &groupMatcher{types: ValueErrorType}, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, part := range []*Exception{match, rest} {
		if part == nil || part == g {
			t.Fatalf("split gave %v", part)
		}
		// The parts share the traceback, cause and context; setting the
		// cause suppresses the context, as PyException_SetCause does.
		if part.TB != any(tb) || part.Cause != cause || part.Context != ctx || !part.SuppressContext {
			t.Errorf("metadata not copied to %v", part)
		}
	}
	if got := match.GroupExceptions(); len(got) != 1 || got[0] != v {
		t.Errorf("match holds %v", got)
	}
	// The interpreter rebuilds re-raised leaves in the original's shape.
	p, err := ProjectGroup(th, g, []*Exception{rest})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GroupExceptions(); len(got) != 1 || got[0] != k || p.TB != any(tb) {
		t.Errorf("projection holds %v", got)
	}
	if p, _ := ProjectGroup(th, g, nil); p != nil {
		t.Errorf("empty projection gave %v", p)
	}
}

func TestSplitDepthAndBudget(t *testing.T) {
	th := NewThread(nil, Limits{MaxDataDepth: 50}, nil)
	g := NewException(ValueErrorType, "leaf")
	for i := 0; i < 100; i++ {
		n, err := NewGroup(th, "n", NewList([]Value{g}))
		if err != nil {
			t.Fatal(err)
		}
		g = n
	}
	_, _, err := splitGroup(th, g, &groupMatcher{types: TypeErrorType}, true)
	if e, ok := err.(*Exception); !ok || e.Error() != "RecursionError: maximum recursion depth exceeded in exceptiongroup_split_recursive" {
		t.Errorf("deep split: %v", err)
	}
	small := NewThread(nil, Limits{MaxOps: 20}, nil)
	_, _, err = splitGroup(small, g, &groupMatcher{types: TypeErrorType}, true)
	var le *LimitError
	if !errors.As(err, &le) {
		t.Errorf("split past the budget: %v", err)
	}
}
