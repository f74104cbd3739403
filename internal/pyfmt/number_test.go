package pyfmt

import (
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// numberCase is one line of testdata/number_cases.jsonl, produced by
// CPython through testdata/gen_numbers.py.
type numberCase struct {
	Fn  string `json:"fn"`
	In  string `json:"in"`
	N   int    `json:"n"`
	Out any    `json:"out"`
	Err string `json:"err"`
}

func integerString(v Integer) string {
	v = v.norm()
	if v.Big != nil {
		return v.Big.String()
	}
	return strconv.FormatInt(v.Small, 10)
}

func parseInteger(t *testing.T, s string) Integer {
	t.Helper()
	b, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("bad int %q in testdata", s)
	}
	return Integer{Big: b}.norm()
}

func TestNumbersAgainstCPython(t *testing.T) {
	cases := readJSONLines[numberCase](t, "testdata/number_cases.jsonl")
	counts := map[string]int{}
	failures := 0
	for _, c := range cases {
		var got string
		var err error
		switch c.Fn {
		case "int":
			var v Integer
			if v, err = ParseInt(c.In, c.N, 4300); err == nil {
				got = integerString(v)
				if s, ok := c.Out.(string); ok && strings.HasPrefix(s, "hex:") {
					got, _ = IntToBase(v, 16, 0)
					got = "hex:" + got
				}
			}
		case "int_bytes":
			var v Integer
			if v, err = ParseIntBytes(latin1(c.In), c.N, 4300); err == nil {
				got = integerString(v)
			}
		case "float":
			var f float64
			if f, err = ParseFloat(c.In); err == nil {
				got = FloatRepr(f)
			}
		case "float_bytes":
			var f float64
			if f, err = ParseFloatBytes([]byte(c.In)); err == nil {
				got = FloatRepr(f)
			}
		case "hex":
			got = FloatHex(mustFloat(t, c.In))
		case "fromhex":
			var f float64
			if f, err = FloatFromHex(c.In); err == nil {
				got = FloatRepr(f)
			}
		case "ratio":
			var n, d *big.Int
			if n, d, err = FloatAsIntegerRatio(mustFloat(t, c.In)); err == nil {
				got = n.String() + "/" + d.String()
			}
			if out, ok := c.Out.([]any); ok {
				c.Out = out[0].(string) + "/" + out[1].(string)
			}
		case "trunc":
			var v Integer
			if v, err = FloatToInt(mustFloat(t, c.In)); err == nil {
				got = integerString(v)
			}
		case "round0":
			var v Integer
			if v, err = RoundFloatToInt(mustFloat(t, c.In)); err == nil {
				got = integerString(v)
			}
		case "round":
			var f float64
			if f, err = RoundFloat(mustFloat(t, c.In), c.N); err == nil {
				got = FloatRepr(f)
			}
		case "round_int":
			got = integerString(RoundInt(parseInteger(t, c.In), c.N))
		case "bin", "oct", "hexint":
			base := map[string]int{"bin": 2, "oct": 8, "hexint": 16}[c.Fn]
			got, err = IntToBase(parseInteger(t, c.In), base, 4300)
		default:
			t.Fatalf("unknown fn %q", c.Fn)
		}
		counts[c.Fn]++
		var want *string
		if s, ok := c.Out.(string); ok {
			want = &s
		}
		if !checkOutcome(t, c.Fn+"("+strconv.Quote(c.In)+", "+strconv.Itoa(c.N)+")", got, err, want, c.Err) {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("CPython cases per function: %v", counts)
}

func latin1(s string) []byte {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return b
}
