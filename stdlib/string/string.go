// Package string implements Python's string module for krait: the
// character-class constants, capwords and Template. Template builds
// CPython's placeholder pattern from the class attributes (delimiter,
// idpattern, braceidpattern, flags) and matches it with krait's Python
// regular-expression engine, so subclasses customising those behave as
// in CPython. string.Formatter applies the dunder policy to the
// attribute steps of field names, as attribute access in code does.
package string

import (
	"errors"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/re"
)

// The constants of the string module.
const (
	asciiLowercase = "abcdefghijklmnopqrstuvwxyz"
	asciiUppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits         = "0123456789"
	punctuation    = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
	whitespace     = " \t\n\r\x0b\x0c"
)

// module is one interpreter's string module.
type module struct {
	template *py.Type
	// patterns caches the compiled placeholder pattern of each Template
	// class.
	patterns map[*py.Type]*placeholderPattern
}

// placeholderPattern is a compiled Template pattern with its group
// numbers.
type placeholderPattern struct {
	re                              *re.Pattern
	escaped, named, braced, invalid int
}

// Load creates the string module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{patterns: map[*py.Type]*placeholderPattern{}}
	mod := py.NewModule("string")
	d := mod.Dict
	d.SetStr("ascii_lowercase", py.NewStr(asciiLowercase))
	d.SetStr("ascii_uppercase", py.NewStr(asciiUppercase))
	d.SetStr("ascii_letters", py.NewStr(asciiLowercase+asciiUppercase))
	d.SetStr("digits", py.NewStr(digits))
	d.SetStr("hexdigits", py.NewStr(digits+"abcdefABCDEF"))
	d.SetStr("octdigits", py.NewStr("01234567"))
	d.SetStr("punctuation", py.NewStr(punctuation))
	d.SetStr("whitespace", py.NewStr(whitespace))
	d.SetStr("printable", py.NewStr(digits+asciiLowercase+asciiUppercase+punctuation+whitespace))
	d.SetStr("capwords", py.NewBuiltin("capwords", capwords))
	var err error
	if m.template, err = m.newTemplateClass(t); err != nil {
		return nil, err
	}
	d.SetStr("Template", m.template)
	formatter, err := newFormatterClass(t)
	if err != nil {
		return nil, err
	}
	d.SetStr("Formatter", formatter)
	// The memory walk can measure it: its functions and its classes'
	// methods close over m, names and Go functions.
	mod.Go = m
	py.MarkClassWalkable(m.template)
	py.MarkClassWalkable(formatter)
	py.MarkWalkable(mod)
	return mod, nil
}

// MemRefs visits the Template class and the Template subclasses whose
// patterns the module keeps compiled, for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(16 + int64(len(m.patterns))*256)
	w.Visit(m.template)
	for cls := range m.patterns {
		w.Visit(cls)
	}
}

// capwords is string.capwords(s, sep=None): split, capitalize each word,
// join.
func capwords(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var s, sep py.Value = nil, py.None
	if err := py.UnpackArgs("capwords", args, kwargs, []string{"s", "sep"}, 1, &s, &sep); err != nil {
		return nil, err
	}
	var splitArgs []py.Value
	if sep != py.None {
		splitArgs = []py.Value{sep}
	}
	parts, err := py.CallMethod(t, s, "split", splitArgs, nil)
	if err != nil {
		return nil, err
	}
	words, err := py.Items(t, parts)
	if err != nil {
		return nil, err
	}
	caps := make([]py.Value, len(words))
	for i, w := range words {
		if caps[i], err = py.CallMethod(t, w, "capitalize", nil, nil); err != nil {
			return nil, err
		}
	}
	joiner := sep
	if sep == py.None {
		joiner = py.NewStr(" ")
	}
	return py.CallMethod(t, joiner, "join", []py.Value{py.NewList(caps)}, nil)
}

// newTemplateClass creates string.Template.
func (m *module) newTemplateClass(t *py.Thread) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("string"))
	ns.SetStr("delimiter", py.NewStr("$"))
	ns.SetStr("idpattern", py.NewStr("(?a:[_a-z][_a-z0-9]*)"))
	ns.SetStr("braceidpattern", py.None)
	ns.SetStr("flags", py.NewInt(re.FlagIgnoreCase))
	methods := []*py.Builtin{
		{Name: "__init__", Fn: templateInit},
		{Name: "substitute", Fn: m.substitute(false)},
		{Name: "safe_substitute", Fn: m.substitute(true)},
		{Name: "get_identifiers", Fn: m.getIdentifiers},
		{Name: "is_valid", Fn: m.isValid},
	}
	for _, b := range methods {
		ns.SetStr(b.Name, b)
	}
	cls, err := py.NewClass(t, "Template", nil, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range methods {
		b.Owner = cls
	}
	return cls, nil
}

func templateInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var tmpl py.Value
	if err := py.UnpackArgs("Template.__init__", args, kwargs, []string{"template"}, 1, &tmpl); err != nil {
		return nil, err
	}
	return py.None, py.SetAttr(t, self, "template", tmpl)
}

// classStr reads a str class attribute of a Template class.
func classStr(t *py.Thread, cls *py.Type, name py.LibName) (string, bool, error) {
	v, err := py.GetAttr(t, cls, name)
	if err != nil {
		return "", false, err
	}
	if v == py.None {
		return "", false, nil
	}
	s, ok := v.(*py.Str)
	if !ok {
		return "", false, py.NewTypeError("%s must be a str, not %s", name, v.Type().Name)
	}
	return s.String(), true, nil
}

// pattern returns the placeholder pattern of a Template class, built as
// Template.__init_subclass__ builds it.
func (m *module) pattern(t *py.Thread, cls *py.Type) (*placeholderPattern, error) {
	if p, ok := m.patterns[cls]; ok {
		return p, nil
	}
	delim, _, err := classStr(t, cls, "delimiter")
	if err != nil {
		return nil, err
	}
	id, _, err := classStr(t, cls, "idpattern")
	if err != nil {
		return nil, err
	}
	bid, ok, err := classStr(t, cls, "braceidpattern")
	if err != nil {
		return nil, err
	}
	if !ok {
		bid = id
	}
	fv, err := py.GetAttr(t, cls, "flags")
	if err != nil {
		return nil, err
	}
	flags, err := py.Index(t, fv)
	if err != nil {
		return nil, err
	}
	d := re.Escape(delim)
	src := "\n    " + d + "(?:\n      (?P<escaped>" + d + ")  |\n      (?P<named>" + id + ")       |\n      {(?P<braced>" + bid + ")} |\n      (?P<invalid>)\n    )\n    "
	// The delimiter and the id patterns are the class's: the compile is
	// charged and checked as re.compile's is.
	compiled, err := re.CompileFor(t, src, int(flags)|re.FlagVerbose)
	var rerr *re.Error
	if errors.As(err, &rerr) {
		return nil, py.NewException(py.ValueErrorType, err.Error())
	} else if err != nil {
		return nil, err
	}
	p := &placeholderPattern{re: compiled}
	p.escaped, _ = compiled.GroupNumber("escaped")
	p.named, _ = compiled.GroupNumber("named")
	p.braced, _ = compiled.GroupNumber("braced")
	p.invalid, _ = compiled.GroupNumber("invalid")
	m.patterns[cls] = p
	return p, nil
}

// templateText returns self.template.
func templateText(t *py.Thread, self py.Value) (string, error) {
	v, err := py.GetAttr(t, self, "template")
	if err != nil {
		return "", err
	}
	return py.ToStr(t, v)
}

// invalidPlaceholder is the ValueError of an ill-formed placeholder at
// character index i.
func invalidPlaceholder(text []rune, i int) error {
	line, col := 1, 1
	lineStart := 0
	for k := 0; k < i; k++ {
		c := text[k]
		if c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x85 || c == 0x2028 || c == 0x2029 {
			if c == '\r' && k+1 < i && text[k+1] == '\n' {
				k++
			}
			line++
			lineStart = k + 1
		}
	}
	col = i - lineStart
	if i == 0 {
		col = 1
	}
	if line > 1 && lineStart == i {
		// The placeholder starts a line: CPython's splitlines count ends
		// at the previous line, whose length is the column.
		line--
		prev := 0
		for k := lineStart - 2; k >= 0; k-- {
			c := text[k]
			if c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x85 || c == 0x2028 || c == 0x2029 {
				prev = k + 1
				break
			}
		}
		col = i - prev
	}
	return py.NewValueError("Invalid placeholder in string: line %d, col %d", line, col)
}

// lookup returns mapping[name], keyword arguments first.
func lookup(t *py.Thread, mapping py.Value, kws []py.Kwarg, name string) (py.Value, error) {
	for i := len(kws) - 1; i >= 0; i-- {
		if kws[i].Name == name {
			return kws[i].Value, nil
		}
	}
	if mapping == nil {
		return nil, py.NewKeyError(py.NewStr(name))
	}
	return py.GetItem(t, mapping, py.NewStr(name))
}

// substitute is Template.substitute / safe_substitute(mapping={}, /,
// **kws).
func (m *module) substitute(safe bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "substitute"
		if safe {
			name = "safe_substitute"
		}
		if len(args) > 1 {
			return nil, py.NewTypeError("Template.%s() takes from 1 to 2 positional arguments but %d were given", name, len(args)+1)
		}
		var mapping py.Value
		if len(args) == 1 {
			mapping = args[0]
		}
		text, err := templateText(t, self)
		if err != nil {
			return nil, err
		}
		p, err := m.pattern(t, self.Type())
		if err != nil {
			return nil, err
		}
		delim, _, err := classStr(t, self.Type(), "delimiter")
		if err != nil {
			return nil, err
		}
		input := []rune(text)
		// The result is built piece by piece; before each piece is
		// appended, the whole result so far is checked against what is
		// left of the run's memory budget (the whole size, not the
		// increment, so nothing lets the result outgrow the budget), so
		// a template that would expand past the budget stops with the
		// memory limit before the result exists. The result is charged
		// once complete.
		var out strings.Builder
		emit := func(s string) error {
			if err := t.CheckAlloc(int64(out.Len()) + int64(len(s))); err != nil {
				return err
			}
			out.WriteString(s)
			return nil
		}
		it := p.re.Finditer(input, 0, len(input), re.ShortLookLimits(t))
		last := 0
		for {
			mo, err := it.Next()
			if err != nil {
				return nil, re.LimitError(t, err)
			}
			if mo == nil {
				break
			}
			s, e := mo.Span(0)
			if err := emit(string(input[last:s])); err != nil {
				return nil, err
			}
			last = e
			piece, err := replacement(t, p, mo, mapping, kwargs, delim, input, safe)
			if err != nil {
				return nil, err
			}
			if err := emit(piece); err != nil {
				return nil, err
			}
		}
		if err := emit(string(input[last:])); err != nil {
			return nil, err
		}
		if err := t.Alloc(int64(out.Len())); err != nil {
			return nil, err
		}
		return py.NewStr(out.String()), nil
	}
}

// replacement returns the text that replaces one placeholder match.
func replacement(t *py.Thread, p *placeholderPattern, mo *re.Match, mapping py.Value, kwargs []py.Kwarg, delim string, input []rune, safe bool) (string, error) {
	named, ok := mo.Group(p.named)
	if !ok {
		named, ok = mo.Group(p.braced)
	}
	if ok {
		v, err := lookup(t, mapping, kwargs, named)
		if err != nil {
			if ex, isEx := err.(*py.Exception); safe && isEx && ex.Matches(py.KeyErrorType) {
				s, _ := mo.Group(0)
				return s, nil
			}
			return "", err
		}
		return py.ToStr(t, v)
	}
	if _, ok := mo.Group(p.escaped); ok {
		return delim, nil
	}
	if _, ok := mo.Group(p.invalid); ok {
		if safe {
			s, _ := mo.Group(0)
			return s, nil
		}
		start, _ := mo.Span(p.invalid)
		return "", invalidPlaceholder(input, start)
	}
	return "", py.NewValueError("Unrecognized named group in pattern")
}

// matches returns every placeholder match of the template.
func (m *module) matches(t *py.Thread, self py.Value) (*placeholderPattern, []*re.Match, error) {
	text, err := templateText(t, self)
	if err != nil {
		return nil, nil, err
	}
	p, err := m.pattern(t, self.Type())
	if err != nil {
		return nil, nil, err
	}
	input := []rune(text)
	it := p.re.Finditer(input, 0, len(input), re.ShortLookLimits(t))
	// matchSize is what one kept match holds (the Match and its spans).
	const matchSize = 160
	var out []*re.Match
	for {
		mo, err := it.Next()
		if err != nil {
			return nil, nil, re.LimitError(t, err)
		}
		if mo == nil {
			return p, out, nil
		}
		if err := t.Alloc(matchSize); err != nil { // the match kept
			return nil, nil, err
		}
		out = append(out, mo) //krait:alloc-ok charged matchSize per match just above
	}
}

// getIdentifiers is Template.get_identifiers(): the placeholder names in
// order of first appearance.
func (m *module) getIdentifiers(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	p, ms, err := m.matches(t, self)
	if err != nil {
		return nil, err
	}
	var ids []py.Value
	seen := map[string]bool{}
	for _, mo := range ms {
		named, ok := mo.Group(p.named)
		if !ok {
			named, ok = mo.Group(p.braced)
		}
		if ok && !seen[named] {
			seen[named] = true
			ids = append(ids, py.NewStr(named)) //krait:alloc-ok one per match in ms, each charged (matchSize) when kept
		}
	}
	return py.NewList(ids), nil
}

// isValid is Template.is_valid(): no ill-formed placeholder.
func (m *module) isValid(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	p, ms, err := m.matches(t, self)
	if err != nil {
		return nil, err
	}
	for _, mo := range ms {
		if _, ok := mo.Group(p.invalid); ok {
			return py.False, nil
		}
	}
	return py.True, nil
}
