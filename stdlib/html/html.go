// Package html implements Python's html module for krait: escape and
// unescape (HTML5 named and numeric character references, with
// CPython's tables, generated from python3 into entities_data.go).
package html

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/py"
)

// Load creates a fresh html module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("html")
	mod.Dict.SetStr("escape", py.NewBuiltin("escape", escape))
	mod.Dict.SetStr("unescape", py.NewBuiltin("unescape", unescape))
	return mod, nil
}

// strArg reads a str argument, with the message CPython's str methods
// give for other types.
func strArg(v py.Value, method string) (string, error) {
	s, ok := v.(*py.Str)
	if !ok {
		return "", py.NewAttributeError("'%s' object has no attribute '%s'", py.TypeName(v), method)
	}
	return s.String(), nil
}

// escape is html.escape(s, quote=True).
func escape(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var sv py.Value
	var quote py.Value = py.True
	if err := py.UnpackArgs("escape", args, kwargs, []string{"s", "quote"}, 1, &sv, &quote); err != nil {
		return nil, err
	}
	s, err := strArg(sv, "replace")
	if err != nil {
		return nil, err
	}
	q, err := py.Truth(t, quote)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(s))); err != nil {
		return nil, err
	}
	if !strings.ContainsAny(s, `&<>"'`) {
		return sv, nil
	}
	// Up to 6x the text (&quot;): measured and charged before it is made.
	out, err := t.EscapeText("", s, "", true, func(dst []byte, p string) []byte {
		return appendEscaped(dst, p, q)
	})
	if err != nil {
		return nil, err
	}
	return py.NewStr(out), nil
}

// appendEscaped appends s with &, < and > (and both quotes when quote is
// set) replaced by their character references, as html.escape does.
func appendEscaped(dst []byte, s string, quote bool) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		var ref string
		switch {
		case c == '&':
			ref = "&amp;"
		case c == '<':
			ref = "&lt;"
		case c == '>':
			ref = "&gt;"
		case c == '"' && quote:
			ref = "&quot;"
		case c == '\'' && quote:
			ref = "&#x27;"
		}
		if ref == "" {
			dst = append(dst, c) //krait:alloc-ok into the buffer EscapeText measured and charged
		} else {
			dst = append(dst, ref...) //krait:alloc-ok into the buffer EscapeText measured and charged
		}
	}
	return dst
}

// unescape is html.unescape(s): every character reference (the
// pattern CPython's _charref matches) replaced as _replace_charref does.
func unescape(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("unescape", args, kwargs); err != nil {
		return nil, err
	}
	s, err := strArg(args[0], "__contains__")
	if err != nil {
		return nil, err
	}
	if !strings.Contains(s, "&") {
		return args[0], nil
	}
	if err := t.Charge(int64(len(s))); err != nil {
		return nil, err
	}
	var b strings.Builder
	i := 0
	for i < len(s) {
		if s[i] != '&' {
			b.WriteByte(s[i])
			i++
			continue
		}
		ref, n := matchCharref(s[i+1:])
		if n == 0 {
			b.WriteByte('&')
			i++
			continue
		}
		b.WriteString(replaceCharref(ref))
		i += 1 + n
	}
	if err := t.Alloc(int64(b.Len())); err != nil {
		return nil, err
	}
	return py.NewStr(b.String()), nil
}

// matchCharref matches what follows an '&' against
// #[0-9]+;? | #[xX][0-9a-fA-F]+;? | [^\t\n\f <&#;]{1,32};?
// returning the group and its length (0: no match).
func matchCharref(s string) (string, int) {
	if strings.HasPrefix(s, "#") {
		j := 1
		hex := false
		if len(s) > 1 && (s[1] == 'x' || s[1] == 'X') {
			hex = true
			j = 2
		}
		k := j
		for k < len(s) && (s[k] >= '0' && s[k] <= '9' || hex && (s[k] >= 'a' && s[k] <= 'f' || s[k] >= 'A' && s[k] <= 'F')) {
			k++
		}
		if k == j {
			// '#' or '#x' without digits: the named form cannot start
			// with '#' either.
			return "", 0
		}
		if k < len(s) && s[k] == ';' {
			k++
		}
		return s[:k], k
	}
	k, chars := 0, 0
	for k < len(s) && chars < 32 {
		r, size := utf8.DecodeRuneInString(s[k:])
		if r == '\t' || r == '\n' || r == '\f' || r == ' ' || r == '<' || r == '&' || r == '#' || r == ';' {
			break
		}
		k += size
		chars++
	}
	if k == 0 {
		return "", 0
	}
	if k < len(s) && s[k] == ';' {
		k++
	}
	return s[:k], k
}

// replaceCharref is CPython's _replace_charref for one matched group.
func replaceCharref(s string) string {
	if s[0] == '#' {
		digits := strings.TrimRight(s[1:], ";")
		base := 10
		if digits[0] == 'x' || digits[0] == 'X' {
			digits, base = digits[1:], 16
		}
		num, err := strconv.ParseInt(digits, base, 64)
		if err != nil || num > 0x10FFFF {
			// Too large for int64 or for Unicode: CPython's chr() is
			// never reached for these.
			return "\uFFFD"
		}
		if r, ok := invalidCharrefs[int(num)]; ok {
			return r
		}
		if num >= 0xD800 && num <= 0xDFFF {
			return "\uFFFD"
		}
		if invalidCodepoints[int(num)] {
			return ""
		}
		return string(rune(num))
	}
	if r, ok := html5[s]; ok {
		return r
	}
	// The longest entity name that prefixes s (names without ';' exist
	// for the legacy entities).
	runes := []rune(s)
	for x := len(runes) - 1; x > 1; x-- {
		if r, ok := html5[string(runes[:x])]; ok {
			return r + string(runes[x:])
		}
	}
	return "&" + s
}
