package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file builds columns, Series and DataFrames from Python values:
// pandas' dtype inference from lists (ints, floats with NaN for None,
// bools, datetimes, objects), dict/list/array/Series constructors and
// the alignment of Series on the union of their indexes.

// inferColumn makes a column from Python values with pandas' inference.
func (m *Module) inferColumn(t *py.Thread, vals []py.Value) (*column, error) {
	n := len(vals)
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	var ints, floats, bools, nones, nans, dates, deltas, others int
	for _, v := range vals {
		switch x := v.(type) {
		case py.Int:
			ints++
		case py.Bool:
			bools++
		case py.Float:
			if x != x {
				nans++
			} else {
				floats++
			}
		case py.NoneType:
			nones++
		case *py.BigInt:
			others++
		case *py.Instance:
			switch x.Base.(type) {
			case *timestampValue:
				dates++
				continue
			case *timedeltaValue:
				deltas++
				continue
			case *natValue:
				nones++
				continue
			}
			if f, ok := numpyFloat(x); ok {
				if f != f {
					nans++
				} else {
					floats++
				}
				continue
			}
			if _, ok := numpyInt(x); ok {
				ints++
				continue
			}
			if _, ok := numpyBool(x); ok {
				bools++
				continue
			}
			if _, ok := pyDatetimeNs(x); ok {
				dates++
				continue
			}
			others++
		default:
			others++
		}
	}
	missing := nones + nans
	switch {
	case others > 0 || n == 0:
		return m.objectColumn(t, vals)
	case bools == n:
		c, err := newColumn(t, dtBool, n)
		if err != nil {
			return nil, err
		}
		for j, v := range vals {
			c.setAt(j, v)
		}
		return c, nil
	case bools > 0:
		return m.objectColumn(t, vals)
	case ints == n:
		c, err := newColumn(t, dtInt, n)
		if err != nil {
			return nil, err
		}
		for j, v := range vals {
			c.i[j], _ = pyInt64(v)
		}
		return c, nil
	case dates > 0 && dates+missing == n:
		c, err := newColumn(t, dtDatetime, n)
		if err != nil {
			return nil, err
		}
		for j, v := range vals {
			c.i[j] = datetimeNs(v)
		}
		return c, nil
	case deltas > 0 && deltas+missing == n:
		c, err := newColumn(t, dtTimedelta, n)
		if err != nil {
			return nil, err
		}
		for j, v := range vals {
			c.i[j] = timedeltaNs(v)
		}
		return c, nil
	case dates > 0 || deltas > 0:
		return m.objectColumn(t, vals)
	case nones == n:
		return m.objectColumn(t, vals)
	}
	// Numbers with missing values: float64.
	c, err := newColumn(t, dtFloat, n)
	if err != nil {
		return nil, err
	}
	for j, v := range vals {
		if f, ok := pyNumber(v); ok {
			c.f[j] = f
		} else {
			c.f[j] = math.NaN()
		}
	}
	return c, nil
}

// objectColumn keeps values as they are.
func (m *Module) objectColumn(t *py.Thread, vals []py.Value) (*column, error) {
	c, err := newColumn(t, dtObject, len(vals))
	if err != nil {
		return nil, err
	}
	copy(c.o, vals)
	return c, nil
}

// columnFrom makes a column from a data argument: a Series or Index (its
// values), an ndarray, or any iterable.
func (m *Module) columnFrom(t *py.Thread, v py.Value) (*column, error) {
	switch x := v.(type) {
	case *py.Instance:
		if a, ok := numpy.Unwrap(x); ok {
			if a.Ndim() != 1 {
				if a.Ndim() == 0 {
					return m.inferColumn(t, []py.Value{m.np.Box(a, 0)})
				}
				return nil, py.NewValueError("Data must be 1-dimensional")
			}
			return m.fromArray(t, a)
		}
		switch b := x.Base.(type) {
		case *Series:
			return b.col, nil
		case *Index:
			return b.ix.values(t, m)
		}
	case *py.Range:
		n := x.Len()
		c, err := newColumn(t, dtInt, n)
		if err != nil {
			return nil, err
		}
		for j := range c.i {
			c.i[j] = x.At(j)
		}
		return c, nil
	}
	items, err := py.Items(t, v)
	if err != nil {
		return nil, err
	}
	return m.inferColumn(t, items)
}

// broadcast makes a column of n copies of a scalar.
func (m *Module) broadcast(t *py.Thread, v py.Value, n int) (*column, error) {
	one, err := m.inferColumn(t, []py.Value{v})
	if err != nil {
		return nil, err
	}
	out, err := newColumn(t, one.dt, n)
	if err != nil {
		return nil, err
	}
	out.cat = one.cat
	switch one.dt {
	case dtBool:
		for j := range out.b {
			out.b[j] = one.b[0]
		}
	case dtFloat:
		for j := range out.f {
			out.f[j] = one.f[0]
		}
	case dtObject:
		for j := range out.o {
			out.o[j] = one.o[0]
		}
	default:
		for j := range out.i {
			out.i[j] = one.i[0]
		}
	}
	return out, nil
}

// isScalar reports whether a constructor argument is a scalar (not a
// list-like, dict, array, Series or iterator).
func isScalar(v py.Value) bool {
	switch x := v.(type) {
	case *py.List, *py.Tuple, *py.Dict, *py.Set, *py.FrozenSet, *py.Range, *py.DictView:
		return false
	case *py.Str, py.Int, py.Float, py.Bool, py.NoneType, *py.BigInt, py.Complex, *py.Bytes:
		return true
	case *py.Instance:
		if a, ok := numpy.Unwrap(x); ok {
			return a.Ndim() == 0
		}
		switch x.Base.(type) {
		case *Series, *Frame, *Index:
			return false
		}
		return true
	}
	_, isIter := v.(py.Iterator)
	return !isIter
}

// castColumn converts a column to a dtype named by a dtype argument
// (astype's conversions).
func (m *Module) castColumn(t *py.Thread, c *column, dt dtype, strs bool) (*column, error) {
	if strs {
		out, err := newColumn(t, dtObject, c.len())
		if err != nil {
			return nil, err
		}
		for j := range out.o {
			v := c.pyAt(m, j)
			if c.dt == dtFloat || c.dt == dtInt || c.dt == dtBool {
				v = c.boxAt(m, j)
			}
			s, err := py.ToStr(t, v)
			if err != nil {
				return nil, err
			}
			out.o[j] = py.NewStr(s)
		}
		return out, nil
	}
	if c.dt == dt {
		return c, nil
	}
	n := c.len()
	out, err := newColumn(t, dt, n)
	if err != nil {
		return nil, err
	}
	switch dt {
	case dtFloat:
		for j := 0; j < n; j++ {
			if c.dt == dtObject {
				f, err := floatOfValue(t, c.o[j])
				if err != nil {
					return nil, err
				}
				out.f[j] = f
				continue
			}
			out.f[j] = c.floatAt(j)
		}
	case dtInt:
		for j := 0; j < n; j++ {
			switch c.dt {
			case dtFloat:
				f := c.f[j]
				if f != f || math.IsInf(f, 0) {
					return nil, raise(t, m.intCastingNaN, "Cannot convert non-finite values (NA or inf) to integer")
				}
				out.i[j] = int64(f)
			case dtBool:
				if c.b[j] {
					out.i[j] = 1
				}
			case dtObject:
				v, err := py.ToInt(t, c.o[j])
				if err != nil {
					return nil, err
				}
				out.i[j], _ = pyInt64(v)
			default:
				out.i[j] = c.i[j]
			}
		}
	case dtBool:
		for j := 0; j < n; j++ {
			b, err := py.Truth(t, c.boxAt(m, j))
			if err != nil {
				return nil, err
			}
			out.b[j] = b
		}
	case dtObject:
		for j := 0; j < n; j++ {
			out.o[j] = c.pyAt(m, j)
		}
	case dtDatetime:
		for j := 0; j < n; j++ {
			v := c.pyAt(m, j)
			if c.dt == dtInt {
				out.i[j] = c.i[j]
				continue
			}
			ns, err := m.toDatetimeValue(t, v, "", false, "raise")
			if err != nil {
				return nil, err
			}
			out.i[j] = ns
		}
	case dtTimedelta:
		for j := 0; j < n; j++ {
			if c.dt == dtInt {
				out.i[j] = c.i[j]
				continue
			}
			out.i[j] = timedeltaNs(c.pyAt(m, j))
		}
	}
	return out, nil
}

// floatOfValue is float(v) for astype(float) of an object (strings
// parse; None is NaN).
func floatOfValue(t *py.Thread, v py.Value) (float64, error) {
	if isNAValue(v) {
		return math.NaN(), nil
	}
	if f, ok := pyNumber(v); ok {
		return f, nil
	}
	r, err := py.ToFloat(t, v)
	if err != nil {
		if s, ok := v.(*py.Str); ok {
			return 0, py.NewValueError("could not convert string to float: '%s'", s.String())
		}
		return 0, err
	}
	f, _ := pyNumber(r)
	return f, nil
}

// boxAt returns element j as pandas returns a scalar: numpy scalars for
// numbers, Timestamps for datetimes, the object otherwise.
func (c *column) boxAt(m *Module, j int) py.Value {
	switch c.dt {
	case dtBool:
		return m.np.Box(numpy.NewBool([]bool{c.b[j]}), 0)
	case dtInt:
		return m.np.Int64(c.i[j])
	case dtFloat:
		return m.np.Float64(c.f[j])
	}
	return c.pyAt(m, j)
}

// dtypeArg parses a dtype argument: a name ('int64', 'float', 'str',
// 'object', 'bool', 'datetime64[ns]', 'category'), a Python type, or a
// numpy dtype. strs is set for str (values become strings).
func (m *Module) dtypeArg(t *py.Thread, v py.Value) (dt dtype, strs bool, err error) {
	name := ""
	switch x := v.(type) {
	case *py.Str:
		name = x.String()
	case *py.Type:
		switch x {
		case py.IntType:
			return dtInt, false, nil
		case py.FloatType:
			return dtFloat, false, nil
		case py.BoolType:
			return dtBool, false, nil
		case py.StrType:
			return dtObject, true, nil
		case py.ObjectType:
			return dtObject, false, nil
		}
		name = x.QualName()
	default:
		s, err := py.ToStr(t, v)
		if err != nil {
			return 0, false, err
		}
		name = s
	}
	switch name {
	case "int", "int64", "Int64", "int32", "int16", "int8", "i8", "uint8", "uint16", "uint32", "uint64", "i", "long":
		return dtInt, false, nil
	case "float", "float64", "float32", "Float64", "f8", "f", "double", "float16":
		return dtFloat, false, nil
	case "bool", "boolean", "bool_", "?":
		return dtBool, false, nil
	case "str", "string", "str_", "<U", "U":
		return dtObject, true, nil
	case "object", "O", "category":
		return dtObject, false, nil
	case "datetime64[ns]", "datetime64", "<M8[ns]", "M8[ns]":
		return dtDatetime, false, nil
	case "timedelta64[ns]", "timedelta64", "<m8[ns]", "m8[ns]":
		return dtTimedelta, false, nil
	}
	return 0, false, py.NewTypeError("data type '%s' not understood", name)
}
