package interp

import (
	"github.com/kraitpy/krait/py"
)

// FunctionType is the type of Python functions. Its namespace holds the
// data descriptors of the readable function attributes; it is built once
// and never modified.
var FunctionType = newInternalType("function", map[string]func(f *Function) py.Value{
	"__name__":     func(f *Function) py.Value { return newStr(f.name) },
	"__qualname__": func(f *Function) py.Value { return newStr(f.qualname) },
	"__module__":   func(f *Function) py.Value { return newStr("__main__") },
	"__doc__": func(f *Function) py.Value {
		if f.code.doc == nil {
			return py.None
		}
		return f.code.doc
	},
})

// getsetType is the type of the attribute descriptors below.
var getsetType = newInternalType("getset_descriptor", nil)

// newInternalType makes a type object of the interpreter (function,
// getset_descriptor, generator): a final built-in type that Python code
// cannot instantiate.
func newInternalType(name string, attrs map[string]func(f *Function) py.Value) *py.Type {
	t := py.NewBuiltinType(name, nil)
	for attr, get := range attrs {
		t.Dict.SetStr(attr, &funcAttr{name: attr, get: get})
	}
	return t
}

// funcAttr is a read-only attribute of functions (a data descriptor).
type funcAttr struct {
	name string
	get  func(f *Function) py.Value
}

// Type returns getset_descriptor.
func (a *funcAttr) Type() *py.Type { return getsetType }

// DescriptorGet returns the attribute of a function.
func (a *funcAttr) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	f, ok := instance.(*Function)
	if !ok {
		return a, nil
	}
	return a.get(f), nil
}

// DescriptorSet refuses assignment: function attributes are read-only in
// krait.
func (a *funcAttr) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	return py.NewAttributeError("readonly attribute")
}

// DescriptorDelete refuses deletion.
func (a *funcAttr) DescriptorDelete(t *py.Thread, instance py.Value) error {
	return py.NewAttributeError("readonly attribute")
}
