package py

// DictView is a live view of a dict: dict.keys(), .values() or .items().
type DictView struct {
	d    *Dict
	kind dictIterKind
}

// Type returns dict_keys, dict_values or dict_items.
func (v *DictView) Type() *Type {
	switch v.kind {
	case dictIterValues:
		return DictValuesType
	case dictIterItems:
		return DictItemsType
	}
	return DictKeysType
}

// Dict returns the viewed dict.
func (v *DictView) Dict() *Dict { return v.d }

// viewElements returns what the view yields, in order.
func (v *DictView) elements() []Value {
	switch v.kind {
	case dictIterValues:
		return v.d.Values()
	case dictIterItems:
		items := v.d.Items()
		out := make([]Value, len(items))
		for i, kv := range items {
			out[i] = NewTuple2(kv[0], kv[1])
		}
		return out
	}
	return v.d.Keys()
}

// viewContains is `x in view`.
func viewContains(t *Thread, v *DictView, item Value) (bool, error) {
	switch v.kind {
	case dictIterKeys:
		_, ok, err := v.d.Get(t, item)
		return ok, err
	case dictIterItems:
		tu, ok := item.(*Tuple)
		if !ok || len(tu.items) != 2 {
			return false, nil
		}
		val, found, err := v.d.Get(t, tu.items[0])
		if err != nil || !found {
			return false, err
		}
		return Equal(t, val, tu.items[1])
	}
	values := v.d.Values()
	return containsItems(t, func() []Value { return values }, item)
}

// viewSetOp applies a set operator to a keys or items view.
func viewSetOp(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	var left Value = a
	if v, ok := a.(*DictView); ok {
		s, err := NewSetFrom(t, NewList(v.elements()))
		if err != nil {
			return nil, err
		}
		left = s
	} else {
		s, err := NewSetFrom(t, a)
		if err != nil {
			return nil, err
		}
		left = s
	}
	st := &left.(*Set).setTable
	var right Value = b
	if v, ok := b.(*DictView); ok {
		right = NewList(v.elements())
	}
	switch op {
	case Or:
		return setUnion(t, left, st, right)
	case And:
		return setIntersection(t, left, st, right)
	case Sub:
		return setDifference(t, left, st, right)
	case Xor:
		return setSymmetricDifference(t, left, st, right)
	}
	return NotImplemented, nil
}

// viewIsDisjoint is dict_keys.isdisjoint / dict_items.isdisjoint, as
// CPython's dictviews_isdisjoint: iterate over the other operand (or
// over the view when the other is a larger set or view) and look each
// item up in the other one.
func viewIsDisjoint(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if len(args) != 1 || len(kwargs) != 0 {
		return nil, CheckExactlyOne(typeName(self)+".isdisjoint", args, kwargs)
	}
	var container, other Value = self, args[0]
	if other == self {
		return NewBool(self.(*DictView).d.Len() == 0), nil
	}
	switch other.(type) {
	case *Set, *FrozenSet, *DictView:
		n, err := Len(t, other)
		if err != nil {
			return nil, err
		}
		if n > self.(*DictView).d.Len() {
			container, other = other, container
		}
	}
	it, err := Iterate(t, other)
	if err != nil {
		return nil, err
	}
	for {
		item, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if item == nil {
			return True, nil
		}
		if err := t.Tick(); err != nil {
			return nil, err
		}
		in, err := Contains(t, container, item)
		if err != nil {
			return nil, err
		}
		if in {
			return False, nil
		}
	}
}

// viewMapping is the mapping attribute of dict views (a getset_descriptor
// in CPython): a read-only proxy of the viewed dict.
type viewMapping struct{ owner *Type }

// Type returns getset_descriptor.
func (*viewMapping) Type() *Type { return GetSetDescriptorType }

// PyRepr implements Reprer: <attribute 'mapping' of 'dict_keys' objects>.
func (m *viewMapping) PyRepr(*Thread) (string, error) {
	return "<attribute 'mapping' of '" + m.owner.Name + "' objects>", nil
}

// DescriptorGet implements Descriptor: the attribute itself on the class,
// a mappingproxy of the dict on a view.
func (m *viewMapping) DescriptorGet(t *Thread, instance Value, _ *Type) (Value, error) {
	if instance == nil || instance == None {
		return m, nil
	}
	v, ok := instance.(*DictView)
	if !ok || v.Type() != m.owner {
		return nil, NewTypeError("descriptor 'mapping' for '%s' objects doesn't apply to a '%s' object", m.owner.Name, typeName(instance))
	}
	return NewMappingProxy(v.d), nil
}

func init() {
	for _, typ := range []*Type{DictKeysType, DictValuesType, DictItemsType} {
		typ.Dict.SetStr("mapping", &viewMapping{owner: typ})
	}
	for _, typ := range []*Type{DictKeysType, DictItemsType} {
		addMethods(typ, []methodDef{{"isdisjoint", viewIsDisjoint}})
	}
}
