// Package dataclasses implements Python's dataclasses module for krait:
// the dataclass decorator (init, repr, eq, order, frozen, unsafe_hash),
// field, fields, asdict, astuple, replace, is_dataclass and MISSING.
// Fields come from the class's annotations, in order, after the fields
// of dataclass bases.
package dataclasses

import (
	"github.com/kraitpy/krait/py"
)

// module holds one interpreter's dataclasses classes and sentinels.
type module struct {
	fieldCls  *py.Type
	frozenErr *py.Type
	initVar   *py.Type
	missing   py.Value
	kwOnly    py.Value
}

// fieldInfo is a Field instance's content.
type fieldInfo struct {
	name                      string
	typ                       py.Value
	def, factory              py.Value // nil when missing
	init, repr, compare, kwon bool
	kwonSet                   bool // kw_only given explicitly to field()
	isInitVar                 bool // an InitVar pseudo-field
	hash                      py.Value
	inst                      *py.Instance
	keyStr                    *py.Str // name as a str (key)
}

// key returns the field's name as a str, made once (its hash cached).
func (f *fieldInfo) key() *py.Str {
	if f.keyStr == nil {
		f.keyStr = py.NewStr(f.name)
	}
	return f.keyStr
}

// params are the dataclass() options.
type params struct {
	init, repr, eq, order, unsafeHash, frozen bool
	// matchArgs, slots and weakrefSlot are the options of the same
	// names.
	matchArgs, slots, weakrefSlot bool
}

// Load creates a fresh dataclasses module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("dataclasses"))
	mt, err := py.NewClass(t, "_MISSING_TYPE", nil, ns)
	if err != nil {
		return nil, err
	}
	m.missing = &py.Instance{Class: mt, Dict: py.NewDict()}
	ns = py.NewDict()
	ns.SetStr("__module__", py.NewStr("dataclasses"))
	if m.fieldCls, err = py.NewClass(t, "Field", nil, ns); err != nil {
		return nil, err
	}
	ns.SetStr("__repr__", &py.Builtin{Name: "__repr__", Owner: m.fieldCls, Fn: m.fieldRepr})
	ns = py.NewDict()
	ns.SetStr("__module__", py.NewStr("dataclasses"))
	if m.frozenErr, err = py.NewClass(t, "FrozenInstanceError", []*py.Type{py.AttributeErrorType}, ns); err != nil {
		return nil, err
	}
	ns = py.NewDict()
	ns.SetStr("__module__", py.NewStr("dataclasses"))
	kt, err := py.NewClass(t, "_KW_ONLY_TYPE", nil, ns)
	if err != nil {
		return nil, err
	}
	m.kwOnly = &py.Instance{Class: kt, Dict: py.NewDict()}
	ns = py.NewDict()
	ns.SetStr("__module__", py.NewStr("dataclasses"))
	if m.initVar, err = py.NewClass(t, "InitVar", nil, ns); err != nil {
		return nil, err
	}
	m.initVar.Dict.SetStr("__class_getitem__", &py.Builtin{Name: "__class_getitem__", Owner: m.initVar, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("InitVar takes one type")
		}
		in := &py.Instance{Class: m.initVar, Dict: py.NewDict()}
		in.Dict.SetStr("type", args[0])
		return in, nil
	}})
	m.initVar.Dict.SetStr("__repr__", &py.Builtin{Name: "__repr__", Owner: m.initVar, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		tv := self.(*py.Instance).Dict.GetStr("type")
		var s string
		if c, ok := tv.(*py.Type); ok {
			s = c.Name
		} else if r, err := py.Repr(t, tv); err == nil {
			s = r
		}
		return py.NewStr("dataclasses.InitVar[" + s + "]"), nil
	}})
	mod := py.NewModule("dataclasses")
	mod.Dict.SetStr("KW_ONLY", m.kwOnly)
	mod.Dict.SetStr("InitVar", m.initVar)
	mod.Dict.SetStr("make_dataclass", py.NewBuiltin("make_dataclass", m.makeDataclass))
	d := mod.Dict
	d.SetStr("MISSING", m.missing)
	d.SetStr("Field", m.fieldCls)
	d.SetStr("FrozenInstanceError", m.frozenErr)
	d.SetStr("dataclass", py.NewBuiltin("dataclass", m.dataclass))
	d.SetStr("field", py.NewBuiltin("field", m.field))
	d.SetStr("fields", py.NewBuiltin("fields", m.fieldsFn))
	d.SetStr("asdict", py.NewBuiltin("asdict", m.asdict))
	d.SetStr("astuple", py.NewBuiltin("astuple", m.astuple))
	d.SetStr("replace", py.NewBuiltin("replace", m.replace))
	d.SetStr("is_dataclass", py.NewBuiltin("is_dataclass", m.isDataclass))
	// Its functions and its classes' methods close over m only.
	mod.Go = m
	py.MarkWalkable(mod)
	for _, cls := range []*py.Type{m.fieldCls, m.initVar} {
		py.MarkClassWalkable(cls)
	}
	return mod, nil
}

// newField makes a Field instance.
func (m *module) newField(f *fieldInfo) *py.Instance {
	in := &py.Instance{Class: m.fieldCls, Dict: py.NewDict()}
	f.inst = in
	m.syncField(f)
	return in
}

// orMissing returns v, or MISSING for nil.
func (m *module) orMissing(v py.Value) py.Value {
	if v == nil {
		return m.missing
	}
	return v
}

// syncField writes f's content into its instance's attributes.
func (m *module) syncField(f *fieldInfo) {
	d := f.inst.Dict
	if f.name == "" {
		d.SetStr("name", py.None)
	} else {
		d.SetStr("name", py.NewStr(f.name))
	}
	d.SetStr("type", m.orMissing(f.typ))
	if f.typ == nil {
		d.SetStr("type", py.None)
	}
	d.SetStr("default", m.orMissing(f.def))
	d.SetStr("default_factory", m.orMissing(f.factory))
	d.SetStr("init", py.NewBool(f.init))
	d.SetStr("repr", py.NewBool(f.repr))
	d.SetStr("hash", f.hash)
	d.SetStr("compare", py.NewBool(f.compare))
	if f.kwonSet || f.name != "" {
		d.SetStr("kw_only", py.NewBool(f.kwon))
	} else {
		d.SetStr("kw_only", m.missing)
	}
	d.SetStr("metadata", py.NewDict())
}

// readField reads a Field instance back (the user may have changed it).
func (m *module) readField(in *py.Instance) *fieldInfo {
	f := &fieldInfo{inst: in}
	d := in.Dict
	if s, ok := d.GetStr("name").(*py.Str); ok {
		f.name = s.String()
	}
	f.typ = d.GetStr("type")
	if v := d.GetStr("default"); v != nil && v != m.missing {
		f.def = v
	}
	if v := d.GetStr("default_factory"); v != nil && v != m.missing {
		f.factory = v
	}
	f.init = d.GetStr("init") == py.True
	f.repr = d.GetStr("repr") == py.True
	f.compare = d.GetStr("compare") == py.True
	f.kwon = d.GetStr("kw_only") == py.True
	f.kwonSet = d.GetStr("kw_only") != m.missing
	f.hash = d.GetStr("hash")
	if f.hash == nil {
		f.hash = py.None
	}
	return f
}

// field is dataclasses.field(*, default, default_factory, init, repr,
// hash, compare, metadata, kw_only).
func (m *module) field(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 0 {
		return nil, py.NewTypeError("field() takes 0 positional arguments but %d were given", len(args))
	}
	var def, factory, init, repr, hash, compare, metadata, kwon py.Value
	if err := py.UnpackArgs("field", args, kwargs, []string{"*default", "*default_factory", "*init", "*repr", "*hash", "*compare", "*metadata", "*kw_only"}, 0,
		&def, &factory, &init, &repr, &hash, &compare, &metadata, &kwon); err != nil {
		return nil, err
	}
	if def == m.missing {
		def = nil
	}
	if factory == m.missing {
		factory = nil
	}
	if def != nil && factory != nil {
		return nil, py.NewValueError("cannot specify both default and default_factory")
	}
	f := &fieldInfo{def: def, factory: factory, init: true, repr: true, compare: true, hash: py.None}
	var err error
	for _, b := range []struct {
		v   py.Value
		dst *bool
	}{{init, &f.init}, {repr, &f.repr}, {compare, &f.compare}, {kwon, &f.kwon}} {
		if b.dst == &f.kwon && b.v != nil && b.v != m.missing {
			f.kwonSet = true
		}
		if b.v != nil && b.v != m.missing {
			if *b.dst, err = py.Truth(t, b.v); err != nil {
				return nil, err
			}
		}
	}
	if hash != nil {
		f.hash = hash
	}
	return m.newField(f), nil
}

// fieldRepr is Field.__repr__.
func (m *module) fieldRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	in, ok := self.(*py.Instance)
	if !ok {
		return nil, py.NewTypeError("Field.__repr__ needs a Field")
	}
	b := py.NewTextBuilder(t)
	if err := b.WriteString("Field("); err != nil {
		return nil, err
	}
	for i, k := range []string{"name", "type", "default", "default_factory", "init", "repr", "hash", "compare", "metadata", "kw_only"} {
		v := in.Dict.GetStr(k)
		if v == nil {
			v = py.None
		}
		s, err := py.Repr(t, v)
		if err != nil {
			return nil, err
		}
		sep := ","
		if i == 0 {
			sep = ""
		}
		for _, part := range [...]string{sep, k, "=", s} {
			if err := b.WriteString(part); err != nil {
				return nil, err
			}
		}
	}
	if err := b.WriteString(",_field_type=_FIELD)"); err != nil {
		return nil, err
	}
	return b.Str()
}
