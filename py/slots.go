package py

import (
	"slices"

	"github.com/kraitpy/krait/internal/pystr"
)

// Slot storage, as CPython lays out a class with __slots__: each name a
// class's __slots__ declares becomes a member descriptor in the class
// namespace, which reads and writes one entry of the instance's slot
// array (Instance.slots); a class whose every class declares __slots__
// (none with "__dict__") gives its instances no __dict__ at all, so a
// name that is not a slot cannot be stored. Attribute syntax, getattr,
// object.__setattr__ and library code all reach the descriptor through
// the one attribute lookup (a member descriptor is a data descriptor).

// MemberDescriptor is the descriptor of one slot: C.x for
// class C: __slots__ = ('x',) (CPython's member_descriptor).
type MemberDescriptor struct {
	name  string // the slot's name, mangled as the class body spells it
	owner *Type  // the class whose __slots__ declared it
	index int    // the slot's position in the instances' slot array
}

// Type returns member_descriptor.
func (m *MemberDescriptor) Type() *Type { return MemberDescriptorType }

// Name returns the slot's name.
func (m *MemberDescriptor) Name() string { return m.name }

// Index returns the slot's position in the instances' slot array
// (Instance.Slots).
func (m *MemberDescriptor) Index() int { return m.index }

// PyRepr implements Reprer: <member 'x' of 'C' objects>.
func (m *MemberDescriptor) PyRepr(*Thread) (string, error) {
	return "<member '" + m.name + "' of '" + m.owner.Name + "' objects>", nil
}

// check is CPython's descr_check: the descriptor applies only to
// instances of its class.
func (m *MemberDescriptor) check(obj Value) error {
	if typ := obj.Type(); typ != m.owner && !typ.IsSubtype(m.owner) {
		return NewTypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", m.name, m.owner.Name, typeName(obj))
	}
	return nil
}

// get returns the slot's value in obj, or nil when it is unset.
func (m *MemberDescriptor) get(obj Value) Value {
	switch x := obj.(type) {
	case *Instance:
		if vs := x.slotVals(); m.index < len(vs) {
			return vs[m.index]
		}
	case *Exception:
		// An exception keeps its slots with its members (there is no
		// slot array in the exception's layout).
		return x.member(m.name)
	}
	return nil
}

// DescriptorGet implements Descriptor: the descriptor itself on the
// class, the slot's value on an instance (AttributeError when unset).
func (m *MemberDescriptor) DescriptorGet(_ *Thread, instance Value, _ *Type) (Value, error) {
	if instance == nil || instance == None {
		return m, nil
	}
	if in, ok := instance.(*Instance); ok && in.Class == m.owner && in.slots != nil {
		if vs := *in.slots; m.index < len(vs) && vs[m.index] != nil {
			return vs[m.index], nil // the common case: a set slot of the class's own instance
		}
	}
	if err := m.check(instance); err != nil {
		return nil, err
	}
	if v := m.get(instance); v != nil {
		return v, nil
	}
	return nil, attrError(instance, m.name)
}

// DescriptorSet implements DataDescriptor: it stores the slot's value.
func (m *MemberDescriptor) DescriptorSet(_ *Thread, instance, value Value) error {
	if in, ok := instance.(*Instance); ok && in.Class == m.owner && in.slots != nil {
		if vs := *in.slots; m.index < len(vs) {
			vs[m.index] = value
			return nil
		}
	}
	if err := m.check(instance); err != nil {
		return err
	}
	m.store(instance, value)
	return nil
}

// DescriptorDelete implements DataDescriptor: it unsets the slot;
// deleting an unset slot raises AttributeError naming the slot, as
// CPython's member_delete does.
func (m *MemberDescriptor) DescriptorDelete(_ *Thread, instance Value) error {
	if err := m.check(instance); err != nil {
		return err
	}
	if m.get(instance) == nil {
		return NewAttributeError("%s", m.name)
	}
	m.store(instance, nil)
	return nil
}

// store sets (or, with nil, unsets) the slot in obj, which check
// accepted. An instance made by Go code without its slot array (a
// library's constructor) gets one of its class's size.
func (m *MemberDescriptor) store(obj Value, v Value) {
	switch x := obj.(type) {
	case *Instance:
		vs := x.slotVals()
		if m.index >= len(vs) {
			if v == nil {
				return
			}
			n := max(x.Class.nslots, m.index+1)
			vs = append(vs, make([]Value, n-len(vs))...) //krait:alloc-ok the class's slot count (its class statement's size)
			x.SetSlots(vs)
		}
		vs[m.index] = v
	case *Exception:
		if v == nil {
			if x.members != nil {
				_, _, _ = x.members.Delete(nil, NewStr(m.name))
			}
			return
		}
		x.setMember(m.name, v)
	}
}

// memberAttr answers the attributes of a member descriptor.
func memberAttr(m *MemberDescriptor, name string) (Value, bool) {
	switch name {
	case "__name__":
		return NewStr(m.name), true
	case "__qualname__":
		return NewStr(m.owner.QualName() + "." + m.name), true
	case "__doc__":
		return None, true
	}
	return nil, false
}

// Slots returns the instance's slot array (nil for a class without
// slots), indexed as its class's member descriptors; an unset slot is nil.
func (in *Instance) Slots() []Value { return in.slotVals() }

// slotVals is Slots.
func (in *Instance) slotVals() []Value {
	if in.slots == nil {
		return nil
	}
	return *in.slots
}

// SetSlots replaces the instance's slot array (copy's reconstruction).
func (in *Instance) SetSlots(vs []Value) {
	if vs == nil {
		in.slots = nil
		return
	}
	in.slots = &vs
}

// HasInstanceDict reports whether instances of t have a __dict__ (false
// for a class whose every class declares __slots__ without "__dict__").
func (t *Type) HasInstanceDict() bool { return !t.noDict }

// SlotCount returns the length of the slot array of t's instances.
func (t *Type) SlotCount() int { return t.nslots }

// newSlottedInstance is object.__new__ for a class with slots or without
// an instance dict: the instance with its slot array, charged.
func newSlottedInstance(t *Thread, cls *Type, base Value) (*Instance, error) {
	if err := t.Alloc(int64(cls.nslots) * valueSize); err != nil {
		return nil, err
	}
	var in *Instance
	switch n := cls.nslots; {
	case n == 0:
		in = &Instance{}
	case n <= 2:
		b := &slotBlock2{}
		b.vals = b.arr[:n]
		in = &b.in
		in.slots = &b.vals
	case n <= 4:
		b := &slotBlock4{}
		b.vals = b.arr[:n]
		in = &b.in
		in.slots = &b.vals
	default:
		b := &slotBlockN{vals: make([]Value, n)} //krait:alloc-ok the class's slot count, charged above
		in = &b.in
		in.slots = &b.vals
	}
	in.Class, in.Base = cls, base
	if !cls.noDict {
		in.Dict = NewDict()
	}
	return in, nil
}

// slotBlock2, slotBlock4 and slotBlockN hold an instance and its slot
// array's header (with the array itself when it is short) in one
// allocation.
type slotBlock2 struct {
	in   Instance
	vals []Value
	arr  [2]Value
}

type slotBlock4 struct {
	in   Instance
	vals []Value
	arr  [4]Value
}

type slotBlockN struct {
	in   Instance
	vals []Value
}

// computeSlots lays out a new class's instances from its namespace's
// __slots__ and its bases, as CPython's type_new does: the slot array
// extends the layout of the base with the most derived one (bases with
// unrelated slot layouts conflict), each declared name (mangled, sorted)
// gets a member descriptor, and the instances have a __dict__ unless
// every class declares __slots__ without "__dict__". Errors are
// CPython's.
func (cls *Type) computeSlots(t *Thread, ns *Dict) error {
	var layout *Type // the base whose slot array this class extends
	for _, b := range cls.Bases {
		lb := b.layout
		switch {
		case lb == nil:
		case layout == nil || lb.IsSubtype(layout):
			layout = lb
		case !layout.IsSubtype(lb):
			return NewTypeError("multiple bases have instance lay-out conflict")
		}
	}
	cls.layout = layout
	if layout != nil {
		cls.nslots = layout.nslots
	}
	bases := cls.MRO[1:]
	hasDict := anyProvides(bases, instancesHaveDict)
	cls.weakref = true
	decl := ns.GetStr("__slots__")
	if decl == nil {
		return nil
	}
	var items []Value
	if s, ok := decl.(*Str); ok {
		items = []Value{s}
	} else {
		var err error
		if items, err = iterateAll(t, decl); err != nil {
			return err
		}
	}
	if len(items) > 0 && variableSized(cls.solid) {
		return NewTypeError("nonempty __slots__ not supported for subtype of '%s'", cls.solid.Name)
	}
	hasWeak := anyProvides(bases, instancesHaveWeakref)
	var names []string
	addDict, addWeak := false, false
	for _, v := range items {
		s, ok := v.(*Str)
		if !ok {
			return NewTypeError("__slots__ items must be strings, not '%s'", typeName(v))
		}
		if !pystr.IsIdentifier(s.s) {
			return NewTypeError("__slots__ must be identifiers")
		}
		switch s.s {
		case "__dict__":
			if hasDict || addDict {
				return NewTypeError("__dict__ slot disallowed: we already got one")
			}
			addDict = true
			continue
		case "__weakref__":
			if hasWeak || addWeak {
				return NewTypeError("__weakref__ slot disallowed: either we already got one, or __itemsize__ != 0")
			}
			addWeak = true
			continue
		}
		names = append(names, s.s) //krait:alloc-ok one name per __slots__ item, already materialised by iterateAll
	}
	for i, n := range names {
		names[i] = pystr.Mangle(cls.Name, n)
		if ns.GetStr(names[i]) != nil {
			return NewValueError("'%s' in __slots__ conflicts with class variable", names[i])
		}
	}
	slices.Sort(names)
	if err := t.Alloc(int64(len(names)) * 64); err != nil {
		return err
	}
	for _, n := range names {
		ns.SetStr(n, &MemberDescriptor{name: n, owner: cls, index: cls.nslots})
		cls.nslots++
	}
	if len(names) > 0 {
		cls.layout = cls
	}
	cls.noDict = !hasDict && !addDict
	cls.weakref = hasWeak || addWeak
	return nil
}

// instancesHaveDict reports whether a base gives its subclasses'
// instances a __dict__: a class unless its classes all declare
// __slots__ without "__dict__", a built-in type when CPython's has the
// descriptor (BaseException).
func instancesHaveDict(b *Type) bool {
	if b.builtin {
		return providesDict(b)
	}
	return !b.noDict
}

// instancesHaveWeakref is instancesHaveDict for __weakref__.
func instancesHaveWeakref(b *Type) bool {
	if b.builtin {
		return providesWeakref(b)
	}
	return b.weakref
}

// variableSized reports whether typ is one of the built-in types whose
// instances CPython sizes by their content (tp_itemsize != 0): their
// subclasses may not declare nonempty __slots__.
func variableSized(typ *Type) bool {
	switch typ {
	case IntType, BoolType, TupleType, BytesType:
		return true
	}
	return false
}
