package pandas

import (
	"math"
	"sort"

	"github.com/kraitpy/krait/py"
)

// This file is the column kernels of element-wise and window-free
// transformations: missing values (isna, fillna, ffill/bfill),
// cumulative sums and products, diff, shift, pct_change, rank, round,
// clip, isin, between, where, replace, map/apply and duplicated.

// isnaColumn returns the missing-value mask (negated for notna).
func isnaColumn(t *py.Thread, c *column, not bool) (*column, error) {
	out, err := newColumn(t, dtBool, c.len())
	if err != nil {
		return nil, err
	}
	for j := range out.b {
		out.b[j] = c.isNA(j) != not
	}
	return out, nil
}

// fillNA replaces missing values with v (upcasting as needed).
func (m *Module) fillNA(t *py.Thread, c *column, v py.Value) (*column, error) {
	if !c.hasNA() {
		return c, nil
	}
	out, err := m.settable(t, c, v)
	if err != nil {
		return nil, err
	}
	for j := 0; j < out.len(); j++ {
		if c.isNA(j) {
			out.setAt(j, v)
		}
	}
	return out, nil
}

// fillDirection fills missing values from the previous (ffill) or next
// (bfill) value, at most limit in a run (limit < 0: no limit).
func (m *Module) fillDirection(t *py.Thread, c *column, forward bool, limit int) (*column, error) {
	return fillMasked(t, c, c.isNA, forward, limit)
}

// fillMasked fills the positions where masked is true from the previous
// (forward) or next unmasked value, at most limit in a run (limit < 0: no
// limit), as pandas' pad/backfill kernels do: the fill value starts as
// the first (forward) or last element, masked or not.
func fillMasked(t *py.Thread, c *column, masked func(j int) bool, forward bool, limit int) (*column, error) {
	out, err := c.copy(t)
	if err != nil {
		return nil, err
	}
	n := out.len()
	run := 0
	step, j := 1, 0
	if !forward {
		step, j = -1, n-1
	}
	last := j
	for ; j >= 0 && j < n; j += step {
		if !masked(j) {
			last, run = j, 0
			continue
		}
		if limit < 0 || run < limit {
			copyCell(out, j, last)
			run++
		}
	}
	return out, nil
}

// copyCell copies element src to dst within a column.
func copyCell(c *column, dst, src int) {
	switch c.dt {
	case dtBool:
		c.b[dst] = c.b[src]
	case dtFloat:
		c.f[dst] = c.f[src]
	case dtObject:
		c.o[dst] = c.o[src]
	default:
		c.i[dst] = c.i[src]
	}
}

// cumulative is cumsum, cumprod, cummax and cummin: missing values stay
// missing and are skipped.
func (m *Module) cumulative(t *py.Thread, c *column, op string, skipna bool) (*column, error) {
	n := c.len()
	if c.dt == dtInt || c.dt == dtBool {
		out, err := newColumn(t, dtInt, n)
		if err != nil {
			return nil, err
		}
		if c.dt == dtBool && (op == "cummax" || op == "cummin") {
			out, err = newColumn(t, dtBool, n)
			if err != nil {
				return nil, err
			}
			acc := op == "cummin"
			for j, v := range c.b {
				if j == 0 {
					acc = v
				} else if op == "cummax" {
					acc = acc || v
				} else {
					acc = acc && v
				}
				out.b[j] = acc
			}
			return out, nil
		}
		var acc int64
		for j := 0; j < n; j++ {
			v := int64(c.floatAt(j))
			if c.dt == dtInt {
				v = c.i[j]
			}
			switch {
			case j == 0:
				acc = v
			case op == "cumsum":
				acc += v
			case op == "cumprod":
				acc *= v
			case op == "cummax":
				acc = max(acc, v)
			default:
				acc = min(acc, v)
			}
			out.i[j] = acc
		}
		return out, nil
	}
	if c.dt == dtObject {
		out, err := newColumn(t, dtObject, n)
		if err != nil {
			return nil, err
		}
		var acc py.Value
		for j, v := range c.o {
			if isNAValue(v) {
				out.o[j] = py.Float(math.NaN())
				continue
			}
			if acc == nil {
				acc = v
			} else {
				var r py.Value
				var err error
				switch op {
				case "cumsum":
					r, err = py.Binary(t, py.Add, acc, v)
				case "cumprod":
					r, err = py.Binary(t, py.Mul, acc, v)
				default:
					cmp, e := compareValues(t, v, acc)
					err = e
					r = acc
					if (op == "cummax" && cmp > 0) || (op == "cummin" && cmp < 0) {
						r = v
					}
				}
				if err != nil {
					return nil, err
				}
				acc = r
			}
			out.o[j] = acc
		}
		return out, nil
	}
	if c.dt == dtDatetime || c.dt == dtTimedelta {
		out, err := newColumn(t, c.dt, n)
		if err != nil {
			return nil, err
		}
		var acc int64
		started := false
		for j, v := range c.i {
			if v == natInt {
				out.i[j] = natInt
				continue
			}
			switch {
			case !started:
				acc, started = v, true
			case op == "cumsum":
				acc += v
			case op == "cummax":
				acc = max(acc, v)
			case op == "cummin":
				acc = min(acc, v)
			default:
				return nil, py.NewTypeError("cumprod not supported for Timedelta")
			}
			out.i[j] = acc
		}
		return out, nil
	}
	out, err := newColumn(t, dtFloat, n)
	if err != nil {
		return nil, err
	}
	acc := math.NaN()
	started, poisoned := false, false
	for j, v := range c.f {
		if v != v {
			out.f[j] = math.NaN()
			if !skipna {
				poisoned = true
			}
			continue
		}
		if poisoned {
			out.f[j] = math.NaN()
			continue
		}
		switch {
		case !started:
			acc, started = v, true
		case op == "cumsum":
			acc += v
		case op == "cumprod":
			acc *= v
		case op == "cummax":
			acc = math.Max(acc, v)
		default:
			acc = math.Min(acc, v)
		}
		out.f[j] = acc
	}
	return out, nil
}

// shiftColumn shifts values by periods (positive: down), filling with
// NaN (ints become floats) or fill.
func (m *Module) shiftColumn(t *py.Thread, c *column, periods int, fill py.Value) (*column, error) {
	n := c.len()
	if err := chargeCells(t, n, 1, 8); err != nil {
		return nil, err
	}
	pos := make([]int, n)
	for j := range pos {
		src := j - periods
		if src < 0 || src >= n {
			pos[j] = -1
		} else {
			pos[j] = src
		}
	}
	if !isNone(fill) {
		out, err := m.settable(t, c, fill)
		if err != nil {
			return nil, err
		}
		tmp, err := c.take(t, pos)
		if err != nil {
			return nil, err
		}
		for j, p := range pos {
			if p < 0 {
				out.setAt(j, fill)
			} else {
				out.setAt(j, tmp.pyAt(m, j))
			}
		}
		return out, nil
	}
	return c.take(t, pos)
}

// diffColumn is x[j] - x[j-periods].
func (m *Module) diffColumn(t *py.Thread, c *column, periods int) (*column, error) {
	shifted, err := m.shiftColumn(t, c, periods, nil)
	if err != nil {
		return nil, err
	}
	if c.dt == dtDatetime || c.dt == dtTimedelta {
		return m.timeBinary(t, py.Sub, operand{c: c}, operand{c: shifted}, c.len())
	}
	if c.dt == dtBool {
		out, err := newColumn(t, dtObject, c.len())
		if err != nil {
			return nil, err
		}
		for j := range out.o {
			if shifted.isNA(j) {
				out.o[j] = py.Float(math.NaN())
			} else {
				out.o[j] = py.NewBool(c.b[j] != bool(shifted.o[j].(py.Bool)))
			}
		}
		return out, nil
	}
	out, err := newColumn(t, dtFloat, c.len())
	if err != nil {
		return nil, err
	}
	for j := range out.f {
		out.f[j] = c.floatAt(j) - shifted.floatAt(j)
	}
	return out, nil
}

// pctChange is x[j] / x[j-periods] - 1 after forward-filling missing
// values (fill_method='pad').
func (m *Module) pctChange(t *py.Thread, c *column, periods int, pad bool) (*column, error) {
	src := c
	var err error
	if pad {
		if src, err = m.fillDirection(t, c, true, -1); err != nil {
			return nil, err
		}
	}
	shifted, err := m.shiftColumn(t, src, periods, nil)
	if err != nil {
		return nil, err
	}
	out, err := newColumn(t, dtFloat, c.len())
	if err != nil {
		return nil, err
	}
	for j := range out.f {
		out.f[j] = src.floatAt(j)/shifted.floatAt(j) - 1
	}
	return out, nil
}

// rankColumn ranks values: method average/min/max/first/dense, NaN
// ranks missing (na_option keep), pct divides by the count.
func (m *Module) rankColumn(t *py.Thread, c *column, method string, ascending bool, pct bool, naOption string) (*column, error) {
	n := c.len()
	pos, err := argsort(t, n, []sortKey{{c: c, ascending: ascending}}, naOption == "top")
	if err != nil {
		return nil, err
	}
	out, err := newColumn(t, dtFloat, n)
	if err != nil {
		return nil, err
	}
	valid := 0
	for j := 0; j < n; j++ {
		if !c.isNA(j) {
			valid++
		}
	}
	dense := 0
	for i := 0; i < n; {
		p := pos[i]
		if c.isNA(p) && naOption == "keep" {
			out.f[p] = math.NaN()
			i++
			continue
		}
		k := i + 1
		for k < n && !c.isNA(pos[k]) && !c.isNA(p) {
			r, err := c.compareAt(t, pos[k], p)
			if err != nil {
				return nil, err
			}
			if r != 0 {
				break
			}
			k++
		}
		if c.isNA(p) {
			k = i + 1
			for k < n && c.isNA(pos[k]) {
				k++
			}
		}
		dense++
		for q := i; q < k; q++ {
			var r float64
			switch method {
			case "min":
				r = float64(i + 1)
			case "max":
				r = float64(k)
			case "first":
				r = float64(q + 1)
			case "dense":
				r = float64(dense)
			default:
				r = float64(i+1+k) / 2
			}
			out.f[pos[q]] = r
		}
		i = k
	}
	if pct {
		div := float64(valid)
		if method == "dense" {
			div = float64(dense)
		}
		if naOption != "keep" {
			div = float64(n)
		}
		for j := range out.f {
			out.f[j] /= div
		}
	}
	return out, nil
}

// roundColumn is numpy's round: rint(x * 10**d) / 10**d.
func roundColumn(t *py.Thread, c *column, decimals int) (*column, error) {
	switch c.dt {
	case dtFloat:
		out, err := newColumn(t, dtFloat, c.len())
		if err != nil {
			return nil, err
		}
		for j, v := range c.f {
			out.f[j] = roundHalfEven(v, decimals)
		}
		return out, nil
	case dtInt:
		if decimals >= 0 {
			return c, nil
		}
		out, err := newColumn(t, dtInt, c.len())
		if err != nil {
			return nil, err
		}
		p := math.Pow(10, float64(-decimals))
		for j, v := range c.i {
			out.i[j] = int64(math.RoundToEven(float64(v)/p) * p)
		}
		return out, nil
	}
	return c, nil
}

// roundHalfEven rounds as np.round does.
func roundHalfEven(x float64, d int) float64 {
	if d == 0 {
		return math.RoundToEven(x)
	}
	if d > 0 {
		p := math.Pow(10, float64(d))
		y := x * p
		if math.IsInf(y, 0) {
			return x
		}
		return math.RoundToEven(y) / p
	}
	p := math.Pow(10, float64(-d))
	return math.RoundToEven(x/p) * p
}

// clipColumn limits values to [lower, upper] (either may be NaN: no
// bound).
func (m *Module) clipColumn(t *py.Thread, c *column, lower, upper py.Value) (*column, error) {
	lo, hasLo := pyNumber(lower)
	hi, hasHi := pyNumber(upper)
	if isNone(lower) {
		hasLo = false
	}
	if isNone(upper) {
		hasHi = false
	}
	switch c.dt {
	case dtInt:
		intBounds := (!hasLo || lo == math.Trunc(lo)) && (!hasHi || hi == math.Trunc(hi))
		if intBounds {
			out, err := newColumn(t, dtInt, c.len())
			if err != nil {
				return nil, err
			}
			for j, v := range c.i {
				if hasLo && v < int64(lo) {
					v = int64(lo)
				}
				if hasHi && v > int64(hi) {
					v = int64(hi)
				}
				out.i[j] = v
			}
			return out, nil
		}
		fallthrough
	case dtFloat, dtBool:
		out, err := newColumn(t, dtFloat, c.len())
		if err != nil {
			return nil, err
		}
		for j := range out.f {
			v := c.floatAt(j)
			if v == v {
				if hasLo && v < lo {
					v = lo
				}
				if hasHi && v > hi {
					v = hi
				}
			}
			out.f[j] = v
		}
		return out, nil
	}
	return nil, py.NewTypeError("clip is only supported for numeric data")
}

// isinColumn is the mask of values in a collection.
func (m *Module) isinColumn(t *py.Thread, c *column, values []py.Value) (*column, error) {
	if err := chargeCells(t, len(values), 1, mapEntryBytes); err != nil {
		return nil, err
	}
	set := make(map[hkey]bool, len(values))
	tab := objTable{lenient: true}
	for _, v := range values {
		k, err := tab.key(t, v)
		if err != nil {
			return nil, err
		}
		set[k] = true
	}
	out, err := newColumn(t, dtBool, c.len())
	if err != nil {
		return nil, err
	}
	for j := range out.b {
		k, err := tab.keyAt(t, c, j)
		if err != nil {
			return nil, err
		}
		out.b[j] = set[k] && !(k.k == kNone && c.dt != dtObject)
	}
	return out, nil
}

// betweenColumn is left <= x <= right (inclusive "both", "neither",
// "left", "right").
func (m *Module) betweenColumn(t *py.Thread, c *column, left, right py.Value, inclusive string) (*column, error) {
	lop, rop := py.Ge, py.Le
	switch inclusive {
	case "neither":
		lop, rop = py.Gt, py.Lt
	case "left":
		rop = py.Lt
	case "right":
		lop = py.Gt
	case "both":
	default:
		return nil, py.NewValueError("Inclusive has to be either string of 'both','left', 'right', or 'neither'.")
	}
	n := c.len()
	l, err := m.scalarOperand(t, left)
	if err != nil {
		return nil, err
	}
	r, err := m.scalarOperand(t, right)
	if err != nil {
		return nil, err
	}
	a, err := m.compareColumns(t, lop, operand{c: c}, l, n)
	if err != nil {
		return nil, err
	}
	b, err := m.compareColumns(t, rop, operand{c: c}, r, n)
	if err != nil {
		return nil, err
	}
	for j := range a.b {
		a.b[j] = a.b[j] && b.b[j]
	}
	return a, nil
}

// whereColumn keeps values where cond is true and puts other (a column
// or a scalar operand) elsewhere.
func (m *Module) whereColumn(t *py.Thread, c *column, cond []bool, other operand) (*column, error) {
	out, err := m.settableFor(t, c, other.c)
	if err != nil {
		return nil, err
	}
	for j, keep := range cond {
		if !keep {
			out.setAt(j, other.c.pyAt(m, other.at(j)))
		}
	}
	return out, nil
}

// mapColumn applies a mapping (dict, Series) or a function to each
// value; na_action='ignore' leaves missing values alone.
func (m *Module) mapColumn(t *py.Thread, c *column, arg py.Value, ignoreNA bool) (*column, error) {
	n := c.len()
	if err := chargeCells(t, n, 1, 16); err != nil {
		return nil, err
	}
	vals := make([]py.Value, n)
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	if d, ok := arg.(*py.Dict); ok {
		table := make(map[hkey]py.Value, d.Len()) //krait:alloc-ok d.Len() entries of a dict that exists
		for _, kv := range d.Items() {
			table[keyOf(t, kv[0])] = kv[1]
		}
		for j := 0; j < n; j++ {
			v, ok := table[c.keyAt(t, j)]
			if !ok {
				v = py.Float(math.NaN())
			}
			vals[j] = v
		}
		return m.inferColumn(t, vals)
	}
	if s := seriesOf(arg); s != nil {
		for j := 0; j < n; j++ {
			p, err := s.idx.findOne(t, c.keyAt(t, j))
			if err != nil {
				return nil, err
			}
			if p < 0 {
				vals[j] = py.Float(math.NaN())
			} else {
				vals[j] = s.col.pyAt(m, p)
			}
		}
		return m.inferColumn(t, vals)
	}
	if !py.IsCallable(arg) {
		return nil, py.NewTypeError("'%s' object is not callable", py.TypeName(arg))
	}
	for j := 0; j < n; j++ {
		v := c.pyAt(m, j)
		if ignoreNA && c.isNA(j) {
			vals[j] = v
			continue
		}
		r, err := py.Call(t, arg, []py.Value{v}, nil)
		if err != nil {
			return nil, err
		}
		vals[j] = r
	}
	return m.inferColumn(t, vals)
}

// replaceColumn replaces values: to maps old keys to new values. When
// every replacement is None, pandas keeps the None in an object column
// (the program asked for None explicitly); otherwise an object result is
// inferred again.
func (m *Module) replaceColumn(t *py.Thread, c *column, from []py.Value, to []py.Value) (*column, error) {
	table := make(map[hkey]int, len(from)) //krait:alloc-ok one entry per to_replace item, a list the program built and holds
	for j, f := range from {
		table[keyOf(t, f)] = j
	}
	allNone := len(to) > 0
	for _, v := range to {
		allNone = allNone && v == py.None
	}
	n := c.len()
	var out *column
	for j := 0; j < n; j++ {
		k, ok := table[c.keyAt(t, j)]
		if !ok {
			continue
		}
		if out == nil {
			var err error
			if allNone {
				out, err = m.castColumn(t, c, dtObject, false)
			} else {
				out, err = m.settableFor(t, c, mustInfer(m, t, to))
			}
			if err != nil {
				return nil, err
			}
		}
		out.setAt(j, to[k])
	}
	if out == nil {
		return c, nil
	}
	if out.dt == dtObject && !allNone {
		return m.inferColumn(t, out.o)
	}
	return out, nil
}

// replaceFill is replace(to_replace) without a value, or with a method:
// the positions holding one of from are filled from the previous (pad)
// or next (backfill) other value, as pandas 1.5's Series._replace_single
// does; the dtype is kept.
func replaceFill(t *py.Thread, c *column, from []py.Value, forward bool, limit int) (*column, error) {
	table := make(map[hkey]bool, len(from)) //krait:alloc-ok one entry per to_replace item, a list the program built and holds
	na := false
	for _, f := range from {
		if isNAValue(f) {
			na = true
		}
		table[keyOf(t, f)] = true
	}
	if err := t.Charge(int64(c.len())); err != nil {
		return nil, err
	}
	return fillMasked(t, c, func(j int) bool { return (na && c.isNA(j)) || table[c.keyAt(t, j)] }, forward, limit)
}

// mustInfer infers a column from values, object on error.
func mustInfer(m *Module, t *py.Thread, vals []py.Value) *column {
	c, err := m.inferColumn(t, vals)
	if err != nil {
		return objCol(vals)
	}
	return c
}

// duplicatedMask marks rows whose key repeats: keep "first" marks all
// but the first, "last" all but the last, "false" every repeated row.
// One column hashes leniently (pandas' Series.duplicated), several
// through factorize.
func duplicatedMask(t *py.Thread, cols []*column, n int, keep string) ([]bool, error) {
	codes, firsts, err := factorizeHash(t, cols, false, len(cols) == 1)
	if err != nil {
		return nil, err
	}
	out := make([]bool, n) //krait:alloc-ok one byte per row of the given columns, which exist
	if len(cols) == 0 {
		return out, nil
	}
	switch keep {
	case "first":
		for j, g := range codes {
			out[j] = firsts[g] != j
		}
	case "last":
		last := make([]int, len(firsts))
		for j, g := range codes {
			last[g] = j
		}
		for j, g := range codes {
			out[j] = last[g] != j
		}
	default:
		count := make([]int, len(firsts))
		for _, g := range codes {
			count[g]++
		}
		for j, g := range codes {
			out[j] = count[g] > 1
		}
	}
	return out, nil
}

// valueCounts counts each distinct value: the distinct values (as a
// column) and their counts, sorted by count descending (stable, first
// appearance first) when sort is set.
func (m *Module) valueCounts(t *py.Thread, c *column, dropna, sortIt, ascending bool) (*column, []int64, error) {
	codes, firsts, err := factorizeLenient(t, []*column{c}, dropna)
	if err != nil {
		return nil, nil, err
	}
	counts := make([]int64, len(firsts))
	for _, g := range codes {
		if g >= 0 {
			counts[g]++
		}
	}
	order := seq(len(firsts))
	if dropna {
		var keep []int
		for _, g := range order {
			if !c.isNA(firsts[g]) {
				keep = append(keep, g)
			}
		}
		order = keep
	}
	if sortIt {
		sort.SliceStable(order, func(a, b int) bool {
			if ascending {
				return counts[order[a]] < counts[order[b]]
			}
			return counts[order[a]] > counts[order[b]]
		})
	}
	pos := make([]int, len(order))
	out := make([]int64, len(order))
	for k, g := range order {
		pos[k] = firsts[g]
		out[k] = counts[g]
	}
	vals, err := c.take(t, pos)
	if err != nil {
		return nil, nil, err
	}
	return vals, out, nil
}
