package re

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// patState is the Go part of a re.Pattern instance.
type patState struct {
	p   *Pattern
	src py.Value // the pattern as given: str or bytes
}

// Type implements py.Value.
func (*patState) Type() *py.Type { return opaque }

// isPatState reports whether an instance's Go part is a pattern's.
func isPatState(v py.Value) bool {
	_, ok := v.(*patState)
	return ok
}

// patOf returns the state of a Pattern instance.
func patOf(v py.Value) (*patState, error) {
	if in, ok := v.(*py.Instance); ok {
		if ps, ok := in.Base.(*patState); ok {
			return ps, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 're.Pattern' object but received a '%s'", v.Type().Name)
}

// subject is the string a matching operation runs on: its code points
// (one per byte for bytes) for the engine and, for an ASCII str, the Go
// string, whose slices are group texts without re-encoding.
type subject struct {
	runes   []rune  // nil for an ASCII str until codePoints
	src     *py.Str // the str argument
	cache   *runeCache
	str     string // the ASCII str when isASCII
	isASCII bool
	isBytes bool
}

// codePoints returns the subject's code points, converting an ASCII str
// on first use.
func (s *subject) codePoints() []rune {
	if s.runes == nil && s.src != nil {
		s.runes = s.cache.get(s.src)
	}
	return s.runes
}

// len returns the subject's length in code points.
func (s *subject) len() int {
	if s.isASCII {
		return len(s.str)
	}
	return len(s.runes)
}

// text makes the str (or bytes) value of the subject's [a:b].
func (s *subject) text(a, b int) py.Value {
	if s.isASCII {
		return py.NewStr(s.str[a:b])
	}
	return text(s.runes, a, b, s.isBytes)
}

// runeCacheSize is how many str arguments keep their code points: a loop
// running several patterns over each string converts it once.
const runeCacheSize = 4

// runeCacheMax is the longest str (in bytes) whose code points are kept.
const runeCacheMax = 1 << 20

// runeCache remembers the code points of the last str arguments (strs
// are immutable, so a *py.Str always has the same ones).
type runeCache struct {
	strs  [runeCacheSize]*py.Str
	runes [runeCacheSize][]rune
	next  int
}

// get returns the code points of s, converting it on a miss.
func (c *runeCache) get(s *py.Str) []rune {
	for i, k := range c.strs {
		if k == s {
			return c.runes[i]
		}
	}
	str := s.String()
	var rs []rune
	if s.IsASCII() {
		rs = make([]rune, len(str)) //krait:alloc-ok 4 bytes per byte of the subject: inputOf checks 4*len(str) first (CheckAlloc)
		for i := 0; i < len(str); i++ {
			rs[i] = rune(str[i])
		}
	} else {
		rs = []rune(str)
	}
	if len(str) <= runeCacheMax {
		c.strs[c.next], c.runes[c.next] = s, rs
		c.next = (c.next + 1) % runeCacheSize
	}
	return rs
}

// inputOf converts the string argument of a match to a subject, checking
// it against the pattern's kind.
func (m *module) inputOf(t *py.Thread, ps *patState, v py.Value) (subject, error) {
	switch s := v.(type) {
	case *py.Str:
		if ps.p.IsBytes() {
			return subject{}, py.NewTypeError("cannot use a bytes pattern on a string-like object")
		}
		str := s.String()
		if err := t.Charge(int64(len(str))/16 + 1); err != nil {
			return subject{}, err
		}
		if err := t.CheckAlloc(int64(len(str)) * 4); err != nil {
			return subject{}, err
		}
		if s.IsASCII() {
			// Converted when an operation needs code points: the
			// simple-pattern matcher reads the string itself.
			return subject{src: s, str: str, isASCII: true, cache: &m.state(t).runes}, nil
		}
		return subject{runes: m.state(t).runes.get(s), src: s}, nil
	case *py.Bytes, *py.ByteArray:
		if !ps.p.IsBytes() {
			return subject{}, py.NewTypeError("cannot use a string pattern on a bytes-like object")
		}
		var b []byte
		if x, ok := s.(*py.Bytes); ok {
			b = []byte(x.String())
		} else {
			b = s.(*py.ByteArray).Bytes()
		}
		if err := t.Charge(int64(len(b))/16 + 1); err != nil {
			return subject{}, err
		}
		if err := t.CheckAlloc(int64(len(b)) * 4); err != nil {
			return subject{}, err
		}
		return subject{runes: BytesToRunes(b), isBytes: true}, nil
	case *py.Instance:
		if s.Base != nil {
			return m.inputOf(t, ps, s.Base)
		}
	}
	return subject{}, py.NewTypeError("expected string or bytes-like object, got '%s'", v.Type().Name)
}

// text makes the str (or bytes) value of input[a:b].
func text(input []rune, a, b int, isBytes bool) py.Value {
	if isBytes {
		buf := make([]byte, b-a) //krait:alloc-ok a slice of an input that exists: one byte per rune
		for i, r := range input[a:b] {
			buf[i] = byte(r)
		}
		return py.NewBytes(string(buf))
	}
	return py.NewStr(string(input[a:b]))
}

// posArgs normalises pos and endpos as sre does: clamped to [0, n].
func posArgs(t *py.Thread, n int, pos, endpos py.Value) (int, int, error) {
	p, e := 0, n
	if pos != nil {
		v, err := py.Index(t, pos)
		if err != nil {
			return 0, 0, err
		}
		p = clamp(v, n)
	}
	if endpos != nil {
		v, err := py.Index(t, endpos)
		if err != nil {
			return 0, 0, err
		}
		e = clamp(v, n)
	}
	return p, e, nil
}

func clamp(v int64, n int) int {
	switch {
	case v < 0:
		return 0
	case v > int64(n):
		return n
	}
	return int(v)
}

// newPatternClass creates re.Pattern.
func (m *module) newPatternClass(t *py.Thread) (*py.Type, error) {
	searchOp := func(name string) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var s, pos, endpos py.Value
			if err := py.UnpackArgs(name, args, kwargs, []string{"string", "pos", "endpos"}, 1, &s, &pos, &endpos); err != nil {
				return nil, err
			}
			return m.searchOp(t, name, self, s, pos, endpos)
		}
	}
	methods := []method{
		{"match", searchOp("match")},
		{"fullmatch", searchOp("fullmatch")},
		{"search", searchOp("search")},
		{"findall", searchOp("findall")},
		{"finditer", searchOp("finditer")},
		{"split", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var s, maxsplit py.Value
			if err := py.UnpackArgs("split", args, kwargs, []string{"string", "maxsplit"}, 1, &s, &maxsplit); err != nil {
				return nil, err
			}
			return m.split(t, self, s, maxsplit)
		}},
		{"sub", m.subMethod("sub")},
		{"subn", m.subMethod("subn")},
		{"__repr__", patternRepr},
		{"__eq__", patternEq},
		{"__hash__", patternHash},
		{"__copy__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}},
		{"__deepcopy__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}},
	}
	attrs := map[string]py.Value{
		"__new__": noNew("re.Pattern"),
		"pattern": property("pattern", func(t *py.Thread, self py.Value) (py.Value, error) {
			ps, err := patOf(self)
			if err != nil {
				return nil, err
			}
			return ps.src, nil
		}),
		"flags": property("flags", func(t *py.Thread, self py.Value) (py.Value, error) {
			ps, err := patOf(self)
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(ps.p.Flags())), nil
		}),
		"groups": property("groups", func(t *py.Thread, self py.Value) (py.Value, error) {
			ps, err := patOf(self)
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(ps.p.Groups())), nil
		}),
		"groupindex": property("groupindex", func(t *py.Thread, self py.Value) (py.Value, error) {
			ps, err := patOf(self)
			if err != nil {
				return nil, err
			}
			d := py.NewDict()
			for _, g := range ps.p.GroupIndex() {
				if err := d.Set(t, py.NewStr(g.Name), py.NewInt(int64(g.Index))); err != nil {
					return nil, err
				}
			}
			return d, nil
		}),
	}
	cls, err := newClass(t, "Pattern", []*py.Type{py.ObjectType}, methods, attrs)
	if err != nil {
		return nil, err
	}
	cls.TpName = "re.Pattern" // a C type in CPython: errors name it so
	return cls, nil
}

// searchOp runs match, fullmatch, search, findall or finditer.
func (m *module) searchOp(t *py.Thread, name string, self, s, pos, endpos py.Value) (py.Value, error) {
	ps, err := patOf(self)
	if err != nil {
		return nil, err
	}
	in, err := m.inputOf(t, ps, s)
	if err != nil {
		return nil, err
	}
	p, e, err := posArgs(t, in.len(), pos, endpos)
	if err != nil {
		return nil, err
	}
	lim := m.limits(t)
	switch name {
	case "findall":
		input := in.codePoints()
		if e < p {
			return py.NewList(nil), nil
		}
		spans, err := ps.p.FindAll(input, p, e, lim)
		if err != nil {
			return nil, m.matchError(t, err)
		}
		return findallResult(t, spans, &in)
	case "finditer":
		if e < p {
			e = p
		}
		it := ps.p.Finditer(in.codePoints(), p, e, m.limitsFor(t))
		return &matchIter{m: m, it: it, pat: self, str: s, in: in, t: t}, nil
	}
	// posArgs clamped p and e as Search, MatchAt and FullMatch do; the
	// match goes to scratch storage, which newMatch copies.
	var mt *Match
	var scratch Match
	if e >= p {
		md := modeSearch
		switch name {
		case "match":
			md = modeMatch
		case "fullmatch":
			md = modeFull
		}
		if in.isASCII && ps.p.fast != nil {
			mt, err = ps.p.runASCII(md, in.str, p, e, lim, &scratch)
		} else {
			mt, err = ps.p.run(md, in.codePoints(), p, e, lim, &scratch)
		}
	}
	if err != nil {
		return nil, m.matchError(t, err)
	}
	if mt == nil {
		return py.None, nil
	}
	return m.newMatch(t, mt, self, s, &in)
}

// findallResult builds findall's list: strings, or tuples of groups.
func findallResult(t *py.Thread, spans [][]Span, in *subject) (py.Value, error) {
	if err := t.Alloc(int64(len(spans)) * 48); err != nil {
		return nil, err
	}
	empty := in.text(0, 0)
	out := make([]py.Value, len(spans))
	for i, groups := range spans {
		vals := make([]py.Value, len(groups))
		for j, sp := range groups {
			if sp.Valid() {
				vals[j] = in.text(sp.Start, sp.End)
			} else {
				vals[j] = empty
			}
		}
		if len(vals) == 1 {
			out[i] = vals[0]
		} else {
			out[i] = py.NewTuple(vals)
		}
	}
	return py.NewList(out), nil
}

// matchIter is the iterator finditer returns.
type matchIter struct {
	m    *module
	it   *Iterator
	pat  py.Value
	str  py.Value
	in   subject
	t    *py.Thread
	done bool
}

// matchIterType is the type of finditer's iterators.
var matchIterType = py.NewBuiltinType("callable_iterator", nil)

// Type implements py.Value.
func (*matchIter) Type() *py.Type { return matchIterType }

// Next implements py.Iterator.
func (mi *matchIter) Next(t *py.Thread) (py.Value, error) {
	if mi.done {
		return nil, nil
	}
	var scratch Match
	mt, err := mi.it.next(&scratch)
	if err != nil {
		mi.done = true
		return nil, mi.m.matchError(t, err)
	}
	if mt == nil {
		mi.done = true
		return nil, nil
	}
	return mi.m.newMatch(t, mt, mi.pat, mi.str, &mi.in)
}

// split is Pattern.split(string, maxsplit=0).
func (m *module) split(t *py.Thread, self, s, maxsplit py.Value) (py.Value, error) {
	ps, err := patOf(self)
	if err != nil {
		return nil, err
	}
	in, err := m.inputOf(t, ps, s)
	if err != nil {
		return nil, err
	}
	max := int64(0)
	if maxsplit != nil {
		if max, err = py.Index(t, maxsplit); err != nil {
			return nil, err
		}
	}
	if max < 0 {
		return py.NewList([]py.Value{s}), nil
	}
	if max > math.MaxInt32 {
		max = 0
	}
	spans, err := ps.p.Split(in.codePoints(), int(max), m.limits(t))
	if err != nil {
		return nil, m.matchError(t, err)
	}
	if err := t.Alloc(int64(len(spans)) * 48); err != nil {
		return nil, err
	}
	out := make([]py.Value, len(spans))
	for i, sp := range spans {
		if sp.Valid() {
			out[i] = in.text(sp.Start, sp.End)
		} else {
			out[i] = py.None
		}
	}
	return py.NewList(out), nil
}

// subMethod makes Pattern.sub and Pattern.subn.
func (m *module) subMethod(name string) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var repl, s, count py.Value
		if err := py.UnpackArgs(name, args, kwargs, []string{"repl", "string", "count"}, 2, &repl, &s, &count); err != nil {
			return nil, err
		}
		return m.sub(t, name == "subn", self, repl, s, count)
	}
}

// sub substitutes repl (a template or a function of the match) into
// string.
func (m *module) sub(t *py.Thread, subn bool, self, repl, s, count py.Value) (py.Value, error) {
	ps, err := patOf(self)
	if err != nil {
		return nil, err
	}
	in, err := m.inputOf(t, ps, s)
	if err != nil {
		return nil, err
	}
	input := in.codePoints()
	n := int64(0)
	if count != nil {
		if n, err = py.Index(t, count); err != nil {
			return nil, err
		}
	}
	if n < 0 {
		n = 0
		// CPython substitutes nothing for a negative count.
		if subn {
			return py.NewTuple([]py.Value{s, py.NewInt(0)}), nil
		}
		return s, nil
	}
	if n > math.MaxInt32 {
		n = 0
	}
	isBytes := ps.p.IsBytes()
	var replacer Replacer
	var tmplRepl *Template
	// CPython joins the pieces (the text between matches and each
	// replacement) at the end; a replacement of the wrong type fails that
	// join with the index of its piece, after every match was replaced.
	pieces, last, bad := 0, 0, error(nil)
	piece := func(mt *Match, r py.Value) []rune {
		if st, _ := mt.Span(0); st > last {
			pieces++
		}
		_, last = mt.Span(0)
		switch x := r.(type) {
		case py.NoneType:
			return nil
		case *py.Str:
			if !isBytes {
				pieces++
				return []rune(x.String())
			}
		case *py.Bytes:
			if isBytes {
				pieces++
				return BytesToRunes([]byte(x.String()))
			}
		}
		if bad == nil {
			if isBytes {
				bad = py.NewTypeError("sequence item %d: expected a bytes-like object, %s found", pieces, r.Type().Name)
			} else {
				bad = py.NewTypeError("sequence item %d: expected str instance, %s found", pieces, r.Type().Name)
			}
		}
		pieces++
		return nil
	}
	_, replStr := repl.(*py.Str)
	_, replBytes := repl.(*py.Bytes)
	switch {
	case py.IsCallable(repl):
		replacer = func(mt *Match) ([]rune, error) {
			mv, err := m.newMatch(t, mt, self, s, &in)
			if err != nil {
				return nil, err
			}
			r, err := py.Call(t, repl, []py.Value{mv}, nil)
			if err != nil {
				return nil, err
			}
			return piece(mt, r), nil
		}
	case (replStr && isBytes) || (replBytes && !isBytes):
		replacer = func(mt *Match) ([]rune, error) { return piece(mt, repl), nil }
	case replStr || replBytes:
		var tsrc string
		if replStr {
			tsrc = repl.(*py.Str).String()
		} else {
			tsrc = string(BytesToRunes([]byte(repl.(*py.Bytes).String())))
		}
		tmpl, err := ps.p.Template(tsrc, t.Alloc)
		if err != nil {
			return nil, m.matchError(t, err)
		}
		tmplRepl = tmpl
	default:
		return nil, py.NewTypeError("decoding to str: need a bytes-like object, %s found", repl.Type().Name)
	}
	var out []rune
	var k int
	if tmplRepl != nil {
		out, k, err = ps.p.SubTemplate(tmplRepl, input, int(n), m.limits(t))
	} else {
		// The replacement function may run re itself: its own limits.
		out, k, err = ps.p.Sub(replacer, input, int(n), m.limitsFor(t))
	}
	if err != nil {
		return nil, m.matchError(t, err)
	}
	if bad != nil {
		return nil, bad
	}
	if err := t.Alloc(int64(len(out)) * 2); err != nil {
		return nil, err
	}
	res := text(out, 0, len(out), isBytes)
	if subn {
		return py.NewTuple([]py.Value{res, py.NewInt(int64(k))}), nil
	}
	return res, nil
}

// patternRepr is repr(re.Pattern): re.compile('...', flags).
func patternRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	ps, err := patOf(self)
	if err != nil {
		return nil, err
	}
	r, err := py.Repr(t, ps.src)
	if err != nil {
		return nil, err
	}
	if rs := []rune(r); len(rs) > 200 {
		r = string(rs[:200])
	}
	out := "re.compile(" + r
	if f := PatternFlagsRepr(ps.p.Flags(), ps.p.IsBytes()); f != "" {
		out += ", " + f
	}
	return py.NewStr(out + ")"), nil
}

// patternEq compares two patterns by source, kind and flags.
func patternEq(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
	}
	a, err := patOf(self)
	if err != nil {
		return nil, err
	}
	b, err := patOf(args[0])
	if err != nil {
		return py.NotImplemented, nil
	}
	if a == b {
		return py.True, nil
	}
	if a.p.Flags() != b.p.Flags() || a.p.IsBytes() != b.p.IsBytes() {
		return py.False, nil
	}
	eq, err := py.Equal(t, a.src, b.src)
	if err != nil {
		return nil, err
	}
	return py.NewBool(eq), nil
}

// patternHash hashes a pattern by source and flags.
func patternHash(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	ps, err := patOf(self)
	if err != nil {
		return nil, err
	}
	h, err := py.Hash(t, ps.src)
	if err != nil {
		return nil, err
	}
	h ^= int64(ps.p.Flags())
	if h == -1 {
		h = -2
	}
	return py.NewInt(h), nil
}
