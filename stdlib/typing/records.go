package typing

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// tupleField reads field number index of a NamedTuple instance.
type tupleField struct {
	index int
}

// Type returns the type of properties.
func (f *tupleField) Type() *py.Type { return py.ObjectType }

// DescriptorGet returns the field of instance (the getter itself on the
// class).
func (f *tupleField) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return f, nil
	}
	items := tupleItems(instance)
	if f.index >= len(items) {
		return nil, py.NewIndexError("tuple index out of range")
	}
	return items[f.index], nil
}

// DescriptorSet refuses assignment.
func (f *tupleField) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	return py.NewAttributeError("can't set attribute")
}

// DescriptorDelete refuses deletion.
func (f *tupleField) DescriptorDelete(t *py.Thread, instance py.Value) error {
	return py.NewAttributeError("can't delete attribute")
}

// tupleItems returns the items of a tuple-subclass instance.
func tupleItems(v py.Value) []py.Value {
	if in, ok := v.(*py.Instance); ok {
		if tu, ok := in.Base.(*py.Tuple); ok {
			return tu.Items()
		}
	}
	if tu, ok := v.(*py.Tuple); ok {
		return tu.Items()
	}
	return nil
}

// ntInfo is one NamedTuple class's fields and defaults.
type ntInfo struct {
	cls      *py.Type
	names    []string
	defaults map[string]py.Value
}

// installNamedTuple makes class P(NamedTuple) build a named tuple class.
func (m *module) installNamedTuple() {
	c := m.namedTuple
	method(c, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.None, nil
	})
	c.Dict.SetStr("__init_subclass__", &py.ClassMethod{Func: py.NewBuiltin("__init_subclass__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		cls, ok := args[0].(*py.Type)
		if !ok {
			return py.None, nil
		}
		info := &ntInfo{cls: cls, defaults: map[string]py.Value{}}
		anns, _ := cls.Dict.GetStr("__annotations__").(*py.Dict)
		var fields []py.Value
		if anns != nil {
			for i, k := range anns.Keys() {
				ks, ok := k.(*py.Str)
				if !ok {
					continue
				}
				name := ks.String()
				if strings.HasPrefix(name, "_") {
					return nil, py.NewValueError("Field names cannot start with an underscore: '%s'", name)
				}
				if d := cls.Dict.GetStr(name); d != nil {
					info.defaults[name] = d
				} else if len(info.defaults) > 0 {
					return nil, py.NewTypeError("Non-default namedtuple field %s cannot follow default field%s %s", name, plural(len(info.defaults)), strings.Join(defaultNames(info), ", "))
				}
				info.names = append(info.names, name)
				fields = append(fields, ks)
				cls.Dict.SetStr(name, &tupleField{index: i})
			}
		}
		cls.Dict.SetStr("_fields", py.NewTuple(fields))
		fd := py.NewDict()
		for _, n := range info.names {
			if d, ok := info.defaults[n]; ok {
				fd.SetStr(n, d)
			}
		}
		cls.Dict.SetStr("_field_defaults", fd)
		// The methods close over info (the memory walk measures them
		// through it: py.Builtin.Refs).
		cls.Dict.SetStr("__new__", &py.StaticMethod{Func: &py.Builtin{Name: "__new__", Fn: info.new, Refs: info}})
		cls.Dict.SetStr("__match_args__", py.NewTuple(fields))
		for _, f := range []struct {
			name string
			fn   py.BuiltinFunc
		}{{"__repr__", info.repr}, {"_asdict", info.asdict}, {"_replace", info.replace}} {
			cls.Dict.SetStr(f.name, &py.Builtin{Name: f.name, Owner: cls, Fn: f.fn, Refs: info})
		}
		cls.Dict.SetStr("_make", &py.ClassMethod{Func: &py.Builtin{Name: "_make", Fn: info.make, Refs: info}})
		return py.None, nil
	})})
}

// plural returns "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// defaultNames lists the fields with defaults, in order.
func defaultNames(info *ntInfo) []string {
	var out []string
	for _, n := range info.names {
		if _, ok := info.defaults[n]; ok {
			out = append(out, n)
		}
	}
	return out
}

// build makes an instance from field values.
func (info *ntInfo) build(t *py.Thread, cls *py.Type, items []py.Value) (py.Value, error) {
	tu, err := py.NewTupleCharged(t, items)
	if err != nil {
		return nil, err
	}
	return &py.Instance{Class: cls, Base: tu}, nil
}

// new is P.__new__(cls, *args, **kwargs).
func (info *ntInfo) new(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls, _ := args[0].(*py.Type)
	if cls == nil {
		return nil, py.NewTypeError("__new__ needs a class")
	}
	required := 0
	for required < len(info.names) {
		if _, ok := info.defaults[info.names[required]]; ok {
			break
		}
		required++
	}
	vals, err := pyargs.Bind(info.cls.Name+".__new__", true, info.names, required, args[1:], kwargs)
	if err != nil {
		return nil, err
	}
	for i, n := range info.names {
		if vals[i] == nil {
			vals[i] = info.defaults[n]
		}
	}
	return info.build(t, cls, vals)
}

// repr is P(x=1, y=2).
func (info *ntInfo) repr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	items := tupleItems(self)
	var b strings.Builder
	b.WriteString(self.Type().Name + "(")
	for i, n := range info.names {
		if i > 0 {
			b.WriteString(", ")
		}
		if i >= len(items) {
			break
		}
		s, err := py.Repr(t, items[i])
		if err != nil {
			return nil, err
		}
		b.WriteString(n + "=" + s)
	}
	b.WriteString(")")
	return py.NewStr(b.String()), nil
}

// asdict is P._asdict().
func (info *ntInfo) asdict(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	items := tupleItems(self)
	d := py.NewDict()
	for i, n := range info.names {
		if i < len(items) {
			d.SetStr(n, items[i])
		}
	}
	return d, nil
}

// replace is P._replace(**kwargs).
func (info *ntInfo) replace(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 0 {
		return nil, py.NewTypeError("_replace() takes 1 positional argument but %d were given", len(args)+1)
	}
	items, err := py.CopyValues(t, tupleItems(self))
	if err != nil {
		return nil, err
	}
	for _, kw := range kwargs {
		found := false
		for i, n := range info.names {
			if n == kw.Name && i < len(items) {
				items[i] = kw.Value
				found = true
			}
		}
		if !found {
			return nil, py.NewValueError("Got unexpected field names: ['%s']", kw.Name)
		}
	}
	return info.build(t, self.Type(), items)
}

// make is P._make(iterable).
func (info *ntInfo) make(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 2 {
		return nil, py.NewTypeError("_make() takes 1 argument")
	}
	cls, _ := args[0].(*py.Type)
	items, err := py.Items(t, args[1])
	if err != nil {
		return nil, err
	}
	if len(items) != len(info.names) {
		return nil, py.NewTypeError("Expected %d arguments, got %d", len(info.names), len(items))
	}
	return info.build(t, cls, items)
}

// installTypedDict makes class Movie(TypedDict) build plain dicts.
func (m *module) installTypedDict() {
	m.typedDict.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) > 0 {
			if cls, ok := args[0].(*py.Type); ok && cls == m.typedDict {
				return nil, py.NewTypeError("krait supports only the class form of TypedDict")
			}
			args = args[1:]
		}
		return py.Call(t, py.DictType, args, kwargs)
	})})
}
