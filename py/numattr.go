package py

// NumAttr is a read-only data attribute of a built-in numeric type (int.real,
// float.imag, int.numerator, range.start, ...), stored in the type's namespace so that
// hasattr(int, 'real') holds as in CPython; reading it on an instance
// gives the value.
type NumAttr struct {
	name   string
	owner  *Type
	member bool // shown as <member ...> (complex) rather than <attribute ...>
}

var (
	// GetSetDescriptorType is the type of NumAttr values shown as
	// "attribute" (getset_descriptor).
	GetSetDescriptorType = newFinalType("getset_descriptor")
	// MemberDescriptorType is the type of NumAttr values shown as
	// "member" (member_descriptor).
	MemberDescriptorType = newFinalType("member_descriptor")
)

// Type returns getset_descriptor or member_descriptor.
func (a *NumAttr) Type() *Type {
	if a.member {
		return MemberDescriptorType
	}
	return GetSetDescriptorType
}

// PyRepr implements Reprer: <attribute 'real' of 'int' objects>.
func (a *NumAttr) PyRepr(*Thread) (string, error) {
	kind := "attribute"
	if a.member {
		kind = "member"
	}
	return "<" + kind + " '" + a.name + "' of '" + a.owner.Name + "' objects>", nil
}

// DescriptorGet implements Descriptor: the attribute itself on the class,
// the value on an instance.
func (a *NumAttr) DescriptorGet(t *Thread, instance Value, _ *Type) (Value, error) {
	if instance == nil || instance == None {
		return a, nil
	}
	v, ok, err := specialAttr(t, instance, a.name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, NewTypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", a.name, a.owner.Name, typeName(instance))
	}
	return v, nil
}

func init() {
	for _, name := range []string{"real", "imag", "numerator", "denominator"} {
		IntType.Dict.SetStr(name, &NumAttr{name: name, owner: IntType})
	}
	for _, name := range []string{"real", "imag"} {
		FloatType.Dict.SetStr(name, &NumAttr{name: name, owner: FloatType})
		ComplexType.Dict.SetStr(name, &NumAttr{name: name, owner: ComplexType, member: true})
	}
	// range's start, stop and step are member descriptors in CPython too.
	for _, name := range []string{"start", "stop", "step"} {
		RangeType.Dict.SetStr(name, &NumAttr{name: name, owner: RangeType, member: true})
	}
}
