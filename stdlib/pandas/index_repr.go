package pandas

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is repr(Index) as pandas 1.5 writes it
// (format_object_summary): the values quoted, wrapped at display.width
// with continuation lines indented under the opening bracket, justified
// when they wrap, summarized past display.max_seq_items, and the dtype,
// name, freq and length attributes.

// indexClassName returns the class name pandas 1.5 shows for an index.
func indexClassName(ix *index) string {
	switch {
	case ix.isRange:
		return "RangeIndex"
	case ix.isMulti():
		return "MultiIndex"
	}
	switch ix.col.dt {
	case dtInt:
		return "Int64Index"
	case dtFloat:
		return "Float64Index"
	case dtDatetime:
		return "DatetimeIndex"
	case dtTimedelta:
		return "TimedeltaIndex"
	}
	return "Index"
}

// indexRepr is repr(index).
func (m *Module) indexRepr(t *py.Thread, ix *index) (string, error) {
	name := indexClassName(ix)
	if ix.isRange {
		s := "RangeIndex(start=" + strconv.FormatInt(ix.start, 10) + ", stop=" +
			strconv.FormatInt(ix.start+int64(ix.n)*ix.step, 10) + ", step=" + strconv.FormatInt(ix.step, 10)
		if ix.name != nil && ix.name != py.None {
			r, err := m.pprint(t, ix.name, 0, true)
			if err != nil {
				return "", err
			}
			s += ", name=" + r
		}
		return s + ")", nil
	}
	n := ix.len()
	maxItems := m.opts.maxSeqItems
	if maxItems <= 0 {
		maxItems = n
	}
	truncated := n > maxItems
	headN, tailStart := 0, 0
	if truncated {
		k := min(maxItems/2, 10)
		headN, tailStart = k, n-k
	}
	var head, tail []string
	var err error
	if ix.isMulti() {
		head, tail, err = m.multiReprValues(t, ix, truncated, headN, tailStart)
	} else {
		head, tail, err = m.flatReprValues(t, ix, truncated, headN, tailStart)
	}
	if err != nil {
		return "", err
	}
	justifyVals := true
	if !ix.isMulti() && ix.col.dt == dtObject {
		allStr := true
		for _, v := range ix.col.o {
			if _, ok := v.(*py.Str); !ok {
				allStr = false
				break
			}
		}
		if allStr && n > 0 {
			justifyVals = false
		}
	}
	data := m.objectSummary(name, head, tail, n, truncated, justifyVals, ix.isMulti())
	var attrs []string
	if !ix.isMulti() {
		attrs = append(attrs, "dtype='"+ix.col.dt.name()+"'")
		if ix.col.dt == dtBool {
			attrs[0] = "dtype='bool'"
		}
	}
	if ix.name != nil && ix.name != py.None {
		r, err := m.pprint(t, ix.name, 0, true)
		if err != nil {
			return "", err
		}
		attrs = append(attrs, "name="+r)
	} else if ix.isMulti() && ix.hasNames() {
		parts := make([]string, len(ix.names))
		for k, nm := range ix.names {
			r, err := m.pprint(t, nameOrNone(nm), 1, true)
			if err != nil {
				return "", err
			}
			parts[k] = r
		}
		attrs = append(attrs, "names=["+strings.Join(parts, ", ")+"]")
	}
	if !ix.isMulti() && ix.col.dt == dtDatetime {
		if ix.freq != "" {
			attrs = append(attrs, "freq='"+ix.freq+"'")
		} else {
			attrs = append(attrs, "freq=None")
		}
	}
	if truncated {
		attrs = append(attrs, "length="+strconv.Itoa(n))
	}
	return name + "(" + data + strings.Join(attrs, ", ") + ")", nil
}

// flatReprValues formats the shown values of a flat index as its repr
// quotes them.
func (m *Module) flatReprValues(t *py.Thread, ix *index, truncated bool, headN, tailStart int) ([]string, []string, error) {
	c := ix.col
	format := func(j int) (string, error) {
		switch c.dt {
		case dtDatetime:
			return "", nil
		case dtFloat:
			return py.FloatRepr(c.f[j]), nil
		}
		return m.pprint(t, c.pyAt(m, j), 0, true)
	}
	var dates []string
	if c.dt == dtDatetime || c.dt == dtTimedelta {
		// Every date is formatted (the format depends on all of them).
		if err := chargeCells(t, c.len(), 1, cellBytes); err != nil {
			return nil, nil, err
		}
		if c.dt == dtDatetime {
			dates = formatDatetimes(c.i, "NaT")
		} else {
			dates = formatTimedeltas(c.i, "NaT")
		}
		for j := range dates {
			if c.i[j] != natInt {
				dates[j] = "'" + dates[j] + "'"
			}
		}
	}
	get := func(j int) (string, error) {
		if dates != nil {
			return dates[j], nil
		}
		return format(j)
	}
	var head, tail []string
	n := c.len()
	shown := n
	if truncated {
		shown = headN + n - min(tailStart, n)
	}
	// The shown entries' text, and the summary they are joined into.
	if err := chargeCells(t, shown, 1, cellBytes*2); err != nil {
		return nil, nil, err
	}
	lo := 0
	if truncated {
		for j := 0; j < headN; j++ {
			s, err := get(j)
			if err != nil {
				return nil, nil, err
			}
			//krait:alloc-ok one per shown entry, charged with its text above (cellBytes each)
			head = append(head, s)
		}
		lo = tailStart
	}
	for j := lo; j < n; j++ {
		s, err := get(j)
		if err != nil {
			return nil, nil, err
		}
		//krait:alloc-ok one per shown entry, charged with its text above (cellBytes each)
		tail = append(tail, s)
	}
	return head, tail, nil
}

// multiReprValues formats MultiIndex entries as tuples whose elements
// are right-justified per level across the shown entries.
func (m *Module) multiReprValues(t *py.Thread, ix *index, truncated bool, headN, tailStart int) ([]string, []string, error) {
	n := ix.len()
	if err := chargeCells(t, n, 1, cellBytes*2); err != nil {
		return nil, nil, err
	}
	var rows []int
	if truncated {
		rows = append(seq(headN), seqFrom(tailStart, n)...)
	} else {
		rows = seq(n)
	}
	//krait:alloc-ok one per shown entry, charged with its text above (cellBytes each)
	cells := make([][]string, len(rows))
	widths := make([]int, len(ix.levels))
	for r, j := range rows {
		//krait:alloc-ok one per level of the index (its levels exist), for each shown entry charged above
		cells[r] = make([]string, len(ix.levels))
		for k, l := range ix.levels {
			s, err := m.pprint(t, l.pyAt(m, j), 1, true)
			if err != nil {
				return nil, nil, err
			}
			cells[r][k] = s
			widths[k] = max(widths[k], strLen(s))
		}
	}
	//krait:alloc-ok one per shown entry, charged with its text above (cellBytes each)
	out := make([]string, len(rows))
	for r := range rows {
		//krait:alloc-ok one per level of the index (its levels exist)
		parts := make([]string, len(ix.levels))
		for k := range parts {
			parts[k] = rjust(cells[r][k], widths[k])
		}
		s := "(" + strings.Join(parts, ", ")
		if len(parts) == 1 {
			s += ","
		}
		out[r] = s + ")"
	}
	if truncated {
		return out[:headN], out[headN:], nil
	}
	return nil, out, nil
}

// objectSummary is pandas' format_object_summary for already formatted
// values.
func (m *Module) objectSummary(name string, head, tail []string, n int, truncated, isJustify, eachLine bool) string {
	width := m.opts.width
	if width <= 0 {
		width = 80
	}
	//krait:alloc-ok name is the index class's name (indexClassName: a constant of a few letters)
	space1 := "\n" + strings.Repeat(" ", strLen(name)+1)
	//krait:alloc-ok name is the index class's name (indexClassName: a constant of a few letters)
	space2 := "\n" + strings.Repeat(" ", strLen(name)+2)
	sep := ","
	if eachLine {
		//krait:alloc-ok name is the index class's name (indexClassName: a constant of a few letters)
		sep = ",\n " + strings.Repeat(" ", strLen(name))
	}
	switch {
	case n == 0:
		return "[], "
	case n == 1 && !eachLine:
		return "[" + tail[0] + "], "
	case n == 2 && !eachLine:
		return "[" + tail[0] + ", " + tail[1] + "], "
	}
	if isJustify && !eachLine {
		if truncated || !(strLen(strings.Join(head, ", ")) < width && strLen(strings.Join(tail, ", ")) < width) {
			w := max(maxLen(head), maxLen(tail))
			head = justify(head, w, "right")
			tail = justify(tail, w, "right")
		}
	}
	summary := ""
	line := space2
	extend := func(value string, dw int) {
		if strLen(strings.TrimRight(line, " \t\n"))+strLen(strings.TrimRight(value, " \t\n")) >= dw {
			summary += strings.TrimRight(line, " \t\n")
			line = space2
		}
		line += value
	}
	for _, h := range head {
		extend(h+sep+" ", width)
	}
	if truncated {
		summary += strings.TrimRight(line, " \t\n") + space2 + "..."
		line = space2
	}
	for _, v := range tail[:len(tail)-1] {
		extend(v+sep+" ", width)
	}
	extend(tail[len(tail)-1], width-2)
	summary += line
	summary += "],"
	if strLen(summary) > width || eachLine {
		summary += space1
	} else {
		summary += " "
	}
	return "[" + summary[len(space2):]
}
