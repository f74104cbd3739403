package pandas

import (
	"math"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is read_csv from text (an io.StringIO or any object with
// read()) and to_csv to text: a tokenizer with quotes, separators
// (one character, or whitespace for '\s+'), comments and blank lines;
// pandas' C-parser type inference per column (int64, float64, bool,
// else str) with its default missing-value strings; header, names,
// usecols, index_col, dtype, parse_dates, na_values, skiprows, nrows.

// defaultNA are the strings read_csv reads as missing.
var defaultNA = map[string]bool{"": true, "#N/A": true, "#N/A N/A": true, "#NA": true, "-1.#IND": true, "-1.#QNAN": true,
	"-NaN": true, "-nan": true, "1.#IND": true, "1.#QNAN": true, "<NA>": true, "N/A": true, "NA": true, "NULL": true,
	"NaN": true, "None": true, "n/a": true, "nan": true, "null": true}

// policyRefusal is the error for host access pandas would do.
func policyRefusal(what string) error {
	return py.NewException(py.PermissionErrorType, what+" is not available in krait: the policy forbids file and host access (pandas can read text from an io.StringIO and write it to a string)")
}

// csvOpts are read_csv's parsed arguments.
type csvOpts struct {
	sep        byte
	whitespace bool
	quote      byte
	comment    byte
	thousands  byte
	decimal    byte
	skipSpace  bool
	header     int // row of the header, -1 none
	nrows      int
	naValues   map[string]bool
	keepNA     bool
}

// appendField appends f to a row's fields, charging the row's slice when
// it grows: a line of n separators is n+1 fields of 16 bytes each, far
// more than the n bytes of text tokenize charged.
func appendField(t *py.Thread, fields []string, f string) ([]string, error) {
	if len(fields) == cap(fields) {
		if err := t.Alloc(int64(cap(fields)+16) * 2 * 16); err != nil {
			return nil, err
		}
		grown := make([]string, len(fields), 2*cap(fields)+16)
		copy(grown, fields)
		fields = grown
	}
	return append(fields, f), nil
}

// tokenize splits CSV text into rows of fields. Unquoted fields are
// substrings of text (no copy); quoted ones are unescaped.
func (o *csvOpts) tokenize(t *py.Thread, text string, emit func(fields []string) error) error {
	n := len(text)
	if err := t.Charge(int64(n)); err != nil {
		return err
	}
	if err := t.Alloc(int64(n)); err != nil {
		return err
	}
	rows := 0
	fields := make([]string, 0, 16)
	var err error
	// stop marks the bytes that end an unquoted field.
	var stop [256]bool
	stop['\n'], stop['\r'], stop[o.sep] = true, true, true
	if o.comment != 0 {
		stop[o.comment] = true
	}
	i := 0
	for i <= n {
		// One line.
		if i == n {
			break
		}
		fields = fields[:0]
		lineEnd := false
		for !lineEnd {
			if o.whitespace {
				for i < n && (text[i] == ' ' || text[i] == '\t') {
					i++
				}
				if i < n && (text[i] == '\n' || text[i] == '\r') {
					break
				}
				if i >= n {
					break
				}
			}
			if o.quote != 0 && i < n && text[i] == o.quote {
				// A quoted field: up to the closing quote, "" escaping one.
				var b strings.Builder
				i++
				closed := false
				for i < n {
					c := text[i]
					if c == o.quote {
						if i+1 < n && text[i+1] == o.quote {
							b.WriteByte(c)
							i += 2
							continue
						}
						i++
						closed = true
						break
					}
					b.WriteByte(c)
					i++
				}
				if !closed {
					return py.NewValueError("EOF inside string")
				}
				// Text after the closing quote belongs to the field.
				j := i
				for j < n && text[j] != o.sep && text[j] != '\n' && text[j] != '\r' && !(o.whitespace && (text[j] == ' ' || text[j] == '\t')) {
					j++
				}
				b.WriteString(text[i:j])
				i = j
				if fields, err = appendField(t, fields, b.String()); err != nil {
					return err
				}
			} else {
				j := i
				if o.whitespace {
					for j < n && text[j] != ' ' && text[j] != '\t' && text[j] != '\n' && text[j] != '\r' {
						j++
					}
				} else {
					for j < n && !stop[text[j]] {
						j++
					}
				}
				f := text[i:j]
				if o.skipSpace {
					f = strings.TrimLeft(f, " ")
				}
				if fields, err = appendField(t, fields, f); err != nil {
					return err
				}
				i = j
			}
			if o.comment != 0 && i < n && text[i] == o.comment {
				for i < n && text[i] != '\n' {
					i++
				}
			}
			switch {
			case i >= n:
				lineEnd = true
			case text[i] == '\n':
				i++
				lineEnd = true
			case text[i] == '\r':
				i++
				if i < n && text[i] == '\n' {
					i++
				}
				lineEnd = true
			case !o.whitespace && text[i] == o.sep:
				i++
				if i >= n {
					if fields, err = appendField(t, fields, ""); err != nil {
						return err
					}
					lineEnd = true
				}
			}
		}
		if o.whitespace {
			if i < n && (text[i] == '\n' || text[i] == '\r') {
				if text[i] == '\r' && i+1 < n && text[i+1] == '\n' {
					i++
				}
				i++
			}
		}
		if len(fields) == 0 || (len(fields) == 1 && fields[0] == "") {
			continue
		}
		if err := emit(fields); err != nil {
			if err == errStopRows {
				return nil
			}
			return err
		}
		rows++
		if rows%4096 == 0 {
			if err := t.Charge(4096); err != nil {
				return err
			}
		}
	}
	return nil
}

// errStopRows ends tokenizing early (nrows reached).
var errStopRows = py.NewValueError("stop")

// parseCSVColumn infers a column from its fields as pandas' C parser
// does: int64, then float64, then bool, else str (missing values per
// na).
func (o *csvOpts) parseColumn(t *py.Thread, fields []string) (*column, error) {
	n := len(fields)
	if err := chargeCells(t, n, 1, 18); err != nil {
		return nil, err
	}
	isNA := make([]bool, n)
	hasNA := false
	custom := len(o.naValues) > 1
	for j, f := range fields {
		if len(f) > 8 {
			if custom && o.naValues[f] {
				isNA[j], hasNA = true, true
			}
			continue
		}
		if f == "\x00na" || (custom && o.naValues[f]) || (o.keepNA && (f == "" || (mayBeNA(f) && defaultNA[f]))) {
			isNA[j] = true
			hasNA = true
		}
	}
	clean := func(f string) string {
		if len(f) > 0 && (f[0] == ' ' || f[len(f)-1] == ' ' || f[0] == '\t') {
			f = strings.TrimSpace(f)
		}
		if o.thousands != 0 {
			f = strings.ReplaceAll(f, string(o.thousands), "")
		}
		if o.decimal != '.' {
			f = strings.Replace(f, string(o.decimal), ".", 1)
		}
		return f
	}
	// The first value decides which parses are worth trying (a column
	// of words is not parsed as numbers row by row).
	first := -1
	for j := range fields {
		if !isNA[j] {
			first = j
			break
		}
	}
	mayInt, mayFloat := true, true
	if first >= 0 {
		_, mayInt = parseIntStrict(clean(fields[first]))
		_, mayFloat = parseCSVFloat(clean(fields[first]))
	}
	// Ints.
	var ints []int64
	allInt := mayInt
	if allInt {
		ints = make([]int64, n)
	}
	for j, f := range fields {
		if !allInt {
			break
		}
		if isNA[j] {
			continue
		}
		v, ok := parseIntStrict(clean(f))
		if !ok {
			allInt = false
			break
		}
		ints[j] = v
	}
	if allInt && !hasNA && n > 0 {
		if err := charge(t, dtInt, n); err != nil {
			return nil, err
		}
		return intCol(ints), nil
	}
	// Floats.
	var floats []float64
	allFloat := mayFloat
	if allFloat {
		floats = make([]float64, n)
	}
	for j, f := range fields {
		if !allFloat {
			break
		}
		if isNA[j] {
			floats[j] = math.NaN()
			continue
		}
		if allInt {
			floats[j] = float64(ints[j])
			continue
		}
		v, ok := parseCSVFloat(clean(f))
		if !ok {
			allFloat = false
			break
		}
		floats[j] = v
	}
	if allFloat && n > 0 {
		if err := charge(t, dtFloat, n); err != nil {
			return nil, err
		}
		return floatCol(floats), nil
	}
	// Bools.
	allBool := true
	bools := make([]bool, n)
	for j, f := range fields {
		if isNA[j] {
			continue
		}
		switch f {
		case "True", "TRUE", "true":
			bools[j] = true
		case "False", "FALSE", "false":
		default:
			allBool = false
		}
		if !allBool {
			break
		}
	}
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	if allBool {
		if !hasNA {
			return boolCol(bools), nil
		}
		vals := make([]py.Value, n)
		for j := range vals {
			if isNA[j] {
				vals[j] = py.Float(math.NaN())
			} else {
				vals[j] = py.NewBool(bools[j])
			}
		}
		return objCol(vals), nil
	}
	// Strings: repeated values share one str object (low-cardinality
	// columns are the common case).
	vals := make([]py.Value, n)
	cache := make(map[string]*py.Str)
	nan := py.Value(py.Float(math.NaN()))
	for j, f := range fields {
		if isNA[j] {
			vals[j] = nan
			continue
		}
		if v, ok := cache[f]; ok {
			vals[j] = v
			continue
		}
		v := py.NewStr(f)
		if len(cache) < 4096 {
			cache[f] = v
		}
		vals[j] = v
	}
	return objCol(vals), nil
}

// mayBeNA reports whether a short field could be one of the default
// missing-value strings (they all have a letter, '#' or '<').
func mayBeNA(f string) bool {
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c >= 'A' || c == '#' || c == '<' {
			return true
		}
	}
	return false
}

// parseCSVFloat parses a float field (inf, nan spellings included).
func parseCSVFloat(s string) (float64, bool) {
	if s == "" {
		return 0, false
	}
	switch strings.ToLower(s) {
	case "inf", "+inf", "infinity", "+infinity":
		return math.Inf(1), true
	case "-inf", "-infinity":
		return math.Inf(-1), true
	}
	c := s[0]
	if !(c >= '0' && c <= '9') && c != '-' && c != '+' && c != '.' {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return v, true
		}
		return 0, false
	}
	if strings.ContainsAny(s, "xXpP_") {
		return 0, false
	}
	return v, true
}

// readCSV is pd.read_csv.
func (m *Module) readCSV(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("read_csv", []string{"filepath_or_buffer", "sep", "delimiter", "header", "names", "index_col", "usecols",
		"dtype", "engine", "converters", "true_values", "false_values", "skipinitialspace", "skiprows", "skipfooter", "nrows",
		"na_values", "keep_default_na", "na_filter", "verbose", "skip_blank_lines", "parse_dates", "infer_datetime_format",
		"keep_date_col", "date_parser", "dayfirst", "cache_dates", "iterator", "chunksize", "compression", "thousands",
		"decimal", "lineterminator", "quotechar", "quoting", "doublequote", "escapechar", "comment", "encoding",
		"encoding_errors", "dialect", "error_bad_lines", "warn_bad_lines", "on_bad_lines", "delim_whitespace", "low_memory",
		"memory_map", "float_precision", "storage_options"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	get := func(name string) py.Value { return kwargValue(kwargs, name) }
	_ = get
	src := vals[0]
	var text string
	if s, ok := src.(*py.Str); ok {
		ls := strings.ToLower(s.String())
		if strings.HasPrefix(ls, "http://") || strings.HasPrefix(ls, "https://") || strings.HasPrefix(ls, "ftp://") || strings.HasPrefix(ls, "s3://") {
			return nil, policyRefusal("pandas.read_csv of a URL")
		}
		return nil, policyRefusal("pandas.read_csv of a path ('" + s.String() + "')")
	}
	r, err := py.CallMethodByName(t, src, "read", nil, nil)
	if err != nil {
		if e, ok := err.(*py.Exception); ok && e.Matches(py.AttributeErrorType) {
			return nil, py.NewValueError("Invalid file path or buffer object type: <class '%s'>", py.TypeName(src))
		}
		return nil, err
	}
	switch x := r.(type) {
	case *py.Str:
		text = x.String()
	case *py.Bytes:
		text = x.String()
	default:
		return nil, py.NewTypeError("read() returned %s", py.TypeName(r))
	}
	o := &csvOpts{sep: ',', quote: '"', decimal: '.', header: 0, nrows: -1, keepNA: true, naValues: map[string]bool{}}
	sepV := vals[1]
	if isNone(sepV) {
		sepV = vals[2]
	}
	if !isNone(sepV) {
		sep, _ := strOf(sepV)
		switch {
		case sep == `\s+` || sep == " +" || sep == `\s*`:
			o.whitespace = true
		case len(sep) == 1:
			o.sep = sep[0]
		case sep == `\t`:
			o.sep = '\t'
		default:
			return nil, py.NewNotImplementedError("read_csv with the separator %q is not supported by krait's pandas", sep)
		}
	}
	if vals[44] == py.True {
		o.whitespace = true
	}
	if q, ok := strOf(orNone(vals[33])); ok && len(q) == 1 {
		o.quote = q[0]
	}
	if c, ok := strOf(orNone(vals[37])); ok && len(c) == 1 {
		o.comment = c[0]
	}
	if c, ok := strOf(orNone(vals[30])); ok && len(c) == 1 {
		o.thousands = c[0]
	}
	if c, ok := strOf(orNone(vals[31])); ok && len(c) == 1 {
		o.decimal = c[0]
	}
	o.skipSpace, _ = argBool(t, vals[12], false)
	if vals[17] != nil {
		o.keepNA, _ = argBool(t, vals[17], true)
	}
	perColNA := map[hkey]map[string]bool{}
	if !isNone(vals[16]) {
		if d, ok := vals[16].(*py.Dict); ok {
			for _, kv := range d.Items() {
				set := map[string]bool{}
				items := []py.Value{kv[1]}
				if isListLike(kv[1]) {
					items, _ = m.listItems(t, kv[1])
				}
				for _, it := range items {
					s, _ := py.ToStr(t, it)
					set[s] = true
				}
				perColNA[keyOf(t, kv[0])] = set
			}
		} else {
			items := []py.Value{vals[16]}
			if isListLike(vals[16]) {
				items, _ = m.listItems(t, vals[16])
			}
			for _, it := range items {
				s, _ := py.ToStr(t, it)
				o.naValues[s] = true
			}
		}
	}
	if vals[18] == py.False {
		o.keepNA = false
		o.naValues = map[string]bool{}
	}
	// skiprows: a count of leading rows or a list of row numbers.
	skipN := 0
	var skipSet map[int]bool
	if !isNone(vals[13]) {
		if n, ok := pyInt64(vals[13]); ok {
			skipN = int(n)
		} else {
			items, err := m.listItems(t, vals[13])
			if err != nil {
				return nil, err
			}
			skipSet = map[int]bool{}
			for _, it := range items {
				if n, ok := pyInt64(it); ok {
					skipSet[int(n)] = true
				}
			}
		}
	}
	var names []py.Value
	hasNames := !isNone(vals[4])
	if hasNames {
		if names, err = m.listItems(t, vals[4]); err != nil {
			return nil, err
		}
	}
	header := 0
	if vals[3] == py.None || (hasNames && vals[3] == nil) {
		header = -1
	} else if n, ok := pyInt64(orNone(vals[3])); ok {
		header = int(n)
	}
	nrows, err := argInt(vals[15], "nrows", -1)
	if err != nil {
		return nil, err
	}
	// Rows become columns of fields as they are read.
	var headerRow []string
	haveHeader := false
	var cols [][]string
	seen, kept, dataRows := 0, 0, 0
	const missing = "\x00na"
	est := strings.Count(text, "\n") + 1
	// widen adds columns (missing so far) up to n.
	widen := func(n int) error {
		for len(cols) < n {
			if err := t.Alloc(int64(max(dataRows, est)) * 16); err != nil {
				return err
			}
			c := make([]string, dataRows, max(dataRows, est))
			for j := range c {
				c[j] = missing
			}
			cols = append(cols, c)
		}
		return nil
	}
	err = o.tokenize(t, text, func(fields []string) error {
		r := seen
		seen++
		if r < skipN || skipSet[r] {
			return nil
		}
		k := kept
		kept++
		if header >= 0 && !haveHeader {
			if k < header {
				return nil
			}
			if err := t.Alloc(int64(len(fields)) * 16); err != nil {
				return err
			}
			headerRow = append([]string(nil), fields...)
			haveHeader = true
			return nil
		}
		if nrows >= 0 && dataRows >= nrows {
			if dataRows == 0 {
				// pandas takes the columns from the first row it
				// stops at, even when it reads none (nrows=0).
				if err := widen(len(fields)); err != nil {
					return err
				}
			}
			return errStopRows
		}
		if err := widen(len(fields)); err != nil {
			return err
		}
		for k := range cols {
			if k < len(fields) {
				cols[k] = append(cols[k], fields[k])
			} else {
				cols[k] = append(cols[k], missing)
			}
		}
		dataRows++
		return nil
	})
	if err != nil {
		return nil, err
	}
	if header >= 0 && !haveHeader && !hasNames {
		return nil, raise(t, m.emptyDataError, "No columns to parse from file")
	}
	if sf, _ := argInt(vals[14], "skipfooter", 0); sf > 0 && sf <= dataRows {
		dataRows -= sf
		for k := range cols {
			cols[k] = cols[k][:dataRows]
		}
	}
	width := len(headerRow)
	if hasNames {
		width = len(names)
	}
	maxRow := len(cols)
	if width == 0 {
		width = maxRow
	}
	implicitIndex := 0
	if maxRow > width && header >= 0 && !hasNames {
		implicitIndex = maxRow - width
	}
	// Column labels.
	var labels []py.Value
	switch {
	case hasNames:
		labels = names
	case headerRow != nil:
		seenLabel := map[string]int{}
		for k, h := range headerRow {
			if h == "" {
				h = "Unnamed: " + strconv.Itoa(k+implicitIndex)
			}
			base := h
			if c, ok := seenLabel[base]; ok {
				for {
					c++
					h = base + "." + strconv.Itoa(c)
					if _, taken := seenLabel[h]; !taken {
						break
					}
				}
				seenLabel[base] = c
			}
			seenLabel[h] = 0
			labels = append(labels, py.NewStr(h))
		}
	default:
		for k := 0; k < width; k++ {
			labels = append(labels, py.NewInt(int64(k)))
		}
	}
	total := width + implicitIndex
	if err := t.Charge(int64(dataRows * max(total, 1))); err != nil {
		return nil, err
	}
	fields := cols
	for len(fields) < total {
		c := make([]string, dataRows)
		for j := range c {
			c[j] = missing
		}
		fields = append(fields, c)
	}
	fields = fields[:total]
	o.naValues["\x00na"] = true
	f := &Frame{m: m, idx: rangeIndex(dataRows)}
	var idxCols []*column
	for k := 0; k < total; k++ {
		opts := o
		if k >= implicitIndex {
			if set, ok := perColNA[keyOf(t, labels[k-implicitIndex])]; ok {
				cp := *o
				cp.naValues = map[string]bool{"\x00na": true}
				for s := range o.naValues {
					cp.naValues[s] = true
				}
				for s := range set {
					cp.naValues[s] = true
				}
				opts = &cp
			}
		}
		c, err := opts.parseColumn(t, fields[k])
		if err != nil {
			return nil, err
		}
		if dataRows == 0 {
			c = objCol(nil)
		}
		if k < implicitIndex {
			idxCols = append(idxCols, c)
		} else {
			f.cols = append(f.cols, c)
		}
	}
	if f.columns, err = m.labelsIndex(t, labels); err != nil {
		return nil, err
	}
	if len(labels) == 0 {
		f.columns = rangeIndex(0)
	}
	if len(idxCols) == 1 {
		f.idx = flatIndex(idxCols[0], nil)
	} else if len(idxCols) > 1 {
		f.idx = multiIndex(idxCols, nil)
	}
	return m.finishRead(t, f, vals)
}

// finishRead applies usecols, dtype, parse_dates and index_col.
func (m *Module) finishRead(t *py.Thread, f *Frame, vals []py.Value) (py.Value, error) {
	var err error
	if !isNone(vals[6]) {
		items, err := m.listItems(t, vals[6])
		if err != nil {
			return nil, err
		}
		var keep []int
		want := map[int]bool{}
		var missing []py.Value
		for _, it := range items {
			if n, ok := pyInt64(it); ok {
				if int(n) < f.ncols() {
					want[int(n)] = true
				}
				continue
			}
			ps, _ := f.columns.find(t, keyOf(t, it))
			if len(ps) == 0 {
				missing = append(missing, it)
			}
			for _, p := range ps {
				want[p] = true
			}
		}
		if len(missing) > 0 {
			s, _ := py.Repr(t, py.NewList(missing))
			return nil, py.NewValueError("Usecols do not match columns, columns expected but not found: %s", s)
		}
		for k := 0; k < f.ncols(); k++ {
			if want[k] {
				//krait:alloc-ok one per column of an existing frame, whose columns each hold more
				keep = append(keep, k)
			}
		}
		r, err := m.selectFrame(t, f, allSel(f.nrows()), sel{pos: keep})
		if err != nil {
			return nil, err
		}
		f = frameOf(r)
	}
	if !isNone(vals[7]) {
		if d, ok := vals[7].(*py.Dict); ok {
			for _, kv := range d.Items() {
				ps, _ := f.columns.find(t, keyOf(t, kv[0]))
				dt, strs, err := m.dtypeArg(t, kv[1])
				if err != nil {
					return nil, err
				}
				for _, p := range ps {
					if f.cols[p], err = m.castRead(t, f.cols[p], dt, strs); err != nil {
						return nil, err
					}
				}
			}
		} else {
			dt, strs, err := m.dtypeArg(t, vals[7])
			if err != nil {
				return nil, err
			}
			for k, c := range f.cols {
				if f.cols[k], err = m.castRead(t, c, dt, strs); err != nil {
					return nil, err
				}
			}
		}
	}
	dayfirst, _ := argBool(t, vals[25], false)
	parseIndex := false
	if !isNone(vals[21]) && vals[21] != py.False {
		if vals[21] == py.True {
			parseIndex = true
		} else {
			items, err := m.listItems(t, vals[21])
			if err != nil {
				return nil, err
			}
			for _, it := range items {
				var ps []int
				if n, ok := pyInt64(it); ok && f.columns.isRange {
					ps = []int{int(n)}
				} else if ps, _ = f.columns.find(t, keyOf(t, it)); len(ps) == 0 {
					if n, ok := pyInt64(it); ok && int(n) < f.ncols() {
						ps = []int{int(n)}
					} else {
						s, _ := py.Repr(t, py.NewList([]py.Value{it}))
						return nil, py.NewValueError("Missing column provided to 'parse_dates': %s", s[1:len(s)-1])
					}
				}
				for _, p := range ps {
					if f.cols[p], err = m.parseDateColumn(t, f.cols[p], dayfirst); err != nil {
						return nil, err
					}
				}
			}
		}
	}
	if !isNone(vals[5]) && vals[5] != py.False {
		items := []py.Value{vals[5]}
		if isListLike(vals[5]) {
			items, _ = m.listItems(t, vals[5])
		}
		var keys []py.Value
		for _, it := range items {
			if n, ok := pyInt64(it); ok {
				if int(n) >= f.ncols() {
					return nil, py.NewException(py.IndexErrorType, "list index out of range")
				}
				keys = append(keys, f.columns.labelAt(m, int(n)))
			} else {
				keys = append(keys, it)
			}
		}
		var key py.Value = py.NewList(keys)
		if len(keys) == 1 {
			key = keys[0]
		}
		r, err := m.frameSetIndex(t, f, []py.Value{key}, nil)
		if err != nil {
			return nil, err
		}
		f = frameOf(r)
		if parseIndex && !f.idx.isMulti() {
			c, err := m.parseDateColumn(t, f.idx.col, dayfirst)
			if err != nil {
				return nil, err
			}
			f.idx = flatIndex(c, f.idx.name)
		}
	}
	return m.wrapFrame(f), err
}

// castRead converts a parsed column to a dtype= (strings stay the text
// pandas read: ints that were read as numbers print as digits).
func (m *Module) castRead(t *py.Thread, c *column, dt dtype, strs bool) (*column, error) {
	return m.castColumn(t, c, dt, strs)
}

// parseDateColumn converts a column of date strings to datetimes (left
// as it is when some value does not parse, as read_csv does).
func (m *Module) parseDateColumn(t *py.Thread, c *column, dayfirst bool) (*column, error) {
	if c.dt == dtDatetime {
		return c, nil
	}
	out, err := newColumn(t, dtDatetime, c.len())
	if err != nil {
		return nil, err
	}
	for j := 0; j < c.len(); j++ {
		v := c.pyAt(m, j)
		if isNAValue(v) {
			out.i[j] = natInt
			continue
		}
		s, ok := v.(*py.Str)
		if !ok {
			if n, ok := pyInt64(v); ok {
				s = py.NewStr(strconv.FormatInt(n, 10))
			} else {
				return c, nil
			}
		}
		ns, ok := parseDatetime(s.String(), dayfirst)
		if !ok {
			return c, nil
		}
		out.i[j] = ns
	}
	return out, nil
}

// csvField quotes a field when it needs it (minimal quoting).
func csvField(s string, sep byte, quote byte) string {
	if strings.IndexByte(s, sep) >= 0 || strings.IndexByte(s, quote) >= 0 || strings.ContainsAny(s, "\n\r") {
		q := string(quote)
		//krait:alloc-ok a cell of to_csv (its one caller), whose row write charges 2x each cell first
		return q + strings.ReplaceAll(s, q, q+q) + q
	}
	return s
}

// csvValue formats one value as to_csv writes it.
func (m *Module) csvValue(t *py.Thread, c *column, j int, naRep string, floatFmt py.Value) (string, error) {
	if c.isNA(j) {
		return naRep, nil
	}
	switch c.dt {
	case dtFloat:
		if floatFmt != nil {
			r, err := py.Binary(t, py.Mod, floatFmt, py.Float(c.f[j]))
			if err != nil {
				return "", err
			}
			return py.ToStr(t, r)
		}
		return py.FloatRepr(c.f[j]), nil
	case dtInt:
		return strconv.FormatInt(c.i[j], 10), nil
	case dtBool:
		if c.b[j] {
			return "True", nil
		}
		return "False", nil
	case dtDatetime:
		return formatDatetimes([]int64{c.i[j]}, naRep)[0], nil
	}
	v := c.pyAt(m, j)
	if f, ok := v.(py.Float); ok && floatFmt != nil {
		r, err := py.Binary(t, py.Mod, floatFmt, f)
		if err != nil {
			return "", err
		}
		return py.ToStr(t, r)
	}
	return py.ToStr(t, v)
}

// toCSV is DataFrame.to_csv / Series.to_csv.
func (m *Module) toCSV(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("to_csv", []string{"path_or_buf", "sep", "na_rep", "float_format", "columns", "header", "index",
		"index_label", "mode", "encoding", "compression", "quoting", "quotechar", "lineterminator", "chunksize",
		"date_format", "doublequote", "escapechar", "decimal", "errors", "storage_options", "line_terminator"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if s, ok := vals[0].(*py.Str); ok {
		return nil, policyRefusal("to_csv to a path ('" + s.String() + "')")
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	if s != nil {
		f = m.seriesAsFrame(t, s)
		if s.name == nil || s.name == py.None {
			f.columns = rangeIndex(1)
			lbl, _ := m.labelsIndex(t, []py.Value{py.NewInt(0)})
			f.columns = lbl
		}
	}
	sepS, _ := argStr(vals[1], "sep", ",")
	if len(sepS) != 1 {
		return nil, py.NewTypeError("\"delimiter\" must be a 1-character string")
	}
	sep := sepS[0]
	naRep, _ := argStr(vals[2], "na_rep", "")
	floatFmt := vals[3]
	if isNone(floatFmt) {
		floatFmt = nil
	}
	header := true
	var headerNames []py.Value
	if vals[5] != nil {
		if isListLike(vals[5]) {
			headerNames, _ = m.listItems(t, vals[5])
		} else {
			header, _ = py.Truth(t, vals[5])
		}
	}
	withIndex, _ := argBool(t, vals[6], true)
	term := "\n"
	if lt, ok := strOf(orNone(vals[13])); ok {
		term = lt
	} else if lt, ok := strOf(orNone(vals[21])); ok {
		term = lt
	}
	quote := byte('"')
	if q, ok := strOf(orNone(vals[12])); ok && len(q) == 1 {
		quote = q[0]
	}
	if !isNone(vals[4]) {
		labels, err := m.listItems(t, vals[4])
		if err != nil {
			return nil, err
		}
		if f, err = m.selectColumns(t, f, labels, false); err != nil {
			return nil, err
		}
	}
	var b strings.Builder
	if err := t.Charge(int64(f.nrows() * max(f.ncols(), 1))); err != nil {
		return nil, err
	}
	// The cells of each row (index levels and columns), the rows' and
	// the header's.
	if err := charge(t, dtObject, (f.nrows()+1)*(f.ncols()+f.idx.nlevels())); err != nil {
		return nil, err
	}
	// Each row's text is charged before it is written (the builder's
	// growth at most doubles it).
	write := func(cells []string) error {
		size := len(term)
		for _, c := range cells {
			size += 2*len(c) + 3 // quotes doubled at worst, the separator
		}
		if err := t.Alloc(int64(size)); err != nil {
			return err
		}
		for k, c := range cells {
			if k > 0 {
				b.WriteByte(sep)
			}
			b.WriteString(csvField(c, sep, quote))
		}
		b.WriteString(term)
		return nil
	}
	if header {
		var cells []string
		if withIndex {
			if !isNone(vals[7]) {
				s, _ := py.ToStr(t, vals[7])
				cells = append(cells, s)
			} else {
				for k := 0; k < f.idx.nlevels(); k++ {
					n := f.idx.levelName(k)
					if n == py.None {
						cells = append(cells, "")
					} else {
						s, _ := py.ToStr(t, n)
						cells = append(cells, s)
					}
				}
			}
		}
		for k := 0; k < f.ncols(); k++ {
			var l py.Value
			if headerNames != nil && k < len(headerNames) {
				l = headerNames[k]
			} else {
				l = f.columns.labelAt(m, k)
			}
			s, err := py.ToStr(t, l)
			if err != nil {
				return nil, err
			}
			cells = append(cells, s)
		}
		if err := write(cells); err != nil {
			return nil, err
		}
	}
	var cols []*column
	if withIndex {
		for k := 0; k < f.idx.nlevels(); k++ {
			c, err := f.idx.levelColumn(t, m, k)
			if err != nil {
				return nil, err
			}
			cols = append(cols, c)
		}
	}
	cols = append(cols, f.cols...)
	// Datetime columns are formatted as a whole: dates only when every
	// value is a midnight, as pandas does.
	dates := make([][]string, len(cols))
	for k, c := range cols {
		if c.dt == dtDatetime {
			if err := charge(t, dtObject, 2*c.len()); err != nil {
				return nil, err
			}
			dates[k] = formatDatetimes(c.i, naRep)
		}
	}
	for j := 0; j < f.nrows(); j++ {
		var cells []string
		for k, c := range cols {
			if dates[k] != nil {
				cells = append(cells, dates[k][j])
				continue
			}
			s, err := m.csvValue(t, c, j, naRep, floatFmt)
			if err != nil {
				return nil, err
			}
			cells = append(cells, s)
		}
		if err := write(cells); err != nil {
			return nil, err
		}
	}
	if err := t.Alloc(int64(b.Len())); err != nil {
		return nil, err
	}
	return m.toBuffer(t, vals[0], b.String())
}
