package pandas

import (
	"math"
	"sort"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file is the reductions (sum, mean, median, min, max, std, var,
// prod, count, nunique, any, all, sem, quantile) of a column, with
// pandas' skipna and min_count, and the Python types pandas returns
// (numpy scalars, or the plain float/int bottleneck gives for median,
// min, max, std and var of numbers).

// reduceOpts are a reduction's parameters.
type reduceOpts struct {
	skipna   bool
	ddof     int
	minCount int
}

// floatsOf returns the non-missing values of a numeric column as floats
// (all values, NaN included, when skipna is false).
// floatsCharged is floatsOf with the values and a scratch copy of them
// (a sort, squared deviations) charged first.
func floatsCharged(t *py.Thread, c *column, skipna bool) ([]float64, error) {
	if err := chargeCells(t, c.len(), 1, 16); err != nil {
		return nil, err
	}
	return floatsOf(c, skipna), nil
}

func floatsOf(c *column, skipna bool) []float64 {
	n := c.len()
	//krait:alloc-ok callers charge 16 bytes per row first (floatsCharged, or chargeCells before quantileColumn)
	out := make([]float64, 0, n)
	switch c.dt {
	case dtFloat:
		for _, v := range c.f {
			if skipna && v != v {
				continue
			}
			out = append(out, v)
		}
	case dtInt:
		for _, v := range c.i {
			out = append(out, float64(v))
		}
	case dtBool:
		for _, v := range c.b {
			if v {
				//krait:alloc-ok callers charge 16 bytes per row first (floatsCharged, or chargeCells before quantileColumn)
				out = append(out, 1)
			} else {
				//krait:alloc-ok callers charge 16 bytes per row first (floatsCharged, or chargeCells before quantileColumn)
				out = append(out, 0)
			}
		}
	default:
		for j := 0; j < n; j++ {
			if skipna && c.isNA(j) {
				continue
			}
			//krait:alloc-ok callers charge 16 bytes per row first (floatsCharged, or chargeCells before quantileColumn)
			out = append(out, c.floatAt(j))
		}
	}
	return out
}

// kahanSum sums with numpy's pairwise precision (pairwise summation as
// numpy does for float64 reductions of contiguous data).
func pairwiseSum(a []float64) float64 {
	n := len(a)
	if n < 8 {
		s := 0.0
		for _, v := range a {
			s += v
		}
		return s
	}
	if n <= 128 {
		var r [8]float64
		for k := 0; k < 8; k++ {
			r[k] = a[k]
		}
		i := 8
		for ; i < n-n%8; i += 8 {
			for k := 0; k < 8; k++ {
				r[k] += a[i+k]
			}
		}
		s := (r[0] + r[1]) + (r[2] + r[3]) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			s += a[i]
		}
		return s
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseSum(a[:n2]) + pairwiseSum(a[n2:])
}

// median returns the median of values (sorted in place).
func median(vals []float64) float64 {
	n := len(vals)
	if n == 0 {
		return math.NaN()
	}
	sort.Float64s(vals)
	if n%2 == 1 {
		return vals[n/2]
	}
	return (vals[n/2-1] + vals[n/2]) / 2
}

// variance returns the variance with ddof (numpy's two-pass formula).
func variance(vals []float64, ddof int) float64 {
	n := len(vals)
	if n-ddof <= 0 {
		return math.NaN()
	}
	mean := pairwiseSum(vals) / float64(n)
	//krait:alloc-ok as long as vals: every caller charged 16 bytes per value first (floatsCharged, reduceTimes)
	sq := make([]float64, n)
	for j, v := range vals {
		d := v - mean
		sq[j] = d * d
	}
	return pairwiseSum(sq) / float64(n-ddof)
}

// seqVariance is bottleneck's nanvar: sequential sums, two passes.
func seqVariance(vals []float64, ddof int) float64 {
	n := len(vals)
	if n <= ddof {
		return math.NaN()
	}
	var sum float64
	for _, v := range vals {
		sum += v
	}
	mean := sum / float64(n)
	var sq float64
	for _, v := range vals {
		d := v - mean
		sq += d * d
	}
	return sq / float64(n-ddof)
}

// quantileOf returns the linear-interpolated quantile q of sorted
// values.
func quantileOf(sorted []float64, q float64) float64 {
	n := len(sorted)
	if n == 0 {
		return math.NaN()
	}
	pos := q * float64(n-1)
	lo := int(math.Floor(pos))
	hi := int(math.Ceil(pos))
	if lo == hi {
		return sorted[lo]
	}
	frac := pos - float64(lo)
	// numpy's lerp: a + (b-a)*t, computed from the nearer end.
	a, b := sorted[lo], sorted[hi]
	if frac >= 0.5 {
		return b - (b-a)*(1-frac)
	}
	return a + (b-a)*frac
}

// reduceColumn computes a reduction of a column and returns the scalar
// as pandas boxes it.
func (m *Module) reduceColumn(t *py.Thread, name string, c *column, o reduceOpts) (py.Value, error) {
	n := c.len()
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	switch c.dt {
	case dtObject:
		return m.reduceObjects(t, name, c, o)
	case dtDatetime, dtTimedelta:
		return m.reduceTimes(t, name, c, o)
	}
	if err := t.Alloc(int64(n) * 8); err != nil {
		return nil, err
	}
	isBool := c.dt == dtBool
	native := !isBool // bottleneck's plain Python results
	switch name {
	case "count":
		k := 0
		for j := 0; j < n; j++ {
			if !c.isNA(j) {
				k++
			}
		}
		return m.np.Int64(int64(k)), nil
	case "nunique":
		codes, firsts, err := factorize(t, []*column{c}, true)
		if err != nil {
			return nil, err
		}
		_ = codes
		k := 0
		for _, f := range firsts {
			if !c.isNA(f) {
				k++
			}
		}
		return py.NewInt(int64(k)), nil
	case "any", "all":
		want := name == "any"
		for j := 0; j < n; j++ {
			if c.isNA(j) {
				continue
			}
			if (c.floatAt(j) != 0) == want {
				return m.npBool(want), nil
			}
		}
		return m.npBool(!want), nil
	}
	vals, err := floatsCharged(t, c, o.skipna)
	if err != nil {
		return nil, err
	}
	if (name == "sum" || name == "mean") && c.dt == dtFloat && o.skipna && len(vals) != n {
		// pandas sums with the missing values replaced by 0, so numpy's
		// pairwise blocks fall where they fall over the whole column.
		filled := make([]float64, n)
		for j, v := range c.f {
			if v == v {
				filled[j] = v
			}
		}
		if len(vals) < o.minCount || (name == "mean" && len(vals) == 0) {
			return m.np.Float64(math.NaN()), nil
		}
		if name == "sum" {
			return m.np.Float64(pairwiseSum(filled)), nil
		}
		return m.np.Float64(pairwiseSum(filled) / float64(len(vals))), nil
	}
	if !o.skipna {
		for _, v := range vals {
			if v != v && name != "sum" && name != "prod" {
				return m.np.Float64(math.NaN()), nil
			}
		}
	}
	intResult := c.dt == dtInt || c.dt == dtBool
	switch name {
	case "sum", "prod":
		if len(vals) < o.minCount {
			return m.np.Float64(math.NaN()), nil
		}
		if intResult {
			var r int64
			if name == "prod" {
				r = 1
			}
			for j := 0; j < n; j++ {
				v := int64(c.floatAt(j))
				if c.dt == dtInt {
					v = c.i[j]
				}
				if name == "sum" {
					r += v
				} else {
					r *= v
				}
			}
			return m.np.Int64(r), nil
		}
		if name == "sum" {
			return m.np.Float64(pairwiseSum(vals)), nil
		}
		r := 1.0
		for _, v := range vals {
			r *= v
		}
		return m.np.Float64(r), nil
	case "mean":
		if len(vals) == 0 {
			return m.np.Float64(math.NaN()), nil
		}
		return m.np.Float64(pairwiseSum(vals) / float64(len(vals))), nil
	case "median":
		r := median(vals)
		if native {
			return py.Float(r), nil
		}
		return m.np.Float64(r), nil
	case "min", "max":
		if len(vals) == 0 {
			if native {
				return py.Float(math.NaN()), nil
			}
			return m.np.Float64(math.NaN()), nil
		}
		best := 0
		for j := 1; j < len(vals); j++ {
			if (name == "min" && vals[j] < vals[best]) || (name == "max" && vals[j] > vals[best]) {
				best = j
			}
		}
		r := vals[best]
		switch c.dt {
		case dtInt:
			return py.NewInt(int64(r)), nil
		case dtBool:
			return m.npBool(r != 0), nil
		}
		return py.Float(r), nil
	case "std", "var", "sem":
		var v float64
		if native {
			v = seqVariance(vals, o.ddof)
		} else {
			v = variance(vals, o.ddof)
		}
		switch name {
		case "std":
			v = math.Sqrt(v)
		case "sem":
			v = math.Sqrt(v) / math.Sqrt(float64(len(vals)))
			return m.np.Float64(v), nil
		}
		if native {
			return py.Float(v), nil
		}
		return m.np.Float64(v), nil
	case "skew":
		return m.np.Float64(skewness(vals)), nil
	case "kurt", "kurtosis":
		return m.np.Float64(kurtosis(vals)), nil
	}
	return nil, py.NewAttributeError("'Series' object has no attribute '%s'", name)
}

// npBool returns np.True_ or np.False_.
func (m *Module) npBool(b bool) py.Value {
	return m.np.Box(numpy.NewBool([]bool{b}), 0)
}

// skewness is pandas' bias-corrected sample skewness.
func skewness(vals []float64) float64 {
	n := float64(len(vals))
	if n < 3 {
		return math.NaN()
	}
	mean := pairwiseSum(vals) / n
	var m2, m3 float64
	for _, v := range vals {
		d := v - mean
		m2 += d * d
		m3 += d * d * d
	}
	m2 /= n
	m3 /= n
	if m2 == 0 {
		return 0
	}
	return math.Sqrt(n*(n-1)) / (n - 2) * m3 / math.Pow(m2, 1.5)
}

// kurtosis is pandas' bias-corrected excess kurtosis.
func kurtosis(vals []float64) float64 {
	n := float64(len(vals))
	if n < 4 {
		return math.NaN()
	}
	mean := pairwiseSum(vals) / n
	var m2, m4 float64
	for _, v := range vals {
		d := v - mean
		m2 += d * d
		m4 += d * d * d * d
	}
	if m2 == 0 {
		return 0
	}
	adj := 3 * (n - 1) * (n - 1) / ((n - 2) * (n - 3))
	num := n * (n + 1) * (n - 1) * m4
	den := (n - 2) * (n - 3) * m2 * m2
	return num/den - adj
}

// reduceObjects reduces an object column with Python operations.
func (m *Module) reduceObjects(t *py.Thread, name string, c *column, o reduceOpts) (py.Value, error) {
	var vals []py.Value
	for _, v := range c.o {
		if isNAValue(v) {
			if !o.skipna && name != "count" && name != "nunique" {
				return py.Float(math.NaN()), nil
			}
			continue
		}
		vals = append(vals, v)
	}
	switch name {
	case "count":
		return m.np.Int64(int64(len(vals))), nil
	case "nunique":
		col := objCol(vals)
		_, firsts, err := factorize(t, []*column{col}, true)
		if err != nil {
			return nil, err
		}
		return py.NewInt(int64(len(firsts))), nil
	case "sum":
		if len(vals) == 0 {
			return m.np.Int64(0), nil
		}
		acc := vals[0]
		for _, v := range vals[1:] {
			r, err := py.Binary(t, py.Add, acc, v)
			if err != nil {
				return nil, err
			}
			acc = r
		}
		return acc, nil
	case "min", "max":
		if len(vals) == 0 {
			return py.Float(math.NaN()), nil
		}
		best := vals[0]
		for _, v := range vals[1:] {
			c, err := compareValues(t, v, best)
			if err != nil {
				return nil, err
			}
			if (name == "min" && c < 0) || (name == "max" && c > 0) {
				best = v
			}
		}
		return best, nil
	case "any", "all":
		want := name == "any"
		for _, v := range vals {
			b, err := py.Truth(t, v)
			if err != nil {
				return nil, err
			}
			if b == want {
				return py.NewBool(want), nil
			}
		}
		return py.NewBool(!want), nil
	}
	// Numeric reductions of objects: numbers only.
	fs := make([]float64, len(vals))
	for j, v := range vals {
		f, ok := pyNumber(v)
		if !ok {
			if name == "mean" || name == "median" {
				s, _ := py.ToStr(t, v)
				return nil, py.NewTypeError("Could not convert %s to numeric", s)
			}
			return nil, py.NewTypeError("unsupported operand type(s) for +: 'float' and '%s'", py.TypeName(v))
		}
		fs[j] = f
	}
	fc := floatCol(fs)
	return m.reduceColumn(t, name, fc, o)
}

// reduceTimes reduces a datetime or timedelta column.
func (m *Module) reduceTimes(t *py.Thread, name string, c *column, o reduceOpts) (py.Value, error) {
	// The values, and a float copy of them for std.
	if err := chargeCells(t, c.len(), 1, 16); err != nil {
		return nil, err
	}
	var vals []int64
	for _, v := range c.i {
		if v == natInt {
			if !o.skipna {
				return m.nat, nil
			}
			continue
		}
		vals = append(vals, v)
	}
	box := func(ns int64) py.Value {
		if c.dt == dtDatetime {
			return m.timestamp(ns)
		}
		return m.timedelta(ns)
	}
	switch name {
	case "count":
		return m.np.Int64(int64(len(vals))), nil
	case "nunique":
		seen := map[int64]bool{}
		for _, v := range vals {
			seen[v] = true
		}
		return py.NewInt(int64(len(seen))), nil
	case "min", "max":
		if len(vals) == 0 {
			return m.nat, nil
		}
		best := vals[0]
		for _, v := range vals[1:] {
			if (name == "min" && v < best) || (name == "max" && v > best) {
				best = v
			}
		}
		return box(best), nil
	case "mean", "median":
		if len(vals) == 0 {
			return m.nat, nil
		}
		fs := make([]float64, len(vals))
		for j, v := range vals {
			fs[j] = float64(v)
		}
		if name == "median" {
			return box(int64(median(fs))), nil
		}
		var sum float64
		for _, v := range vals {
			sum += float64(v - vals[0])
		}
		return box(vals[0] + int64(sum/float64(len(vals)))), nil
	case "sum":
		if c.dt == dtTimedelta {
			var s int64
			for _, v := range vals {
				s += v
			}
			return box(s), nil
		}
	case "std":
		if c.dt == dtTimedelta {
			fs := make([]float64, len(vals))
			for j, v := range vals {
				fs[j] = float64(v)
			}
			return m.timedelta(int64(math.Sqrt(variance(fs, o.ddof)))), nil
		}
	}
	return nil, py.NewTypeError("datetime64 type does not support %s operations", name)
}

// reduceOptsFrom reads skipna, ddof and min_count.
func reduceOptsFrom(t *py.Thread, skipna, ddof, minCount py.Value) (reduceOpts, error) {
	o := reduceOpts{skipna: true, ddof: 1}
	var err error
	if o.skipna, err = argBool(t, skipna, true); err != nil {
		return o, err
	}
	if o.ddof, err = argInt(ddof, "ddof", 1); err != nil {
		return o, err
	}
	if o.minCount, err = argInt(minCount, "min_count", 0); err != nil {
		return o, err
	}
	return o, nil
}

// reductionNames are the reductions with the common signature.
var reductionNames = []string{"sum", "prod", "mean", "median", "min", "max", "std", "var", "sem", "count", "nunique", "any", "all", "skew", "kurt"}

// reduceFrame reduces every column (axis 0) or every row (axis 1) of a
// frame to a Series. numericOnly: 1 true, 0 false, -1 None (drop the
// columns where the reduction fails, as pandas 1.5 does).
func (m *Module) reduceFrame(t *py.Thread, f *Frame, name string, axis int, numericOnly int, o reduceOpts) (*Series, error) {
	if name == "count" || name == "nunique" {
		numericOnly = 0
	}
	if axis == 1 {
		return m.reduceRows(t, f, name, numericOnly, o)
	}
	var vals []py.Value
	var keep []int
	for k, c := range f.cols {
		if numericOnly == 1 && !c.dt.numeric() {
			continue
		}
		if numericOnly == -1 && (name == "mean" || name == "median" || name == "std" || name == "var" || name == "sem" || name == "skew" || name == "kurt" || name == "prod") && c.dt == dtObject {
			continue
		}
		v, err := m.reduceColumn(t, name, c, o)
		if err != nil {
			if numericOnly == -1 {
				if _, ok := err.(*py.Exception); ok {
					continue
				}
			}
			return nil, err
		}
		vals = append(vals, v)
		keep = append(keep, k)
	}
	c, err := m.inferColumn(t, vals)
	if err != nil {
		return nil, err
	}
	if len(vals) == 0 {
		c = floatCol(nil)
		if name == "count" || name == "nunique" {
			c = intCol(nil)
		}
	}
	labels, err := f.columns.take(t, keep)
	if err != nil {
		return nil, err
	}
	return &Series{m: m, col: c, idx: labels, name: py.None}, nil
}

// reduceRows reduces across the columns of each row.
func (m *Module) reduceRows(t *py.Thread, f *Frame, name string, numericOnly int, o reduceOpts) (*Series, error) {
	var cols []*column
	allInt := true
	for _, c := range f.cols {
		if c.dt.numeric() || numericOnly == 0 && name == "count" {
			cols = append(cols, c)
			if c.dt == dtFloat {
				allInt = false
			}
		}
	}
	n := f.nrows()
	if err := t.Charge(int64(n * max(len(cols), 1))); err != nil {
		return nil, err
	}
	if err := chargeCells(t, n, 1, 16); err != nil {
		return nil, err
	}
	vals := make([]py.Value, n)
	row := &column{dt: dtFloat, f: make([]float64, len(cols))}
	irow := &column{dt: dtInt, i: make([]int64, len(cols))}
	for j := 0; j < n; j++ {
		useInt := allInt && (name == "sum" || name == "prod" || name == "min" || name == "max")
		for k, c := range cols {
			if useInt {
				irow.i[k] = int64(c.floatAt(j))
			} else {
				row.f[k] = c.floatAt(j)
			}
		}
		var v py.Value
		var err error
		if useInt {
			v, err = m.reduceColumn(t, name, irow, o)
		} else {
			v, err = m.reduceColumn(t, name, row, o)
		}
		if err != nil {
			return nil, err
		}
		vals[j] = v
	}
	c, err := m.inferColumn(t, vals)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		c = floatCol(nil)
	}
	return &Series{m: m, col: c, idx: f.idx, name: py.None}, nil
}

// quantileColumn returns quantile q of a numeric column.
func quantileColumn(c *column, q float64) float64 {
	vals := floatsOf(c, true)
	sort.Float64s(vals)
	return quantileOf(vals, q)
}
