package pandas

import (
	"math"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file is the conversions of frames to Python data (to_dict in its
// orients, itertuples, items), to_string with its options, info(),
// select_dtypes, explode and sample.

// frameToDict is to_dict(orient).
func (m *Module) frameToDict(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("to_dict", []string{"orient", "into"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	orient, err := argStr(vals[0], "orient", "dict")
	if err != nil {
		return nil, err
	}
	n := f.nrows()
	if err := charge(t, dtObject, n*max(f.ncols(), 1)); err != nil {
		return nil, err
	}
	rowDict := func(j int) (*py.Dict, error) {
		d := py.NewDict()
		for k, c := range f.cols {
			if err := d.Set(t, f.columns.labelAt(m, k), c.pyAt(m, j)); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	rowList := func(j int) py.Value {
		items := make([]py.Value, f.ncols())
		for k, c := range f.cols {
			items[k] = c.pyAt(m, j)
		}
		return py.NewList(items)
	}
	switch {
	case strings.HasPrefix(orient, "d"):
		out := py.NewDict()
		for k, c := range f.cols {
			inner := py.NewDict()
			for j := 0; j < n; j++ {
				if err := inner.Set(t, f.idx.labelAt(m, j), c.pyAt(m, j)); err != nil {
					return nil, err
				}
			}
			if err := out.Set(t, f.columns.labelAt(m, k), inner); err != nil {
				return nil, err
			}
		}
		return out, nil
	case strings.HasPrefix(orient, "l"):
		out := py.NewDict()
		for k, c := range f.cols {
			vs, err := c.pyValues(t, m)
			if err != nil {
				return nil, err
			}
			if err := out.Set(t, f.columns.labelAt(m, k), py.NewList(vs)); err != nil {
				return nil, err
			}
		}
		return out, nil
	case strings.HasPrefix(orient, "r"):
		rows := make([]py.Value, n)
		for j := range rows {
			d, err := rowDict(j)
			if err != nil {
				return nil, err
			}
			rows[j] = d
		}
		return py.NewList(rows), nil
	case orient == "index":
		uniq, err := f.idx.isUnique(t)
		if err != nil {
			return nil, err
		}
		if !uniq {
			return nil, py.NewValueError("DataFrame index must be unique for orient='index'.")
		}
		out := py.NewDict()
		for j := 0; j < n; j++ {
			d, err := rowDict(j)
			if err != nil {
				return nil, err
			}
			if err := out.Set(t, f.idx.labelAt(m, j), d); err != nil {
				return nil, err
			}
		}
		return out, nil
	case strings.HasPrefix(orient, "se"):
		out := py.NewDict()
		for k := range f.cols {
			s := m.columnSeries(f, k)
			if err := out.Set(t, s.name, m.wrapSeries(s.col, s.idx, s.name)); err != nil {
				return nil, err
			}
		}
		return out, nil
	case strings.HasPrefix(orient, "sp"), orient == "tight":
		out := py.NewDict()
		idx, err := m.indexLabels(t, f.idx)
		if err != nil {
			return nil, err
		}
		cols, err := m.indexLabels(t, f.columns)
		if err != nil {
			return nil, err
		}
		data := make([]py.Value, n)
		for j := range data {
			data[j] = rowList(j)
		}
		out.SetStr("index", py.NewList(idx))
		out.SetStr("columns", py.NewList(cols))
		out.SetStr("data", py.NewList(data))
		if orient == "tight" {
			out.SetStr("index_names", py.NewList([]py.Value{nameOrNone(f.idx.name)}))
			out.SetStr("column_names", py.NewList([]py.Value{nameOrNone(f.columns.name)}))
		}
		return out, nil
	}
	return nil, py.NewValueError("orient '%s' not understood", orient)
}

// frameItertuples is itertuples(index=True, name='Pandas'): named
// tuples (plain tuples with name=None).
func (m *Module) frameItertuples(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("itertuples", []string{"index", "name"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	withIndex, err := argBool(t, vals[0], true)
	if err != nil {
		return nil, err
	}
	name := "Pandas"
	if vals[1] == py.None {
		name = ""
	} else if s, ok := strOf(vals[1]); ok {
		name = s
	}
	n := f.nrows()
	if err := charge(t, dtObject, n*(f.ncols()+1)); err != nil {
		return nil, err
	}
	var cls py.Value
	if name != "" {
		fields := []string{}
		if withIndex {
			fields = append(fields, "Index")
		}
		for k := 0; k < f.ncols(); k++ {
			s, ok := strOf(f.columns.labelAt(m, k))
			if !ok || !isIdentifier(s) || strings.HasPrefix(s, "_") || isKeyword(s) {
				s = "_" + strconv.Itoa(k+len(fields)-k+k)
			}
			fields = append(fields, s)
		}
		if cls, err = m.namedTuple(t, name, fields); err != nil {
			return nil, err
		}
	}
	out := make([]py.Value, n)
	for j := range out {
		items := make([]py.Value, 0, f.ncols()+1)
		if withIndex {
			items = append(items, f.idx.labelAt(m, j))
		}
		for _, c := range f.cols {
			items = append(items, c.pyAt(m, j))
		}
		if cls == nil {
			out[j] = py.NewTuple(items)
			continue
		}
		r, err := py.Call(t, cls, items, nil)
		if err != nil {
			return nil, err
		}
		out[j] = r
	}
	return py.IterObject(t, py.NewList(out))
}

// isIdentifier reports whether s is a Python identifier (ASCII rules).
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for j, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 || (j > 0 && r >= '0' && r <= '9') {
			continue
		}
		return false
	}
	return true
}

// isKeyword reports whether s is a Python keyword.
func isKeyword(s string) bool {
	switch s {
	case "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
		"elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
		"not", "or", "pass", "raise", "return", "try", "while", "with", "yield":
		return true
	}
	return false
}

// namedTuple makes a namedtuple class through the collections module
// the interpreter registered (a plain tuple subclass when absent).
func (m *Module) namedTuple(t *py.Thread, name string, fields []string) (py.Value, error) {
	if m.Collections == nil {
		return nil, nil
	}
	nt, err := py.GetAttrByName(t, m.Collections, "namedtuple")
	if err != nil {
		return nil, err
	}
	fs := make([]py.Value, len(fields))
	for j, f := range fields {
		fs[j] = py.NewStr(f)
	}
	return py.Call(t, nt, []py.Value{py.NewStr(name), py.NewList(fs)}, []py.Kwarg{{Name: "rename", Value: py.True}})
}

// frameItems is items(): (label, column Series) pairs.
func (m *Module) frameItems(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	//krait:alloc-ok one per column of an existing frame, whose columns each hold more
	out := make([]py.Value, f.ncols())
	for k := range out {
		s := m.columnSeries(f, k)
		out[k] = py.NewTuple([]py.Value{s.name, m.wrapSeries(s.col, s.idx, s.name)})
	}
	return py.IterObject(t, py.NewList(out))
}

// frameToStringMethod is DataFrame.to_string(...).
func (m *Module) frameToStringMethod(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("to_string", []string{"buf", "columns", "col_space", "header", "index", "na_rep", "formatters",
		"float_format", "sparsify", "index_names", "justify", "max_rows", "max_cols", "show_dimensions", "decimal",
		"line_width", "min_rows", "max_colwidth", "encoding"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	p := frameParams{maxRows: -1, minRows: -1, maxCols: -1, lineWidth: -1, showDims: "false", header: true, index: true, naRep: "NaN"}
	if _, ok := vals[3].(*py.List); !ok {
		if p.header, err = argBool(t, vals[3], true); err != nil {
			return nil, err
		}
	}
	if p.index, err = argBool(t, vals[4], true); err != nil {
		return nil, err
	}
	if p.naRep, err = argStr(vals[5], "na_rep", "NaN"); err != nil {
		return nil, err
	}
	if p.maxRows, err = argInt(vals[11], "max_rows", -1); err != nil {
		return nil, err
	}
	if p.maxCols, err = argInt(vals[12], "max_cols", -1); err != nil {
		return nil, err
	}
	if p.lineWidth, err = argInt(vals[15], "line_width", -1); err != nil {
		return nil, err
	}
	if p.minRows, err = argInt(vals[16], "min_rows", -1); err != nil {
		return nil, err
	}
	if vals[13] == py.True {
		p.showDims = "true"
	}
	p.justify, _ = argStr(vals[10], "justify", "")
	g := f
	if !isNone(vals[1]) {
		labels, err := m.listItems(t, vals[1])
		if err != nil {
			return nil, err
		}
		if g, err = m.selectColumns(t, f, labels, false); err != nil {
			return nil, err
		}
	}
	if g, err = m.applyFormatters(t, g, vals[6]); err != nil {
		return nil, err
	}
	if hl, ok := vals[3].(*py.List); ok {
		if hl.Len() != g.ncols() {
			return nil, py.NewValueError("Writing %d cols but got %d aliases", g.ncols(), hl.Len())
		}
		c, err := m.objectColumn(t, hl.Items())
		if err != nil {
			return nil, err
		}
		g = &Frame{m: m, cols: g.cols, columns: flatIndex(c, nil), idx: g.idx}
	}
	saved := m.opts
	defer func() { m.opts = saved }()
	if !isNone(vals[7]) {
		ff := vals[7]
		if s, ok := strOf(ff); ok {
			ff = py.NewBuiltin("float_format", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return py.Binary(t, py.Mod, py.NewStr(s), args[0])
			})
		}
		m.opts.floatFormat = ff
	}
	if !isNone(vals[17]) {
		if m.opts.maxColwidth, err = argInt(vals[17], "max_colwidth", 50); err != nil {
			return nil, err
		}
	}
	s, err := m.frameToString(t, g, p)
	if err != nil {
		return nil, err
	}
	return m.toBuffer(t, vals[0], s)
}

// toBuffer returns s, or writes it to buf (a file-like) and returns
// None; a path is refused.
func (m *Module) toBuffer(t *py.Thread, buf py.Value, s string) (py.Value, error) {
	if isNone(buf) {
		return py.NewStr(s), nil
	}
	if _, ok := buf.(*py.Str); ok {
		return nil, policyRefusal("writing to a file path")
	}
	if _, err := py.CallMethodByName(t, buf, "write", []py.Value{py.NewStr(s)}, nil); err != nil {
		return nil, err
	}
	return py.None, nil
}

// seriesToStringMethod is Series.to_string(...).
func (m *Module) seriesToStringMethod(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("to_string", []string{"buf", "na_rep", "float_format", "header", "index", "length", "dtype", "name", "max_rows", "min_rows"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	p := seriesParams{maxRows: -1, minRows: -1, length: "false", header: true, index: true, naRep: "NaN"}
	if p.naRep, err = argStr(vals[1], "na_rep", "NaN"); err != nil {
		return nil, err
	}
	if p.header, err = argBool(t, vals[3], true); err != nil {
		return nil, err
	}
	if p.index, err = argBool(t, vals[4], true); err != nil {
		return nil, err
	}
	if vals[5] == py.True {
		p.length = "true"
	}
	if p.dtype, err = argBool(t, vals[6], false); err != nil {
		return nil, err
	}
	if p.name, err = argBool(t, vals[7], false); err != nil {
		return nil, err
	}
	if p.maxRows, err = argInt(vals[8], "max_rows", -1); err != nil {
		return nil, err
	}
	if p.minRows, err = argInt(vals[9], "min_rows", -1); err != nil {
		return nil, err
	}
	saved := m.opts
	defer func() { m.opts = saved }()
	if !isNone(vals[2]) {
		m.opts.floatFormat = vals[2]
	}
	r, err := m.seriesToString(t, s, p)
	if err != nil {
		return nil, err
	}
	return m.toBuffer(t, vals[0], r)
}

// indexSummary is Index._summary: "RangeIndex: 3 entries, 0 to 2".
func (m *Module) indexSummary(t *py.Thread, ix *index) (string, error) {
	name := indexClassName(ix)
	if ix.len() == 0 {
		return name + ": 0 entries", nil
	}
	format := func(j int) (string, error) {
		if ix.col != nil && ix.col.dt == dtDatetime {
			return formatTimestamp(ix.col.i[j]), nil
		}
		v := ix.labelAt(m, j)
		if ix.isMulti() {
			return py.Repr(t, v)
		}
		return m.pprint(t, v, 0, false)
	}
	head, err := format(0)
	if err != nil {
		return "", err
	}
	tail, err := format(ix.len() - 1)
	if err != nil {
		return "", err
	}
	return name + ": " + itoa(ix.len()) + " entries, " + head + " to " + tail, nil
}

// memoryBytes is memory_usage() of a column (deep=False).
func memoryBytes(c *column) int64 {
	if c.dt == dtBool {
		return int64(c.len())
	}
	return int64(c.len()) * 8
}

// indexMemory is Index.memory_usage().
func indexMemory(ix *index) int64 {
	if ix.isRange {
		return 132
	}
	if ix.isMulti() {
		var s int64
		for _, l := range ix.levels {
			s += memoryBytes(l) + int64(l.len())*8
		}
		return s
	}
	return memoryBytes(ix.col)
}

// sizeofFmt is pandas' _sizeof_fmt.
func sizeofFmt(num float64, qual string) string {
	for _, u := range []string{"bytes", "KB", "MB", "GB", "TB"} {
		if num < 1024 {
			return strconv.FormatFloat(num, 'f', 1, 64) + qual + " " + u
		}
		num /= 1024
	}
	return strconv.FormatFloat(num, 'f', 1, 64) + qual + " PB"
}

// putStr is info's _put_str: truncate or pad to width.
func putStr(s string, w int) string {
	r := []rune(s)
	if len(r) > w {
		r = r[:w]
	}
	return ljust(string(r), w)
}

// infoTable renders info's verbose table.
func infoTable(headers []string, rows [][]string) []string {
	widths := make([]int, len(headers))
	for k, h := range headers {
		widths[k] = strLen(h)
		for _, r := range rows {
			widths[k] = max(widths[k], strLen(r[k]))
		}
	}
	var lines []string
	join := func(cells []string) string {
		parts := make([]string, len(cells))
		for k, c := range cells {
			parts[k] = putStr(c, widths[k])
		}
		return strings.Join(parts, "  ")
	}
	lines = append(lines, join(headers))
	sep := make([]string, len(headers))
	for k, h := range headers {
		//krait:alloc-ok a header of info's table: fixed titles (convert.go's callers pass constants)
		sep[k] = strings.Repeat("-", strLen(h))
	}
	lines = append(lines, join(sep))
	for _, r := range rows {
		lines = append(lines, join(r))
	}
	return lines
}

// dtypeCounts is "dtypes: float64(1), int64(2)".
func dtypeCounts(cols []*column) string {
	counts := map[string]int{}
	for _, c := range cols {
		counts[c.dtypeName()]++
	}
	var names []string
	for n := range counts {
		names = append(names, n)
	}
	sortStrings(names)
	parts := make([]string, len(names))
	for j, n := range names {
		parts[j] = n + "(" + itoa(counts[n]) + ")"
	}
	return "dtypes: " + strings.Join(parts, ", ")
}

// frameInfo is DataFrame.info(): printed, returns None.
func (m *Module) frameInfo(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("info", []string{"verbose", "buf", "max_cols", "memory_usage", "show_counts", "null_counts"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	lines := []string{"<class 'pandas.core.frame.DataFrame'>"}
	sum, err := m.indexSummary(t, f.idx)
	if err != nil {
		return nil, err
	}
	lines = append(lines, sum)
	if f.ncols() == 0 {
		lines = append(lines, "Empty DataFrame")
		return m.writeInfo(t, vals[1], strings.Join(lines, "\n")+"\n")
	}
	verbose := f.ncols() <= m.opts.maxInfoColumns
	if vals[0] != nil && vals[0] != py.None {
		verbose, _ = py.Truth(t, vals[0])
	}
	counts := true
	if vals[4] != nil && vals[4] != py.None {
		counts, _ = py.Truth(t, vals[4])
	}
	if verbose {
		lines = append(lines, "Data columns (total "+itoa(f.ncols())+" columns):")
		// A row of four short cells per column.
		if err := charge(t, dtObject, 5*f.ncols()); err != nil {
			return nil, err
		}
		var rows [][]string
		for k, c := range f.cols {
			label, err := m.pprint(t, f.columns.labelAt(m, k), 0, false)
			if err != nil {
				return nil, err
			}
			row := []string{" " + itoa(k), label}
			if counts {
				nn := 0
				for j := 0; j < c.len(); j++ {
					if !c.isNA(j) {
						nn++
					}
				}
				row = append(row, itoa(nn)+" non-null")
			}
			rows = append(rows, append(row, c.dtypeName()))
		}
		headers := []string{" # ", "Column", "Non-Null Count", "Dtype"}
		if !counts {
			headers = []string{" # ", "Column", "Dtype"}
		}
		lines = append(lines, infoTable(headers, rows)...)
	} else {
		first, _ := m.pprint(t, f.columns.labelAt(m, 0), 0, false)
		last, _ := m.pprint(t, f.columns.labelAt(m, f.ncols()-1), 0, false)
		lines = append(lines, "Columns: "+itoa(f.ncols())+" entries, "+first+" to "+last)
	}
	lines = append(lines, dtypeCounts(f.cols))
	if vals[3] != py.False {
		total := indexMemory(f.idx)
		qual := ""
		for _, c := range f.cols {
			total += memoryBytes(c)
			if c.dt == dtObject {
				qual = "+"
			}
		}
		if !f.idx.isRange && (f.idx.isMulti() || f.idx.col.dt == dtObject) {
			qual = "+"
		}
		lines = append(lines, "memory usage: "+sizeofFmt(float64(total), qual))
	}
	return m.writeInfo(t, vals[1], strings.Join(lines, "\n")+"\n")
}

// writeInfo prints info's text (or writes it to buf).
func (m *Module) writeInfo(t *py.Thread, buf py.Value, s string) (py.Value, error) {
	if !isNone(buf) {
		return m.toBuffer(t, buf, s)
	}
	if err := t.Write(s); err != nil {
		return nil, err
	}
	return py.None, nil
}

// seriesInfo is Series.info().
func (m *Module) seriesInfo(t *py.Thread, s *Series) (py.Value, error) {
	lines := []string{"<class 'pandas.core.series.Series'>"}
	sum, err := m.indexSummary(t, s.idx)
	if err != nil {
		return nil, err
	}
	lines = append(lines, sum)
	if s.name != nil && s.name != py.None {
		n, _ := m.pprint(t, s.name, 0, false)
		lines = append(lines, "Series name: "+n)
	} else {
		lines = append(lines, "Series name: None")
	}
	nn := 0
	for j := 0; j < s.col.len(); j++ {
		if !s.col.isNA(j) {
			nn++
		}
	}
	//krait:alloc-ok the lines of a one-row table (a header, a rule and the row)
	lines = append(lines, infoTable([]string{"Non-Null Count", "Dtype"}, [][]string{{itoa(nn) + " non-null", s.col.dtypeName()}})...)
	lines = append(lines, dtypeCounts([]*column{s.col}))
	qual := ""
	if s.col.dt == dtObject || (!s.idx.isRange && (s.idx.isMulti() || s.idx.col.dt == dtObject)) {
		qual = "+"
	}
	lines = append(lines, "memory usage: "+sizeofFmt(float64(indexMemory(s.idx)+memoryBytes(s.col)), qual))
	return m.writeInfo(t, nil, strings.Join(lines, "\n")+"\n")
}

// sortStrings sorts strings in place.
func sortStrings(ss []string) {
	for i := 1; i < len(ss); i++ {
		for j := i; j > 0 && ss[j] < ss[j-1]; j-- {
			ss[j], ss[j-1] = ss[j-1], ss[j]
		}
	}
}

// frameSelectDtypes is select_dtypes(include, exclude).
func (m *Module) frameSelectDtypes(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("select_dtypes", []string{"include", "exclude"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	kinds := func(v py.Value) (map[string]bool, error) {
		if isNone(v) {
			return nil, nil
		}
		items := []py.Value{v}
		if isListLike(v) {
			if items, err = m.listItems(t, v); err != nil {
				return nil, err
			}
		}
		out := map[string]bool{}
		for _, it := range items {
			name := ""
			if s, ok := strOf(it); ok {
				name = s
			} else if ty, ok := it.(*py.Type); ok {
				name = ty.Name
			} else {
				name, _ = py.ToStr(t, it)
			}
			switch name {
			case "number", "numeric":
				out["int64"], out["float64"] = true, true
			case "int", "int64", "integer":
				out["int64"] = true
			case "float", "float64", "floating":
				out["float64"] = true
			case "bool", "bool_":
				out["bool"] = true
			case "object", "O", "str", "string", "category":
				out["object"] = true
			case "datetime", "datetime64", "datetime64[ns]":
				out["datetime64[ns]"] = true
			case "timedelta", "timedelta64", "timedelta64[ns]":
				out["timedelta64[ns]"] = true
			default:
				out[name] = true
			}
		}
		return out, nil
	}
	inc, err := kinds(vals[0])
	if err != nil {
		return nil, err
	}
	exc, err := kinds(vals[1])
	if err != nil {
		return nil, err
	}
	if inc == nil && exc == nil {
		return nil, py.NewValueError("at least one of include or exclude must be nonempty")
	}
	var keep []int
	for k, c := range f.cols {
		n := c.dt.name()
		if inc != nil && !inc[n] {
			continue
		}
		if exc != nil && exc[n] {
			continue
		}
		keep = append(keep, k)
	}
	return m.selectFrame(t, f, allSel(f.nrows()), sel{pos: keep})
}

// explodeColumn turns list-like values into one row each: the new
// column and, for each output row, its source row.
func (m *Module) explodeColumn(t *py.Thread, c *column) (*column, []int, error) {
	// The output rows are counted first when every list-like has a
	// length, and the slices made at that size (checked against the
	// budget; each row is charged below as it is appended): appended
	// without it, their doubling held up to twice what was charged
	// (df.explode of 10**4 lists of 10**4 items reached 461 MiB RSS
	// under the 256 MiB budget).
	total := 0
	for j := 0; j < c.len() && total >= 0; j++ {
		if err := t.Charge(1); err != nil {
			return nil, nil, err
		}
		v := c.pyAt(m, j)
		if !isListLike(v) {
			total++
		} else if n, err := py.Len(t, v); err == nil {
			total += max(n, 1)
		} else {
			total = -1 // an iterator: the slices grow as it is read
		}
	}
	var vals []py.Value
	var pos []int
	if total > 0 {
		if int64(total) > math.MaxInt64/24 {
			return nil, nil, t.Alloc(-1)
		}
		if err := t.CheckAlloc(int64(total) * 24); err != nil {
			return nil, nil, err
		}
		vals = make([]py.Value, 0, total)
		pos = make([]int, 0, total)
	}
	for j := 0; j < c.len(); j++ {
		// One output row (a value slot and a source position) per row,
		// or per item of a list-like: charged before they are appended.
		if err := chargeCells(t, 1, 1, 24); err != nil {
			return nil, nil, err
		}
		v := c.pyAt(m, j)
		if isListLike(v) {
			items, err := m.listItems(t, v)
			if err != nil {
				return nil, nil, err
			}
			if err := chargeCells(t, len(items), 1, 24); err != nil {
				return nil, nil, err
			}
			if len(items) == 0 {
				vals = append(vals, py.Float(math.NaN()))
				pos = append(pos, j)
			}
			for _, it := range items {
				vals = append(vals, it)
				pos = append(pos, j)
			}
			continue
		}
		vals = append(vals, v)
		pos = append(pos, j)
	}
	out, err := m.objectColumn(t, vals)
	return out, pos, err
}

// sampleMethod is sample(n, frac, replace, weights, random_state): rows
// drawn as numpy's RandomState(random_state).choice draws them.
func (m *Module) sampleMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("sample", []string{"n", "frac", "replace", "weights", "random_state", "axis", "ignore_index"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	total := 0
	if s != nil {
		total = s.col.len()
	} else {
		total = f.nrows()
	}
	k := 1
	if !isNone(vals[0]) {
		if k, err = argInt(vals[0], "n", 1); err != nil {
			return nil, err
		}
	} else if !isNone(vals[1]) {
		fr, ok := pyNumber(vals[1])
		if !ok {
			return nil, py.NewTypeError("frac must be a float")
		}
		k = int(math.RoundToEven(fr * float64(total))) // Python's round()
	}
	replace, err := argBool(t, vals[2], false)
	if err != nil {
		return nil, err
	}
	if !replace && k > total {
		return nil, py.NewValueError("Cannot take a larger sample than population when 'replace=False'")
	}
	pos, err := m.samplePositions(t, total, k, replace, vals[3], vals[4])
	if err != nil {
		return nil, err
	}
	ignore, _ := argBool(t, vals[6], false)
	if s != nil {
		r, err := m.selectSeries(t, s, sel{pos: pos})
		if err != nil {
			return nil, err
		}
		if ignore {
			seriesOf(r).idx = rangeIndex(len(pos))
		}
		return r, nil
	}
	g, err := f.takeRows(t, pos, nil)
	if err != nil {
		return nil, err
	}
	if ignore {
		g.idx = rangeIndex(len(pos))
	}
	return m.wrapFrame(g), nil
}

// samplePositions draws k of total positions through numpy's
// RandomState(random_state).choice (the generator pandas uses).
func (m *Module) samplePositions(t *py.Thread, total, k int, replace bool, weights, state py.Value) ([]int, error) {
	rnd := m.Random
	if rnd == nil {
		return nil, py.NewNotImplementedError("sample needs numpy.random")
	}
	var rs py.Value
	var err error
	if isNone(state) {
		rs = rnd
	} else if _, ok := pyInt64(state); ok {
		cls, err := py.GetAttrByName(t, rnd, "RandomState")
		if err != nil {
			return nil, err
		}
		if rs, err = py.Call(t, cls, []py.Value{state}, nil); err != nil {
			return nil, err
		}
	} else {
		rs = state
	}
	kw := []py.Kwarg{{Name: "size", Value: py.NewInt(int64(k))}, {Name: "replace", Value: py.NewBool(replace)}}
	if !isNone(weights) {
		c, err := m.columnFrom(t, weights)
		if err != nil {
			return nil, err
		}
		if c.len() != total {
			return nil, py.NewValueError("Weights and axis to be sampled must be of same length")
		}
		if err := t.Alloc(int64(total) * 8); err != nil {
			return nil, err
		}
		w := make([]float64, total)
		sum := 0.0
		for j := range w {
			w[j] = c.floatAt(j)
			if w[j] != w[j] {
				w[j] = 0
			}
			sum += w[j]
		}
		for j := range w {
			w[j] /= sum
		}
		kw = append(kw, py.Kwarg{Name: "p", Value: m.np.Wrap(numpy.NewFloat64(w))})
	}
	r, err := py.CallMethodByName(t, rs, "choice", []py.Value{py.NewInt(int64(total))}, kw)
	if err != nil {
		return nil, err
	}
	a, ok := numpy.Unwrap(r)
	if !ok {
		return nil, py.NewTypeError("choice did not return an array")
	}
	ints, err := a.Int64s(t)
	if err != nil {
		return nil, err
	}
	pos := make([]int, len(ints))
	for j, v := range ints {
		pos[j] = int(v)
	}
	return pos, err
}

// applyFormatters is to_string's formatters=: a dict of column label to
// function, or a list of functions by position; each formatted column
// holds the functions' results, as strs.
func (m *Module) applyFormatters(t *py.Thread, f *Frame, fm py.Value) (*Frame, error) {
	if isNone(fm) {
		return f, nil
	}
	fns := make([]py.Value, f.ncols()) //krait:alloc-ok one per column of a frame that exists
	switch x := fm.(type) {
	case *py.Dict:
		for _, kv := range x.Items() {
			ps, err := f.columns.find(t, keyOf(t, kv[0]))
			if err != nil {
				return nil, err
			}
			for _, p := range ps {
				fns[p] = kv[1]
			}
		}
	case *py.List, *py.Tuple:
		items, err := py.Items(t, x)
		if err != nil {
			return nil, err
		}
		if len(items) != f.ncols() {
			return nil, py.NewValueError("Formatters length(%d) should match DataFrame number of columns(%d)", len(items), f.ncols())
		}
		copy(fns, items)
	default:
		return nil, py.NewTypeError("formatters must be a list, tuple or dict")
	}
	out := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
	for k, fn := range fns {
		if fn == nil {
			continue
		}
		c := f.cols[k]
		nc, err := newColumn(t, dtObject, c.len())
		if err != nil {
			return nil, err
		}
		for j := range nc.o {
			r, err := py.Call(t, fn, []py.Value{c.pyAt(m, j)}, nil)
			if err != nil {
				return nil, err
			}
			text, err := py.ToStr(t, r)
			if err != nil {
				return nil, err
			}
			nc.o[j] = py.NewStr(text)
		}
		out.cols[k] = nc
	}
	return out, nil
}
