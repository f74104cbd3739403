package re

import (
	"github.com/kraitpy/krait/py"
)

// matchState is the Go part of a re.Match instance.
type matchState struct {
	m   *Match // &mt
	mt  Match
	pat py.Value // the re.Pattern instance
	str py.Value // the searched string as given
	in  subject
}

// Type implements py.Value.
func (*matchState) Type() *py.Type { return opaque }

// matchObject is a re.Match instance and its state, allocated together.
type matchObject struct {
	inst py.Instance
	st   matchState
}

// newMatch wraps a copy of an engine match (which may be scratch
// storage) as a re.Match instance.
func (m *module) newMatch(t *py.Thread, mt *Match, pat, str py.Value, in *subject) (py.Value, error) {
	if err := t.Alloc(96); err != nil {
		return nil, err
	}
	o := &matchObject{st: matchState{pat: pat, str: str, in: *in}}
	o.st.mt.set(mt)
	o.st.m = &o.st.mt
	o.inst.Class, o.inst.Base = m.match, &o.st
	return &o.inst, nil
}

// matchOf returns the state of a Match instance.
func matchOf(v py.Value) (*matchState, error) {
	if in, ok := v.(*py.Instance); ok {
		if ms, ok := in.Base.(*matchState); ok {
			return ms, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 're.Match' object but received a '%s'", v.Type().Name)
}

func (ms *matchState) isBytes() bool { return ms.m.Pattern().IsBytes() }

// index resolves a group reference (number or name) to its number.
func (ms *matchState) index(t *py.Thread, g py.Value) (int, error) {
	n := ms.m.Pattern().Groups()
	if s, ok := g.(*py.Str); ok {
		if i, ok := ms.m.Pattern().GroupNumber(s.String()); ok {
			return i, nil
		}
		return 0, py.NewIndexError("no such group")
	}
	if v, ok := py.AsInt64(g); ok {
		if v < 0 || v > int64(n) {
			return 0, py.NewIndexError("no such group")
		}
		return int(v), nil
	}
	if _, ok := py.AsBig(g); ok {
		return 0, py.NewIndexError("no such group")
	}
	if g.Type().Lookup("__index__") != nil {
		v, err := py.Index(t, g)
		if err != nil {
			return 0, err
		}
		if v < 0 || v > int64(n) {
			return 0, py.NewIndexError("no such group")
		}
		return int(v), nil
	}
	return 0, py.NewIndexError("no such group")
}

// group returns group i's value, or def when it did not participate.
func (ms *matchState) group(i int, def py.Value) py.Value {
	s, e := ms.m.Span(i)
	if s < 0 {
		return def
	}
	return ms.in.text(s, e)
}

// groupArg parses the optional group argument of start/end/span.
func (ms *matchState) groupArg(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) (int, error) {
	var g py.Value
	if err := py.UnpackArgs(name, args, kwargs, []string{"group/"}, 0, &g); err != nil {
		return 0, err
	}
	if g == nil {
		return 0, nil
	}
	return ms.index(t, g)
}

// newMatchClass creates re.Match.
func (m *module) newMatchClass(t *py.Thread) (*py.Type, error) {
	with := func(f func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ms, err := matchOf(self)
			if err != nil {
				return nil, err
			}
			return f(t, ms, args, kwargs)
		}
	}
	span := func(which string) py.BuiltinFunc {
		return with(func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			i, err := ms.groupArg(t, which, args, kwargs)
			if err != nil {
				return nil, err
			}
			s, e := ms.m.Span(i)
			switch which {
			case "start":
				return py.NewInt(int64(s)), nil
			case "end":
				return py.NewInt(int64(e)), nil
			}
			return py.NewTuple([]py.Value{py.NewInt(int64(s)), py.NewInt(int64(e))}), nil
		})
	}
	methods := []method{
		{"group", with(func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.NoKwargs("group", kwargs); err != nil {
				return nil, err
			}
			if len(args) == 0 {
				return ms.group(0, py.None), nil
			}
			vals := make([]py.Value, len(args))
			for k, a := range args {
				i, err := ms.index(t, a)
				if err != nil {
					return nil, err
				}
				vals[k] = ms.group(i, py.None)
			}
			if len(vals) == 1 {
				return vals[0], nil
			}
			return py.NewTuple(vals), nil
		})},
		{"__getitem__", with(func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
			}
			i, err := ms.index(t, args[0])
			if err != nil {
				return nil, err
			}
			return ms.group(i, py.None), nil
		})},
		{"groups", with(func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var def py.Value = py.None
			if err := py.UnpackArgs("groups", args, kwargs, []string{"default"}, 0, &def); err != nil {
				return nil, err
			}
			n := ms.m.Pattern().Groups()
			vals := make([]py.Value, n) //krait:alloc-ok sized by the groups of a compiled pattern, checked at CompileBytesPerChar per pattern character when compiled
			for i := range vals {
				vals[i] = ms.group(i+1, def)
			}
			return py.NewTuple(vals), nil
		})},
		{"groupdict", with(func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var def py.Value = py.None
			if err := py.UnpackArgs("groupdict", args, kwargs, []string{"default"}, 0, &def); err != nil {
				return nil, err
			}
			d := py.NewDict()
			for _, g := range ms.m.Pattern().GroupIndex() {
				if err := d.Set(t, py.NewStr(g.Name), ms.group(g.Index, def)); err != nil {
					return nil, err
				}
			}
			return d, nil
		})},
		{"start", span("start")},
		{"end", span("end")},
		{"span", span("span")},
		{"expand", with(func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var tv py.Value
			if err := py.UnpackArgs("expand", args, kwargs, []string{"template"}, 1, &tv); err != nil {
				return nil, err
			}
			var src string
			switch x := tv.(type) {
			case *py.Str:
				if ms.isBytes() {
					return nil, py.NewTypeError("sequence item 0: expected a bytes-like object, str found")
				}
				src = x.String()
			case *py.Bytes:
				if !ms.isBytes() {
					return nil, py.NewTypeError("sequence item 0: expected str instance, bytes found")
				}
				src = string(BytesToRunes([]byte(x.String())))
			default:
				return nil, py.NewTypeError("decoding to str: need a bytes-like object, %s found", tv.Type().Name)
			}
			tmpl, err := ms.m.Pattern().Template(src, t.Alloc)
			if err != nil {
				return nil, m.matchError(t, err)
			}
			n := int64(tmpl.ExpandLen(ms.m))
			if err := t.Alloc(4 * n); err != nil { // the runes, then the text
				return nil, err
			}
			out := tmpl.Expand(ms.m)
			return text(out, 0, len(out), ms.isBytes()), nil
		})},
		{"__repr__", with(func(t *py.Thread, ms *matchState, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, e := ms.m.Span(0)
			r, err := py.Repr(t, ms.group(0, py.None))
			if err != nil {
				return nil, err
			}
			if rs := []rune(r); len(rs) > 50 {
				r = string(rs[:50])
			}
			return py.NewStr("<re.Match object; span=(" + itoa(s) + ", " + itoa(e) + "), match=" + r + ">"), nil
		})},
		{"__copy__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}},
		{"__deepcopy__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}},
	}
	get := func(name string, f func(ms *matchState) py.Value) py.Value {
		return property(name, func(t *py.Thread, self py.Value) (py.Value, error) {
			ms, err := matchOf(self)
			if err != nil {
				return nil, err
			}
			return f(ms), nil
		})
	}
	attrs := map[string]py.Value{
		"__new__": noNew("re.Match"),
		"string":  get("string", func(ms *matchState) py.Value { return ms.str }),
		"re":      get("re", func(ms *matchState) py.Value { return ms.pat }),
		"pos":     get("pos", func(ms *matchState) py.Value { return py.NewInt(int64(ms.m.Pos())) }),
		"endpos":  get("endpos", func(ms *matchState) py.Value { return py.NewInt(int64(ms.m.Endpos())) }),
		"lastindex": get("lastindex", func(ms *matchState) py.Value {
			if i := ms.m.LastIndex(); i >= 0 {
				return py.NewInt(int64(i))
			}
			return py.None
		}),
		"lastgroup": get("lastgroup", func(ms *matchState) py.Value {
			if g, ok := ms.m.LastGroup(); ok {
				return py.NewStr(g)
			}
			return py.None
		}),
		"regs": get("regs", func(ms *matchState) py.Value {
			n := ms.m.Pattern().Groups()
			vals := make([]py.Value, n+1) //krait:alloc-ok sized by the groups of a compiled pattern, checked at CompileBytesPerChar per pattern character when compiled
			for i := range vals {
				s, e := ms.m.Span(i)
				vals[i] = py.NewTuple([]py.Value{py.NewInt(int64(s)), py.NewInt(int64(e))})
			}
			return py.NewTuple(vals)
		}),
	}
	cls, err := newClass(t, "Match", []*py.Type{py.ObjectType}, methods, attrs)
	if err != nil {
		return nil, err
	}
	cls.TpName = "re.Match" // a C type in CPython: errors name it so
	return cls, nil
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
