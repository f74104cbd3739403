// Package textwrap implements Python's textwrap module for krait: wrap,
// fill, shorten, dedent, indent and TextWrapper, with CPython's
// algorithm (the same chunking patterns, run on krait's Python regular
// expression engine, and the same line assembly), so output is
// byte-identical.
package textwrap

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// optionNames are TextWrapper's keyword arguments, in order.
var optionNames = []string{"width", "initial_indent", "subsequent_indent", "expand_tabs", "replace_whitespace",
	"fix_sentence_endings", "break_long_words", "drop_whitespace", "break_on_hyphens", "tabsize", "*max_lines", "*placeholder"}

// defaults returns TextWrapper's default option values, by name.
func defaults() []py.Value {
	return []py.Value{py.NewInt(70), py.NewStr(""), py.NewStr(""), py.True, py.True, py.False, py.True, py.True, py.True, py.NewInt(8), py.None, py.NewStr(" [...]")}
}

// module is one interpreter's textwrap module.
type module struct {
	p       *patterns
	wrapper *py.Type
}

// Load creates the textwrap module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	p, err := compilePatterns()
	if err != nil {
		return nil, err
	}
	m := &module{p: p}
	if m.wrapper, err = m.newWrapperClass(t); err != nil {
		return nil, err
	}
	mod := py.NewModule("textwrap")
	mod.Dict.SetStr("TextWrapper", m.wrapper)
	mod.Dict.SetStr("wrap", py.NewBuiltin("wrap", m.wrapFunc(false)))
	mod.Dict.SetStr("fill", py.NewBuiltin("fill", m.wrapFunc(true)))
	mod.Dict.SetStr("shorten", py.NewBuiltin("shorten", m.shorten))
	mod.Dict.SetStr("dedent", py.NewBuiltin("dedent", dedent))
	mod.Dict.SetStr("indent", py.NewBuiltin("indent", indent))
	// The memory walk can measure it: its functions and TextWrapper's
	// methods close over m (the class and compiled Go patterns).
	mod.Go = m
	py.MarkClassWalkable(m.wrapper)
	py.MarkWalkable(mod)
	return mod, nil
}

// MemRefs visits the TextWrapper class for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(16)
	w.Visit(m.wrapper)
}

// parseOptions converts option values (in optionNames order) to options.
func parseOptions(t *py.Thread, vals []py.Value) (options, error) {
	var o options
	var err error
	if !vals[0].Type().IsSubtype(py.IntType) {
		// TextWrapper compares width with 0 before anything else.
		if _, err := py.Compare(t, py.Le, vals[0], py.NewInt(0)); err != nil {
			return o, err
		}
	}
	ints := []struct {
		v   py.Value
		dst *int
	}{{vals[0], &o.width}, {vals[9], &o.tabsize}}
	for _, i := range ints {
		n, err := py.Index(t, i.v)
		if err != nil {
			return o, err
		}
		*i.dst = int(n)
	}
	o.maxLines = -1
	if vals[10] != py.None {
		n, err := py.Index(t, vals[10])
		if err != nil {
			return o, err
		}
		o.maxLines = int(n)
	}
	strs := []struct {
		v   py.Value
		dst *string
	}{{vals[1], &o.initialIndent}, {vals[2], &o.subsequentIndent}, {vals[11], &o.placeholder}}
	for _, s := range strs {
		if *s.dst, err = py.ToStr(t, s.v); err != nil {
			return o, err
		}
	}
	bools := []struct {
		v   py.Value
		dst *bool
	}{{vals[3], &o.expandTabs}, {vals[4], &o.replaceWhitespace}, {vals[5], &o.fixSentenceEndings},
		{vals[6], &o.breakLongWords}, {vals[7], &o.dropWhitespace}, {vals[8], &o.breakOnHyphens}}
	for _, b := range bools {
		if *b.dst, err = py.Truth(t, b.v); err != nil {
			return o, err
		}
	}
	return o, nil
}

// unpackOptions parses TextWrapper's arguments (after the ones already
// consumed) into option values.
func unpackOptions(fname string, args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	vals := defaults()
	ptrs := make([]*py.Value, len(vals))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for _, kw := range kwargs {
		known := false
		for _, n := range optionNames {
			if strings.TrimPrefix(n, "*") == kw.Name {
				known = true
			}
		}
		if !known {
			return nil, py.NewTypeError("TextWrapper.__init__() got an unexpected keyword argument '%s'", kw.Name)
		}
	}
	if err := py.UnpackArgs(fname, args, kwargs, optionNames, 0, ptrs...); err != nil {
		return nil, err
	}
	return vals, nil
}

// wrapFunc is wrap(text, width=70, **kwargs) and fill(...).
func (m *module) wrapFunc(fill bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "wrap"
		if fill {
			name = "fill"
		}
		if len(args) == 0 {
			return nil, py.NewTypeError("%s() missing 1 required positional argument: 'text'", name)
		}
		if len(args) > 2 {
			return nil, py.NewTypeError("%s() takes from 1 to 2 positional arguments but %d were given", name, len(args))
		}
		vals, err := unpackOptions(name, args[1:], kwargs)
		if err != nil {
			return nil, err
		}
		o, err := parseOptions(t, vals)
		if err != nil {
			return nil, err
		}
		return m.run(t, o, args[0], fill)
	}
}

// run wraps text (or fills it) with the options.
func (m *module) run(t *py.Thread, o options, text py.Value, fill bool) (py.Value, error) {
	s, ok := text.(*py.Str)
	if !ok {
		return nil, py.NewAttributeError("'%s' object has no attribute 'expandtabs'", text.Type().Name)
	}
	w := &wrapper{t: t, p: m.p, opt: o}
	lines, err := w.wrap(s.String())
	if err != nil {
		return nil, err
	}
	if fill {
		// Sized and charged before the join makes it.
		n := max(len(lines)-1, 0)
		for _, l := range lines {
			n += len(l)
		}
		if err := t.Alloc(int64(n)); err != nil {
			return nil, err
		}
		return py.NewStr(strings.Join(lines, "\n")), nil
	}
	// The lines' text is charged (joinLine); their str objects are
	// charged here, before they are made.
	if err := t.Alloc(int64(len(lines)) * py.StrObjectSize); err != nil {
		return nil, err
	}
	items := make([]py.Value, len(lines)) //krait:alloc-ok one value a line: lines were charged as they grew (wrapChunks), NewListCharged charges the list
	for i, l := range lines {
		items[i] = py.NewStr(l)
	}
	return py.NewListCharged(t, items)
}

// shorten is shorten(text, width, **kwargs): collapse whitespace and
// truncate to one line ending with the placeholder.
func (m *module) shorten(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var text, width py.Value
	var rest []py.Kwarg
	for _, kw := range kwargs {
		switch kw.Name {
		case "text":
			text = kw.Value
		case "width":
			width = kw.Value
		default:
			rest = append(rest, kw)
		}
	}
	if len(args) > 0 {
		text = args[0]
	}
	if len(args) > 1 {
		width = args[1]
	}
	if len(args) > 2 {
		return nil, py.NewTypeError("shorten() takes 2 positional arguments but %d were given", len(args))
	}
	if text == nil || width == nil {
		return nil, py.NewTypeError("shorten() missing 1 required positional argument: '%s'", map[bool]string{true: "text", false: "width"}[text == nil])
	}
	if err := t.Alloc(int64(32 * (2 + len(rest)))); err != nil {
		return nil, err
	}
	vals, err := unpackOptions("shorten", nil, append([]py.Kwarg{{Name: "width", Value: width}, {Name: "max_lines", Value: py.NewInt(1)}}, rest...))
	if err != nil {
		return nil, err
	}
	o, err := parseOptions(t, vals)
	if err != nil {
		return nil, err
	}
	s, err := py.ToStr(t, text)
	if err != nil {
		return nil, err
	}
	// The words (at most one per two bytes) and their join.
	if err := t.Alloc(int64(len(s)) + int64(len(s)/2+1)*py.PieceSize); err != nil {
		return nil, err
	}
	return m.run(t, o, py.NewStr(strings.Join(strings.FieldsFunc(s, isSpace), " ")), true)
}

// newWrapperClass creates TextWrapper: its options are instance
// attributes, read by wrap and fill at each call.
func (m *module) newWrapperClass(t *py.Thread) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("textwrap"))
	methods := []*py.Builtin{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := unpackOptions("TextWrapper", args, kwargs)
			if err != nil {
				return nil, err
			}
			for i, n := range optionNames {
				if err := py.SetAttrByName(t, self, strings.TrimPrefix(n, "*"), vals[i]); err != nil {
					return nil, err
				}
			}
			return py.None, nil
		}},
		{Name: "wrap", Fn: m.method(false)},
		{Name: "fill", Fn: m.method(true)},
	}
	for _, b := range methods {
		ns.SetStr(b.Name, b)
	}
	cls, err := py.NewClass(t, "TextWrapper", nil, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range methods {
		b.Owner = cls
	}
	return cls, nil
}

// method is TextWrapper.wrap(text) / fill(text).
func (m *module) method(fill bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var text py.Value
		if err := py.UnpackArgs("wrap", args, kwargs, []string{"text"}, 1, &text); err != nil {
			return nil, err
		}
		vals := make([]py.Value, len(optionNames))
		for i, n := range optionNames {
			v, err := py.GetAttrByName(t, self, strings.TrimPrefix(n, "*"))
			if err != nil {
				return nil, err
			}
			vals[i] = v
		}
		o, err := parseOptions(t, vals)
		if err != nil {
			return nil, err
		}
		return m.run(t, o, text, fill)
	}
}

// dedent is textwrap.dedent(text): remove the common leading whitespace.
func dedent(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var text py.Value
	if err := py.UnpackArgs("dedent", args, kwargs, []string{"text"}, 1, &text); err != nil {
		return nil, err
	}
	s, ok := text.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("expected string or bytes-like object, got '%s'", text.Type().Name)
	}
	if err := t.Charge(int64(len(s.String()))); err != nil {
		return nil, err
	}
	lines, err := py.SplitCharged(t, s.String(), "\n")
	if err != nil {
		return nil, err
	}
	margin, haveMargin := "", false
	for i, l := range lines {
		if l != "" && strings.Trim(l, " \t") == "" {
			lines[i] = ""
			continue
		}
		if l == "" {
			continue
		}
		ind := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
		switch {
		case !haveMargin:
			margin, haveMargin = ind, true
		case strings.HasPrefix(ind, margin):
		case strings.HasPrefix(margin, ind):
			margin = ind
		default:
			for k := 0; k < len(margin) && k < len(ind); k++ {
				if margin[k] != ind[k] {
					margin = margin[:k]
					break
				}
			}
		}
	}
	if margin != "" {
		for i, l := range lines {
			lines[i] = strings.TrimPrefix(l, margin)
		}
	}
	return py.NewStr(strings.Join(lines, "\n")), nil
}

// indent is textwrap.indent(text, prefix, predicate=None): prefix the
// lines the predicate accepts (by default, those not only whitespace).
func indent(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var text, prefix, predicate py.Value = nil, nil, py.None
	if err := py.UnpackArgs("indent", args, kwargs, []string{"text", "prefix", "predicate"}, 2, &text, &prefix, &predicate); err != nil {
		return nil, err
	}
	pre, isStr := "", false
	if s, ok := prefix.(*py.Str); ok {
		pre, isStr = s.String(), true
	}
	lv, err := py.CallMethod(t, text, "splitlines", []py.Value{py.True}, nil)
	if err != nil {
		return nil, err
	}
	lines, err := py.Items(t, lv)
	if err != nil {
		return nil, err
	}
	b := py.NewTextBuilder(t)
	for _, l := range lines {
		ls, err := py.ToStr(t, l)
		if err != nil {
			return nil, err
		}
		var ok bool
		if predicate == py.None {
			ok = !blank(ls)
		} else {
			r, err := py.Call(t, predicate, []py.Value{l}, nil)
			if err != nil {
				return nil, err
			}
			if ok, err = py.Truth(t, r); err != nil {
				return nil, err
			}
		}
		if ok {
			if !isStr {
				// prefix + line, with Python's error for a non-str prefix.
				r, err := py.Binary(t, py.Add, prefix, l)
				if err != nil {
					return nil, err
				}
				if ls, err = py.ToStr(t, r); err != nil {
					return nil, err
				}
				if err := b.WriteString(ls); err != nil {
					return nil, err
				}
				continue
			}
			if err := b.WriteString(pre); err != nil {
				return nil, err
			}
		}
		if err := b.WriteString(ls); err != nil {
			return nil, err
		}
	}
	return b.Str()
}
