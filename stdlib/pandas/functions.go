package pandas

import (
	"math"
	"strings"
	"time"

	"github.com/kraitpy/krait/py"
)

// This file binds pandas' module-level functions (concat, merge,
// pivot_table, melt, crosstab, to_datetime, to_numeric, to_timedelta,
// date_range, isna/notna, cut, get_dummies, unique) and the refusals of
// its file readers and writers.

// addFunctions binds the module functions.
func (m *Module) addFunctions(t *py.Thread) error {
	m.def("concat", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.concatFunc(t, args, kwargs)
	})
	m.def("merge", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.mergeFunc(t, args, kwargs)
	})
	m.def("pivot_table", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.pivotTableCall(t, args, kwargs, nil)
	})
	m.def("pivot", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("pivot() missing 1 required positional argument: 'data'")
		}
		f := frameOf(args[0])
		if f == nil {
			return nil, py.NewTypeError("data must be a DataFrame")
		}
		return m.pivotFunc(t, f, args[1:], kwargs)
	})
	m.def("melt", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("melt", []string{"frame", "id_vars", "value_vars", "var_name", "value_name", "col_level", "ignore_index"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		f := frameOf(vals[0])
		if f == nil {
			return nil, py.NewTypeError("frame must be a DataFrame")
		}
		return m.meltFunc(t, f, vals[1], vals[2], vals[3], vals[4])
	})
	m.def("crosstab", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("crosstab", []string{"index", "columns", "values", "rownames", "colnames", "aggfunc", "margins", "margins_name", "dropna", "normalize"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		margins, _ := argBool(t, vals[6], false)
		return m.crosstab(t, vals[0], vals[1], vals[2], vals[5], margins, vals[9], vals[3], vals[4])
	})
	for _, name := range []string{"isna", "isnull", "notna", "notnull"} {
		not := strings.HasPrefix(name, "not")
		m.def(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("%s() takes 1 positional argument", name)
			}
			v := args[0]
			if s := seriesOf(v); s != nil {
				c, err := isnaColumn(t, s.col, not)
				if err != nil {
					return nil, err
				}
				return m.wrapSeries(c, s.idx, s.name), nil
			}
			if f := frameOf(v); f != nil {
				return m.eachColumn(t, v, func(c *column) (*column, error) { return isnaColumn(t, c, not) })
			}
			if isScalar(v) {
				return py.NewBool(isNAValue(v) != not), nil
			}
			c, err := m.columnFrom(t, v)
			if err != nil {
				return nil, err
			}
			r, err := isnaColumn(t, c, not)
			if err != nil {
				return nil, err
			}
			a, err := r.array(t, m)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		})
	}
	m.def("to_datetime", m.toDatetime)
	m.def("json_normalize", m.jsonNormalize)
	m.def("to_numeric", m.toNumeric)
	m.def("to_timedelta", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("to_timedelta", []string{"arg", "unit", "errors"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		unit, _ := argStr(vals[1], "unit", "ns")
		if isScalar(vals[0]) {
			ns, err := m.toTimedeltaValue(t, vals[0], unit)
			if err != nil {
				return nil, err
			}
			return m.timedelta(ns), nil
		}
		return m.convertValues(t, vals[0], func(v py.Value) (py.Value, error) {
			ns, err := m.toTimedeltaValue(t, v, unit)
			if err != nil {
				return nil, err
			}
			return m.timedelta(ns), nil
		}, dtTimedelta)
	})
	m.def("date_range", m.dateRange)
	m.def("cut", m.cut)
	m.def("qcut", m.qcut)
	m.def("get_dummies", m.getDummies)
	m.def("factorize", m.pdFactorize)
	m.def("unique", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("unique() takes 1 argument")
		}
		c, err := m.columnFrom(t, args[0])
		if err != nil {
			return nil, err
		}
		_, firsts, err := factorize(t, []*column{c}, false)
		if err != nil {
			return nil, err
		}
		u, err := c.take(t, firsts)
		if err != nil {
			return nil, err
		}
		a, err := u.array(t, m)
		if err != nil {
			return nil, err
		}
		return m.np.Wrap(a), nil
	})
	m.def("set_eng_float_format", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return nil, py.NewNotImplementedError("set_eng_float_format is not supported by krait's pandas")
	})
	return nil
}

// convertValues maps a list-like or Series through fn into a column of
// dtype dt (an Index for list input, a Series for Series input).
func (m *Module) convertValues(t *py.Thread, v py.Value, fn func(py.Value) (py.Value, error), dt dtype) (py.Value, error) {
	var vals []py.Value
	var err error
	s := seriesOf(v)
	if s != nil {
		vals, err = s.col.pyValues(t, m)
	} else {
		vals, err = m.listItems(t, v)
	}
	if err != nil {
		return nil, err
	}
	out := make([]py.Value, len(vals))
	for j, x := range vals {
		if out[j], err = fn(x); err != nil {
			return nil, err
		}
	}
	c, err := m.inferColumn(t, out)
	if err != nil {
		return nil, err
	}
	if c.dt == dtObject && dt != dtObject {
		allNA := true
		for _, o := range c.o {
			if !isNAValue(o) {
				allNA = false
			}
		}
		if allNA {
			c, _ = newColumn(t, dt, len(out))
			for j := range c.i {
				c.i[j] = natInt
			}
		}
	}
	if s != nil {
		return m.wrapSeries(c, s.idx, s.name), nil
	}
	return m.wrapIndex(flatIndex(c, nil)), nil
}

// toDatetime is pd.to_datetime(arg, errors, dayfirst, format, unit).
func (m *Module) toDatetime(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("to_datetime", []string{"arg", "errors", "dayfirst", "yearfirst", "utc", "format", "exact", "unit", "infer_datetime_format", "origin", "cache"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	errs, _ := argStr(vals[1], "errors", "raise")
	dayfirst, _ := argBool(t, vals[2], false)
	format, _ := argStr(vals[5], "format", "")
	unit, _ := argStr(vals[7], "unit", "")
	conv := func(v py.Value) (py.Value, error) {
		if unit != "" {
			if f, ok := pyNumber(v); ok && !isNAValue(v) {
				mult, ok := timedeltaUnit(unit)
				if !ok {
					return nil, py.NewValueError("cannot cast unit %s", unit)
				}
				return m.timestamp(int64(math.Round(f * mult))), nil
			}
		}
		ns, err := m.toDatetimeValue(t, v, format, dayfirst, errs)
		if err != nil {
			if errs == "ignore" {
				return v, nil
			}
			return nil, err
		}
		return m.timestamp(ns), nil
	}
	arg := vals[0]
	if f := frameOf(arg); f != nil {
		return m.datetimeFromParts(t, f)
	}
	if isScalar(arg) {
		return conv(arg)
	}
	if s := seriesOf(arg); s != nil && s.col.dt == dtDatetime {
		return m.wrapSeries(s.col, s.idx, s.name), nil
	}
	r, err := m.convertValues(t, arg, conv, dtDatetime)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// datetimeFromParts is to_datetime of a frame with year, month, day
// (and hour, minute, second) columns.
func (m *Module) datetimeFromParts(t *py.Thread, f *Frame) (py.Value, error) {
	get := func(name string, def int64) ([]int64, error) {
		ps, _ := f.columns.find(t, hkey{k: kStr, s: name})
		if err := t.Alloc(int64(f.nrows()) * 8); err != nil {
			return nil, err
		}
		out := make([]int64, f.nrows())
		if len(ps) == 0 {
			if def < 0 {
				return nil, py.NewValueError("to assemble mappings requires at least that [year, month, day] be specified: [%s] is missing", name)
			}
			for j := range out {
				out[j] = def
			}
			return out, nil
		}
		c := f.cols[ps[0]]
		for j := range out {
			out[j] = int64(c.floatAt(j))
		}
		return out, nil
	}
	y, err := get("year", -1)
	if err != nil {
		return nil, err
	}
	mo, err := get("month", -1)
	if err != nil {
		return nil, err
	}
	d, err := get("day", -1)
	if err != nil {
		return nil, err
	}
	h, _ := get("hour", 0)
	mi, _ := get("minute", 0)
	s, _ := get("second", 0)
	if err := t.Alloc(int64(f.nrows()) * 8); err != nil {
		return nil, err
	}
	c := &column{dt: dtDatetime, i: make([]int64, f.nrows())}
	for j := range c.i {
		c.i[j] = time.Date(int(y[j]), time.Month(mo[j]), int(d[j]), int(h[j]), int(mi[j]), int(s[j]), 0, time.UTC).UnixNano()
	}
	return m.wrapSeries(c, f.idx, py.None), nil
}

// toNumeric is pd.to_numeric(arg, errors, downcast).
func (m *Module) toNumeric(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("to_numeric", []string{"arg", "errors", "downcast"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	errs, _ := argStr(vals[1], "errors", "raise")
	conv := func(v py.Value, pos int) (py.Value, error) {
		if _, ok := pyNumber(v); ok {
			return unboxNumpy(v), nil
		}
		if isNAValue(v) {
			return py.Float(math.NaN()), nil
		}
		if s, ok := v.(*py.Str); ok {
			txt := strings.TrimSpace(s.String())
			if i, ok := parseIntStrict(txt); ok {
				return py.NewInt(i), nil
			}
			if f, ok := parseCSVFloat(txt); ok {
				return py.Float(f), nil
			}
			if txt == "" {
				return py.Float(math.NaN()), nil
			}
			switch errs {
			case "coerce":
				return py.Float(math.NaN()), nil
			case "ignore":
				return nil, errIgnore
			}
			return nil, py.NewValueError("Unable to parse string \"%s\" at position %d", s.String(), pos)
		}
		if errs == "coerce" {
			return py.Float(math.NaN()), nil
		}
		return nil, py.NewTypeError("Invalid object type at position %d", pos)
	}
	arg := vals[0]
	if isScalar(arg) {
		r, err := conv(arg, 0)
		if err == errIgnore {
			return arg, nil
		}
		return r, err
	}
	s := seriesOf(arg)
	var items []py.Value
	if s != nil {
		if s.col.dt.numeric() {
			return m.wrapSeries(s.col, s.idx, s.name), nil
		}
		items, err = s.col.pyValues(t, m)
	} else {
		items, err = m.listItems(t, arg)
	}
	if err != nil {
		return nil, err
	}
	out := make([]py.Value, len(items))
	for j, v := range items {
		r, err := conv(v, j)
		if err == errIgnore {
			return arg, nil
		}
		if err != nil {
			return nil, err
		}
		out[j] = r
	}
	c, err := m.inferColumn(t, out)
	if err != nil {
		return nil, err
	}
	if s != nil {
		return m.wrapSeries(c, s.idx, s.name), nil
	}
	a, err := c.array(t, m)
	if err != nil {
		return nil, err
	}
	return m.np.Wrap(a), nil
}

// errIgnore signals errors='ignore' giving back the input.
var errIgnore = py.NewValueError("ignore")

// parseIntStrict parses a decimal int.
func parseIntStrict(s string) (int64, bool) {
	if s == "" {
		return 0, false
	}
	var n int64
	neg := false
	i := 0
	if s[0] == '-' || s[0] == '+' {
		neg = s[0] == '-'
		i = 1
	}
	if i == len(s) {
		return 0, false
	}
	for ; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		if n > (math.MaxInt64-9)/10 {
			return 0, false
		}
		n = n*10 + int64(s[i]-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// dateRange is pd.date_range(start, end, periods, freq).
func (m *Module) dateRange(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("date_range", []string{"start", "end", "periods", "freq", "tz", "normalize", "name", "closed", "inclusive"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	freq, _ := argStr(vals[3], "freq", "D")
	periods, _ := argInt(vals[2], "periods", -1)
	var start, end int64
	hasStart, hasEnd := !isNone(vals[0]), !isNone(vals[1])
	if hasStart {
		if start, err = m.toDatetimeValue(t, vals[0], "", false, "raise"); err != nil {
			return nil, err
		}
	}
	if hasEnd {
		if end, err = m.toDatetimeValue(t, vals[1], "", false, "raise"); err != nil {
			return nil, err
		}
	}
	set := 0
	for _, b := range []bool{hasStart, hasEnd, periods >= 0} {
		if b {
			set++
		}
	}
	if set < 2 {
		return nil, py.NewValueError("Of the four parameters: start, end, periods, and freq, exactly three must be specified")
	}
	next, name, err := freqStepper(freq)
	if err != nil {
		return nil, err
	}
	var out []int64
	// add appends a date, charging the array when it grows (doubling).
	add := func(v int64) error {
		if len(out) == cap(out) {
			c := max(2*cap(out), 16)
			if err := t.Alloc(int64(c) * 8); err != nil {
				return err
			}
			out = append(make([]int64, 0, c), out...)
		}
		out = append(out, v)
		return nil
	}
	switch {
	case hasStart && periods >= 0:
		v := next(start, 0)
		for len(out) < periods {
			if err := add(v); err != nil {
				return nil, err
			}
			v = next(v, 1)
			if err := t.Tick(); err != nil {
				return nil, err
			}
		}
	case hasStart && hasEnd:
		for v := next(start, 0); v <= end; v = next(v, 1) {
			if err := add(v); err != nil {
				return nil, err
			}
			if len(out) > 10_000_000 {
				return nil, py.NewValueError("date_range too long")
			}
			if err := t.Tick(); err != nil {
				return nil, err
			}
		}
	default:
		v := next(end, -2)
		for len(out) < periods {
			out = append(out, v)
			v = next(v, -1)
		}
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	if err := charge(t, dtDatetime, len(out)); err != nil {
		return nil, err
	}
	ix := &index{col: &column{dt: dtDatetime, i: out}, n: len(out), freq: name}
	if !isNone(vals[6]) {
		ix.name = vals[6]
	}
	return m.wrapIndex(ix), nil
}

// freqStepper returns a function moving a timestamp along a frequency
// (dir 1: the next date, -1: the previous, 0: the first on or after,
// -2: the last on or before) and the frequency's name.
func freqStepper(freq string) (func(ns int64, dir int) int64, string, error) {
	k := 0
	for k < len(freq) && freq[k] >= '0' && freq[k] <= '9' {
		k++
	}
	mult := 1
	prefix := ""
	if k > 0 {
		mult = 0
		for _, c := range freq[:k] {
			mult = mult*10 + int(c-'0')
		}
		prefix = freq[:k]
	}
	unit := freq[k:]
	monthEnd := func(tt time.Time, add int) int64 {
		return time.Date(tt.Year(), tt.Month()+time.Month(add)+1, 0, tt.Hour(), tt.Minute(), tt.Second(), tt.Nanosecond(), time.UTC).UnixNano()
	}
	switch unit {
	case "M", "ME":
		return func(ns int64, dir int) int64 {
			tt := nsTime(ns)
			end := monthEnd(tt, 0)
			switch dir {
			case 0:
				return end
			case -2:
				if end == ns {
					return ns
				}
				return monthEnd(tt, -1)
			}
			return monthEnd(time.Date(tt.Year(), tt.Month(), 1, tt.Hour(), tt.Minute(), tt.Second(), tt.Nanosecond(), time.UTC), dir*mult)
		}, prefix + "M", nil
	case "MS":
		return func(ns int64, dir int) int64 {
			tt := nsTime(ns)
			first := time.Date(tt.Year(), tt.Month(), 1, tt.Hour(), tt.Minute(), tt.Second(), tt.Nanosecond(), time.UTC)
			switch dir {
			case 0:
				if first.UnixNano() == ns {
					return ns
				}
				return first.AddDate(0, 1, 0).UnixNano()
			case -2:
				return first.UnixNano()
			}
			return first.AddDate(0, dir*mult, 0).UnixNano()
		}, prefix + "MS", nil
	case "A", "Y", "YE", "A-DEC":
		return func(ns int64, dir int) int64 {
			tt := nsTime(ns)
			end := time.Date(tt.Year(), 12, 31, tt.Hour(), tt.Minute(), tt.Second(), tt.Nanosecond(), time.UTC)
			switch dir {
			case 0:
				return end.UnixNano()
			case -2:
				if end.UnixNano() == ns {
					return ns
				}
				return end.AddDate(-1, 0, 0).UnixNano()
			}
			return end.AddDate(dir*mult, 0, 0).UnixNano()
		}, prefix + "A-DEC", nil
	case "AS", "YS":
		return func(ns int64, dir int) int64 {
			tt := nsTime(ns)
			first := time.Date(tt.Year(), 1, 1, tt.Hour(), tt.Minute(), tt.Second(), tt.Nanosecond(), time.UTC)
			switch dir {
			case 0:
				if first.UnixNano() == ns {
					return ns
				}
				return first.AddDate(1, 0, 0).UnixNano()
			case -2:
				return first.UnixNano()
			}
			return first.AddDate(dir*mult, 0, 0).UnixNano()
		}, prefix + "AS-JAN", nil
	case "Q", "QE":
		return func(ns int64, dir int) int64 {
			tt := nsTime(ns)
			q := (int(tt.Month())-1)/3*3 + 3
			end := time.Date(tt.Year(), time.Month(q)+1, 0, tt.Hour(), tt.Minute(), tt.Second(), tt.Nanosecond(), time.UTC)
			switch dir {
			case 0:
				return end.UnixNano()
			case -2:
				if end.UnixNano() == ns {
					return ns
				}
				return time.Date(tt.Year(), time.Month(q-3)+1, 0, tt.Hour(), tt.Minute(), tt.Second(), tt.Nanosecond(), time.UTC).UnixNano()
			}
			first := time.Date(end.Year(), end.Month(), 1, end.Hour(), end.Minute(), end.Second(), end.Nanosecond(), time.UTC)
			return monthEnd(first, 3*dir*mult)
		}, prefix + "Q-DEC", nil
	case "W", "W-SUN":
		return func(ns int64, dir int) int64 {
			wd := weekday(ns)
			toSun := int64((6 - wd + 7) % 7)
			switch dir {
			case 0:
				return ns + toSun*nsPerDay
			case -2:
				return ns - int64((wd+1)%7)*nsPerDay
			}
			return ns + int64(dir*mult*7)*nsPerDay
		}, prefix + "W-SUN", nil
	case "B":
		return func(ns int64, dir int) int64 {
			switch dir {
			case 0:
				for weekday(ns) >= 5 {
					ns += nsPerDay
				}
				return ns
			case -2:
				for weekday(ns) >= 5 {
					ns -= nsPerDay
				}
				return ns
			}
			for n := 0; n < mult; n++ {
				ns += int64(dir) * nsPerDay
				for weekday(ns) >= 5 {
					ns += int64(dir) * nsPerDay
				}
			}
			return ns
		}, prefix + "B", nil
	}
	step, ok := freqUnit(freq)
	if !ok {
		return nil, "", py.NewValueError("Invalid frequency: %s", freq)
	}
	name := freq
	switch unit {
	case "min":
		name = prefix + "T"
	case "h":
		name = prefix + "H"
	case "s":
		name = prefix + "S"
	}
	return func(ns int64, dir int) int64 {
		if dir == 0 || dir == -2 {
			return ns
		}
		return ns + int64(dir)*step
	}, name, nil
}

// addIO binds read_csv and refuses the file readers and writers.
func (m *Module) addIO(t *py.Thread) error {
	m.def("read_csv", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.readCSV(t, args, kwargs)
	})
	m.def("read_table", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if kwargValue(kwargs, "sep") == nil && kwargValue(kwargs, "delimiter") == nil && len(args) < 2 {
			kwargs = append(kwargs, py.Kwarg{Name: "sep", Value: py.NewStr("\t")})
		}
		return m.readCSV(t, args, kwargs)
	})
	for _, name := range []string{"read_excel", "read_sql", "read_sql_query", "read_sql_table", "read_parquet", "read_feather",
		"read_hdf", "read_pickle", "read_stata", "read_sas", "read_spss", "read_orc", "read_gbq", "read_clipboard",
		"read_html", "read_xml", "read_fwf", "read_json"} {
		name := name
		if name == "read_json" {
			m.def(name, m.readJSON)
			continue
		}
		m.def(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, policyRefusal("pandas." + name + "()")
		})
	}
	return nil
}

// readJSON is read_json of JSON text in a StringIO (records or columns
// orientations); paths are refused.
func (m *Module) readJSON(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return nil, policyRefusal("pandas.read_json()")
}
