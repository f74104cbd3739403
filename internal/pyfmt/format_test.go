package pyfmt

import (
	"bufio"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"strconv"
	"testing"
)

// formatCase is one line of testdata/format_cases.jsonl, produced by
// CPython through testdata/gen_format.py.
type formatCase struct {
	Kind string          `json:"kind"`
	V    json.RawMessage `json:"v"`
	Spec string          `json:"spec"`
	Out  *string         `json:"out"`
	Err  string          `json:"err"`
}

func readJSONLines[T any](t *testing.T, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var c T
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s: %v: %s", path, err, sc.Text())
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("bad float %q in testdata", s)
	}
	return f
}

func TestFormatAgainstCPython(t *testing.T) {
	cases := readJSONLines[formatCase](t, "testdata/format_cases.jsonl")
	opts := Options{MaxLen: NoLimit, MaxStrDigits: 4300}
	failures := 0
	for _, c := range cases {
		var got string
		var err error
		switch c.Kind {
		case "int", "bigint":
			var s string
			_ = json.Unmarshal(c.V, &s)
			n, ok := new(big.Int).SetString(s, 10)
			if !ok {
				t.Fatalf("bad int %q", s)
			}
			if c.Kind == "int" {
				got, err = FormatInt(n.Int64(), c.Spec, opts)
			} else {
				got, err = FormatBigInt(n, c.Spec, opts)
			}
		case "float":
			var s string
			_ = json.Unmarshal(c.V, &s)
			got, err = FormatFloat(mustFloat(t, s), c.Spec, opts)
		case "complex":
			var parts [2]string
			_ = json.Unmarshal(c.V, &parts)
			got, err = FormatComplex(complex(mustFloat(t, parts[0]), mustFloat(t, parts[1])), c.Spec, opts)
		case "str":
			var s string
			_ = json.Unmarshal(c.V, &s)
			got, err = FormatStr(s, c.Spec, opts)
		default:
			t.Fatalf("unknown kind %q", c.Kind)
		}
		if !checkOutcome(t, c.Kind+" "+string(c.V)+" "+strconv.Quote(c.Spec), got, err, c.Out, c.Err) {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("%d CPython cases", len(cases))
}

// short truncates long results in failure messages.
func short(s string) string {
	if len(s) > 200 {
		return s[:200] + "..." + strconv.Itoa(len(s)) + " bytes"
	}
	return s
}

// checkOutcome compares a result with CPython's output or exception line.
func checkOutcome(t *testing.T, what, got string, err error, want *string, wantErr string) bool {
	t.Helper()
	what = short(what)
	if wantErr != "" {
		if err == nil {
			t.Errorf("%s: got %q, want error %s", what, short(got), wantErr)
			return false
		}
		if err.Error() != wantErr {
			t.Errorf("%s: got error %v, want %s", what, err, wantErr)
			return false
		}
		return true
	}
	if err != nil {
		t.Errorf("%s: unexpected error %v, want %q", what, err, short(*want))
		return false
	}
	if got != *want {
		t.Errorf("%s: got %q, want %q", what, short(got), short(*want))
		return false
	}
	return true
}

func TestFormatRefusesHugeWidthBeforeAllocating(t *testing.T) {
	opts := Options{MaxLen: 1 << 20}
	for _, f := range []func() (string, error){
		func() (string, error) { return FormatInt(1, ">1000000000", opts) },
		func() (string, error) { return FormatInt(1, "01000000000", opts) },
		func() (string, error) { return FormatInt(1, "0=1000000000,", opts) },
		func() (string, error) { return FormatFloat(1, ".1000000000f", opts) },
		func() (string, error) { return FormatFloat(1, ".1000000000e", opts) },
		func() (string, error) { return FormatFloat(1, "#.1000000000g", opts) },
		func() (string, error) { return FormatFloat(1, "1000000000", opts) },
		func() (string, error) { return FormatComplex(1, ">1000000000", opts) },
		func() (string, error) { return FormatStr("x", "^1000000000", opts) },
		func() (string, error) { return FormatStr("x", "€^500000", opts) },
	} {
		allocs := testing.AllocsPerRun(1, func() { _, _ = f() })
		_, err := f()
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("got %v, want ErrTooLarge", err)
		}
		if allocs > 20 {
			t.Errorf("%v allocations before refusing", allocs)
		}
	}
	// Within the limit the same kind of call succeeds.
	if s, err := FormatInt(1, ">1000", opts); err != nil || len(s) != 1000 {
		t.Errorf("got %d bytes, %v", len(s), err)
	}
	// A huge precision with 'g' produces a short result and is allowed.
	if s, err := FormatFloat(0.5, ".1000000000g", opts); err != nil || s != "0.5" {
		t.Errorf("got %q, %v", s, err)
	}
}

func TestErrorIsMatchesKind(t *testing.T) {
	_, err := FormatInt(1, "q", Options{MaxLen: NoLimit})
	if !errors.Is(err, &Error{Kind: ValueError}) {
		t.Errorf("%v is not a ValueError", err)
	}
	if errors.Is(err, &Error{Kind: TypeError}) {
		t.Errorf("%v matched TypeError", err)
	}
	var pe *Error
	if !errors.As(err, &pe) || pe.Msg != "Unknown format code 'q' for object of type 'int'" {
		t.Errorf("errors.As gave %#v", pe)
	}
}

func TestNoLimitStillRefusesAbsurdSizes(t *testing.T) {
	o := Options{MaxLen: NoLimit}
	if _, err := FormatInt(1, ">99999999999999", o); !errors.Is(err, ErrTooLarge) {
		t.Errorf("width 1e14 with NoLimit: %v", err)
	}
	one := &testValue{T: "int", V: json.RawMessage(`"1"`), S: "1", R: "1", A: "1"}
	if _, err := Printf("%99999999999999d", PrintfArgs{Items: ArgSlice{one}}, o); !errors.Is(err, ErrTooLarge) {
		t.Errorf("printf width 1e14 with NoLimit: %v", err)
	}
}
