package pystr

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

func TestUnicodedataAgainstCPython(t *testing.T) {
	f, err := os.Open("testdata/unicodedata_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, failures := 0, 0
	for sc.Scan() {
		var c unicodedataCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		n++
		bad := false
		if got := Category(c.R); got != c.Cat {
			t.Errorf("Category(%U) = %s, want %s", c.R, got, c.Cat)
			bad = true
		}
		v, ok := NumericValue(c.R)
		if (c.Num != nil) != ok || ok && strconv.FormatFloat(v, 'g', -1, 64) != mustParseRepr(*c.Num) {
			t.Errorf("NumericValue(%U) = %v, %v; want %v", c.R, v, ok, c.Num)
			bad = true
		}
		if d, ok := DigitValue(c.R); (c.Digit != nil) != ok || ok && d != *c.Digit {
			t.Errorf("DigitValue(%U) = %d, %v; want %v", c.R, d, ok, c.Digit)
			bad = true
		}
		if d, ok := DecimalValue(c.R); (c.Dec != nil) != ok || ok && d != *c.Dec {
			t.Errorf("DecimalValue(%U) = %d, %v; want %v", c.R, d, ok, c.Dec)
			bad = true
		}
		if bad {
			failures++
			if failures > 30 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("%d CPython code points", n)
}

// mustParseRepr normalizes a Python float repr to Go's shortest 'g' form.
func mustParseRepr(s string) string {
	f, _ := strconv.ParseFloat(s, 64)
	return strconv.FormatFloat(f, 'g', -1, 64)
}
