package string_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	pystring "github.com/kraitpy/krait/stdlib/string"
)

// run executes src with the string module importable.
func run(t *testing.T, src string) (string, error) {
	t.Helper()
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	in := interp.New(interp.Config{})
	builtins.Register(in)
	in.RegisterModule("string", pystring.Load)
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	th := py.NewThread(nil, py.Limits{}, &out)
	defer th.Close()
	err = prog.Run(th)
	return out.String(), err
}

// Formatter fields must not reach attributes direct access refuses; the
// refusal ends the run and cannot be caught.
func TestFormatterAppliesDunderPolicy(t *testing.T) {
	for _, src := range []string{
		"import string\ntry:\n    string.Formatter().format('{0.__class__}', 1)\nexcept Exception:\n    print('caught')\n",
		"import string\nstring.Formatter().format('{x.real.__class__.__base__}', x=1)\n",
		"import string\nstring.Formatter().get_field('a.__dict__', (), {'a': 1})\n",
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
