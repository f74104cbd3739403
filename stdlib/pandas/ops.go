package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file is element-wise arithmetic, comparison and logic on columns
// with pandas' dtype rules: ints stay ints where numpy keeps them,
// division by zero of ints gives inf/NaN floats, object columns apply
// Python's operators skipping missing values, datetimes subtract to
// timedeltas, and comparisons with missing values are False (True for
// !=).

// operand is one side of an element-wise operation: a column, or a
// scalar broadcast to any length.
type operand struct {
	c      *column
	scalar bool
}

// scalarOperand makes a one-element column of a Python scalar.
func (m *Module) scalarOperand(t *py.Thread, v py.Value) (operand, error) {
	c, err := m.inferColumn(t, []py.Value{v})
	if err != nil {
		return operand{}, err
	}
	if c.dt == dtObject {
		if s, ok := v.(*py.Str); ok {
			// A str next to datetimes compares as the date it spells.
			if ns, ok := parseDatetime(s.String(), false); ok {
				return operand{c: &column{dt: dtObject, o: []py.Value{v}, i: []int64{ns}}, scalar: true}, nil
			}
		}
	}
	return operand{c: c, scalar: true}, nil
}

// at returns the position in the operand for row j.
func (o operand) at(j int) int {
	if o.scalar {
		return 0
	}
	return j
}

// isArith reports whether op is an arithmetic (not logical) operator.
func isArith(op py.BinaryOp) bool {
	switch op {
	case py.And, py.Or, py.Xor:
		return false
	}
	return true
}

// binaryColumns applies op element-wise to n rows.
func (m *Module) binaryColumns(t *py.Thread, op py.BinaryOp, a, b operand, n int) (*column, error) {
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	ad, bd := a.c.dt, b.c.dt
	if !isArith(op) {
		return m.logicColumns(t, op, a, b, n)
	}
	switch {
	case ad == dtObject || bd == dtObject:
		if (ad == dtDatetime || bd == dtDatetime) && (op == py.Sub || op == py.Add) {
			break
		}
		return m.objectBinary(t, op, a, b, n)
	case ad == dtDatetime || bd == dtDatetime || ad == dtTimedelta || bd == dtTimedelta:
		return m.timeBinary(t, op, a, b, n)
	}
	if ad == dtDatetime || bd == dtDatetime {
		return m.timeBinary(t, op, a, b, n)
	}
	intOnly := (ad == dtInt || ad == dtBool) && (bd == dtInt || bd == dtBool)
	if intOnly && (ad == dtBool && bd == dtBool) && (op == py.Add || op == py.Mul) {
		// numpy: bool + bool is or, bool * bool is and.
		out, err := newColumn(t, dtBool, n)
		if err != nil {
			return nil, err
		}
		for j := 0; j < n; j++ {
			x, y := a.c.b[a.at(j)], b.c.b[b.at(j)]
			if op == py.Add {
				out.b[j] = x || y
			} else {
				out.b[j] = x && y
			}
		}
		return out, nil
	}
	if intOnly && op != py.TrueDiv {
		return m.intBinary(t, op, a, b, n)
	}
	out, err := newColumn(t, dtFloat, n)
	if err != nil {
		return nil, err
	}
	for j := 0; j < n; j++ {
		out.f[j] = floatOp(op, a.c.floatAt(a.at(j)), b.c.floatAt(b.at(j)))
	}
	return out, nil
}

// floatOp is numpy's float arithmetic (no exceptions: inf and NaN).
func floatOp(op py.BinaryOp, x, y float64) float64 {
	switch op {
	case py.Add:
		return x + y
	case py.Sub:
		return x - y
	case py.Mul:
		return x * y
	case py.TrueDiv:
		return x / y
	case py.FloorDiv:
		q, _ := floatDivmod(x, y)
		return q
	case py.Mod:
		_, r := floatDivmod(x, y)
		return r
	case py.Pow:
		return math.Pow(x, y)
	}
	return math.NaN()
}

// floatDivmod is Python's (and numpy's) float floor division and modulo.
func floatDivmod(x, y float64) (float64, float64) {
	if y == 0 {
		if x == 0 || x != x {
			return math.NaN(), math.NaN()
		}
		return x / y, math.NaN()
	}
	mod := math.Mod(x, y)
	div := (x - mod) / y
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
			div -= 1
		}
	} else {
		mod = math.Copysign(0, y)
	}
	var fl float64
	if div != 0 {
		fl = math.Floor(div)
		if div-fl > 0.5 {
			fl++
		}
	} else {
		fl = math.Copysign(0, x/y)
	}
	return fl, mod
}

// intBinary is integer arithmetic; division or modulo by zero makes the
// result float (inf or NaN) as pandas does.
func (m *Module) intBinary(t *py.Thread, op py.BinaryOp, a, b operand, n int) (*column, error) {
	iv := func(o operand, j int) int64 {
		c := o.c
		if c.dt == dtBool {
			if c.b[o.at(j)] {
				return 1
			}
			return 0
		}
		return c.i[o.at(j)]
	}
	if op == py.FloorDiv || op == py.Mod {
		zero := false
		for j := 0; j < n; j++ {
			if iv(b, j) == 0 {
				zero = true
				break
			}
		}
		if zero {
			out, err := newColumn(t, dtFloat, n)
			if err != nil {
				return nil, err
			}
			for j := 0; j < n; j++ {
				x, y := iv(a, j), iv(b, j)
				if y == 0 {
					if op == py.Mod || x == 0 {
						out.f[j] = math.NaN()
					} else if x > 0 {
						out.f[j] = math.Inf(1)
					} else {
						out.f[j] = math.Inf(-1)
					}
					continue
				}
				q, r := intDivmod(x, y)
				if op == py.FloorDiv {
					out.f[j] = float64(q)
				} else {
					out.f[j] = float64(r)
				}
			}
			return out, nil
		}
	}
	out, err := newColumn(t, dtInt, n)
	if err != nil {
		return nil, err
	}
	for j := 0; j < n; j++ {
		x, y := iv(a, j), iv(b, j)
		switch op {
		case py.Add:
			out.i[j] = x + y
		case py.Sub:
			out.i[j] = x - y
		case py.Mul:
			out.i[j] = x * y
		case py.FloorDiv:
			out.i[j], _ = intDivmod(x, y)
		case py.Mod:
			_, out.i[j] = intDivmod(x, y)
		case py.Pow:
			if y < 0 {
				return nil, py.NewValueError("Integers to negative integer powers are not allowed.")
			}
			r := int64(1)
			for k := int64(0); k < y; k++ {
				r *= x
				if k > 64 {
					break
				}
			}
			out.i[j] = r
		case py.LShift:
			out.i[j] = x << uint64(y)
		case py.RShift:
			out.i[j] = x >> uint64(y)
		default:
			return nil, py.NewTypeError("unsupported operand type(s) for %s: 'int' and 'int'", op)
		}
	}
	return out, nil
}

// intDivmod is Python's integer floor division and modulo.
func intDivmod(x, y int64) (int64, int64) {
	q, r := x/y, x%y
	if r != 0 && (r < 0) != (y < 0) {
		q--
		r += y
	}
	return q, r
}

// objectBinary applies a Python operator to each pair, leaving NaN where
// either side is missing.
func (m *Module) objectBinary(t *py.Thread, op py.BinaryOp, a, b operand, n int) (*column, error) {
	if err := chargeCells(t, n, 1, 16); err != nil {
		return nil, err
	}
	vals := make([]py.Value, n)
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	for j := 0; j < n; j++ {
		ia, ib := a.at(j), b.at(j)
		if a.c.isNA(ia) || b.c.isNA(ib) {
			vals[j] = py.Float(math.NaN())
			continue
		}
		r, err := py.Binary(t, op, a.c.pyAt(m, ia), b.c.pyAt(m, ib))
		if err != nil {
			return nil, err
		}
		vals[j] = unboxNumpy(r)
	}
	return m.inferColumn(t, vals)
}

// unboxNumpy turns numpy scalars into Python numbers (results of object
// operations are stored as plain values).
func unboxNumpy(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok {
		if f, ok := in.Base.(py.Float); ok {
			return f
		}
		if b, ok := numpyBool(in); ok {
			return py.NewBool(b)
		}
		if i, ok := numpyInt(in); ok {
			return py.NewInt(i)
		}
	}
	return v
}

// timeBinary is arithmetic with datetimes and timedeltas.
func (m *Module) timeBinary(t *py.Thread, op py.BinaryOp, a, b operand, n int) (*column, error) {
	nsOf := func(o operand, j int) int64 {
		c := o.c
		if c.dt == dtObject && c.i != nil {
			return c.i[0]
		}
		if c.dt == dtObject {
			v := c.o[o.at(j)]
			if ns, ok := tsOf(v); ok {
				return ns
			}
			if ns, ok := tdOf(v); ok {
				return ns
			}
			return natInt
		}
		return c.i[o.at(j)]
	}
	kindOf := func(o operand) dtype {
		if o.c.dt == dtObject && len(o.c.o) > 0 {
			if _, ok := tsOf(o.c.o[0]); ok {
				return dtDatetime
			}
			if _, ok := tdOf(o.c.o[0]); ok {
				return dtTimedelta
			}
			if o.c.i != nil {
				return dtDatetime
			}
		}
		return o.c.dt
	}
	ad, bd := kindOf(a), kindOf(b)
	var rd dtype
	switch {
	case op == py.Sub && ad == dtDatetime && bd == dtDatetime:
		rd = dtTimedelta
	case (op == py.Add || op == py.Sub) && ad == dtDatetime && bd == dtTimedelta:
		rd = dtDatetime
	case op == py.Add && ad == dtTimedelta && bd == dtDatetime:
		rd = dtDatetime
	case (op == py.Add || op == py.Sub) && ad == dtTimedelta && bd == dtTimedelta:
		rd = dtTimedelta
	case ad == dtTimedelta && (bd == dtInt || bd == dtFloat) && (op == py.Mul || op == py.TrueDiv || op == py.FloorDiv):
		out, err := newColumn(t, dtTimedelta, n)
		if err != nil {
			return nil, err
		}
		for j := 0; j < n; j++ {
			x, y := nsOf(a, j), b.c.floatAt(b.at(j))
			if x == natInt || y != y {
				out.i[j] = natInt
				continue
			}
			switch op {
			case py.Mul:
				out.i[j] = int64(float64(x) * y)
			case py.TrueDiv:
				out.i[j] = int64(float64(x) / y)
			default:
				out.i[j] = int64(math.Floor(float64(x) / y))
			}
		}
		return out, nil
	case ad == dtTimedelta && bd == dtTimedelta && (op == py.TrueDiv || op == py.FloorDiv):
		out, err := newColumn(t, dtFloat, n)
		if err != nil {
			return nil, err
		}
		for j := 0; j < n; j++ {
			x, y := nsOf(a, j), nsOf(b, j)
			if x == natInt || y == natInt {
				out.f[j] = math.NaN()
				continue
			}
			out.f[j] = float64(x) / float64(y)
			if op == py.FloorDiv {
				out.f[j] = math.Floor(out.f[j])
			}
		}
		return out, nil
	default:
		return nil, py.NewTypeError("unsupported operand type(s) for %s: '%s' and '%s'", op, ad.name(), bd.name())
	}
	out, err := newColumn(t, rd, n)
	if err != nil {
		return nil, err
	}
	for j := 0; j < n; j++ {
		x, y := nsOf(a, j), nsOf(b, j)
		if x == natInt || y == natInt {
			out.i[j] = natInt
			continue
		}
		if op == py.Sub {
			out.i[j] = x - y
		} else {
			out.i[j] = x + y
		}
	}
	return out, nil
}

// logicColumns is &, | and ^: logical on bools (missing values are
// False), bitwise on ints.
func (m *Module) logicColumns(t *py.Thread, op py.BinaryOp, a, b operand, n int) (*column, error) {
	if (a.c.dt == dtInt) && (b.c.dt == dtInt) {
		out, err := newColumn(t, dtInt, n)
		if err != nil {
			return nil, err
		}
		for j := 0; j < n; j++ {
			x, y := a.c.i[a.at(j)], b.c.i[b.at(j)]
			switch op {
			case py.And:
				out.i[j] = x & y
			case py.Or:
				out.i[j] = x | y
			default:
				out.i[j] = x ^ y
			}
		}
		return out, nil
	}
	truth := func(o operand, j int) (bool, error) {
		c, k := o.c, o.at(j)
		switch c.dt {
		case dtBool:
			return c.b[k], nil
		case dtObject:
			if isNAValue(c.o[k]) {
				return false, nil
			}
			return py.Truth(t, c.o[k])
		case dtFloat:
			if c.f[k] != c.f[k] {
				return false, nil
			}
			return c.f[k] != 0, nil
		case dtInt:
			return c.i[k] != 0, nil
		}
		return false, py.NewTypeError("unsupported operand type(s) for %s: '%s' and 'bool'", op, c.dt.name())
	}
	out, err := newColumn(t, dtBool, n)
	if err != nil {
		return nil, err
	}
	for j := 0; j < n; j++ {
		x, err := truth(a, j)
		if err != nil {
			return nil, err
		}
		y, err := truth(b, j)
		if err != nil {
			return nil, err
		}
		switch op {
		case py.And:
			out.b[j] = x && y
		case py.Or:
			out.b[j] = x || y
		default:
			out.b[j] = x != y
		}
	}
	return out, nil
}

// compareColumns compares element-wise: a bool column, False where
// either side is missing (True for !=).
func (m *Module) compareColumns(t *py.Thread, op py.CompareOp, a, b operand, n int) (*column, error) {
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	out, err := newColumn(t, dtBool, n)
	if err != nil {
		return nil, err
	}
	test := func(c int) bool {
		switch op {
		case py.Eq:
			return c == 0
		case py.Ne:
			return c != 0
		case py.Lt:
			return c < 0
		case py.Le:
			return c <= 0
		case py.Gt:
			return c > 0
		}
		return c >= 0
	}
	ad, bd := a.c.dt, b.c.dt
	// Datetimes against a date string or Timestamp scalar.
	if (ad == dtDatetime || ad == dtTimedelta) && (bd == dtObject || bd == ad) {
		var y int64
		scalarTime := b.scalar && bd == dtObject
		if scalarTime {
			if b.c.i != nil {
				y = b.c.i[0]
			} else if ns, ok := tsOf(b.c.o[0]); ok {
				y = ns
			} else if ns, ok := tdOf(b.c.o[0]); ok {
				y = ns
			} else {
				scalarTime = false
			}
		}
		if scalarTime || bd == ad {
			for j := 0; j < n; j++ {
				x := a.c.i[a.at(j)]
				yy := y
				if !scalarTime {
					yy = b.c.i[b.at(j)]
				}
				if x == natInt || yy == natInt {
					out.b[j] = op == py.Ne
					continue
				}
				c := 0
				if x < yy {
					c = -1
				} else if x > yy {
					c = 1
				}
				out.b[j] = test(c)
			}
			return out, nil
		}
	}
	numeric := func(d dtype) bool { return d == dtInt || d == dtFloat || d == dtBool }
	if numeric(ad) && numeric(bd) {
		if ad == dtInt && bd == dtInt {
			for j := 0; j < n; j++ {
				x, y := a.c.i[a.at(j)], b.c.i[b.at(j)]
				c := 0
				if x < y {
					c = -1
				} else if x > y {
					c = 1
				}
				out.b[j] = test(c)
			}
			return out, nil
		}
		for j := 0; j < n; j++ {
			x, y := a.c.floatAt(a.at(j)), b.c.floatAt(b.at(j))
			if x != x || y != y {
				out.b[j] = op == py.Ne
				continue
			}
			c := 0
			if x < y {
				c = -1
			} else if x > y {
				c = 1
			}
			out.b[j] = test(c)
		}
		return out, nil
	}
	// Objects: Python comparison, missing values False.
	for j := 0; j < n; j++ {
		ia, ib := a.at(j), b.at(j)
		if a.c.isNA(ia) || b.c.isNA(ib) {
			out.b[j] = op == py.Ne
			continue
		}
		x, y := a.c.pyAt(m, ia), b.c.pyAt(m, ib)
		if op == py.Eq || op == py.Ne {
			eq, err := py.Equal(t, x, y)
			if err != nil {
				return nil, err
			}
			out.b[j] = eq == (op == py.Eq)
			continue
		}
		r, err := py.CompareBool(t, op, x, y)
		if err != nil {
			return nil, err
		}
		out.b[j] = r
	}
	return out, nil
}

// unaryColumn is -, +, ~ and abs.
func (m *Module) unaryColumn(t *py.Thread, op string, c *column) (*column, error) {
	n := c.len()
	switch {
	case op == "invert" && c.dt == dtBool:
		out, err := newColumn(t, dtBool, n)
		if err != nil {
			return nil, err
		}
		for j, v := range c.b {
			out.b[j] = !v
		}
		return out, nil
	case c.dt == dtInt:
		out, err := newColumn(t, dtInt, n)
		if err != nil {
			return nil, err
		}
		for j, v := range c.i {
			switch op {
			case "neg":
				out.i[j] = -v
			case "pos":
				out.i[j] = v
			case "invert":
				out.i[j] = ^v
			case "abs":
				if v < 0 {
					v = -v
				}
				out.i[j] = v
			}
		}
		return out, nil
	case c.dt == dtFloat:
		if op == "invert" {
			return nil, py.NewTypeError("ufunc 'invert' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''")
		}
		out, err := newColumn(t, dtFloat, n)
		if err != nil {
			return nil, err
		}
		for j, v := range c.f {
			switch op {
			case "neg":
				out.f[j] = -v
			case "pos":
				out.f[j] = v
			case "abs":
				out.f[j] = math.Abs(v)
			}
		}
		return out, nil
	case c.dt == dtTimedelta && (op == "neg" || op == "abs" || op == "pos"):
		out, err := newColumn(t, dtTimedelta, n)
		if err != nil {
			return nil, err
		}
		for j, v := range c.i {
			if v != natInt && (op == "neg" || (op == "abs" && v < 0)) {
				v = -v
			}
			out.i[j] = v
		}
		return out, nil
	case c.dt == dtBool:
		if op == "neg" {
			return nil, py.NewTypeError("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.")
		}
		if op == "abs" || op == "pos" {
			return c, nil
		}
	}
	if err := chargeCells(t, n, 1, 16); err != nil {
		return nil, err
	}
	vals := make([]py.Value, n)
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	for j := 0; j < n; j++ {
		v := c.pyAt(m, j)
		var r py.Value
		var err error
		switch op {
		case "neg":
			r, err = py.Unary(t, py.USub, v)
		case "pos":
			r, err = py.Unary(t, py.UAdd, v)
		case "invert":
			r, err = py.Unary(t, py.Invert, v)
		default:
			r, err = py.Abs(t, v)
		}
		if err != nil {
			return nil, err
		}
		vals[j] = r
	}
	return m.inferColumn(t, vals)
}
