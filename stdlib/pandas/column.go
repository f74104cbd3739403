package pandas

import (
	"math"
	"math/big"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// dtype is the element type of a column: the dtypes krait's pandas has.
type dtype uint8

// The dtypes. Datetimes and timedeltas are int64 nanoseconds (since the
// epoch, or of duration) with natInt marking NaT, as in pandas.
const (
	dtBool dtype = iota
	dtInt
	dtFloat
	dtObject
	dtDatetime
	dtTimedelta
)

// natInt is the int64 that stands for NaT in datetime and timedelta
// columns (numpy's iNaT).
const natInt = math.MinInt64

// name returns the dtype's name as pandas prints it.
func (d dtype) name() string {
	switch d {
	case dtBool:
		return "bool"
	case dtInt:
		return "int64"
	case dtFloat:
		return "float64"
	case dtDatetime:
		return "datetime64[ns]"
	case dtTimedelta:
		return "timedelta64[ns]"
	}
	return "object"
}

// numeric reports whether the dtype is a number (bool counts, as in
// is_numeric_dtype).
func (d dtype) numeric() bool { return d == dtBool || d == dtInt || d == dtFloat }

// column is one typed column of values (a Series' data, a DataFrame
// column, an index level). Exactly one slice is used, by dt. The slices
// are the buffers of numpy arrays (see array): a column and the ndarray
// .values returns share them.
//
// Columns are shared between frames and series freely; shared marks a
// column that more than one owner holds, which code that writes in
// place copies first.
type column struct {
	dt     dtype
	f      []float64
	i      []int64
	b      []bool
	o      []py.Value
	shared bool
	// cat makes an object column a Categorical (nil otherwise).
	cat *catInfo
}

// itemBytes is the memory one element of a dtype takes.
func itemBytes(d dtype) int64 {
	switch d {
	case dtBool:
		return 1
	case dtObject:
		return 16
	}
	return 8
}

// charge charges the memory and work of n elements of dtype d, before
// they are allocated.
func charge(t *py.Thread, d dtype, n int) error {
	if n < 0 {
		return t.Alloc(-1)
	}
	if int64(n) > math.MaxInt64/16 {
		return t.Alloc(-1)
	}
	if err := t.Alloc(int64(n) * itemBytes(d)); err != nil {
		return err
	}
	return t.Charge(int64(n))
}

// columnBytes is what a column holds besides its items (the column and
// its slice headers).
const columnBytes = 160

// chargeColumns charges n columns' own memory (not their items) before
// they are made: n is often one dimension of an array, which a zero-size
// array does not bound (pd.DataFrame(np.zeros((0, 10**12))) has 10**12
// empty columns).
func chargeColumns(t *py.Thread, n int) error {
	if n < 0 || int64(n) > math.MaxInt64/columnBytes {
		return t.Alloc(-1)
	}
	if err := t.Alloc(int64(n) * columnBytes); err != nil {
		return err
	}
	return t.Charge(int64(n))
}

// chargeCells charges the memory and work of a rows x cols block of
// items of size bytes each (a grid, a dummy table, a cross product),
// refusing products that overflow.
func chargeCells(t *py.Thread, rows, cols int, size int64) error {
	if rows < 0 || cols < 0 || (rows > 0 && int64(cols) > math.MaxInt64/32/int64(rows)) {
		return t.Alloc(-1)
	}
	n := int64(rows) * int64(cols)
	if err := t.Alloc(n * size); err != nil {
		return err
	}
	return t.Charge(n)
}

// appendCharged appends v to s, charging the grown array first when s
// must grow (doubling): for position lists whose length is known only
// at the end.
func appendCharged(t *py.Thread, s []int, v int) ([]int, error) {
	return py.AppendCharged(t, s, v, 8)
}

// newColumn charges and allocates a zeroed column of n elements (object
// columns hold None).
func newColumn(t *py.Thread, d dtype, n int) (*column, error) {
	if err := charge(t, d, n); err != nil {
		return nil, err
	}
	return makeColumn(d, n), nil
}

// makeColumn allocates a column whose memory the caller charged.
func makeColumn(d dtype, n int) *column {
	c := &column{dt: d}
	switch d {
	case dtBool:
		//krait:alloc-ok callers charge first: newColumn (charge), get_dummies' table (chargeCells)
		c.b = make([]bool, n)
	case dtFloat:
		//krait:alloc-ok callers charge first: newColumn (charge), get_dummies' table (chargeCells)
		c.f = make([]float64, n)
	case dtObject:
		//krait:alloc-ok callers charge first: newColumn (charge), get_dummies' table (chargeCells)
		c.o = make([]py.Value, n)
		for j := range c.o {
			c.o[j] = py.None
		}
	default:
		//krait:alloc-ok callers charge first: newColumn (charge), get_dummies' table (chargeCells)
		c.i = make([]int64, n)
	}
	return c
}

// floatCol, intCol, boolCol and objCol wrap slices the caller charged.
func floatCol(f []float64) *column { return &column{dt: dtFloat, f: f} }
func intCol(i []int64) *column     { return &column{dt: dtInt, i: i} }
func boolCol(b []bool) *column     { return &column{dt: dtBool, b: b} }
func objCol(o []py.Value) *column  { return &column{dt: dtObject, o: o} }

// len returns the number of elements.
func (c *column) len() int {
	switch c.dt {
	case dtBool:
		return len(c.b)
	case dtFloat:
		return len(c.f)
	case dtObject:
		return len(c.o)
	}
	return len(c.i)
}

// isNA reports whether element j is missing: NaN, None, NaT.
func (c *column) isNA(j int) bool {
	switch c.dt {
	case dtFloat:
		return c.f[j] != c.f[j]
	case dtObject:
		return isNAValue(c.o[j])
	case dtDatetime, dtTimedelta:
		return c.i[j] == natInt
	}
	return false
}

// hasNA reports whether any element is missing.
func (c *column) hasNA() bool {
	switch c.dt {
	case dtBool, dtInt:
		return false
	}
	n := c.len()
	for j := 0; j < n; j++ {
		if c.isNA(j) {
			return true
		}
	}
	return false
}

// isNAValue reports whether a Python value is a missing value as pandas'
// isna sees it: None, a float NaN, NaT, pd.NA.
func isNAValue(v py.Value) bool {
	switch x := v.(type) {
	case py.NoneType:
		return true
	case py.Float:
		return x != x
	case *py.Instance:
		switch b := x.Base.(type) {
		case py.Float:
			return b != b
		case *natValue, *naValue:
			return true
		}
		if f, ok := numpyFloat(x); ok {
			return f != f
		}
	case *natValue, *naValue:
		return true
	}
	return false
}

// copy returns a charged copy of the column.
func (c *column) copy(t *py.Thread) (*column, error) {
	n := c.len()
	out, err := newColumn(t, c.dt, n)
	if err != nil {
		return nil, err
	}
	out.cat = c.cat
	switch c.dt {
	case dtBool:
		copy(out.b, c.b)
	case dtFloat:
		copy(out.f, c.f)
	case dtObject:
		copy(out.o, c.o)
	default:
		copy(out.i, c.i)
	}
	return out, nil
}

// take returns the elements at the given positions (which the caller
// checked); a position of -1 gives a missing value (the column becomes
// float or object as pandas' reindexing makes it).
func (c *column) take(t *py.Thread, pos []int) (*column, error) {
	missing := false
	for _, p := range pos {
		if p < 0 {
			missing = true
			break
		}
	}
	d := c.dt
	if missing {
		d = naDtype(d)
	}
	out, err := newColumn(t, d, len(pos))
	if err != nil {
		return nil, err
	}
	if d == c.dt {
		out.cat = c.cat
		switch d {
		case dtBool:
			for k, p := range pos {
				out.b[k] = c.b[p]
			}
		case dtFloat:
			for k, p := range pos {
				if p < 0 {
					out.f[k] = math.NaN()
				} else {
					out.f[k] = c.f[p]
				}
			}
		case dtObject:
			for k, p := range pos {
				if p < 0 {
					out.o[k] = py.Float(math.NaN())
				} else {
					out.o[k] = c.o[p]
				}
			}
		default:
			for k, p := range pos {
				if p < 0 {
					out.i[k] = natInt
				} else {
					out.i[k] = c.i[p]
				}
			}
		}
		return out, nil
	}
	// int -> float, bool -> object with missing values.
	for k, p := range pos {
		if p < 0 {
			if d == dtFloat {
				out.f[k] = math.NaN()
			} else {
				out.o[k] = py.Float(math.NaN())
			}
			continue
		}
		if d == dtFloat {
			out.f[k] = float64(c.i[p])
		} else {
			out.o[k] = c.pyAt(nil, p)
		}
	}
	return out, nil
}

// naDtype is the dtype a column of dtype d becomes when missing values
// are introduced.
func naDtype(d dtype) dtype {
	switch d {
	case dtInt:
		return dtFloat
	case dtBool:
		return dtObject
	}
	return d
}

// slice returns elements [lo, hi) sharing the buffer (both marked
// shared).
func (c *column) slice(lo, hi int) *column {
	c.shared = true
	out := &column{dt: c.dt, shared: true, cat: c.cat}
	switch c.dt {
	case dtBool:
		out.b = c.b[lo:hi:hi]
	case dtFloat:
		out.f = c.f[lo:hi:hi]
	case dtObject:
		out.o = c.o[lo:hi:hi]
	default:
		out.i = c.i[lo:hi:hi]
	}
	return out
}

// share marks the column as held by one more owner and returns it.
func (c *column) share() *column {
	c.shared = true
	return c
}

// floatAt returns element j as a float64 (NaN for missing and
// non-numbers).
func (c *column) floatAt(j int) float64 {
	switch c.dt {
	case dtBool:
		if c.b[j] {
			return 1
		}
		return 0
	case dtFloat:
		return c.f[j]
	case dtInt:
		return float64(c.i[j])
	case dtObject:
		if f, ok := pyNumber(c.o[j]); ok {
			return f
		}
		return math.NaN()
	}
	if c.i[j] == natInt {
		return math.NaN()
	}
	return float64(c.i[j])
}

// pyNumber returns a Python number (int, float, bool, numpy scalar) as a
// float64.
func pyNumber(v py.Value) (float64, bool) {
	switch x := v.(type) {
	case py.Int:
		return float64(x), true
	case py.Float:
		return float64(x), true
	case py.Bool:
		if x {
			return 1, true
		}
		return 0, true
	case *py.BigInt:
		f, _ := new(big.Float).SetInt(x.Big()).Float64()
		return f, true
	case *py.Instance:
		if f, ok := numpyFloat(x); ok {
			return f, true
		}
		if i, ok := numpyInt(x); ok {
			return float64(i), true
		}
		if b, ok := numpyBool(x); ok {
			if b {
				return 1, true
			}
			return 0, true
		}
		switch b := x.Base.(type) {
		case py.Int:
			return float64(b), true
		case py.Float:
			return float64(b), true
		}
	}
	return 0, false
}

// numpyFloat, numpyInt and numpyBool read numpy scalars (np.float64,
// np.int64, np.bool_) through numpy's 0-d array form.
func numpyFloat(in *py.Instance) (float64, bool) {
	if f, ok := in.Base.(py.Float); ok {
		return float64(f), true
	}
	return 0, false
}

func numpyInt(in *py.Instance) (int64, bool) {
	if _, isBool := numpy.ScalarBool(in); isBool {
		return 0, false
	}
	return numpy.ScalarInt(in)
}

func numpyBool(in *py.Instance) (bool, bool) { return numpy.ScalarBool(in) }

// pyAt returns element j as a plain Python value, as tolist and to_dict
// give it: int, float, bool, the object, Timestamp/Timedelta or NaT.
func (c *column) pyAt(m *Module, j int) py.Value {
	switch c.dt {
	case dtBool:
		return py.NewBool(c.b[j])
	case dtFloat:
		return py.Float(c.f[j])
	case dtInt:
		return py.NewInt(c.i[j])
	case dtObject:
		return c.o[j]
	case dtDatetime:
		return m.timestamp(c.i[j])
	}
	return m.timedelta(c.i[j])
}

// set writes a Python value into element j of a column of its own
// (callers convert the column first with settable).
func (c *column) setAt(j int, v py.Value) {
	switch c.dt {
	case dtBool:
		b, _ := v.(py.Bool)
		if in, ok := v.(*py.Instance); ok {
			nb, _ := numpyBool(in)
			b = py.Bool(nb)
		}
		c.b[j] = bool(b)
	case dtFloat:
		f, ok := pyNumber(v)
		if !ok {
			f = math.NaN()
		}
		c.f[j] = f
	case dtInt:
		f, _ := pyInt64(v)
		c.i[j] = f
	case dtDatetime:
		c.i[j] = datetimeNs(v)
	case dtTimedelta:
		c.i[j] = timedeltaNs(v)
	default:
		c.o[j] = v
	}
}

// pyInt64 returns an integral Python value as int64.
func pyInt64(v py.Value) (int64, bool) {
	switch x := v.(type) {
	case py.Int:
		return int64(x), true
	case py.Bool:
		if x {
			return 1, true
		}
		return 0, true
	case *py.Instance:
		if i, ok := numpyInt(x); ok {
			return i, true
		}
		if b, ok := numpyBool(x); ok {
			if b {
				return 1, true
			}
			return 0, true
		}
		if b, ok := x.Base.(py.Int); ok {
			return int64(b), true
		}
	}
	return 0, false
}

// array returns the column as a 1-d numpy array sharing its buffer
// (datetimes and timedeltas become object arrays of Timestamps and
// Timedeltas: krait's numpy has no datetime64).
func (c *column) array(t *py.Thread, m *Module) (*numpy.Array, error) {
	switch c.dt {
	case dtBool:
		c.shared = true
		return numpy.NewBool(c.b), nil
	case dtFloat:
		c.shared = true
		return numpy.NewFloat64(c.f), nil
	case dtInt:
		c.shared = true
		return numpy.NewInt64(c.i), nil
	case dtObject:
		c.shared = true
		return numpy.NewObject(c.o), nil
	}
	n := c.len()
	if err := numpy.Charge(t, numpy.Object, n); err != nil {
		return nil, err
	}
	o := make([]py.Value, n)
	for j := range o {
		o[j] = c.pyAt(m, j)
	}
	return numpy.NewObject(o), nil
}

// fromArray makes a column from a 1-d numpy array (a copy when the
// array is a view or of a kind pandas stores differently).
func (m *Module) fromArray(t *py.Thread, a *numpy.Array) (*column, error) {
	n := a.Size()
	switch a.Kind() {
	case numpy.Float64:
		// The converters charge the copy they make, which is the column.
		if err := t.Charge(int64(n)); err != nil {
			return nil, err
		}
		fs, err := a.Float64s(t)
		if err != nil {
			return nil, err
		}
		return floatCol(fs), nil
	case numpy.Int64:
		if err := t.Charge(int64(n)); err != nil {
			return nil, err
		}
		is, err := a.Int64s(t)
		if err != nil {
			return nil, err
		}
		return intCol(is), nil
	case numpy.Bool:
		if err := charge(t, dtBool, n); err != nil {
			return nil, err
		}
		b := make([]bool, n)
		for j := range b {
			b[j] = a.Int64At(j) != 0
		}
		return boolCol(b), nil
	}
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	vs, err := m.np.Objects(t, a)
	if err != nil {
		return nil, err
	}
	return objCol(vs), nil
}
