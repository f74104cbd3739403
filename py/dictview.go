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
			out[i] = NewTuple([]Value{kv[0], kv[1]})
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
	return containsItems(t, v.d.Values(), item)
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
