package numpy

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file prints arrays as numpy 1.24's arrayprint does: the element
// formatters (integers right-aligned to a common width, floats in one
// positional or scientific layout, bools padded, complex as two float
// layouts), line wrapping at linewidth, summarization with "..." past
// threshold, and the repr's array(...) wrapper with its dtype suffix.

// printOptions are np.set_printoptions' settings.
type printOptions struct {
	precision, threshold, edgeitems, linewidth int
	suppress                                   bool
	nanStr, infStr                             string
	sign                                       byte
	floatMode                                  string
	formatter                                  *py.Dict // nil: none
}

func defaultPrintOptions() printOptions {
	return printOptions{precision: 8, threshold: 1000, edgeitems: 3, linewidth: 75, nanStr: "nan", infStr: "inf", sign: '-', floatMode: "maxprec"}
}

// strLen is Python's len of a str.
func strLen(s string) int { return utf8.RuneCountInString(s) }

// elemFormatter formats the elements of one array.
type elemFormatter func(o int) (string, error)

// formatter returns the element formatter for a, its layout computed
// from the elements that will be shown (data offsets).
func (m *Module) formatter(t *py.Thread, a *Array, shown []int, opt printOptions) (elemFormatter, error) {
	if opt.formatter != nil {
		if f := m.customFormatter(t, a, opt.formatter); f != nil {
			return f, nil
		}
	}
	switch a.kind {
	case Bool:
		trueStr := " True"
		if len(a.shape) == 0 {
			trueStr = "True"
		}
		return func(o int) (string, error) {
			if a.b[o] {
				return trueStr, nil
			}
			return "False", nil
		}, nil
	case Int64:
		width := 0
		if len(shown) > 0 {
			mx, mn := a.i[shown[0]], a.i[shown[0]]
			for _, o := range shown {
				mx, mn = max(mx, a.i[o]), min(mn, a.i[o])
			}
			width = max(len(strconv.FormatInt(mx, 10)), len(strconv.FormatInt(mn, 10)))
		}
		return func(o int) (string, error) {
			s := strconv.FormatInt(a.i[o], 10)
			if len(s) < width {
				s = strings.Repeat(" ", width-len(s)) + s //krait:alloc-ok width is at most 20 (an int64's digits and sign)
			}
			return s, nil
		}, nil
	case Float64:
		vals := make([]float64, len(shown))
		for j, o := range shown {
			vals[j] = a.f[o]
		}
		ff := newFloatFormat(vals, opt, opt.sign, a.width)
		return func(o int) (string, error) { return ff.format(a.f[o]), nil }, nil
	case Complex128:
		re := make([]float64, len(shown))
		im := make([]float64, len(shown))
		for j, o := range shown {
			re[j], im[j] = real(a.c[o]), imag(a.c[o])
		}
		rf := newFloatFormat(re, opt, opt.sign, 0)
		imf := newFloatFormat(im, opt, '+', 0)
		return func(o int) (string, error) {
			r := rf.format(real(a.c[o]))
			i := imf.format(imag(a.c[o]))
			sp := len(strings.TrimRight(i, " "))
			return r + i[:sp] + "j" + i[sp:], nil
		}, nil
	case Str:
		return func(o int) (string, error) { return py.Repr(t, a.o[o]) }, nil
	}
	return func(o int) (string, error) {
		v := a.o[o]
		if l, ok := v.(*py.List); ok {
			r, err := py.Repr(t, l)
			return "list(" + r + ")", err
		}
		return py.Repr(t, v)
	}, nil
}

// customFormatter applies a formatter dict of set_printoptions or
// array2string: a Python callable per kind of element.
func (m *Module) customFormatter(t *py.Thread, a *Array, d *py.Dict) elemFormatter {
	keys := map[Kind][]string{
		Bool:       {"bool"},
		Int64:      {"int", "int_kind"},
		Float64:    {"float", "float_kind"},
		Complex128: {"complexfloat", "complex_kind"},
		Str:        {"numpystr", "str_kind"},
		Object:     {"object"},
	}
	var fn py.Value
	for _, k := range keys[a.kind] {
		if v := d.GetStr(k); v != nil && v != py.None {
			fn = v
			break
		}
	}
	if fn == nil {
		if v := d.GetStr("all"); v != nil && v != py.None {
			fn = v
		}
	}
	if fn == nil {
		return nil
	}
	return func(o int) (string, error) {
		r, err := py.Call(t, fn, []py.Value{m.box(a, o)}, nil)
		if err != nil {
			return "", err
		}
		s, ok := r.(*py.Str)
		if !ok {
			return "", py.NewTypeError("formatter must return a str")
		}
		return s.String(), nil
	}
}

// shownOffsets returns the buffer offsets of the elements printed: all of
// them, or the leading and trailing edgeitems along each axis when
// summarizing. The offsets are charged (8 bytes each) before they are
// made.
func shownOffsets(t *py.Thread, a *Array, summarize bool, edge int) ([]int, error) {
	if !summarize {
		return a.offsets(t)
	}
	n := 1
	for _, d := range a.shape {
		if d > 2*edge {
			d = 2 * edge
		}
		n *= d // at most a.Size(): each factor is at most the dimension
	}
	if err := chargeCopy(t, n, 8); err != nil {
		return nil, err
	}
	out := make([]int, 0, n)
	var rec func(depth, off int)
	rec = func(depth, off int) {
		if depth == len(a.shape) {
			out = append(out, off)
			return
		}
		n := a.shape[depth]
		for j := 0; j < n; j++ {
			if n > 2*edge && j >= edge && j < n-edge {
				j = n - edge - 1
				continue
			}
			rec(depth+1, off+j*a.strides[depth])
		}
	}
	rec(0, a.off)
	return out, nil
}

// array2string is numpy's array2string (without the size-0 "[]" case,
// which callers handle).
func (m *Module) array2string(t *py.Thread, a *Array, opt printOptions, separator, prefix, suffix string) (string, error) {
	if a.Size() == 0 {
		return "[]", nil
	}
	opt.linewidth -= strLen(suffix)
	summarize := a.Size() > opt.threshold
	summaryInsert := ""
	if summarize {
		summaryInsert = "..."
	}
	shown, err := shownOffsets(t, a, summarize, opt.edgeitems)
	if err != nil {
		return "", err
	}
	if err := t.Charge(int64(len(shown))); err != nil {
		return "", err
	}
	ff, err := m.formatter(t, a, shown, opt)
	if err != nil {
		return "", err
	}
	// The hanging indent of each depth is spaces: one string, the
	// prefix's width plus one per depth, charged (a prefix of any size
	// is indented by), of which each depth takes a prefix.
	indent := strLen(prefix) + 1
	if err := t.Alloc(int64(indent + len(a.shape))); err != nil {
		return "", err
	}
	p := &arrayPrinter{a: a, ff: ff, sep: separator, edge: opt.edgeitems, summary: summaryInsert, t: t,
		spaces: strings.Repeat(" ", indent+len(a.shape))} //krait:alloc-ok charged above
	return p.recurse(0, a.off, indent, opt.linewidth)
}

// arrayPrinter is numpy's _formatArray.
type arrayPrinter struct {
	a       *Array
	ff      elemFormatter
	sep     string
	edge    int
	summary string
	t       *py.Thread
	out     int    // bytes produced, bounded by the output budget
	spaces  string // the deepest hanging indent; depth d's is a prefix
}

// charge charges n bytes of text the printer is about to add to what it
// holds: the lines and the text of each level, before they are built.
func (p *arrayPrinter) charge(n int) error {
	return p.t.Alloc(int64(n))
}

// printLine is the line being filled: its bytes, appended in place, and
// its length in characters, kept as it grows (a line is as long as
// linewidth allows: rebuilding or measuring it for each element made a
// long line quadratic).
type printLine struct {
	b []byte
	n int
}

// set makes the line s.
func (l *printLine) set(s string) {
	l.b = append(l.b[:0], s...) //krait:alloc-ok the line's text, charged by recurse's add
	l.n = strLen(s)
}

// add appends s to the line.
func (l *printLine) add(s string) {
	l.b = append(l.b, s...) //krait:alloc-ok the line's text, charged by recurse's add
	l.n += strLen(s)
}

// flush writes the line, without trailing blanks, and a newline.
func (l *printLine) flush(s *strings.Builder) {
	s.Write(bytes.TrimRight(l.b, " \t\n"))
	s.WriteString("\n")
}

// extendLine adds word to line, wrapping first when it would pass width.
func extendLine(s *strings.Builder, line *printLine, word string, width int, nextPrefix string) {
	needsWrap := line.n+strLen(word) > width
	if line.n <= strLen(nextPrefix) {
		needsWrap = false
	}
	if needsWrap {
		line.flush(s)
		line.set(nextPrefix)
	}
	line.add(word)
}

// extendLinePretty is extendLine for words of several lines (nested
// arrays in object arrays). The pieces of the word and its indented
// lines are charged first.
func (p *arrayPrinter) extendLinePretty(s *strings.Builder, line *printLine, word string, width int, nextPrefix string) error {
	nl := strings.Count(word, "\n")
	if nl == 0 {
		extendLine(s, line, word, width, nextPrefix)
		return nil
	}
	// The pieces (a string header each), and each piece indented by at
	// most the line or the prefix, then padded to the longest piece.
	if err := p.charge(16*(nl+1) + (nl+1)*max(len(line.b), len(nextPrefix)) + 2*len(word)); err != nil {
		return err
	}
	words := strings.Split(word, "\n") //krait:alloc-ok nl+1 pieces, charged above
	maxLen := 0
	for _, w := range words {
		maxLen = max(maxLen, strLen(w))
	}
	var indent string
	if line.n+maxLen > width && line.n > strLen(nextPrefix) {
		line.flush(s)
		line.set(nextPrefix)
		indent = nextPrefix
	} else {
		indent = strings.Repeat(" ", line.n) //krait:alloc-ok at most len(line), charged above
	}
	line.add(words[0])
	for _, w := range words[1:] {
		line.flush(s)
		line.set(indent)
		line.add(w)
	}
	line.add(strings.Repeat(" ", maxLen-strLen(words[len(words)-1]))) //krait:alloc-ok at most len(word), charged above
	return nil
}

// recurse formats the sub-array at depth starting at buffer offset off,
// indented by indent spaces (its hanging indent).
func (p *arrayPrinter) recurse(depth, off, indent int, width int) (string, error) {
	a := p.a
	if depth == len(a.shape) {
		s, err := p.ff(off)
		p.out += len(s)
		if err == nil && p.out > 1<<20 {
			err = p.t.Charge(int64(len(s)))
		}
		return s, err
	}
	if err := p.t.Tick(); err != nil {
		return "", err
	}
	hanging := p.spaces[:indent]
	nextIndent := indent + 1
	nextWidth := width - 1
	n := a.shape[depth]
	showSummary := p.summary != "" && 2*p.edge < n
	leading, trailing := 0, n
	if showSummary {
		leading, trailing = p.edge, p.edge
	}
	at := func(j int) int { return off + j*a.strides[depth] }
	var s strings.Builder
	if len(a.shape)-depth == 1 {
		elemWidth := width - max(strLen(strings.TrimRight(p.sep, " ")), 1)
		// The line starts at the indent, which is counted but not
		// written: numpy writes it and cuts it off.
		line := printLine{n: len(hanging)}
		// add puts one element's text on the line. What the level will
		// hold of it is charged first: the text, the separator, and a
		// newline and indent if the line may wrap.
		add := func(w string, last bool) error {
			n := len(w) + len(p.sep)
			if line.n+len(w) > elemWidth {
				n += len(hanging) + 1
			}
			if err := p.charge(n); err != nil {
				return err
			}
			if err := p.extendLinePretty(&s, &line, w, elemWidth, hanging); err != nil {
				return err
			}
			if !last {
				line.add(p.sep)
			}
			return nil
		}
		for j := 0; j < leading; j++ {
			w, err := p.recurse(depth+1, at(j), nextIndent, nextWidth)
			if err != nil {
				return "", err
			}
			if err := add(w, false); err != nil {
				return "", err
			}
		}
		if showSummary {
			if err := add(p.summary, false); err != nil {
				return "", err
			}
		}
		for j := trailing; j > 1; j-- {
			w, err := p.recurse(depth+1, at(n-j), nextIndent, nextWidth)
			if err != nil {
				return "", err
			}
			if err := add(w, false); err != nil {
				return "", err
			}
		}
		w, err := p.recurse(depth+1, at(n-1), nextIndent, nextWidth)
		if err != nil {
			return "", err
		}
		if err := add(w, true); err != nil {
			return "", err
		}
		s.Write(line.b)
	} else {
		lineSep := strings.TrimRight(p.sep, " ") + strings.Repeat("\n", len(a.shape)-depth-1) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
		// row writes one nested level's text, indented: charged first.
		// The first row's indent is left out (numpy writes it and cuts
		// it off: with a long prefix, a copy per depth).
		first := true
		row := func(nested string, last bool) error {
			n := len(nested) + len(lineSep)
			if !first {
				n += len(hanging)
			}
			if err := p.charge(n); err != nil {
				return err
			}
			if !first {
				s.WriteString(hanging)
			}
			first = false
			s.WriteString(nested)
			if !last {
				s.WriteString(lineSep)
			}
			return nil
		}
		for j := 0; j < leading; j++ {
			nested, err := p.recurse(depth+1, at(j), nextIndent, nextWidth)
			if err != nil {
				return "", err
			}
			if err := row(nested, false); err != nil {
				return "", err
			}
		}
		if showSummary {
			if err := row(p.summary, false); err != nil {
				return "", err
			}
		}
		for j := trailing; j > 1; j-- {
			nested, err := p.recurse(depth+1, at(n-j), nextIndent, nextWidth)
			if err != nil {
				return "", err
			}
			if err := row(nested, false); err != nil {
				return "", err
			}
		}
		nested, err := p.recurse(depth+1, at(n-1), nextIndent, nextWidth)
		if err != nil {
			return "", err
		}
		if err := row(nested, true); err != nil {
			return "", err
		}
	}
	// The level's text is copied once more, bracketed.
	str := s.String()
	if err := p.charge(len(str) + 2); err != nil {
		return "", err
	}
	return "[" + str + "]", nil
}

// dtypeImplied reports whether a repr leaves out the dtype.
func dtypeImplied(k Kind) bool {
	return k == Bool || k == Int64 || k == Float64 || k == Complex128
}

// arrayRepr is repr(array).
func (m *Module) arrayRepr(t *py.Thread, a *Array, opt printOptions) (string, error) {
	if err := t.EnterData("numpy array repr"); err != nil {
		return "", err
	}
	defer t.LeaveData()
	skip := dtypeImplied(a.kind) && !isNarrow(a) && a.Size() > 0
	prefix := "array("
	suffix := ","
	if skip {
		suffix = ")"
	}
	var lst string
	if a.Size() > 0 || (len(a.shape) == 1 && a.shape[0] == 0) {
		var err error
		if lst, err = m.array2string(t, a, opt, ", ", prefix, suffix); err != nil {
			return "", err
		}
	} else {
		lst = "[], shape=" + shapeRepr(a.shape)
	}
	s := prefix + lst + suffix
	if skip {
		return s, nil
	}
	d := &dtypeInfo{kind: a.kind, width: a.width}
	dt := "dtype=" + d.reprArg() + ")"
	lastLen := strLen(s[strings.LastIndexByte(s, '\n')+1:])
	spacer := " "
	if lastLen+strLen(dt)+1 > opt.linewidth {
		spacer = "\n" + strings.Repeat(" ", len(prefix)) //krait:alloc-ok prefix is "array(" (6 bytes)
	}
	return s + spacer + dt, nil
}

// arrayStr is str(array).
func (m *Module) arrayStr(t *py.Thread, a *Array, opt printOptions) (string, error) {
	if len(a.shape) == 0 {
		return py.ToStr(t, m.box(a, a.off))
	}
	if err := t.EnterData("numpy array str"); err != nil {
		return "", err
	}
	defer t.LeaveData()
	return m.array2string(t, a, opt, " ", "", "")
}

// addPrinting binds set_printoptions, get_printoptions, printoptions,
// array2string, array_repr, array_str and the float formatters.
func (m *Module) addPrinting(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"set_printoptions": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			opt, err := m.parsePrintOptions(t, "set_printoptions", m.print, args, kwargs)
			if err != nil {
				return nil, err
			}
			m.print = opt
			return py.None, nil
		},
		"get_printoptions": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.printOptionsDict(), nil
		},
		"array2string": m.array2stringFn,
		"array_repr": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("array_repr", []string{"arr", "max_line_width", "precision", "suppress_small"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.AsArray(t, vals[0])
			if err != nil {
				return nil, err
			}
			opt, err := m.overrideOptions(t, vals[1], vals[2], vals[3])
			if err != nil {
				return nil, err
			}
			s, err := m.arrayRepr(t, a, opt)
			return py.NewStr(s), err
		},
		"array_str": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("array_str", []string{"a", "max_line_width", "precision", "suppress_small"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.AsArray(t, vals[0])
			if err != nil {
				return nil, err
			}
			opt, err := m.overrideOptions(t, vals[1], vals[2], vals[3])
			if err != nil {
				return nil, err
			}
			s, err := m.arrayStr(t, a, opt)
			return py.NewStr(s), err
		},
		"format_float_positional": m.formatFloatFn(false),
		"format_float_scientific": m.formatFloatFn(true),
	})
	return m.makePrintOptionsManager(t, d)
}

// overrideOptions returns the print options with array_repr's overrides.
func (m *Module) overrideOptions(t *py.Thread, width, precision, suppress py.Value) (printOptions, error) {
	var kw []py.Kwarg
	if width != nil && width != py.None {
		kw = append(kw, py.Kwarg{Name: "linewidth", Value: width})
	}
	if precision != nil && precision != py.None {
		kw = append(kw, py.Kwarg{Name: "precision", Value: precision})
	}
	if suppress != nil && suppress != py.None {
		kw = append(kw, py.Kwarg{Name: "suppress", Value: suppress})
	}
	return m.parsePrintOptions(t, "array_repr", m.print, nil, kw)
}

// printOptionNames are set_printoptions' parameters in order.
var printOptionNames = []string{"precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr", "infstr", "formatter", "sign", "floatmode", "legacy"}

// parsePrintOptions applies set_printoptions-style arguments to opt.
func (m *Module) parsePrintOptions(t *py.Thread, fname string, opt printOptions, args []py.Value, kwargs []py.Kwarg) (printOptions, error) {
	vals, err := bindArgs(fname, printOptionNames, 0, args, kwargs)
	if err != nil {
		return opt, err
	}
	intOpt := func(v py.Value, name string, dst *int) error {
		if v == nil || v == py.None {
			return nil
		}
		if f, ok := v.(py.Float); ok && name == "threshold" {
			if math.IsNaN(float64(f)) {
				return py.NewValueError("threshold must be non-NAN, try sys.maxsize for untruncated representation")
			}
			if f > 1e18 {
				*dst = math.MaxInt
			} else {
				*dst = int(f)
			}
			return nil
		}
		n, err := py.Index(t, v)
		if err != nil {
			if name == "precision" {
				return py.NewTypeError("precision must be an integer")
			}
			return err
		}
		if n > math.MaxInt32 {
			n = math.MaxInt32
		}
		if n < 0 && name != "threshold" {
			return py.NewValueError("%s must be >= 0", name)
		}
		*dst = int(n)
		return nil
	}
	if err := intOpt(vals[0], "precision", &opt.precision); err != nil {
		return opt, err
	}
	if err := intOpt(vals[1], "threshold", &opt.threshold); err != nil {
		return opt, err
	}
	if err := intOpt(vals[2], "edgeitems", &opt.edgeitems); err != nil {
		return opt, err
	}
	if err := intOpt(vals[3], "linewidth", &opt.linewidth); err != nil {
		return opt, err
	}
	if v := vals[4]; v != nil && v != py.None {
		b, err := py.Truth(t, v)
		if err != nil {
			return opt, err
		}
		opt.suppress = b
	}
	if v, ok := vals[5].(*py.Str); ok {
		opt.nanStr = v.String()
	}
	if v, ok := vals[6].(*py.Str); ok {
		opt.infStr = v.String()
	}
	if v := vals[7]; v != nil {
		if v == py.None {
			opt.formatter = nil
		} else if dd, ok := v.(*py.Dict); ok {
			opt.formatter = dd
		}
	}
	if v, ok := vals[8].(*py.Str); ok {
		s := v.String()
		if s != "-" && s != "+" && s != " " {
			return opt, py.NewValueError("sign option must be one of ' ', '+', or '-'")
		}
		opt.sign = s[0]
	}
	if v, ok := vals[9].(*py.Str); ok {
		s := v.String()
		switch s {
		case "fixed", "unique", "maxprec", "maxprec_equal":
			opt.floatMode = s
		default:
			return opt, py.NewValueError("floatmode option must be one of 'fixed', 'unique', 'maxprec', 'maxprec_equal'")
		}
	}
	if v := vals[10]; v != nil && v != py.None && v != py.False {
		return opt, py.NewNotImplementedError("legacy printing modes are not supported by krait's numpy")
	}
	return opt, nil
}

// printOptionsDict is get_printoptions().
func (m *Module) printOptionsDict() *py.Dict {
	o := m.print
	d := py.NewDict()
	d.SetStr("edgeitems", py.NewInt(int64(o.edgeitems)))
	d.SetStr("threshold", py.NewInt(int64(o.threshold)))
	if o.formatter == nil {
		d.SetStr("floatmode", py.NewStr(o.floatMode))
	} else {
		d.SetStr("floatmode", py.NewStr(o.floatMode))
	}
	d.SetStr("precision", py.NewInt(int64(o.precision)))
	d.SetStr("suppress", py.NewBool(o.suppress))
	d.SetStr("linewidth", py.NewInt(int64(o.linewidth)))
	d.SetStr("nanstr", py.NewStr(o.nanStr))
	d.SetStr("infstr", py.NewStr(o.infStr))
	d.SetStr("sign", py.NewStr(string(o.sign)))
	if o.formatter == nil {
		d.SetStr("formatter", py.None)
	} else {
		d.SetStr("formatter", o.formatter)
	}
	d.SetStr("legacy", py.False)
	return d
}

// array2stringFn is np.array2string.
func (m *Module) array2stringFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("array2string", []string{"a", "max_line_width", "precision", "suppress_small", "separator", "prefix",
		"style", "formatter", "threshold", "edgeitems", "sign", "floatmode", "suffix", "*legacy"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.AsArray(t, vals[0])
	if err != nil {
		return nil, err
	}
	var kw []py.Kwarg
	for j, name := range map[int]string{1: "linewidth", 2: "precision", 3: "suppress", 7: "formatter", 8: "threshold", 9: "edgeitems", 10: "sign", 11: "floatmode"} {
		if vals[j] != nil && vals[j] != py.None {
			kw = append(kw, py.Kwarg{Name: name, Value: vals[j]})
		}
	}
	opt, err := m.parsePrintOptions(t, "array2string", m.print, nil, kw)
	if err != nil {
		return nil, err
	}
	str := func(v py.Value, def string) string {
		if s, ok := v.(*py.Str); ok {
			return s.String()
		}
		return def
	}
	sep, prefix, suffix := str(vals[4], " "), str(vals[5], ""), str(vals[12], "")
	s, err := m.array2string(t, a, opt, sep, prefix, suffix)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

// dragonBuffer is the size of numpy's Dragon4 output buffer.
const dragonBuffer = 16384

// formatFloatFn is np.format_float_positional / format_float_scientific.
func (m *Module) formatFloatFn(sci bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		names := []string{"x", "precision", "unique", "fractional", "trim", "sign", "pad_left", "pad_right", "min_digits"}
		if sci {
			names = []string{"x", "precision", "unique", "trim", "sign", "pad_left", "exp_digits", "min_digits"}
		}
		vals, err := bindArgs(map[bool]string{false: "format_float_positional", true: "format_float_scientific"}[sci], names, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		get := func(name string) py.Value {
			for j, n := range names {
				if n == name {
					return vals[j]
				}
			}
			return nil
		}
		intv := func(name string) (int, error) {
			v := get(name)
			if v == nil || v == py.None {
				return -1, nil
			}
			n, err := py.Index(t, v)
			if err != nil {
				return 0, err
			}
			if n < 0 {
				return 0, py.NewValueError("%s must be >= 0", name)
			}
			return int(n), nil
		}
		xf, err := py.ToFloat(t, unwrapScalar(vals[0]))
		if err != nil {
			return nil, err
		}
		x := float64(xf.(py.Float))
		o := dragonOpts{unique: true, trim: 'k', padRight: -1, expDigits: -1}
		if o.precision, err = intv("precision"); err != nil {
			return nil, err
		}
		if o.padLeft, err = intv("pad_left"); err != nil {
			return nil, err
		}
		if o.minDigits, err = intv("min_digits"); err != nil {
			return nil, err
		}
		if v := get("unique"); v != nil {
			if o.unique, err = py.Truth(t, v); err != nil {
				return nil, err
			}
		}
		if v := get("sign"); v != nil {
			if o.sign, err = py.Truth(t, v); err != nil {
				return nil, err
			}
		}
		if v, ok := get("trim").(*py.Str); ok {
			s := v.String()
			if s != "k" && s != "." && s != "0" && s != "-" {
				return nil, py.NewValueError("trim must be one of 'k', '.', '0', '-'")
			}
			o.trim = s[0]
		}
		if !o.unique && o.precision < 0 {
			return nil, py.NewValueError("Must provide a precision when unique=False")
		}
		if math.IsNaN(x) || math.IsInf(x, 0) {
			s := "nan"
			if math.IsInf(x, 1) {
				s = "inf"
			} else if math.IsInf(x, -1) {
				s = "-inf"
			}
			return py.NewStr(s), nil
		}
		if sci {
			if o.expDigits, err = intv("exp_digits"); err != nil {
				return nil, err
			}
		} else if o.padRight, err = intv("pad_right"); err != nil {
			return nil, err
		}
		// The sizes are clamped to numpy's Dragon4 buffer by the
		// formatters (clampDragon): pad_left=2*10**8 made a 200 MB string
		// before; numpy 1.24 crashes on it.
		var s string
		if sci {
			s = formatScientific(x, o)
		} else {
			s = formatPositional(x, o)
		}
		return py.NewStr(s), nil
	}
}

// printoptionsVal is the state of an np.printoptions context manager.
type printoptionsVal struct {
	args   []py.Value
	kwargs []py.Kwarg
	saved  []printOptions
}

// Type implements py.Value.
func (*printoptionsVal) Type() *py.Type { return opaque }

// makePrintOptionsManager creates np.printoptions.
func (m *Module) makePrintOptionsManager(t *py.Thread, d *py.Dict) error {
	cls, err := newClass(t, "printoptions", nil, []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if _, err := m.parsePrintOptions(t, "printoptions", m.print, args, kwargs); err != nil {
				return nil, err
			}
			//krait:alloc-ok the arguments parsePrintOptions just bound to its fixed option names
			self.(*py.Instance).Base = &printoptionsVal{args: append([]py.Value(nil), args...), kwargs: append([]py.Kwarg(nil), kwargs...)}
			return py.None, nil
		}},
		{Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			st, ok := self.(*py.Instance).Base.(*printoptionsVal)
			if !ok {
				return nil, py.NewTypeError("printoptions not initialized")
			}
			opt, err := m.parsePrintOptions(t, "printoptions", m.print, st.args, st.kwargs)
			if err != nil {
				return nil, err
			}
			st.saved = append(st.saved, m.print)
			m.print = opt
			return m.printOptionsDict(), nil
		}},
		{Name: "__exit__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if st, ok := self.(*py.Instance).Base.(*printoptionsVal); ok && len(st.saved) > 0 {
				m.print = st.saved[len(st.saved)-1]
				st.saved = st.saved[:len(st.saved)-1]
			}
			return py.False, nil
		}},
	}, nil)
	if err != nil {
		return err
	}
	d.SetStr("printoptions", cls)
	return nil
}
