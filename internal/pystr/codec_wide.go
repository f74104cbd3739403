package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"unicode/utf8"
)

// This file holds the UTF-16 and UTF-32 codecs (and the BOM of
// utf-8-sig), with CPython's byte-order-mark rules and error reasons.

// wideEncoder returns the function appending one code point in the codec
// and the byte order mark the encoded result starts with. CPython's
// "utf-16" and "utf-32" encode in the machine's order, little-endian here.
func wideEncoder(name string) (func([]byte, rune) []byte, string) {
	switch name {
	case "utf-8-sig":
		return wtf8.AppendRune, "\xef\xbb\xbf"
	case "utf-16":
		return appendUTF16LE, "\xff\xfe"
	case "utf-16-le":
		return appendUTF16LE, ""
	case "utf-16-be":
		return appendUTF16BE, ""
	case "utf-32":
		return appendUTF32LE, "\xff\xfe\x00\x00"
	case "utf-32-le":
		return appendUTF32LE, ""
	}
	return appendUTF32BE, ""
}

func appendUTF16LE(b []byte, r rune) []byte {
	if r >= 0x10000 {
		r -= 0x10000
		hi, lo := 0xd800+(r>>10), 0xdc00+(r&0x3ff)
		return append(b, byte(hi), byte(hi>>8), byte(lo), byte(lo>>8))
	}
	return append(b, byte(r), byte(r>>8))
}

func appendUTF16BE(b []byte, r rune) []byte {
	if r >= 0x10000 {
		r -= 0x10000
		hi, lo := 0xd800+(r>>10), 0xdc00+(r&0x3ff)
		return append(b, byte(hi>>8), byte(hi), byte(lo>>8), byte(lo))
	}
	return append(b, byte(r>>8), byte(r))
}

func appendUTF32LE(b []byte, r rune) []byte {
	return append(b, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
}

func appendUTF32BE(b []byte, r rune) []byte {
	return append(b, byte(r>>24), byte(r>>16), byte(r>>8), byte(r))
}

// decodeWide decodes UTF-16 or UTF-32 the way CPython's
// PyUnicode_DecodeUTF16Stateful and PyUnicode_DecodeUTF32Stateful do
// without a consumed count: a byte order mark chooses the order for
// "utf-16" and "utf-32" (little-endian by default), and error positions
// count from the start of b.
func decodeWide(b, name, errors string, maxLen int) (string, error) {
	unit := 2
	if name == "utf-32" || name == "utf-32-le" || name == "utf-32-be" {
		unit = 4
	}
	big := name == "utf-16-be" || name == "utf-32-be"
	q := 0
	switch {
	case name == "utf-16" && len(b) >= 2:
		switch b[:2] {
		case "\xfe\xff":
			big, q = true, 2
		case "\xff\xfe":
			q = 2
		}
	case name == "utf-32" && len(b) >= 4:
		switch b[:4] {
		case "\x00\x00\xfe\xff":
			big, q = true, 4
		case "\xff\xfe\x00\x00":
			q = 4
		}
	}
	codec := "utf-16-le"
	switch {
	case unit == 2 && big:
		codec = "utf-16-be"
	case unit == 4 && big:
		codec = "utf-32-be"
	case unit == 4:
		codec = "utf-32-le"
	}
	read := func(i int) rune {
		if unit == 2 {
			if big {
				return rune(b[i])<<8 | rune(b[i+1])
			}
			return rune(b[i+1])<<8 | rune(b[i])
		}
		if big {
			return rune(b[i])<<24 | rune(b[i+1])<<16 | rune(b[i+2])<<8 | rune(b[i+3])
		}
		return rune(b[i+3])<<24 | rune(b[i+2])<<16 | rune(b[i+1])<<8 | rune(b[i])
	}
	if err := CheckLen(2*len(b), maxLen); err != nil {
		return "", err
	}
	out := make([]byte, 0, len(b))
	for q < len(b) {
		var reason string
		var start, end int
		if len(b)-q < unit {
			reason, start, end = "truncated data", q, len(b)
		} else if ch := read(q); unit == 4 {
			switch {
			case ch >= 0xd800 && ch < 0xe000:
				reason, start, end = "code point in surrogate code point range(0xd800, 0xe000)", q, q+4
			case uint32(ch) >= 0x110000:
				reason, start, end = "code point not in range(0x110000)", q, q+4
			default:
				out = utf8.AppendRune(out, ch)
				q += 4
				continue
			}
		} else {
			switch {
			case ch < 0xd800 || ch >= 0xe000:
				out = utf8.AppendRune(out, ch)
				q += 2
				continue
			case ch >= 0xdc00:
				reason, start, end = "illegal encoding", q, q+2
			case len(b)-q < 4:
				reason, start, end = "unexpected end of data", q, len(b)
			default:
				ch2 := read(q + 2)
				if ch2 < 0xdc00 || ch2 >= 0xe000 {
					reason, start, end = "illegal UTF-16 surrogate", q, q+2
				} else {
					out = utf8.AppendRune(out, 0x10000+(ch-0xd800)<<10+(ch2-0xdc00))
					q += 4
					continue
				}
			}
		}
		if errors == "surrogatepass" && len(b)-q >= unit {
			// A lone surrogate code unit (or UTF-32 code point) is
			// kept, in the form a str stores it.
			if ch := read(q); ch >= 0xd800 && ch < 0xe000 {
				out = wtf8.AppendRune(out, ch)
				q += unit
				continue
			}
		}
		switch errors {
		case "strict", "surrogateescape", "surrogatepass":
			return "", &CodecError{Decode: true, Encoding: codec, Object: b, Start: start, End: end, Reason: reason}
		case "ignore":
		case "replace":
			out = append(out, "\uFFFD"...)
		case "backslashreplace":
			for k := start; k < end; k++ {
				out = append(out, '\\', 'x')
				out = append(out, hex2(b[k])...)
			}
		default:
			return "", unknownHandler(errors)
		}
		q = end
	}
	return ownedString(out), CheckLen(len(out), maxLen)
}
