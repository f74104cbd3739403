package py

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// Str is a Python str: an immutable UTF-8 Go string plus cached facts
// (its hash, whether it is ASCII, its length in code points).
type Str struct {
	s      string
	hash   int64
	runes  int // code points; valid when ascii != 0
	ext    *strExt
	hashed bool
	ascii  int8 // 0 unknown, 1 ASCII, 2 not ASCII
}

// strExt holds the rarely needed parts of a Str out of line, which keeps
// every str at 48 bytes instead of 80 (strings dominate many programs'
// memory).
type strExt struct {
	// offsets[k] is the byte offset of code point k*strIndexStride, for
	// O(1)-ish indexing of long non-ASCII strings; built on first use.
	offsets []int32
	// sb, when set, is the builder whose bytes s is a prefix of: s + x
	// appends to it in place when s is still its whole content, which
	// makes `s += x` in a loop linear instead of quadratic.
	sb *strings.Builder
}

// builtStr is a concatenation result and its strExt, allocated together.
type builtStr struct {
	Str
	x strExt
}

// concatBuilderMin is the result size from which concatenation switches
// to a growable builder.
const concatBuilderMin = 64

// strIndexStride is the code point distance between recorded offsets.
const strIndexStride = 32

// NewStrConst returns a str whose cached facts (hash, length, index) are
// all computed now, so that it can be shared read-only between threads:
// use it for constants of compiled programs.
func NewStrConst(s string) *Str {
	r := &Str{s: s}
	r.Hash()
	r.buildOffsets()
	return r
}

// Type returns str.
func (*Str) Type() *Type { return StrType }

// NewStr returns the Python str of s (which should be valid UTF-8).
// One-character ASCII strings and the empty string are shared.
func NewStr(s string) *Str {
	switch len(s) {
	case 0:
		return emptyStr
	case 1:
		if s[0] < utf8.RuneSelf {
			return asciiChars[s[0]]
		}
	}
	return &Str{s: s}
}

// strInline is a str and its bytes in one allocation: a new str costs
// one allocation instead of two (the header and the string data), which
// is most of what building short strings costs.
type strInline[B any] struct {
	Str
	b B
}

// newInline allocates a strInline with room for n bytes.
func newInline[B any](n int) (*Str, []byte) {
	x := new(strInline[B])
	buf := unsafe.Slice((*byte)(unsafe.Pointer(&x.b)), n)
	x.s = unsafe.String(&buf[0], n)
	return &x.Str, buf
}

// newStrBuf returns a str of n >= 1 bytes and the buffer its text is
// stored in. The caller writes the text into the buffer before the str is
// used anywhere (a str is immutable from then on) and sets nothing else;
// a one-byte result should go through NewStr (shared characters). Up to
// 208 bytes the text lives in the str's own allocation (the sizes are Go
// size classes: 48-byte header plus 16..208).
func newStrBuf(n int) (*Str, []byte) {
	switch {
	case n <= 16:
		return newInline[[16]byte](n)
	case n <= 32:
		return newInline[[32]byte](n)
	case n <= 48:
		return newInline[[48]byte](n)
	case n <= 64:
		return newInline[[64]byte](n)
	case n <= 80:
		return newInline[[80]byte](n)
	case n <= 112:
		return newInline[[112]byte](n)
	case n <= 144:
		return newInline[[144]byte](n)
	case n <= 208:
		return newInline[[208]byte](n)
	}
	buf := make([]byte, n) //krait:alloc-ok callers charge the n bytes first (concatenation, NewStrBytes, join, replace, case mapping, int to str; NewStrCopy's callers by its contract)
	return &Str{s: unsafe.String(&buf[0], n)}, buf
}

// substrCopyMax is the length up to which a substring is copied into a
// str of its own (one allocation, as a header alone would be) rather than
// sharing its parent's bytes: a short piece then does not keep a larger
// parent alive, as in CPython, where every str owns its text.
const substrCopyMax = 32

// substr returns the str of sub, a substring of parent's text.
func substr(parent *Str, sub string) *Str {
	var r *Str
	if len(sub) <= 1 || len(sub) > substrCopyMax {
		r = NewStr(sub)
	} else {
		r = NewStrCopy(sub)
	}
	if parent.ascii == 1 && r.ascii == 0 {
		r.ascii, r.runes = 1, len(sub)
	}
	return r
}

// NewStrCopy returns the str of a copy of s (valid UTF-8) with its header
// and text in one allocation: for text cut out of a larger string that
// should not keep the larger one alive. The caller charges the memory.
func NewStrCopy(s string) *Str {
	if len(s) <= 1 {
		return NewStr(s)
	}
	r, buf := newStrBuf(len(s))
	copy(buf, s)
	return r
}

// NewStrRune returns the one-character str of r (a valid code point):
// shared for ASCII, one allocation otherwise.
func NewStrRune(r rune) *Str {
	if 0 <= r && r < utf8.RuneSelf {
		return asciiChars[r]
	}
	n := wtf8.RuneLen(r)
	if n < 0 {
		return NewStr(string(r))
	}
	s, buf := newStrBuf(n)
	wtf8.AppendRune(buf[:0], r)
	s.ascii, s.runes = 2, 1
	return s
}

// intStr returns str(n) in one allocation, charging its memory (text
// plus 32 bytes of header, as StrValue does) before allocating.
func intStr(t *Thread, n int64) (*Str, error) {
	var tmp [20]byte
	i := len(tmp)
	u := uint64(n)
	if n < 0 {
		u = -u
	}
	for {
		i--
		tmp[i] = byte('0' + u%10)
		if u /= 10; u == 0 {
			break
		}
	}
	if n < 0 {
		i--
		tmp[i] = '-'
	}
	if err := t.Alloc(int64(len(tmp)-i) + 32); err != nil {
		return nil, err
	}
	if i == len(tmp)-1 {
		return asciiChars[tmp[i]], nil
	}
	r, buf := newStrBuf(len(tmp) - i)
	copy(buf, tmp[i:])
	r.ascii, r.runes = 1, len(buf)
	return r, nil
}

// emptyStr and asciiChars are shared immutable strings.
var (
	emptyStr   = &Str{s: "", ascii: 1, hashed: true}
	asciiChars = func() [128]*Str {
		var a [128]*Str
		for i := range a {
			a[i] = &Str{s: string(rune(i)), ascii: 1, runes: 1}
			a[i].hash = hashString(a[i].s, true)
			a[i].hashed = true
		}
		return a
	}()
)

// String returns the Go string.
func (s *Str) String() string { return s.s }

// measure computes the ASCII flag and code point count once.
func (s *Str) measure() {
	for i := 0; i < len(s.s); i++ {
		if s.s[i] >= utf8.RuneSelf {
			s.ascii = 2
			s.runes = wtf8.RuneCount(s.s)
			return
		}
	}
	s.ascii = 1
	s.runes = len(s.s)
}

// IsASCII reports whether every character is ASCII.
func (s *Str) IsASCII() bool {
	if s.ascii == 0 {
		s.measure()
	}
	return s.ascii == 1
}

// Len returns the length in code points (O(1) after the first call).
func (s *Str) Len() int {
	if s.ascii == 0 {
		s.measure()
	}
	return s.runes
}

// Hash returns CPython's hash of the string (as under PYTHONHASHSEED=0),
// computed once.
func (s *Str) Hash() int64 {
	if !s.hashed {
		s.hash = hashString(s.s, s.IsASCII())
		s.hashed = true
	}
	return s.hash
}

// byteOffset returns the byte offset of code point i (0 <= i <= Len).
func (s *Str) byteOffset(i int) int {
	if s.IsASCII() {
		return i
	}
	if i >= s.runes {
		return len(s.s)
	}
	start, n := 0, 0
	if len(s.s) > 2*strIndexStride {
		if s.ext == nil || s.ext.offsets == nil {
			s.buildOffsets()
		}
		start = int(s.ext.offsets[i/strIndexStride])
		n = i / strIndexStride * strIndexStride
	}
	for off := start; off < len(s.s); {
		if n == i {
			return off
		}
		_, size := wtf8.DecodeRune(s.s[off:])
		off += size
		n++
	}
	return len(s.s)
}

// buildOffsets records the byte offset of every strIndexStride-th code
// point of a long non-ASCII string.
func (s *Str) buildOffsets() {
	if s.IsASCII() || len(s.s) <= 2*strIndexStride || (s.ext != nil && s.ext.offsets != nil) {
		return
	}
	offs := make([]int32, 0, s.runes/strIndexStride+1) //krait:alloc-ok one int32 per strIndexStride runes of a str that exists
	n := 0
	for off := 0; off < len(s.s); {
		if n%strIndexStride == 0 {
			offs = append(offs, int32(off)) //krait:alloc-ok within the capacity made above
		}
		_, size := wtf8.DecodeRune(s.s[off:])
		off += size
		n++
	}
	if s.ext == nil {
		s.ext = &strExt{}
	}
	s.ext.offsets = offs
}

// Index returns the character at code point index i (0 <= i < Len).
func (s *Str) Index(i int) *Str {
	if s.IsASCII() {
		return asciiChars[s.s[i]]
	}
	off := s.byteOffset(i)
	_, size := wtf8.DecodeRune(s.s[off:])
	return NewStr(s.s[off : off+size])
}

// Slice returns s[start:stop:step] for already-clamped indices.
func (s *Str) Slice(start, stop, step int) *Str {
	if step == 1 {
		if start >= stop {
			return emptyStr
		}
		return substr(s, s.s[s.byteOffset(start):s.byteOffset(stop)])
	}
	var b strings.Builder
	if s.IsASCII() {
		for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
			b.WriteByte(s.s[i])
		}
		return NewStr(b.String())
	}
	runes := wtf8.Runes(s.s)
	var buf []byte
	for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
		buf = wtf8.AppendRune(buf[:0], runes[i])
		b.Write(buf)
	}
	return NewStr(b.String())
}

// strRepr returns repr(s).
func strRepr(s string) string { return pyfmt.StrRepr(s) }

// strReprCharged is strRepr of a large str: the text (up to 10x the str's
// bytes) is measured and charged before it is made.
func strReprCharged(t *Thread, s string) (string, error) { return t.strReprText("", s, "") }

// strReprText returns prefix + repr(s) + suffix, measured and charged
// before it is made.
func (t *Thread) strReprText(prefix, s, suffix string) (string, error) {
	q := pyfmt.ReprQuote(s)
	return t.EscapeText(prefix+string(q), s, string(q)+suffix, true, func(dst []byte, p string) []byte {
		return pyfmt.AppendStrReprBody(dst, p, q)
	})
}

// strConcat returns a+b, charging the new bytes. Repeated appends to the
// latest result reuse one growing buffer (amortised O(len(b))).
func strConcat(t *Thread, a, b *Str) (Value, error) {
	parts := [2]*Str{a, b}
	return ConcatStrs(t, parts[:])
}

// ConcatStrs returns parts[0] + parts[1] + ... (at least one part), the
// value a chain of + makes, with the bytes charged once: the
// intermediate results, which nothing else can see, are not made. As
// with +, an empty operand gives the other one itself, and a first part
// that is the whole content of its builder is appended to in place.
func ConcatStrs(t *Thread, parts []*Str) (Value, error) {
	// Skip leading empty parts; the result is a part itself when at
	// most one is non-empty.
	for len(parts) > 1 && len(parts[0].s) == 0 {
		parts = parts[1:]
	}
	a := parts[0]
	n, nonEmpty, last := 0, 0, a
	for _, p := range parts {
		if len(p.s) > 0 {
			n += len(p.s)
			nonEmpty++
			last = p
		}
	}
	if nonEmpty <= 1 {
		if nonEmpty == 0 {
			return parts[len(parts)-1], nil
		}
		return last, nil
	}
	var sb *strings.Builder
	rest := parts[1:]
	switch {
	case a.ext != nil && a.ext.sb != nil && a.ext.sb.Len() == len(a.s):
		// a is the whole content of its builder: append in place.
		sb = a.ext.sb
		if n > sb.Cap() {
			if err := t.Alloc(int64(2 * n)); err != nil {
				return nil, err
			}
			if err := growInPieces(t, sb, 2*n-sb.Len()); err != nil {
				return nil, err
			}
		}
	case n >= concatBuilderMin:
		if err := t.Alloc(int64(2 * n)); err != nil {
			return nil, err
		}
		sb = new(strings.Builder)
		sb.Grow(2 * n)
		rest = parts
	default:
		if err := t.Alloc(int64(n)); err != nil {
			return nil, err
		}
	}
	var r *Str
	if sb != nil {
		for _, p := range rest {
			if len(p.s) > copyPiece {
				if err := writeLarge(t, sb, p.s); err != nil { // preemptible (piececopy.go)
					return nil, err
				}
			} else {
				sb.WriteString(p.s)
			}
		}
		b := &builtStr{Str: Str{s: sb.String()}, x: strExt{sb: sb}}
		b.ext = &b.x
		r = &b.Str
	} else {
		// n >= 2: at least two parts are non-empty.
		var buf []byte
		r, buf = newStrBuf(n)
		off := 0
		for _, p := range parts {
			off += copy(buf[off:], p.s)
		}
	}
	ascii, runes := int8(1), 0
	for _, p := range parts {
		if len(p.s) == 0 {
			continue
		}
		if p.ascii == 0 {
			return r, nil
		}
		if p.ascii == 2 {
			ascii = 2
		}
		runes += p.runes
	}
	r.runes, r.ascii = runes, ascii
	return r, nil
}

// strRepeat returns s*n, refusing huge results before allocating.
func strRepeat(t *Thread, s *Str, n int64) (Value, error) {
	if n <= 0 || len(s.s) == 0 {
		return emptyStr, nil
	}
	if n == 1 {
		return s, nil
	}
	if int64(len(s.s)) > (1<<62)/n {
		return nil, t.memoryErrorOrNil()
	}
	size := int64(len(s.s)) * n
	if err := t.Alloc(size); err != nil {
		return nil, err
	}
	if err := t.Charge(size / 64); err != nil {
		return nil, err
	}
	return NewStr(strings.Repeat(s.s, int(n))), nil
}

// strIterator iterates over the characters of a str.
type strIterator struct {
	s   *Str
	off int
}

// Type returns str_ascii_iterator or str_iterator, as CPython 3.11 does.
func (it *strIterator) Type() *Type {
	if it.s.IsASCII() {
		return StrASCIIIteratorType
	}
	return StrIteratorType
}

// Next returns the next character.
func (it *strIterator) Next(t *Thread) (Value, error) {
	if it.off >= len(it.s.s) {
		return nil, nil
	}
	c := it.s.s[it.off]
	if c < utf8.RuneSelf {
		it.off++
		return asciiChars[c], nil
	}
	_, size := wtf8.DecodeRune(it.s.s[it.off:])
	r := NewStr(it.s.s[it.off : it.off+size])
	it.off += size
	return r, nil
}
