package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// CodecError is a UnicodeEncodeError (Decode false) or UnicodeDecodeError
// (Decode true) with the attributes CPython gives those exceptions.
type CodecError struct {
	Decode   bool   // UnicodeDecodeError rather than UnicodeEncodeError
	Encoding string // the codec's name as CPython reports it: "utf-8", "ascii", "latin-1"
	Object   string // the str being encoded or the bytes being decoded
	Start    int    // first failing position: code points of a str, bytes of bytes
	End      int    // one past the last failing position
	Reason   string // e.g. "ordinal not in range(128)", "invalid start byte"
}

// Error returns "UnicodeEncodeError: " or "UnicodeDecodeError: " and
// Message().
func (e *CodecError) Error() string {
	if e.Decode {
		return "UnicodeDecodeError: " + e.Message()
	}
	return "UnicodeEncodeError: " + e.Message()
}

// Message is str() of the exception, exactly as CPython words it.
func (e *CodecError) Message() string {
	if e.Decode {
		if e.Start < len(e.Object) && e.End == e.Start+1 {
			return "'" + e.Encoding + "' codec can't decode byte 0x" + hex2(e.Object[e.Start]) +
				" in position " + strconv.Itoa(e.Start) + ": " + e.Reason
		}
		return "'" + e.Encoding + "' codec can't decode bytes in position " + strconv.Itoa(e.Start) + "-" +
			strconv.Itoa(e.End-1) + ": " + e.Reason
	}
	if e.End == e.Start+1 {
		if r, ok := runeAt(e.Object, e.Start); ok {
			return "'" + e.Encoding + "' codec can't encode character '" + escapeRune(r) +
				"' in position " + strconv.Itoa(e.Start) + ": " + e.Reason
		}
	}
	return "'" + e.Encoding + "' codec can't encode characters in position " + strconv.Itoa(e.Start) + "-" +
		strconv.Itoa(e.End-1) + ": " + e.Reason
}

func hex2(c byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4], digits[c&15]})
}

// escapeRune writes r as \xNN, \uNNNN or \UNNNNNNNN.
func escapeRune(r rune) string {
	return string(appendEscape(nil, r))
}

func appendEscape(b []byte, r rune) []byte {
	const digits = "0123456789abcdef"
	n := 8
	switch {
	case r < 0x100:
		b, n = append(b, '\\', 'x'), 2
	case r < 0x10000:
		b, n = append(b, '\\', 'u'), 4
	default:
		b = append(b, '\\', 'U')
	}
	for shift := 4 * (n - 1); shift >= 0; shift -= 4 {
		b = append(b, digits[(r>>uint(shift))&15])
	}
	return b
}

// runeAt returns the code point at code-point index i of s.
func runeAt(s string, i int) (rune, bool) {
	for k := 0; k < len(s); {
		r, size := wtf8.DecodeRune(s[k:])
		if i == 0 {
			return r, true
		}
		i--
		k += size
	}
	return 0, false
}

// CodecName returns the canonical name ("utf-8", "ascii", "latin-1",
// "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"
// or "utf-8-sig") of an encoding name CPython resolves to one of the codecs
// pystr implements, or "" for any other name.
func CodecName(encoding string) string {
	// CPython's encodings.normalize_encoding: runs of other characters
	// become one '_', leading and trailing ones are dropped.
	var b strings.Builder
	punct := false
	for _, c := range strings.ToLower(encoding) {
		if c < utf8.RuneSelf && (c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.') {
			if punct && b.Len() > 0 {
				b.WriteByte('_')
			}
			b.WriteRune(c)
			punct = false
		} else if !IsAlnumRune(c) {
			punct = true
		}
	}
	switch b.String() {
	case "utf_8", "utf8", "u8", "utf", "utf8_ucs2", "utf8_ucs4", "cp65001":
		return "utf-8"
	case "ascii", "646", "us", "us_ascii", "ansi_x3.4_1968", "ansi_x3_4_1968", "ansi_x3.4_1986", "cp367",
		"csascii", "ibm367", "iso646_us", "iso_646.irv_1991", "iso_ir_6":
		return "ascii"
	case "latin_1", "latin1", "latin", "l1", "iso8859_1", "iso_8859_1", "iso88591", "8859", "cp819",
		"iso_ir_100", "csisolatin1", "ibm819", "iso_8859_1_1987":
		return "latin-1"
	case "utf_16", "utf16", "u16":
		return "utf-16"
	case "utf_16_le", "utf_16le", "unicodelittleunmarked":
		return "utf-16-le"
	case "utf_16_be", "utf_16be", "unicodebigunmarked":
		return "utf-16-be"
	case "utf_32", "utf32", "u32":
		return "utf-32"
	case "utf_32_le", "utf_32le":
		return "utf-32-le"
	case "utf_32_be", "utf_32be":
		return "utf-32-be"
	case "utf_8_sig":
		return "utf-8-sig"
	}
	return ""
}

func unknownEncoding(encoding string) error {
	return &Error{Kind: LookupError, Msg: "unknown encoding: " + encoding}
}

func unknownHandler(errors string) error {
	return &Error{Kind: LookupError, Msg: "unknown error handler name '" + errors + "'"}
}

// fastPathCodec reports whether CPython encodes or decodes with this
// name directly in C (utf8, ascii and latin-1 spellings after
// _Py_normalize_encoding) rather than through the codec registry, which
// wraps a LookupError from the error handler in "<op> with '<name>'
// codec failed (...)".
func fastPathCodec(encoding string) bool {
	var b []byte
	punct := false
	for i := 0; i < len(encoding); i++ {
		c := encoding[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' {
			if punct && len(b) > 0 {
				b = append(b, '_')
			}
			punct = false
			b = append(b, toLowerByte(c))
		} else {
			punct = true
		}
	}
	switch string(b) {
	case "utf8", "utf_8", "ascii", "us_ascii", "latin1", "latin_1", "iso_8859_1", "iso8859_1",
		"utf16", "utf_16", "utf32", "utf_32":
		return true
	}
	return false
}

// wrapRegistryError words an error the way the codec registry reports it
// for a non-fast-path encoding name.
func wrapRegistryError(err error, op, encoding string) error {
	if e, ok := err.(*Error); ok && e.Kind == LookupError && strings.HasPrefix(e.Msg, "unknown error handler") && !fastPathCodec(encoding) {
		return &Error{Kind: LookupError, Msg: op + " with '" + encoding + "' codec failed (LookupError: " + e.Msg + ")"}
	}
	return err
}

// Encode implements str.encode(encoding, errors) for the utf-8, ascii,
// latin-1, utf-16, utf-32 (and their -le/-be forms) and utf-8-sig codecs
// with the strict, ignore, replace, backslashreplace and xmlcharrefreplace
// error handlers (surrogateescape, surrogatepass and namereplace act as
// strict). Other encodings raise LookupError. The result is refused when
// it would exceed maxLen bytes.
func Encode(s, encoding, errors string, maxLen int) (string, error) {
	out, err := encode(s, encoding, errors, maxLen)
	if err != nil {
		return "", wrapRegistryError(err, "encoding", encoding)
	}
	return out, nil
}

func encode(s, encoding, errors string, maxLen int) (string, error) {
	e := encoder{s: s, name: CodecName(encoding), errors: errors}
	e.appendUnit = func(b []byte, r rune) []byte { return append(b, byte(r)) }
	bom := ""
	switch e.name {
	case "utf-8":
		if utf8.ValidString(s) {
			return s, CheckLen(len(s), maxLen)
		}
		e.limit = utf8.MaxRune + 1
		e.appendUnit = wtf8.AppendRune
	case "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be":
		e.limit = utf8.MaxRune + 1
		e.appendUnit, bom = wideEncoder(e.name)
	case "ascii":
		if isASCII(s) {
			return s, CheckLen(len(s), maxLen)
		}
		e.limit = 0x80
	case "latin-1":
		e.limit = 0x100
	default:
		return "", unknownEncoding(encoding)
	}
	// The size of the result is measured first, by encoding into a
	// scratch buffer emptied every textPiece bytes, and refused before
	// anything of that size exists: an error handler writes up to ten
	// bytes for one character, and growing the result while encoding
	// held twice the result (then a copy) before its size was checked.
	n, _, err := e.run(nil, true)
	if err != nil {
		return "", err
	}
	if err := checkLen(len(bom)+n, maxLen); err != nil {
		return "", err
	}
	out := append(make([]byte, 0, len(bom)+n), bom...) //krait:alloc-ok the measured size, checked against maxLen just above
	_, out, _ = e.run(out, false)
	if len(out) == 0 {
		return "", nil
	}
	// out is not written again: the result is immutable from here on.
	return unsafe.String(&out[0], len(out)), nil
}

// textPiece is how many bytes the measuring pass of an encoder holds in
// its scratch buffer before counting and emptying it.
const textPiece = 4096

// encoder is one str.encode call of a codec that encodes code point by
// code point (with an error handler for the code points it cannot).
type encoder struct {
	s, name, errors string
	limit           rune // the first code point the codec cannot encode
	appendUnit      func(b []byte, r rune) []byte
}

// run encodes e.s, appending to out. When measure is set, out is a
// scratch buffer: run returns the size of the encoding, written into no
// buffer larger than textPiece plus one character's output (the whole
// text is measured even past any limit: an error later in it is what
// CPython raises); otherwise it returns out with the encoding appended.
func (e *encoder) run(out []byte, measure bool) (int, []byte, error) {
	s, name, limit, appendUnit := e.s, e.name, e.limit, e.appendUnit
	// wide: the UTF-16 and UTF-32 encoders (utf-8-sig is the UTF-8
	// encoder after a BOM).
	wide := limit > utf8.MaxRune && name != "utf-8" && name != "utf-8-sig"
	reason := "ordinal not in range(" + strconv.Itoa(int(limit)) + ")"
	if limit > utf8.MaxRune {
		reason = "surrogates not allowed"
	}
	count := 0
	// flush counts and empties the scratch buffer when measuring.
	flush := func() {
		if measure && len(out) >= textPiece {
			count += len(out)
			out = out[:0]
		}
	}
	pos := 0
	for i := 0; i < len(s); {
		r, size := decodeAt(s, i)
		bad := r >= limit || r == utf8.RuneError && size == 1 || wtf8.IsSurrogate(r)
		if !bad {
			out = appendUnit(out, r) //krait:alloc-ok measured: the scratch buffer is emptied every textPiece bytes; written: within the measured capacity
			i += size
			pos++
			flush()
			continue
		}
		// Collect the run of code points this codec cannot encode.
		start, startByte := pos, i
		for i < len(s) {
			if pos > start && wide {
				break // the UTF-16 and UTF-32 encoders stop at each surrogate
			}
			r, size = decodeAt(s, i)
			if r < limit && !(r == utf8.RuneError && size == 1) && !wtf8.IsSurrogate(r) {
				break
			}
			i += size
			pos++
		}
		switch e.errors {
		case "surrogatepass":
			// Surrogates pass as their code unit in the UTF codecs; the
			// run holds only surrogates there (everything else encodes).
			if limit <= utf8.MaxRune {
				return 0, nil, &CodecError{Encoding: name, Object: s, Start: start, End: pos, Reason: reason}
			}
			for k := startByte; k < i; {
				r, size := decodeAt(s, k)
				out = appendUnit(out, r) //krait:alloc-ok as above: scratch emptied by flush, or the measured capacity
				k += size
				flush()
			}
		case "surrogateescape":
			// U+DC80..U+DCFF stand for the bytes 0x80..0xFF they were
			// decoded from; the first other character ends the escapes
			// and the rest of the run is the error (CPython's encoders).
			if wide {
				return 0, nil, &CodecError{Encoding: name, Object: s, Start: start, End: pos, Reason: reason}
			}
			k, at := startByte, start
			for k < i {
				r, size := decodeAt(s, k)
				if r < 0xdc80 || r > 0xdcff {
					return 0, nil, &CodecError{Encoding: name, Object: s, Start: at, End: pos, Reason: reason}
				}
				out = append(out, byte(r-0xdc00)) //krait:alloc-ok as above: scratch emptied by flush, or the measured capacity
				k += size
				at++
				flush()
			}
		case "strict", "namereplace":
			return 0, nil, &CodecError{Encoding: name, Object: s, Start: start, End: pos, Reason: reason}
		case "ignore":
		case "replace":
			for k := start; k < pos; k++ {
				out = appendUnit(out, '?') //krait:alloc-ok as above: scratch emptied by flush, or the measured capacity
				flush()
			}
		case "backslashreplace", "xmlcharrefreplace":
			var ref [16]byte
			for k := startByte; k < i; {
				r, size := decodeAt(s, k)
				k += size
				esc := ref[:0]
				if e.errors == "backslashreplace" {
					esc = appendEscape(esc, r)
				} else {
					esc = append(strconv.AppendInt(append(esc, '&', '#'), int64(r), 10), ';') //krait:alloc-ok "&#1114111;" at most: 10 bytes in the 16-byte array ref
				}
				for _, c := range esc {
					out = appendUnit(out, rune(c)) //krait:alloc-ok as above: scratch emptied by flush, or the measured capacity
				}
				flush()
			}
		default:
			return 0, nil, unknownHandler(e.errors)
		}
	}
	return count + len(out), out, nil
}

// Decode implements bytes.decode(encoding, errors) for the codecs Encode
// knows, with the strict, ignore, replace and backslashreplace error
// handlers (surrogateescape and surrogatepass act as strict). Other
// encodings raise LookupError. The result is refused when it would exceed
// maxLen bytes.
func Decode(b, encoding, errors string, maxLen int) (string, error) {
	out, err := decode(b, encoding, errors, maxLen)
	if err != nil {
		return "", wrapRegistryError(err, "decoding", encoding)
	}
	return out, nil
}

func decode(b, encoding, errors string, maxLen int) (string, error) {
	if b == "" {
		return "", nil // CPython returns '' before looking the codec up
	}
	name := CodecName(encoding)
	switch name {
	case "utf-8":
		if utf8.ValidString(b) {
			return b, CheckLen(len(b), maxLen)
		}
	case "ascii":
		if isASCII(b) {
			return b, CheckLen(len(b), maxLen)
		}
	case "latin-1":
		if isASCII(b) {
			return b, CheckLen(len(b), maxLen)
		}
		if err := CheckLen(2*len(b), maxLen); err != nil {
			return "", err
		}
		rs := make([]byte, 0, 2*len(b))
		for i := 0; i < len(b); i++ {
			rs = utf8.AppendRune(rs, rune(b[i]))
		}
		return string(rs), nil
	case "utf-8-sig":
		return decode(strings.TrimPrefix(b, "\xef\xbb\xbf"), "utf-8", errors, maxLen)
	case "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be":
		return decodeWide(b, name, errors, maxLen)
	default:
		return "", unknownEncoding(encoding)
	}
	// Valid text is copied (no longer than b); what an error handler
	// writes instead of an undecodable sequence is checked as it grows.
	if err := CheckLen(len(b), maxLen); err != nil {
		return "", err
	}
	out := make([]byte, 0, len(b)+8)
	for i := 0; i < len(b); {
		var size int
		var reason string
		end := i
		if name == "ascii" {
			if b[i] < 0x80 {
				out = append(out, b[i])
				i++
				continue
			}
			reason, end = "ordinal not in range(128)", i+1
		} else {
			size, reason, end = utf8Sequence(b, i)
			if reason == "" {
				out = append(out, b[i:i+size]...)
				i += size
				continue
			}
		}
		switch errors {
		case "surrogatepass":
			// The three-byte form of a surrogate is how a str stores it.
			if name == "utf-8" && wtf8.HasSurrogate(b[i:min(i+3, len(b))]) {
				out = append(out, b[i:i+3]...)
				i += 3
				continue
			}
			return "", &CodecError{Decode: true, Encoding: name, Object: b, Start: i, End: end, Reason: reason}
		case "surrogateescape":
			// Each undecodable byte becomes U+DC80..U+DCFF.
			for k := i; k < end; k++ {
				if b[k] < 0x80 {
					return "", &CodecError{Decode: true, Encoding: name, Object: b, Start: i, End: end, Reason: reason}
				}
				out = wtf8.AppendRune(out, 0xdc00+rune(b[k]))
			}
		case "strict":
			return "", &CodecError{Decode: true, Encoding: name, Object: b, Start: i, End: end, Reason: reason}
		case "ignore":
		case "replace":
			out = append(out, "\uFFFD"...)
		case "backslashreplace":
			for k := i; k < end; k++ {
				out = append(out, '\\', 'x')
				out = append(out, hex2(b[k])...)
			}
		default:
			return "", unknownHandler(errors)
		}
		i = end
		if err := CheckLen(len(out), maxLen); err != nil {
			return "", err
		}
	}
	return ownedString(out), CheckLen(len(out), maxLen)
}

func isCont(c byte) bool { return c&0xc0 == 0x80 }

// utf8Sequence examines the UTF-8 sequence at b[i:] the way CPython's
// decoder does. It returns the sequence's size when valid, or the error
// reason and the end of the failing range.
func utf8Sequence(b string, i int) (size int, reason string, end int) {
	ch := b[i]
	n := len(b) - i
	invalidCont := func(k int) (int, string, int) { return 0, "invalid continuation byte", i + k }
	switch {
	case ch < 0x80:
		return 1, "", 0
	case ch < 0xc2:
		return 0, "invalid start byte", i + 1
	case ch < 0xe0:
		if n < 2 {
			return 0, "unexpected end of data", len(b)
		}
		if !isCont(b[i+1]) {
			return invalidCont(1)
		}
		return 2, "", 0
	case ch < 0xf0:
		if n < 3 {
			if n < 2 {
				return 0, "unexpected end of data", len(b)
			}
			c2 := b[i+1]
			if !isCont(c2) || (c2 < 0xa0 && ch == 0xe0) || (c2 >= 0xa0 && ch == 0xed) {
				return invalidCont(1)
			}
			return 0, "unexpected end of data", len(b)
		}
		c2, c3 := b[i+1], b[i+2]
		if !isCont(c2) || ch == 0xe0 && c2 < 0xa0 || ch == 0xed && c2 >= 0xa0 {
			return invalidCont(1)
		}
		if !isCont(c3) {
			return invalidCont(2)
		}
		return 3, "", 0
	case ch < 0xf5:
		if n < 4 {
			if n < 2 {
				return 0, "unexpected end of data", len(b)
			}
			c2 := b[i+1]
			if !isCont(c2) || (c2 < 0x90 && ch == 0xf0) || (c2 >= 0x90 && ch == 0xf4) {
				return invalidCont(1)
			}
			if n == 2 {
				return 0, "unexpected end of data", len(b)
			}
			if !isCont(b[i+2]) {
				return invalidCont(2)
			}
			return 0, "unexpected end of data", len(b)
		}
		c2, c3, c4 := b[i+1], b[i+2], b[i+3]
		if !isCont(c2) || ch == 0xf0 && c2 < 0x90 || ch == 0xf4 && c2 >= 0x90 {
			return invalidCont(1)
		}
		if !isCont(c3) {
			return invalidCont(2)
		}
		if !isCont(c4) {
			return invalidCont(3)
		}
		return 4, "", 0
	}
	return 0, "invalid start byte", i + 1
}
