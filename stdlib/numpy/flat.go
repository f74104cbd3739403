package numpy

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file is numpy.flatiter (a.flat): iteration over every element in
// C order, indexing and assignment by flat position.

// flatVal is the state of a flatiter.
type flatVal struct {
	a   *Array
	pos int
}

// Type implements py.Value.
func (*flatVal) Type() *py.Type { return opaque }

// newFlat makes a.flat.
func (m *Module) newFlat(a *Array) py.Value {
	return &py.Instance{Class: m.flatCls, Base: &flatVal{a: a}}
}

// flatOf returns the state of a flatiter receiver.
func flatOf(self py.Value) (*flatVal, error) {
	if in, ok := self.(*py.Instance); ok {
		if f, ok := in.Base.(*flatVal); ok {
			return f, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 'numpy.flatiter' object")
}

// makeFlatIter creates numpy.flatiter.
func (m *Module) makeFlatIter(t *py.Thread) error {
	cls, err := goclass.New(t, goclass.Spec{Module: "numpy", Name: "flatiter", TpName: "numpy.flatiter", Methods: []goclass.Method{
		{Name: "__iter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}},
		{Name: "__next__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := flatOf(self)
			if err != nil {
				return nil, err
			}
			if f.pos >= f.a.Size() {
				return nil, py.NewStopIteration(nil)
			}
			v := m.box(f.a, f.a.offsetAt(f.pos))
			f.pos++
			return v, nil
		}},
		{Name: "__len__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := flatOf(self)
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(f.a.Size())), nil
		}},
		{Name: "__getitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := flatOf(self)
			if err != nil {
				return nil, err
			}
			flat, err := f.a.copyArray(t)
			if err != nil {
				return nil, err
			}
			flat = flat.view([]int{flat.Size()}, []int{1}, 0)
			return m.getItem(t, flat, args[0])
		}},
		{Name: "__setitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := flatOf(self)
			if err != nil {
				return nil, err
			}
			n := f.a.Size()
			if err := Charge(t, Int64, n); err != nil {
				return nil, err
			}
			idx := make([]int64, n)
			for j := range idx {
				idx[j] = int64(j)
			}
			pos, err := m.getItem(t, m.Wrap(NewInt64(idx, n)).(*py.Instance).Base.(*Array), args[0])
			if err != nil {
				return nil, err
			}
			pa, err := m.operand(t, pos)
			if err != nil {
				return nil, err
			}
			src, err := m.valueArray(t, args[1], f.a)
			if err != nil {
				return nil, err
			}
			ns := src.Size()
			if ns == 0 {
				return py.None, nil
			}
			j := 0
			var ferr error
			pa.forEachOffset(func(o int) {
				if ferr == nil {
					ferr = m.copyElem(t, f.a, f.a.offsetAt(int(pa.i[o])), src, src.offsetAt(j%ns))
				}
				j++
			})
			return py.None, ferr
		}},
	}, Attrs: map[string]py.Value{
		"base": newProperty("base", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := flatOf(self)
			if err != nil {
				return nil, err
			}
			return m.Wrap(f.a), nil
		}),
	}})
	if err != nil {
		return err
	}
	m.flatCls = cls
	return nil
}
