package pandas

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file aligns the operands of Series and DataFrame operators
// (union of labels, NaN where one side lacks a label) and applies the
// column kernels of ops.go; it also makes the operator methods.

// binopNames are the operator dunders and method names by operator.
var binopNames = []struct {
	op       py.BinaryOp
	dunder   string
	methods  []string
	rmethods []string
}{
	{py.Add, "add", []string{"add"}, []string{"radd"}},
	{py.Sub, "sub", []string{"sub", "subtract"}, []string{"rsub"}},
	{py.Mul, "mul", []string{"mul", "multiply"}, []string{"rmul"}},
	{py.TrueDiv, "truediv", []string{"div", "truediv", "divide"}, []string{"rdiv", "rtruediv"}},
	{py.FloorDiv, "floordiv", []string{"floordiv"}, []string{"rfloordiv"}},
	{py.Mod, "mod", []string{"mod"}, []string{"rmod"}},
	{py.Pow, "pow", []string{"pow"}, []string{"rpow"}},
	{py.And, "and", nil, nil},
	{py.Or, "or", nil, nil},
	{py.Xor, "xor", nil, nil},
}

// cmpNames are the comparison dunders and methods.
var cmpNames = []struct {
	op   py.CompareOp
	name string
}{{py.Eq, "eq"}, {py.Ne, "ne"}, {py.Lt, "lt"}, {py.Le, "le"}, {py.Gt, "gt"}, {py.Ge, "ge"}}

// otherColumn converts a non-pandas operand of a Series operation: a
// scalar, or a list-like of the Series' length.
func (m *Module) otherColumn(t *py.Thread, other py.Value, n int) (operand, error) {
	if isScalar(other) {
		return m.scalarOperand(t, other)
	}
	c, err := m.columnFrom(t, other)
	if err != nil {
		return operand{}, err
	}
	if c.len() != n {
		if a, ok := numpy.Unwrap(other); ok {
			_ = a
			return operand{}, py.NewValueError("operands could not be broadcast together with shapes (%d,) (%d,) ", n, c.len())
		}
		return operand{}, py.NewValueError("Lengths must match to compare")
	}
	return operand{c: c}, nil
}

// alignSeries returns two Series on the union of their indexes.
func (m *Module) alignSeries(t *py.Thread, a, b *Series) (*Series, *Series, error) {
	if a.idx.equals(t, b.idx) {
		return a, b, nil
	}
	u, err := m.unionIndex(t, a.idx, b.idx)
	if err != nil {
		return nil, nil, err
	}
	ra, err := m.reindexSeries(t, a, u)
	if err != nil {
		return nil, nil, err
	}
	rb, err := m.reindexSeries(t, b, u)
	if err != nil {
		return nil, nil, err
	}
	return ra, rb, nil
}

// commonName is the name of a binary result: kept when both agree.
func commonName(a, b py.Value) py.Value {
	if sameName(a, b) {
		return a
	}
	return py.None
}

// fillMissing fills one side's missing values with fill where the other
// side has a value (the fill_value of add/sub/...).
func (m *Module) fillMissing(t *py.Thread, a, b *column, fill py.Value) (*column, *column, error) {
	if isNone(fill) {
		return a, b, nil
	}
	n := a.len()
	fa, fb := a, b
	for j := 0; j < n; j++ {
		na, nb := a.isNA(j), b.isNA(j)
		if na == nb {
			continue
		}
		var err error
		if na {
			if fa == a {
				if fa, err = m.settable(t, a, fill); err != nil {
					return nil, nil, err
				}
			}
			fa.setAt(j, fill)
		} else {
			if fb == b {
				if fb, err = m.settable(t, b, fill); err != nil {
					return nil, nil, err
				}
			}
			fb.setAt(j, fill)
		}
	}
	return fa, fb, nil
}

// seriesBinary is s op other (other op s when reflected).
func (m *Module) seriesBinary(t *py.Thread, s *Series, other py.Value, op py.BinaryOp, reflected bool, fill py.Value) (py.Value, error) {
	if frameOf(other) != nil {
		return py.NotImplemented, nil
	}
	if o := seriesOf(other); o != nil {
		a, b, err := m.alignSeries(t, s, o)
		if err != nil {
			return nil, err
		}
		ca, cb, err := m.fillMissing(t, a.col, b.col, fill)
		if err != nil {
			return nil, err
		}
		x, y := operand{c: ca}, operand{c: cb}
		if reflected {
			x, y = y, x
		}
		c, err := m.binaryColumns(t, op, x, y, a.col.len())
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, a.idx, commonName(s.name, o.name)), nil
	}
	n := s.col.len()
	o, err := m.otherColumn(t, other, n)
	if err != nil {
		return nil, err
	}
	x := operand{c: s.col}
	if !isNone(fill) && !o.scalar {
		if x.c, o.c, err = m.fillMissing(t, s.col, o.c, fill); err != nil {
			return nil, err
		}
	} else if !isNone(fill) && o.scalar && x.c.hasNA() {
		if x.c, err = m.fillNA(t, x.c, fill); err != nil {
			return nil, err
		}
	}
	y := o
	if reflected {
		x, y = y, x
	}
	c, err := m.binaryColumns(t, op, x, y, n)
	if err != nil {
		return nil, err
	}
	return m.wrapSeries(c, s.idx, s.name), nil
}

// seriesCompare is s op other element-wise.
func (m *Module) seriesCompare(t *py.Thread, s *Series, other py.Value, op py.CompareOp, method bool) (py.Value, error) {
	if frameOf(other) != nil {
		return py.NotImplemented, nil
	}
	if o := seriesOf(other); o != nil {
		a, b := s, o
		if !s.idx.equals(t, o.idx) {
			if !method {
				return nil, py.NewValueError("Can only compare identically-labeled Series objects")
			}
			var err error
			if a, b, err = m.alignSeries(t, s, o); err != nil {
				return nil, err
			}
		}
		c, err := m.compareColumns(t, op, operand{c: a.col}, operand{c: b.col}, a.col.len())
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, a.idx, commonName(s.name, o.name)), nil
	}
	n := s.col.len()
	o, err := m.otherColumn(t, other, n)
	if err != nil {
		return nil, err
	}
	c, err := m.compareColumns(t, op, operand{c: s.col}, o, n)
	if err != nil {
		return nil, err
	}
	return m.wrapSeries(c, s.idx, s.name), nil
}

// alignFrames aligns two frames on the union of their columns and rows.
func (m *Module) alignFrames(t *py.Thread, a, b *Frame) (*Frame, *Frame, error) {
	if !a.columns.equals(t, b.columns) {
		u, err := m.unionIndex(t, a.columns, b.columns)
		if err != nil {
			return nil, nil, err
		}
		la, err := m.indexLabels(t, u)
		if err != nil {
			return nil, nil, err
		}
		if a, err = m.selectColumns(t, a, la, true); err != nil {
			return nil, nil, err
		}
		if b, err = m.selectColumns(t, b, la, true); err != nil {
			return nil, nil, err
		}
		a.columns, b.columns = u, u
	}
	if !a.idx.equals(t, b.idx) {
		u, err := m.unionIndex(t, a.idx, b.idx)
		if err != nil {
			return nil, nil, err
		}
		if a, err = m.reindexFrame(t, a, u); err != nil {
			return nil, nil, err
		}
		if b, err = m.reindexFrame(t, b, u); err != nil {
			return nil, nil, err
		}
	}
	return a, b, nil
}

// frameOperands returns, for each column of f, the operand other gives
// it: a frame's aligned column, a Series' value for the column (axis 1)
// or the row (axis 0), a scalar, or a list along the columns.
func (m *Module) frameOperands(t *py.Thread, f *Frame, other py.Value, axis int) (*Frame, []operand, error) {
	n := f.nrows()
	//krait:alloc-ok one per column of an existing frame, whose columns each hold more
	ops := make([]operand, f.ncols())
	if o := frameOf(other); o != nil {
		a, b, err := m.alignFrames(t, f, o)
		if err != nil {
			return nil, nil, err
		}
		//krait:alloc-ok one per column of an existing frame, whose columns each hold more
		ops = make([]operand, a.ncols())
		for k := range ops {
			ops[k] = operand{c: b.cols[k]}
		}
		return a, ops, nil
	}
	if s := seriesOf(other); s != nil {
		if axis == 0 {
			rs, err := m.reindexSeries(t, s, f.idx)
			if err != nil {
				return nil, nil, err
			}
			for k := range ops {
				ops[k] = operand{c: rs.col}
			}
			return f, ops, nil
		}
		u, err := m.unionIndex(t, f.columns, s.idx)
		if err != nil {
			return nil, nil, err
		}
		labels, err := m.indexLabels(t, u)
		if err != nil {
			return nil, nil, err
		}
		g := f
		if !u.equals(t, f.columns) {
			if g, err = m.selectColumns(t, f, labels, true); err != nil {
				return nil, nil, err
			}
			g.columns = u
		}
		rs, err := m.reindexSeries(t, s, u)
		if err != nil {
			return nil, nil, err
		}
		ops = make([]operand, g.ncols())
		for k := range ops {
			one, err := rs.col.take(t, []int{k})
			if err != nil {
				return nil, nil, err
			}
			ops[k] = operand{c: one, scalar: true}
		}
		return g, ops, nil
	}
	if isScalar(other) {
		o, err := m.scalarOperand(t, other)
		if err != nil {
			return nil, nil, err
		}
		for k := range ops {
			ops[k] = o
		}
		return f, ops, nil
	}
	if a, ok := numpy.Unwrap(other); ok && a.Ndim() == 2 {
		if a.Shape()[0] != n || a.Shape()[1] != f.ncols() {
			return nil, nil, py.NewValueError("Unable to coerce to DataFrame, shape must be (%d, %d): given (%d, %d)", n, f.ncols(), a.Shape()[0], a.Shape()[1])
		}
		cols, err := m.columnsOf2D(t, a)
		if err != nil {
			return nil, nil, err
		}
		for k := range ops {
			ops[k] = operand{c: cols[k]}
		}
		return f, ops, nil
	}
	c, err := m.columnFrom(t, other)
	if err != nil {
		return nil, nil, err
	}
	if axis == 0 {
		if c.len() != n {
			return nil, nil, py.NewValueError("Unable to coerce to Series, length must be %d: given %d", n, c.len())
		}
		for k := range ops {
			ops[k] = operand{c: c}
		}
		return f, ops, nil
	}
	if c.len() != f.ncols() {
		return nil, nil, py.NewValueError("Unable to coerce to Series, length must be %d: given %d", f.ncols(), c.len())
	}
	for k := range ops {
		one, err := c.take(t, []int{k})
		if err != nil {
			return nil, nil, err
		}
		ops[k] = operand{c: one, scalar: true}
	}
	return f, ops, nil
}

// frameBinary is f op other (other op f when reflected).
func (m *Module) frameBinary(t *py.Thread, f *Frame, other py.Value, op py.BinaryOp, reflected bool, axis int, fill py.Value) (py.Value, error) {
	g, ops, err := m.frameOperands(t, f, other, axis)
	if err != nil {
		return nil, err
	}
	out := &Frame{columns: g.columns, idx: g.idx, cols: make([]*column, g.ncols())}
	for k, c := range g.cols {
		x, y := operand{c: c}, ops[k]
		if !isNone(fill) && !y.scalar {
			if x.c, y.c, err = m.fillMissing(t, x.c, y.c, fill); err != nil {
				return nil, err
			}
		}
		if reflected {
			x, y = y, x
		}
		if out.cols[k], err = m.binaryColumns(t, op, x, y, g.nrows()); err != nil {
			return nil, err
		}
	}
	return m.wrapFrame(out), nil
}

// frameCompare is f op other element-wise.
func (m *Module) frameCompare(t *py.Thread, f *Frame, other py.Value, op py.CompareOp, method bool) (py.Value, error) {
	if o := frameOf(other); o != nil && !method {
		if !f.columns.equals(t, o.columns) || !f.idx.equals(t, o.idx) {
			return nil, py.NewValueError("Can only compare identically-labeled (both index and columns) DataFrame objects")
		}
	}
	g, ops, err := m.frameOperands(t, f, other, 1)
	if err != nil {
		return nil, err
	}
	out := &Frame{columns: g.columns, idx: g.idx, cols: make([]*column, g.ncols())}
	for k, c := range g.cols {
		if out.cols[k], err = m.compareColumns(t, op, operand{c: c}, ops[k], g.nrows()); err != nil {
			return nil, err
		}
	}
	return m.wrapFrame(out), nil
}

// axisArg reads an axis argument: 0/'index'/'rows' or 1/'columns'.
func axisArg(v py.Value, def int) (int, error) {
	if isNone(v) {
		return def, nil
	}
	if s, ok := strOf(v); ok {
		switch s {
		case "index", "rows":
			return 0, nil
		case "columns":
			return 1, nil
		}
		return 0, py.NewValueError("No axis named %s for object type DataFrame", s)
	}
	if n, ok := pyInt64(v); ok && (n == 0 || n == 1) {
		return int(n), nil
	}
	return 0, py.NewValueError("No axis named %s for object type DataFrame", reprOrType(v))
}

// seriesAxis checks a Series' axis argument: 0, 'index' or 'rows'.
func seriesAxis(t *py.Thread, v py.Value) error {
	if isNone(v) {
		return nil
	}
	if s, ok := strOf(v); ok && (s == "index" || s == "rows") {
		return nil
	}
	if n, ok := pyInt64(v); ok && n == 0 {
		return nil
	}
	text, err := py.ToStr(t, v)
	if err != nil {
		return err
	}
	return py.NewValueError("No axis named %s for object type Series", text)
}

// operatorMethods makes the operator dunders and their method forms for
// Series (frame false) or DataFrame.
func (m *Module) operatorMethods(frame bool) []method {
	var out []method
	add := func(name string, fn func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) {
		out = append(out, method{Name: name, Fn: fn})
	}
	for _, b := range binopNames {
		b := b
		for _, refl := range []bool{false, true} {
			refl := refl
			name := "__" + b.dunder + "__"
			if refl {
				name = "__r" + b.dunder + "__"
			}
			add(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) != 1 {
					return nil, py.NewTypeError("expected 1 argument")
				}
				if frame {
					f, err := selfFrame(self)
					if err != nil {
						return nil, err
					}
					return m.frameBinary(t, f, args[0], b.op, refl, 1, nil)
				}
				s, err := selfSeries(self)
				if err != nil {
					return nil, err
				}
				return m.seriesBinary(t, s, args[0], b.op, refl, nil)
			})
		}
		for _, names := range [][]string{b.methods, b.rmethods} {
			refl := len(b.rmethods) > 0 && len(names) > 0 && names[0] == b.rmethods[0]
			for _, mn := range names {
				mn := mn
				add(mn, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
					vals, err := bind(mn, []string{"other", "axis", "level", "fill_value"}, 1, args, kwargs)
					if err != nil {
						return nil, err
					}
					if frame {
						f, err := selfFrame(self)
						if err != nil {
							return nil, err
						}
						axis, err := axisArg(vals[1], 1)
						if err != nil {
							return nil, err
						}
						return m.frameBinary(t, f, vals[0], b.op, refl, axis, vals[3])
					}
					s, err := selfSeries(self)
					if err != nil {
						return nil, err
					}
					return m.seriesBinary(t, s, vals[0], b.op, refl, vals[3])
				})
			}
		}
	}
	for _, c := range cmpNames {
		c := c
		for _, isMethod := range []bool{false, true} {
			isMethod := isMethod
			name := "__" + c.name + "__"
			if isMethod {
				name = c.name
			}
			add(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				var other py.Value
				if isMethod {
					vals, err := bind(c.name, []string{"other", "axis", "level"}, 1, args, kwargs)
					if err != nil {
						return nil, err
					}
					other = vals[0]
				} else {
					if len(args) != 1 {
						return nil, py.NewTypeError("expected 1 argument")
					}
					other = args[0]
				}
				if frame {
					f, err := selfFrame(self)
					if err != nil {
						return nil, err
					}
					return m.frameCompare(t, f, other, c.op, isMethod)
				}
				s, err := selfSeries(self)
				if err != nil {
					return nil, err
				}
				return m.seriesCompare(t, s, other, c.op, isMethod)
			})
		}
	}
	for _, u := range []struct{ dunder, op string }{{"__neg__", "neg"}, {"__pos__", "pos"}, {"__invert__", "invert"}, {"__abs__", "abs"}, {"abs", "abs"}} {
		u := u
		add(u.dunder, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if frame {
				f, err := selfFrame(self)
				if err != nil {
					return nil, err
				}
				//krait:alloc-ok one per column of an existing frame, whose columns each hold more
				out := &Frame{columns: f.columns, idx: f.idx, cols: make([]*column, f.ncols())}
				for k, c := range f.cols {
					if out.cols[k], err = m.unaryColumn(t, u.op, c); err != nil {
						return nil, err
					}
				}
				return m.wrapFrame(out), nil
			}
			s, err := selfSeries(self)
			if err != nil {
				return nil, err
			}
			c, err := m.unaryColumn(t, u.op, s.col)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(c, s.idx, s.name), nil
		})
	}
	return out
}
