package pyargs

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
)

type bindCase struct {
	Names    []string `json:"names"`
	Required int      `json:"required"`
	Method   bool     `json:"method"`
	Qual     string   `json:"qual"`
	NPos     int      `json:"npos"`
	Kwargs   []string `json:"kwargs"`
	Error    string   `json:"error"`
}

// TestBindMatchesCPython checks every error (and every success) against
// what CPython 3.11 says for the same call of a Python function
// (testdata/gen_cases.py).
func TestBindMatchesCPython(t *testing.T) {
	data, err := os.ReadFile("testdata/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []bindCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 300 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		args := make([]py.Value, c.NPos)
		for i := range args {
			args[i] = py.NewInt(int64(i))
		}
		var kwargs []py.Kwarg
		for _, k := range c.Kwargs {
			kwargs = append(kwargs, py.Kwarg{Name: k, Value: py.NewInt(0)})
		}
		out, err := Bind(c.Qual, c.Method, c.Names, c.Required, args, kwargs)
		got := ""
		if err != nil {
			got = strings.TrimPrefix(err.Error(), "TypeError: ")
		}
		if got != c.Error {
			t.Errorf("%s%v (required %d) with %d positional and %v: got %q, CPython %q", c.Qual, c.Names, c.Required, c.NPos, c.Kwargs, got, c.Error)
			continue
		}
		if err == nil && len(out) != len(c.Names) {
			t.Errorf("%s%v: %d values", c.Qual, c.Names, len(out))
		}
	}
}
