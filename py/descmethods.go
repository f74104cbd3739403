package py

import "github.com/kraitpy/krait/policy"

// The __get__, __set__ and __delete__ methods of the built-in data
// descriptor types (member_descriptor, getset_descriptor, property), as
// CPython's slot wrappers expose them: C.__dict__['x'].__get__(o, C)
// does what reading o.x through the descriptor does. They call the
// descriptor's own DescriptorGet/DescriptorSet/DescriptorDelete, the
// code the attribute lookup runs, so there is one implementation of each
// access.

// objClassed is a descriptor that applies only to instances of one class
// (CPython's descr_check on a PyDescrObject's d_type).
type objClassed interface {
	objClass() *Type
}

func (m *MemberDescriptor) objClass() *Type { return m.owner }
func (a *NumAttr) objClass() *Type          { return a.owner }
func (*groupMember) objClass() *Type        { return BaseExceptionGroupType }

// descrSelf returns the descriptor a wrapper was called on, with CPython's
// error for a receiver of another type (type(d).__get__(1, None)).
func descrSelf(typ *Type, name string, self Value) (DataDescriptor, error) {
	d, ok := self.(DataDescriptor)
	if !ok || self.Type() != typ {
		return nil, NewTypeError("descriptor '%s' requires a '%s' object but received a '%s'", name, typ.Name, typeName(self))
	}
	return d, nil
}

// descrCheck is CPython's descr_check: obj must be an instance of the
// class the descriptor belongs to.
func descrCheck(d Value, name string, obj Value) error {
	oc, ok := d.(objClassed)
	if !ok {
		return nil
	}
	if cls := oc.objClass(); obj.Type() != cls && !obj.Type().IsSubtype(cls) {
		return NewTypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, cls.Name, typeName(obj))
	}
	return nil
}

// descrAccess is the attribute checkpoint for an explicit access through
// descriptor d: the same decision as the attribute syntax o.name would
// get (a member or getset stands for one attribute name; a property's
// accessors are the program's own functions and name nothing).
func descrAccess(t *Thread, d Value, access policy.DunderAccess) error {
	if name := descrName(d); name != "" {
		return t.CheckAttr(name, access)
	}
	return nil
}

// descrName returns the attribute name a descriptor stands for.
func descrName(d Value) string {
	switch d := d.(type) {
	case *MemberDescriptor:
		return d.name
	case *NumAttr:
		return d.name
	case *groupMember:
		return d.name
	}
	return ""
}

// descriptorMethods returns typ's __get__, __set__ and __delete__.
func descriptorMethods(typ *Type) []methodDef {
	return []methodDef{
		{"__get__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			d, err := descrSelf(typ, "__get__", self)
			if err != nil {
				return nil, err
			}
			if len(kwargs) > 0 {
				return nil, NewTypeError("wrapper __get__() takes no keyword arguments")
			}
			if len(args) < 1 || len(args) > 2 {
				most := "at least 1 argument"
				if len(args) > 2 {
					most = "at most 2 arguments"
				}
				return nil, NewTypeError(" expected %s, got %d", most, len(args))
			}
			obj := args[0]
			var owner *Type
			if len(args) == 2 && args[1] != None {
				owner, _ = args[1].(*Type)
			}
			if obj == None {
				if len(args) < 2 || args[1] == None {
					return nil, NewTypeError("__get__(None, None) is invalid")
				}
				return d.DescriptorGet(t, nil, owner)
			}
			if err := descrCheck(d, descrName(d), obj); err != nil {
				return nil, err
			}
			if err := descrAccess(t, d, policy.DunderRead); err != nil {
				return nil, err
			}
			return d.DescriptorGet(t, obj, owner)
		}},
		{"__set__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			d, err := descrSelf(typ, "__set__", self)
			if err != nil {
				return nil, err
			}
			if len(kwargs) > 0 {
				return nil, NewTypeError("wrapper __set__() takes no keyword arguments")
			}
			if len(args) != 2 {
				return nil, NewTypeError(" expected 2 arguments, got %d", len(args))
			}
			if err := descrCheck(d, descrName(d), args[0]); err != nil {
				return nil, err
			}
			if err := descrAccess(t, d, policy.DunderWrite); err != nil {
				return nil, err
			}
			return None, d.DescriptorSet(t, args[0], args[1])
		}},
		{"__delete__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			d, err := descrSelf(typ, "__delete__", self)
			if err != nil {
				return nil, err
			}
			if len(kwargs) > 0 {
				return nil, NewTypeError("wrapper __delete__() takes no keyword arguments")
			}
			if len(args) != 1 {
				return nil, NewTypeError("expected 1 argument, got %d", len(args))
			}
			if err := descrCheck(d, descrName(d), args[0]); err != nil {
				return nil, err
			}
			if err := descrAccess(t, d, policy.DunderDelete); err != nil {
				return nil, err
			}
			return None, d.DescriptorDelete(t, args[0])
		}},
	}
}

func init() {
	for _, typ := range []*Type{MemberDescriptorType, GetSetDescriptorType, PropertyType} {
		addMethods(typ, descriptorMethods(typ))
	}
}
