package numpy

import (
	"errors"
	"math"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is the machinery of binary ufuncs: type resolution (which
// kind a ufunc computes in for its operands' kinds), the strided loops
// over broadcast operands, and the floating-point conditions they meet.
// The table of binary ufuncs is in ufunc_binary.go.

// binFn is one binary ufunc. A nil loop means the ufunc has no loop for
// that kind: bools compute as int64, ints as float64 (floatOnly makes
// ints and bools compute in float64 always).
type binFn struct {
	name string // numpy's name, as np.<name>
	// msg is the name in warnings ("divide" for true_divide); "" is name.
	msg string
	// pyop applies the ufunc to two Python values (object arrays).
	pyop func(t *py.Thread, x, y py.Value) (py.Value, error)

	b func(x, y bool) bool
	i func(x, y int64, fl *fpFlags) int64
	f func(x, y float64) float64
	c func(x, y complex128) complex128

	// Comparisons and logical functions produce bools.
	cmp bool
	bb  func(x, y bool) bool
	ib  func(x, y int64) bool
	fb  func(x, y float64) bool
	cb  func(x, y complex128) bool
	sb  func(x, y string) bool

	floatOnly bool
	// infCat says which condition an infinite result from finite inputs
	// is: catOver (the default) or catDivide.
	infCat func(x, y float64) int
	// boolErr, when set, is the TypeError for two bool operands.
	boolErr string
	// code selects a hand-unrolled loop for the commonest operations;
	// cmpCode the same for comparisons and bool and/or (ufunc_fast.go).
	code    int
	cmpCode int
}

// Codes of the ufuncs with dedicated fast loops.
const (
	codeNone = iota
	codeAdd
	codeSub
	codeMul
	codeDiv
)

// resolve returns the kind the ufunc computes in for operands of kinds a
// and b, and the kind of its result.
func (u *binFn) resolve(a, b Kind) (loop, result Kind, err error) {
	if (a == Str) != (b == Str) && a != Object && b != Object {
		return 0, 0, errNoLoop
	}
	k := promote(a, b)
	if k == Object {
		if u.pyop == nil {
			return 0, 0, py.NewTypeError("loop of ufunc does not support argument 0 of type object which has no callable %s method", u.name)
		}
		if u.cmp {
			return Object, Bool, nil
		}
		return Object, Object, nil
	}
	if k == Str {
		if u.sb != nil && a == Str && b == Str {
			return Str, Bool, nil
		}
		return 0, 0, errNoLoop
	}
	if k == Bool && u.boolErr != "" {
		if u.boolErr == "noloop" {
			return 0, 0, errNoLoop
		}
		return 0, 0, py.NewTypeError("%s", u.boolErr)
	}
	if u.floatOnly && k < Float64 {
		k = Float64
	}
	if u.cmp {
		for {
			switch {
			case k == Bool && u.bb == nil:
				k = Int64
				continue
			case k == Int64 && u.ib == nil:
				k = Float64
				continue
			case k == Float64 && u.fb == nil, k == Complex128 && u.cb == nil:
				return 0, 0, u.notSupported()
			}
			return k, Bool, nil
		}
	}
	for {
		switch {
		case k == Bool && u.b == nil:
			k = Int64
			continue
		case k == Int64 && u.i == nil:
			if u.f == nil {
				return 0, 0, u.notSupported()
			}
			k = Float64
			continue
		case k == Float64 && u.f == nil, k == Complex128 && u.c == nil:
			return 0, 0, u.notSupported()
		}
		return k, k, nil
	}
}

// notSupported is numpy's TypeError for a ufunc without a loop for the
// operands' types.
func (u *binFn) notSupported() error {
	return py.NewTypeError("ufunc '%s' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''", u.name)
}

// errNoLoop marks a resolution without a loop; callers that know the
// operands turn it into numpy's _UFuncNoLoopError (noLoop).
var errNoLoop = errors.New("numpy: no ufunc loop")

// noLoop is numpy's UFuncTypeError for operands without a loop (strs
// with numbers).
func (m *Module) noLoop(t *py.Thread, name string, ops ...*Array) error {
	var b strings.Builder
	b.WriteString("ufunc '" + name + "' did not contain a loop with signature matching types ")
	if len(ops) > 1 {
		b.WriteByte('(')
	}
	for j, a := range ops {
		if j > 0 {
			b.WriteString(", ")
		}
		b.WriteString(dtypeRepr(a))
	}
	if len(ops) > 1 {
		b.WriteByte(')')
	}
	b.WriteString(" -> None")
	return raise(t, m.noLoopError, b.String())
}

// dtypeRepr is repr(a.dtype).
func dtypeRepr(a *Array) string {
	d := &dtypeInfo{kind: a.kind, width: a.width}
	if a.kind == Object {
		return "dtype('O')"
	}
	if a.kind == Str {
		return "dtype(" + d.reprArg() + ")"
	}
	return "dtype('" + d.name() + "')"
}

// msgName is the ufunc's name in warnings.
func (u *binFn) msgName(scalar bool) string {
	n := u.msg
	if n == "" {
		n = u.name
	}
	if scalar {
		return "scalar " + n
	}
	return n
}

// castTo returns a with kind k: a itself or a charged converted copy.
func (m *Module) castTo(t *py.Thread, a *Array, k Kind) (*Array, error) {
	if a.kind == k {
		return a, nil
	}
	return m.astype(t, a, k, 0)
}

// applyBinary computes u(x, y) with broadcasting. out, when non-nil, is
// where the result goes (it must have the broadcast shape). scalar says
// the operands were numpy scalars (warnings then say "scalar divide").
func (m *Module) applyBinary(t *py.Thread, u *binFn, x, y, out *Array, scalar bool) (*Array, error) {
	x, y, err := m.bigUintOperands(t, x, y)
	if err != nil {
		return nil, err
	}
	lk, rk, err := u.resolve(x.kind, y.kind)
	if err == errNoLoop {
		return nil, m.noLoop(t, u.name, x, y)
	}
	if err != nil {
		return nil, err
	}
	shape, err := broadcastShapes(x.shape, y.shape)
	if err != nil {
		if out != nil {
			return nil, broadcastError([][]int{x.shape, y.shape, out.shape})
		}
		return nil, err
	}
	loopW, outW := 0, 0
	if isNarrow(x) || isNarrow(y) {
		var ok bool
		if loopW, outW, ok = narrowLoop(u.name, []*Array{x, y}, lk, rk); !ok {
			loopW, outW = 0, 0
		}
	}
	if x, err = m.castTo(t, x, lk); err != nil {
		return nil, err
	}
	if y, err = m.castTo(t, y, lk); err != nil {
		return nil, err
	}
	if x, err = m.roundOperand(t, x, loopW); err != nil {
		return nil, err
	}
	if y, err = m.roundOperand(t, y, loopW); err != nil {
		return nil, err
	}
	dst := out
	if out != nil {
		if !sameShape(out.shape, shape) {
			if _, err := broadcastShapes(out.shape, shape); err != nil || shapeSize(out.shape) != shapeSize(shape) {
				return nil, py.NewValueError("non-broadcastable output operand with shape %s doesn't match the broadcast shape %s", shapeRepr(out.shape), shapeRepr(shape))
			}
		}
		if out.readonly {
			return nil, py.NewValueError("output array is read-only")
		}
		if out.kind != rk || overlaps(out, x) || overlaps(out, y) {
			dst = nil
		}
	}
	if dst == nil {
		if dst, err = m.allocResult(t, rk, shape); err != nil {
			return nil, err
		}
		if narrowOf(rk, outW) != nil {
			dst.width = outW
		}
	} else if err := t.Charge(int64(shapeSize(shape))); err != nil {
		return nil, err
	}
	fl := fpFlags{scalar: scalar}
	if err := m.binaryLoop(t, u, lk, x, y, dst, shape, &fl); err != nil {
		return nil, err
	}
	narrowArray(dst)
	if fl.negPow {
		return nil, py.NewValueError("Integers to negative integer powers are not allowed.")
	}
	if err := m.report(t, fl, u.msgName(scalar)); err != nil {
		return nil, err
	}
	if out != nil && dst != out {
		if err := m.assignArray(t, out, dst); err != nil {
			return nil, err
		}
		return out, nil
	}
	return dst, nil
}

// sameShape reports whether two shapes are equal.
func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// overlaps reports whether writing dst could change what is read from
// src: they share a buffer with a different layout.
func overlaps(dst, src *Array) bool {
	if dst.root() != src.root() {
		return false
	}
	return dst.off != src.off || !sameShape(dst.strides, src.strides) || !sameShape(dst.shape, src.shape)
}

// binaryLoop runs u's loop of kind lk over x and y (already of kind lk)
// into dst.
func (m *Module) binaryLoop(t *py.Thread, u *binFn, lk Kind, x, y, dst *Array, shape []int, fl *fpFlags) error {
	xo, yo := stridedOperand(x, shape), stridedOperand(y, shape)
	do := operand{off: dst.off, strides: broadcastStrides(dst, shape)}
	if u.cmp {
		if u.cmpCode != cmpNone && fastCompare(u.cmpCode, lk, shape, x, y, dst) {
			return nil
		}
		return m.compareLoop(t, u, lk, x, y, dst, shape, xo, yo, do)
	}
	switch lk {
	case Bool:
		if u.cmpCode != cmpNone && fastCompare(u.cmpCode, lk, shape, x, y, dst) {
			return nil
		}
		loop2(shape, x.b, xo, y.b, yo, dst.b, do, u.b)
	case Int64:
		if u.code != codeNone && !fl.scalar && fastInt(u.code, shape, x, y, dst) {
			return nil
		}
		f := u.i
		loop2(shape, x.i, xo, y.i, yo, dst.i, do, func(a, b int64) int64 { return f(a, b, fl) })
	case Float64:
		if u.code != codeNone && fastFloat(u.code, shape, x, y, dst, u, fl) {
			return nil
		}
		loopFloat(shape, x.f, xo, y.f, yo, dst.f, do, u, fl)
	case Complex128:
		loop2(shape, x.c, xo, y.c, yo, dst.c, do, u.c)
		checkComplex(dst, fl)
	case Object:
		var err error
		loop2(shape, x.o, xo, y.o, yo, dst.o, do, func(a, b py.Value) py.Value {
			if err != nil {
				return py.None
			}
			var r py.Value
			r, err = u.pyop(t, a, b)
			if r == nil {
				r = py.None
			}
			return r
		})
		return err
	}
	return nil
}

// compareLoop runs a comparison or logical ufunc (bool results).
func (m *Module) compareLoop(t *py.Thread, u *binFn, lk Kind, x, y, dst *Array, shape []int, xo, yo, do operand) error {
	switch lk {
	case Bool:
		loop2(shape, x.b, xo, y.b, yo, dst.b, do, u.bb)
	case Int64:
		loop2(shape, x.i, xo, y.i, yo, dst.b, do, u.ib)
	case Float64:
		loop2(shape, x.f, xo, y.f, yo, dst.b, do, u.fb)
	case Complex128:
		loop2(shape, x.c, xo, y.c, yo, dst.b, do, u.cb)
	case Str:
		sb := u.sb
		loop2(shape, x.o, xo, y.o, yo, dst.b, do, func(a, b py.Value) bool {
			return sb(a.(*py.Str).String(), b.(*py.Str).String())
		})
	case Object:
		var err error
		loop2(shape, x.o, xo, y.o, yo, dst.b, do, func(a, b py.Value) bool {
			if err != nil {
				return false
			}
			r, e := u.pyop(t, a, b)
			if e != nil {
				err = e
				return false
			}
			v, e := py.Truth(t, r)
			if e != nil {
				err = e
			}
			return v
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// loop2 applies f element-wise over broadcast operands into dst.
func loop2[T, R any](shape []int, x []T, xo operand, y []T, yo operand, dst []R, do operand, f func(T, T) R) {
	walk(shape, []operand{xo, yo, do}, func(offs []int, n int, st []int) {
		i, j, k := offs[0], offs[1], offs[2]
		si, sj, sk := st[0], st[1], st[2]
		if si == 1 && sj == 1 && sk == 1 {
			xs, ys, ds := x[i:i+n], y[j:j+n], dst[k:k+n]
			for c := range ds {
				ds[c] = f(xs[c], ys[c])
			}
			return
		}
		for c := 0; c < n; c++ {
			dst[k] = f(x[i], y[j])
			i += si
			j += sj
			k += sk
		}
	})
}

// loopFloat is loop2 for float results, noting the floating-point
// conditions met.
func loopFloat(shape []int, x []float64, xo operand, y []float64, yo operand, dst []float64, do operand, u *binFn, fl *fpFlags) {
	f := u.f
	walk(shape, []operand{xo, yo, do}, func(offs []int, n int, st []int) {
		i, j, k := offs[0], offs[1], offs[2]
		for c := 0; c < n; c++ {
			a, b := x[i], y[j]
			r := f(a, b)
			dst[k] = r
			if r-r != 0 {
				classify(u, a, b, r, fl)
			}
			i += st[0]
			j += st[1]
			k += st[2]
		}
	})
}

// classify notes the condition that produced the non-finite r = u(a, b).
func classify(u *binFn, a, b, r float64, fl *fpFlags) {
	if a != a || b != b {
		return
	}
	if r != r {
		fl.invalid = true
		return
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return
	}
	if u.infCat != nil && u.infCat(a, b) == catDivide {
		fl.divide = true
	} else {
		fl.overflow = true
	}
}

// checkComplex notes invalid results of complex loops (NaN from finite
// operands is rare; numpy reports it as invalid).
func checkComplex(dst *Array, fl *fpFlags) {}

// fastFloat runs add/subtract/multiply/divide over contiguous operands
// of the same shape, or an array and a single value, with plain loops.
// It reports false when the layout does not fit.
func fastFloat(code int, shape []int, x, y, dst *Array, u *binFn, fl *fpFlags) bool {
	n := shapeSize(shape)
	if !dst.isContiguous() || !sameShape(dst.shape, shape) {
		return false
	}
	ds := dst.f[dst.off : dst.off+n]
	xs, xScalar, ok1 := contigOrScalar(x.f, x, shape, n)
	ys, yScalar, ok2 := contigOrScalar(y.f, y, shape, n)
	if !ok1 || !ok2 {
		return false
	}
	if xs == nil && ys == nil {
		return false
	}
	// The conditions are classified from the operands after the run is
	// written. A run written over an operand (out=x, x *= y) keeps a
	// copy of each chunk of that operand, taken just before the chunk is
	// computed (it is in the cache then), to classify from.
	ax, ay := aliased(ds, xs), aliased(ds, ys)
	if !ax && !ay {
		floatRun(code, xs, xScalar, ys, yScalar, ds, u, fl)
		return true
	}
	var backup [4096]float64
	for o := 0; o < len(ds); o += len(backup) {
		m := min(len(backup), len(ds)-o)
		xr, yr := xs, ys
		if xr != nil {
			xr = xr[o : o+m]
		}
		if yr != nil {
			yr = yr[o : o+m]
		}
		orig := backup[:m]
		if ax {
			copy(orig, xr)
		} else {
			copy(orig, yr)
		}
		var cf fpFlags
		if !floatRun(code, xr, xScalar, yr, yScalar, ds[o:o+m], u, &cf) {
			continue
		}
		// Some result is not finite: classify again from the copy.
		if ax {
			xr = orig
		}
		if ay {
			yr = orig
		}
		if ax && ay {
			xr, yr = orig, orig
		}
		reclassify(u, xr, xScalar, yr, yScalar, ds[o:o+m], fl)
	}
	return true
}

// reclassify notes the conditions of the non-finite results ds of u
// over the operands xs and ys (nil for the single values xScalar,
// yScalar).
func reclassify(u *binFn, xs []float64, xScalar float64, ys []float64, yScalar float64, ds []float64, fl *fpFlags) {
	a, b := xScalar, yScalar
	for c, r := range ds {
		if r-r == 0 {
			continue
		}
		if xs != nil {
			a = xs[c]
		}
		if ys != nil {
			b = ys[c]
		}
		classify(u, a, b, r, fl)
	}
}

// aliased reports whether the run xs (nil for a single value) starts
// where ds does.
func aliased(ds, xs []float64) bool {
	return len(xs) > 0 && len(ds) > 0 && &xs[0] == &ds[0]
}

// floatRun is fastFloat's loop over one run: xs and ys the operands'
// elements (nil for a single value, xScalar or yScalar), ds the result.
// It reports whether a result is not finite.
func floatRun(code int, xs []float64, xScalar float64, ys []float64, yScalar float64, ds []float64, u *binFn, fl *fpFlags) bool {
	bad := false
	switch {
	case xs != nil && ys != nil:
		xs, ys = xs[:len(ds)], ys[:len(ds)]
		done, vbad := arithVec(code-codeAdd, xs, ys, ds)
		bad = vbad
		switch code {
		case codeAdd:
			for c := done; c < len(ds); c++ {
				r := xs[c] + ys[c]
				ds[c] = r
				bad = bad || r-r != 0
			}
		case codeSub:
			for c := done; c < len(ds); c++ {
				r := xs[c] - ys[c]
				ds[c] = r
				bad = bad || r-r != 0
			}
		case codeMul:
			for c := done; c < len(ds); c++ {
				r := xs[c] * ys[c]
				ds[c] = r
				bad = bad || r-r != 0
			}
		case codeDiv:
			for c := done; c < len(ds); c++ {
				r := xs[c] / ys[c]
				ds[c] = r
				bad = bad || r-r != 0
			}
		}
		if bad {
			for c := range ds {
				if r := ds[c]; r-r != 0 {
					classify(u, xs[c], ys[c], r, fl)
				}
			}
		}
	case xs != nil:
		xs = xs[:len(ds)]
		b := yScalar
		done, vbad := arithScalarVec(code-codeAdd, xs, b, ds)
		bad = vbad
		switch code {
		case codeAdd:
			for c := done; c < len(ds); c++ {
				r := xs[c] + b
				ds[c] = r
				bad = bad || r-r != 0
			}
		case codeSub:
			for c := done; c < len(ds); c++ {
				r := xs[c] - b
				ds[c] = r
				bad = bad || r-r != 0
			}
		case codeMul:
			for c := done; c < len(ds); c++ {
				r := xs[c] * b
				ds[c] = r
				bad = bad || r-r != 0
			}
		case codeDiv:
			for c := done; c < len(ds); c++ {
				r := xs[c] / b
				ds[c] = r
				bad = bad || r-r != 0
			}
		}
		if bad {
			for c := range ds {
				if r := ds[c]; r-r != 0 {
					classify(u, xs[c], b, r, fl)
				}
			}
		}
	case ys != nil:
		ys = ys[:len(ds)]
		a := xScalar
		f := u.f
		done, vbad := 0, false
		switch code {
		case codeAdd, codeMul:
			done, vbad = arithScalarVec(code-codeAdd, ys, a, ds) // commutative
		case codeSub:
			done, vbad = arithScalarVec(4, ys, a, ds)
		case codeDiv:
			done, vbad = arithScalarVec(5, ys, a, ds)
		}
		for c := 0; vbad && c < done; c++ {
			if r := ds[c]; r-r != 0 {
				classify(u, a, ys[c], r, fl)
			}
		}
		bad = vbad
		for c := done; c < len(ds); c++ {
			r := f(a, ys[c])
			ds[c] = r
			if r-r != 0 {
				bad = true
				classify(u, a, ys[c], r, fl)
			}
		}
	}
	return bad
}

// contigOrScalar returns a's elements as a slice when a is contiguous with
// the full shape, or its single value when it has one element.
func contigOrScalar[T any](buf []T, a *Array, shape []int, n int) ([]T, T, bool) {
	var zero T
	if a.Size() == 1 && n != 1 {
		return nil, buf[a.off], true
	}
	if sameShape(a.shape, shape) && a.isContiguous() {
		return buf[a.off : a.off+n], zero, true
	}
	return nil, zero, false
}

// fastInt is fastFloat for int64 add, subtract and multiply (which wrap
// around silently on arrays, as numpy's do).
func fastInt(code int, shape []int, x, y, dst *Array) bool {
	if code == codeDiv {
		return false
	}
	n := shapeSize(shape)
	if !dst.isContiguous() || !sameShape(dst.shape, shape) {
		return false
	}
	ds := dst.i[dst.off : dst.off+n]
	xs, xScalar, ok1 := contigOrScalar(x.i, x, shape, n)
	ys, yScalar, ok2 := contigOrScalar(y.i, y, shape, n)
	if !ok1 || !ok2 {
		return false
	}
	switch {
	case xs != nil && ys != nil:
		xs, ys = xs[:len(ds)], ys[:len(ds)]
		switch code {
		case codeAdd:
			for c := range ds {
				ds[c] = xs[c] + ys[c]
			}
		case codeSub:
			for c := range ds {
				ds[c] = xs[c] - ys[c]
			}
		case codeMul:
			for c := range ds {
				ds[c] = xs[c] * ys[c]
			}
		}
	case xs != nil:
		xs = xs[:len(ds)]
		switch code {
		case codeAdd:
			for c := range ds {
				ds[c] = xs[c] + yScalar
			}
		case codeSub:
			for c := range ds {
				ds[c] = xs[c] - yScalar
			}
		case codeMul:
			for c := range ds {
				ds[c] = xs[c] * yScalar
			}
		}
	case ys != nil:
		ys = ys[:len(ds)]
		switch code {
		case codeAdd:
			for c := range ds {
				ds[c] = xScalar + ys[c]
			}
		case codeSub:
			for c := range ds {
				ds[c] = xScalar - ys[c]
			}
		case codeMul:
			for c := range ds {
				ds[c] = xScalar * ys[c]
			}
		}
	default:
		return false
	}
	return true
}
