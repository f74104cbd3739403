package numpy

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file holds what calls Python code per element or hands elements
// out one at a time: np.vectorize, np.frompyfunc and np.nditer.

// vectorizeVal is the state of an np.vectorize object.
type vectorizeVal struct {
	fn    py.Value
	otype Kind
	has   bool
}

// Type implements py.Value.
func (*vectorizeVal) Type() *py.Type { return opaque }

// makeVectorize creates np.vectorize: calling it applies the Python
// function to every element (broadcast over the arguments); the result's
// dtype is otypes[0], else that of the first result.
func (m *Module) makeVectorize(t *py.Thread, d *py.Dict) error {
	cls, err := newClass(t, "vectorize", nil, []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("vectorize", []string{"pyfunc", "otypes", "doc", "excluded", "cache", "signature"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			v := &vectorizeVal{fn: vals[0]}
			if vals[1] != nil && vals[1] != py.None {
				items, err := py.Items(t, vals[1])
				if err != nil {
					return nil, err
				}
				if len(items) > 0 {
					if v.otype, _, err = m.parseDtype(t, items[0]); err != nil {
						return nil, err
					}
					v.has = true
				}
			}
			self.(*py.Instance).Base = v
			return py.None, nil
		}},
		{Name: "__call__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			v, ok := self.(*py.Instance).Base.(*vectorizeVal)
			if !ok {
				return nil, py.NewTypeError("vectorize not initialized")
			}
			if len(args) == 0 && len(kwargs) == 0 {
				return py.Call(t, v.fn, nil, nil) // numpy calls a function of no arguments as it is
			}
			results, shape, err := m.callElements(t, v.fn, args, kwargs)
			if err != nil {
				return nil, err
			}
			k := v.otype
			if !v.has {
				if len(results) == 0 {
					return nil, py.NewValueError("cannot call `vectorize` on size 0 inputs unless `otypes` is set")
				}
				first, err := m.operand(t, results[0])
				if err != nil {
					return nil, err
				}
				k = first.kind
			}
			out, err := m.collect(t, k, shape, results)
			if err != nil {
				return nil, err
			}
			return m.Wrap(out), nil // numpy's asanyarray: scalar arguments give a 0-d array
		}},
	}, nil)
	if err != nil {
		return err
	}
	d.SetStr("vectorize", cls)
	m.def(map[string]py.BuiltinFunc{"frompyfunc": m.frompyfuncFn})
	return nil
}

// callElements broadcasts the arguments and calls fn once per element,
// in C order, with numpy scalars.
func (m *Module) callElements(t *py.Thread, fn py.Value, args []py.Value, kwargs []py.Kwarg) ([]py.Value, []int, error) {
	ops := make([]*Array, len(args))
	shapes := make([][]int, len(args)) //krait:alloc-ok one per argument of a call (the arguments exist)
	for j, a := range args {
		var err error
		if ops[j], err = m.operand(t, a); err != nil {
			return nil, nil, err
		}
		shapes[j] = ops[j].shape
	}
	shape, err := broadcastShapes(shapes...)
	if err != nil {
		return nil, nil, err
	}
	n := shapeSize(shape)
	if err := Charge(t, Object, n); err != nil {
		return nil, nil, err
	}
	for j, a := range ops {
		ops[j] = broadcastTo(a, shape)
	}
	offs, err := offsetsOf(t, ops...)
	if err != nil {
		return nil, nil, err
	}
	results := make([]py.Value, n)
	for e := 0; e < n; e++ {
		call := make([]py.Value, len(ops))
		for j, a := range ops {
			call[j] = m.box(a, offs[j][e])
		}
		if results[e], err = py.Call(t, fn, call, kwargs); err != nil {
			return nil, nil, err
		}
	}
	return results, shape, nil
}

// collect stores Python values in a new array of kind k.
func (m *Module) collect(t *py.Thread, k Kind, shape []int, vals []py.Value) (*Array, error) {
	out, err := alloc(t, k, shape)
	if err != nil {
		return nil, err
	}
	if k == Str {
		for _, r := range vals {
			if s, err := m.strOf(t, r); err == nil && s.Len() > out.width {
				out.width = s.Len()
			}
		}
	}
	for e, r := range vals {
		if err := m.setElem(t, out, e, r); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// maxOperands is numpy's limit on a ufunc's inputs plus outputs
// (NPY_MAXARGS).
const maxOperands = 32

// frompyfuncFn is np.frompyfunc(func, nin, nout): a callable applying
// func per element and returning object arrays (a tuple of nout of them
// when nout > 1). numpy makes a ufunc; this one has no reduce/accumulate.
func (m *Module) frompyfuncFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("frompyfunc", []string{"func", "nin", "nout", "*identity"}, 3, args, kwargs)
	if err != nil {
		return nil, err
	}
	fn := vals[0]
	nin, err := py.Index(t, vals[1])
	if err != nil {
		return nil, err
	}
	nout, err := py.Index(t, vals[2])
	if err != nil {
		return nil, err
	}
	if nin < 0 || nout < 1 {
		return nil, py.NewValueError("nin must be >= 0 and nout >= 1")
	}
	if nin+nout > maxOperands {
		return nil, py.NewValueError("Cannot construct a ufunc with more than %d operands (requested number were: inputs = %d and outputs = %d)", maxOperands, nin, nout)
	}
	return py.NewBuiltin("frompyfunc", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if int64(len(args)) != nin {
			return nil, py.NewTypeError("invalid number of arguments")
		}
		results, shape, err := m.callElements(t, fn, args, kwargs)
		if err != nil {
			return nil, err
		}
		if nout == 1 {
			return m.result(&Array{kind: Object, o: results, shape: shape, strides: cStrides(shape)}), nil
		}
		outs := make([][]py.Value, nout) //krait:alloc-ok nout <= maxOperands (checked when the ufunc was made)
		for j := range outs {
			outs[j] = make([]py.Value, len(results))
		}
		for e, r := range results {
			items, err := py.Items(t, r)
			if err != nil {
				return nil, err
			}
			if int64(len(items)) != nout {
				return nil, py.NewValueError("function returned %d values, expected %d", len(items), nout)
			}
			for j := range outs {
				outs[j][e] = items[j]
			}
		}
		tup := make([]py.Value, nout) //krait:alloc-ok nout <= maxOperands (checked when the ufunc was made)
		for j := range outs {
			tup[j] = m.result(&Array{kind: Object, o: outs[j], shape: shape, strides: cStrides(shape)})
		}
		return py.NewTuple(tup), nil
	}), nil
}

// nditerVal is the state of an np.nditer: the 0-d views it hands out.
type nditerVal struct {
	items []py.Value
}

// Type implements py.Value.
func (*nditerVal) Type() *py.Type { return opaque }

// makeNditer creates np.nditer for its common uses: iterating one array
// (or several, broadcast together, as tuples) in C order, each element a
// 0-d view so that x[...] = v writes through with op_flags readwrite, and
// the with-statement protocol. Flags and buffering options are accepted
// and ignored; the iteration order is always C order.
func (m *Module) makeNditer(t *py.Thread, d *py.Dict) error {
	cls, err := newClass(t, "nditer", nil, []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("nditer", []string{"op", "flags", "op_flags", "op_dtypes", "order", "casting", "op_axes", "itershape", "buffersize"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			var ops []py.Value
			multi := false
			switch x := vals[0].(type) {
			case *py.List, *py.Tuple:
				if ops, err = py.Items(t, x); err != nil {
					return nil, err
				}
				multi = true
			default:
				ops = []py.Value{x}
			}
			arrs := make([]*Array, len(ops))
			shapes := make([][]int, len(ops)) //krait:alloc-ok one per operand (a tuple that exists)
			for j, o := range ops {
				if arrs[j], err = m.arrayArg(t, o); err != nil {
					return nil, err
				}
				shapes[j] = arrs[j].shape
			}
			shape, err := broadcastShapes(shapes...)
			if err != nil {
				return nil, err
			}
			n := shapeSize(shape)
			if n == 0 && !m.hasFlag(t, vals[1], "zerosize_ok") {
				return nil, py.NewValueError("Iteration of zero-sized operands is not enabled")
			}
			if err := Charge(t, Object, n*len(arrs)); err != nil {
				return nil, err
			}
			for j, a := range arrs {
				arrs[j] = broadcastTo(a, shape)
			}
			offs, err := offsetsOf(t, arrs...)
			if err != nil {
				return nil, err
			}
			items := make([]py.Value, n)
			for e := range items {
				views := make([]py.Value, len(arrs))
				for j, a := range arrs {
					views[j] = m.Wrap(a.view([]int{}, []int{}, offs[j][e]))
				}
				if multi {
					items[e] = py.NewTuple(views)
				} else {
					items[e] = views[0]
				}
			}
			self.(*py.Instance).Base = &nditerVal{items: items}
			return py.None, nil
		}},
		{Name: "__iter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			v, ok := self.(*py.Instance).Base.(*nditerVal)
			if !ok {
				return nil, py.NewTypeError("nditer not initialized")
			}
			return py.Iterate(t, py.NewList(v.items))
		}},
		{Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}},
		{Name: "__exit__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.None, nil
		}},
	}, nil)
	if err != nil {
		return err
	}
	d.SetStr("nditer", cls)
	return nil
}

// hasFlag reports whether flags (nditer's list of flag names) holds flag.
func (m *Module) hasFlag(t *py.Thread, flags py.Value, flag string) bool {
	if flags == nil || flags == py.None {
		return false
	}
	items, err := py.Items(t, flags)
	if err != nil {
		return false
	}
	for _, it := range items {
		if s, ok := it.(*py.Str); ok && s.String() == flag {
			return true
		}
	}
	return false
}
