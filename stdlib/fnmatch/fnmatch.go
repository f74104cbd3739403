// Package fnmatch implements Python's fnmatch for krait: shell-style
// patterns (* ? [seq] [!seq]) matched as CPython's translate() regex
// matches them (POSIX: no case folding), and translate() itself with
// CPython's exact output.
package fnmatch

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// Load creates a fresh fnmatch module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("fnmatch")
	mod.Dict.SetStr("fnmatch", py.NewBuiltin("fnmatch", matchFn("fnmatch")))
	mod.Dict.SetStr("fnmatchcase", py.NewBuiltin("fnmatchcase", matchFn("fnmatchcase")))
	mod.Dict.SetStr("filter", py.NewBuiltin("filter", filter))
	mod.Dict.SetStr("translate", py.NewBuiltin("translate", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var pv py.Value
		if err := py.UnpackArgs("translate", args, kwargs, []string{"pat"}, 1, &pv); err != nil {
			return nil, err
		}
		p, ok := pv.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("object of type '%s' has no len()", py.TypeName(pv))
		}
		s, _, err := translate(t, p.String())
		if err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	}))
	py.MarkWalkable(mod) // its functions close over names only
	return mod, nil
}

// pathStr is os.path.normcase's argument check on POSIX.
func pathStr(v py.Value) (string, error) {
	s, ok := v.(*py.Str)
	if !ok {
		return "", py.NewTypeError("expected str, bytes or os.PathLike object, not %s", py.TypeName(v))
	}
	return s.String(), nil
}

func matchFn(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var nv, pv py.Value
		if err := py.UnpackArgs(name, args, kwargs, []string{"name", "pat"}, 2, &nv, &pv); err != nil {
			return nil, err
		}
		n, err := pathStr(nv)
		if err != nil {
			return nil, err
		}
		p, err := pathStr(pv)
		if err != nil {
			return nil, err
		}
		_, toks, err := translate(t, p)
		if err != nil {
			return nil, err
		}
		ok, err := match(t, toks, []rune(n))
		return py.NewBool(ok), err
	}
}

func filter(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var names, pv py.Value
	if err := py.UnpackArgs("filter", args, kwargs, []string{"names", "pat"}, 2, &names, &pv); err != nil {
		return nil, err
	}
	p, err := pathStr(pv)
	if err != nil {
		return nil, err
	}
	_, toks, err := translate(t, p)
	if err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, names)
	if err != nil {
		return nil, err
	}
	var out []py.Value
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return py.NewList(out), nil
		}
		s, err := pathStr(v)
		if err != nil {
			return nil, err
		}
		if ok, err := match(t, toks, []rune(s)); err != nil {
			return nil, err
		} else if ok {
			if err := t.Alloc(16); err != nil { // the slot (names may be endless)
				return nil, err
			}
			out = append(out, v) //krait:alloc-ok charged 16 bytes per item just above
		}
	}
}

// token kinds.
const (
	tokLit = iota
	tokAny
	tokStar
	tokClass
	tokNever
)

type token struct {
	kind   int
	lit    rune
	negate bool
	ranges [][2]rune
}

// regexEscape is re.escape for one character.
func regexEscape(c rune) string {
	if strings.ContainsRune("()[]{}?*+-|^$\\.&~# \t\n\r\v\f", c) {
		return "\\" + string(c)
	}
	return string(c)
}

// translateBytesPerChar bounds what translate makes per character of the
// pattern: its rune, a piece (regex text and token) and the token kept.
const translateBytesPerChar = 160

// translate is fnmatch.translate(pat), returning CPython's regex and
// the tokens match uses. The pattern is the program's: its translation is
// checked against the memory budget first.
func translate(t *py.Thread, pat string) (string, []token, error) {
	if err := t.CheckAlloc(int64(len(pat)) * translateBytesPerChar); err != nil {
		return "", nil, err
	}
	p := []rune(pat)
	type piece struct {
		star bool
		re   string
		tok  token
	}
	i, n := 0, len(p)
	// At most one piece per character, charged with the check above:
	// sized once, not grown by doubling (a million-character pattern
	// copied its pieces ~20 times).
	res := make([]piece, 0, n) //krait:alloc-ok one piece per character, within translateBytesPerChar checked above
	// p[closeless:] holds no ']': a '[' whose search starts there has no
	// end, without scanning again. CPython scans to the end for each '['
	// (quadratic: '[' * 10**6 ran past every time limit here).
	closeless := n
	for i < n {
		c := p[i]
		i++
		switch c {
		case '*':
			if len(res) == 0 || !res[len(res)-1].star {
				res = append(res, piece{star: true, tok: token{kind: tokStar}})
			}
		case '?':
			res = append(res, piece{re: ".", tok: token{kind: tokAny}})
		case '[':
			j := i
			if j < n && p[j] == '!' {
				j++
			}
			if j < n && p[j] == ']' {
				j++
			}
			from := j
			for j < n && p[j] != ']' {
				if j >= closeless {
					j = n
					break
				}
				j++
			}
			if j >= n {
				closeless = min(closeless, from)
				res = append(res, piece{re: "\\[", tok: token{kind: tokLit, lit: '['}})
				continue
			}
			stuff := classStuff(p, i, j)
			i = j + 1
			switch {
			case stuff == "":
				res = append(res, piece{re: "(?!)", tok: token{kind: tokNever}})
			case stuff == "!":
				res = append(res, piece{re: ".", tok: token{kind: tokAny}})
			default:
				if stuff[0] == '!' {
					stuff = "^" + stuff[1:]
				} else if stuff[0] == '^' || stuff[0] == '[' {
					stuff = "\\" + stuff
				}
				res = append(res, piece{re: "[" + stuff + "]", tok: parseClass(stuff)})
			}
		default:
			res = append(res, piece{re: regexEscape(c), tok: token{kind: tokLit, lit: c}})
		}
	}
	var b strings.Builder
	toks := make([]token, 0, len(res)) //krait:alloc-ok one token per piece, within translateBytesPerChar checked above
	k := 0
	for k < len(res) && !res[k].star {
		b.WriteString(res[k].re)
		toks = append(toks, res[k].tok)
		k++
	}
	for k < len(res) {
		k++ // the star
		toks = append(toks, token{kind: tokStar})
		if k == len(res) {
			b.WriteString(".*")
			break
		}
		var fixed strings.Builder
		for k < len(res) && !res[k].star {
			fixed.WriteString(res[k].re)
			toks = append(toks, res[k].tok)
			k++
		}
		if k == len(res) {
			b.WriteString(".*" + fixed.String())
		} else {
			b.WriteString("(?>.*?" + fixed.String() + ")")
		}
	}
	return "(?s:" + b.String() + ")\\Z", toks, nil
}

// classStuff is translate's handling of a [...] body p[i:j]: escaped
// backslashes and hyphens, ranges joined by '-', empty ranges dropped,
// and &~| escaped.
func classStuff(p []rune, i, j int) string {
	stuff := string(p[i:j])
	if !strings.Contains(stuff, "-") {
		stuff = strings.ReplaceAll(stuff, "\\", "\\\\")
	} else {
		var chunks []string
		k := i + 1
		if p[i] == '!' {
			k = i + 2
		}
		for {
			f := -1
			for q := k; q < j; q++ {
				if p[q] == '-' {
					f = q
					break
				}
			}
			if f < 0 {
				break
			}
			chunks = append(chunks, string(p[i:f])) //krait:alloc-ok called by translate, which checked translateBytesPerChar per pattern character
			i = f + 1
			k = f + 3
		}
		if chunk := string(p[i:j]); chunk != "" {
			chunks = append(chunks, chunk)
		} else {
			chunks[len(chunks)-1] += "-"
		}
		for k := len(chunks) - 1; k > 0; k-- {
			prev, cur := []rune(chunks[k-1]), []rune(chunks[k])
			if prev[len(prev)-1] > cur[0] {
				chunks[k-1] = string(prev[:len(prev)-1]) + string(cur[1:])
				chunks = append(chunks[:k], chunks[k+1:]...) //krait:alloc-ok in place: removes one chunk (no growth)
			}
		}
		for x, s := range chunks {
			chunks[x] = strings.ReplaceAll(strings.ReplaceAll(s, "\\", "\\\\"), "-", "\\-")
		}
		stuff = strings.Join(chunks, "-")
	}
	var b strings.Builder
	for _, c := range stuff {
		if c == '&' || c == '~' || c == '|' {
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// parseClass reads the regex class body translate built.
func parseClass(stuff string) token {
	tk := token{kind: tokClass}
	r := []rune(stuff)
	if len(r) > 0 && r[0] == '^' {
		tk.negate = true
		r = r[1:]
	}
	next := func(q int) (rune, int) {
		if r[q] == '\\' && q+1 < len(r) {
			return r[q+1], q + 2
		}
		return r[q], q + 1
	}
	for q := 0; q < len(r); {
		lo, q2 := next(q)
		hi := lo
		if q2 < len(r) && r[q2] == '-' && q2+1 < len(r) {
			hi, q2 = next(q2 + 1)
		}
		tk.ranges = append(tk.ranges, [2]rune{lo, hi}) //krait:alloc-ok called by translate, which checked translateBytesPerChar per pattern character
		q = q2
	}
	return tk
}

// one reports whether a non-star token matches c.
func (tk token) one(c rune) bool {
	switch tk.kind {
	case tokLit:
		return tk.lit == c
	case tokAny:
		return true
	case tokClass:
		in := false
		for _, rg := range tk.ranges {
			if c >= rg[0] && c <= rg[1] {
				in = true
				break
			}
		}
		return in != tk.negate
	}
	return false
}

// match is the classic glob match with backtracking to the last star.
func match(t *py.Thread, toks []token, s []rune) (bool, error) {
	ti, si := 0, 0
	starT, starS := -1, 0
	for si < len(s) {
		if err := t.Tick(); err != nil {
			return false, err
		}
		switch {
		case ti < len(toks) && toks[ti].kind == tokStar:
			starT, starS = ti, si
			ti++
		case ti < len(toks) && toks[ti].one(s[si]):
			ti++
			si++
		case starT >= 0:
			ti = starT + 1
			starS++
			si = starS
		default:
			return false, nil
		}
	}
	for ti < len(toks) && toks[ti].kind == tokStar {
		ti++
	}
	return ti == len(toks), nil
}
