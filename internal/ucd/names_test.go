package ucd

import (
	"bufio"
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

type lookupCase struct {
	Name    string  `json:"name"`
	Lookup  *string `json:"lookup"`
	Literal *string `json:"literal"`
}

// TestLookupCases checks Lookup against what CPython 3.11 made of chosen
// names (testdata/gen_lookup_cases.py): case rules, algorithmic names,
// aliases, named sequences and names of later Unicode versions.
func TestLookupCases(t *testing.T) {
	cases := readCases[lookupCase](t, "testdata/lookup_cases.jsonl")
	for _, c := range cases {
		for _, k := range []struct {
			seq  bool
			want *string
		}{{true, c.Lookup}, {false, c.Literal}} {
			got, ok := Lookup(c.Name, k.seq)
			if ok != (k.want != nil) || ok && got != *k.want {
				t.Errorf("Lookup(%q, %v) = %+q, %v; CPython: %+q", c.Name, k.seq, got, ok, deref(k.want))
			}
		}
		r, ok := LookupRune(c.Name)
		if ok != (c.Literal != nil) || ok && string(r) != *c.Literal {
			t.Errorf("LookupRune(%q) = %U, %v; CPython: %+q", c.Name, r, ok, deref(c.Literal))
		}
	}
	if len(cases) < 50 {
		t.Fatalf("only %d cases", len(cases))
	}
}

func deref(s *string) string {
	if s == nil {
		return "<refused>"
	}
	return *s
}

// TestMatchesPython compares every function with python3's unicodedata
// (CPython 3.11) on every code point, and looks every name up again in
// upper and lower case.
func TestMatchesPython(t *testing.T) {
	if testing.Short() {
		t.Skip("full Unicode comparison skipped in -short mode")
	}
	script := `import sys, unicodedata as u
w = sys.stdout.write
def lk(n):
    try:
        return '%X' % ord(u.lookup(n))
    except KeyError:
        return '-'
for c in range(0x110000):
    ch = chr(c)
    n = u.name(ch, '')
    num = u.numeric(ch, None)
    w('%X;%s;%s;%s;%d;%d;%s;%s;%s;%s;%s;%s\n' % (c, u.category(ch), u.bidirectional(ch), u.east_asian_width(ch),
      u.combining(ch), u.mirrored(ch), u.decomposition(ch), '-' if num is None else repr(num),
      u.digit(ch, '-'), u.decimal(ch, '-'), n, lk(n.lower()) if n else '-'))
print(u.unidata_version, file=sys.stderr)
`
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 (the CPython 3.11 oracle) is not installed")
	}
	cmd := exec.Command(python, "-c", script)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v %s", err, stderr.String())
	}
	if v := strings.TrimSpace(stderr.String()); v != Version {
		t.Fatalf("python3 has unicodedata %s, krait targets %s", v, Version)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	bad, n := 0, 0
	for sc.Scan() {
		f := strings.Split(sc.Text(), ";")
		cp, _ := strconv.ParseInt(f[0], 16, 32)
		r := rune(cp)
		num := "-"
		if v, ok := Numeric(r); ok {
			num = strconv.FormatFloat(v, 'g', -1, 64)
		}
		if f[7] != "-" {
			f[7] = mustParseRepr(f[7])
		}
		lower := "-"
		if nm := Name(r); nm != "" {
			if got, ok := Lookup(strings.ToLower(nm), true); ok {
				lower = strconv.FormatInt(int64([]rune(got)[0]), 16)
				lower = strings.ToUpper(lower)
			}
			if got, ok := Lookup(nm, true); !ok || got != string(r) {
				lower = "upper-case lookup failed"
			}
		}
		got := []string{f[0], Category(r), Bidirectional(r), EastAsianWidth(r), strconv.Itoa(Combining(r)),
			strconv.Itoa(Mirrored(r)), Decomposition(r), num, intOr(Digit(r)), intOr(Decimal(r)), Name(r), lower}
		n++
		if g := strings.Join(got, ";"); g != strings.Join(f, ";") {
			bad++
			if bad <= 10 {
				t.Errorf("U+%s: krait %q, python3 %q", f[0], g, sc.Text())
			}
		}
	}
	if n != 0x110000 || bad > 0 {
		t.Errorf("%d code points, %d differ", n, bad)
	}
}

func intOr(v int, ok bool) string {
	if !ok {
		return "-"
	}
	return strconv.Itoa(v)
}
