// Package warnings implements Python's warnings module for krait: the
// filter list (filterwarnings, simplefilter, resetwarnings, filters),
// warn with CPython 3.11's default filters, actions and per-module
// registries, catch_warnings, and the printed form CPython writes to
// stderr ("file:line: Category: message" and the source line), which
// goes to the program's stderr stream (py.Thread.WriteErr). The file and
// line come from the interpreter's Caller hook.
package warnings

import (
	"regexp"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// filter is one entry of warnings.filters.
type filter struct {
	action   string
	message  *regexp.Regexp // nil matches every message
	msgText  py.Value       // the pattern as given (None when empty)
	category *py.Type
	module   *regexp.Regexp
	modText  py.Value
	lineno   int64
}

// module is one interpreter's warnings state.
type module struct {
	filters []filter
	// registry holds, per module, the warnings already shown (CPython's
	// __warningregistry__): it is emptied whenever the filters change,
	// as CPython's registries are by the filters' version.
	registry map[regKey]bool
	record   *py.List // catch_warnings(record=True) log, or nil
	msgClass *py.Type // WarningMessage
	// showOrig and formatOrig are the module's own showwarning and
	// formatwarning: a program that assigns others gets them called.
	showOrig, formatOrig py.Value
	// saved holds what each entered catch_warnings restores on exit.
	saved map[*py.Instance]*savedState
	mod   *py.Module
}

var actions = map[string]bool{"error": true, "ignore": true, "always": true, "default": true, "module": true, "once": true}

// defaultFilters are CPython 3.11's filters in a release build.
func defaultFilters() []filter {
	mainMod := regexp.MustCompile(`^(?:__main__)`)
	return []filter{
		{action: "default", category: py.DeprecationWarningType, module: mainMod, modText: py.NewStr("__main__"), msgText: py.None},
		{action: "ignore", category: py.DeprecationWarningType, msgText: py.None, modText: py.None},
		{action: "ignore", category: py.PendingDeprecationWarningType, msgText: py.None, modText: py.None},
		{action: "ignore", category: py.ImportWarningType, msgText: py.None, modText: py.None},
		{action: "ignore", category: py.ResourceWarningType, msgText: py.None, modText: py.None},
	}
}

// Load creates the warnings module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{filters: defaultFilters(), registry: map[regKey]bool{}, saved: map[*py.Instance]*savedState{}}
	mod := py.NewModule("warnings")
	m.mod = mod
	d := mod.Dict
	var err error
	m.msgClass, err = goclass.New(t, goclass.Spec{
		Module:  "warnings",
		Name:    "WarningMessage",
		Methods: []goclass.Method{{Name: "__str__", Fn: warningMessageStr}},
	})
	if err != nil {
		return nil, err
	}
	d.SetStr("WarningMessage", m.msgClass)
	cw, err := goclass.New(t, goclass.Spec{
		Module: "warnings",
		Name:   "catch_warnings",
		Methods: []goclass.Method{
			{Name: "__init__", Fn: m.catchInit},
			{Name: "__enter__", Fn: m.catchEnter},
			{Name: "__exit__", Fn: m.catchExit},
		},
	})
	if err != nil {
		return nil, err
	}
	d.SetStr("catch_warnings", cw)
	d.SetStr("filterwarnings", py.NewBuiltin("filterwarnings", m.filterwarnings))
	d.SetStr("simplefilter", py.NewBuiltin("simplefilter", m.simplefilter))
	d.SetStr("resetwarnings", py.NewBuiltin("resetwarnings", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("resetwarnings", args, kwargs); err != nil {
			return nil, err
		}
		m.filters = nil
		m.mutated()
		return py.None, nil
	}))
	d.SetStr("warn", py.NewBuiltin("warn", m.warn))
	d.SetStr("warn_explicit", py.NewBuiltin("warn_explicit", m.warnExplicit))
	d.SetStr("defaultaction", py.NewStr("default"))
	d.SetStr("onceregistry", py.NewDict())
	m.formatOrig = py.NewBuiltin("formatwarning", formatwarning)
	d.SetStr("formatwarning", m.formatOrig)
	m.showOrig = py.NewBuiltin("showwarning", showwarning)
	d.SetStr("showwarning", m.showOrig)
	m.syncFilters()
	mod.Go = m
	py.MarkClassWalkable(m.msgClass)
	py.MarkClassWalkable(cw)
	py.MarkWalkable(mod)
	return mod, nil
}

// warningMessageStr is WarningMessage.__str__.
func warningMessageStr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	out := "{"
	for i, name := range []py.LibName{"message", "category", "filename", "lineno", "line"} {
		v, err := py.GetAttr(t, self, name)
		if err != nil {
			return nil, err
		}
		var r string
		if c, ok := v.(*py.Type); ok && name == "category" {
			r = "'" + c.Name + "'"
		} else if r, err = py.Repr(t, v); err != nil {
			return nil, err
		}
		if i > 0 {
			out += ", "
		}
		out += string(name) + " : " + r
	}
	return py.NewStr(out + "}"), nil
}

// syncFilters republishes warnings.filters as CPython's list of
// (action, message, category, module, lineno) tuples.
func (m *module) syncFilters() {
	items := make([]py.Value, len(m.filters))
	for i, f := range m.filters {
		items[i] = py.NewTuple([]py.Value{py.NewStr(f.action), f.msgText, f.category, f.modText, py.NewInt(f.lineno)})
	}
	m.mod.Dict.SetStr("filters", py.NewList(items))
}

// compilePattern compiles a message or module pattern; message patterns
// ignore case as CPython's re.I does. Both match at the start.
func compilePattern(what string, v py.Value, ignoreCase bool) (*regexp.Regexp, py.Value, error) {
	s, ok := v.(*py.Str)
	if !ok {
		return nil, nil, py.NewException(py.AssertionErrorType, what+" must be a string")
	}
	if s.String() == "" {
		return nil, py.None, nil
	}
	prefix := ""
	if ignoreCase {
		prefix = "(?i)"
	}
	re, err := regexp.Compile(prefix + "^(?:" + s.String() + ")")
	if err != nil {
		return nil, nil, py.NewValueError("krait's warnings filters support only RE2 patterns: %s", err)
	}
	return re, s, nil
}

// addFilter inserts f at the front (or the end) of the filters, after
// removing an identical filter; the new list is charged first.
func (m *module) addFilter(t *py.Thread, f filter, appendIt bool) error {
	if err := t.Alloc(filterSize * int64(len(m.filters)+1)); err != nil {
		return err
	}
	for i, g := range m.filters {
		if g.action == f.action && g.category == f.category && g.lineno == f.lineno && sameText(g.msgText, f.msgText) && sameText(g.modText, f.modText) {
			m.filters = append(m.filters[:i], m.filters[i+1:]...) //krait:alloc-ok in place: removes one filter (no growth)
			break
		}
	}
	if appendIt {
		m.filters = append(m.filters, f)
	} else {
		m.filters = append([]filter{f}, m.filters...)
	}
	m.mutated()
	return nil
}

// mutated records that the filters changed: every registry forgets the
// warnings it has shown (CPython's _filters_mutated), and warnings.filters
// is republished.
func (m *module) mutated() {
	clear(m.registry)
	m.syncFilters()
}

func sameText(a, b py.Value) bool {
	as, aok := a.(*py.Str)
	bs, bok := b.(*py.Str)
	if aok && bok {
		return as.String() == bs.String()
	}
	return a == b
}

func checkFilterArgs(action, category, lineno py.Value) (string, *py.Type, int64, error) {
	a, ok := action.(*py.Str)
	if !ok || !actions[a.String()] {
		r := "invalid action"
		if ok {
			r = "invalid action: '" + a.String() + "'"
		}
		return "", nil, 0, py.NewException(py.AssertionErrorType, r)
	}
	c, ok := category.(*py.Type)
	if !ok || !c.IsSubtype(py.WarningType) {
		return "", nil, 0, py.NewException(py.AssertionErrorType, "category must be a Warning subclass")
	}
	n, ok := lineno.(py.Int)
	if !ok || n < 0 {
		return "", nil, 0, py.NewException(py.AssertionErrorType, "lineno must be an int >= 0")
	}
	return a.String(), c, int64(n), nil
}

func (m *module) filterwarnings(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var action, message, category, mod, lineno, appendIt py.Value = nil, py.NewStr(""), py.WarningType, py.NewStr(""), py.NewInt(0), py.False
	if err := py.UnpackArgs("filterwarnings", args, kwargs, []string{"action", "message", "category", "module", "lineno", "append"}, 1, &action, &message, &category, &mod, &lineno, &appendIt); err != nil {
		return nil, err
	}
	act, cat, line, err := checkFilterArgs(action, category, lineno)
	if err != nil {
		return nil, err
	}
	msgRe, msgText, err := compilePattern("message", message, true)
	if err != nil {
		return nil, err
	}
	modRe, modText, err := compilePattern("module", mod, false)
	if err != nil {
		return nil, err
	}
	app, err := py.Truth(t, appendIt)
	if err != nil {
		return nil, err
	}
	if err := m.addFilter(t, filter{action: act, message: msgRe, msgText: msgText, category: cat, module: modRe, modText: modText, lineno: line}, app); err != nil {
		return nil, err
	}
	return py.None, nil
}

func (m *module) simplefilter(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var action, category, lineno, appendIt py.Value = nil, py.WarningType, py.NewInt(0), py.False
	if err := py.UnpackArgs("simplefilter", args, kwargs, []string{"action", "category", "lineno", "append"}, 1, &action, &category, &lineno, &appendIt); err != nil {
		return nil, err
	}
	act, cat, line, err := checkFilterArgs(action, category, lineno)
	if err != nil {
		return nil, err
	}
	app, err := py.Truth(t, appendIt)
	if err != nil {
		return nil, err
	}
	if err := m.addFilter(t, filter{action: act, msgText: py.None, category: cat, modText: py.None, lineno: line}, app); err != nil {
		return nil, err
	}
	return py.None, nil
}

// warn is warnings.warn: the warning is attributed to the frame
// stacklevel levels out (1: the caller), as CPython's is.
func (m *module) warn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var message, category, stacklevel, source py.Value = nil, py.None, py.NewInt(1), py.None
	if err := py.UnpackArgs("warn", args, kwargs, []string{"message", "category", "stacklevel", "source"}, 1, &message, &category, &stacklevel, &source); err != nil {
		return nil, err
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	cat := py.UserWarningType
	if exc, ok := message.(*py.Exception); ok && exc.Matches(py.WarningType) {
		cat = exc.Type()
	} else if category != py.None {
		c, ok := category.(*py.Type)
		if !ok || !c.IsSubtype(py.WarningType) {
			return nil, py.NewTypeError("category must be a Warning subclass, not '%s'", category.Type().Name)
		}
		cat = c
	}
	level, ok := stacklevel.(py.Int)
	if !ok {
		return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", stacklevel.Type().Name)
	}
	// Beyond the outermost frame CPython attributes the warning to sys.
	where := py.CallerFrame{Filename: "sys", Lineno: 1, Module: "sys"}
	if t.Caller != nil {
		if cf, ok := t.Caller(int(max(level, 1))); ok {
			where = cf
		}
	}
	return m.warnAt(t, message, cat, where, source)
}

// warnExplicit is warnings.warn_explicit: warn with the file, line and
// module given.
func (m *module) warnExplicit(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var message, category, filename, lineno, modName, registry, globals, source py.Value = nil, nil, nil, nil, py.None, py.None, py.None, py.None
	if err := py.UnpackArgs("warn_explicit", args, kwargs, []string{"message", "category", "filename", "lineno", "module", "registry", "module_globals", "source"}, 4, &message, &category, &filename, &lineno, &modName, &registry, &globals, &source); err != nil {
		return nil, err
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	fn, ok := filename.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("warn_explicit() argument 3 must be str, not %s", filename.Type().Name)
	}
	ln, ok := lineno.(py.Int)
	if !ok {
		return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", lineno.Type().Name)
	}
	where := py.CallerFrame{Filename: fn.String(), Lineno: int(ln)}
	if s, ok := modName.(*py.Str); ok {
		where.Module = s.String()
	} else {
		where.Module = where.Filename
		if where.Module == "" {
			where.Module = "<unknown>"
		}
		if n := len(where.Module); n >= 3 && strings.EqualFold(where.Module[n-3:], ".py") {
			where.Module = where.Module[:n-3]
		}
	}
	var cat *py.Type
	if exc, ok := message.(*py.Exception); ok && exc.Matches(py.WarningType) {
		cat = exc.Type()
	} else if c, ok := category.(*py.Type); ok && c.IsSubtype(py.WarningType) {
		cat = c
	} else {
		return nil, py.NewTypeError("category must be a Warning subclass, not '%s'", category.Type().Name)
	}
	return m.warnAt(t, message, cat, where, source)
}

// regKey is an entry of a module's registry: a warning's text, category
// and line (0 for the once-per-module entry of "once" and "module").
type regKey struct {
	module string
	text   string
	cat    *py.Type
	lineno int
}

// warnAt is CPython 3.11's warn_explicit: the module's registry, then the
// first matching filter decide whether the warning is raised, dropped,
// or shown (printed, or recorded inside catch_warnings(record=True)).
func (m *module) warnAt(t *py.Thread, message py.Value, cat *py.Type, where py.CallerFrame, source py.Value) (py.Value, error) {
	instance := message
	// raw is a message given as other than a Warning and not a str: the
	// message filters' patterns refuse to match it, as CPython's do.
	var raw py.Value
	if exc, ok := message.(*py.Exception); !ok || !exc.Matches(py.WarningType) {
		v, err := py.Call(t, cat, []py.Value{message}, nil)
		if err != nil {
			return nil, err
		}
		instance = v
		if _, ok := message.(*py.Str); !ok {
			raw = message
		}
	}
	text, err := py.ToStr(t, instance)
	if err != nil {
		return nil, err
	}
	key := regKey{module: where.Module, text: text, cat: cat, lineno: where.Lineno}
	if m.registry[key] {
		return py.None, nil
	}
	action := "default"
	for _, f := range m.filters {
		if f.message != nil {
			if raw != nil {
				return nil, py.NewTypeError("expected string or bytes-like object, got '%s'", raw.Type().Name)
			}
			if !f.message.MatchString(text) {
				continue
			}
		}
		if !cat.IsSubtype(f.category) {
			continue
		}
		if f.module != nil && !f.module.MatchString(where.Module) {
			continue
		}
		if f.lineno != 0 && f.lineno != int64(where.Lineno) {
			continue
		}
		action = f.action
		break
	}
	switch action {
	case "error":
		if exc, ok := instance.(*py.Exception); ok {
			return nil, exc
		}
		return nil, py.NewTypeError("exceptions must derive from BaseException")
	case "ignore":
		return py.None, nil
	case "always":
	default:
		// The registry lives as long as the filters do: it is memory.
		if err := t.Alloc(int64(len(text)) + 96); err != nil {
			return nil, err
		}
		m.registry[key] = true
		if action == "once" || action == "module" {
			// CPython 3.11 keeps "once" in the module's registry too.
			alt := key
			alt.lineno = 0
			if m.registry[alt] {
				return py.None, nil
			}
			m.registry[alt] = true
		}
	}
	return py.None, m.show(t, instance, cat, where, source)
}

func (m *module) state(self py.Value) (*py.Instance, error) {
	in, ok := self.(*py.Instance)
	if !ok {
		return nil, py.NewTypeError("catch_warnings method called on a non-catch_warnings object")
	}
	return in, nil
}

func (m *module) catchInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var record, module, action, category, lineno, appendIt py.Value = py.False, py.None, py.None, py.WarningType, py.NewInt(0), py.False
	if err := py.UnpackArgs("catch_warnings", args, kwargs, []string{"*record", "module", "action", "category", "lineno", "append"}, 0, &record, &module, &action, &category, &lineno, &appendIt); err != nil {
		return nil, err
	}
	if action != py.None {
		// 3.11: simplefilter(action, category, lineno, append) on entry.
		in, err := m.state(self)
		if err != nil {
			return nil, err
		}
		in.Dict.SetStr("_filter", py.NewTuple([]py.Value{action, category, lineno, appendIt}))
	}
	in, err := m.state(self)
	if err != nil {
		return nil, err
	}
	r, err := py.Truth(t, record)
	if err != nil {
		return nil, err
	}
	in.Dict.SetStr("_record", py.NewBool(r))
	return py.None, nil
}

func (m *module) catchEnter(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("__enter__", args, kwargs); err != nil {
		return nil, err
	}
	in, err := m.state(self)
	if err != nil {
		return nil, err
	}
	if m.saved[in] != nil {
		return nil, py.NewRuntimeError("Cannot enter %s twice", "catch_warnings()")
	}
	if err := t.Alloc(filterSize * int64(len(m.filters))); err != nil {
		return nil, err
	}
	saved := &savedState{filters: append([]filter(nil), m.filters...), record: m.record, show: m.mod.Dict.GetStr("showwarning")}
	m.saved[in] = saved
	m.mutated()
	if f, ok := in.Dict.GetStr("_filter").(*py.Tuple); ok {
		if _, err := m.simplefilter(t, nil, f.Items(), nil); err != nil {
			return nil, err
		}
	}
	if in.Dict.GetStr("_record") == py.True {
		log := py.NewList(nil)
		m.record = log
		// As in CPython, the default showwarning is back inside, so
		// that every shown warning reaches the log.
		m.mod.Dict.SetStr("showwarning", m.showOrig)
		return log, nil
	}
	return py.None, nil
}

func (m *module) catchExit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	in, err := m.state(self)
	if err != nil {
		return nil, err
	}
	saved := m.saved[in]
	if saved == nil {
		return nil, py.NewRuntimeError("Cannot exit %s without entering first", "catch_warnings()")
	}
	delete(m.saved, in)
	m.filters, m.record = saved.filters, saved.record
	if saved.show != nil {
		m.mod.Dict.SetStr("showwarning", saved.show)
	}
	m.mutated()
	return py.None, nil
}

// savedState is the filter state catch_warnings restores on exit; it is
// stored on the instance as an opaque value.
type savedState struct {
	filters []filter
	record  *py.List
	show    py.Value // warnings.showwarning on entry
}
