package csv

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// dialect is a validated set of formatting options: a _csv.Dialect.
type dialect struct {
	delimiter, quotechar, escapechar rune // quotechar/escapechar 0 when None
	doublequote, skipinitialspace    bool
	strict                           bool
	lineterminator                   string
	quoting                          int
}

// Type returns _csv.Dialect.
func (*dialect) Type() *py.Type { return dialectType }

// dialectAttrs are the option names, in the order _csv validates them.
var dialectAttrs = []string{"doublequote", "delimiter", "escapechar", "lineterminator", "quotechar", "quoting", "skipinitialspace", "strict"}

// charValue is a one-character option as Python sees it.
func charValue(c rune) py.Value {
	if c == 0 {
		return py.None
	}
	return py.NewStr(string(c))
}

// dialectType is _csv.Dialect: read-only attributes.
var dialectType = func() *py.Type {
	get := func(f func(d *dialect) py.Value) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, ok := self.(*dialect)
			if !ok {
				return nil, py.NewTypeError("descriptor needs a '_csv.Dialect' object")
			}
			return f(d), nil
		}
	}
	return builtinType("Dialect", "_csv", nil, map[string]py.BuiltinFunc{
		"delimiter":        get(func(d *dialect) py.Value { return charValue(d.delimiter) }),
		"quotechar":        get(func(d *dialect) py.Value { return charValue(d.quotechar) }),
		"escapechar":       get(func(d *dialect) py.Value { return charValue(d.escapechar) }),
		"doublequote":      get(func(d *dialect) py.Value { return py.NewBool(d.doublequote) }),
		"skipinitialspace": get(func(d *dialect) py.Value { return py.NewBool(d.skipinitialspace) }),
		"strict":           get(func(d *dialect) py.Value { return py.NewBool(d.strict) }),
		"lineterminator":   get(func(d *dialect) py.Value { return py.NewStr(d.lineterminator) }),
		"quoting":          get(func(d *dialect) py.Value { return py.NewInt(int64(d.quoting)) }),
	})
}()

// setChar reads a one-character option (None allowed when nullable).
func setChar(name string, v py.Value, nullable bool) (rune, error) {
	if v == py.None && nullable {
		return 0, nil
	}
	s, ok := v.(*py.Str)
	if !ok {
		if nullable {
			return 0, py.NewTypeError("\"%s\" must be string or None, not %s", name, py.TypeName(v))
		}
		return 0, py.NewTypeError("\"%s\" must be string, not %s", name, py.TypeName(v))
	}
	r := []rune(s.String())
	if len(r) != 1 {
		return 0, py.NewTypeError("\"%s\" must be a 1-character string", name)
	}
	return r[0], nil
}

// parseDialect is _csv.Dialect(dialect, **kwargs): dv is a registered
// name, a _csv.Dialect, any object whose attributes name the options, or
// nil; kwargs override it. It returns no leftover keywords (an unknown one
// is a TypeError); the second result is kept for the callers' shape.
func (m *module) parseDialect(t *py.Thread, dv py.Value, kwargs []py.Kwarg) (*dialect, []py.Kwarg, error) {
	given := map[string]py.Value{}
	for _, kw := range kwargs {
		known := false
		for _, a := range dialectAttrs {
			known = known || a == kw.Name
		}
		if !known {
			return nil, nil, py.NewTypeError("'%s' is an invalid keyword argument for this function", kw.Name)
		}
		given[kw.Name] = kw.Value
	}
	if name, ok := dv.(*py.Str); ok {
		reg, ok := m.dialects[name.String()]
		if !ok {
			return nil, nil, m.fail("unknown dialect")
		}
		dv = reg
	}
	if d, ok := dv.(*dialect); ok && len(given) == 0 {
		return d, nil, nil
	}
	if dv != nil && dv != py.None {
		for _, a := range dialectAttrs {
			if _, ok := given[a]; ok {
				continue
			}
			v, err := py.GetAttrByName(t, dv, a)
			if err != nil {
				if exc, ok := err.(*py.Exception); ok && exc.Type().IsSubtype(py.AttributeErrorType) {
					continue
				}
				return nil, nil, err
			}
			given[a] = v
		}
	}
	d := &dialect{delimiter: ',', quotechar: '"', doublequote: true, lineterminator: "\r\n"}
	var err error
	truth := func(name string, dst *bool) {
		if v, ok := given[name]; ok && err == nil {
			*dst, err = py.Truth(t, v)
		}
	}
	char := func(name string, dst *rune, nullable bool) {
		if v, ok := given[name]; ok && err == nil {
			*dst, err = setChar(name, v, nullable)
		}
	}
	truth("doublequote", &d.doublequote)
	char("delimiter", &d.delimiter, false)
	char("escapechar", &d.escapechar, true)
	lineNone := false
	if v, ok := given["lineterminator"]; ok && err == nil {
		if v == py.None {
			lineNone = true
		} else if s, ok := v.(*py.Str); ok {
			d.lineterminator = s.String()
		} else {
			err = py.NewTypeError("\"lineterminator\" must be a string")
		}
	}
	char("quotechar", &d.quotechar, true)
	if v, ok := given["quoting"]; ok && err == nil {
		q, isInt := py.AsInt64(v)
		if v.Type() != py.IntType || !isInt {
			err = py.NewTypeError("\"quoting\" must be an integer")
		} else {
			d.quoting = int(q)
			if q < quoteMinimal || q > quoteNone {
				err = py.NewTypeError("bad \"quoting\" value")
			}
		}
	}
	truth("skipinitialspace", &d.skipinitialspace)
	truth("strict", &d.strict)
	if err != nil {
		return nil, nil, err
	}
	if _, set := given["quoting"]; !set && given["quotechar"] == py.None {
		d.quoting = quoteNone
	}
	if d.quoting != quoteNone && d.quotechar == 0 {
		return nil, nil, py.NewTypeError("quotechar must be set if quoting enabled")
	}
	if lineNone {
		return nil, nil, py.NewTypeError("lineterminator must be set")
	}
	return d, nil, nil
}

// callDialect is the dialect of csv.reader/csv.writer(f, dialect='excel',
// **fmtparams): the dialect argument (by position or name) with the
// format parameters applied.
func (m *module) callDialect(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (*dialect, error) {
	if len(args) < 1 || len(args) > 2 {
		return nil, py.NewTypeError("expected at least 1 argument, got %d", len(args))
	}
	var dv py.Value
	if len(args) == 2 {
		dv = args[1]
	}
	var fmtparams []py.Kwarg
	for _, kw := range kwargs {
		if kw.Name == "dialect" {
			if dv != nil {
				return nil, py.NewTypeError("argument for function given by name ('dialect') and position (1)")
			}
			dv = kw.Value
			continue
		}
		fmtparams = append(fmtparams, kw)
	}
	d, rest, err := m.parseDialect(t, dv, fmtparams)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, py.NewTypeError("'%s' is an invalid keyword argument for this function", rest[0].Name)
	}
	return d, nil
}

// registerDialect is csv.register_dialect(name, dialect=None, **fmtparams).
func (m *module) registerDialect(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) < 1 || len(args) > 2 {
		return nil, py.NewTypeError("register_dialect() expected at most 2 arguments, got %d", len(args))
	}
	name, ok := args[0].(*py.Str)
	if !ok {
		return nil, py.NewTypeError("dialect name must be a string")
	}
	var dv py.Value
	if len(args) == 2 {
		dv = args[1]
	}
	d, _, err := m.parseDialect(t, dv, kwargs)
	if err != nil {
		return nil, err
	}
	m.register(name.String(), d)
	return py.None, nil
}

// register adds (or replaces) a registry entry.
func (m *module) register(name string, d *dialect) {
	if _, ok := m.dialects[name]; !ok {
		m.order = append(m.order, name)
	}
	m.dialects[name] = d
}

// nameArg reads the single name argument of get_dialect/unregister_dialect
// and finds it in the registry.
func (m *module) nameArg(fname string, args []py.Value, kwargs []py.Kwarg) (string, *dialect, error) {
	var v py.Value
	if err := py.UnpackArgs(fname, args, kwargs, []string{"name"}, 1, &v); err != nil {
		return "", nil, err
	}
	s, ok := v.(*py.Str)
	if !ok {
		return "", nil, m.fail("unknown dialect")
	}
	d, ok := m.dialects[s.String()]
	if !ok {
		return "", nil, m.fail("unknown dialect")
	}
	return s.String(), d, nil
}

// getDialect is csv.get_dialect(name).
func (m *module) getDialect(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	_, d, err := m.nameArg("get_dialect", args, kwargs)
	if err != nil {
		return nil, err
	}
	return d, nil
}

// unregisterDialect is csv.unregister_dialect(name).
func (m *module) unregisterDialect(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	name, _, err := m.nameArg("unregister_dialect", args, kwargs)
	if err != nil {
		return nil, err
	}
	delete(m.dialects, name)
	for i, n := range m.order {
		if n == name {
			m.order = append(m.order[:i:i], m.order[i+1:]...) //krait:alloc-ok a copy of the registry's order less one name (no larger than it)
			break
		}
	}
	return py.None, nil
}

// listDialects is csv.list_dialects().
func (m *module) listDialects(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("list_dialects", args, kwargs); err != nil {
		return nil, err
	}
	out := make([]py.Value, len(m.order))
	for i, n := range m.order {
		out[i] = py.NewStr(n)
	}
	return py.NewListCharged(t, out)
}

// fieldSizeLimit is csv.field_size_limit([new_limit]): the old limit.
func (m *module) fieldSizeLimit(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v py.Value
	if len(args)+len(kwargs) > 1 {
		return nil, py.NewTypeError("field_size_limit() takes at most 1 argument (%d given)", len(args)+len(kwargs))
	}
	if err := py.UnpackArgs("field_size_limit", args, kwargs, []string{"new_limit"}, 0, &v); err != nil {
		return nil, err
	}
	old := m.fieldLimit
	if v != nil {
		n, ok := py.AsInt64(v)
		if v.Type() != py.IntType || !ok {
			return nil, py.NewTypeError("limit must be an integer")
		}
		m.fieldLimit = n
	}
	return py.NewInt(old), nil
}

// installDialects creates csv.Dialect and its three standard subclasses
// and registers excel, excel-tab and unix.
func (m *module) installDialects(t *py.Thread, ns *py.Dict) error {
	none := map[string]py.Value{"_name": py.NewStr(""), "_valid": py.False}
	for _, a := range []string{"delimiter", "quotechar", "escapechar", "doublequote", "skipinitialspace", "lineterminator", "quoting"} {
		none[a] = py.None
	}
	var err error
	m.dialectCls, err = goclass.New(t, goclass.Spec{Module: "csv", Name: "Dialect", Attrs: none,
		Methods: []goclass.Method{{Name: "__init__", Fn: m.dialectInit}}})
	if err != nil {
		return err
	}
	excelAttrs := map[string]py.Value{
		"delimiter": py.NewStr(","), "quotechar": py.NewStr("\""), "doublequote": py.True,
		"skipinitialspace": py.False, "lineterminator": py.NewStr("\r\n"), "quoting": py.NewInt(quoteMinimal),
	}
	excel, err := goclass.New(t, goclass.Spec{Module: "csv", Name: "excel", Bases: []*py.Type{m.dialectCls}, Attrs: excelAttrs})
	if err != nil {
		return err
	}
	excelTab, err := goclass.New(t, goclass.Spec{Module: "csv", Name: "excel_tab", Bases: []*py.Type{excel},
		Attrs: map[string]py.Value{"delimiter": py.NewStr("\t")}})
	if err != nil {
		return err
	}
	unixAttrs := map[string]py.Value{}
	for k, v := range excelAttrs {
		unixAttrs[k] = v
	}
	unixAttrs["lineterminator"] = py.NewStr("\n")
	unixAttrs["quoting"] = py.NewInt(quoteAll)
	unix, err := goclass.New(t, goclass.Spec{Module: "csv", Name: "unix_dialect", Bases: []*py.Type{m.dialectCls}, Attrs: unixAttrs})
	if err != nil {
		return err
	}
	for _, e := range []struct {
		name, reg string
		cls       *py.Type
	}{{"excel", "excel", excel}, {"excel_tab", "excel-tab", excelTab}, {"unix_dialect", "unix", unix}} {
		d, _, err := m.parseDialect(t, e.cls, nil)
		if err != nil {
			return err
		}
		m.register(e.reg, d)
		ns.SetStr(e.name, e.cls)
	}
	ns.SetStr("Dialect", m.dialectCls)
	return nil
}

// dialectInit is csv.Dialect.__init__: subclasses are marked valid, and
// the options are validated, a TypeError becoming csv.Error.
func (m *module) dialectInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.UnpackArgs("__init__", args, kwargs, nil, 0); err != nil {
		return nil, err
	}
	if self.Type() != m.dialectCls {
		if err := py.SetAttr(t, self, "_valid", py.True); err != nil {
			return nil, err
		}
	}
	if _, _, err := m.parseDialect(t, self, nil); err != nil {
		if exc, ok := err.(*py.Exception); ok && exc.Type().IsSubtype(py.TypeErrorType) {
			s, serr := py.ToStr(t, exc)
			if serr != nil {
				return nil, serr
			}
			return nil, m.fail(s)
		}
		return nil, err
	}
	return py.None, nil
}
