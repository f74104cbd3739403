package py

// The type objects of the built-in types. They are immutable after init.
var (
	ObjectType             = &Type{Name: "object", Module: "builtins", builtin: true, Dict: NewDict()}
	TypeType               = newBuiltinType("type", ObjectType)
	NoneTypeType           = newFinalType("NoneType")
	NotImplementedTypeType = newFinalType("NotImplementedType")
	EllipsisTypeType       = newFinalType("ellipsis")
	IntType                = newBuiltinType("int", ObjectType)
	BoolType               = newBuiltinType("bool", IntType)
	FloatType              = newBuiltinType("float", ObjectType)
	ComplexType            = newBuiltinType("complex", ObjectType)
	StrType                = newBuiltinType("str", ObjectType)
	BytesType              = newBuiltinType("bytes", ObjectType)
	ByteArrayType          = newBuiltinType("bytearray", ObjectType)
	ListType               = newBuiltinType("list", ObjectType)
	TupleType              = newBuiltinType("tuple", ObjectType)
	DictType               = newBuiltinType("dict", ObjectType)
	SetType                = newBuiltinType("set", ObjectType)
	FrozenSetType          = newBuiltinType("frozenset", ObjectType)
	RangeType              = newFinalType("range")
	SliceType              = newFinalType("slice")
	BuiltinFunctionType    = newFinalType("builtin_function_or_method")
	MethodType             = newFinalType("method")
	ModuleType             = newBuiltinType("module", ObjectType)
	PropertyType           = newBuiltinType("property", ObjectType)
	StaticMethodType       = newBuiltinType("staticmethod", ObjectType)
	ClassMethodType        = newBuiltinType("classmethod", ObjectType)
	MethodDescriptorType   = newFinalType("method_descriptor")

	StrIteratorType         = newFinalType("str_iterator")
	StrASCIIIteratorType    = newFinalType("str_ascii_iterator")
	ListIteratorType        = newFinalType("list_iterator")
	ListReverseIteratorType = newFinalType("list_reverseiterator")
	TupleIteratorType       = newFinalType("tuple_iterator")
	RangeIteratorType       = newFinalType("range_iterator")
	LongRangeIteratorType   = newFinalType("longrange_iterator")
	SetIteratorType         = newFinalType("set_iterator")
	BytesIteratorType       = newFinalType("bytes_iterator")
	DictKeyIteratorType     = newFinalType("dict_keyiterator")
	DictValueIteratorType   = newFinalType("dict_valueiterator")
	DictItemIteratorType    = newFinalType("dict_itemiterator")
	DictRevKeyIteratorType  = newFinalType("dict_reversekeyiterator")
	DictRevValIteratorType  = newFinalType("dict_reversevalueiterator")
	DictRevItemIteratorType = newFinalType("dict_reverseitemiterator")
	DictKeysType            = newFinalType("dict_keys")
	DictValuesType          = newFinalType("dict_values")
	DictItemsType           = newFinalType("dict_items")
	SeqIteratorType         = newFinalType("iterator")
	ReversedType            = newFinalType("reversed")
	SuperType               = newBuiltinType("super", ObjectType)
	UnionTypeType           = newFinalType("UnionType")
	MappingProxyType        = newFinalType("mappingproxy")
	GenericAliasType        = newFinalType("GenericAlias")
	CallableIteratorType    = newFinalType("callable_iterator")
)

// newFinalType makes a built-in type that cannot be subclassed.
func newFinalType(name string) *Type {
	t := newBuiltinType(name, ObjectType)
	t.final = true
	return t
}

// builtinTypes lists every non-exception built-in type.
func builtinTypes() []*Type {
	return []*Type{
		ObjectType, TypeType, NoneTypeType, NotImplementedTypeType, EllipsisTypeType, IntType, BoolType,
		FloatType, ComplexType, StrType, BytesType, ByteArrayType, ListType, TupleType, DictType, SetType,
		FrozenSetType, RangeType, SliceType, BuiltinFunctionType, MethodType, ModuleType, PropertyType,
		StaticMethodType, ClassMethodType, MethodDescriptorType, StrIteratorType, ListIteratorType,
		ListReverseIteratorType, TupleIteratorType, RangeIteratorType, LongRangeIteratorType, SetIteratorType, BytesIteratorType,
		DictKeyIteratorType, DictValueIteratorType, DictItemIteratorType, DictKeysType, DictValuesType,
		DictItemsType, SeqIteratorType, CallableIteratorType, ReversedType, SuperType, StrASCIIIteratorType, MappingProxyType,
		DictRevKeyIteratorType, DictRevValIteratorType, DictRevItemIteratorType, UnionTypeType, GenericAliasType,
		MemberDescriptorType, GetSetDescriptorType,
	}
}

func init() {
	UnionTypeType.Module = "types"
	GenericAliasType.Module = "types"
	ObjectType.solid = ObjectType
	BoolType.final = true
	for _, t := range builtinTypes() {
		finishBuiltinType(t)
	}
	for _, t := range ExceptionTypes() {
		finishBuiltinType(t)
		t.solid = BaseExceptionType
		t.New = newExceptionValue
	}
}
