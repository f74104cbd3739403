package string_test

import (
	"errors"
	"testing"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
	pystring "github.com/kraitpy/krait/stdlib/string"
)

// run executes src with the string module importable.
func run(t *testing.T, src string) (string, error) {
	t.Helper()
	return runLimits(t, src, py.Limits{})
}

// runLimits is run under the given limits.
func runLimits(t *testing.T, src string, lim py.Limits) (string, error) {
	t.Helper()
	return stdlibtest.Run(t, src, "string", pystring.Load, lim)
}

// Formatter fields must not reach attributes direct access refuses; the
// refusal ends the run and cannot be caught.
func TestFormatterAppliesDunderPolicy(t *testing.T) {
	for _, src := range []string{
		"import string\ntry:\n    string.Formatter().format('{0.__globals__}', lambda: 0)\nexcept Exception:\n    print('caught')\n",
		"import string\nstring.Formatter().format('{x.real.__class__.__base__.__subclasses__}', x=1)\n",
		"import string\nstring.Formatter().get_field('a.__reduce_ex__', (), {'a': 1})\n",
	} {
		out, err := run(t, src)
		if !errors.Is(err, policy.ErrDunderRefused) {
			t.Errorf("%q: err %v, want a dunder refusal", src, err)
		}
		if out != "" {
			t.Errorf("%q: printed %q: the refusal was caught", src, out)
		}
	}
	out, err := run(t, "import string\nprint(string.Formatter().format('{0.real}/{0.imag}', 2))\n")
	if err != nil || out != "2/0\n" {
		t.Errorf("plain attributes: %q, %v", out, err)
	}
}

// Template substitution charges the run's memory budget as the result
// grows: a result past the budget ends the run with the memory
// LimitError, which except MemoryError cannot catch.
func TestTemplateSubstituteChargesMemory(t *testing.T) {
	for _, meth := range []string{"substitute", "safe_substitute"} {
		src := "import string\ntry:\n    string.Template('$a' * 10 ** 5)." + meth + "(a='x' * 1000)\nexcept MemoryError:\n    print('caught')\n"
		out, err := runLimits(t, src, py.Limits{MaxMemory: 16 << 20})
		var le *py.LimitError
		if !errors.As(err, &le) || le.Kind != py.LimitMemory {
			t.Errorf("%s: err %T %v, want a memory LimitError", meth, err, err)
		}
		if out != "" {
			t.Errorf("%s: printed %q: the limit was caught", meth, out)
		}
	}
	out, err := runLimits(t, "import string\nprint(string.Template('$a-$$-${b}').substitute(a='x' * 3, b=1))\n", py.Limits{MaxMemory: 16 << 20})
	if err != nil || out != "xxx-$-1\n" {
		t.Errorf("small substitute: %q %v", out, err)
	}
}
