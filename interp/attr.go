package interp

import (
	"github.com/kraitpy/krait/py"
)

// Fast paths for attributes of instances of user classes: the attribute
// name's *py.Str (with its hash) is made once at compile time, and the
// common cases (instance dict, class attribute, method) avoid py's
// string-keyed generic path. Anything unusual falls back to py.

// instanceGetAttr reads inst.name with Python's precedence: a data
// descriptor of the class, then the instance dict, then the class
// attribute (bound if it is a descriptor).
func instanceGetAttr(th *py.Thread, inst *py.Instance, name *py.Str) (py.Value, error) {
	if inst.Class.UserDefines(strGetattribute) {
		return py.GetAttr(th, inst, name.String())
	}
	attr := inst.Class.LookupStr(name)
	if attr != nil {
		if dd, ok := attr.(py.DataDescriptor); ok {
			return dd.DescriptorGet(th, inst, inst.Class)
		}
		if _, ok := attr.(*py.Instance); ok {
			return py.GetAttr(th, inst, name.String())
		}
	}
	if inst.Dict != nil {
		if v := inst.Dict.GetStrKey(name); v != nil {
			return v, nil
		}
	}
	if attr != nil {
		if d, ok := attr.(py.Descriptor); ok {
			return d.DescriptorGet(th, inst, inst.Class)
		}
		return attr, nil
	}
	return py.GetAttr(th, inst, name.String())
}

// instanceSetAttr stores inst.name = v in the instance dict unless the
// class intercepts the store (a data descriptor or __setattr__).
func instanceSetAttr(th *py.Thread, inst *py.Instance, name *py.Str, v py.Value) error {
	if inst.Dict == nil || inst.Base != nil || !inst.Class.AllowsAttr(name.String()) {
		return py.SetAttr(th, inst, name.String(), v)
	}
	if attr := inst.Class.LookupStr(name); attr != nil {
		switch attr.(type) {
		case py.DataDescriptor, *py.Instance:
			return py.SetAttr(th, inst, name.String(), v)
		}
	}
	if inst.Class.UserDefines(strSetattr) {
		return py.SetAttr(th, inst, name.String(), v)
	}
	return inst.Dict.Set(th, name, v)
}

// strSetattr and strGetattribute are the interned names "__setattr__"
// and "__getattribute__".
var (
	strSetattr      = py.NewStrConst("__setattr__")
	strGetattribute = py.NewStrConst("__getattribute__")
)

// methodOf returns the Python function a call inst.name(...) runs with
// inst as its first argument, or nil when the attribute is anything else
// (then the generic path binds it).
func methodOf(inst *py.Instance, name *py.Str) *Function {
	f, ok := inst.Class.LookupStr(name).(*Function)
	if !ok || !plainAttrs(inst, name) {
		return nil
	}
	return f
}

// plainAttrs reports whether reading inst.name is the plain class lookup:
// no instance attribute of that name and no user __getattribute__.
func plainAttrs(inst *py.Instance, name *py.Str) bool {
	if inst.Dict != nil && inst.Dict.GetStrKey(name) != nil {
		return false
	}
	return !inst.Class.UserDefines(strGetattribute)
}

// instanceBuiltinMethodOf returns the Go method a call inst.name(...) runs
// with inst as self (a method of a built-in base or of a class made by a
// stdlib module), or nil: the call then needs no bound method.
func instanceBuiltinMethodOf(inst *py.Instance, name *py.Str) *py.Builtin {
	b, ok := inst.Class.LookupStr(name).(*py.Builtin)
	if !ok || b.Owner == nil || b.Self != nil || !plainAttrs(inst, name) {
		return nil
	}
	return b
}

// builtinMethodOf returns the Go method a call v.name(...) runs when v is
// a str, list, dict, tuple, set, bytes, int, float or generator (types whose
// attribute lookup is plain) and name is one of its methods, or nil.
func builtinMethodOf(v py.Value, name *py.Str) *py.Builtin {
	switch v.(type) {
	case *py.Str, *py.List, *py.Dict, *py.Tuple, *py.Set, *py.Bytes, py.Int, py.Float, *Generator:
	default:
		return nil
	}
	typ := v.Type()
	b, ok := typ.LookupStr(name).(*py.Builtin)
	if !ok || b.Owner == nil || b.Self != nil {
		return nil
	}
	return b
}
