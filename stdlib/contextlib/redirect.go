package contextlib

import (
	"io"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// redirect_stdout swaps the thread's standard output for a writer that
// calls the target's write method (print then writes each line with
// one call, where CPython's print writes piece by piece: the text a
// target gathers is the same). The replaced writers are kept on a
// stack so a manager can be re-entered, as CPython's.

// pyWriter writes into a Python object's write method.
type pyWriter struct {
	t      *py.Thread
	target py.Value
}

// Write calls target.write(str).
func (w *pyWriter) Write(p []byte) (int, error) {
	if _, err := py.CallMethod(w.t, w.target, "write", []py.Value{py.NewStr(string(p))}, nil); err != nil {
		return 0, err
	}
	return len(p), nil
}

// savedOutputs is the stack of replaced writers, kept under the
// manager's _old_targets attribute.
type savedOutputs struct{ stack []io.Writer }

// Type returns object: the stack is opaque to Python code.
func (*savedOutputs) Type() *py.Type { return py.ObjectType }

// newRedirect creates the redirect_stdout class.
func (m *module) newRedirect(t *py.Thread) (*py.Type, error) {
	return goclass.New(t, goclass.Spec{Module: "contextlib", Name: "redirect_stdout", Bases: []*py.Type{m.abstractCM},
		Methods: []goclass.Method{
			{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				var target py.Value
				if err := py.UnpackArgs("redirect_stdout", args, kwargs, []string{"new_target"}, 1, &target); err != nil {
					return nil, err
				}
				if err := py.SetAttr(t, self, "_new_target", target); err != nil {
					return nil, err
				}
				return py.None, py.SetAttr(t, self, "_old_targets", &savedOutputs{})
			}},
			{Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				target, err := py.GetAttr(t, self, "_new_target")
				if err != nil {
					return nil, err
				}
				s, err := saved(t, self)
				if err != nil {
					return nil, err
				}
				s.stack = append(s.stack, t.Stdout)
				t.Stdout = &pyWriter{t: t, target: target}
				return target, nil
			}},
			{Name: "__exit__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				s, err := saved(t, self)
				if err != nil {
					return nil, err
				}
				if n := len(s.stack); n > 0 {
					t.Stdout = s.stack[n-1]
					s.stack = s.stack[:n-1]
				}
				return py.None, nil
			}},
		}})
}

// saved returns a manager's stack of replaced writers.
func saved(t *py.Thread, self py.Value) (*savedOutputs, error) {
	v, err := py.GetAttr(t, self, "_old_targets")
	if err != nil {
		return nil, err
	}
	s, ok := v.(*savedOutputs)
	if !ok {
		return nil, py.NewTypeError("redirect_stdout lost its saved targets")
	}
	return s, nil
}
