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
	"__module__": func(f *Function) py.Value {
		if f.module != nil {
			return f.module
		}
		return newStr("__main__")
	},
	"__doc__": func(f *Function) py.Value {
		if f.doc != nil {
			return f.doc
		}
		if f.code.doc == nil {
			return py.None
		}
		return f.code.doc
	},
	"__defaults__": func(f *Function) py.Value {
		if len(f.defaults) == 0 {
			return py.None
		}
		return py.NewTuple(append([]py.Value(nil), f.defaults...))
	},
	"__kwdefaults__": func(f *Function) py.Value {
		d := py.NewDict()
		for i, v := range f.kwdefaults {
			if v != nil && i < len(f.code.kwonlyNames) {
				d.SetStr(f.code.kwonlyNames[i], v)
			}
		}
		if d.Len() == 0 {
			return py.None
		}
		return d
	},
	"__annotations__": func(f *Function) py.Value {
		if f.annotations == nil {
			f.annotations = py.NewDict()
		}
		return f.annotations
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
		// Read on the type itself (type(f).__name__): CPython finds the
		// metatype's descriptor first and answers for the type.
		if instance == nil && owner != nil {
			switch a.name {
			case "__name__", "__qualname__":
				return newStr(owner.Name), nil
			case "__module__":
				return newStr("builtins"), nil
			case "__doc__":
				return py.None, nil
			}
		}
		return a, nil
	}
	return a.get(f), nil
}

// DescriptorSet assigns __name__ and __qualname__ (strings only, as in
// CPython), __doc__ and __module__ (any value).
func (a *funcAttr) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	f, ok := instance.(*Function)
	if !ok {
		return py.NewAttributeError("readonly attribute")
	}
	switch a.name {
	case "__name__", "__qualname__":
		s, ok := value.(*py.Str)
		if !ok {
			return py.NewTypeError("%s must be set to a string object", a.name)
		}
		if a.name == "__name__" {
			f.name = s.String()
		} else {
			f.qualname = s.String()
		}
		return nil
	case "__doc__":
		f.doc = value
		return nil
	case "__module__":
		f.module = value
		return nil
	case "__annotations__":
		if value == py.None {
			f.annotations = nil
			return nil
		}
		d, ok := value.(*py.Dict)
		if !ok {
			return py.NewTypeError("__annotations__ must be set to a dict object")
		}
		f.annotations = d
		return nil
	}
	return py.NewAttributeError("readonly attribute")
}

// DescriptorDelete resets __annotations__ (a new empty dict is made when it
// is next read, as in CPython) and refuses every other deletion.
func (a *funcAttr) DescriptorDelete(t *py.Thread, instance py.Value) error {
	if f, ok := instance.(*Function); ok && a.name == "__annotations__" {
		f.annotations = nil
		return nil
	}
	return py.NewAttributeError("readonly attribute")
}

// AttrDict returns the function's own attributes (f.calls = 0), making
// the dict when create is true: it implements py.AttrDicter, so the one
// attribute lookup (py's) reads, writes and deletes them after the
// function type's data descriptors, and library code (functools.wraps,
// hasattr) sees them as attribute syntax does.
func (f *Function) AttrDict(create bool) *py.Dict {
	if f.dict == nil && create {
		f.dict = py.NewDict()
	}
	return f.dict
}
