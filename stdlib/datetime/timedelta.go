package datetime

import (
	gomath "math"
	"math/big"
	"strconv"

	"github.com/kraitpy/krait/py"
)

// td is a normalised timedelta: 0 <= secs < 86400, 0 <= us < 1e6.
type td struct{ days, secs, us int64 }

// Type implements py.Value (td is kept in Instance.Base).
func (*td) Type() *py.Type { return opaque }

// totalUS returns the duration in microseconds (it fits an int64: at
// most about 8.64e19... so use big where needed).
func (d td) totalUS() *big.Int {
	r := big.NewInt(d.days)
	r.Mul(r, big.NewInt(86400))
	r.Add(r, big.NewInt(d.secs))
	r.Mul(r, big.NewInt(1000000))
	return r.Add(r, big.NewInt(d.us))
}

var (
	bigUSPerDay = big.NewInt(86400 * 1000000)
	bigMillion  = big.NewInt(1000000)
)

// tdFromUS normalises a duration in microseconds, checking the range.
func tdFromUS(us *big.Int) (td, error) {
	days, rem := new(big.Int), new(big.Int)
	days.DivMod(us, bigUSPerDay, rem)
	if !days.IsInt64() || days.Int64() > gomath.MaxInt32 || days.Int64() < gomath.MinInt32 {
		// CPython converts the days to a C int first (and the huge
		// number is never turned into text).
		return td{}, py.NewOverflowError("Python int too large to convert to C int")
	}
	if days.Int64() > maxDays || days.Int64() < -maxDays {
		return td{}, py.NewOverflowError("days=%d; must have magnitude <= %d", days.Int64(), maxDays)
	}
	r := rem.Int64()
	return td{days: days.Int64(), secs: r / 1000000, us: r % 1000000}, nil
}

// roundHalfEven rounds a rational to the nearest integer, ties to even.
func roundHalfEven(r *big.Rat) *big.Int {
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).DivMod(num, den, new(big.Int)) // floor, 0 <= m < den
	twice := new(big.Int).Mul(m, big.NewInt(2))
	switch twice.Cmp(den) {
	case 1:
		q.Add(q, big.NewInt(1))
	case 0:
		if q.Bit(0) == 1 {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

// asRat converts an int or float component to an exact rational.
func asRat(v py.Value, what string) (*big.Rat, error) {
	switch x := v.(type) {
	case py.Float:
		f := float64(x)
		if gomath.IsNaN(f) || gomath.IsInf(f, 0) {
			if gomath.IsNaN(f) {
				return nil, py.NewValueError("cannot convert float NaN to integer")
			}
			return nil, py.NewOverflowError("cannot convert float infinity to integer")
		}
		return new(big.Rat).SetFloat64(f), nil
	}
	if b, ok := py.AsBig(v); ok {
		return new(big.Rat).SetInt(b), nil
	}
	return nil, py.NewTypeError("unsupported type for timedelta %s component: %s", what, v.Type().Name)
}

// tdOf returns the timedelta state of v.
func tdOf(v py.Value) (td, bool) {
	if in, ok := v.(*py.Instance); ok {
		if d, ok := in.Base.(*td); ok {
			return *d, true
		}
	}
	return td{}, false
}

// newTD makes a timedelta instance.
func (m *module) newTD(d td) py.Value {
	return &py.Instance{Class: m.timedelta, Base: &d}
}

// newTimedeltaClass creates datetime.timedelta.
func (m *module) newTimedeltaClass(t *py.Thread) (*py.Type, error) {
	self := func(f func(t *py.Thread, d td, args []py.Value) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, ok := tdOf(s)
			if !ok {
				return nil, py.NewTypeError("descriptor requires a 'datetime.timedelta' object")
			}
			return f(t, d, args)
		}
	}
	binary := func(f func(t *py.Thread, d td, o py.Value) (py.Value, error)) py.BuiltinFunc {
		return self(func(t *py.Thread, d td, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
			}
			return f(t, d, args[0])
		})
	}
	cmp := func(op py.CompareOp) py.BuiltinFunc {
		return binary(func(t *py.Thread, d td, o py.Value) (py.Value, error) {
			e, ok := tdOf(o)
			if !ok {
				return py.NotImplemented, nil
			}
			return py.NewBool(compareResult(op, d.totalUS().Cmp(e.totalUS()))), nil
		})
	}
	methods := []method{
		{"__repr__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) { return py.NewStr(tdRepr(d)), nil })},
		{"__str__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) { return py.NewStr(tdStr(d)), nil })},
		{"total_seconds", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) {
			f, _ := new(big.Rat).SetFrac(d.totalUS(), bigMillion).Float64()
			return py.Float(f), nil
		})},
		{"__hash__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) {
			return py.NewInt(hashInts(d.days, d.secs, d.us)), nil
		})},
		{"__bool__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) {
			return py.NewBool(d != td{}), nil
		})},
		{"__eq__", cmp(py.Eq)}, {"__ne__", cmp(py.Ne)}, {"__lt__", cmp(py.Lt)},
		{"__le__", cmp(py.Le)}, {"__gt__", cmp(py.Gt)}, {"__ge__", cmp(py.Ge)},
		{"__neg__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) {
			return m.tdResult(new(big.Int).Neg(d.totalUS()))
		})},
		{"__pos__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) { return m.newTD(d), nil })},
		{"__abs__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) {
			return m.tdResult(new(big.Int).Abs(d.totalUS()))
		})},
		{"__add__", binary(m.tdAdd)},
		{"__radd__", binary(m.tdAdd)},
		{"__sub__", binary(func(t *py.Thread, d td, o py.Value) (py.Value, error) {
			e, ok := tdOf(o)
			if !ok {
				return py.NotImplemented, nil
			}
			return m.tdResult(new(big.Int).Sub(d.totalUS(), e.totalUS()))
		})},
		{"__rsub__", binary(func(t *py.Thread, d td, o py.Value) (py.Value, error) {
			e, ok := tdOf(o)
			if !ok {
				return py.NotImplemented, nil
			}
			return m.tdResult(new(big.Int).Sub(e.totalUS(), d.totalUS()))
		})},
		{"__mul__", binary(m.tdMul)},
		{"__rmul__", binary(m.tdMul)},
		{"__truediv__", binary(m.tdTrueDiv)},
		{"__floordiv__", binary(m.tdFloorDiv)},
		{"__mod__", binary(func(t *py.Thread, d td, o py.Value) (py.Value, error) {
			e, ok := tdOf(o)
			if !ok {
				return py.NotImplemented, nil
			}
			den := e.totalUS()
			if den.Sign() == 0 {
				return nil, py.NewZeroDivisionError("integer modulo by zero")
			}
			_, r := floorDivMod(d.totalUS(), den)
			return m.tdResult(r)
		})},
		{"__divmod__", binary(func(t *py.Thread, d td, o py.Value) (py.Value, error) {
			e, ok := tdOf(o)
			if !ok {
				return py.NotImplemented, nil
			}
			den := e.totalUS()
			if den.Sign() == 0 {
				return nil, py.NewZeroDivisionError("integer division or modulo by zero")
			}
			q, r := floorDivMod(d.totalUS(), den)
			rv, err := m.tdResult(r)
			if err != nil {
				return nil, err
			}
			return py.NewTuple([]py.Value{py.NewBigInt(q), rv}), nil
		})},
		{"__reduce__", self(func(t *py.Thread, d td, _ []py.Value) (py.Value, error) {
			return py.NewTuple([]py.Value{m.timedelta, py.NewTuple([]py.Value{py.NewInt(d.days), py.NewInt(d.secs), py.NewInt(d.us)})}), nil
		})},
	}
	attrs := map[string]py.Value{
		"days":         property("days", func(s py.Value) (py.Value, error) { d, _ := tdOf(s); return py.NewInt(d.days), nil }),
		"seconds":      property("seconds", func(s py.Value) (py.Value, error) { d, _ := tdOf(s); return py.NewInt(d.secs), nil }),
		"microseconds": property("microseconds", func(s py.Value) (py.Value, error) { d, _ := tdOf(s); return py.NewInt(d.us), nil }),
	}
	return newClass(t, classSpec{name: "timedelta", bases: []*py.Type{py.ObjectType}, methods: methods,
		statics: []method{{"__new__", m.tdNew}}, attrs: attrs})
}

// tdResult makes a timedelta from microseconds, range-checked.
func (m *module) tdResult(us *big.Int) (py.Value, error) {
	d, err := tdFromUS(us)
	if err != nil {
		return nil, err
	}
	return m.newTD(d), nil
}

// tdNew is timedelta(days=0, seconds=0, microseconds=0, milliseconds=0,
// minutes=0, hours=0, weeks=0).
func (m *module) tdNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("timedelta.__new__(): not enough arguments")
	}
	cls, _ := args[0].(*py.Type)
	args = args[1:]
	names := []string{"days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"}
	factors := []int64{86400000000, 1000000, 1, 1000, 60000000, 3600000000, 604800000000}
	vals := make([]py.Value, len(names))
	if len(args) > len(names) {
		return nil, py.NewTypeError("__new__() takes at most 7 arguments (%d given)", len(args)+len(kwargs))
	}
	copy(vals, args)
	for _, kw := range kwargs {
		i := -1
		for j, n := range names {
			if n == kw.Name {
				i = j
			}
		}
		if i < 0 {
			return nil, py.NewTypeError("'%s' is an invalid keyword argument for __new__()", kw.Name)
		}
		if vals[i] != nil {
			return nil, py.NewTypeError("argument for __new__() given by name ('%s') and position (%d)", kw.Name, i+1)
		}
		vals[i] = kw.Value
	}
	// CPython's delta_new: integer parts are summed exactly; for float
	// components, the fraction times the factor is summed in a double
	// "leftover" that is rounded half to even at the end.
	order := []int{2, 3, 1, 4, 5, 0, 6} // us, ms, s, min, h, days, weeks
	total := new(big.Int)
	leftover := 0.0
	for _, i := range order {
		v := vals[i]
		if v == nil {
			continue
		}
		if f, ok := v.(py.Float); ok {
			x := float64(f)
			if gomath.IsNaN(x) {
				return nil, py.NewValueError("cannot convert float NaN to integer")
			}
			if gomath.IsInf(x, 0) {
				return nil, py.NewOverflowError("cannot convert float infinity to integer")
			}
			ip, fp := gomath.Modf(x)
			bi, _ := new(big.Float).SetFloat64(ip).Int(nil)
			total.Add(total, bi.Mul(bi, big.NewInt(factors[i])))
			if fp != 0 {
				d := float64(factors[i]) * fp
				ip2, fp2 := gomath.Modf(d)
				total.Add(total, big.NewInt(int64(ip2)))
				leftover += fp2
			}
			continue
		}
		b, ok := py.AsBig(v)
		if !ok {
			return nil, py.NewTypeError("unsupported type for timedelta %s component: %s", names[i], v.Type().Name)
		}
		total.Add(total, new(big.Int).Mul(b, big.NewInt(factors[i])))
	}
	if leftover != 0 {
		whole := gomath.Round(leftover)
		if gomath.Abs(whole-leftover) == 0.5 {
			odd := 0.0
			if total.Bit(0) == 1 {
				odd = 1
			}
			whole = 2.0*gomath.Round((leftover+odd)*0.5) - odd
		}
		total.Add(total, big.NewInt(int64(whole)))
	}
	d, err := tdFromUS(total)
	if err != nil {
		return nil, err
	}
	if cls == nil || cls == m.timedelta {
		return m.newTD(d), nil
	}
	return &py.Instance{Class: cls, Base: &d, Dict: py.NewDict()}, nil
}

// tdAdd is timedelta + timedelta (date + timedelta is handled by date).
func (m *module) tdAdd(t *py.Thread, d td, o py.Value) (py.Value, error) {
	e, ok := tdOf(o)
	if !ok {
		return py.NotImplemented, nil
	}
	return m.tdResult(new(big.Int).Add(d.totalUS(), e.totalUS()))
}

// tdMul is timedelta * int or float (exact, rounded half to even).
func (m *module) tdMul(t *py.Thread, d td, o py.Value) (py.Value, error) {
	switch o.(type) {
	case py.Float:
	default:
		if _, ok := py.AsBig(o); !ok {
			return py.NotImplemented, nil
		}
	}
	r, err := asRat(o, "")
	if err != nil {
		return nil, err
	}
	r.Mul(r, new(big.Rat).SetInt(d.totalUS()))
	return m.tdResult(roundHalfEven(r))
}

// tdTrueDiv is timedelta / timedelta (a float) or / number.
func (m *module) tdTrueDiv(t *py.Thread, d td, o py.Value) (py.Value, error) {
	if e, ok := tdOf(o); ok {
		den := e.totalUS()
		if den.Sign() == 0 {
			return nil, py.NewZeroDivisionError("integer division or modulo by zero")
		}
		f, _ := new(big.Rat).SetFrac(d.totalUS(), den).Float64()
		return py.Float(f), nil
	}
	switch o.(type) {
	case py.Float:
	default:
		if _, ok := py.AsBig(o); !ok {
			return py.NotImplemented, nil
		}
	}
	r, err := asRat(o, "")
	if err != nil {
		return nil, err
	}
	if r.Sign() == 0 {
		if _, ok := o.(py.Float); ok {
			return nil, py.NewZeroDivisionError("float division by zero")
		}
		return nil, py.NewZeroDivisionError("integer division or modulo by zero")
	}
	q := new(big.Rat).SetInt(d.totalUS())
	q.Quo(q, r)
	return m.tdResult(roundHalfEven(q))
}

// tdFloorDiv is timedelta // timedelta (an int) or // int.
func (m *module) tdFloorDiv(t *py.Thread, d td, o py.Value) (py.Value, error) {
	if e, ok := tdOf(o); ok {
		den := e.totalUS()
		if den.Sign() == 0 {
			return nil, py.NewZeroDivisionError("integer division or modulo by zero")
		}
		q, _ := floorDivMod(d.totalUS(), den)
		return py.NewBigInt(q), nil
	}
	if _, ok := o.(py.Float); ok {
		return py.NotImplemented, nil
	}
	b, ok := py.AsBig(o)
	if !ok {
		return py.NotImplemented, nil
	}
	if b.Sign() == 0 {
		return nil, py.NewZeroDivisionError("integer division or modulo by zero")
	}
	q, _ := floorDivMod(d.totalUS(), b)
	return m.tdResult(q)
}

// floorDivMod is Python's divmod on big ints.
func floorDivMod(a, b *big.Int) (*big.Int, *big.Int) {
	q, r := new(big.Int).DivMod(a, b, new(big.Int)) // Euclidean: r >= 0
	if b.Sign() < 0 && r.Sign() != 0 {
		q.Add(q, big.NewInt(1))
		r.Add(r, b)
	}
	return q, r
}

// compareResult applies a comparison operator to a three-way result.
func compareResult(op py.CompareOp, c int) bool {
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

// hashInts combines integers into a hash (not CPython's value, which
// no program can rely on, but equal for equal values).
func hashInts(vals ...int64) int64 {
	h := int64(0x345678)
	for _, v := range vals {
		h = (h ^ v) * 1000003
	}
	if h == -1 {
		h = -2
	}
	return h
}

// tdRepr is repr(timedelta).
func tdRepr(d td) string {
	var parts []string
	if d.days != 0 {
		parts = append(parts, "days="+strconv.FormatInt(d.days, 10))
	}
	if d.secs != 0 {
		parts = append(parts, "seconds="+strconv.FormatInt(d.secs, 10))
	}
	if d.us != 0 {
		parts = append(parts, "microseconds="+strconv.FormatInt(d.us, 10))
	}
	if len(parts) == 0 {
		return "datetime.timedelta(0)"
	}
	s := "datetime.timedelta("
	for i, p := range parts {
		if i > 0 {
			s += ", "
		}
		s += p
	}
	return s + ")"
}

// tdStr is str(timedelta): [D day[s], ]H:MM:SS[.ffffff].
func tdStr(d td) string {
	s := ""
	if d.days != 0 {
		plural := "s"
		if d.days == 1 || d.days == -1 {
			plural = ""
		}
		s = strconv.FormatInt(d.days, 10) + " day" + plural + ", "
	}
	s += strconv.FormatInt(d.secs/3600, 10) + ":" + two(int(d.secs/60%60)) + ":" + two(int(d.secs%60))
	if d.us != 0 {
		s += "." + six(int(d.us))
	}
	return s
}

func two(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func six(n int) string {
	s := strconv.Itoa(n)
	for len(s) < 6 {
		s = "0" + s
	}
	return s
}
