package json

import (
	"errors"
	"testing"

	"github.com/kraitpy/krait/py"
)

// FuzzLoadsDumps checks that loads never panics or returns anything but a
// value or a Python exception, and that whatever it decodes dumps and
// loads back to text that dumps identically.
func FuzzLoadsDumps(f *testing.F) {
	for _, s := range []string{`{"a": [1, 2.5e3, "x\u00e9\ud83d\ude00"], "b": null}`, `[true, false, NaN, -Infinity]`,
		`"\ud800"`, `{"a":1,}`, `[1 2]`, `"abc`, `123456789012345678901234567890`, `[[[[[]]]]]`, "\"\\u12\"", `1e400`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		th := py.NewThread(nil, py.Limits{MaxOps: 1_000_000, MaxDataDepth: 100}, nil)
		defer th.Close()
		mod, err := Load(th)
		if err != nil {
			t.Fatal(err)
		}
		m := mod.(*py.Module)
		loads, dumps := m.Dict.GetStr("loads"), m.Dict.GetStr("dumps")
		v, err := py.Call(th, loads, []py.Value{py.NewStr(s)}, nil)
		if err != nil {
			var exc *py.Exception
			var le *py.LimitError
			if !errors.As(err, &exc) && !errors.As(err, &le) {
				t.Fatalf("loads(%q): non-Python error %v", s, err)
			}
			return
		}
		text, err := py.Call(th, dumps, []py.Value{v}, nil)
		if err != nil {
			t.Fatalf("dumps(loads(%q)): %v", s, err)
		}
		back, err := py.Call(th, loads, []py.Value{text}, nil)
		if err != nil {
			t.Fatalf("loads(dumps(...)) of %q: %v", s, err)
		}
		again, err := py.Call(th, dumps, []py.Value{back}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if again.(*py.Str).String() != text.(*py.Str).String() {
			t.Fatalf("round trip of %q: %s then %s", s, text, again)
		}
	})
}
