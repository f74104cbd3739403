package py

import "sync/atomic"

import "strings"

// NewFunc constructs a value of a built-in type (or of a user class
// deriving from it) from call arguments: the type's __new__ and __init__
// in one.
type NewFunc func(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error)

// Type is a Python type object: a built-in type or a user class.
type Type struct {
	Name     string // __name__
	Qualname string // __qualname__ (user classes; empty means Name)
	Module   string // __module__; "builtins" for built-in types
	Bases    []*Type
	MRO      []*Type // C3 linearisation, starting with the type itself
	Dict     *Dict   // namespace: methods and class attributes

	// New constructs instances of built-in types; nil for types that
	// cannot be instantiated from Python.
	New NewFunc

	// TpName, when set, is the name error messages use for the type
	// instead of Name: CPython's dotted tp_name of C types, e.g.
	// "datetime.datetime" in "unsupported operand type(s) for +:
	// 'datetime.datetime' and 'int'". __name__ and repr are unaffected.
	TpName string

	// SeqRepeat marks a type defined outside package py whose instances
	// are sequences that * repeats (CPython's sq_repeat: collections.deque),
	// so that a repetition by a non-int fails with the sequence message.
	SeqRepeat bool

	// Hooks, on a metatype made by NewMetatype, are the class-level
	// protocol of the classes whose metatype it is (see metatype.go).
	Hooks *TypeHooks
	// meta is the metatype of a class made with one (SetMetatype, or
	// inherited from a base); nil means type.
	meta *Type

	builtin bool // a built-in type: immutable, operations dispatched in Go
	final   bool // cannot be subclassed (bool, NoneType, range, ...)
	// frozen marks a class made by NewClass and then frozen (Freeze):
	// immutable like a built-in type, so that interpreters running at
	// once can share it (stdlib classes built once per process).
	frozen bool
	solid  *Type // the built-in type whose layout instances share

	// The instances' layout (slots.go): layout is the class whose
	// __slots__ last extended the slot array (nil: no slots), nslots the
	// array's length; noDict means instances have no __dict__, weakref
	// that they have __weakref__ (a class without __slots__ or naming it).
	layout  *Type
	nslots  int
	noDict  bool
	weakref bool
	// memoNS marks a class whose namespace a module built once
	// (MarkClassWalkable): the memory walk reads it through its memo
	// (WalkMemo), as it reads modules' namespaces.
	memoNS bool

	// instAttrs is the largest number of instance-dict entries an
	// instance of this class reached by the end of its __init__ (at most
	// dictLinearMax): later instances are created with room for that
	// many, in one allocation with the instance. Atomic because a class
	// may be shared by concurrent runs.
	instAttrs atomic.Int32

	// cache memoizes MRO lookups of a user class (see attrcache.go).
	cache *attrCache
}

// Type returns the metatype: type itself unless the class has a Go
// metatype.
func (t *Type) Type() *Type {
	if t.meta != nil {
		return t.meta
	}
	return TypeType
}

// IsBuiltin reports whether t is a built-in type (not a user class).
func (t *Type) IsBuiltin() bool { return t.builtin }

// Solid returns the built-in type whose value layout instances of t have:
// t itself for built-in types, object for plain user classes, list for a
// class deriving from list, and so on.
func (t *Type) Solid() *Type { return t.solid }

// QualName returns __qualname__.
func (t *Type) QualName() string {
	if t.Qualname != "" {
		return t.Qualname
	}
	return t.Name
}

// IsSubtype reports whether t is sup or derives from it.
func (t *Type) IsSubtype(sup *Type) bool {
	if t == sup {
		return true
	}
	for _, m := range t.MRO {
		if m == sup {
			return true
		}
	}
	return false
}

// Lookup finds name along the MRO (class attributes and methods, without
// descriptor binding); it returns nil when absent.
func (t *Type) Lookup(name string) Value {
	h := hashString(name, isASCII(name))
	for _, m := range t.MRO {
		if m.Dict.used > 0 {
			if v := m.Dict.getStrHash(name, h); v != nil {
				return v
			}
		}
	}
	return nil
}

// LookupStr is Lookup with a *Str name whose hash is cached (the fast
// path for attribute names coming from the syntax tree).
func (t *Type) LookupStr(name *Str) Value {
	if !t.builtin {
		return t.cachedLookup(name)
	}
	return t.lookupStrMRO(name)
}

// lookupStrMRO is LookupStr without the cache.
func (t *Type) lookupStrMRO(name *Str) Value {
	h := name.Hash()
	for _, m := range t.MRO {
		if m.Dict.used > 0 {
			if v := m.Dict.getStrHash(name.s, h); v != nil {
				return v
			}
		}
	}
	return nil
}

// lookupUser finds name in the user classes of the MRO only, stopping at
// the first built-in type: it tells whether a user class overrides a
// protocol method that built-in types implement in Go.
func (t *Type) lookupUser(name *Str) Value {
	if t.builtin {
		return nil
	}
	return t.cachedLookupUser(name)
}

// lookupUserMRO is lookupUser without the memo.
func (t *Type) lookupUserMRO(name *Str) Value {
	h := name.Hash()
	for _, m := range t.MRO {
		if m.builtin {
			return nil
		}
		if m.Dict.used > 0 {
			if v := m.Dict.getStrHash(name.s, h); v != nil {
				return v
			}
		}
	}
	return nil
}

// newBuiltinType makes the type object of a built-in type. Its MRO is
// computed in init once all bases exist.
func newBuiltinType(name string, base *Type) *Type {
	t := &Type{Name: name, Module: "builtins", builtin: true, Dict: NewDict()}
	if base != nil {
		t.Bases = []*Type{base}
	}
	t.solid = t
	return t
}

// finishBuiltinType computes the MRO of a built-in type; bases must be
// finished first.
func finishBuiltinType(t *Type) {
	if len(t.MRO) > 0 {
		return
	}
	t.MRO = []*Type{t}
	if len(t.Bases) > 0 {
		finishBuiltinType(t.Bases[0])
		t.MRO = append(t.MRO, t.Bases[0].MRO...) //krait:alloc-ok a built-in type's MRO at init: its base chain (at most a few types)
	}
}

// NewClass creates a user class, as the class statement does: it checks
// the bases, computes the C3 MRO and chooses the built-in layout. ns
// becomes the class namespace (a new one when nil).
func NewClass(t *Thread, name string, bases []*Type, ns *Dict) (*Type, error) {
	return NewClassKw(t, name, bases, ns, nil)
}

// NewClassKw is NewClass with the keyword arguments of the class
// statement (class C(Base, flag=1)), which go to the parent's
// __init_subclass__; it then calls __init_subclass__ as CPython does.
func NewClassKw(t *Thread, name string, bases []*Type, ns *Dict, kwargs []Kwarg) (*Type, error) {
	return NewClassMeta(t, name, bases, ns, kwargs, nil)
}

// NewClassMeta is NewClassKw for a class statement naming a Go metatype
// (class B(metaclass=ABCMeta)): the class gets the most derived of meta
// and its bases' metatypes, or CPython's metaclass conflict error. A nil
// meta is type.
func NewClassMeta(t *Thread, name string, bases []*Type, ns *Dict, kwargs []Kwarg, meta *Type) (*Type, error) {
	if meta != nil && !meta.IsMetatype() {
		return nil, NewTypeError("krait does not support metaclasses (class %s uses metaclass %s)", name, meta.Name)
	}
	cls, err := newClass(t, name, bases, ns, meta)
	if err != nil {
		return nil, err
	}
	if cls.meta != nil && cls.meta.Hooks.Init != nil {
		if kwargs, err = cls.meta.Hooks.Init(t, cls, kwargs); err != nil {
			return nil, err
		}
	}
	// The scan for __init_subclass__ looks up every class of the MRO: a
	// native operation per entry, charged (and deadline-polled) as such.
	for i, m := range cls.MRO[1:] {
		if err := tickItem(t, i); err != nil {
			return nil, err
		}
		f := m.Dict.GetStr("__init_subclass__")
		if f == nil {
			continue
		}
		switch x := f.(type) {
		case *ClassMethod:
			r, err := Call(t, x.Func, []Value{cls}, kwargs)
			if err != nil {
				return nil, err
			}
			_ = r
		case *Builtin:
			if len(kwargs) > 0 {
				return nil, NewTypeError("%s.__init_subclass__() takes no keyword arguments", cls.Name)
			}
		default:
			if _, err := Call(t, f, []Value{cls}, kwargs); err != nil {
				return nil, err
			}
		}
		break
	}
	return cls, nil
}

// newClass builds the class object (without __init_subclass__); explicit
// is the metatype the class statement names, or nil.
func newClass(t *Thread, name string, bases []*Type, ns *Dict, explicit *Type) (*Type, error) {
	if len(bases) == 0 {
		bases = []*Type{ObjectType}
	}
	for i, b := range bases {
		if b.final || b.solid == nil {
			return nil, NewTypeError("type '%s' is not an acceptable base type", b.Name)
		}
		for _, c := range bases[:i] {
			if c == b {
				return nil, NewTypeError("duplicate base class %s", b.Name)
			}
		}
	}
	if ns == nil {
		ns = NewDict()
	}
	meta, err := metaOfWith(explicit, bases)
	if err != nil {
		return nil, err
	}
	cls := &Type{Name: name, Module: "__main__", Bases: bases, Dict: ns, meta: meta}
	if m, ok := ns.GetStr("__module__").(*Str); ok {
		cls.Module = m.s
	}
	if q, ok := ns.GetStr("__qualname__").(*Str); ok {
		cls.Qualname = q.s
	}
	// __new__ is implicitly a static method, __init_subclass__ and
	// __class_getitem__ implicitly class methods.
	if f := ns.GetStr("__new__"); f != nil {
		if _, ok := f.(*StaticMethod); !ok {
			ns.SetStr("__new__", &StaticMethod{Func: f})
		}
	}
	for _, name := range []string{"__init_subclass__", "__class_getitem__"} {
		if f := ns.GetStr(name); f != nil {
			if _, ok := f.(Callable); ok {
				ns.SetStr(name, &ClassMethod{Func: f})
			}
		}
	}
	// A class that defines __eq__ but not __hash__ is unhashable.
	if ns.GetStr("__eq__") != nil && ns.GetStr("__hash__") == nil {
		ns.SetStr("__hash__", None)
	}
	// The MRO the class keeps, and the merge's work: a chain of 30,000
	// subclasses holds 30,000**2/2 MRO entries in all.
	total := 1
	for _, b := range bases {
		total += len(b.MRO)
	}
	if err := t.Alloc(int64(total) * 8); err != nil {
		return nil, err
	}
	work := total
	if len(bases) > 1 {
		work = total * total // the merge scans every tail per entry
	}
	if err := t.ChargeItems(work); err != nil {
		return nil, err
	}
	mro, err := c3MRO(cls, bases)
	if err != nil {
		return nil, err
	}
	cls.MRO = mro
	solid, err := solidBase(bases)
	if err != nil {
		return nil, err
	}
	cls.solid = solid
	if err := t.Alloc(256); err != nil {
		return nil, err
	}
	if err := cls.computeSlots(t, ns); err != nil {
		return nil, err
	}
	if t != nil && t.newClasses != nil {
		*t.newClasses = append(*t.newClasses, cls)
	}
	// __set_name__: properties learn their name; user descriptors get
	// their __set_name__ called, in namespace order.
	for _, e := range ns.Items() {
		name, ok := e[0].(*Str)
		if !ok {
			continue
		}
		switch d := e[1].(type) {
		case *Property:
			if d.Name == "" {
				d.Name = name.s
			}
		case *Instance:
			if f := d.Class.lookupUser(strSetName); f != nil {
				if _, err := callMethodValue(t, f, d, cls, name); err != nil {
					return nil, err
				}
			}
		}
	}
	return cls, nil
}

// solidBase picks the built-in layout shared by all bases; bases with
// incompatible layouts (list and dict, say) are refused as CPython does.
func solidBase(bases []*Type) (*Type, error) {
	var best *Type
	for _, b := range bases {
		s := b.solid
		switch {
		case best == nil || best.IsSubtype(s):
		case s.IsSubtype(best):
			best = s
		default:
			return nil, NewTypeError("multiple bases have instance lay-out conflict")
		}
		if best == nil {
			best = s
		}
	}
	return best, nil
}

// c3MRO computes the C3 linearisation of cls with the given bases.
func c3MRO(cls *Type, bases []*Type) ([]*Type, error) {
	if len(bases) == 1 {
		// CPython's fast path: one base's MRO needs no merge (the
		// merge is quadratic in the MRO's length). Charged by the caller.
		return append([]*Type{cls}, bases[0].MRO...), nil //krait:alloc-ok the class's MRO, charged by newClass before the call
	}
	seqs := make([][]*Type, 0, len(bases)+1) //krait:alloc-ok the bases' MROs, charged with the merge's work by newClass before the call
	for _, b := range bases {
		seqs = append(seqs, append([]*Type(nil), b.MRO...)) //krait:alloc-ok the bases' MROs, charged with the merge's work by newClass before the call
	}
	seqs = append(seqs, append([]*Type(nil), bases...)) //krait:alloc-ok the bases, which exist, charged with the merge's work by newClass before the call
	result := []*Type{cls}
	for {
		empty := true
		for _, s := range seqs {
			if len(s) > 0 {
				empty = false
				break
			}
		}
		if empty {
			return result, nil
		}
		var next *Type
		for _, s := range seqs {
			if len(s) == 0 {
				continue
			}
			cand := s[0]
			inTail := false
			for _, s2 := range seqs {
				for _, x := range s2[min(1, len(s2)):] {
					if x == cand {
						inTail = true
						break
					}
				}
				if inTail {
					break
				}
			}
			if !inTail {
				next = cand
				break
			}
		}
		if next == nil {
			// CPython lists the heads of the remaining sequences (the
			// bases that could not be ordered), without duplicates.
			var names []string
			seen := map[*Type]bool{}
			for _, s := range seqs {
				if len(s) > 0 && !seen[s[0]] {
					seen[s[0]] = true
					names = append(names, s[0].Name) //krait:alloc-ok an error message naming the bases that exist
				}
			}
			return nil, NewTypeError("Cannot create a consistent method resolution\norder (MRO) for bases %s", strings.Join(names, ", "))
		}
		result = append(result, next) //krait:alloc-ok the class's MRO, charged by newClass before the call
		for i, s := range seqs {
			if len(s) > 0 && s[0] == next {
				seqs[i] = s[1:]
			}
		}
	}
}
