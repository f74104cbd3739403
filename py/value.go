package py

// Value is any Python value. Every value knows its Python type.
//
// Built-in types are implemented by Go types in this package:
//
//	None        NoneType (the single value None)
//	bool        Bool
//	int         Int (int64) and *BigInt (only for values outside int64;
//	            every operation normalises a result that fits back to Int)
//	float       Float
//	complex     Complex
//	str         *Str (immutable; caches whether it is ASCII so len and
//	            indexing of ASCII strings are O(1))
//	bytes       *Bytes, bytearray *ByteArray
//	list        *List, tuple *Tuple
//	dict        *Dict (CPython's insertion-ordered compact layout)
//	set         *Set, frozenset *FrozenSet (CPython's open addressing, so
//	            iteration order matches CPython's)
//	range       *Range, slice *Slice
//	type        *Type (built-in types and user classes alike)
//	instances   *Instance (an instance of a user class; when the class
//	            derives from a built-in type, Instance.Base holds the
//	            built-in part)
//	exceptions  *Exception
//	callables   *Builtin (a Go function), *BoundMethod; package interp
//	            adds Python functions, which implement Callable
type Value interface {
	Type() *Type
}

// Callable is implemented by values that can be called: built-in
// functions, bound methods, types, and interp's Python functions.
// Positional arguments come in args; keyword arguments in kwargs, in call
// order. Implementations must not retain args after returning.
type Callable interface {
	Value
	Call(t *Thread, args []Value, kwargs []Kwarg) (Value, error)
}

// Kwarg is one keyword argument of a call.
type Kwarg struct {
	Name  string
	Value Value
}

// Iterator is a Python iterator as Go sees it: Next returns the next item,
// or (nil, nil) once the iterator is exhausted. Iterators are values too
// (iter(x) returns one to Python code).
type Iterator interface {
	Value
	Next(t *Thread) (Value, error)
}

// NoneType is the type of None; its only value is None.
type NoneType struct{}

// None is Python's None.
var None Value = NoneType{}

// Type returns NoneType.
func (NoneType) Type() *Type { return NoneTypeType }

// NotImplementedType is the type of NotImplemented.
type NotImplementedType struct{}

// NotImplemented is the value binary dunder methods return to decline.
var NotImplemented Value = NotImplementedType{}

// Type returns NotImplementedType.
func (NotImplementedType) Type() *Type { return NotImplementedTypeType }

// EllipsisType is the type of Ellipsis (`...`).
type EllipsisType struct{}

// Ellipsis is the value of `...`.
var Ellipsis Value = EllipsisType{}

// Type returns ellipsis.
func (EllipsisType) Type() *Type { return EllipsisTypeType }

// Bool is a Python bool; bool is a subclass of int.
type Bool bool

// True and False are Python's booleans as Values (boxing them never
// allocates).
var (
	True  Value = Bool(true)
	False Value = Bool(false)
)

// Type returns bool.
func (Bool) Type() *Type { return BoolType }

// NewBool returns True or False without allocating.
func NewBool(b bool) Value {
	if b {
		return True
	}
	return False
}

// Reprer is implemented by Go-defined values (made outside this package
// with NewBuiltinType) that render their own repr, e.g. itertools.count.
// str() uses it too.
type Reprer interface {
	Value
	PyRepr(t *Thread) (string, error)
}

// Lener is implemented by Go-defined values that have a len(); Truth uses
// it as well.
type Lener interface {
	Value
	PyLen(t *Thread) (int, error)
}
