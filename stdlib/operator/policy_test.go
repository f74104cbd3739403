package operator_test

import (
	"errors"
	"testing"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
	"github.com/kraitpy/krait/stdlib/operator"
)

// run executes src with the operator module importable.
func run(t *testing.T, src string) (string, error) {
	t.Helper()
	return stdlibtest.Run(t, src, "operator", operator.Load, py.Limits{})
}

// attrgetter and methodcaller must refuse what direct attribute access
// refuses: the policy error ends the run and cannot be caught.
func TestGettersApplyDunderPolicy(t *testing.T) {
	for _, src := range []string{
		"import operator\ntry:\n    operator.attrgetter('__globals__')(lambda: 0)\nexcept Exception:\n    print('caught')\n",
		"import operator\noperator.attrgetter('__reduce_ex__')(1)\n",
		"import operator\noperator.attrgetter('real.__class__.__subclasses__')(1)\n",
		"import operator\ntry:\n    operator.methodcaller('__subclasses__')(int)\nexcept Exception:\n    print('caught')\n",
	} {
		out, err := run(t, src)
		if !errors.Is(err, policy.ErrDunderRefused) {
			t.Errorf("%q: err %v, want a dunder refusal", src, err)
		}
		if out != "" {
			t.Errorf("%q: printed %q: the refusal was caught", src, out)
		}
	}
	out, err := run(t, "import operator\nprint(operator.attrgetter('real', 'imag')(3))\n")
	if err != nil || out != "(3, 0)\n" {
		t.Errorf("plain attributes: %q, %v", out, err)
	}
}
