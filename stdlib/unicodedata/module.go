// Package unicodedata is krait's Python unicodedata module, matching
// CPython 3.11 (Unicode 14.0.0): the character properties come from
// tables generated from python3's own unicodedata (tables.go, made by
// gen_tables.py), names from golang.org/x/text/unicode/runenames (masked
// to the characters Unicode 14 assigns, with CPython's algorithmic CJK
// and Hangul names; CPython 3.11 gives Tangut ideographs no name) and normalization from golang.org/x/text/unicode/norm.
package unicodedata

import (
	"sort"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"

	"github.com/kraitpy/krait/py"
)

// runLookup returns the value of the run containing r.
func runLookup(starts []int32, r rune) int {
	return sort.Search(len(starts), func(i int) bool { return starts[i] > int32(r) }) - 1
}

// keyLookup finds r in sorted keys.
func keyLookup(keys []int32, r rune) (int, bool) {
	i := sort.Search(len(keys), func(i int) bool { return keys[i] >= int32(r) })
	return i, i < len(keys) && keys[i] == int32(r)
}

// Category returns the general category of r in Unicode 14.
func Category(r rune) string { return categoryNames[categoryValues[runLookup(categoryStarts, r)]] }

// Hangul syllable composition constants.
const (
	sBase  = 0xAC00
	sCount = 11172
	nCount = 588
	tCount = 28
)

var (
	jamoL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	jamoV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	jamoT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

// Name returns the Unicode 14 name of r, or "" when it has none.
func Name(r rune) string {
	if r < 0 || r > 0x10FFFF {
		return ""
	}
	cat := Category(r)
	if cat == "Cn" || cat == "Co" || cat == "Cs" || cat == "Cc" {
		return ""
	}
	if r >= sBase && r < sBase+sCount {
		s := int(r - sBase)
		return "HANGUL SYLLABLE " + jamoL[s/nCount] + jamoV[(s%nCount)/tCount] + jamoT[s%tCount]
	}
	n := runenames.Name(r)
	if strings.HasPrefix(n, "<") {
		switch {
		case strings.HasPrefix(n, "<CJK Ideograph"):
			return "CJK UNIFIED IDEOGRAPH-" + strings.ToUpper(strconv.FormatInt(int64(r), 16))
		}
		return ""
	}
	return n
}

// nameIndex maps names to code points; it is built once, on the first
// lookup() of any interpreter, and never changes afterwards.
var (
	nameIndexOnce sync.Once
	nameIndex     map[string]rune
)

func buildNameIndex() {
	idx := make(map[string]rune, 40000)
	for r := rune(0); r <= 0x10FFFF; r++ {
		if r >= sBase && r < sBase+sCount {
			continue
		}
		n := runenames.Name(r)
		if n == "" || strings.HasPrefix(n, "<") {
			continue
		}
		if Category(r) == "Cn" {
			continue
		}
		idx[n] = r
	}
	nameIndex = idx
}

// Lookup returns the code point named name (any case), with CPython's
// algorithmic names.
func Lookup(name string) (rune, bool) {
	// The algorithmic names match exactly (CPython compares them case
	// sensitively, with upper-case hex digits); the others in any case.
	if rest, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		for s := 0; s < sCount; s++ {
			if jamoL[s/nCount]+jamoV[(s%nCount)/tCount]+jamoT[s%tCount] == rest {
				return rune(sBase + s), true
			}
		}
		return 0, false
	}
	for _, prefix := range []string{"CJK UNIFIED IDEOGRAPH-"} {
		if hex, ok := strings.CutPrefix(name, prefix); ok {
			if len(hex) != 4 && len(hex) != 5 || strings.ToUpper(hex) != hex {
				return 0, false
			}
			v, err := strconv.ParseUint(hex, 16, 32)
			if err != nil {
				return 0, false
			}
			if Name(rune(v)) == prefix+strings.TrimLeft(hex, "0") || Name(rune(v)) == prefix+hex {
				return rune(v), true
			}
			return 0, false
		}
	}
	up := strings.ToUpper(name)
	if strings.HasPrefix(up, "HANGUL SYLLABLE ") || strings.HasPrefix(up, "CJK UNIFIED IDEOGRAPH-") {
		return 0, false
	}
	nameIndexOnce.Do(buildNameIndex)
	r, ok := nameIndex[up]
	return r, ok
}

// charArg checks that a function got one str of length 1.
func charArg(fname string, args []py.Value, kwargs []py.Kwarg, min, max int) (rune, error) {
	if len(kwargs) > 0 {
		return 0, py.NewTypeError("%s() takes no keyword arguments", fname)
	}
	if len(args) < min || len(args) > max {
		if min == max {
			return 0, py.NewTypeError("%s() takes exactly one argument (%d given)", fname, len(args))
		}
		if len(args) < min {
			return 0, py.NewTypeError("%s expected at least %d argument, got %d", fname, min, len(args))
		}
		return 0, py.NewTypeError("%s expected at most %d arguments, got %d", fname, max, len(args))
	}
	which := "argument"
	if max == 2 {
		which = "argument 1"
	}
	s, ok := args[0].(*py.Str)
	if !ok {
		return 0, py.NewTypeError("%s() %s must be a unicode character, not %s", fname, which, args[0].Type().Name)
	}
	if r, ok := loneSurrogate(s.String()); ok {
		return r, nil
	}
	rs := []rune(s.String())
	if len(rs) != 1 {
		return 0, py.NewTypeError("%s() %s must be a unicode character, not str", fname, which)
	}
	return rs[0], nil
}

// loneSurrogate decodes a string holding one lone surrogate, which krait
// keeps as its 3-byte generalized UTF-8 form (0xED 0xA0..0xBF 0x80..0xBF).
func loneSurrogate(s string) (rune, bool) {
	if len(s) == 3 && s[0] == 0xed && s[1] >= 0xa0 && s[1] <= 0xbf && s[2] >= 0x80 && s[2] <= 0xbf {
		return 0xd000 | rune(s[1]&0x3f)<<6 | rune(s[2]&0x3f), true
	}
	return 0, false
}

// Load creates a fresh unicodedata module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("unicodedata")
	d := mod.Dict
	simple := map[string]func(r rune) py.Value{
		"category": func(r rune) py.Value { return py.NewStr(Category(r)) },
		"bidirectional": func(r rune) py.Value {
			return py.NewStr(bidirectionalNames[bidirectionalValues[runLookup(bidirectionalStarts, r)]])
		},
		"east_asian_width": func(r rune) py.Value {
			return py.NewStr(eastAsianWidthNames[eastAsianWidthValues[runLookup(eastAsianWidthStarts, r)]])
		},
		"combining": func(r rune) py.Value { return py.NewInt(int64(combiningValues[runLookup(combiningStarts, r)])) },
		"mirrored":  func(r rune) py.Value { return py.NewInt(int64(mirroredValues[runLookup(mirroredStarts, r)])) },
		"decomposition": func(r rune) py.Value {
			if i, ok := keyLookup(decompKeys, r); ok {
				return py.NewStr(decompValues[i])
			}
			return py.NewStr("")
		},
	}
	for name, f := range simple {
		name, f := name, f
		d.SetStr(name, py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := charArg(name, args, kwargs, 1, 1)
			if err != nil {
				return nil, err
			}
			return f(r), nil
		}))
	}
	valued := []struct {
		name, msg string
		get       func(r rune) (py.Value, bool)
	}{
		{"decimal", "not a decimal", func(r rune) (py.Value, bool) {
			if i, ok := keyLookup(decimalKeys, r); ok {
				return py.NewInt(int64(decimalValues[i])), true
			}
			return nil, false
		}},
		{"digit", "not a digit", func(r rune) (py.Value, bool) {
			if i, ok := keyLookup(digitKeys, r); ok {
				return py.NewInt(int64(digitValues[i])), true
			}
			return nil, false
		}},
		{"numeric", "not a numeric character", func(r rune) (py.Value, bool) {
			if i, ok := keyLookup(numericKeys, r); ok {
				return py.Float(numericValues[i]), true
			}
			return nil, false
		}},
		{"name", "no such name", func(r rune) (py.Value, bool) {
			if n := Name(r); n != "" {
				return py.NewStr(n), true
			}
			return nil, false
		}},
	}
	for _, v := range valued {
		v := v
		d.SetStr(v.name, py.NewBuiltin(v.name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := charArg(v.name, args, kwargs, 1, 2)
			if err != nil {
				return nil, err
			}
			if val, ok := v.get(r); ok {
				return val, nil
			}
			if len(args) == 2 {
				return args[1], nil
			}
			return nil, py.NewValueError("%s", v.msg)
		}))
	}
	d.SetStr("lookup", py.NewBuiltin("lookup", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("lookup()", args, kwargs); err != nil {
			return nil, err
		}
		var name string
		switch s := args[0].(type) {
		case *py.Str:
			name = s.String()
		case *py.Bytes:
			name = s.String()
		default:
			return nil, py.NewTypeError("a bytes-like object is required, not '%s'", args[0].Type().Name)
		}
		if err := t.Charge(int64(len(name)) + 1); err != nil {
			return nil, err
		}
		r, ok := Lookup(name)
		if !ok {
			return nil, py.NewKeyError(py.NewStr("undefined character name '" + name + "'"))
		}
		return py.NewStr(string(r)), nil
	}))
	forms := map[string]norm.Form{"NFC": norm.NFC, "NFD": norm.NFD, "NFKC": norm.NFKC, "NFKD": norm.NFKD}
	normArgs := func(fname string, args []py.Value, kwargs []py.Kwarg) (norm.Form, string, error) {
		if len(kwargs) > 0 {
			return 0, "", py.NewTypeError("%s() takes no keyword arguments", fname)
		}
		if len(args) != 2 {
			return 0, "", py.NewTypeError("%s expected 2 arguments, got %d", fname, len(args))
		}
		fs, ok := args[0].(*py.Str)
		if !ok {
			return 0, "", py.NewTypeError("%s() argument 1 must be str, not %s", fname, args[0].Type().Name)
		}
		s, ok := args[1].(*py.Str)
		if !ok {
			return 0, "", py.NewTypeError("%s() argument 2 must be str, not %s", fname, args[1].Type().Name)
		}
		f, ok := forms[fs.String()]
		if !ok {
			return 0, "", py.NewValueError("invalid normalization form")
		}
		return f, s.String(), nil
	}
	d.SetStr("normalize", py.NewBuiltin("normalize", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		f, s, err := normArgs("normalize", args, kwargs)
		if err != nil {
			return nil, err
		}
		if err := t.Charge(int64(len(s))/4 + 1); err != nil {
			return nil, err
		}
		// NFKD/NFKC can grow a string up to 18 times.
		if err := t.CheckAlloc(int64(len(s)) * 18); err != nil {
			return nil, err
		}
		return py.NewStr(f.String(s)), nil
	}))
	d.SetStr("is_normalized", py.NewBuiltin("is_normalized", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		f, s, err := normArgs("is_normalized", args, kwargs)
		if err != nil {
			return nil, err
		}
		if err := t.Charge(int64(len(s))/4 + 1); err != nil {
			return nil, err
		}
		return py.NewBool(f.IsNormalString(s)), nil
	}))
	d.SetStr("unidata_version", py.NewStr(unidataVersion))
	if err := addUCD(t, d); err != nil {
		return nil, err
	}
	return mod, nil
}
