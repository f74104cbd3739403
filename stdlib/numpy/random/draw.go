package random

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy/internal/nprandom"
)

// This file draws the distributions of float parameters (numpy's cont
// and disc): scalar parameters and no size give one Python value, a size
// or array parameters an array, the parameters broadcast against each
// other and against size, one draw per element in C order.

// param is one parameter value: a scalar, or an array's elements in C
// order with its shape.
type param struct {
	scalar bool
	v      float64
	vals   []float64
	shape  []int
}

// at returns the parameter's element for the output's multi-index idx
// (shape broadcast to out).
func (p *param) at(idx, out []int) float64 {
	if p.scalar {
		return p.v
	}
	off, stride := 0, 1
	for k := len(p.shape) - 1; k >= 0; k-- {
		d := p.shape[k]
		i := idx[len(out)-len(p.shape)+k]
		if d == 1 {
			i = 0
		}
		off += i * stride
		stride *= d
	}
	return p.vals[off]
}

// floatParam converts a parameter as numpy's PyArray_FROM_OTF(v,
// NPY_DOUBLE) does: numbers are scalars, sequences and arrays arrays (a
// 0-d array is a scalar).
func (m *Module) floatParam(t *py.Thread, v py.Value) (param, error) {
	if _, ok := m.unwrap(v); !ok {
		if f, ok, err := py.AsFloat(v); ok || err != nil {
			return param{scalar: true, v: f}, err
		}
		switch x := v.(type) {
		case *py.List, *py.Tuple:
		case *py.Str:
			return param{}, py.NewValueError("could not convert string to float: %s", strconv.Quote(x.String()))
		default:
			f, err := py.ToFloat(t, v)
			if err != nil {
				return param{}, err
			}
			x2, _, _ := py.AsFloat(f)
			return param{scalar: true, v: x2}, nil
		}
	}
	a, err := m.asArray(t, v)
	if err != nil {
		return param{}, err
	}
	if a.Ndim() == 0 {
		return param{scalar: true, v: a.Float64At(0)}, nil
	}
	if err := t.Charge(int64(a.Size())); err != nil {
		return param{}, err
	}
	vals, err := a.Float64s(t)
	if err != nil {
		return param{}, err
	}
	return param{vals: vals, shape: append([]int(nil), a.Shape()...)}, nil
}

// broadcast returns the broadcast shape of the given shapes, with the
// error numpy's PyArray_Broadcast gives: dimension by dimension, naming
// the argument that set the dimension and the first that disagrees.
func broadcast(shapes ...[]int) ([]int, error) {
	nd := 0
	for _, s := range shapes {
		nd = max(nd, len(s))
	}
	out := make([]int, nd) //krait:alloc-ok one per dimension (shapes have at most numpy's maxDims)
	for i := range out {
		out[i] = 1
		src := 0
		for j, s := range shapes {
			k := i + len(s) - nd
			if k < 0 || s[k] == 1 {
				continue
			}
			if out[i] == 1 {
				out[i], src = s[k], j
			} else if out[i] != s[k] {
				return nil, py.NewValueError("shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg %d with shape %s and arg %d with shape %s.", src, shapeText(shapes[src]), j, shapeText(s))
			}
		}
	}
	return out, nil
}

// shapeText is a shape as Python prints a tuple: (3,), (2, 3), ().
func shapeText(s []int) string {
	parts := make([]string, len(s)) //krait:alloc-ok one per dimension (shapes have at most numpy's maxDims)
	for i, d := range s {
		parts[i] = strconv.Itoa(d)
	}
	if len(s) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// outShape is the shape of a draw's result: size when given (the
// parameters must broadcast to it without growing it), else the
// parameters' broadcast shape.
func outShape(size []int, hasSize bool, ps []param) ([]int, error) {
	shapes := [][]int{}
	if hasSize {
		shapes = append(shapes, size)
	}
	for i := range ps {
		shapes = append(shapes, ps[i].shape) // nil for a scalar
	}
	b, err := broadcast(shapes...)
	if err != nil {
		return nil, err
	}
	if hasSize && !sameShape(b, size) {
		return nil, py.NewValueError("Output size %s is not compatible with broadcast dimensions of inputs %s.", shapeText(size), shapeText(b))
	}
	return b, nil
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// forEach calls fn with each multi-index of shape in C order (the
// parameters' values at it gathered in vals), polling the deadline now
// and then.
func forEach(t *py.Thread, shape []int, ps []param, fn func(i int, vals []float64)) error {
	n := sizeOf(shape)
	idx := make([]int, len(shape))
	vals := make([]float64, len(ps))
	for i := 0; i < n; i++ {
		if i&0xffff == 0xffff {
			if err := t.Poll(); err != nil {
				return err
			}
		}
		for k := range ps {
			vals[k] = ps[k].at(idx, shape)
		}
		fn(i, vals)
		for k := len(idx) - 1; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
	}
	return nil
}

// drawDist draws from d with the given parameter values (nil for an
// absent one, which takes its default) and size (nil or None for one
// value), as numpy's cont and disc do.
func (m *Module) drawDist(t *py.Thread, d nprandom.Dist, values []py.Value, size py.Value) (py.Value, error) {
	ps := make([]param, len(d.Params)) //krait:alloc-ok one per parameter of a distribution (at most a few)
	allScalar := true
	for i, prm := range d.Params {
		if values[i] == nil {
			if !prm.HasDefault {
				return nil, py.NewTypeError("missing required argument '%s'", prm.Name)
			}
			ps[i] = param{scalar: true, v: prm.Default}
			continue
		}
		p, err := m.floatParam(t, values[i])
		if err != nil {
			return nil, err
		}
		ps[i] = p
		allScalar = allScalar && p.scalar
	}
	order := d.CheckOrder
	if order == nil {
		for i := range ps {
			order = append(order, i)
		}
	}
	for _, i := range order {
		var err error
		if allScalar {
			err = d.Params[i].Cons.Check(d.Params[i].Name, ps[i].v)
		} else if ps[i].scalar {
			err = d.Params[i].Cons.CheckArray(d.Params[i].Name, []float64{ps[i].v})
		} else {
			err = d.Params[i].Cons.CheckArray(d.Params[i].Name, ps[i].vals)
		}
		if err != nil {
			return nil, errorOf(err)
		}
	}
	return m.drawParams(t, ps, allScalar, size, d.Draw, d.IntDraw)
}

// drawParams draws one value per element of the parameters broadcast
// against size (or one Python value when all are scalars and there is no
// size), with draw or, for integer draws, intDraw.
func (m *Module) drawParams(t *py.Thread, ps []param, allScalar bool, size py.Value, draw func([]float64) float64, intDraw func([]float64) int64) (py.Value, error) {
	hasSize := size != nil && size != py.None
	var sz []int
	if hasSize {
		var err error
		if sz, err = m.shapeArg(t, size); err != nil {
			return nil, err
		}
	}
	if allScalar && !hasSize {
		vals := make([]float64, len(ps))
		for i := range ps {
			vals[i] = ps[i].v
		}
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		if intDraw != nil {
			return py.NewInt(intDraw(vals)), nil
		}
		return py.Float(draw(vals)), nil
	}
	shape, err := outShape(sz, hasSize, ps)
	if err != nil {
		return nil, err
	}
	n := sizeOf(shape)
	if err := m.charge(t, n); err != nil {
		return nil, err
	}
	if intDraw != nil {
		out := make([]int64, n)
		err := forEach(t, shape, ps, func(i int, vals []float64) { out[i] = intDraw(vals) })
		return m.intArray(t, out, shape), err
	}
	out := make([]float64, n)
	err = forEach(t, shape, ps, func(i int, vals []float64) { out[i] = draw(vals) })
	return m.floatArray(t, out, shape), err
}

// fill draws with one function: one Python float when size is absent,
// else an array of that shape (double_fill).
func (m *Module) fill(t *py.Thread, size py.Value, draw func() float64) (py.Value, error) {
	return m.fillBulk(t, size, draw, loopOf(draw))
}

// loopOf is the bulk fill that calls draw for each value.
func loopOf(draw func() float64) func([]float64) {
	return func(out []float64) {
		for i := range out {
			out[i] = draw()
		}
	}
}

// fillBulk is fill for the draws the engine fills in bulk: one value
// with one, arrays with bulk.
func (m *Module) fillBulk(t *py.Thread, size py.Value, one func() float64, bulk func([]float64)) (py.Value, error) {
	if size == nil || size == py.None {
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		return py.Float(one()), nil
	}
	shape, err := m.shapeArg(t, size)
	if err != nil {
		return nil, err
	}
	return m.fillArray(t, shape, bulk)
}

// chunk is how many values a bulk fill draws between deadline polls.
const chunk = 1 << 16

// fillArray draws an array of the given shape with bulk, in chunks
// between which the deadline is polled.
func (m *Module) fillArray(t *py.Thread, shape []int, bulk func([]float64)) (py.Value, error) {
	n := sizeOf(shape)
	if err := m.charge(t, n); err != nil {
		return nil, err
	}
	out := make([]float64, n)
	for i := 0; i < n; i += chunk {
		if err := t.Poll(); err != nil {
			return nil, err
		}
		bulk(out[i:min(i+chunk, n)])
	}
	return m.floatArray(t, out, shape), nil
}
