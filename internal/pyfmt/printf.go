package pyfmt

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"errors"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// ErrWrongType is returned by an Arg conversion method when the value is
// not of a type the conversion accepts; Printf then raises the TypeError
// CPython raises for that conversion.
var ErrWrongType = errors.New("pyfmt: argument of the wrong type")

// Arg is one operand of printf-style formatting (str % args), implemented
// by the interpreter's values. Conversions return ErrWrongType when the
// value's type does not support them; any other error (an exception raised
// by __int__, ValueError for a NaN, ...) is returned unchanged by Printf.
type Arg interface {
	// TypeName returns the Python type name, e.g. "str".
	TypeName() string
	// Str returns str(v), for %s.
	Str() (string, error)
	// Repr returns repr(v), for %r.
	Repr() (string, error)
	// ASCII returns ascii(v), for %a.
	ASCII() (string, error)
	// IntValue returns v when it is an int (isinstance(v, int), bool
	// included), for the * width and precision.
	IntValue() (Integer, bool)
	// AsInt converts v for %d %i %u (index false: int(v), so floats
	// truncate) and %o %x %X %c (index true: operator.index(v)). It returns
	// ErrWrongType when v is not a number (or the conversion raised
	// TypeError).
	AsInt(index bool) (Integer, error)
	// AsFloat returns float(v) for %e %f %g, or ErrWrongType when v is not
	// a real number.
	AsFloat() (float64, error)
	// AsStr returns v's value when it is a str.
	AsStr() (string, bool)
}

// Mapping is a mapping operand of printf-style formatting, for %(key)s.
type Mapping interface {
	// GetItem returns mapping[key] or the error (KeyError) raised.
	GetItem(key string) (Arg, error)
}

// Args is the operands of a format, read in order: an Arg that At returns
// is used before At is called again, so an implementation may return the
// same Arg each time, loaded with the next operand.
type Args interface {
	// Len returns the number of operands.
	Len() int
	// At returns operand i.
	At(i int) Arg
}

// ArgSlice is Args held in a slice.
type ArgSlice []Arg

// Len returns len(a).
func (a ArgSlice) Len() int { return len(a) }

// At returns a[i].
func (a ArgSlice) At(i int) Arg { return a[i] }

// PrintfArgs is the right operand of str % operand.
type PrintfArgs struct {
	// Items holds the tuple's items when Tuple is true; otherwise it holds
	// exactly the one operand.
	Items Args
	// Tuple reports that the operand was a tuple.
	Tuple bool
	// Mapping is the operand when it is a mapping (anything with
	// __getitem__ that is neither a tuple nor a str); nil otherwise.
	Mapping Mapping
}

const (
	flagLJust = 1 << iota
	flagSign
	flagBlank
	flagAlt
	flagZero
)

// printfState is CPython's unicode_formatter_t.
type printfState struct {
	fmt []rune // the format's code points, unless byteUnits
	// byteUnits reports that every code unit of the format is one byte
	// (an ASCII str format, or any bytes format), read from format.
	byteUnits bool
	pos       int // fmtpos
	cnt       int // fmtcnt
	items     Args
	single    Arg // the operand when arglen < 0
	arglen    int
	argidx    int
	dict      Mapping
	out       outBuf
	opts      Options // by value: a pointer to the caller's would move it to the heap
	format    string  // the format itself, for byte-mode literal copies
	bytes     bool    // bytes % args: one code unit per byte, bytes conversions
}

// printfArg is CPython's unicode_format_arg_t.
type printfArg struct {
	ch rune
	// signed records that ch was last read as a C char (bytes formatting
	// reads bytes >= 0x80 as negative except in the digit loops).
	signed bool
	flags  int
	width  int
	prec   int
	sign   bool
}

// BytesArg is an Arg that can also take part in bytes % args.
type BytesArg interface {
	Arg
	// AsBytes returns the bytes of a bytes-like object (bytes, bytearray,
	// memoryview) or of v.__bytes__(), for %b and %s; ErrWrongType
	// otherwise.
	AsBytes() (string, error)
	// BytesValue returns v's bytes when it is a bytes or bytearray, for %c.
	BytesValue() (string, bool)
}

// Printf implements format % args for a str format (PyUnicode_Format).
// Options.MaxLen bounds the result and Options.MaxStrDigits the decimal
// conversion of ints; Options.TypeName is unused.
func Printf(format string, args PrintfArgs, o Options) (string, error) {
	b, err := printf(nil, format, args, o, false)
	return unsafe.String(unsafe.SliceData(b), len(b)), err
}

// AppendPrintf is Printf writing the result into dst[:0] (growing it as
// append does) and returning it: a caller that reuses a buffer makes no
// allocation for a result that fits. A nil dst is allocated for about
// the format's length.
func AppendPrintf(dst []byte, format string, args PrintfArgs, o Options) ([]byte, error) {
	return printf(dst[:0], format, args, o, false)
}

// PrintfBytes implements format % args for a bytes format
// (_PyBytes_FormatEx): format and the result are raw bytes, mapping keys
// are passed to Mapping.GetItem as the raw bytes of a bytes key, and the
// arguments should implement BytesArg (others fail %s, %b and %c with
// CPython's TypeError).
func PrintfBytes(format string, args PrintfArgs, o Options) (string, error) {
	b, err := printf(nil, format, args, o, true)
	return unsafe.String(unsafe.SliceData(b), len(b)), err
}

// printf formats into dst (empty; nil to allocate a buffer for about the
// format's length).
func printf(dst []byte, format string, args PrintfArgs, o Options, bytesMode bool) ([]byte, error) {
	st := printfState{opts: o, format: format, bytes: bytesMode}
	if bytesMode || isASCIIString(format) {
		st.byteUnits = true
		st.cnt = len(format)
	} else {
		st.fmt = wtf8.Runes(format)
		st.cnt = len(st.fmt)
	}
	if args.Tuple {
		st.items = args.Items
		st.arglen = args.Items.Len()
	} else {
		if args.Items != nil && args.Items.Len() > 0 {
			st.single = args.Items.At(0)
		}
		st.arglen, st.argidx = -1, -2
	}
	st.dict = args.Mapping
	if dst == nil {
		dst = make([]byte, 0, len(format)+16) //krait:alloc-ok len(format)+16: the format exists
	}
	st.out.b, st.out.max = dst, o.MaxLen
	for st.cnt--; st.cnt >= 0; st.cnt-- {
		if st.read(st.pos) != '%' {
			start := st.pos
			st.pos++
			for st.cnt >= 0 && st.read(st.pos) != '%' {
				st.pos++
				st.cnt--
			}
			if st.cnt < 0 {
				st.pos--
			}
			if st.byteUnits {
				st.out.writeString(st.format[start:st.pos])
			} else {
				for _, r := range st.fmt[start:st.pos] {
					st.out.writeString(wtf8.EncodeRune(r))
				}
			}
			if st.out.err != nil {
				return nil, st.out.err
			}
			continue
		}
		st.pos++
		if err := st.formatArg(); err != nil {
			return nil, err
		}
	}
	if st.argidx < st.arglen && st.dict == nil {
		return nil, st.notAllConverted()
	}
	if st.out.err != nil {
		return nil, st.out.err
	}
	return st.out.b, nil
}

// outBuf is the text a format is building, refused past max bytes.
type outBuf struct {
	b   []byte
	max int   // the caller's maxLen
	err error // the first refusal: what would pass max is dropped
}

// writeString appends s unless the text would pass max: then it records
// the refusal (the format reports it) and drops s.
func (o *outBuf) writeString(s string) {
	if err := checkLen(len(o.b)+len(s), o.max); err != nil {
		if o.err == nil {
			o.err = err
		}
		return
	}
	o.b = append(o.b, s...)
}
func (o *outBuf) writeByte(c byte) { o.b = append(o.b, c) }
func (o *outBuf) len() int         { return len(o.b) }

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// read returns the format's code point at i, or 0 past its end (where
// CPython reads the terminating NUL).
func (st *printfState) read(i int) rune {
	if st.byteUnits {
		if i < len(st.format) {
			return rune(st.format[i])
		}
		return 0
	}
	if i < len(st.fmt) {
		return st.fmt[i]
	}
	return 0
}

// next consumes the next format character the way CPython's loops do:
// it decrements the remaining count and reads only when one remains.
func (st *printfState) next(a *printfArg) bool {
	st.cnt--
	if st.cnt < 0 {
		return false
	}
	a.ch = st.read(st.pos)
	a.signed = true
	st.pos++
	return true
}

func (st *printfState) notAllConverted() error {
	if st.bytes {
		return typeError("not all arguments converted during bytes formatting")
	}
	return typeError("not all arguments converted during string formatting")
}

func (st *printfState) nextArg() (Arg, error) {
	if st.argidx < st.arglen {
		i := st.argidx
		st.argidx++
		if st.arglen < 0 {
			return st.single, nil
		}
		return st.items.At(i), nil
	}
	return nil, typeError("not enough arguments for format string")
}

func (st *printfState) formatArg() error {
	a := printfArg{ch: st.read(st.pos), width: -1, prec: -1}
	if a.ch == '%' {
		st.pos++
		st.cnt--
		st.out.writeByte('%')
		return nil
	}
	if err := st.parseArg(&a); err != nil {
		return err
	}
	s, err := st.convert(&a)
	if err != nil {
		return err
	}
	if err := st.output(&a, s); err != nil {
		return err
	}
	if st.dict != nil && st.argidx < st.arglen {
		return st.notAllConverted()
	}
	return nil
}

// parseArg is CPython's unicode_format_arg_parse: mapping key, flags,
// width, precision and length modifier.
func (st *printfState) parseArg(a *printfArg) error {
	if a.ch == '(' {
		if st.dict == nil {
			return typeError("format requires a mapping")
		}
		st.pos++
		st.cnt--
		keyStart := st.pos
		depth := 1
		for depth > 0 {
			st.cnt--
			if st.cnt < 0 {
				break
			}
			a.ch = st.read(st.pos)
			if a.ch == ')' {
				depth--
			} else if a.ch == '(' {
				depth++
			}
			st.pos++
		}
		if st.cnt < 0 || depth > 0 {
			return valueError("incomplete format key")
		}
		var key string
		if st.byteUnits {
			key = st.format[keyStart : st.pos-1]
		} else {
			key = string(st.fmt[keyStart : st.pos-1])
		}
		v, err := st.dict.GetItem(key)
		if err != nil {
			return err
		}
		st.single, st.items = v, nil
		st.arglen, st.argidx = -1, -2
	}
flags:
	for st.next(a) {
		switch a.ch {
		case '-':
			a.flags |= flagLJust
		case '+':
			a.flags |= flagSign
		case ' ':
			a.flags |= flagBlank
		case '#':
			a.flags |= flagAlt
		case '0':
			a.flags |= flagZero
		default:
			break flags
		}
	}
	if a.ch == '*' {
		v, err := st.nextArg()
		if err != nil {
			return err
		}
		n, ok := v.IntValue()
		if !ok {
			return typeError("* wants int")
		}
		n = n.norm()
		if n.Big != nil {
			return overflowError("Python int too large to convert to C ssize_t")
		}
		a.width = int(n.Small)
		if a.width < 0 {
			a.flags |= flagLJust
			a.width = -a.width // stays negative for MinInt64, as in CPython
		}
		st.next(a)
	} else if a.ch >= '0' && a.ch <= '9' {
		a.width = int(a.ch - '0')
		for st.next(a) {
			a.signed = false
			if a.ch < '0' || a.ch > '9' {
				break
			}
			d := int(a.ch - '0')
			if a.width > (math.MaxInt64-d)/10 {
				return valueError("width too big")
			}
			a.width = a.width*10 + d
		}
	}
	if a.ch == '.' {
		a.prec = 0
		st.next(a)
		if a.ch == '*' {
			v, err := st.nextArg()
			if err != nil {
				return err
			}
			n, ok := v.IntValue()
			if !ok {
				return typeError("* wants int")
			}
			n = n.norm()
			if n.Big != nil || n.Small > math.MaxInt32 || n.Small < math.MinInt32 {
				return overflowError("Python int too large to convert to C int")
			}
			a.prec = max(int(n.Small), 0)
			st.next(a)
		} else if a.ch >= '0' && a.ch <= '9' {
			a.prec = int(a.ch - '0')
			for st.next(a) {
				a.signed = false
				if a.ch < '0' || a.ch > '9' {
					break
				}
				d := int(a.ch - '0')
				if a.prec > (math.MaxInt32-d)/10 {
					if st.bytes {
						return valueError("prec too big")
					}
					return valueError("precision too big")
				}
				a.prec = a.prec*10 + d
			}
		}
	}
	if st.cnt >= 0 && (a.ch == 'h' || a.ch == 'l' || a.ch == 'L') {
		st.next(a)
	}
	if st.cnt < 0 {
		return valueError("incomplete format")
	}
	return nil
}

// convert is CPython's unicode_format_arg_format: it takes the next
// argument and renders it for the conversion type, without padding.
func (st *printfState) convert(a *printfArg) (string, error) {
	v, err := st.nextArg()
	if err != nil {
		return "", err
	}
	if st.bytes {
		return st.convertBytes(a, v)
	}
	switch a.ch {
	case 's':
		if s, ok := v.AsStr(); ok {
			return s, nil
		}
		return v.Str()
	case 'r':
		return v.Repr()
	case 'a':
		return v.ASCII()
	case 'i', 'd', 'u', 'o', 'x', 'X':
		a.sign = true
		return st.formatLong(v, a)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		return st.formatFloat(v, a, "must be real number, not ")
	case 'c':
		if s, ok := v.AsStr(); ok {
			_, size := wtf8.DecodeRune(s)
			if size == 0 || size != len(s) {
				return "", typeError("%c requires int or char")
			}
			return s, nil
		}
		n, err := v.AsInt(true)
		if errors.Is(err, ErrWrongType) {
			return "", typeError("%c requires int or char")
		} else if err != nil {
			return "", err
		}
		n = n.norm()
		if n.Big != nil || n.Small < 0 || n.Small > 0x10ffff {
			return "", overflowError("%c arg not in range(0x110000)")
		}
		return wtf8.EncodeRune(rune(n.Small)), nil
	}
	ch := a.ch
	if ch < 31 || ch > 126 {
		ch = '?'
	}
	return "", valueError("unsupported format character '" + string(ch) + "' (0x" +
		strconv.FormatInt(int64(a.ch), 16) + ") at index " + strconv.Itoa(st.pos-1))
}

// formatFloat renders %e %f %g and their upper-case forms; wrongType
// starts the TypeError message for a non-number.
func (st *printfState) formatFloat(v Arg, a *printfArg, wrongType string) (string, error) {
	a.sign = true
	f, err := v.AsFloat()
	if errors.Is(err, ErrWrongType) {
		return "", typeError(wrongType + cTypeName(v.TypeName()))
	} else if err != nil {
		return "", err
	}
	prec := a.prec
	if prec < 0 {
		prec = 6
	}
	if err := checkFloatSize(byte(a.ch), prec, a.flags&flagAlt != 0, a.width, st.opts.MaxLen); err != nil {
		return "", err
	}
	return doubleToString(f, byte(a.ch), prec, a.flags&flagAlt != 0, false, false), nil
}

// convertBytes is the conversion step of _PyBytes_FormatEx.
func (st *printfState) convertBytes(a *printfArg, v Arg) (string, error) {
	switch a.ch {
	case 'r', 'a':
		return v.ASCII()
	case 's', 'b':
		if bv, ok := v.(BytesArg); ok {
			b, err := bv.AsBytes()
			if !errors.Is(err, ErrWrongType) {
				return b, err
			}
		}
		return "", typeError("%b requires a bytes-like object, or an object that implements __bytes__, not '" + truncateBytes(v.TypeName(), 100) + "'")
	case 'i', 'd', 'u', 'o', 'x', 'X':
		a.sign = true
		return st.formatLong(v, a)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		return st.formatFloat(v, a, "float argument required, not ")
	case 'c':
		if bv, ok := v.(BytesArg); ok {
			if b, ok := bv.BytesValue(); ok && len(b) == 1 {
				return b, nil
			}
		}
		n, err := v.AsInt(true)
		if errors.Is(err, ErrWrongType) {
			return "", typeError("%c requires an integer in range(256) or a single byte")
		} else if err != nil {
			return "", err
		}
		n = n.norm()
		if n.Big != nil || n.Small < 0 || n.Small > 255 {
			return "", overflowError("%c arg not in range(256)")
		}
		return string([]byte{byte(n.Small)}), nil
	}
	if a.ch > 127 && a.signed {
		return "", overflowError("character argument not in range(0x110000)")
	}
	return "", valueError("unsupported format character '" + string(a.ch) + "' (0x" +
		strconv.FormatInt(int64(a.ch), 16) + ") at index " + strconv.Itoa(st.pos-1))
}

// truncateBytes is C's "%.Ns": at most n bytes, not splitting UTF-8.
func truncateBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// formatLong is CPython's mainformatlong plus _PyUnicode_FormatLong: the
// digits of an int, zero-padded to the precision, with a sign and (for
// %#o %#x %#X) the base prefix.
func (st *printfState) formatLong(v Arg, a *printfArg) (string, error) {
	typ := byte(a.ch)
	index := typ == 'o' || typ == 'x' || typ == 'X'
	n, err := v.AsInt(index)
	if errors.Is(err, ErrWrongType) {
		if st.bytes && typ == 'i' {
			typ = 'd' // bytes formatting reports %i as %d
		}
		if index {
			return "", typeError("%" + string(rune(typ)) + " format: an integer is required, not " + cTypeName(v.TypeName()))
		}
		return "", typeError("%" + string(rune(typ)) + " format: a real number is required, not " + cTypeName(v.TypeName()))
	} else if err != nil {
		return "", err
	}
	n = n.norm()
	if n.Big == nil && (typ == 'd' || typ == 'i' || typ == 'u') && a.prec <= 1 {
		// No prefix and no zero padding from the precision: the digits
		// (with the sign) are the whole conversion.
		return strconv.FormatInt(n.Small, 10), nil
	}
	base := 10
	prefix := ""
	switch typ {
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if a.flags&flagAlt == 0 {
		prefix = ""
	}
	if a.prec > math.MaxInt32-3 {
		return "", overflowError("precision too large")
	}
	if err := checkLen(a.prec, st.opts.MaxLen); err != nil {
		return "", err
	}
	digits, err := n.absDigits(base, st.opts.MaxStrDigits, st.opts.MaxLen)
	if err != nil {
		return "", err
	}
	if typ == 'X' {
		digits = strings.ToUpper(digits)
	}
	var b strings.Builder
	b.Grow(1 + len(prefix) + max(len(digits), a.prec))
	if n.negative() {
		b.WriteByte('-')
	}
	b.WriteString(prefix)
	for i := len(digits); i < a.prec; i++ {
		b.WriteByte('0')
	}
	b.WriteString(digits)
	return b.String(), nil
}

// output is CPython's unicode_format_arg_output: precision truncation for
// %s %r %a, then sign, prefix and padding.
func (st *printfState) output(a *printfArg, s string) error {
	fill := byte(' ')
	if a.sign && a.flags&flagZero != 0 {
		fill = '0'
	}
	length := len(s)
	if !st.bytes {
		length = wtf8.RuneCount(s)
	}
	if (a.width == -1 || a.width <= length) && (a.prec == -1 || a.prec >= length) && a.flags&(flagSign|flagBlank) == 0 {
		if err := checkLen(st.out.len()+len(s), st.opts.MaxLen); err != nil {
			return err
		}
		st.out.writeString(s)
		return nil
	}
	if a.ch == 's' || a.ch == 'r' || a.ch == 'a' || st.bytes && a.ch == 'b' {
		if a.prec >= 0 && length > a.prec {
			if st.bytes {
				s, length = s[:a.prec], a.prec
			} else {
				s, length = truncateRunes(s, a.prec)
			}
		}
	}
	var signch byte
	if a.sign {
		if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
			signch = s[0]
			s = s[1:]
			length--
		} else if a.flags&flagSign != 0 {
			signch = '+'
		} else if a.flags&flagBlank != 0 {
			signch = ' '
		} else {
			a.sign = false
		}
	}
	width := max(a.width, length)
	if err := checkLen(st.out.len()+width+1+len(s)-length, st.opts.MaxLen); err != nil {
		return err
	}
	if a.sign {
		if fill != ' ' {
			st.out.writeByte(signch)
		}
		if width > length {
			width--
		}
	}
	altPrefix := a.flags&flagAlt != 0 && (a.ch == 'x' || a.ch == 'X' || a.ch == 'o')
	if altPrefix {
		if fill != ' ' {
			st.out.writeString(s[:2])
			s = s[2:]
		}
		width = max(width-2, 0)
		length -= 2
	}
	if width > length && a.flags&flagLJust == 0 {
		for i := length; i < width; i++ {
			st.out.writeByte(fill)
		}
		width = length
	}
	if fill == ' ' {
		if a.sign {
			st.out.writeByte(signch)
		}
		if altPrefix {
			st.out.writeString(s[:2])
			s = s[2:]
		}
	}
	st.out.writeString(s)
	for i := length; i < width; i++ {
		st.out.writeByte(' ')
	}
	return nil
}
