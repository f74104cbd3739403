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
	attr, fl := inst.Class.LookupAttr(name)
	if fl&py.UserGetattribute != 0 {
		return py.GetAttr(th, inst, name.String())
	}
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
	attr, fl := inst.Class.LookupAttr(name)
	if attr != nil {
		switch attr.(type) {
		case py.DataDescriptor, *py.Instance:
			return py.SetAttr(th, inst, name.String(), v)
		}
	}
	if fl&py.UserSetattr != 0 {
		return py.SetAttr(th, inst, name.String(), v)
	}
	return inst.SetDictAttr(th, name, v)
}

// instanceMethod returns the class attribute a call inst.name(...) runs
// with inst as its first argument without a bound method, or nil when
// reading inst.name is not the plain class lookup (an instance attribute
// of that name, a user __getattribute__, or no class attribute).
func instanceMethod(inst *py.Instance, name *py.Str) py.Value {
	attr, fl := inst.Class.LookupAttr(name)
	if attr == nil || fl&py.UserGetattribute != 0 || (inst.Dict != nil && inst.Dict.GetStrKey(name) != nil) {
		return nil
	}
	return attr
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
