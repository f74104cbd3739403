package queue

import (
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestBlockingCallsFailInsteadOfDeadlocking checks the single-thread
// rule: a call that would wait forever raises RuntimeError at once.
func TestBlockingCallsFailInsteadOfDeadlocking(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	defer th.Close()
	m, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	d := m.(*py.Module).Dict
	newQ := func(args ...py.Value) py.Value {
		q, err := py.Call(th, d.GetStr("Queue"), args, nil)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	wantRuntime := func(what string, err error) {
		t.Helper()
		var exc *py.Exception
		if !errors.As(err, &exc) || exc.Type() != py.RuntimeErrorType || !strings.Contains(exc.Error(), "block forever") {
			t.Errorf("%s: got %v, want RuntimeError ... block forever", what, err)
		}
	}
	q := newQ()
	_, err = py.CallMethod(th, q, "get", nil, nil)
	wantRuntime("get on empty", err)
	full := newQ(py.NewInt(1))
	if _, err := py.CallMethod(th, full, "put", []py.Value{py.NewInt(1)}, nil); err != nil {
		t.Fatal(err)
	}
	_, err = py.CallMethod(th, full, "put", []py.Value{py.NewInt(2)}, nil)
	wantRuntime("put on full", err)
	_, err = py.CallMethod(th, full, "join", nil, nil)
	wantRuntime("join with unfinished task", err)
}
