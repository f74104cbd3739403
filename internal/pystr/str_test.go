package pystr

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strconv"
	"testing"
	"unicode/utf8"
)

// strCase is one line of testdata/str_cases.jsonl, produced by CPython
// through testdata/gen_cases.py.
type strCase struct {
	Fn   string `json:"fn"`
	S    string `json:"s"`
	Args []any  `json:"args"`
	Out  any    `json:"out"`
	Err  string `json:"err"`
}

func argStr(c *strCase, i int) string { return c.Args[i].(string) }

// argInt returns an int argument, or def for None.
func argInt(c *strCase, i int, def int) int {
	if c.Args[i] == nil {
		return def
	}
	return int(c.Args[i].(float64))
}

func argRune(c *strCase, i int) rune {
	r, _ := utf8.DecodeRuneInString(argStr(c, i))
	return r
}

// call runs the function a case names and returns its result in the
// shape json.Unmarshal gives CPython's.
func call(t *testing.T, c *strCase) (any, error) {
	s := c.S
	switch c.Fn {
	case "find":
		return Find(s, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "rfind":
		return RFind(s, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "index":
		return Index(s, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End))
	case "rindex":
		return RIndex(s, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End))
	case "count":
		return Count(s, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "startswith":
		return StartsWith(s, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "endswith":
		return EndsWith(s, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "replace":
		return Replace(s, argStr(c, 0), argStr(c, 1), argInt(c, 2, -1), -1)
	case "split":
		return Split(s, argStr(c, 0), argInt(c, 1, -1))
	case "rsplit":
		return RSplit(s, argStr(c, 0), argInt(c, 1, -1))
	case "splitn":
		return SplitWhitespace(s, argInt(c, 1, -1)), nil
	case "rsplitn":
		return RSplitWhitespace(s, argInt(c, 1, -1)), nil
	case "splitlines":
		return SplitLines(s, c.Args[0].(bool)), nil
	case "strip", "lstrip", "rstrip":
		if c.Args[0] == nil {
			return map[string]func(string) string{"strip": Strip, "lstrip": LStrip, "rstrip": RStrip}[c.Fn](s), nil
		}
		f := map[string]func(string, string) string{"strip": StripChars, "lstrip": LStripChars, "rstrip": RStripChars}[c.Fn]
		return f(s, argStr(c, 0)), nil
	case "partition", "rpartition":
		f := Partition
		if c.Fn == "rpartition" {
			f = RPartition
		}
		a, b, d, err := f(s, argStr(c, 0))
		return []string{a, b, d}, err
	case "center":
		return Center(s, argInt(c, 0, 0), argRune(c, 1), -1)
	case "ljust":
		return LJust(s, argInt(c, 0, 0), argRune(c, 1), -1)
	case "rjust":
		return RJust(s, argInt(c, 0, 0), argRune(c, 1), -1)
	case "zfill":
		return ZFill(s, argInt(c, 0, 0), -1)
	case "expandtabs":
		return ExpandTabs(s, argInt(c, 0, 8), -1)
	case "upper":
		return Upper(s), nil
	case "lower":
		return Lower(s), nil
	case "casefold":
		return CaseFold(s), nil
	case "title":
		return Title(s), nil
	case "capitalize":
		return Capitalize(s), nil
	case "swapcase":
		return SwapCase(s), nil
	case "isalpha":
		return IsAlpha(s), nil
	case "isdecimal":
		return IsDecimal(s), nil
	case "isdigit":
		return IsDigit(s), nil
	case "isnumeric":
		return IsNumeric(s), nil
	case "isalnum":
		return IsAlnum(s), nil
	case "isspace":
		return IsSpace(s), nil
	case "islower":
		return IsLower(s), nil
	case "isupper":
		return IsUpper(s), nil
	case "istitle":
		return IsTitle(s), nil
	case "isidentifier":
		return IsIdentifier(s), nil
	case "isprintable":
		return IsPrintable(s), nil
	case "isascii":
		return IsASCII(s), nil
	case "removeprefix":
		return RemovePrefix(s, argStr(c, 0)), nil
	case "removesuffix":
		return RemoveSuffix(s, argStr(c, 0)), nil
	case "len":
		return Len(s), nil
	case "translate":
		table := c.Args[0].(map[string]any)
		return Translate(s, func(r rune) (string, TranslateAction, error) {
			v, ok := table[strconv.Itoa(int(r))]
			switch {
			case !ok:
				return "", TranslateKeep, nil
			case v == nil:
				return "", TranslateDelete, nil
			}
			if f, isNum := v.(float64); isNum {
				return string(rune(int(f))), TranslateReplace, nil
			}
			return v.(string), TranslateReplace, nil
		}, -1)
	case "maketrans":
		entries, err := MakeTrans(s, argStr(c, 0), argStr(c, 1))
		if err != nil {
			return nil, err
		}
		// Insert in order into an ordered dict, as the caller would.
		var keys []rune
		vals := map[rune]any{}
		for _, e := range entries {
			if _, seen := vals[e.From]; !seen {
				keys = append(keys, e.From)
			}
			if e.Delete {
				vals[e.From] = nil
			} else {
				vals[e.From] = int(e.To)
			}
		}
		var items [][2]any
		for _, k := range keys {
			items = append(items, [2]any{int(k), vals[k]})
		}
		return items, nil
	case "classes":
		r, _ := utf8.DecodeRuneInString(s)
		b := make([]byte, 0, 11)
		for _, f := range []func(rune) bool{IsAlphaRune, IsDecimalRune, IsDigitRune, IsNumericRune, IsAlnumRune,
			IsSpaceRune, isLowerOnly, isUpperOnly, isTitleOnly, IsIDStartRune, IsPrintableRune} {
			if f(r) {
				b = append(b, '1')
			} else {
				b = append(b, '0')
			}
		}
		return string(b), nil
	case "cases":
		return []string{Upper(s), Lower(s), CaseFold(s), Title(s), SwapCase(s)}, nil
	}
	t.Fatalf("unknown fn %q", c.Fn)
	return nil, nil
}

// testIndexed is an Indexed with every code point's byte offset.
type testIndexed struct {
	s    string
	offs []int
}

func newTestIndexed(s string) *testIndexed {
	t := &testIndexed{s: s}
	for off := range s {
		t.offs = append(t.offs, off)
	}
	t.offs = append(t.offs, len(s))
	return t
}

func (t *testIndexed) String() string       { return t.s }
func (t *testIndexed) Len() int             { return len(t.offs) - 1 }
func (t *testIndexed) ByteOffset(i int) int { return t.offs[i] }

// callIndexed runs the Indexed variant of a search function, if any.
func callIndexed(c *strCase) (any, bool) {
	ix := newTestIndexed(c.S)
	switch c.Fn {
	case "find":
		return FindIndexed(ix, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), true
	case "rfind":
		return RFindIndexed(ix, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), true
	case "count":
		return CountIndexed(ix, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), true
	case "startswith":
		return StartsWithIndexed(ix, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), true
	case "endswith":
		return EndsWithIndexed(ix, argStr(c, 0), argInt(c, 1, 0), argInt(c, 2, End)), true
	}
	return nil, false
}

// isLowerOnly, isUpperOnly and isTitleOnly are str.islower(),
// str.isupper() and str.istitle() of a one-character string.
func isLowerOnly(r rune) bool { return IsLower(string(r)) }
func isUpperOnly(r rune) bool { return IsUpper(string(r)) }
func isTitleOnly(r rune) bool { return IsTitle(string(r)) }

func TestStrMethodsAgainstCPython(t *testing.T) {
	f, err := os.Open("testdata/str_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	counts := map[string]int{}
	failures := 0
	for sc.Scan() {
		var c strCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		counts[c.Fn]++
		got, err := call(t, &c)
		what := c.Fn + "(" + strconv.Quote(c.S) + ", " + strconv.Quote(string(mustJSON(c.Args))) + ")"
		if ix, ok := callIndexed(&c); ok && err == nil && !reflect.DeepEqual(ix, got) {
			t.Errorf("%s: Indexed variant gave %v, plain gave %v", what, ix, got)
		}
		ok := true
		switch {
		case c.Err != "":
			if err == nil || err.Error() != c.Err {
				t.Errorf("%s: got %v, %v; want error %s", what, got, err, c.Err)
				ok = false
			}
		case err != nil:
			t.Errorf("%s: unexpected error %v", what, err)
			ok = false
		default:
			var norm any
			_ = json.Unmarshal(mustJSON(got), &norm)
			if !reflect.DeepEqual(norm, c.Out) {
				t.Errorf("%s: got %s, want %s", what, mustJSON(got), mustJSON(c.Out))
				ok = false
			}
		}
		if !ok {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("CPython cases per function: %v", counts)
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func TestGrowingFunctionsRefuseBeforeAllocating(t *testing.T) {
	const limit = 1 << 16
	for name, f := range map[string]func() (string, error){
		"center":     func() (string, error) { return Center("x", 1<<40, '*', limit) },
		"ljust":      func() (string, error) { return LJust("x", 1<<62, '€', limit) },
		"zfill":      func() (string, error) { return ZFill("-1", 1<<40, limit) },
		"expandtabs": func() (string, error) { return ExpandTabs("\t\t", 1<<40, limit) },
		"replace":    func() (string, error) { return Replace("aaaa", "", "xxxxxxxxxxxxxxxxxxxxxxx", -1, 20) },
		"translate": func() (string, error) {
			return Translate("abcabc", func(rune) (string, TranslateAction, error) {
				return "0123456789", TranslateReplace, nil
			}, 25)
		},
	} {
		allocs := testing.AllocsPerRun(1, func() { _, _ = f() })
		_, err := f()
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("%s: got %v, want ErrTooLarge", name, err)
		}
		if allocs > 10 {
			t.Errorf("%s: %v allocations before refusing", name, allocs)
		}
	}
	if _, err := ExpandTabs("\t\t", End/2+10, -1); !errors.Is(err, ErrExpandTabsTooLong) {
		t.Errorf("expandtabs overflow: got %v", err)
	}
}

// TestCountWords checks the count str.split() charges for against the
// pieces it makes: ASCII and Unicode whitespace, stored surrogates (one
// non-space code point each) and invalid bytes, with and without maxsplit.
func TestCountWords(t *testing.T) {
	for _, s := range []string{
		"", " ", "a", " a ", "a b\tc\n", "  two  words  ", "\u3000x\u2028y\u0085z\u00a0",
		"\xed\xa0\x80", "a\xed\xa0\x80 \xed\xbf\xbfb", "\xed\xa0", "\xff \xfe", "é ü\u2003ß",
	} {
		for maxsplit := -1; maxsplit <= 3; maxsplit++ {
			if got, want := CountWords(s, maxsplit), len(SplitWhitespace(s, maxsplit)); got != want {
				t.Errorf("CountWords(%q, %d) = %d, SplitWhitespace makes %d pieces", s, maxsplit, got, want)
			}
		}
	}
}
