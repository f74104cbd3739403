package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// linNorm is np.linalg.norm(x, ord=None, axis=None, keepdims=False),
// computed as numpy's linalg.py does: the default and Frobenius norms of
// a whole array through a dot product (a sequential sum), the other
// vector and matrix norms through reductions.
func (m *Module) linNorm(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("norm", []string{"x", "ord", "axis", "keepdims"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if x.kind != Float64 && x.kind != Complex128 {
		if x, err = m.astype(t, x, Float64, 0); err != nil {
			return nil, err
		}
	}
	keep := false
	if vals[3] != nil {
		keep, _ = py.Truth(t, vals[3])
	}
	ordV := vals[1]
	if ordV == nil {
		ordV = py.None
	}
	ordStr := strArg(ordV, "")
	var ord float64
	ordNum := false
	if ordV != py.None && ordStr == "" {
		if ord, err = m.floatArg(t, ordV); err != nil {
			return nil, err
		}
		ordNum = true
	}
	nd := len(x.shape)
	sq := func(x *Array) (*Array, error) {
		if x.kind == Complex128 {
			out, err := alloc(t, Float64, x.shape)
			if err != nil {
				return nil, err
			}
			j := 0
			x.forEachOffset(func(o int) {
				c := x.c[o]
				out.f[j] = real(c)*real(c) + imag(c)*imag(c)
				j++
			})
			return out, nil
		}
		return m.applyBinary(t, m.bin["multiply"], x, x, nil, false)
	}
	if vals[2] == nil || vals[2] == py.None {
		if ordV == py.None || ((ordStr == "fro" || ordStr == "f") && nd == 2) || (ordNum && ord == 2 && nd == 1) {
			flat, err := m.reshape(t, x, []int{x.Size()}, "C")
			if err != nil {
				return nil, err
			}
			var acc float64
			if flat.kind == Complex128 {
				re, err := m.complexPart(t, flat, false)
				if err != nil {
					return nil, err
				}
				im, err := m.complexPart(t, flat, true)
				if err != nil {
					return nil, err
				}
				ra, _ := Unwrap(re)
				ia, _ := Unwrap(im)
				acc = ddot(ra.f, 0, 1, ra.f, 0, 1, ra.Size()) + ddot(ia.f, 0, 1, ia.f, 0, 1, ia.Size())
			} else {
				acc = ddot(flat.f, flat.off, flat.strides[0], flat.f, flat.off, flat.strides[0], flat.Size())
			}
			r := m.Float64(math.Sqrt(acc))
			if keep {
				return m.Wrap(NewFloat64([]float64{math.Sqrt(acc)}, onesShape(nd)...)), nil
			}
			return r, nil
		}
	}
	axes, err := m.axesArg(t, vals[2], nd)
	if err != nil {
		return nil, err
	}
	axisV := py.NewTuple(nil)
	{
		items := make([]py.Value, len(axes))
		for j, a := range axes {
			items[j] = py.NewInt(int64(a))
		}
		axisV = py.NewTuple(items)
	}
	abs, err := m.applyUnary(t, m.un["absolute"], x, nil, false)
	if err != nil {
		return nil, err
	}
	kw := func(extra ...py.Kwarg) []py.Kwarg {
		//krait:alloc-ok extra is at most one keyword, from this function's own calls
		return append([]py.Kwarg{{Name: "axis", Value: axisV}, {Name: "keepdims", Value: py.NewBool(keep)}}, extra...)
	}
	switch len(axes) {
	case 1:
		switch {
		case ordNum && math.IsInf(ord, 1):
			return m.funcs["max"](t, nil, []py.Value{m.Wrap(abs)}, kw())
		case ordNum && math.IsInf(ord, -1):
			return m.funcs["min"](t, nil, []py.Value{m.Wrap(abs)}, kw())
		case ordNum && ord == 0:
			nz, err := m.applyBinary(t, m.bin["not_equal"], x, intScalar(0), nil, false)
			if err != nil {
				return nil, err
			}
			nzf, err := m.astype(t, nz, Float64, 0)
			if err != nil {
				return nil, err
			}
			return m.funcs["sum"](t, nil, []py.Value{m.Wrap(nzf)}, kw())
		case ordNum && ord == 1:
			return m.funcs["sum"](t, nil, []py.Value{m.Wrap(abs)}, kw())
		case ordV == py.None || (ordNum && ord == 2):
			s2, err := sq(x)
			if err != nil {
				return nil, err
			}
			s, err := m.funcs["sum"](t, nil, []py.Value{m.Wrap(s2)}, kw())
			if err != nil {
				return nil, err
			}
			return m.callUnary(t, m.un["sqrt"], []py.Value{s}, nil)
		case ordStr != "":
			return nil, py.NewValueError("Invalid norm order '%s' for vectors", ordStr)
		}
		p, err := m.applyBinary(t, m.bin["power"], abs, floatScalar(ord), nil, false)
		if err != nil {
			return nil, err
		}
		s, err := m.funcs["sum"](t, nil, []py.Value{m.Wrap(p)}, kw())
		if err != nil {
			return nil, err
		}
		return m.callBinary(t, m.bin["power"], []py.Value{s, m.Float64(1 / ord)}, nil)
	case 2:
		row, col := axes[0], axes[1]
		switch {
		case ordV == py.None || ordStr == "fro" || ordStr == "f":
			s2, err := sq(x)
			if err != nil {
				return nil, err
			}
			s, err := m.funcs["sum"](t, nil, []py.Value{m.Wrap(s2)}, kw())
			if err != nil {
				return nil, err
			}
			return m.callUnary(t, m.un["sqrt"], []py.Value{s}, nil)
		case ordNum && (ord == 1 || ord == -1 || math.IsInf(ord, 0)):
			sumAx, redAx := row, col
			if math.IsInf(ord, 0) {
				sumAx, redAx = col, row
			}
			if redAx > sumAx {
				redAx--
			}
			s, err := m.funcs["sum"](t, nil, []py.Value{m.Wrap(abs)}, []py.Kwarg{{Name: "axis", Value: py.NewInt(int64(sumAx))}})
			if err != nil {
				return nil, err
			}
			fn := "max"
			if ord < 0 {
				fn = "min"
			}
			return m.funcs[fn](t, nil, []py.Value{s}, []py.Kwarg{{Name: "axis", Value: py.NewInt(int64(redAx))}})
		case (ordNum && (ord == 2 || ord == -2)) || ordStr == "nuc":
			if nd != 2 {
				return nil, py.NewNotImplementedError("stacked matrix norms are not supported by krait's numpy")
			}
			a := x
			if row > col {
				a = x.transposed(nil)
			}
			f, err := m.astype(t, a, Float64, 0)
			if err != nil {
				return nil, err
			}
			_, s, _, err := m.svd(t, f, false, false)
			if err != nil {
				return nil, err
			}
			switch {
			case ordStr == "nuc":
				acc := 0.0
				for _, v := range s.f {
					acc += v
				}
				return m.Float64(acc), nil
			case ord == 2:
				return m.Float64(s.f[0]), nil
			}
			return m.Float64(s.f[len(s.f)-1]), nil
		}
		return nil, py.NewValueError("Invalid norm order for matrices.")
	}
	return nil, py.NewValueError("Improper number of dimensions to norm.")
}
