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

// attrs returns the function's __dict__ (its arbitrary attributes),
// making it when create is true.
func (f *Function) attrs(create bool) *py.Dict {
	if f.dict == nil && create {
		f.dict = py.NewDict()
	}
	return f.dict
}

// getAttr reads f.name: the function type's attributes first (its data
// descriptors), then the function's own attributes.
func (f *Function) getAttr(th *py.Thread, name string) (py.Value, error) {
	if _, ok := FunctionType.Dict.GetStr(name).(py.DataDescriptor); !ok && f.dict != nil {
		if v := f.dict.GetStr(name); v != nil {
			return v, nil
		}
	}
	return py.GetAttr(th, f, name)
}

// setAttr performs f.name = v (the writable descriptors, else the
// function's own attributes).
func (f *Function) setAttr(th *py.Thread, name string, v py.Value) error {
	if FunctionType.Dict.GetStr(name) != nil {
		return py.SetAttr(th, f, name, v)
	}
	return f.attrs(true).Set(th, py.NewStr(name), v)
}

// delAttr performs del f.name.
func (f *Function) delAttr(th *py.Thread, name string) error {
	if FunctionType.Dict.GetStr(name) == nil && f.dict != nil {
		_, ok, err := f.dict.Delete(th, py.NewStr(name))
		if err != nil || ok {
			return err
		}
	}
	return py.DelAttr(th, f, name)
}

// GetAttr returns v.name as py.GetAttr does, with the arbitrary attributes
// of interp's functions (f.calls = 0 ... f.calls) that py cannot see.
func GetAttr(th *py.Thread, v py.Value, name string) (py.Value, error) {
	if f, ok := v.(*Function); ok {
		return f.getAttr(th, name)
	}
	return py.GetAttr(th, v, name)
}

// SetAttr performs v.name = x as py.SetAttr does, with the arbitrary
// attributes of interp's functions.
func SetAttr(th *py.Thread, v py.Value, name string, x py.Value) error {
	if f, ok := v.(*Function); ok {
		return f.setAttr(th, name, x)
	}
	return py.SetAttr(th, v, name, x)
}

// DelAttr performs del v.name as py.DelAttr does, with the arbitrary
// attributes of interp's functions.
func DelAttr(th *py.Thread, v py.Value, name string) error {
	if f, ok := v.(*Function); ok {
		return f.delAttr(th, name)
	}
	return py.DelAttr(th, v, name)
}
