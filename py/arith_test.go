package py

import (
	"encoding/json"
	"math/big"
	"os"
	"strconv"
	"testing"
)

// decodeNumber turns a [kind, text] pair from testdata into a Value.
func decodeNumber(t *testing.T, enc []string) Value {
	t.Helper()
	switch enc[0] {
	case "int":
		b, ok := new(big.Int).SetString(enc[1], 10)
		if !ok {
			t.Fatalf("bad int %q", enc[1])
		}
		return NewBigInt(b)
	case "float":
		f, err := strconv.ParseFloat(enc[1], 64)
		if err != nil {
			t.Fatalf("bad float %q", enc[1])
		}
		return Float(f)
	case "bool":
		return NewBool(enc[1] == "True")
	}
	t.Fatalf("bad kind %q", enc[0])
	return nil
}

var opsBySymbol = map[string]BinaryOp{"+": Add, "-": Sub, "*": Mul, "/": TrueDiv, "//": FloorDiv, "%": Mod,
	"&": And, "|": Or, "^": Xor, "<<": LShift, ">>": RShift, "**": Pow}
var cmpBySymbol = map[string]CompareOp{"<": Lt, "<=": Le, "==": Eq, "!=": Ne, ">": Gt, ">=": Ge}

// TestArithmeticMatchesCPython checks int/float operators against results
// computed by CPython 3.11 (testdata/gen_arith.py).
func TestArithmeticMatchesCPython(t *testing.T) {
	data, err := os.ReadFile("testdata/arith.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []json.RawMessage
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	th := NewThread(nil, Limits{}, nil)
	failures := 0
	step := 1
	if testing.Short() {
		step = 7 // a sample in -short mode
	}
	for ci := 0; ci < len(cases); ci += step {
		raw := cases[ci]
		var c [4]json.RawMessage
		json.Unmarshal(raw, &c)
		var a, b, want []string
		var op string
		json.Unmarshal(c[0], &a)
		json.Unmarshal(c[1], &op)
		json.Unmarshal(c[2], &b)
		json.Unmarshal(c[3], &want)
		x, y := decodeNumber(t, a), decodeNumber(t, b)
		var got Value
		var err error
		if bop, ok := opsBySymbol[op]; ok {
			got, err = Binary(th, bop, x, y)
		} else {
			got, err = Compare(th, cmpBySymbol[op], x, y)
		}
		var gotS string
		if err != nil {
			gotS = "exc " + err.Error()
		} else {
			r, _ := Repr(th, got)
			gotS = got.Type().Name + " " + r
		}
		wantS := want[0] + " " + want[1]
		if want[0] == "exc" {
			wantS = "exc " + want[1]
		}
		if gotS != wantS {
			failures++
			if failures < 30 {
				t.Errorf("%s %s %s = %s, want %s", a[1], op, b[1], gotS, wantS)
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d of %d cases differ", failures, len(cases))
	}
}
