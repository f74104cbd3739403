package pandas

import (
	"math"
	"sort"
	"strconv"

	"github.com/kraitpy/krait/py"
)

// This file is describe(): count, mean, std, min, percentiles and max of
// numeric data, count, unique, top and freq of the rest, and the union
// of both for include='all'.

// formatPercentiles is pandas' format_percentiles: '25%', '2.5%' with
// as many decimals as keep the labels distinct.
func formatPercentiles(ps []float64) []string {
	//krait:alloc-ok one per percentile of the list the program gave
	out := make([]string, len(ps))
	allInt := true
	for _, p := range ps {
		v := p * 100
		if math.Abs(v-math.Trunc(v)) > 1e-8*math.Max(1, math.Abs(v)) {
			allInt = false
		}
	}
	if allInt {
		for j, p := range ps {
			out[j] = strconv.Itoa(int(p*100)) + "%"
		}
		return out
	}
	u := make([]float64, len(ps))
	for j, p := range ps {
		u[j] = p * 100
	}
	sort.Float64s(u)
	minDiff := math.Inf(1)
	if u[0] > 0 {
		minDiff = u[0]
	}
	for j := 1; j < len(u); j++ {
		if d := u[j] - u[j-1]; d > 0 && d < minDiff {
			minDiff = d
		}
	}
	if u[len(u)-1] < 100 && 100-u[len(u)-1] < minDiff {
		minDiff = 100 - u[len(u)-1]
	}
	prec := int(-math.Floor(math.Log10(minDiff)))
	if prec < 1 {
		prec = 1
	}
	for j, p := range ps {
		v := p * 100
		if math.Abs(v-math.Trunc(v)) <= 1e-8 {
			out[j] = strconv.Itoa(int(v)) + "%"
		} else {
			out[j] = py.FloatRepr(roundHalfEven(v, prec)) + "%"
		}
	}
	return out
}

// describeNumeric returns the statistics of a numeric column.
func (m *Module) describeNumeric(t *py.Thread, c *column, ps []float64) ([]float64, error) {
	o := reduceOpts{skipna: true, ddof: 1}
	vals, err := floatsCharged(t, c, true)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(vals))); err != nil {
		return nil, err
	}
	out := []float64{float64(len(vals))}
	mean, err := m.reduceColumn(t, "mean", c, o)
	if err != nil {
		return nil, err
	}
	sd, err := m.reduceColumn(t, "std", c, o)
	if err != nil {
		return nil, err
	}
	mf, _ := pyNumber(mean)
	sf, _ := pyNumber(sd)
	sorted := append([]float64(nil), vals...)
	sort.Float64s(sorted)
	mn, mx := math.NaN(), math.NaN()
	if len(sorted) > 0 {
		mn, mx = sorted[0], sorted[len(sorted)-1]
	}
	out = append(out, mf, sf, mn)
	for _, p := range ps {
		out = append(out, quantileOf(sorted, p))
	}
	return append(out, mx), nil
}

// describeObject returns count, unique, top and freq of a column.
func (m *Module) describeObject(t *py.Thread, c *column) ([]py.Value, error) {
	u, counts, err := m.valueCounts(t, c, true, true, false)
	if err != nil {
		return nil, err
	}
	cnt := 0
	for j := 0; j < c.len(); j++ {
		if !c.isNA(j) {
			cnt++
		}
	}
	var top, freq py.Value = py.Float(math.NaN()), py.Float(math.NaN())
	if u.len() > 0 {
		top = u.pyAt(m, 0)
		freq = py.NewInt(counts[0])
	}
	return []py.Value{py.NewInt(int64(cnt)), py.NewInt(int64(u.len())), top, freq}, nil
}

// describeMethod is Series.describe / DataFrame.describe.
func (m *Module) describeMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("describe", []string{"percentiles", "include", "exclude", "datetime_is_numeric"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	ps := []float64{0.25, 0.5, 0.75}
	if !isNone(vals[0]) {
		items, err := m.listItems(t, vals[0])
		if err != nil {
			return nil, err
		}
		ps = nil
		has50 := false
		for _, it := range items {
			f, ok := pyNumber(it)
			if !ok || f < 0 || f > 1 {
				return nil, py.NewValueError("percentiles should all be in the interval [0,1]. Try %s instead.", reprOrType(it))
			}
			if f == 0.5 {
				has50 = true
			}
			ps = append(ps, f)
		}
		if !has50 {
			ps = append(ps, 0.5)
		}
		sort.Float64s(ps)
	}
	// The percentiles' labels: a formatted string each (16 bytes and a
	// few of text), in the label lists and the result's index (a Str).
	if err := t.Alloc(int64(len(ps)) * 96); err != nil {
		return nil, err
	}
	numLabels := append([]string{"count", "mean", "std", "min"}, formatPercentiles(ps)...)
	numLabels = append(numLabels, "max")
	objLabels := []string{"count", "unique", "top", "freq"}
	toIndex := func(labels []string) *index {
		vs := make([]py.Value, len(labels))
		for j, l := range labels {
			vs[j] = py.NewStr(l)
		}
		return flatIndex(objCol(vs), nil)
	}
	isNum := func(c *column) bool { return c.dt == dtInt || c.dt == dtFloat }
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	if s != nil {
		if isNum(s.col) {
			st, err := m.describeNumeric(t, s.col, ps)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(floatCol(st), toIndex(numLabels), s.name), nil
		}
		st, err := m.describeObject(t, s.col)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(objCol(st), toIndex(objLabels), s.name), nil
	}
	include := ""
	if !isNone(vals[1]) {
		if str, ok := strOf(vals[1]); ok {
			include = str
		} else {
			items, err := m.listItems(t, vals[1])
			if err != nil {
				return nil, err
			}
			for _, it := range items {
				if str, ok := strOf(it); ok && (str == "object" || str == "O") {
					include = "object"
				} else if str == "number" {
					include = "number"
				} else if _, ok := it.(*py.Type); ok {
					include = "number"
				}
			}
		}
	}
	var numCols, objCols []int
	for k, c := range f.cols {
		if isNum(c) {
			numCols = append(numCols, k)
		} else {
			objCols = append(objCols, k)
		}
	}
	var use []int
	mixed := false
	switch include {
	case "all":
		use = seq(f.ncols())
		mixed = len(numCols) > 0 && len(objCols) > 0
	case "object", "O":
		for _, k := range objCols {
			if f.cols[k].dt == dtObject {
				use = append(use, k)
			}
		}
	case "number":
		use = numCols
	default:
		if len(numCols) > 0 {
			use = numCols
		} else {
			use = objCols
		}
	}
	var rowLabels []string
	switch {
	case mixed:
		rowLabels = append(append([]string(nil), objLabels...), numLabels[1:]...) //krait:alloc-ok objLabels is the four-label literal above; numLabels charged above
	case len(use) > 0 && isNum(f.cols[use[0]]):
		rowLabels = numLabels
	default:
		rowLabels = objLabels
	}
	out := &Frame{idx: toIndex(rowLabels)}
	for _, k := range use {
		c := f.cols[k]
		var col *column
		if isNum(c) {
			st, err := m.describeNumeric(t, c, ps)
			if err != nil {
				return nil, err
			}
			if mixed {
				full := make([]float64, 0, len(rowLabels))
				full = append(full, st[0], math.NaN(), math.NaN(), math.NaN())
				full = append(full, st[1:]...)
				st = full
			}
			col = floatCol(st)
		} else {
			st, err := m.describeObject(t, c)
			if err != nil {
				return nil, err
			}
			if mixed {
				for len(st) < len(rowLabels) {
					st = append(st, py.Float(math.NaN()))
				}
			}
			col = objCol(st)
		}
		out.cols = append(out.cols, col)
	}
	labels, err := f.columns.take(t, use)
	if err != nil {
		return nil, err
	}
	out.columns = labels
	return m.wrapFrame(out), nil
}
