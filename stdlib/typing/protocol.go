package typing

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// protocolExcluded are the names _get_protocol_attrs skips (CPython's
// EXCLUDED_ATTRIBUTES, plus the namespace entries only krait's classes
// carry).
var protocolExcluded = map[string]bool{
	"__parameters__": true, "__orig_bases__": true, "__orig_class__": true, "_is_protocol": true,
	"_is_runtime_protocol": true, "__abstractmethods__": true, "__annotations__": true, "__dict__": true,
	"__doc__": true, "__init__": true, "__module__": true, "__new__": true, "__slots__": true,
	"__subclasshook__": true, "__weakref__": true, "__class_getitem__": true, "_MutableMapping__marker": true,
	"__qualname__": true, "__init_subclass__": true,
}

// installProtocol gives Protocol CPython's __init_subclass__ (marking
// the classes that list Protocol among their bases as protocols) and
// _proto_hook as __subclasshook__.
func (m *module) installProtocol() {
	p := m.protocol
	p.Dict.SetStr("_is_protocol", py.True)
	p.Dict.SetStr("__init_subclass__", &py.ClassMethod{Func: py.NewBuiltin("__init_subclass__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("__init_subclass__() takes no arguments")
		}
		cls, ok := args[0].(*py.Type)
		if !ok {
			return py.None, nil
		}
		if cls.Dict.GetStr("_is_protocol") == nil {
			isProto := false
			for _, b := range cls.Bases {
				if b == p {
					isProto = true
				}
			}
			cls.Dict.SetStr("_is_protocol", py.NewBool(isProto))
		}
		return py.None, nil
	})})
	p.Dict.SetStr("__subclasshook__", &py.ClassMethod{Func: py.NewBuiltin("__subclasshook__", m.protoHook)})
}

// protocolAttrs is _get_protocol_attrs(cls): the names the protocol's
// classes define or annotate, in MRO order.
func (m *module) protocolAttrs(cls *py.Type) []string {
	var out []string
	seen := map[string]bool{}
	add := func(k py.Value) {
		s, ok := k.(*py.Str)
		if !ok {
			return
		}
		n := s.String()
		if seen[n] || protocolExcluded[n] || strings.HasPrefix(n, "_abc_") {
			return
		}
		seen[n] = true
		out = append(out, n)
	}
	for _, b := range cls.MRO {
		if b == m.protocol || b == m.generic || b == py.ObjectType || b.Module == "abc" {
			continue
		}
		for _, k := range b.Dict.Keys() {
			add(k)
		}
		if ann, ok := b.Dict.GetStr("__annotations__").(*py.Dict); ok {
			for _, k := range ann.Keys() {
				add(k)
			}
		}
	}
	return out
}

// isProtocol reports cls.__dict__.get('_is_protocol', False).
func isProtocol(cls *py.Type) bool { return cls.Dict.GetStr("_is_protocol") == py.True }

// protoHook is _proto_hook, Protocol's __subclasshook__: a class is a
// subclass of a runtime-checkable protocol when it provides every
// protocol member (not set to None). Protocols with data members answer
// NotImplemented: krait's hook sees the instance's class, not the
// instance whose attributes CPython's __instancecheck__ reads.
func (m *module) protoHook(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 2 {
		return nil, py.NewTypeError("__subclasshook__() takes exactly one argument")
	}
	cls, ok := args[0].(*py.Type)
	if !ok || !isProtocol(cls) {
		return py.NotImplemented, nil
	}
	if cls.Dict.GetStr("_is_runtime_protocol") != py.True {
		return nil, py.NewTypeError("Instance and class checks can only be used with @runtime_checkable protocols")
	}
	other, ok := args[1].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("issubclass() arg 1 must be a class")
	}
	attrs := m.protocolAttrs(cls)
	for _, a := range attrs {
		v, err := py.GetAttrByName(t, cls, a)
		if err != nil {
			if ex, ok := err.(*py.Exception); ok && ex.Matches(py.AttributeErrorType) {
				return py.NotImplemented, nil
			}
			return nil, err
		}
		if !py.IsCallable(v) {
			return py.NotImplemented, nil
		}
	}
	for _, a := range attrs {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		found := false
		for _, b := range other.MRO {
			if v := b.Dict.GetStr(a); v != nil {
				if v == py.None {
					return py.NotImplemented, nil
				}
				found = true
				break
			}
			if ann, ok := b.Dict.GetStr("__annotations__").(*py.Dict); ok && ann.GetStr(a) != nil && isProtocol(other) {
				found = true
				break
			}
		}
		if !found {
			return py.NotImplemented, nil
		}
	}
	return py.True, nil
}

// runtimeCheckable is typing.runtime_checkable(cls).
func (m *module) runtimeCheckable(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("runtime_checkable", args, kwargs); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*py.Type)
	if !ok || !cls.IsSubtype(m.generic) || !isProtocol(cls) {
		r, err := py.Repr(t, args[0])
		if err != nil {
			return nil, err
		}
		return nil, py.NewTypeError("@runtime_checkable can be only applied to protocol classes, got %s", r)
	}
	cls.Dict.SetStr("_is_runtime_protocol", py.True)
	return cls, nil
}
