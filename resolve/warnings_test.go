package resolve

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kraitpy/krait/parser"
)

// TestWarnings compares Warnings with the SyntaxWarnings CPython 3.11's
// compiler gives for each snippet of testdata/warnings.json (written by
// testdata/warnings_gen.py with python3).
func TestWarnings(t *testing.T) {
	data, err := os.ReadFile("testdata/warnings.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Src  string
		Want [][2]any
	}
	var raw [][2]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, r := range raw {
		var c struct {
			Src  string
			Want [][2]any
		}
		if err := json.Unmarshal(r[0], &c.Src); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(r[1], &c.Want); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	if len(cases) < 100 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		mod, err := parser.ParseFile("t.py", []byte(c.Src))
		if err != nil {
			t.Errorf("%q: %v", c.Src, err)
			continue
		}
		if _, err := Resolve("t.py", []byte(c.Src), mod); err != nil {
			t.Errorf("%q: %v", c.Src, err)
			continue
		}
		got := [][2]any{}
		for _, w := range Warnings("t.py", []byte(c.Src), mod) {
			got = append(got, [2]any{float64(w.Lineno), w.Message})
		}
		want := c.Want
		if want == nil {
			want = [][2]any{}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%q: warnings differ (-CPython +krait):\n%s", c.Src, diff)
		}
	}
}
