package statistics

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// sorted returns the data sorted with Python's ordering.
func sorted(t *py.Thread, data py.Value) ([]py.Value, error) {
	xs, err := items(t, data)
	if err != nil {
		return nil, err
	}
	// Sorted in place: a copy (xs may be a tuple's own items).
	l, err := py.NewListCopy(t, xs)
	if err != nil {
		return nil, err
	}
	if err := py.SortList(t, l, nil, false); err != nil {
		return nil, err
	}
	return l.Items(), nil
}

// median makes median (which 0), median_low (-1) and median_high (1).
func (m *module) median(which int) py.BuiltinFunc {
	name := map[int]string{0: "median", -1: "median_low", 1: "median_high"}[which]
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		data, err := oneArg(name, args, kwargs)
		if err != nil {
			return nil, err
		}
		xs, err := sorted(t, data)
		if err != nil {
			return nil, err
		}
		n := len(xs)
		if n == 0 {
			return nil, m.statErr(t, "no median for empty data")
		}
		switch {
		case n%2 == 1:
			return xs[n/2], nil
		case which < 0:
			return xs[n/2-1], nil
		case which > 0:
			return xs[n/2], nil
		}
		s, err := py.Binary(t, py.Add, xs[n/2-1], xs[n/2])
		if err != nil {
			return nil, err
		}
		return py.Binary(t, py.TrueDiv, s, py.NewInt(2))
	}
}

// medianGrouped is statistics.median_grouped(data, interval=1).
func (m *module) medianGrouped(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("median_grouped", false, []string{"data", "interval"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	interval := a[1]
	if interval == nil {
		interval = py.NewInt(1)
	}
	xs, err := sorted(t, a[0])
	if err != nil {
		return nil, err
	}
	n := len(xs)
	if n == 0 {
		return nil, m.statErr(t, "no median for empty data")
	}
	x := xs[n/2]
	// i = bisect_left(data, x); j = bisect_right(data, x, lo=i)
	i := 0
	for i < n {
		lt, err := py.CompareBool(t, py.Lt, xs[i], x)
		if err != nil {
			return nil, err
		}
		if !lt {
			break
		}
		i++
	}
	j := i
	for j < n {
		gt, err := py.CompareBool(t, py.Lt, x, xs[j])
		if err != nil {
			return nil, err
		}
		if gt {
			break
		}
		j++
	}
	toF := func(v py.Value) (float64, error) {
		f, err := py.ToFloat(t, v)
		if err != nil {
			if exc, ok := err.(*py.Exception); ok && exc.Type().IsSubtype(py.ValueErrorType) {
				return 0, py.NewTypeError("Value cannot be converted to a float")
			}
			return 0, err
		}
		return float64(f.(py.Float)), nil
	}
	iv, err := toF(interval)
	if err != nil {
		return nil, err
	}
	xf, err := toF(x)
	if err != nil {
		return nil, err
	}
	L := xf - iv/2.0
	return py.Float(L + iv*(float64(n)/2-float64(i))/float64(j-i)), nil
}

// counts is a Counter: values with their counts in first-seen order.
func counts(t *py.Thread, xs []py.Value) ([]py.Value, []int, error) {
	d := py.NewDict()
	var keys []py.Value
	var cnt []int
	for _, x := range xs {
		v, ok, err := d.Get(t, x)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			i, _ := py.AsInt64(v)
			cnt[i]++
			continue
		}
		if err := d.Set(t, x, py.NewInt(int64(len(keys)))); err != nil {
			return nil, nil, err
		}
		keys = append(keys, x)
		cnt = append(cnt, 1)
	}
	return keys, cnt, nil
}

// dataCounts is counts of the data argument of mode and multimode.
func dataCounts(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) ([]py.Value, []int, error) {
	data, err := oneArg(name, args, kwargs)
	if err != nil {
		return nil, nil, err
	}
	xs, err := items(t, data)
	if err != nil {
		return nil, nil, err
	}
	return counts(t, xs)
}

// mode is statistics.mode(data): the first most common value.
func (m *module) mode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	keys, cnt, err := dataCounts(t, "mode", args, kwargs)
	if err != nil {
		return nil, err
	}
	if len(keys) == 0 {
		return nil, m.statErr(t, "no mode for empty data")
	}
	best := 0
	for i := range keys {
		if cnt[i] > cnt[best] {
			best = i
		}
	}
	return keys[best], nil
}

// multimode is statistics.multimode(data).
func (m *module) multimode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	keys, cnt, err := dataCounts(t, "multimode", args, kwargs)
	if err != nil {
		return nil, err
	}
	max := 0
	for _, c := range cnt {
		if c > max {
			max = c
		}
	}
	var out []py.Value
	for i, k := range keys {
		if cnt[i] == max {
			out = append(out, k)
		}
	}
	return py.NewList(out), nil
}

// quantiles is statistics.quantiles(data, *, n=4, method='exclusive').
func (m *module) quantiles(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("quantiles", false, []string{"data", "*n", "*method"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	n := int64(4)
	if a[1] != nil {
		if n, err = py.Index(t, a[1]); err != nil {
			return nil, err
		}
	}
	method := "exclusive"
	if a[2] != nil {
		s, ok := a[2].(*py.Str)
		if !ok {
			r, _ := py.Repr(t, a[2])
			return nil, py.NewValueError("Unknown method: %s", r)
		}
		method = s.String()
	}
	if n < 1 {
		return nil, m.statErr(t, "n must be at least 1")
	}
	xs, err := sorted(t, a[0])
	if err != nil {
		return nil, err
	}
	ld := int64(len(xs))
	if ld < 2 {
		return nil, m.statErr(t, "must have at least two data points")
	}
	if err := t.Charge(n); err != nil {
		return nil, err
	}
	// The n-1 results and the list's slots, before building them.
	if err := t.Alloc(32 * n); err != nil {
		return nil, err
	}
	interp := func(lo, hi py.Value, delta int64) (py.Value, error) {
		p1, err := py.Binary(t, py.Mul, lo, py.NewInt(n-delta))
		if err != nil {
			return nil, err
		}
		p2, err := py.Binary(t, py.Mul, hi, py.NewInt(delta))
		if err != nil {
			return nil, err
		}
		s, err := py.Binary(t, py.Add, p1, p2)
		if err != nil {
			return nil, err
		}
		return py.Binary(t, py.TrueDiv, s, py.NewInt(n))
	}
	var out []py.Value
	switch method {
	case "inclusive":
		mm := ld - 1
		for i := int64(1); i < n; i++ {
			j, delta := i*mm/n, i*mm%n
			v, err := interp(xs[j], xs[j+1], delta)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
	case "exclusive":
		mm := ld + 1
		for i := int64(1); i < n; i++ {
			j := i * mm / n
			if j < 1 {
				j = 1
			} else if j > ld-1 {
				j = ld - 1
			}
			delta := i*mm - j*n
			v, err := interp(xs[j-1], xs[j], delta)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
	default:
		r, _ := py.Repr(t, a[2])
		return nil, py.NewValueError("Unknown method: %s", r)
	}
	return py.NewList(out), nil
}
