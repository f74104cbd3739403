package ucd

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"testing"
)

type unicodedataCase struct {
	R     rune    `json:"r"`
	Cat   string  `json:"cat"`
	Num   *string `json:"num"`
	Digit *int    `json:"digit"`
	Dec   *int    `json:"dec"`
}

// readCases decodes every line of a JSON-lines file of testdata.
func readCases[T any](t *testing.T, path string) []T {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []T
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var c T
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestUnicodedataAgainstCPython checks category, numeric, digit and
// decimal on 22k code points sampled from CPython 3.11
// (testdata/gen_unicodedata_cases.py).
func TestUnicodedataAgainstCPython(t *testing.T) {
	cases := readCases[unicodedataCase](t, "testdata/unicodedata_cases.jsonl")
	failures := 0
	for _, c := range cases {
		bad := false
		if got := Category(c.R); got != c.Cat {
			t.Errorf("Category(%U) = %s, want %s", c.R, got, c.Cat)
			bad = true
		}
		v, ok := Numeric(c.R)
		if (c.Num != nil) != ok || ok && strconv.FormatFloat(v, 'g', -1, 64) != mustParseRepr(*c.Num) {
			t.Errorf("Numeric(%U) = %v, %v; want %v", c.R, v, ok, c.Num)
			bad = true
		}
		if d, ok := Digit(c.R); (c.Digit != nil) != ok || ok && d != *c.Digit {
			t.Errorf("Digit(%U) = %d, %v; want %v", c.R, d, ok, c.Digit)
			bad = true
		}
		if d, ok := Decimal(c.R); (c.Dec != nil) != ok || ok && d != *c.Dec {
			t.Errorf("Decimal(%U) = %d, %v; want %v", c.R, d, ok, c.Dec)
			bad = true
		}
		if bad {
			failures++
			if failures > 30 {
				t.Fatal("too many failures")
			}
		}
	}
	if len(cases) < 20000 {
		t.Fatalf("only %d cases", len(cases))
	}
}

// mustParseRepr normalizes a Python float repr to Go's shortest 'g' form.
func mustParseRepr(s string) string {
	f, _ := strconv.ParseFloat(s, 64)
	return strconv.FormatFloat(f, 'g', -1, 64)
}
