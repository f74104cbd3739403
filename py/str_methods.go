package py

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/internal/pystr"
)

// asStr returns the Go string behind self (a str or a str subclass).
func asStr(self Value) string { return selfStr(self).s }

// selfStr returns the str behind self (a str or a str subclass).
func selfStr(self Value) *Str {
	if s, ok := self.(*Str); ok {
		return s
	}
	return unwrapBase(self).(*Str)
}

// maxLen returns the largest result size (bytes) the memory budget
// still admits, for pystr/pyfmt functions that pre-check their results.
func (t *Thread) maxLen() int {
	return t.fmtOptions("").MaxLen
}

// newStrResult wraps a computed string, charging its memory.
func newStrResult(t *Thread, s string, err error) (Value, error) {
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	return NewStrCharged(t, s)
}

// noArgStr makes a str method taking no arguments.
func noArgStr(name string, f func(string) string) methodDef {
	qual := "str." + name
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs(qual, args, kwargs); err != nil {
			return nil, err
		}
		s := asStr(self)
		if err := t.Charge(int64(len(s)) / 16); err != nil {
			return nil, err
		}
		return newStrResult(t, f(s), nil)
	}}
}

// asciiCase maps each ASCII byte to its upper or lower case.
type asciiCase [utf8.RuneSelf]byte

// asciiUpper and asciiLower are str.upper and str.lower on ASCII.
var asciiUpper, asciiLower = func() (u, l asciiCase) {
	for c := range u {
		u[c], l[c] = byte(c), byte(c)
		if 'a' <= c && c <= 'z' {
			u[c] = byte(c) - 'a' + 'A'
		}
		if 'A' <= c && c <= 'Z' {
			l[c] = byte(c) - 'A' + 'a'
		}
	}
	return
}()

// caseStr makes str.upper, str.lower and str.casefold: an ASCII str maps
// byte by byte straight into the new str; others go through f.
func caseStr(name string, table *asciiCase, f func(string) string, appendF Escaper) methodDef {
	qual := "str." + name
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs(qual, args, kwargs); err != nil {
			return nil, err
		}
		so := selfStr(self)
		s := so.s
		if err := t.Charge(int64(len(s)) / 16); err != nil {
			return nil, err
		}
		if len(s) < 2 || !so.IsASCII() {
			return mappedStr(t, s, f, appendF)
		}
		if err := t.Alloc(int64(len(s))); err != nil {
			return nil, err
		}
		r, buf := newStrBuf(len(s))
		for i := range buf {
			buf[i] = table[s[i]]
		}
		r.ascii, r.runes = 1, len(s)
		return r, nil
	}}
}

// mappedStr is f(s), a case mapping of non-ASCII text (up to 3x longer:
// 'ΐ'.upper() is three characters): a large one is measured and charged
// before it is made (MapText with appendF).
func mappedStr(t *Thread, s string, f func(string) string, appendF Escaper) (Value, error) {
	if len(s) < textChargeFrom {
		return newStrResult(t, f(s), nil)
	}
	if isASCII(s) {
		// As long as s: charged first.
		if err := t.Alloc(int64(len(s))); err != nil {
			return nil, err
		}
		return NewStr(f(s)), nil
	}
	r, err := t.MapText(s, appendF)
	if err != nil {
		return nil, err
	}
	return NewStr(r), nil
}

// predicateStr makes a str.isX method.
func predicateStr(name string, f func(string) bool) methodDef {
	qual := "str." + name
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs(qual, args, kwargs); err != nil {
			return nil, err
		}
		s := asStr(self)
		if err := t.Charge(int64(len(s)) / 16); err != nil {
			return nil, err
		}
		return NewBool(f(s)), nil
	}}
}

// subRange parses (sub[, start[, end]]) of find/count/index, sub a str.
func subRange(t *Thread, name string, args []Value, kwargs []Kwarg) (string, int, int, error) {
	if err := CheckArgRange(name, args, kwargs, 1, 3); err != nil {
		return "", 0, 0, err
	}
	sub, ok := unwrapBase(args[0]).(*Str)
	if !ok {
		return "", 0, 0, NewTypeError("must be str, not %s", typeName(args[0]))
	}
	start, end, err := optRange(t, args[1:])
	return sub.s, start, end, err
}

// optRange parses optional start/end arguments (None allowed).
func optRange(t *Thread, args []Value) (int, int, error) {
	start, end := 0, pystr.End
	if len(args) > 0 && args[0] != None {
		i, err := sliceIndex(t, args[0])
		if err != nil {
			return 0, 0, err
		}
		start = int(i)
	}
	if len(args) > 1 && args[1] != None {
		i, err := sliceIndex(t, args[1])
		if err != nil {
			return 0, 0, err
		}
		end = int(i)
	}
	return start, end, nil
}

// stripChars parses the optional chars argument of strip methods.
func stripChars(name string, args []Value, kwargs []Kwarg) (string, bool, error) {
	if err := CheckPositional(name, args, kwargs, 0, 1); err != nil {
		return "", false, err
	}
	if len(args) == 0 || args[0] == None {
		return "", false, nil
	}
	c, ok := unwrapBase(args[0]).(*Str)
	if !ok {
		return "", false, NewTypeError("%s arg must be None or str", name)
	}
	return c.s, true, nil
}

// makeStrList converts Go strings to a list of str, charging memory.
func makeStrList(t *Thread, parts []string, ascii bool) (Value, error) {
	if err := t.Alloc(int64(len(parts)) * strPieceSize); err != nil {
		return nil, err
	}
	pl := newPieceList(len(parts))
	pl.ascii = ascii
	for i, p := range parts {
		pl.set(i, p)
	}
	return pl.list, nil
}

// splitSep is s.split(sep, maxsplit) for a non-empty sep: it counts the
// pieces, charges them, then cuts them straight into the list (pieces
// are substrings of s).
func splitSep(t *Thread, s, sep string, maxsplit int, ascii bool) (Value, error) {
	n := strings.Count(s, sep) + 1
	if maxsplit >= 0 && n > maxsplit+1 {
		n = maxsplit + 1
	}
	if err := t.Alloc(int64(n) * strPieceSize); err != nil {
		return nil, err
	}
	pl := newPieceList(n)
	pl.ascii = ascii
	for i := 0; i < n-1; i++ {
		j := strings.Index(s, sep)
		pl.set(i, s[:j])
		s = s[j+len(sep):]
	}
	pl.set(n-1, s)
	return pl.list, nil
}

// maxStackWords is the most words str.split() cuts into an array on the
// Go stack before making their strs.
const maxStackWords = 16

// pieceList is a list of n str pieces being filled in. Up to 16 pieces
// (the common case), the list, its items and the pieces' headers are one
// allocation (a block of 2, 3, 4, 6, 8, 12 or 16); beyond, the headers
// share one slab. A piece kept alive keeps its block alive (at most
// 1,048 bytes for 16 pieces), as a slab's pieces keep the slab.
type pieceList struct {
	list  *List
	slab  []Str
	ascii bool // the pieces are ASCII (cut from an ASCII str)
}

// newPieceList returns a list of n (>= 1) empty slots.
func newPieceList(n int) pieceList {
	switch {
	case n <= 2:
		x := new(smallSplit2)
		x.l.items = x.v[:n:n]
		return pieceList{list: &x.l, slab: x.s[:]}
	case n == 3:
		x := new(smallSplit3)
		x.l.items = x.v[:]
		return pieceList{list: &x.l, slab: x.s[:]}
	case n == 4:
		x := new(smallSplit4)
		x.l.items = x.v[:n:n]
		return pieceList{list: &x.l, slab: x.s[:]}
	case n <= 6:
		return newSplitBlock[[6]Value, [6]Str](n)
	case n <= 8:
		return newSplitBlock[[8]Value, [8]Str](n)
	case n <= 12:
		return newSplitBlock[[12]Value, [12]Str](n)
	case n <= maxStackWords:
		return newSplitBlock[[16]Value, [16]Str](n)
	}
	return pieceList{list: &List{items: make([]Value, n)}} //krait:alloc-ok callers charge n pieces (strPieceSize each) before newPieceList
}

// set stores the str of p in slot i; empty and one-character pieces are
// the shared ones.
func (pl *pieceList) set(i int, p string) {
	if len(p) <= 1 {
		pl.list.items[i] = NewStr(p)
		return
	}
	if len(pl.slab) == 0 {
		pl.slab = make([]Str, len(pl.list.items)-i) //krait:alloc-ok the pieces charged by the caller (strPieceSize includes the header)
	}
	pl.slab[0].s = p
	if pl.ascii {
		pl.slab[0].ascii, pl.slab[0].runes = 1, len(p)
	}
	pl.list.items[i] = &pl.slab[0]
	pl.slab = pl.slab[1:]
}

// splitBlock is a list, its item array V and the pieces' headers S (arrays
// of the same length) in one allocation.
type splitBlock[V, S any] struct {
	l List
	v V
	s S
}

// newSplitBlock returns a pieceList of n slots in one splitBlock whose
// arrays hold at least n.
func newSplitBlock[V, S any](n int) pieceList {
	x := new(splitBlock[V, S])
	x.l.items = unsafe.Slice((*Value)(unsafe.Pointer(&x.v)), n)
	return pieceList{list: &x.l, slab: unsafe.Slice((*Str)(unsafe.Pointer(&x.s)), n)}
}

// smallSplit2, 3 and 4 are a list of up to 2, 3 or 4 split pieces, its
// item array and the pieces' headers in one allocation (160, 224 and 288
// bytes: the size classes of the three parts allocated apart).
type (
	smallSplit2 struct {
		l List
		v [2]Value
		s [2]Str
	}
	smallSplit3 struct {
		l List
		v [3]Value
		s [3]Str
	}
	smallSplit4 struct {
		l List
		v [4]Value
		s [4]Str
	}
)

// splitMethod implements split and rsplit.
func splitMethod(name string, right bool) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var sep, maxsplit Value
		if err := UnpackArgs(name, args, kwargs, []string{"sep", "maxsplit"}, 0, &sep, &maxsplit); err != nil {
			return nil, err
		}
		so := selfStr(self)
		s := so.s
		if err := t.Charge(int64(len(s)) / 8); err != nil {
			return nil, err
		}
		n := -1
		if maxsplit != nil {
			m, err := Index(t, maxsplit)
			if err != nil {
				return nil, err
			}
			n = int(m)
		}
		var parts []string
		if sep == nil || sep == None {
			// Refuse before splitting when the pieces would not fit.
			words := pystr.CountWords(s, n)
			if err := t.CheckAlloc(int64(words) * strPieceSize); err != nil {
				return nil, err
			}
			var buf [maxStackWords]string
			if right {
				parts = pystr.RSplitWhitespaceCap(s, n, words)
			} else if words <= len(buf) {
				parts = pystr.SplitWhitespaceAppend(buf[:0], s, n)
			} else {
				parts = pystr.SplitWhitespaceCap(s, n, words)
			}
		} else {
			sp, ok := unwrapBase(sep).(*Str)
			if !ok {
				return nil, NewTypeError("must be str or None, not %s", typeName(sep))
			}
			if sp.s != "" && (!right || n < 0) {
				return splitSep(t, s, sp.s, n, so.IsASCII())
			}
			// rsplit with a maxsplit (splitSep takes the others): the
			// pieces, at most one per occurrence of sep, must fit.
			pieces := strings.Count(s, sp.s) + 1
			if n >= 0 && pieces > n+1 {
				pieces = n + 1
			}
			if err := t.CheckAlloc(int64(pieces) * strPieceSize); err != nil {
				return nil, err
			}
			var err error
			if right {
				parts, err = pystr.RSplit(s, sp.s, n)
			} else {
				parts, err = pystr.Split(s, sp.s, n)
			}
			if err != nil {
				return nil, t.convertFmtError(err)
			}
		}
		return makeStrList(t, parts, so.IsASCII())
	}}
}

// stripMethod implements strip, lstrip and rstrip.
func stripMethod(name string, ws func(string) string, chars func(string, string) string) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		c, has, err := stripChars(name, args, kwargs)
		if err != nil {
			return nil, err
		}
		so := selfStr(self)
		s := so.s
		var r string
		if has {
			r = chars(s, c)
		} else {
			r = ws(s)
		}
		// The characters scanned off (a strip of 10^6 leading spaces in a
		// loop is work, though nothing is allocated).
		if err := t.ChargeChars(len(s) - len(r)); err != nil {
			return nil, err
		}
		if len(r) == len(s) && self == Value(so) {
			return so, nil
		}
		return substr(so, r), nil
	}}
}

// findMethod implements find/rfind/index/rindex/count.
func findMethod(name string, f func(s, sub string, start, end int) (int, error)) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		sub, start, end, err := subRange(t, name, args, kwargs)
		if err != nil {
			return nil, err
		}
		s := asStr(self)
		if err := t.Charge(int64(len(s)) / 16); err != nil {
			return nil, err
		}
		i, err := f(s, sub, start, end)
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return NewInt(int64(i)), nil
	}}
}

// affixMethod implements startswith and endswith.
func affixMethod(name string, f func(s, affix string, start, end int) bool) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckArgRange(name, args, kwargs, 1, 3); err != nil {
			return nil, err
		}
		s := asStr(self)
		start, end, err := optRange(t, args[1:])
		if err != nil {
			return nil, err
		}
		switch a := unwrapBase(args[0]).(type) {
		case *Str:
			return NewBool(f(s, a.s, start, end)), nil
		case *Tuple:
			for _, it := range a.items {
				p, ok := unwrapBase(it).(*Str)
				if !ok {
					return nil, NewTypeError("tuple for %s must only contain str, not %s", name, typeName(it))
				}
				if f(s, p.s, start, end) {
					return True, nil
				}
			}
			return False, nil
		}
		return nil, NewTypeError("%s first arg must be str or a tuple of str, not %s", name, typeName(args[0]))
	}}
}

// padMethod implements center, ljust and rjust.
func padMethod(name string, f func(s string, width int, fill rune, maxLen int) (string, error)) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional(name, args, kwargs, 1, 2); err != nil {
			return nil, err
		}
		w, err := Index(t, args[0])
		if err != nil {
			return nil, err
		}
		fill := ' '
		if len(args) == 2 {
			fs, ok := unwrapBase(args[1]).(*Str)
			if !ok {
				return nil, NewTypeError("%s() argument 2 must be str, not %s", name, typeName(args[1]))
			}
			rs := wtf8.Runes(fs.s)
			if len(rs) != 1 {
				return nil, NewTypeError("The fill character must be exactly one character long")
			}
			fill = rs[0]
		}
		if w > int64(pystr.End/4) {
			return nil, t.memoryErrorOrNil()
		}
		s := asStr(self)
		n := pystr.Len(s)
		if int(w) <= n {
			return newStrResult(t, s, nil)
		}
		// The result's size is known: charged before it is built.
		fillLen := wtf8.RuneLen(fill)
		if fillLen < 0 {
			fillLen = 3 // written as U+FFFD
		}
		size := int64(len(s)) + (w-int64(n))*int64(fillLen)
		if err := t.Alloc(size); err != nil {
			return nil, err
		}
		r, err := f(s, int(w), fill, int(size))
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return NewStr(r), nil
	}}
}

// strJoin is str.join(iterable).
func strJoin(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckExactlyOne("str.join", args, kwargs); err != nil {
		return nil, err
	}
	sep := asStr(self)
	var items []Value
	var err error
	if l, ok := args[0].(*List); ok {
		// No Python code runs until the result is built, so the list
		// cannot change: its items need no snapshot.
		items = l.items
	} else {
		items, err = iterateAll(t, args[0])
	}
	if err != nil {
		if ex, ok := err.(*Exception); ok && ex.typ == TypeErrorType {
			return nil, NewTypeError("can only join an iterable")
		}
		return nil, err
	}
	size := 0
	for i, it := range items {
		s, ok := unwrapBase(it).(*Str)
		if !ok {
			return nil, NewTypeError("sequence item %d: expected str instance, %s found", i, typeName(it))
		}
		size += len(s.s)
	}
	size += len(sep) * max(len(items)-1, 0)
	if err := t.Alloc(int64(size)); err != nil {
		return nil, err
	}
	if err := t.Charge(int64(size)/16 + int64(len(items))); err != nil {
		return nil, err
	}
	if len(items) == 1 {
		if s, ok := items[0].(*Str); ok {
			return s, nil
		}
	}
	if size <= 1 {
		if size == 0 {
			return emptyStr, nil
		}
		for _, it := range items {
			if s := unwrapBase(it).(*Str); s.s != "" {
				return NewStr(s.s), nil
			}
		}
		return NewStr(sep), nil
	}
	r, buf := newStrBuf(size)
	off := 0
	for i, it := range items {
		if i > 0 {
			off += copy(buf[off:], sep)
		}
		off += copy(buf[off:], unwrapBase(it).(*Str).s)
	}
	return r, nil
}

// strReplace is str.replace(old, new, count=-1).
func strReplace(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("replace", args, kwargs, 2, 3); err != nil {
		return nil, err
	}
	old, ok := unwrapBase(args[0]).(*Str)
	if !ok {
		return nil, ArgError("replace", 1, "str", args[0])
	}
	nw, ok := unwrapBase(args[1]).(*Str)
	if !ok {
		return nil, ArgError("replace", 2, "str", args[1])
	}
	count := int64(-1)
	if len(args) == 3 {
		var err error
		if count, err = Index(t, args[2]); err != nil {
			return nil, err
		}
	}
	so := selfStr(self)
	s := so.s
	if err := t.Charge(int64(len(s)) / 16); err != nil {
		return nil, err
	}
	if count < 0 {
		count = -1
	}
	m, err := pystr.ReplaceCount(s, old.s, nw.s, int(count), t.maxLen())
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	if m == 0 && self == Value(so) {
		return so, nil // as CPython: an unchanged str is returned itself
	}
	if m == 0 || old.s == "" {
		r, err := pystr.Replace(s, old.s, nw.s, int(count), t.maxLen())
		return newStrResult(t, r, err)
	}
	n := len(s) + m*(len(nw.s)-len(old.s))
	if n <= 1 {
		return newStrResult(t, strings.Replace(s, old.s, nw.s, m), nil) //krait:alloc-ok the result is at most one byte (n <= 1)
	}
	if err := t.Alloc(int64(n)); err != nil {
		return nil, err
	}
	r, buf := newStrBuf(n)
	pystr.ReplaceInto(buf, s, old.s, nw.s, m)
	return r, nil
}

// formatSource adapts str.format's arguments for pyfmt.FormatTemplate.
type formatSource struct {
	t       *Thread
	args    []Value
	kwargs  []Kwarg
	mapping Value
}

// Positional implements pyfmt.FormatSource.
func (f *formatSource) Positional(i int) (any, bool) {
	if i < len(f.args) {
		return f.args[i], true
	}
	return nil, false
}

// Keyword implements pyfmt.FormatSource.
func (f *formatSource) Keyword(name string) (any, error) {
	if f.mapping != nil {
		return GetItem(f.t, f.mapping, NewStr(name))
	}
	for _, kw := range f.kwargs {
		if kw.Name == name {
			return kw.Value, nil
		}
	}
	return nil, NewKeyError(NewStr(name))
}

// Attr implements pyfmt.FormatSource.
func (f *formatSource) Attr(v any, name string) (any, error) {
	return GetAttrByName(f.t, v.(Value), name)
}

// Item implements pyfmt.FormatSource.
func (f *formatSource) Item(v any, key string, index int, isIndex bool) (any, error) {
	if isIndex {
		return GetItem(f.t, v.(Value), NewInt(int64(index)))
	}
	return GetItem(f.t, v.(Value), NewStr(key))
}

// Convert implements pyfmt.FormatSource.
func (f *formatSource) Convert(v any, conv rune) (any, error) {
	var s string
	var err error
	switch conv {
	case 'r':
		s, err = Repr(f.t, v.(Value))
	case 'a':
		s, err = ASCII(f.t, v.(Value))
	default:
		s, err = ToStr(f.t, v.(Value))
	}
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// Format implements pyfmt.FormatSource.
func (f *formatSource) Format(v any, spec string) (string, error) {
	return Format(f.t, v.(Value), spec)
}

// strFormatMethod is str.format(*args, **kwargs).
func strFormatMethod(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	r, err := pyfmt.FormatTemplate(asStr(self), &formatSource{t: t, args: args, kwargs: kwargs}, false, t.maxLen())
	return newStrResult(t, r, err)
}

// strFormatMap is str.format_map(mapping).
func strFormatMap(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckExactlyOne("str.format_map", args, kwargs); err != nil {
		return nil, err
	}
	r, err := pyfmt.FormatTemplate(asStr(self), &formatSource{t: t, mapping: args[0]}, true, t.maxLen())
	return newStrResult(t, r, err)
}

var strMethods = []methodDef{
	{"join", strJoin},
	{"replace", strReplace},
	{"format", strFormatMethod},
	{"format_map", strFormatMap},
	splitMethod("split", false),
	splitMethod("rsplit", true),
	stripMethod("strip", pystr.Strip, pystr.StripChars),
	stripMethod("lstrip", pystr.LStrip, pystr.LStripChars),
	stripMethod("rstrip", pystr.RStrip, pystr.RStripChars),
	findMethod("find", func(s, sub string, a, b int) (int, error) { return pystr.Find(s, sub, a, b), nil }),
	findMethod("rfind", func(s, sub string, a, b int) (int, error) { return pystr.RFind(s, sub, a, b), nil }),
	findMethod("index", pystr.Index),
	findMethod("rindex", pystr.RIndex),
	findMethod("count", func(s, sub string, a, b int) (int, error) { return pystr.Count(s, sub, a, b), nil }),
	affixMethod("startswith", pystr.StartsWith),
	affixMethod("endswith", pystr.EndsWith),
	caseStr("upper", &asciiUpper, pystr.Upper, pystr.AppendUpper),
	caseStr("lower", &asciiLower, pystr.Lower, pystr.AppendLower),
	caseStr("casefold", &asciiLower, pystr.CaseFold, pystr.AppendCaseFold),
	noArgStr("title", pystr.Title),
	noArgStr("capitalize", pystr.Capitalize),
	{"swapcase", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("str.swapcase", args, kwargs); err != nil {
			return nil, err
		}
		s := asStr(self)
		if err := t.Charge(int64(len(s)) / 16); err != nil {
			return nil, err
		}
		return mappedStr(t, s, pystr.SwapCase, pystr.AppendSwapCase)
	}},
	predicateStr("isalpha", pystr.IsAlpha),
	predicateStr("isdecimal", pystr.IsDecimal),
	predicateStr("isdigit", pystr.IsDigit),
	predicateStr("isnumeric", pystr.IsNumeric),
	predicateStr("isalnum", pystr.IsAlnum),
	predicateStr("isspace", pystr.IsSpace),
	predicateStr("isascii", pystr.IsASCII),
	predicateStr("isprintable", pystr.IsPrintable),
	predicateStr("isidentifier", pystr.IsIdentifier),
	predicateStr("islower", pystr.IsLower),
	predicateStr("isupper", pystr.IsUpper),
	predicateStr("istitle", pystr.IsTitle),
	padMethod("center", pystr.Center),
	padMethod("ljust", pystr.LJust),
	padMethod("rjust", pystr.RJust),
	{"zfill", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("str.zfill", args, kwargs); err != nil {
			return nil, err
		}
		w, err := Index(t, args[0])
		if err != nil {
			return nil, err
		}
		if w > int64(pystr.End/4) {
			return nil, t.memoryErrorOrNil()
		}
		r, err := pystr.ZFill(asStr(self), int(w), t.maxLen())
		return newStrResult(t, r, err)
	}},
	{"expandtabs", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var size Value
		if err := UnpackArgs("expandtabs", args, kwargs, []string{"tabsize"}, 0, &size); err != nil {
			return nil, err
		}
		n := int64(8)
		if size != nil {
			var err error
			if n, err = Index(t, size); err != nil {
				return nil, err
			}
		}
		if n > int64(pystr.End/4) {
			return nil, t.memoryErrorOrNil()
		}
		r, err := pystr.ExpandTabs(asStr(self), int(n), t.maxLen())
		return newStrResult(t, r, err)
	}},
	{"partition", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return partitionMethod(t, self, args, kwargs, "str.partition", false, pystr.Partition)
	}},
	{"rpartition", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return partitionMethod(t, self, args, kwargs, "str.rpartition", true, pystr.RPartition)
	}},
	{"splitlines", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var keep Value
		if err := UnpackArgs("splitlines", args, kwargs, []string{"keepends"}, 0, &keep); err != nil {
			return nil, err
		}
		k := false
		if keep != nil {
			var err error
			if k, err = intBoolArg(t, keep); err != nil {
				return nil, err
			}
		}
		so := selfStr(self)
		s := so.s
		if err := t.CheckAlloc(int64(pystr.CountLineBreaks(s)+1) * strPieceSize); err != nil {
			return nil, err
		}
		return makeStrList(t, pystr.SplitLines(s, k), so.IsASCII())
	}},
	{"removeprefix", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("str.removeprefix", args, kwargs); err != nil {
			return nil, err
		}
		p, ok := unwrapBase(args[0]).(*Str)
		if !ok {
			return nil, NewTypeError("removeprefix() argument must be str, not %s", typeName(args[0]))
		}
		return NewStr(strings.TrimPrefix(asStr(self), p.s)), nil
	}},
	{"removesuffix", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("str.removesuffix", args, kwargs); err != nil {
			return nil, err
		}
		p, ok := unwrapBase(args[0]).(*Str)
		if !ok {
			return nil, NewTypeError("removesuffix() argument must be str, not %s", typeName(args[0]))
		}
		return NewStr(strings.TrimSuffix(asStr(self), p.s)), nil
	}},
	{"encode", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var enc, errs Value
		if err := UnpackArgs("encode", args, kwargs, []string{"encoding", "errors"}, 0, &enc, &errs); err != nil {
			return nil, err
		}
		r, err := encodeStr(t, "encode", asStr(self), enc, errs)
		if err != nil {
			return nil, err
		}
		return NewBytes(r), nil
	}},
	{"__mod__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("str.__mod__", args, kwargs); err != nil {
			return nil, err
		}
		s, _ := unwrapBase(self).(*Str)
		return strPercentFormat(t, s, args[0])
	}},
	{"__format__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("str.__format__", args, kwargs); err != nil {
			return nil, err
		}
		spec, ok := args[0].(*Str)
		if !ok {
			return nil, ArgError("__format__", 1, "str", args[0])
		}
		r, err := pyfmt.FormatStr(asStr(self), spec.s, t.fmtOptions("str"))
		return newStrResult(t, r, err)
	}},
}

// partitionMethod implements partition and rpartition.
func partitionMethod(t *Thread, self Value, args []Value, kwargs []Kwarg, qual string, right bool, f func(s, sep string) (string, string, string, error)) (Value, error) {
	if err := CheckExactlyOne(qual, args, kwargs); err != nil {
		return nil, err
	}
	sep, ok := unwrapBase(args[0]).(*Str)
	if !ok {
		return nil, NewTypeError("must be str, not %s", typeName(args[0]))
	}
	so := selfStr(self)
	a, b, c, err := f(so.s, sep.s)
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	// As CPython, the separator found is the argument itself, and the
	// string when the separator is missing is the receiver itself: both
	// keep their types (a str subclass) and cost no new str.
	switch {
	case b != "":
		return newPartitioned(so, a, args[0], c), nil
	case right:
		return NewTuple3(emptyStr, emptyStr, self), nil
	default:
		return NewTuple3(self, emptyStr, emptyStr), nil
	}
}

// partitioned is a partition's result: the tuple and the headers of its
// two pieces (substrings of the receiver) in one allocation instead of
// three. A piece kept alive keeps the block (176 bytes) alive, a bounded
// 3.7 times its own 48-byte header, as split's pieces share a slab.
type partitioned struct {
	tuple3
	s [2]Str
}

// newPartitioned returns the tuple (a, sep, c) for pieces a and c of
// parent.
func newPartitioned(parent *Str, a string, sep Value, c string) *Tuple {
	x := new(partitioned)
	x.arr = [3]Value{x.piece(0, parent, a), sep, x.piece(1, parent, c)}
	x.items = x.arr[:]
	return &x.Tuple
}

// piece returns the str of p, using header i of the block unless p is
// empty or one character (those strs are shared).
func (x *partitioned) piece(i int, parent *Str, p string) Value {
	if len(p) <= 1 {
		return NewStr(p)
	}
	s := &x.s[i]
	s.s = p
	if parent.ascii == 1 {
		s.ascii, s.runes = 1, len(p)
	}
	return s
}

func init() {
	addBorrowingMethods(StrType, strMethods)
}

// strTranslate is str.translate(table): table[ord(c)] for each character,
// LookupError keeping the character, None deleting it.
func strTranslate(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckExactlyOne("str.translate", args, kwargs); err != nil {
		return nil, err
	}
	table := args[0]
	lookup := func(r rune) (string, pystr.TranslateAction, error) {
		if err := tick(t); err != nil {
			return "", 0, err
		}
		v, err := GetItem(t, table, NewInt(int64(r)))
		if err != nil {
			if ex, ok := err.(*Exception); ok && ex.typ.IsSubtype(LookupErrorType) {
				return "", pystr.TranslateKeep, nil
			}
			return "", 0, err
		}
		switch x := unwrapBase(v).(type) {
		case NoneType:
			return "", pystr.TranslateDelete, nil
		case *Str:
			return x.s, pystr.TranslateReplace, nil
		}
		if i, ok := AsInt64(v); ok {
			s, err := pystr.TranslateInt(i)
			return s, pystr.TranslateReplace, err
		}
		return "", 0, pystr.ErrTranslateType
	}
	r, err := pystr.Translate(asStr(self), lookup, t.maxLen())
	return newStrResult(t, r, err)
}

// strMakeTrans is str.maketrans(x[, y[, z]]), a static method.
func strMakeTrans(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("maketrans", args, kwargs, 1, 3); err != nil {
		return nil, err
	}
	d := NewDict()
	if len(args) == 1 {
		src, ok := unwrapBase(args[0]).(*Dict)
		if !ok {
			return nil, NewTypeError("if you give only one argument to maketrans it must be a dict")
		}
		for _, kv := range src.Items() {
			key := kv[0]
			if s, ok := unwrapBase(key).(*Str); ok {
				r, err := pystr.MakeTransKey(s.s)
				if err != nil {
					return nil, t.convertFmtError(err)
				}
				key = NewInt(int64(r))
			} else if !isIntValue(key) {
				return nil, NewTypeError("keys in translate table must be strings or integers")
			}
			if err := d.Set(t, key, kv[1]); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	strs := make([]string, 3)
	for i, a := range args {
		s, ok := unwrapBase(a).(*Str)
		if !ok {
			return nil, ArgError("maketrans", i+1, "str", a)
		}
		strs[i] = s.s
	}
	// The runes of x and y and an entry per character (12 bytes each).
	if err := t.CheckAlloc(int64(len(strs[0])+len(strs[1])+len(strs[2])) * 16); err != nil {
		return nil, err
	}
	entries, err := pystr.MakeTrans(strs[0], strs[1], strs[2])
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	for _, e := range entries {
		var v Value = None
		if !e.Delete {
			v = NewInt(int64(e.To))
		}
		if err := d.Set(t, NewInt(int64(e.From)), v); err != nil {
			return nil, err
		}
	}
	return d, nil
}

func init() {
	addBorrowingMethods(StrType, []methodDef{{"translate", strTranslate}})
	StrType.Dict.SetStr("maketrans", &StaticMethod{Func: NewBuiltin("maketrans", strMakeTrans)})
}

// strPieceSize is the memory one piece of a split costs: its string
// header, its list slot and its *Str.
const strPieceSize = 16 + valueSize + 72
