package numpy

import (
	"math"
	"strconv"

	"github.com/kraitpy/krait/py"
)

//go:generate sh -c "/usr/bin/python3 gen_dtypes.py | gofmt > dtypes_gen.go"

// This file is numpy's narrower numeric dtypes: int8, uint8, int16,
// uint16, int32, uint32 (held in an Int64 array's buffer) and float16,
// float32 (held in a Float64 array's buffer). An array of one of them is
// an Int64 or Float64 array whose width field names the dtype; every
// value in its buffer is kept representable in that dtype (integers
// wrap around, floats are rounded to the nearest value of the narrower
// format), so the int64/float64 loops compute on them unchanged and
// only their results are narrowed. Computing a float32 +, -, *, / or
// sqrt in float64 and rounding once gives the float32 result (float64
// has more than twice float32's precision); the other float functions
// may differ from numpy's float32 loops in the last bit.
//
// Promotion is numpy 1.24's: each ufunc's loops in numpy's order (from
// the generated ufuncLoops), the first whose inputs the operands cast to
// safely (safeCasts), with value-based casting of scalars (np.uint8
// array + 300 is uint16, a float32 array * 0.5 stays float32).

// The narrow widths of Int64 arrays.
const (
	wInt8 = 1 + iota
	wUint8
	wInt16
	wUint16
	wInt32
	wUint32
)

// The narrow widths of Float64 arrays.
const (
	wFloat16 = 1 + iota
	wFloat32
)

// narrowDtype describes one narrow dtype.
type narrowDtype struct {
	kind          Kind
	width         int
	name, str, ch string
	kindCh        string
	itemsize      int64
	aliases       []string
	typeStrs      []string // other strings np.dtype accepts
	strWidth      int      // the '<U' width of astype(str)
	signed        bool
}

// numNarrow is the number of narrow dtypes.
const numNarrow = 8

// narrowDtypes are the narrow dtypes, in numpy's type-character order.
var narrowDtypes = [numNarrow]narrowDtype{
	{kind: Int64, width: wInt8, name: "int8", strWidth: 4, str: "|i1", ch: "b", kindCh: "i", itemsize: 1, aliases: []string{"byte"}, typeStrs: []string{"i1", "|i1", "<i1", "b"}, signed: true},
	{kind: Int64, width: wUint8, name: "uint8", strWidth: 3, str: "|u1", ch: "B", kindCh: "u", itemsize: 1, aliases: []string{"ubyte"}, typeStrs: []string{"u1", "|u1", "<u1", "B"}},
	{kind: Int64, width: wInt16, name: "int16", strWidth: 6, str: "<i2", ch: "h", kindCh: "i", itemsize: 2, aliases: []string{"short"}, typeStrs: []string{"i2", "<i2", "h"}, signed: true},
	{kind: Int64, width: wUint16, name: "uint16", strWidth: 5, str: "<u2", ch: "H", kindCh: "u", itemsize: 2, aliases: []string{"ushort"}, typeStrs: []string{"u2", "<u2", "H"}},
	{kind: Int64, width: wInt32, name: "int32", strWidth: 11, str: "<i4", ch: "i", kindCh: "i", itemsize: 4, aliases: []string{"intc"}, typeStrs: []string{"i4", "<i4", "i"}, signed: true},
	{kind: Int64, width: wUint32, name: "uint32", strWidth: 10, str: "<u4", ch: "I", kindCh: "u", itemsize: 4, aliases: []string{"uintc"}, typeStrs: []string{"u4", "<u4", "I"}},
	{kind: Float64, width: wFloat16, name: "float16", strWidth: 32, str: "<f2", ch: "e", kindCh: "f", itemsize: 2, aliases: []string{"half"}, typeStrs: []string{"f2", "<f2", "e"}},
	{kind: Float64, width: wFloat32, name: "float32", strWidth: 32, str: "<f4", ch: "f", kindCh: "f", itemsize: 4, aliases: []string{"single"}, typeStrs: []string{"f4", "<f4", "f"}},
}

// narrowOf returns the description of a narrow (kind, width), or nil.
func narrowOf(k Kind, width int) *narrowDtype {
	if j := narrowIndex(k, width); j >= 0 {
		return &narrowDtypes[j]
	}
	return nil
}

// narrowIndex is the index in narrowDtypes of a narrow (kind, width), or
// -1.
func narrowIndex(k Kind, width int) int {
	if width == 0 || (k != Int64 && k != Float64) {
		return -1
	}
	for j := range narrowDtypes {
		if d := &narrowDtypes[j]; d.kind == k && d.width == width {
			return j
		}
	}
	return -1
}

// isNarrow reports whether a holds a narrow numeric dtype.
func isNarrow(a *Array) bool {
	return a.width != 0 && (a.kind == Int64 || a.kind == Float64)
}

// numWidth is the narrow width of a numeric array (0 for the others).
func numWidth(a *Array) int {
	if a.kind == Int64 || a.kind == Float64 {
		return a.width
	}
	return 0
}

// narrowInt wraps n around to the integer dtype of width w (C's
// conversion, which numpy's casts and integer overflow follow).
func narrowInt(w int, n int64) int64 {
	switch w {
	case wInt8:
		return int64(int8(n))
	case wUint8:
		return int64(uint8(n))
	case wInt16:
		return int64(int16(n))
	case wUint16:
		return int64(uint16(n))
	case wInt32:
		return int64(int32(n))
	case wUint32:
		return int64(uint32(n))
	}
	return n
}

// narrowFloat rounds x to the float dtype of width w (to nearest, ties
// to even, as a C cast does).
func narrowFloat(w int, x float64) float64 {
	switch w {
	case wFloat32:
		return float64(float32(x))
	case wFloat16:
		return roundHalf(x)
	}
	return x
}

// roundHalf rounds x to the nearest IEEE half-precision value.
func roundHalf(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 {
		return x
	}
	ax := math.Abs(x)
	var r float64
	switch {
	case ax >= 65520: // halfway between 65504, the largest half, and 2**16
		r = math.Inf(1)
	case ax < 0x1p-14: // subnormal halves are multiples of 2**-24
		r = math.RoundToEven(ax*0x1p24) * 0x1p-24
	default: // 11 significant bits
		_, e := math.Frexp(ax)
		q := math.Ldexp(1, e-11)
		r = math.RoundToEven(ax/q) * q
	}
	return math.Copysign(r, x)
}

// narrowArray narrows every element of a (a view's elements only) to
// its dtype.
func narrowArray(a *Array) {
	w := numWidth(a)
	if w == 0 {
		return
	}
	if a.isContiguous() {
		n := a.Size()
		if a.kind == Int64 {
			s := a.i[a.off : a.off+n]
			for j, v := range s {
				s[j] = narrowInt(w, v)
			}
		} else {
			s := a.f[a.off : a.off+n]
			for j, v := range s {
				s[j] = narrowFloat(w, v)
			}
		}
		return
	}
	if a.kind == Int64 {
		a.forEachOffset(func(o int) { a.i[o] = narrowInt(w, a.i[o]) })
	} else {
		a.forEachOffset(func(o int) { a.f[o] = narrowFloat(w, a.f[o]) })
	}
}

// dtCode is the index in dtChars of a kind and width (-1 for str).
func dtCode(k Kind, width int) int {
	var c byte
	switch k {
	case Bool:
		c = '?'
	case Int64:
		c = 'l'
	case Float64:
		c = 'd'
	case Complex128:
		c = 'D'
	case Object:
		c = 'O'
	default:
		return -1
	}
	if d := narrowOf(k, width); d != nil {
		c = d.ch[0]
	}
	for j := 0; j < len(dtChars); j++ {
		if dtChars[j] == c {
			return j
		}
	}
	return -1
}

// codeDtype is the kind and width of a dtChars character.
func codeDtype(c byte) (Kind, int) {
	switch c {
	case '?':
		return Bool, 0
	case 'l':
		return Int64, 0
	case 'd':
		return Float64, 0
	case 'D':
		return Complex128, 0
	case 'O':
		return Object, 0
	}
	for _, d := range narrowDtypes {
		if d.ch[0] == c {
			return d.kind, d.width
		}
	}
	return Object, 0
}

// canCastSafe is np.can_cast(from, to, 'safe') for dtChars indexes.
func canCastSafe(from, to int) bool {
	return safeCasts[from]&(1<<to) != 0
}

// dtCategory is numpy 1.24's simplified kind order for value-based
// casting: bool 0, integers 1, floats and complex 2, others 3.
func dtCategory(k Kind) int {
	switch k {
	case Bool:
		return 0
	case Int64:
		return 1
	case Float64, Complex128:
		return 2
	}
	return 3
}

// minScalarCode is the smallest dtype holding a 0-d operand's value
// (np.min_scalar_type), signedOK saying a signed array operand takes a
// positive integer as the signed type of the same size (numpy's "small
// unsigned" rule).
func minScalarCode(a *Array, signedOK bool) int {
	o := a.off
	var c byte
	switch a.kind {
	case Bool:
		c = '?'
	case Int64:
		v := a.i[o]
		switch {
		case v < 0:
			c = pickInt(v, 'b', 'h', 'i')
		case signedOK:
			c = pickInt(v, 'b', 'h', 'i')
		case v <= math.MaxUint8:
			c = 'B'
		case v <= math.MaxUint16:
			c = 'H'
		case v <= math.MaxUint32:
			c = 'I'
		default:
			c = 'l' // numpy: uint64, which krait's numpy does not have
		}
	case Float64:
		v := a.f[o]
		switch {
		case v != v || math.IsInf(v, 0) || (v > -65000 && v < 65000):
			c = 'e'
		case v > -3.4e38 && v < 3.4e38:
			c = 'f'
		default:
			c = 'd'
		}
	default:
		return dtCode(a.kind, a.width)
	}
	return dtCode(codeDtype(c))
}

// pickInt is the first of the signed int8/int16/int32 characters whose
// range holds v, else int64's.
func pickInt(v int64, c8, c16, c32 byte) byte {
	switch {
	case v >= math.MinInt8 && v <= math.MaxInt8:
		return c8
	case v >= math.MinInt16 && v <= math.MaxInt16:
		return c16
	case v >= math.MinInt32 && v <= math.MaxInt32:
		return c32
	}
	return 'l'
}

// operandCodes are the dtChars indexes numpy's type resolution sees for
// ufunc operands: each array's dtype, and for 0-d operands next to
// arrays of the same or a higher category their value's smallest dtype.
func operandCodes(ops []*Array) []int {
	codes := make([]int, len(ops)) //krait:alloc-ok one per ufunc operand (at most 2)
	allScalar := true
	maxArr, maxScal := -1, -1
	signedArr := false
	for _, a := range ops {
		if len(a.shape) == 0 {
			maxScal = max(maxScal, dtCategory(a.kind))
		} else {
			allScalar = false
			maxArr = max(maxArr, dtCategory(a.kind))
			if a.kind == Int64 {
				if d := narrowOf(a.kind, a.width); d == nil || d.signed {
					signedArr = true
				}
			}
		}
	}
	useMin := !allScalar && maxScal <= maxArr
	for j, a := range ops {
		if useMin && len(a.shape) == 0 {
			codes[j] = minScalarCode(a, signedArr && a.kind == Int64 && a.i[a.off] >= 0)
		} else {
			codes[j] = dtCode(a.kind, a.width)
		}
	}
	return codes
}

// narrowLoop finds numpy's loop of the ufunc name for the operands: the
// first in ufuncLoops whose inputs they cast to safely. It returns the
// widths of the loop's input and output dtypes when their kinds are
// lk and rk (the kinds krait's resolution chose), else ok=false.
func narrowLoop(name string, ops []*Array, lk, rk Kind) (loopW, outW int, ok bool) {
	codes := operandCodes(ops)
	for _, c := range codes {
		if c < 0 {
			return 0, 0, false
		}
	}
	for _, sig := range ufuncLoops[name] {
		if len(sig) < len(codes)+1 {
			continue
		}
		fits := true
		for j, c := range codes {
			if !canCastSafe(c, dtCode(codeDtype(sig[j]))) {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		ik, iw := codeDtype(sig[0])
		ok, ow := codeDtype(sig[len(codes)])
		if ik != lk || ok != rk {
			return 0, 0, false
		}
		if name == "divide" && ops[0].kind != Float64 && ops[len(ops)-1].kind != Float64 {
			return 0, 0, true // integers divide in float64
		}
		return iw, ow, true
	}
	return 0, 0, false
}

// roundOperand returns a, or a copy rounded to the float width w when a
// is a Float64 array of another width (a float64 scalar in a float32
// loop, as numpy casts it).
func (m *Module) roundOperand(t *py.Thread, a *Array, w int) (*Array, error) {
	if a.kind != Float64 || a.width == w || w == 0 {
		return a, nil
	}
	c, err := a.copyArray(t)
	if err != nil {
		return nil, err
	}
	c.width = w
	narrowArray(c)
	return c, nil
}

// halfShortest is the float64 nearest to the shortest decimal that
// rounds back to the half-precision x: formatting it with strconv's
// shortest float64 digits prints x as numpy prints a float16.
func halfShortest(x float64) float64 {
	for p := 0; p < 17; p++ {
		y, err := strconv.ParseFloat(strconv.FormatFloat(x, 'e', p, 64), 64)
		if err == nil && roundHalf(y) == x {
			return y
		}
	}
	return x
}

// shortestDigits is strconv.FormatFloat(ax, f, -1, ...) with the shortest
// digits of the float dtype of width w.
func shortestDigits(ax float64, f byte, w int) string {
	switch w {
	case wFloat32:
		return strconv.FormatFloat(ax, f, -1, 32)
	case wFloat16:
		return strconv.FormatFloat(halfShortest(ax), f, -1, 64)
	}
	return strconv.FormatFloat(ax, f, -1, 64)
}

// narrowTo gives a (a fresh array of kind k) the narrow dtype (k, w)
// when w names one, narrowing its values.
func narrowTo(a *Array, k Kind, w int) *Array {
	if a.kind == k && narrowOf(k, w) != nil {
		a.width = w
		narrowArray(a)
	}
	return a
}

// promoteDtypes is np.promote_types for two numeric dtypes: the first
// of dtChars (ordered by kind, then size) that both cast to safely. ok
// is false when either is not numeric (str, object).
func promoteDtypes(k1 Kind, w1 int, k2 Kind, w2 int) (Kind, int, bool) {
	c1, c2 := dtCode(k1, numWidthOf(k1, w1)), dtCode(k2, numWidthOf(k2, w2))
	if c1 < 0 || c2 < 0 || k1 == Object || k2 == Object {
		return 0, 0, false
	}
	for j := 0; j < len(dtChars); j++ {
		if canCastSafe(c1, j) && canCastSafe(c2, j) {
			k, w := codeDtype(dtChars[j])
			return k, w, true
		}
	}
	return 0, 0, false
}

// numWidthOf is w when (k, w) names a narrow dtype, else 0.
func numWidthOf(k Kind, w int) int {
	if narrowOf(k, w) != nil {
		return w
	}
	return 0
}

// narrowIntByName is the width of the narrow integer dtype named name
// (int8 ... uint32), or 0.
func narrowIntByName(name string) int {
	for _, nd := range narrowDtypes {
		if nd.kind == Int64 && nd.name == name {
			return nd.width
		}
	}
	return 0
}

// SetIntDtype makes the int64 array a one of numpy's narrower integer
// dtypes, named as numpy names it ("uint8", "int32", ...), narrowing its
// values to it. It reports false, leaving a unchanged, for other names
// and for arrays that are not int64 (np.random draws these widths'
// values into int64 buffers).
func (a *Array) SetIntDtype(name string) bool {
	w := narrowIntByName(name)
	if w == 0 || a.kind != Int64 {
		return false
	}
	a.width = w
	narrowArray(a)
	return true
}

// IntScalar returns the numpy scalar of the integer dtype named name
// (np.uint8(x), ...; np.int64(x) for names that are not a narrower
// integer dtype), x wrapped around to it.
func (m *Module) IntScalar(x int64, name string) py.Value {
	a := newArray(Int64, nil)
	a.i[0] = x
	a.SetIntDtype(name)
	return m.box(a, 0)
}
