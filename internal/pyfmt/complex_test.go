package pyfmt

import (
	"strconv"
	"testing"
)

// complexCase is one line of testdata/complex_cases.jsonl, produced by
// CPython through testdata/gen_complex.py.
type complexCase struct {
	In  string    `json:"in"`
	Out *[]string `json:"out"`
	Err string    `json:"err"`
}

func TestParseComplexAgainstCPython(t *testing.T) {
	cases := readJSONLines[complexCase](t, "testdata/complex_cases.jsonl")
	failures := 0
	for _, c := range cases {
		v, err := ParseComplex(c.In)
		got := FloatRepr(real(v)) + " " + FloatRepr(imag(v))
		var want *string
		if c.Out != nil {
			w := (*c.Out)[0] + " " + (*c.Out)[1]
			want = &w
		}
		if !checkOutcome(t, "complex("+strconv.Quote(c.In)+")", got, err, want, c.Err) {
			failures++
			if failures > 30 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("%d CPython cases", len(cases))
}
