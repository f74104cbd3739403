package dataclasses

import (
	"github.com/kraitpy/krait/py"
)

// addSlots is dataclass(slots=True) (CPython's _add_slots): slots cannot
// be added to a class that exists, so it makes a new class, by calling
// the class's metaclass with its name, bases and a copy of its namespace
// in which __slots__ names the fields (less the slots of its bases, plus
// __weakref__ with weakref_slot=True) and the fields' class attributes
// (their defaults, which the generated __init__ keeps) are removed. A
// frozen class gets __getstate__ and __setstate__ (object.__setattr__ of
// each field), so that copying and pickling protocols can rebuild its
// instances. The generated methods keep the first class as their owner,
// as CPython's closures do.
func (ci *classInfo) addSlots(t *py.Thread) (py.Value, error) {
	cls := ci.cls
	if cls.Dict.GetStr("__slots__") != nil {
		return nil, py.NewTypeError("%s already specifies __slots__", cls.Name)
	}
	ns, err := cls.Dict.Copy(t)
	if err != nil {
		return nil, err
	}
	inherited := map[string]bool{}
	if len(cls.MRO) > 2 {
		for _, b := range cls.MRO[1 : len(cls.MRO)-1] {
			if err := baseSlots(t, b, inherited); err != nil {
				return nil, err
			}
		}
	}
	var slots []py.Value
	add := func(name string) {
		if !inherited[name] {
			slots = append(slots, py.NewStr(name)) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
		}
	}
	for _, f := range ci.fields {
		if !f.isInitVar {
			add(f.name)
			if _, _, err := ns.Delete(t, py.NewStr(f.name)); err != nil {
				return nil, err
			}
		}
	}
	if ci.p.weakrefSlot {
		add("__weakref__")
	}
	ns.SetStr("__slots__", py.NewTuple(slots))
	if _, _, err := ns.Delete(t, py.NewStr("__dict__")); err != nil {
		return nil, err
	}
	bases := make([]py.Value, len(cls.Bases)) //krait:alloc-ok one per base of a class that exists (its MRO holds each)
	for i, b := range cls.Bases {
		bases[i] = b
	}
	nv, err := py.Call(t, cls.Type(), []py.Value{py.NewStr(cls.Name), py.NewTuple(bases), ns}, nil)
	if err != nil {
		return nil, err
	}
	if err := py.SetAttrByName(t, nv, "__qualname__", py.NewStr(cls.QualName())); err != nil {
		return nil, err
	}
	if nt, ok := nv.(*py.Type); ok && ci.p.frozen {
		for _, m := range []struct {
			attr, name string
			fn         py.BuiltinFunc
		}{{"__getstate__", "_dataclass_getstate", ci.getState}, {"__setstate__", "_dataclass_setstate", ci.setState}} {
			// Set as the generated methods are (ci.set): the class is
			// new, and the policy refuses programs these names.
			nt.Dict.SetStr(m.attr, &py.Builtin{Name: m.name, Owner: nt, Fn: m.fn, Refs: ci})
		}
	}
	return nv, nil
}

// baseSlots adds the slots a base class declares to names (CPython's
// _get_slots): none without __slots__, the string, or the items of an
// iterable that is not an iterator.
func baseSlots(t *py.Thread, b *py.Type, names map[string]bool) error {
	v := b.Dict.GetStr("__slots__")
	switch v := v.(type) {
	case nil:
		return nil
	case *py.Str:
		names[v.String()] = true
		return nil
	}
	if isIter, err := py.HasAttrByName(t, v, "__next__"); err != nil {
		return err
	} else if isIter {
		return py.NewTypeError("Slots of '%s' cannot be determined", b.Name)
	}
	items, err := py.Items(t, v)
	if err != nil {
		return err
	}
	for _, it := range items {
		if s, ok := it.(*py.Str); ok {
			names[s.String()] = true
		}
	}
	return nil
}

// getState is a frozen slotted dataclass's __getstate__: the list of its
// fields' values.
func (ci *classInfo) getState(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("_dataclass_getstate", args, kwargs, 0, 0); err != nil {
		return nil, err
	}
	fs := ci.dataFields()
	if err := t.Alloc(int64(len(fs)) * 16); err != nil {
		return nil, err
	}
	out := make([]py.Value, len(fs))
	for i, f := range fs {
		v, err := py.GetAttrByName(t, self, f.name)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return py.NewList(out), nil
}

// setState is a frozen slotted dataclass's __setstate__: each field from
// the state's items in order, by object.__setattr__.
func (ci *classInfo) setState(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("_dataclass_setstate", args, kwargs); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	for _, f := range ci.dataFields() {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			break
		}
		if err := py.GenericSetAttr(t, self, f.name, v); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// dataFields returns the fields dataclasses.fields() lists (no InitVar).
func (ci *classInfo) dataFields() []*fieldInfo {
	var out []*fieldInfo
	for _, f := range ci.fields {
		if !f.isInitVar {
			out = append(out, f) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
		}
	}
	return out
}
