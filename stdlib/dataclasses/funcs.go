package dataclasses

import (
	"github.com/kraitpy/krait/py"
)

// classOf returns the dataclass type of a dataclass or instance, or nil.
func (m *module) classOf(v py.Value) *py.Type {
	cls, ok := v.(*py.Type)
	if !ok {
		cls = v.Type()
	}
	if hasFields(cls) {
		return cls
	}
	for _, b := range cls.MRO {
		if hasFields(b) {
			return b
		}
	}
	return nil
}

// allFields returns the fields of a dataclass type or instance.
func (m *module) allFields(v py.Value) ([]*fieldInfo, error) {
	cls := m.classOf(v)
	if cls == nil {
		return nil, py.NewTypeError("must be called with a dataclass type or instance")
	}
	fs, _ := m.dataclassFields(cls)
	return fs, nil
}

// fieldsFn is dataclasses.fields(class_or_instance).
func (m *module) fieldsFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v py.Value
	if err := py.UnpackArgs("fields", args, kwargs, []string{"class_or_instance"}, 1, &v); err != nil {
		return nil, err
	}
	fs, err := m.allFields(v)
	if err != nil {
		return nil, err
	}
	out := make([]py.Value, len(fs)) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
	for i, f := range fs {
		out[i] = f.inst
	}
	return py.NewTuple(out), nil
}

// isDataclass is dataclasses.is_dataclass(obj).
func (m *module) isDataclass(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v py.Value
	if err := py.UnpackArgs("is_dataclass", args, kwargs, []string{"obj"}, 1, &v); err != nil {
		return nil, err
	}
	return py.NewBool(m.classOf(v) != nil), nil
}

// isInstance reports whether v is a dataclass instance (not a class).
func (m *module) isInstance(v py.Value) bool {
	if _, ok := v.(*py.Type); ok {
		return false
	}
	return m.classOf(v) != nil
}

// convert is the recursive part of asdict/astuple.
func (m *module) convert(t *py.Thread, v py.Value, dict bool, factory py.Value) (py.Value, error) {
	if err := t.Charge(1); err != nil {
		return nil, err
	}
	if err := t.Enter(); err != nil {
		return nil, err
	}
	defer t.Leave()
	switch {
	case m.isInstance(v):
		fs, _ := m.allFields(v)
		vals := make([]py.Value, 0, len(fs)) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
		for _, f := range fs {
			x, err := py.GetAttrByName(t, v, f.name)
			if err != nil {
				return nil, err
			}
			c, err := m.convert(t, x, dict, factory)
			if err != nil {
				return nil, err
			}
			if dict {
				vals = append(vals, py.NewTuple([]py.Value{py.NewStr(f.name), c})) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
			} else {
				vals = append(vals, c) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
			}
		}
		return py.Call(t, factory, []py.Value{py.NewList(vals)}, nil)
	}
	switch x := v.(type) {
	case *py.List:
		out, err := m.convertAll(t, x.Items(), dict, factory)
		if err != nil {
			return nil, err
		}
		return py.NewListCharged(t, out)
	case *py.Tuple:
		out, err := m.convertAll(t, x.Items(), dict, factory)
		if err != nil {
			return nil, err
		}
		return py.NewTupleCharged(t, out)
	case *py.Dict:
		d := py.NewDict()
		for _, e := range x.Items() {
			k, err := m.convert(t, e[0], dict, factory)
			if err != nil {
				return nil, err
			}
			val, err := m.convert(t, e[1], dict, factory)
			if err != nil {
				return nil, err
			}
			if err := d.Set(t, k, val); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	return v, nil
}

// convertAll converts every item.
func (m *module) convertAll(t *py.Thread, items []py.Value, dict bool, factory py.Value) ([]py.Value, error) {
	out := make([]py.Value, len(items))
	for i, it := range items {
		c, err := m.convert(t, it, dict, factory)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// asdict is dataclasses.asdict(obj, *, dict_factory=dict).
func (m *module) asdict(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v, factory py.Value = nil, py.DictType
	if err := py.UnpackArgs("asdict", args, kwargs, []string{"obj", "*dict_factory"}, 1, &v, &factory); err != nil {
		return nil, err
	}
	if !m.isInstance(v) {
		return nil, py.NewTypeError("asdict() should be called on dataclass instances")
	}
	return m.convert(t, v, true, factory)
}

// astuple is dataclasses.astuple(obj, *, tuple_factory=tuple).
func (m *module) astuple(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v, factory py.Value = nil, py.TupleType
	if err := py.UnpackArgs("astuple", args, kwargs, []string{"obj", "*tuple_factory"}, 1, &v, &factory); err != nil {
		return nil, err
	}
	if !m.isInstance(v) {
		return nil, py.NewTypeError("astuple() should be called on dataclass instances")
	}
	return m.convert(t, v, false, factory)
}

// replace is dataclasses.replace(obj, /, **changes).
func (m *module) replace(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		return nil, py.NewTypeError("replace() takes 1 positional argument but %d were given", len(args))
	}
	obj := args[0]
	if !m.isInstance(obj) {
		return nil, py.NewTypeError("replace() should be called on dataclass instances")
	}
	fs, _ := m.allFields(obj)
	changes := map[string]py.Value{}
	for _, kw := range kwargs {
		changes[kw.Name] = kw.Value
	}
	var out []py.Kwarg
	for _, f := range fs {
		if !f.init {
			if _, ok := changes[f.name]; ok {
				return nil, py.NewValueError("field %s is declared with init=False, it cannot be specified with replace()", f.name)
			}
			continue
		}
		if v, ok := changes[f.name]; ok {
			out = append(out, py.Kwarg{Name: f.name, Value: v}) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
			delete(changes, f.name)
			continue
		}
		v, err := py.GetAttrByName(t, obj, f.name)
		if err != nil {
			return nil, err
		}
		out = append(out, py.Kwarg{Name: f.name, Value: v}) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
	}
	for _, kw := range kwargs {
		if _, ok := changes[kw.Name]; ok {
			out = append(out, kw)
		}
	}
	return py.Call(t, obj.Type(), nil, out)
}

// makeDataclass is dataclasses.make_dataclass(cls_name, fields, *,
// bases=(), namespace=None, **options).
func (m *module) makeDataclass(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var name, fieldsV, bases, namespace py.Value
	var opts []py.Kwarg
	var own []py.Kwarg
	for _, kw := range kwargs {
		switch kw.Name {
		case "cls_name", "fields", "bases", "namespace":
			own = append(own, kw)
		case "module":
		default:
			opts = append(opts, kw)
		}
	}
	if err := py.UnpackArgs("make_dataclass", args, own, []string{"cls_name", "fields", "*bases", "*namespace"}, 2, &name, &fieldsV, &bases, &namespace); err != nil {
		return nil, err
	}
	ns, ok := name.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("make_dataclass() argument 'cls_name' must be str")
	}
	d := py.NewDict()
	if nsd, ok := namespace.(*py.Dict); ok {
		for _, e := range nsd.Items() {
			if err := d.Set(t, e[0], e[1]); err != nil {
				return nil, err
			}
		}
	}
	anns := py.NewDict()
	items, err := py.Items(t, fieldsV)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		var fname, ftype, fspec py.Value
		switch x := it.(type) {
		case *py.Str:
			fname, ftype = x, py.NewStr("typing.Any")
		default:
			parts, err := py.Items(t, it)
			if err != nil {
				return nil, err
			}
			switch len(parts) {
			case 2:
				fname, ftype = parts[0], parts[1]
			case 3:
				fname, ftype, fspec = parts[0], parts[1], parts[2]
			default:
				return nil, py.NewTypeError("Invalid field: %s", mustRepr(t, it))
			}
		}
		fs, ok := fname.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("Field names must be strings")
		}
		if anns.GetStr(fs.String()) != nil {
			return nil, py.NewTypeError("Field name duplicated: '%s'", fs.String())
		}
		anns.SetStr(fs.String(), ftype)
		if fspec != nil {
			d.SetStr(fs.String(), fspec)
		}
	}
	d.SetStr("__annotations__", anns)
	d.SetStr("__qualname__", ns)
	var bs []*py.Type
	if bases != nil {
		bl, err := py.Items(t, bases)
		if err != nil {
			return nil, err
		}
		for _, b := range bl {
			bt, ok := b.(*py.Type)
			if !ok {
				return nil, py.NewTypeError("bases must be types")
			}
			bs = append(bs, bt)
		}
	}
	cls, err := py.NewClass(t, ns.String(), bs, d)
	if err != nil {
		return nil, err
	}
	dc, err := m.dataclass(t, nil, nil, opts)
	if err != nil {
		return nil, err
	}
	return py.Call(t, dc, []py.Value{cls}, nil)
}

// mustRepr is repr that falls back to the type name.
func mustRepr(t *py.Thread, v py.Value) string {
	s, err := py.Repr(t, v)
	if err != nil {
		return py.TypeName(v)
	}
	return s
}
