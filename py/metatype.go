package py

// Go metatypes give classes the class-level behaviour a CPython metaclass
// gives them (for m in Color, len(Color), Color['RED'], Color(1),
// repr(Color), Color.RED = 2 refused, type(Color) is EnumType), without
// a metaclass protocol in Python: user code cannot define metaclasses.
// A Go module makes a metatype with NewMetatype and attaches it to its
// base classes with SetMetatype; classes deriving from them inherit it.
// The metatype is a final, immutable type deriving from type; its
// TypeHooks are Go functions that each protocol consults only when the
// operand is a class with a metatype (one nil check for ordinary
// classes).

// TypeHooks are the class-level protocol of a metatype's classes. Nil
// fields keep type's behaviour.
type TypeHooks struct {
	// Explicit lets a class statement name the metatype as metaclass=
	// without a base that has it (class B(metaclass=ABCMeta)). Leave it
	// false for metatypes whose hooks need the classes their module
	// makes (enum's EnumType needs an Enum base).
	Explicit bool
	// Walkable declares that the hooks and the metatype's methods close
	// over no value of a run but their module's Go state, which the
	// memory walk visits (see MarkWalkable), and keep nothing per class
	// elsewhere: the walk measures classes with this metatype like other
	// classes instead of giving up.
	Walkable bool
	// Init runs when a class with the metatype is created (from a class
	// statement or type()), after the class object exists and before
	// __init_subclass__: it consumes the class keywords it understands
	// and returns the rest.
	Init func(t *Thread, cls *Type, kwargs []Kwarg) ([]Kwarg, error)
	// Prepare runs before a class statement's body, with the class's
	// name and bases; the function it returns sees each name the body
	// binds, in order, and returns the value to bind (what the mapping
	// a metaclass's __prepare__ returns does in CPython).
	Prepare func(t *Thread, name string, bases []*Type) (func(t *Thread, key string, v Value) (Value, error), error)
	// Call replaces calling the class (type.__call__).
	Call     func(t *Thread, cls *Type, args []Value, kwargs []Kwarg) (Value, error)
	Iter     func(t *Thread, cls *Type) (Iterator, error)
	Len      func(t *Thread, cls *Type) (int, error)
	Contains func(t *Thread, cls *Type, v Value) (bool, error)
	// Reversed defaults to the Iter items in reverse order.
	Reversed func(t *Thread, cls *Type) (Iterator, error)
	Repr     func(t *Thread, cls *Type) (string, error)
	// GetItem is cls[key] (before __class_getitem__).
	GetItem func(t *Thread, cls *Type, key Value) (Value, error)
	// SetAttr is cls.name = v, and del cls.name when v is nil; it may
	// finish with GenericSetAttr / GenericDelAttr.
	SetAttr func(t *Thread, cls *Type, name string, v Value) error
	// GetAttr is called when reading an attribute of the class finds
	// nothing (a metaclass __getattr__).
	GetAttr func(t *Thread, cls *Type, name string) (Value, error)
	// Dir is dir(cls).
	Dir func(t *Thread, cls *Type) []string
}

// NewMetatype makes a metatype for a Go module: a final type deriving
// from type, named module.name, whose classes get hooks' protocol. Its
// namespace holds what Go puts there (methods bound to the class on
// lookup); user code can neither subclass it, nor instantiate it, nor
// set its attributes.
func NewMetatype(name, module string, hooks *TypeHooks) *Type {
	if hooks == nil {
		hooks = &TypeHooks{}
	}
	// TpName: the metatypes krait's modules make (ABCMeta, EnumType) are
	// classes CPython writes in Python, which its errors name by __name__.
	m := &Type{Name: name, TpName: name, Module: module, Bases: []*Type{TypeType}, Dict: NewDict(), Hooks: hooks,
		builtin: true, final: true, solid: TypeType.solid}
	m.MRO = append([]*Type{m}, TypeType.MRO...) //krait:alloc-ok type's MRO: two entries
	return m
}

// IsMetatype reports whether t was made by NewMetatype.
func (t *Type) IsMetatype() bool { return t.Hooks != nil }

// SetMetatype gives a user class (one made by NewClass in a Go module) a
// metatype made by NewMetatype; classes deriving from cls inherit it.
func (t *Type) SetMetatype(meta *Type) error {
	if t.builtin || !meta.IsMetatype() {
		return NewTypeError("cannot give '%s' the metatype '%s'", t.Name, meta.Name)
	}
	t.meta = meta
	return nil
}

// MetatypeOf returns the Go metatype a class with these bases gets (nil
// for type), or CPython's metaclass conflict error.
func MetatypeOf(bases []*Type) (*Type, error) { return metaOfWith(nil, bases) }

// MetatypeWith is MetatypeOf for a class statement that names the
// metatype explicit (nil for type).
func MetatypeWith(explicit *Type, bases []*Type) (*Type, error) { return metaOfWith(explicit, bases) }

// metaOfWith is the metatype a class with these bases gets: the most
// derived Go metatype among explicit and the bases' (nil for type), or
// CPython's metaclass conflict.
func metaOfWith(explicit *Type, bases []*Type) (*Type, error) {
	meta := explicit
	for _, b := range bases {
		switch m := b.meta; {
		case m == nil || m == meta:
		case meta == nil || m.IsSubtype(meta):
			meta = m
		case !meta.IsSubtype(m):
			return nil, NewTypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
	}
	return meta, nil
}

// typeHooks returns the hooks of cls's metatype, or nil.
func (cls *Type) typeHooks() *TypeHooks {
	if cls.meta != nil {
		return cls.meta.Hooks
	}
	return nil
}
