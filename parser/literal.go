package parser

import (
	"bytes"
	"math/big"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/kraitpy/krait/lexer"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
)

// number converts a NUMBER token to its Constant value: int64, *big.Int,
// float64 or complex128.
func (p *parser) number(t *lexer.Token) any {
	b := p.text(t)
	if bytes.IndexByte(b, '_') >= 0 {
		b = bytes.ReplaceAll(b, []byte{'_'}, nil)
	}
	s := string(b)
	last := s[len(s)-1] | 0x20
	if last == 'j' {
		f := parseFloat(s[:len(s)-1])
		return complex(0, f)
	}
	if len(s) > 1 && s[0] == '0' {
		base := 0
		switch s[1] | 0x20 {
		case 'x':
			base = 16
		case 'o':
			base = 8
		case 'b':
			base = 2
		}
		if base != 0 {
			return intValue(s[2:], base)
		}
	}
	if strings.ContainsAny(s, ".eE") {
		return parseFloat(s)
	}
	return intValue(s, 10)
}

func parseFloat(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64) // range errors give ±Inf or 0, as Python does
	return f
}

func intValue(s string, base int) any {
	if v, err := strconv.ParseInt(s, base, 64); err == nil {
		return v
	}
	z, ok := new(big.Int).SetString(s, base)
	if !ok {
		return int64(0)
	}
	if z.IsInt64() {
		return z.Int64()
	}
	return z
}

// nfkc normalizes a non-ASCII identifier as CPython does.
func nfkc(s string) string { return norm.NFKC.String(s) }

// runeNames is the reverse index of Unicode character names, built on
// first use and never modified afterwards.
var runeNames = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 40000)
	for r := rune(0); r <= 0x10FFFF; r++ {
		if r >= 0x3400 && r <= 0x9FFF || r >= 0xAC00 && r <= 0xD7A3 || r >= 0x20000 && r <= 0x3134F || r >= 0xD800 && r <= 0xF8FF {
			continue
		}
		n := runenames.Name(r)
		if n == "" || n[0] == '<' {
			continue
		}
		m[n] = r
	}
	return m
})

var hangulL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
var hangulV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
var hangulT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}

// lookupRuneName resolves a \N{...} name (case-insensitively, with the
// algorithmic CJK and Hangul names).
func lookupRuneName(name string) (rune, bool) {
	up := strings.ToUpper(name)
	if rest, ok := strings.CutPrefix(up, "CJK UNIFIED IDEOGRAPH-"); ok {
		v, err := strconv.ParseUint(rest, 16, 32)
		if err != nil || (len(rest) != 4 && len(rest) != 5) {
			return 0, false
		}
		r := rune(v)
		// x/text names the algorithmic ranges "<CJK Ideograph...>".
		if !strings.HasPrefix(runenames.Name(r), "<CJK Ideograph") {
			return 0, false
		}
		return r, true
	}
	if rest, ok := strings.CutPrefix(up, "HANGUL SYLLABLE "); ok {
		for l := range hangulL {
			if !strings.HasPrefix(rest, hangulL[l]) {
				continue
			}
			r1 := rest[len(hangulL[l]):]
			for v := range hangulV {
				if !strings.HasPrefix(r1, hangulV[v]) {
					continue
				}
				r2 := r1[len(hangulV[v]):]
				for t := range hangulT {
					if r2 == hangulT[t] {
						return rune(0xAC00 + (l*21+v)*28 + t), true
					}
				}
			}
		}
		return 0, false
	}
	r, ok := runeNames()[up]
	if !ok {
		r, ok = nameAliases[up]
	}
	if rest, isVS := strings.CutPrefix(up, "VS"); !ok && isVS {
		if n, err := strconv.Atoi(rest); err == nil && rest[0] != '0' {
			switch {
			case n >= 1 && n <= 16:
				return rune(0xFE00 + n - 1), true
			case n >= 17 && n <= 256:
				return rune(0xE0100 + n - 17), true
			}
		}
	}
	return r, ok
}

// nameAliases holds the Unicode name aliases (control-character names and
// abbreviations) that Python's \N{...} accepts besides the character
// names, as listed by CPython 3.11's unicodedata.lookup. VS1-VS256 are
// handled in lookupRuneName.
var nameAliases = map[string]rune{
	"NULL": 0x0, "NUL": 0x0, "LINE FEED": 0xA, "LF": 0xA, "NEW LINE": 0xA, "END OF LINE": 0xA, "EOL": 0xA, "NL": 0xA,
	"CARRIAGE RETURN": 0xD, "CR": 0xD, "CHARACTER TABULATION": 0x9, "HORIZONTAL TABULATION": 0x9, "TAB": 0x9, "HT": 0x9,
	"LINE TABULATION": 0xB, "VERTICAL TABULATION": 0xB, "VT": 0xB, "FORM FEED": 0xC, "FF": 0xC, "ESCAPE": 0x1B, "ESC": 0x1B,
	"DELETE": 0x7F, "DEL": 0x7F, "BACKSPACE": 0x8, "BS": 0x8, "BEL": 0x7, "ALERT": 0x7, "SP": 0x20, "NBSP": 0xA0,
	"ZWSP": 0x200B, "ZWJ": 0x200D, "ZWNJ": 0x200C, "SHY": 0xAD, "LRM": 0x200E, "RLM": 0x200F, "BYTE ORDER MARK": 0xFEFF,
	"BOM": 0xFEFF, "ZWNBSP": 0xFEFF, "NEXT LINE": 0x85, "NEL": 0x85, "WJ": 0x2060, "START OF HEADING": 0x1, "SOH": 0x1,
	"START OF TEXT": 0x2, "STX": 0x2, "END OF TEXT": 0x3, "ETX": 0x3, "END OF TRANSMISSION": 0x4, "EOT": 0x4,
	"ENQUIRY": 0x5, "ENQ": 0x5, "ACKNOWLEDGE": 0x6, "ACK": 0x6, "SHIFT OUT": 0xE, "SO": 0xE, "SHIFT IN": 0xF, "SI": 0xF,
	"DATA LINK ESCAPE": 0x10, "DLE": 0x10, "NEGATIVE ACKNOWLEDGE": 0x15, "NAK": 0x15, "SYNCHRONOUS IDLE": 0x16,
	"SYN": 0x16, "CANCEL": 0x18, "CAN": 0x18, "SUBSTITUTE": 0x1A, "SUB": 0x1A, "FILE SEPARATOR": 0x1C, "FS": 0x1C,
	"GROUP SEPARATOR": 0x1D, "GS": 0x1D, "RECORD SEPARATOR": 0x1E, "RS": 0x1E, "UNIT SEPARATOR": 0x1F, "US": 0x1F,
	"INFORMATION SEPARATOR ONE": 0x1F, "NNBSP": 0x202F, "MMSP": 0x205F, "LATIN CAPITAL LETTER GHA": 0x1A2,
	"OPERATING SYSTEM COMMAND": 0x9D, "OSC": 0x9D, "PADDING CHARACTER": 0x80, "PAD": 0x80,
}

// codingCookie returns the encoding declared in the first two lines.
func codingCookie(src []byte) string {
	for n := 0; n < 2 && len(src) > 0; n++ {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		t := bytes.TrimLeft(line, " \t\f")
		if len(t) == 0 || t[0] != '#' {
			if len(t) != 0 {
				return ""
			}
			continue
		}
		i := bytes.Index(t, []byte("coding"))
		if i < 0 || i+6 >= len(t) || (t[i+6] != ':' && t[i+6] != '=') {
			continue
		}
		rest := bytes.TrimLeft(t[i+7:], " \t")
		j := 0
		for j < len(rest) && (rest[j] == '-' || rest[j] == '_' || rest[j] == '.' || rest[j] >= '0' && rest[j] <= '9' || rest[j]|0x20 >= 'a' && rest[j]|0x20 <= 'z') {
			j++
		}
		return strings.ToLower(string(rest[:j]))
	}
	return ""
}

// isLatin1 reports whether an encoding name means ISO-8859-1.
func isLatin1(enc string) bool {
	enc = strings.ReplaceAll(enc, "_", "-")
	switch enc {
	case "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1", "iso-latin-1", "8859", "cp819":
		return true
	}
	return strings.HasPrefix(enc, "latin-1-") || strings.HasPrefix(enc, "iso-8859-1-")
}

func isUTF8(enc string) bool {
	enc = strings.ReplaceAll(enc, "_", "-")
	return enc == "utf-8" || enc == "utf8" || strings.HasPrefix(enc, "utf-8-")
}

// decodeWith converts source declared in a non-UTF-8 encoding.
func decodeWith(filename, enc string, src []byte) ([]byte, error) {
	if isLatin1(enc) {
		return latin1ToUTF8(src), nil
	}
	e, err := ianaindex.IANA.Encoding(enc)
	if err != nil || e == nil {
		e, err = ianaindex.IANA.Encoding(strings.ReplaceAll(enc, "_", "-"))
	}
	if (err != nil || e == nil) && strings.HasPrefix(enc, "cp") {
		if e, err = ianaindex.IANA.Encoding("windows-" + enc[2:]); err != nil || e == nil {
			e, err = ianaindex.IANA.Encoding("ibm" + enc[2:])
		}
	}
	if err != nil || e == nil {
		return nil, &SyntaxError{Kind: "SyntaxError", Filename: filename, Msg: "unknown encoding: " + enc}
	}
	out, err := e.NewDecoder().Bytes(src)
	if err != nil {
		return nil, &SyntaxError{Kind: "SyntaxError", Filename: filename, Msg: "(unicode error) " + err.Error()}
	}
	return out, nil
}

// decodeSource converts source that is not valid UTF-8: Latin-1 when the
// file declares it, otherwise it is an error.
func decodeSource(filename string, src []byte) ([]byte, error) {
	if isLatin1(codingCookie(src)) {
		return latin1ToUTF8(src), nil
	}
	pos := 0
	for pos < len(src) {
		r, size := utf8.DecodeRune(src[pos:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		pos += size
	}
	line := 1 + bytes.Count(src[:pos], []byte{'\n'})
	text := lineText(src, line)
	// CPython decodes from the offending byte, so it reports position 0.
	return nil, &SyntaxError{Kind: "SyntaxError", Filename: filename, Lineno: line, Offset: 1,
		Text: strings.ToValidUTF8(string(text), "\ufffd"),
		Msg:  "(unicode error) 'utf-8' codec can't decode byte 0x" + strconv.FormatUint(uint64(src[pos]), 16) + " in position 0: " + utf8Problem(src[pos:])}
}

func latin1ToUTF8(src []byte) []byte {
	out := make([]byte, 0, len(src)+len(src)/8)
	for _, c := range src {
		out = utf8.AppendRune(out, rune(c))
	}
	return out
}

// utf8Problem names why b does not start with valid UTF-8, in Python's
// codec words.
func utf8Problem(b []byte) string {
	c := b[0]
	n := 0
	switch {
	case c >= 0xC2 && c <= 0xDF:
		n = 1
	case c >= 0xE0 && c <= 0xEF:
		n = 2
	case c >= 0xF0 && c <= 0xF4:
		n = 3
	default:
		return "invalid start byte"
	}
	for i := 1; i <= n; i++ {
		if i >= len(b) {
			return "unexpected end of data"
		}
		if b[i]&0xC0 != 0x80 {
			return "invalid continuation byte"
		}
	}
	return "invalid continuation byte"
}
