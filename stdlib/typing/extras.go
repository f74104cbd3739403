package typing

import "github.com/kraitpy/krait/py"

// addExtras adds the module-level type variables CPython's typing
// defines for its own generics (T, KT, VT, ...), EXCLUDED_ATTRIBUTES,
// GenericAlias, MethodDescriptorType and abstractmethod.
func (m *module) addExtras(t *py.Thread, d *py.Dict) error {
	for _, v := range []struct {
		name          string
		co, contra    bool
		boundedByType bool
	}{
		{"T", false, false, false}, {"KT", false, false, false}, {"VT", false, false, false},
		{"T_co", true, false, false}, {"V_co", true, false, false}, {"VT_co", true, false, false},
		{"T_contra", false, true, false}, {"CT_co", true, false, true},
	} {
		var kwargs []py.Kwarg
		if v.co {
			kwargs = append(kwargs, py.Kwarg{Name: "covariant", Value: py.True})
		}
		if v.contra {
			kwargs = append(kwargs, py.Kwarg{Name: "contravariant", Value: py.True})
		}
		if v.boundedByType {
			kwargs = append(kwargs, py.Kwarg{Name: "bound", Value: py.TypeType})
		}
		tv, err := py.Call(t, m.typeVar, []py.Value{py.NewStr(v.name)}, kwargs)
		if err != nil {
			return err
		}
		d.SetStr(v.name, tv)
	}
	var excluded []py.Value
	for _, n := range []string{"__parameters__", "__orig_bases__", "__orig_class__", "_is_protocol", "_is_runtime_protocol",
		"__final__", "__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__", "__module__", "__new__",
		"__slots__", "__subclasshook__", "__weakref__", "__class_getitem__", "_MutableMapping__marker"} {
		excluded = append(excluded, py.NewStr(n))
	}
	d.SetStr("EXCLUDED_ATTRIBUTES", py.NewList(excluded))
	d.SetStr("GenericAlias", py.GenericAliasType)
	d.SetStr("MethodDescriptorType", py.MethodDescriptorType)
	d.SetStr("abstractmethod", py.NewBuiltin("abstractmethod", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("abstractmethod", args, kwargs); err != nil {
			return nil, err
		}
		// Marks the function as CPython does; a function that cannot take
		// attributes is returned as is (the mark is readable only through
		// the dunder, which krait's policy refuses anyway).
		if err := py.SetAttr(t, args[0], "__isabstractmethod__", py.True); err != nil {
			if ex, ok := err.(*py.Exception); !ok || !ex.Matches(py.AttributeErrorType) {
				return nil, err
			}
		}
		return args[0], nil
	}))
	return nil
}
