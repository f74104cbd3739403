package py

// Data descriptors of built-in types win over the instance dict, as in
// CPython: after obj.__dict__['__class__'] = int, obj.__class__ is still
// the real class, and an exception's args, __cause__ or name cannot be
// shadowed by an entry of its __dict__. The attribute lookup (getAttr and
// the two instance fast paths) asks the type's MRO first; a DataDescriptor
// found there answers before the dict. The built-in getset and member
// descriptors are NumAttr values in the types' namespaces (int.real,
// BaseException.args, OSError.errno...), and object's own two
// (object.__class__ and each class's __dict__), which krait does not
// store in a namespace, are answered by ObjectDataName (and stood for by
// ObjectDataAttr in memos of class lookups).

// ObjectDataName reports whether name is one of the data descriptors
// every object with an instance dict inherits from object and its class
// (__class__ and __dict__): when no class of the MRO defines the name, it
// is answered before the instance dict.
func ObjectDataName(name string) bool {
	return name == "__class__" || name == "__dict__"
}

// objectDataHashes are the hashes of the two names of ObjectDataName:
// the generic lookup compares the hash it already holds before the name.
var objectDataHashes = [2]int64{objectDataAttrs[0].name.Hash(), objectDataAttrs[1].name.Hash()}

// objectDataOrDict answers obj.name for a name whose hash is one of
// objectDataHashes, found as v in obj's instance dict.
func objectDataOrDict(t *Thread, obj Value, name string, v Value) (Value, error) {
	if ObjectDataName(name) {
		if sv, ok, err := specialAttr(t, obj, name); ok || err != nil {
			return sv, err
		}
	}
	return v, nil
}

// objectDataAttr stands for object.__class__ or a class's __dict__ where
// a memo of class lookups (the evaluator's attribute sites) records that
// no class of the MRO defines the name: the site then takes its data
// descriptor path, and reading the attribute checks the instance dict
// only after them, with no test on the path of other names.
type objectDataAttr struct{ name *Str }

var objectDataAttrs = [...]*objectDataAttr{{NewStrConst("__class__")}, {NewStrConst("__dict__")}}

// ObjectDataAttr returns the stand-in for object's data descriptor name
// (see ObjectDataName), or nil for other names.
func ObjectDataAttr(name string) Value {
	switch name {
	case "__class__":
		return objectDataAttrs[0]
	case "__dict__":
		return objectDataAttrs[1]
	}
	return nil
}

// Type returns getset_descriptor.
func (a *objectDataAttr) Type() *Type { return GetSetDescriptorType }

// PyRepr implements Reprer.
func (a *objectDataAttr) PyRepr(*Thread) (string, error) {
	return "<attribute '" + a.name.s + "' of 'object' objects>", nil
}

// DescriptorGet reads the attribute through the generic lookup, which
// answers these names before the instance dict.
func (a *objectDataAttr) DescriptorGet(t *Thread, instance Value, _ *Type) (Value, error) {
	if instance == nil || instance == None {
		return a, nil
	}
	return getAttrHashed(t, instance, a.name.s, a.name.Hash())
}

// DescriptorSet assigns through the generic path.
func (a *objectDataAttr) DescriptorSet(t *Thread, instance, value Value) error {
	return setAttrAny(t, instance, a.name.s, value)
}

// DescriptorDelete deletes through the generic path.
func (a *objectDataAttr) DescriptorDelete(t *Thread, instance Value) error {
	return delAttrAny(t, instance, a.name.s)
}

// DescriptorSet implements DataDescriptor: exceptions' getsets and
// members are writable; the numeric and range attributes are not.
func (a *NumAttr) DescriptorSet(t *Thread, instance, value Value) error {
	if e, ok := instance.(*Exception); ok {
		return exceptionSetSpecial(t, e, a.name, value)
	}
	return a.readonly()
}

// DescriptorDelete implements DataDescriptor.
func (a *NumAttr) DescriptorDelete(_ *Thread, instance Value) error {
	if e, ok := instance.(*Exception); ok {
		return exceptionDelSpecial(e, a.name)
	}
	return a.readonly()
}

// readonly is the error of assigning a read-only getset or member.
func (a *NumAttr) readonly() error {
	if a.member {
		// CPython's member descriptors (complex.real, range.start)
		// say only this.
		return NewAttributeError("readonly attribute")
	}
	return NewAttributeError("attribute '%s' of '%s' objects is not writable", a.name, a.owner.Name)
}

// exceptionMembers are the member descriptors CPython defines on the
// built-in exception types (their values live outside the instance
// dict, in Exception.members).
var exceptionMembers = []struct {
	typ   *Type
	names []string
}{
	{AttributeErrorType, []string{"name", "obj"}},
	{NameErrorType, []string{"name"}},
	{ImportErrorType, []string{"msg", "name", "path"}},
	{OSErrorType, []string{"errno", "strerror", "filename", "filename2"}},
	{StopIterationType, []string{"value"}},
	{SystemExitType, []string{"code"}},
	{SyntaxErrorType, []string{"msg", "filename", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line"}},
	{UnicodeEncodeErrorType, []string{"encoding", "object", "start", "end", "reason"}},
	{UnicodeDecodeErrorType, []string{"encoding", "object", "start", "end", "reason"}},
	{UnicodeTranslateErrorType, []string{"encoding", "object", "start", "end", "reason"}},
}

func init() {
	// BaseException's getsets (args is registered with the groups'
	// members in excgroup.go), property's members and OSError's
	// characters_written.
	for _, name := range []string{"__cause__", "__context__", "__traceback__"} {
		BaseExceptionType.Dict.SetStr(name, &NumAttr{name: name, owner: BaseExceptionType})
	}
	BaseExceptionType.Dict.SetStr("__suppress_context__", &NumAttr{name: "__suppress_context__", owner: BaseExceptionType, member: true})
	for _, name := range []string{"fget", "fset", "fdel"} {
		PropertyType.Dict.SetStr(name, &NumAttr{name: name, owner: PropertyType, member: true})
	}
	OSErrorType.Dict.SetStr("characters_written", &NumAttr{name: "characters_written", owner: OSErrorType})
	for _, m := range exceptionMembers {
		for _, name := range m.names {
			m.typ.Dict.SetStr(name, &NumAttr{name: name, owner: m.typ, member: true})
		}
	}
}

// isMember reports whether name is a member descriptor (or
// OSError's characters_written) of e's type.
func (e *Exception) isMember(name string) bool {
	if name == "characters_written" {
		return e.typ.IsSubtype(OSErrorType)
	}
	for _, m := range exceptionMembers {
		if e.typ.IsSubtype(m.typ) {
			for _, n := range m.names {
				if n == name {
					return true
				}
			}
		}
	}
	return false
}

// member returns a member's stored value, or nil.
func (e *Exception) member(name string) Value {
	if e.members == nil {
		return nil
	}
	return e.members.GetStr(name)
}

// exceptionSetSpecial assigns one of an exception's getsets or members.
func exceptionSetSpecial(t *Thread, e *Exception, name string, value Value) error {
	switch name {
	case "__cause__":
		c, ok := value.(*Exception)
		if !ok && value != None {
			return NewTypeError("exception cause must be None or derive from BaseException")
		}
		e.Cause = c
		e.SuppressContext = true
		return nil
	case "__context__":
		c, ok := value.(*Exception)
		if !ok && value != None {
			return NewTypeError("exception context must be None or derive from BaseException")
		}
		e.SetContext(c)
		return nil
	case "__suppress_context__":
		b, err := Truth(t, value)
		e.SuppressContext = b
		return err
	case "args":
		items, err := iterateAll(t, value)
		if err != nil {
			return err
		}
		e.Args, err = CopyValues(t, items)
		return err
	case "__traceback__":
		if value != None {
			return NewTypeError("__traceback__ must be a traceback or None")
		}
		e.TB = nil
		return nil
	}
	e.setMember(name, value)
	return nil
}

// exceptionDelSpecial deletes one of an exception's getsets or members.
func exceptionDelSpecial(e *Exception, name string) error {
	switch name {
	case "args":
		return NewTypeError("args may not be deleted")
	case "__cause__", "__context__", "__traceback__":
		return NewTypeError("%s may not be deleted", name)
	case "__suppress_context__":
		return NewTypeError("can't delete attribute")
	}
	if name == "characters_written" {
		if e.member(name) == nil {
			return NewAttributeError("characters_written")
		}
		_, _, err := e.members.Delete(nil, NewStr(name))
		return err
	}
	// A deleted member reads as None, as CPython's do.
	e.setMember(name, None)
	return nil
}

// setMember stores a member's value.
func (e *Exception) setMember(name string, v Value) {
	if e.members == nil {
		e.members = NewDict()
	}
	e.members.SetStr(name, v)
}
