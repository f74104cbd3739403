package pandas

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file renders DataFrames and Series as text exactly as pandas 1.5's
// DataFrameFormatter/StringFormatter and SeriesFormatter do: headers,
// index names, truncation to max_rows/max_columns with dot rows and
// columns, fitting to the 80-column terminal, wrapping to
// display.width, and the dimensions footer.

// frameParams are DataFrame.to_string's parameters (-1: None).
type frameParams struct {
	maxRows, minRows, maxCols int
	lineWidth                 int
	showDims                  string // "true", "false", "truncate"
	header, index             bool
	naRep                     string
	columns                   []int // shown columns (nil: all)
	justify                   string
}

// reprParams are the parameters repr(df) uses, from the options.
func (m *Module) reprParams() frameParams {
	o := &m.opts
	lw := -1
	if o.expandRepr {
		lw = o.width
	}
	return frameParams{maxRows: o.maxRows, minRows: o.minRows, maxCols: o.maxCols, lineWidth: lw,
		showDims: o.showDimensions, header: true, index: true, naRep: "NaN", justify: o.colheaderJust}
}

// frameFmt is one rendering of a frame.
type frameFmt struct {
	m *Module
	f *Frame
	p frameParams

	maxColsFitted, maxRowsFitted int
	rows, cols                   []int // the rows and columns shown
	trRowNum, trColNum           int
	truncH, truncV               bool
}

// frameToString renders a frame.
func (m *Module) frameToString(t *py.Thread, f *Frame, p frameParams) (string, error) {
	if p.justify == "" {
		p.justify = m.opts.colheaderJust
	}
	ff := &frameFmt{m: m, f: f, p: p}
	if f.nrows() == 0 || f.ncols() == 0 {
		cols, err := m.pprintIndex(t, f.columns)
		if err != nil {
			return "", err
		}
		idx, err := m.pprintIndex(t, f.idx)
		if err != nil {
			return "", err
		}
		s := "Empty DataFrame\nColumns: " + cols + "\nIndex: " + idx
		if p.showDims == "true" {
			s += ff.dimensions()
		}
		return s, nil
	}
	ff.maxColsFitted = ff.calcMaxColsFitted()
	ff.maxRowsFitted = ff.calcMaxRowsFitted()
	if err := ff.truncate(t); err != nil {
		return "", err
	}
	strcols, err := ff.strcols(t)
	if err != nil {
		return "", err
	}
	var text string
	switch {
	case p.lineWidth < 0:
		text = adjoin(1, strcols...)
	case p.maxCols < 0 || p.maxCols > 0:
		text = ff.joinMultiline(strcols)
	default:
		if text, err = ff.fitToTerminal(t, strcols); err != nil {
			return "", err
		}
	}
	if p.showDims == "true" || (p.showDims == "truncate" && (ff.truncH || ff.truncV)) {
		text += ff.dimensions()
	}
	return text, nil
}

func (ff *frameFmt) dimensions() string {
	return "\n\n[" + strconv.Itoa(ff.f.nrows()) + " rows x " + strconv.Itoa(ff.f.ncols()) + " columns]"
}

func (ff *frameFmt) inTerminal() bool { return ff.p.maxCols == 0 || ff.p.maxRows == 0 }

func (ff *frameFmt) calcMaxColsFitted() int {
	if !ff.inTerminal() {
		return ff.p.maxCols
	}
	if ff.p.maxCols == 0 && ff.f.ncols() > termWidth {
		return termWidth
	}
	return ff.p.maxCols
}

func (ff *frameFmt) calcMaxRowsFitted() int {
	maxRows := ff.p.maxRows
	if ff.inTerminal() && ff.p.maxRows == 0 {
		aux := 2
		if ff.p.showDims == "true" {
			aux += 2
		}
		if ff.p.header {
			aux++
		}
		return termHeight - aux
	}
	if maxRows > 0 && ff.f.nrows() > maxRows && ff.p.minRows > 0 {
		maxRows = min(ff.p.minRows, maxRows)
	}
	return maxRows
}

// truncate picks the rows and columns shown, charging the lists of the
// shown ones (the display options the program set size them).
func (ff *frameFmt) truncate(t *py.Thread) error {
	n, nc := ff.f.nrows(), ff.f.ncols()
	ff.cols = ff.p.columns
	if ff.cols == nil {
		ff.cols = seq(nc)
	}
	ff.rows = seq(n)
	ff.truncH = ff.maxColsFitted > 0 && len(ff.cols) > ff.maxColsFitted
	ff.truncV = ff.maxRowsFitted > 0 && n > ff.maxRowsFitted
	if ff.truncH {
		k := ff.maxColsFitted / 2
		if k >= 1 {
			if err := t.Alloc(int64(k) * 16); err != nil {
				return err
			}
			ff.cols = append(append([]int(nil), ff.cols[:k]...), ff.cols[len(ff.cols)-k:]...)
		} else {
			k = ff.p.maxCols
			ff.cols = ff.cols[:k]
		}
		ff.trColNum = k
	}
	if ff.truncV {
		k := ff.maxRowsFitted / 2
		if k >= 1 {
			if err := t.Alloc(int64(k) * 16); err != nil {
				return err
			}
			ff.rows = append(seq(k), seqFrom(n-k, n)...)
		} else {
			k = ff.p.maxRows
			ff.rows = seq(k)
		}
		ff.trRowNum = k
	}
	return nil
}

// seq returns 0..n-1.
func seq(n int) []int {
	//krait:alloc-ok one int per row, column or group of data that exists (at most 8 bytes per row of a column; garbage after the call)
	out := make([]int, n)
	for j := range out {
		out[j] = j
	}
	return out
}

// seqFrom returns lo..hi-1.
func seqFrom(lo, hi int) []int {
	//krait:alloc-ok one int per row, column or group of data that exists (at most 8 bytes per row of a column; garbage after the call)
	out := make([]int, 0, hi-lo)
	for j := lo; j < hi; j++ {
		//krait:alloc-ok one int per row, column or group of data that exists (at most 8 bytes per row of a column; garbage after the call)
		out = append(out, j)
	}
	return out
}

// strcols renders the shown part as columns of strings (index first),
// with the dot separators of a truncated frame.
func (ff *frameFmt) strcols(t *py.Thread) ([][]string, error) {
	m, f := ff.m, ff.f
	idx, err := f.idx.take(t, ff.rows)
	if err != nil {
		return nil, err
	}
	showRowNames := f.idx.hasNames() && ff.p.index
	showColNames := f.columns.hasNames() && ff.p.header
	var out [][]string
	labels, err := ff.columnLabels(t)
	if err != nil {
		return nil, err
	}
	for k, ci := range ff.cols {
		c, err := f.cols[ci].take(t, ff.rows)
		if err != nil {
			return nil, err
		}
		vals, err := m.formatValues(t, c, ff.p.index, ff.p.naRep)
		if err != nil {
			return nil, err
		}
		if !ff.p.header {
			out = append(out, m.opts.fixedWidth(vals, ff.p.justify, 0))
			continue
		}
		head := labels[k]
		if showRowNames {
			head = append(head, "")
		}
		hw := maxLen(head)
		vals = m.opts.fixedWidth(vals, ff.p.justify, hw)
		w := max(maxLen(vals), hw)
		out = append(out, append(justify(head, w, ff.p.justify), vals...))
	}
	var strIndex []string
	if ff.p.index {
		lines, err := m.indexLines(t, idx, showRowNames, 1)
		if err != nil {
			return nil, err
		}
		if ff.p.header {
			var head []string
			if showColNames {
				for k := 0; k < f.columns.nlevels(); k++ {
					n := f.columns.levelName(k)
					if n == py.None {
						head = append(head, "")
					} else {
						s, err := py.ToStr(t, n)
						if err != nil {
							return nil, err
						}
						head = append(head, s)
					}
				}
			} else {
				head = make([]string, f.columns.nlevels())
			}
			lines = append(head, lines...)
		}
		strIndex = lines
		out = append([][]string{lines}, out...)
	}
	if ff.truncH || ff.truncV {
		indexLen := len(strIndex)
		if !ff.p.index {
			lines, err := m.indexLines(t, idx, showRowNames, 1)
			if err != nil {
				return nil, err
			}
			indexLen = len(lines) + f.columns.nlevels()
		}
		dotCol := ff.trColNum
		if ff.p.index {
			dotCol++
		}
		if ff.truncH {
			dots := make([]string, indexLen)
			for j := range dots {
				dots[j] = " ..."
			}
			out = append(out[:dotCol], append([][]string{dots}, out[dotCol:]...)...)
		}
		if ff.truncV {
			nHeader := indexLen - len(ff.rows)
			for k, col := range out {
				w := strLen(col[ff.trRowNum])
				isDot := ff.truncH && k == dotCol
				dots := ".."
				if w > 3 || isDot {
					dots = "..."
				}
				mode := "right"
				if k == 0 && ff.p.index {
					mode = "left"
				} else if isDot {
					w = 4
				}
				d := justify([]string{dots}, w, mode)[0]
				at := ff.trRowNum + nHeader
				col = append(col[:at], append([]string{d}, col[at:]...)...)
				out[k] = col
			}
		}
	}
	return out, nil
}

// columnLabels formats the shown columns' labels: one string per
// header level, numeric columns with a leading space.
func (ff *frameFmt) columnLabels(t *py.Thread) ([][]string, error) {
	m, f := ff.m, ff.f
	cols := f.columns
	shown, err := cols.take(t, ff.cols)
	if err != nil {
		return nil, err
	}
	out := make([][]string, len(ff.cols))
	if cols.isMulti() {
		// pandas 1.5 tests a bound method (level.is_floating) for truth
		// here, so MultiIndex column labels never get the numeric leading
		// space.
		levels := make([][]string, len(shown.levels))
		for k, l := range shown.levels {
			if levels[k], err = m.formatLabelColumn(t, l); err != nil {
				return nil, err
			}
		}
		for j := range ff.cols {
			for k := range levels {
				out[j] = append(out[j], levels[k][j])
			}
		}
		if m.opts.multiSparse && len(out) > 0 {
			out = sparsifyRows(out, 0)
		}
		return out, nil
	}
	labels, err := m.formatLabelColumnOf(t, shown)
	if err != nil {
		return nil, err
	}
	// pandas pairs the shown labels with the dtypes of the frame's first
	// columns, by label text.
	lead := map[string]bool{}
	for k, s := range labels {
		if k < len(f.cols) {
			lead[s] = f.cols[k].dt.numeric()
		}
	}
	for j, s := range labels {
		if lead[s] {
			s = " " + s
		}
		out[j] = []string{s}
	}
	return out, nil
}

// formatLabelColumnOf formats a flat index's labels.
func (m *Module) formatLabelColumnOf(t *py.Thread, ix *index) ([]string, error) {
	return m.formatIndexLabels(t, ix)
}

// sparsifyRows blanks, from row start+1 on, the leading labels equal to
// the previous row's (pandas' sparsify_labels over rows of levels).
func sparsifyRows(rows [][]string, start int) [][]string {
	if len(rows) <= start+1 {
		return rows
	}
	out := make([][]string, len(rows))
	copy(out, rows[:start+1])
	prev := rows[start]
	for r := start + 1; r < len(rows); r++ {
		cur := rows[r]
		sp := make([]string, 0, len(cur))
		for i := range cur {
			if i == len(cur)-1 {
				//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
				sp = append(sp, cur[i])
				break
			}
			if prev[i] == cur[i] {
				//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
				sp = append(sp, "")
			} else {
				//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
				sp = append(sp, cur[i:]...)
				break
			}
		}
		out[r] = sp
		prev = cur
	}
	return out
}

// indexLines formats an index for a frame: one string per row (the
// names row first when names is set), levels adjoined with space.
func (m *Module) indexLines(t *py.Thread, ix *index, names bool, space int) ([]string, error) {
	levels, err := m.indexLevelStrings(t, ix, names, m.opts.multiSparse)
	if err != nil {
		return nil, err
	}
	for k := range levels {
		levels[k] = m.opts.fixedWidth(levels[k], "left", 0)
	}
	//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
	return strings.Split(adjoin(space, levels...), "\n"), nil
}

// indexLevelStrings is Index.format(names=...) without adjoining: one
// list per level, sparsified for a MultiIndex.
func (m *Module) indexLevelStrings(t *py.Thread, ix *index, names, sparsify bool) ([][]string, error) {
	if !ix.isMulti() {
		labels, err := m.formatIndexLabels(t, ix)
		if err != nil {
			return nil, err
		}
		if names {
			n := ""
			if ix.name != nil && ix.name != py.None {
				if n, err = m.pprint(t, ix.name, 0, false); err != nil {
					return nil, err
				}
			}
			labels = append([]string{n}, labels...)
		}
		return [][]string{labels}, nil
	}
	//krait:alloc-ok one per level of the index (its levels exist)
	levels := make([][]string, len(ix.levels))
	for k, l := range ix.levels {
		ss, err := m.formatLabelColumn(t, l)
		if err != nil {
			return nil, err
		}
		if l.dt == dtDatetime || l.dt == dtTimedelta {
			for j := range ss {
				if l.i[j] == natInt {
					ss[j] = "NaT"
				}
			}
		}
		if names {
			n := ""
			if ix.names[k] != nil && ix.names[k] != py.None {
				if n, err = m.pprint(t, ix.names[k], 0, false); err != nil {
					return nil, err
				}
			}
			ss = append([]string{n}, ss...)
		}
		levels[k] = ss
	}
	if sparsify && ix.n > 0 {
		start := 0
		if names {
			start = 1
		}
		rows := transpose(levels)
		rows = sparsifyRows(rows, start)
		levels = transpose(rows)
	}
	return levels, nil
}

// transpose turns rows of strings into columns (all rows equal length).
func transpose(rows [][]string) [][]string {
	if len(rows) == 0 {
		return nil
	}
	//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
	out := make([][]string, len(rows[0]))
	for _, r := range rows {
		for k, s := range r {
			//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
			out[k] = append(out[k], s)
		}
	}
	return out
}

// joinMultiline wraps the columns into blocks of display.width, each but
// the last ending in a backslash column.
func (ff *frameFmt) joinMultiline(strcols [][]string) string {
	lw := ff.p.lineWidth
	var idx []string
	if ff.p.index {
		idx = strcols[0]
		strcols = strcols[1:]
		lw -= maxLen(idx) + 1
	}
	widths := make([]int, len(strcols))
	for k, c := range strcols {
		widths[k] = maxLen(c)
	}
	bins := binify(widths, lw)
	nrows := ff.f.nrows()
	if ff.truncV {
		nrows = ff.maxRowsFitted + 1
	}
	var blocks []string
	start := 0
	for i, end := range bins {
		//krait:alloc-ok one per column of the frame being printed
		row := append([][]string(nil), strcols[start:end]...)
		if ff.p.index {
			//krait:alloc-ok one per column of the frame being printed
			row = append([][]string{idx}, row...)
		}
		if len(bins) > 1 {
			if end <= len(strcols) && i < len(bins)-1 {
				//krait:alloc-ok one per printed row: the rows' cells were charged (chargeText)
				c := make([]string, nrows)
				c[0] = " \\"
				for j := 1; j < nrows; j++ {
					c[j] = "  "
				}
				//krait:alloc-ok one per column of the frame being printed
				row = append(row, c)
			} else {
				//krait:alloc-ok one per printed row: the rows' cells were charged (chargeText)
				c := make([]string, nrows)
				for j := range c {
					c[j] = " "
				}
				//krait:alloc-ok one per column of the frame being printed
				row = append(row, c)
			}
		}
		//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
		blocks = append(blocks, adjoin(1, row...))
		start = end
	}
	return strings.Join(blocks, "\n\n")
}

// binify splits column widths into runs that fit a line.
func binify(cols []int, lineWidth int) []int {
	var bins []int
	cur := 0
	last := len(cols) - 1
	for i, w := range cols {
		wa := w + 1
		cur += wa
		var wrap bool
		if i == last {
			wrap = cur+1 > lineWidth && i > 0
		} else {
			wrap = cur+2 > lineWidth && i > 0
		}
		if wrap {
			bins = append(bins, i)
			cur = wa
		}
	}
	return append(bins, len(cols))
}

// fitToTerminal drops middle columns until the frame fits 80 columns
// (max_columns=0), then renders again.
func (ff *frameFmt) fitToTerminal(t *py.Thread, strcols [][]string) (string, error) {
	//krait:alloc-ok printing's text: per formatted cell or line, charged with the cells (chargeText: three copies of the widest cell per row)
	lines := strings.Split(adjoin(1, strcols...), "\n")
	dif := maxLen(lines) - termWidth
	adj := dif + 1
	lens := make([]int, len(strcols))
	for k, c := range strcols {
		lens[k] = maxLen(c)
	}
	for adj > 0 && len(lens) > 1 {
		mid := pyRoundHalfEven(float64(len(lens)) / 2)
		adj -= lens[mid] + 1
		//krait:alloc-ok one per column of the frame being printed
		lens = append(lens[:mid], lens[mid+1:]...)
	}
	fitted := len(lens)
	if ff.p.index {
		fitted--
	}
	if fitted < 2 {
		fitted = 2
	}
	ff.maxColsFitted = fitted
	if err := ff.truncate(t); err != nil {
		return "", err
	}
	strcols, err := ff.strcols(t)
	if err != nil {
		return "", err
	}
	return adjoin(1, strcols...), nil
}

// pyRoundHalfEven is Python's round() of x to an int.
func pyRoundHalfEven(x float64) int {
	f := int(x)
	d := x - float64(f)
	if d > 0.5 || (d == 0.5 && f%2 == 1) {
		return f + 1
	}
	return f
}

// pprintIndex is pprint_thing of an Index: its labels in brackets.
func (m *Module) pprintIndex(t *py.Thread, ix *index) (string, error) {
	parts := make([]string, 0, min(ix.len(), 100))
	for j := 0; j < ix.len() && j < 100; j++ {
		s, err := m.pprint(t, ix.labelAt(m, j), 1, false)
		if err != nil {
			return "", err
		}
		//krait:alloc-ok at most 100 labels (the loop stops there)
		parts = append(parts, s)
	}
	body := strings.Join(parts, ", ")
	if ix.len() > 100 {
		body += ", ..."
	}
	return "[" + body + "]", nil
}

// seriesParams are Series.to_string's parameters.
type seriesParams struct {
	maxRows, minRows int
	name, dtype      bool
	length           string // "true", "false", "truncate"
	header, index    bool
	naRep            string
}

// seriesToString renders a Series as SeriesFormatter does.
func (m *Module) seriesToString(t *py.Thread, s *Series, p seriesParams) (string, error) {
	n := s.col.len()
	rows := seq(n)
	truncV := p.maxRows > 0 && n > p.maxRows
	rowNum := 0
	if truncV {
		mr := p.maxRows
		if p.minRows > 0 {
			mr = min(p.minRows, mr)
		}
		if mr == 1 {
			rowNum = 1
			rows = seq(1)
		} else {
			rowNum = mr / 2
			if err := t.Alloc(int64(rowNum) * 16); err != nil {
				return "", err
			}
			rows = append(seq(rowNum), seqFrom(n-rowNum, n)...)
		}
	}
	footer, err := m.seriesFooter(t, s, p, truncV)
	if err != nil {
		return "", err
	}
	if n == 0 {
		return "Series([], " + footer + ")", nil
	}
	idx, err := s.idx.take(t, rows)
	if err != nil {
		return "", err
	}
	c, err := s.col.take(t, rows)
	if err != nil {
		return "", err
	}
	var fmtIndex []string
	haveHeader := idx.hasNames()
	if idx.isMulti() {
		levels, err := m.indexLevelStrings(t, idx, true, m.opts.multiSparse)
		if err != nil {
			return "", err
		}
		fmtIndex = strings.Split(adjoin(2, levels...), "\n")
	} else {
		levels, err := m.indexLevelStrings(t, idx, true, false)
		if err != nil {
			return "", err
		}
		fmtIndex = levels[0]
	}
	vals, err := m.formatValues(t, c, p.index, p.naRep)
	if err != nil {
		return "", err
	}
	if truncV {
		w := strLen(vals[rowNum-1])
		dots := ".."
		if w > 3 {
			dots = "..."
		}
		d := center(dots, w)
		vals = append(vals[:rowNum], append([]string{d}, vals[rowNum:]...)...)
		fmtIndex = append(fmtIndex[:rowNum+1], append([]string{""}, fmtIndex[rowNum+1:]...)...)
	}
	var result string
	if p.index {
		result = adjoin(3, fmtIndex[1:], vals)
	} else {
		result = adjoin(3, vals)
	}
	if p.header && haveHeader {
		result = fmtIndex[0] + "\n" + result
	}
	if footer != "" {
		result += "\n" + footer
	}
	return result, nil
}

// seriesFooter is the "Freq: ..., Name: ..., Length: ..., dtype: ..."
// line.
func (m *Module) seriesFooter(t *py.Thread, s *Series, p seriesParams, truncV bool) (string, error) {
	var parts []string
	if s.idx.freq != "" && !s.idx.isMulti() && s.idx.col != nil && s.idx.col.dt == dtDatetime {
		parts = append(parts, "Freq: "+s.idx.freq)
	}
	if p.name && s.name != nil && s.name != py.None {
		n, err := m.pprint(t, s.name, 0, false)
		if err != nil {
			return "", err
		}
		parts = append(parts, "Name: "+n)
	}
	if p.length == "true" || (p.length == "truncate" && truncV) {
		parts = append(parts, "Length: "+strconv.Itoa(s.col.len()))
	}
	if p.dtype {
		parts = append(parts, "dtype: "+s.col.dtypeName())
	}
	out := strings.Join(parts, ", ")
	if s.col.cat != nil && p.dtype {
		cats, err := m.categoriesFooter(t, s.col.cat)
		if err != nil {
			return "", err
		}
		out += "\n" + cats
	}
	return out, nil
}

// seriesRepr is repr(series).
func (m *Module) seriesRepr(t *py.Thread, s *Series) (string, error) {
	o := &m.opts
	p := seriesParams{maxRows: o.maxRows, minRows: o.minRows, name: true, dtype: true,
		length: o.showDimensions, header: true, index: true, naRep: "NaN"}
	if o.maxRows == 0 {
		p.maxRows, p.minRows = termHeight, termHeight
	}
	return m.seriesToString(t, s, p)
}
