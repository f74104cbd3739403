// Package base64 implements Python's base64 module for krait: base64
// (standard, URL-safe, custom alphabets), base32 (and base32hex),
// base16, Ascii85 and base85, with binascii.Error messages as CPython
// gives them.
package base64

import (
	"encoding/ascii85"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// module holds one interpreter's binascii.Error class.
type module struct {
	errCls *py.Type
}

const (
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b32std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	b32hex  = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
	b85alph = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
)

// Load creates a fresh base64 module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("binascii"))
	var err error
	if m.errCls, err = py.NewClass(t, "Error", []*py.Type{py.ValueErrorType}, ns); err != nil {
		return nil, err
	}
	mod := py.NewModule("base64")
	d := mod.Dict
	fn := func(name string, f py.BuiltinFunc) { d.SetStr(name, py.NewBuiltin(name, f)) }
	fn("b64encode", m.b64encode)
	fn("b64decode", m.b64decode)
	fn("standard_b64encode", m.fixed(b64encodeWith, "", "standard_b64encode", bytesInput))
	fn("standard_b64decode", m.fixed(m.b64decodeWith, "", "standard_b64decode", asciiInput))
	fn("urlsafe_b64encode", m.fixed(b64encodeWith, "-_", "urlsafe_b64encode", bytesInput))
	fn("urlsafe_b64decode", m.fixed(m.b64decodeWith, "-_", "urlsafe_b64decode", asciiInput))
	fn("b32encode", m.b32encodeFn(b32std, "b32encode"))
	fn("b32decode", m.b32decodeFn(b32std, "b32decode", true))
	fn("b32hexencode", m.b32encodeFn(b32hex, "b32hexencode"))
	fn("b32hexdecode", m.b32decodeFn(b32hex, "b32hexdecode", false))
	fn("b16encode", m.b16encode)
	fn("b16decode", m.b16decode)
	fn("a85encode", m.a85encode)
	fn("a85decode", m.a85decode)
	fn("b85encode", m.b85encode)
	fn("b85decode", m.b85decode)
	fn("encodebytes", m.encodebytes)
	fn("decodebytes", m.fixed(m.b64decodeWith, "", "decodebytes", strictInput))
	d.SetStr("Error", m.errCls)
	addFileFunctions(d)
	// The memory walk can measure it: its functions close over m (the
	// Error class), names and alphabets.
	mod.Go = m
	py.MarkWalkable(mod)
	return mod, nil
}

// MemRefs visits the Error class for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(8)
	w.Visit(m.errCls)
}

// fail makes a binascii.Error.
func (m *module) fail(msg string) error { return py.NewException(m.errCls, msg) }

// decodeArg reads the input of a decoder: bytes-like or an ASCII str.
func decodeArg(v py.Value) (string, error) {
	if s, ok := v.(*py.Str); ok {
		if !s.IsASCII() {
			return "", py.NewValueError("string argument should contain only ASCII characters")
		}
		return s.String(), nil
	}
	s, err := pyargs.BytesLike(v)
	if err != nil {
		return "", py.NewTypeError("argument should be a bytes-like object or ASCII string, not '%s'", py.TypeName(v))
	}
	return s, nil
}

// charge charges proportional work.
func charge(t *py.Thread, n int) error { return t.Charge(int64(n)/64 + 1) }

// unpack binds a call of the Python function name (base64 is a .py
// module in CPython) whose first parameter is required, into dst.
func unpack(name string, args []py.Value, kwargs []py.Kwarg, names []string, dst ...*py.Value) error {
	vals, err := pyargs.Bind(name, false, names, 1, args, kwargs)
	for i, v := range vals {
		if v != nil {
			*dst[i] = v
		}
	}
	return err
}

// oneInput is readInput of the one argument (named param) of the
// function name.
func oneInput(t *py.Thread, name, param string, args []py.Value, kwargs []py.Kwarg, kind inputKind) (string, error) {
	var v py.Value
	if err := unpack(name, args, kwargs, []string{param}, &v); err != nil {
		return "", err
	}
	return readInput(t, v, kind)
}

// inputKind is what a function accepts as its data, which decides its
// TypeError.
type inputKind int

const (
	bytesInput  inputKind = iota // bytes-like (binascii's check)
	asciiInput                   // bytes-like or an ASCII str (the decoders)
	viewInput                    // bytes-like, checked by memoryview()
	strictInput                  // bytes-like, checked by base64._input_type_check
)

// readInput reads the data argument of an encoder or a decoder and
// charges the work proportional to it.
func readInput(t *py.Thread, v py.Value, kind inputKind) (string, error) {
	read := pyargs.BytesLike
	if kind == asciiInput {
		read = decodeArg
	}
	in, err := read(v)
	switch {
	case err != nil && kind == viewInput:
		return "", py.NewTypeError("memoryview: a bytes-like object is required, not '%s'", py.TypeName(v))
	case err != nil && kind == strictInput:
		return "", py.NewTypeError("expected bytes-like object, not %s", py.TypeName(v))
	case err != nil:
		return "", err
	}
	// Every encoder's and decoder's buffers are at most 4 times the
	// input plus a few bytes (a85decode's 'z' stands for 4 bytes): they
	// must fit before they are made (out charges the result).
	if err := t.CheckAlloc(4*int64(len(in)) + 8); err != nil {
		return "", err
	}
	return in, charge(t, len(in))
}

// out returns bytes after charging the allocation.
func out(t *py.Thread, s string) (py.Value, error) {
	if err := t.Alloc(int64(len(s))); err != nil {
		return nil, err
	}
	return py.NewBytes(s), nil
}

// b64encodeWith encodes s, then swaps in altchars.
func b64encodeWith(s, alt string) string {
	var b strings.Builder
	b.Grow((len(s) + 2) / 3 * 4) //krait:alloc-ok callers read s with readInput, which checked 4*len(s) first
	for i := 0; i < len(s); i += 3 {
		var n uint32
		k := len(s) - i
		if k > 3 {
			k = 3
		}
		for j := 0; j < 3; j++ {
			n <<= 8
			if j < k {
				n |= uint32(s[i+j])
			}
		}
		for j := 0; j < 4; j++ {
			if j <= k {
				c := b64std[(n>>(18-6*uint(j)))&63]
				if alt != "" && c == '+' {
					c = alt[0]
				} else if alt != "" && c == '/' {
					c = alt[1]
				}
				b.WriteByte(c)
			} else {
				b.WriteByte('=')
			}
		}
	}
	return b.String()
}

// b64decodeWith is binascii.a2b_base64 after mapping altchars back.
func (m *module) b64decodeWith(s, alt string, strict bool) (string, error) {
	if alt != "" {
		r := strings.NewReplacer(string(alt[0]), "+", string(alt[1]), "/")
		s = r.Replace(s)
	}
	var outb []byte
	quad, pads, data := 0, 0, 0
	var left uint32
	padStarted := false
	if strict && len(s) > 0 && s[0] == '=' {
		return "", m.fail("Leading padding not allowed")
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			padStarted = true
			pads++
			if quad >= 2 && quad+pads >= 4 {
				if strict && i+1 < len(s) {
					return "", m.fail("Excess data after padding")
				}
				return string(outb), nil
			}
			continue
		}
		v := strings.IndexByte(b64std, c)
		if v < 0 {
			if strict {
				return "", m.fail("Only base64 data is allowed")
			}
			continue
		}
		if strict && padStarted {
			return "", m.fail("Discontinuous padding not allowed")
		}
		pads = 0
		data++
		switch quad {
		case 0:
			left = uint32(v)
			quad = 1
		case 1:
			outb = append(outb, byte(left<<2|uint32(v)>>4))
			left = uint32(v) & 0xf
			quad = 2
		case 2:
			outb = append(outb, byte(left<<4|uint32(v)>>2))
			left = uint32(v) & 3
			quad = 3
		case 3:
			outb = append(outb, byte(left<<6|uint32(v)))
			quad = 0
		}
	}
	if quad == 1 {
		return "", m.fail("Invalid base64-encoded string: number of data characters (" + itoa(data) + ") cannot be 1 more than a multiple of 4")
	}
	if quad != 0 {
		return "", m.fail("Incorrect padding")
	}
	return string(outb), nil
}

// itoa formats an int.
func itoa(n int) string { return strconv.Itoa(n) }

// altArg reads an altchars argument (None, or 2 bytes).
func altArg(v py.Value) (string, error) {
	if v == nil || v == py.None {
		return "", nil
	}
	s, err := decodeArg(v)
	if err != nil {
		return "", err
	}
	if len(s) != 2 {
		return "", py.NewValueError("%s", "altchars must be a length-2 bytes-like object")
	}
	return s, nil
}

// b64encode is base64.b64encode(s, altchars=None).
func (m *module) b64encode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var s, alt py.Value
	if err := unpack("b64encode", args, kwargs, []string{"s", "altchars"}, &s, &alt); err != nil {
		return nil, err
	}
	in, err := pyargs.BytesLike(s)
	if err != nil {
		return nil, err
	}
	if alt != nil && alt != py.None {
		a, err := pyargs.BytesLike(alt)
		if err != nil {
			return nil, err
		}
		if len(a) != 2 {
			return nil, py.NewValueError("%s", "altchars must be a length-2 bytes-like object")
		}
		alt = py.NewBytes(a)
	}
	a, _ := altArg(alt)
	if err := charge(t, len(in)); err != nil {
		return nil, err
	}
	return out(t, b64encodeWith(in, a))
}

// b64decode is base64.b64decode(s, altchars=None, validate=False).
func (m *module) b64decode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var s, alt, validate py.Value
	if err := unpack("b64decode", args, kwargs, []string{"s", "altchars", "validate"}, &s, &alt, &validate); err != nil {
		return nil, err
	}
	in, err := decodeArg(s)
	if err != nil {
		return nil, err
	}
	a, err := altArg(alt)
	if err != nil {
		return nil, err
	}
	strict := false
	if validate != nil {
		if strict, err = py.Truth(t, validate); err != nil {
			return nil, err
		}
	}
	if err := charge(t, len(in)); err != nil {
		return nil, err
	}
	r, err := m.b64decodeWith(in, a, strict)
	if err != nil {
		return nil, err
	}
	return out(t, r)
}

// fixed makes the one-argument encoders and decoders.
func (m *module) fixed(f any, alt, name string, kind inputKind) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var s py.Value
		if err := unpack(name, args, kwargs, []string{"s"}, &s); err != nil {
			return nil, err
		}
		switch fn := f.(type) {
		case func(string, string) string:
			in, err := readInput(t, s, kind)
			if err != nil {
				return nil, err
			}
			return out(t, fn(in, alt))
		case func(string, string, bool) (string, error):
			in, err := readInput(t, s, kind)
			if err != nil {
				return nil, err
			}
			r, err := fn(in, alt, false)
			if err != nil {
				return nil, err
			}
			return out(t, r)
		}
		return nil, py.NewRuntimeError("base64: bad helper")
	}
}

// encodebytes is base64.encodebytes: lines of 76 characters, each ending
// in a newline.
func (m *module) encodebytes(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	in, err := oneInput(t, "encodebytes", "s", args, kwargs, strictInput)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	for i := 0; i < len(in); i += 57 {
		j := i + 57
		if j > len(in) {
			j = len(in)
		}
		b.WriteString(b64encodeWith(in[i:j], ""))
		b.WriteByte('\n')
	}
	return out(t, b.String())
}

// b32encodeFn makes b32encode / b32hexencode.
func (m *module) b32encodeFn(alphabet, name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		in, err := oneInput(t, name, "s", args, kwargs, viewInput)
		if err != nil {
			return nil, err
		}
		var b strings.Builder
		for i := 0; i < len(in); i += 5 {
			var n uint64
			k := len(in) - i
			if k > 5 {
				k = 5
			}
			for j := 0; j < 5; j++ {
				n <<= 8
				if j < k {
					n |= uint64(in[i+j])
				}
			}
			chars := []int{0, 2, 4, 5, 7, 8}[k]
			for j := 0; j < 8; j++ {
				if j < chars {
					b.WriteByte(alphabet[(n>>(35-5*uint(j)))&31])
				} else {
					b.WriteByte('=')
				}
			}
		}
		return out(t, b.String())
	}
}

// b32decodeFn makes b32decode(s, casefold=False, map01=None) and
// b32hexdecode(s, casefold=False).
func (m *module) b32decodeFn(alphabet, name string, withMap bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var s, casefold, map01 py.Value
		names := []string{"s", "casefold"}
		dst := []*py.Value{&s, &casefold}
		if withMap {
			names = append(names, "map01")
			dst = append(dst, &map01)
		}
		if err := unpack(name, args, kwargs, names, dst...); err != nil {
			return nil, err
		}
		in, err := readInput(t, s, asciiInput)
		if err != nil {
			return nil, err
		}
		if len(in)%8 != 0 {
			return nil, m.fail("Incorrect padding")
		}
		if map01 != nil && map01 != py.None {
			mp, err := decodeArg(map01)
			if err != nil {
				return nil, err
			}
			in = strings.NewReplacer("0", "O", "1", mp).Replace(in)
		}
		if casefold != nil {
			if cf, err := py.Truth(t, casefold); err != nil {
				return nil, err
			} else if cf {
				in = strings.ToUpper(in)
			}
		}
		trimmed := strings.TrimRight(in, "=")
		padchars := len(in) - len(trimmed)
		var res []byte
		for i := 0; i < len(trimmed); i += 8 {
			var n uint64
			for j := 0; j < 8; j++ {
				n <<= 5
				if i+j < len(trimmed) {
					v := strings.IndexByte(alphabet, trimmed[i+j])
					if v < 0 {
						return nil, m.fail("Non-base32 digit found")
					}
					n |= uint64(v)
				}
			}
			for j := 0; j < 5; j++ {
				res = append(res, byte(n>>(32-8*uint(j))))
			}
		}
		if len(in) > 0 && padchars > 0 {
			cut := map[int]int{1: 1, 3: 2, 4: 3, 6: 4}
			c, ok := cut[padchars]
			if !ok {
				return nil, m.fail("Incorrect padding")
			}
			res = res[:len(res)-c]
		}
		return out(t, string(res))
	}
}

// b16encode is base64.b16encode.
func (m *module) b16encode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	in, err := oneInput(t, "b16encode", "s", args, kwargs, bytesInput)
	if err != nil {
		return nil, err
	}
	const hexd = "0123456789ABCDEF"
	b := make([]byte, 0, 2*len(in))
	for i := 0; i < len(in); i++ {
		b = append(b, hexd[in[i]>>4], hexd[in[i]&15])
	}
	return out(t, string(b))
}

// b16decode is base64.b16decode(s, casefold=False).
func (m *module) b16decode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var s, casefold py.Value
	if err := unpack("b16decode", args, kwargs, []string{"s", "casefold"}, &s, &casefold); err != nil {
		return nil, err
	}
	in, err := decodeArg(s)
	if err != nil {
		return nil, err
	}
	if casefold != nil {
		if cf, err := py.Truth(t, casefold); err != nil {
			return nil, err
		} else if cf {
			in = strings.ToUpper(in)
		}
	}
	if err := charge(t, len(in)); err != nil {
		return nil, err
	}
	const hexd = "0123456789ABCDEF"
	for i := 0; i < len(in); i++ {
		if strings.IndexByte(hexd, in[i]) < 0 {
			return nil, m.fail("Non-base16 digit found")
		}
	}
	if len(in)%2 != 0 {
		return nil, m.fail("Odd-length string")
	}
	b := make([]byte, len(in)/2)
	for i := range b {
		b[i] = byte(strings.IndexByte(hexd, in[2*i])<<4 | strings.IndexByte(hexd, in[2*i+1]))
	}
	return out(t, string(b))
}

// a85encode is base64.a85encode(b) with the default options.
func (m *module) a85encode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	in, err := oneInput(t, "a85encode", "b", args, kwargs, viewInput)
	if err != nil {
		return nil, err
	}
	buf := make([]byte, ascii85.MaxEncodedLen(len(in)))
	n := ascii85.Encode(buf, []byte(in))
	return out(t, string(buf[:n]))
}

// a85decode is base64.a85decode(b) with the default options.
func (m *module) a85decode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	in, err := oneInput(t, "a85decode", "b", args, kwargs, asciiInput)
	if err != nil {
		return nil, err
	}
	in = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' {
			return -1
		}
		return r
	}, in)
	for i := 0; i < len(in); i++ {
		if c := in[i]; c != 'z' && (c < '!' || c > 'u') {
			return nil, py.NewValueError("Non-Ascii85 digit found: %c", c)
		}
	}
	buf := make([]byte, 4*len(in)+4)
	n, _, derr := ascii85.Decode(buf, []byte(in), true)
	if derr != nil {
		return nil, py.NewValueError("Ascii85 overflow")
	}
	return out(t, string(buf[:n]))
}

// b85encode is base64.b85encode(b, pad=False).
func (m *module) b85encode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var s, pad py.Value
	if err := unpack("b85encode", args, kwargs, []string{"b", "pad"}, &s, &pad); err != nil {
		return nil, err
	}
	in, err := readInput(t, s, viewInput)
	if err != nil {
		return nil, err
	}
	doPad := false
	if pad != nil {
		if doPad, err = py.Truth(t, pad); err != nil {
			return nil, err
		}
	}
	padding := (4 - len(in)%4) % 4
	data := in + strings.Repeat("\x00", padding)
	var b []byte
	for i := 0; i < len(data); i += 4 {
		n := uint32(data[i])<<24 | uint32(data[i+1])<<16 | uint32(data[i+2])<<8 | uint32(data[i+3])
		var chunk [5]byte
		for j := 4; j >= 0; j-- {
			chunk[j] = b85alph[n%85]
			n /= 85
		}
		b = append(b, chunk[:]...)
	}
	if padding > 0 && !doPad {
		b = b[:len(b)-padding]
	}
	return out(t, string(b))
}

// b85decode is base64.b85decode(b).
func (m *module) b85decode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	in, err := oneInput(t, "b85decode", "b", args, kwargs, asciiInput)
	if err != nil {
		return nil, err
	}
	padding := (5 - len(in)%5) % 5
	data := in + strings.Repeat("~", padding)
	var res []byte
	for i := 0; i < len(data); i += 5 {
		var n uint64
		for j := 0; j < 5; j++ {
			v := strings.IndexByte(b85alph, data[i+j])
			if v < 0 {
				return nil, py.NewValueError("bad base85 character at position %d", i+j)
			}
			n = n*85 + uint64(v)
		}
		if n > 0xffffffff {
			return nil, py.NewValueError("base85 overflow in hunk starting at byte %d", i)
		}
		res = append(res, byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	}
	if padding > 0 {
		res = res[:len(res)-padding]
	}
	return out(t, string(res))
}
