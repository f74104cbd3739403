package re

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// flagsArg converts a flags argument (a RegexFlag or an int).
func flagsArg(t *py.Thread, v py.Value) (int, error) {
	if v == nil {
		return 0, nil
	}
	if f, ok := flagValue(v); ok {
		return int(f), nil
	}
	i, err := py.Index(t, v)
	if err != nil {
		return 0, py.NewTypeError("unsupported operand type(s) for &: '%s' and 'RegexFlag'", v.Type().Name)
	}
	return int(i), nil
}

// compile returns the re.Pattern for pattern and flags, from the cache
// when possible.
func (m *module) compile(t *py.Thread, pattern py.Value, flags int) (py.Value, error) {
	if in, ok := pattern.(*py.Instance); ok && isPatState(in.Base) {
		if flags != 0 {
			return nil, py.NewValueError("cannot process flags argument with a compiled pattern")
		}
		return pattern, nil
	}
	var key cacheKey
	switch p := pattern.(type) {
	case *py.Str:
		key = cacheKey{src: p.String(), flags: flags}
	case *py.Bytes:
		key = cacheKey{src: p.String(), isBytes: true, flags: flags}
	default:
		return nil, py.NewTypeError("first argument must be string or compiled pattern")
	}
	st := m.state(t)
	if inst, ok := st.cache[key]; ok {
		return inst, nil
	}
	var p *Pattern
	var err error
	if key.isBytes {
		p, err = CompileBytesFor(t, []byte(key.src), flags)
	} else {
		p, err = CompileFor(t, key.src, flags)
	}
	if err != nil {
		return nil, m.matchError(t, err)
	}
	if err := t.Alloc(int64(len(key.src))*8 + 256); err != nil {
		return nil, err
	}
	inst := &py.Instance{Class: m.pattern, Base: &patState{p: p, src: pattern}}
	if len(st.order) >= maxCache {
		delete(st.cache, st.order[0])
		st.order = st.order[1:]
	}
	st.cache[key] = inst
	st.order = append(st.order, key)
	return inst, nil
}

// CompileBytesPerChar bounds what compiling allocates per character of
// the pattern (the parse tree, the emitted program, the tables):
// measured 180 to 440 bytes for literals, groups, classes, alternations
// and repeats. A pattern is checked against the memory budget with it
// before it is compiled, since the pattern is the program's data.
const CompileBytesPerChar = 512

// compileFunc is re.compile(pattern, flags=0).
func (m *module) compileFunc(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("compile", false, []string{"pattern", "flags"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	flags, err := flagsArg(t, a[1])
	if err != nil {
		return nil, err
	}
	return m.compile(t, a[0], flags)
}

// templateFunc is re.template(pattern, flags=0): compile with TEMPLATE.
func (m *module) templateFunc(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("template", false, []string{"pattern", "flags"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	flags, err := flagsArg(t, a[1])
	if err != nil {
		return nil, err
	}
	return m.compile(t, a[0], flags|FlagTemplate)
}

// moduleCall makes the module-level function `name`: compile the pattern
// (with the trailing flags parameter), then run the Pattern method.
func (m *module) moduleCall(name string, names []string) py.BuiltinFunc {
	required := 2
	if name == "sub" || name == "subn" {
		required = 3
	}
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, err := pyargs.Bind(name, false, names, required, args, kwargs)
		if err != nil {
			return nil, err
		}
		flags, err := flagsArg(t, a[len(a)-1])
		if err != nil {
			return nil, err
		}
		pat, err := m.compile(t, a[0], flags)
		if err != nil {
			return nil, err
		}
		switch name {
		case "split":
			return m.split(t, pat, a[1], a[2])
		case "sub", "subn":
			return m.sub(t, name == "subn", pat, a[1], a[2], a[3])
		}
		return m.searchOp(t, name, pat, a[1], nil, nil)
	}
}

// escapeFunc is re.escape(pattern).
func escapeFunc(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("escape", false, []string{"pattern"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	switch p := a[0].(type) {
	case *py.Str:
		if err := t.Charge(int64(len(p.String()))/8 + 1); err != nil {
			return nil, err
		}
		if err := t.Alloc(int64(len(p.String())) * 2); err != nil {
			return nil, err
		}
		return py.NewStr(Escape(p.String())), nil
	case *py.Bytes:
		s := p.String()
		if err := t.Charge(int64(len(s))/8 + 1); err != nil {
			return nil, err
		}
		if err := t.Alloc(int64(len(s)) * 2); err != nil {
			return nil, err
		}
		rs := []rune(Escape(string(BytesToRunes([]byte(s)))))
		return text(rs, 0, len(rs), true), nil
	}
	return nil, py.NewTypeError("'%s' object is not iterable", a[0].Type().Name)
}

// purge is re.purge(): empty the compiled-pattern cache.
func (m *module) purge(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if _, err := pyargs.Bind("purge", false, nil, 0, args, kwargs); err != nil {
		return nil, err
	}
	st := m.state(t)
	st.cache = map[cacheKey]*py.Instance{}
	st.order = nil
	return py.None, nil
}
