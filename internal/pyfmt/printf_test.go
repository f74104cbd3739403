package pyfmt

import (
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"strconv"
	"testing"
)

// testValue is a Python value from testdata/printf_cases.jsonl with its
// str/repr/ascii computed by CPython; it implements Arg the way the
// interpreter's values do.
type testValue struct {
	T     string          `json:"t"`
	V     json.RawMessage `json:"v"`
	S     string          `json:"str"`
	R     string          `json:"repr"`
	A     string          `json:"ascii"`
	items map[string]*testValue
}

func (v *testValue) TypeName() string       { return v.T }
func (v *testValue) Str() (string, error)   { return v.S, nil }
func (v *testValue) Repr() (string, error)  { return v.R, nil }
func (v *testValue) ASCII() (string, error) { return v.A, nil }

func (v *testValue) payload() string {
	var s string
	_ = json.Unmarshal(v.V, &s)
	return s
}

func (v *testValue) integer() Integer {
	n, _ := new(big.Int).SetString(v.payload(), 10)
	return Integer{Big: n}
}

func (v *testValue) IntValue() (Integer, bool) {
	if v.T == "int" || v.T == "bool" {
		return v.integer(), true
	}
	return Integer{}, false
}

func (v *testValue) AsInt(index bool) (Integer, error) {
	switch v.T {
	case "int", "bool":
		return v.integer(), nil
	case "float":
		if index {
			return Integer{}, ErrWrongType
		}
		f, _ := strconv.ParseFloat(v.payload(), 64)
		if math.IsNaN(f) {
			return Integer{}, &Error{Kind: ValueError, Msg: "cannot convert float NaN to integer"}
		}
		if math.IsInf(f, 0) {
			return Integer{}, &Error{Kind: OverflowError, Msg: "cannot convert float infinity to integer"}
		}
		n, _ := new(big.Float).SetFloat64(math.Trunc(f)).Int(nil)
		return Integer{Big: n}, nil
	}
	return Integer{}, ErrWrongType
}

func (v *testValue) AsFloat() (float64, error) {
	switch v.T {
	case "int", "bool":
		return IntToFloat(v.integer().Big)
	case "float":
		return strconv.ParseFloat(v.payload(), 64)
	}
	return 0, ErrWrongType
}

func (v *testValue) AsStr() (string, bool) {
	if v.T == "str" {
		return v.payload(), true
	}
	return "", false
}

func (v *testValue) GetItem(key string) (Arg, error) {
	if v.items == nil {
		_ = json.Unmarshal(v.V, &v.items)
	}
	x, ok := v.items[key]
	if !ok {
		return nil, &Error{Kind: KeyError, Msg: StrRepr(key)}
	}
	return x, nil
}

type printfCase struct {
	Fmt     string `json:"fmt"`
	Operand struct {
		Tuple  []*testValue `json:"tuple"`
		Single *testValue   `json:"single"`
		Dict   *testValue   `json:"dict"`
	} `json:"operand"`
	Out *string `json:"out"`
	Err string  `json:"err"`
}

func TestPrintfAgainstCPython(t *testing.T) {
	cases := readJSONLines[printfCase](t, "testdata/printf_cases.jsonl")
	opts := Options{MaxLen: NoLimit, MaxStrDigits: 4300}
	failures := 0
	for _, c := range cases {
		var args PrintfArgs
		switch {
		case c.Operand.Dict != nil:
			args = PrintfArgs{Items: ArgSlice{c.Operand.Dict}, Mapping: c.Operand.Dict}
		case c.Operand.Single != nil:
			args = PrintfArgs{Items: ArgSlice{c.Operand.Single}}
		default:
			var items ArgSlice
			for _, v := range c.Operand.Tuple {
				items = append(items, v)
			}
			args = PrintfArgs{Items: items, Tuple: true}
		}
		got, err := Printf(c.Fmt, args, opts)
		if !checkOutcome(t, strconv.Quote(c.Fmt), got, err, c.Out, c.Err) {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("%d CPython cases", len(cases))
}

func TestPrintfRefusesHugeResultsBeforeAllocating(t *testing.T) {
	one := &testValue{T: "int", V: json.RawMessage(`"1"`), S: "1", R: "1", A: "1"}
	opts := Options{MaxLen: 1 << 16}
	for _, f := range []string{"%1000000000d", "%.1000000000d", "%.1000000000f", "%-1000000000s", "%1000000000.3e", "%.2000000000e"} {
		allocs := testing.AllocsPerRun(1, func() { _, _ = Printf(f, PrintfArgs{Items: ArgSlice{one}}, opts) })
		_, err := Printf(f, PrintfArgs{Items: ArgSlice{one}}, opts)
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("%s: got %v, want ErrTooLarge", f, err)
		}
		if allocs > 20 {
			t.Errorf("%s: %v allocations before refusing", f, allocs)
		}
	}
}

func (v *testValue) AsBytes() (string, error) {
	if b, ok := v.BytesValue(); ok {
		return b, nil
	}
	return "", ErrWrongType
}

func (v *testValue) BytesValue() (string, bool) {
	if v.T == "bytes" || v.T == "bytearray" {
		return latin1String(v.payload()), true
	}
	return "", false
}

func latin1String(s string) string { return string(latin1(s)) }

// fromLatin1 maps raw bytes to the generator's latin-1 text.
func fromLatin1(s string) string {
	rs := make([]rune, len(s))
	for i := 0; i < len(s); i++ {
		rs[i] = rune(s[i])
	}
	return string(rs)
}

// bytesKeyed looks raw bytes keys up in a dict written with latin-1 keys.
type bytesKeyed struct{ *testValue }

func (d bytesKeyed) GetItem(key string) (Arg, error) {
	if d.items == nil {
		_ = json.Unmarshal(d.V, &d.items)
	}
	if x, ok := d.items[fromLatin1(key)]; ok {
		return x, nil
	}
	return nil, &Error{Kind: KeyError, Msg: BytesRepr(key)}
}

func TestPrintfBytesAgainstCPython(t *testing.T) {
	cases := readJSONLines[printfCase](t, "testdata/printf_bytes_cases.jsonl")
	opts := Options{MaxLen: NoLimit, MaxStrDigits: 4300}
	failures := 0
	for _, c := range cases {
		var args PrintfArgs
		switch {
		case c.Operand.Dict != nil:
			args = PrintfArgs{Items: ArgSlice{c.Operand.Dict}, Mapping: bytesKeyed{c.Operand.Dict}}
		case c.Operand.Single != nil:
			args = PrintfArgs{Items: ArgSlice{c.Operand.Single}}
		default:
			var items ArgSlice
			for _, v := range c.Operand.Tuple {
				items = append(items, v)
			}
			args = PrintfArgs{Items: items, Tuple: true}
		}
		got, err := PrintfBytes(latin1String(c.Fmt), args, opts)
		if !checkOutcome(t, strconv.Quote(c.Fmt), fromLatin1(got), err, c.Out, c.Err) {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("%d CPython cases", len(cases))
}
