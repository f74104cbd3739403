package py

// This file routes the generic operations to the less common built-in
// types (sets, bytes, ranges, dict views, ...), keeping the hot type
// switches in ops.go and protocol.go short.

// extraBinary applies op to built-in operands not handled in ops.go.
func extraBinary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	if r, ok, err := typeExprBinary(t, op, a, b); ok || err != nil {
		return r, err
	}
	if at, ok := asSetTable(a); ok {
		if _, ok := asSetTable(b); ok {
			switch op {
			case Or:
				return setUnion(t, a, at, b)
			case And:
				return setIntersection(t, a, at, b)
			case Sub:
				return setDifference(t, a, at, b)
			case Xor:
				return setSymmetricDifference(t, a, at, b)
			}
		}
	}
	if v, ok := a.(*DictView); ok && v.kind != dictIterValues && (op == Or || op == And || op == Sub || op == Xor) {
		if _, err := Iterate(t, b); err == nil {
			return viewSetOp(t, op, a, b)
		}
	}
	if v, ok := b.(*DictView); ok && v.kind != dictIterValues && (op == Or || op == And || op == Sub || op == Xor) {
		if _, err := Iterate(t, a); err == nil {
			return viewSetOp(t, op, a, b)
		}
	}
	if as, ok := asByteString(a); ok {
		switch op {
		case Add:
			if bs, ok := asByteString(b); ok {
				if err := t.Alloc(int64(len(as) + len(bs))); err != nil {
					return nil, err
				}
				if _, isArr := a.(*ByteArray); isArr {
					return NewByteArray([]byte(as + bs)), nil
				}
				return NewBytes(as + bs), nil
			}
		case Mul:
			return repeatSequence(t, a, b)
		case Mod:
			return bytesPercentFormat(t, a, as, b)
		}
	}
	if op == Mul {
		if _, ok := asByteString(b); ok {
			return repeatSequence(t, b, a)
		}
		switch b.(type) {
		case *Str, *List, *Tuple:
			return repeatSequence(t, b, a)
		}
	}
	return NotImplemented, nil
}

// inPlaceContainer handles in-place operators of mutable containers
// other than list (set |=, dict |=, bytearray +=).
func inPlaceContainer(t *Thread, op BinaryOp, a, b Value) (Value, bool, error) {
	switch x := a.(type) {
	case *Dict:
		if op == Or {
			if err := dictUpdateFrom(t, x, b); err != nil {
				return nil, true, err
			}
			return x, true, nil
		}
	case *Set:
		bt, ok := asSetTable(b)
		if !ok {
			return nil, false, nil
		}
		var err error
		switch op {
		case Or:
			err = x.merge(t, bt)
		case Sub:
			err = x.differenceUpdate(t, b)
		case Xor:
			err = x.symmetricDifferenceUpdate(t, b)
		case And:
			var r Value
			r, err = setIntersection(t, x, &x.setTable, b)
			if err == nil {
				x.setTable = r.(*Set).setTable
			}
		default:
			return nil, false, nil
		}
		return x, true, err
	case *ByteArray:
		switch op {
		case Add:
			bs, ok := asByteString(b)
			if !ok {
				return nil, false, nil
			}
			if err := t.Alloc(int64(len(bs))); err != nil {
				return nil, true, err
			}
			x.b = append(x.b, bs...)
			return x, true, nil
		case Mul:
			n, ok, err := indexValue(t, b)
			if err != nil || !ok {
				return nil, ok, err
			}
			r, err := repeatSequence(t, x, NewInt(n))
			if err != nil {
				return nil, true, err
			}
			x.b = r.(*ByteArray).b
			return x, true, nil
		}
	}
	return nil, false, nil
}

// repeatExtra is sequence repetition for bytes-like values.
func repeatExtra(t *Thread, seq Value, n int64) (Value, error) {
	s, ok := asByteString(seq)
	if !ok {
		return NotImplemented, nil
	}
	if n <= 0 || len(s) == 0 {
		n = 0
	}
	if n > 0 && int64(len(s)) > (1<<62)/n {
		return nil, t.memoryErrorOrNil()
	}
	size := int64(len(s)) * n
	if err := t.Alloc(size); err != nil {
		return nil, err
	}
	if err := t.Charge(size / 64); err != nil {
		return nil, err
	}
	out := make([]byte, 0, size)
	for i := int64(0); i < n; i++ {
		out = append(out, s...)
	}
	if _, isArr := seq.(*ByteArray); isArr {
		return NewByteArray(out), nil
	}
	return NewBytes(string(out)), nil
}

// extraCompare compares the less common built-in types.
func extraCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	if at, ok := asSetTable(a); ok {
		if bt, ok := asSetTable(b); ok {
			return setCompare(t, op, at, bt)
		}
		return NotImplemented, nil
	}
	if as, ok := asByteString(a); ok {
		if bs, ok := asByteString(b); ok {
			c := 0
			switch {
			case as < bs:
				c = -1
			case as > bs:
				c = 1
			}
			return NewBool(cmpResult(op, c)), nil
		}
		return NotImplemented, nil
	}
	switch x := a.(type) {
	case *Range:
		if y, ok := b.(*Range); ok && (op == Eq || op == Ne) {
			return NewBool(rangeEqual(x, y) == (op == Eq)), nil
		}
	case *DictView:
		y, ok := b.(*DictView)
		if x.kind == dictIterValues {
			break
		}
		var other *setTable
		if ok && y.kind != dictIterValues {
			s, err := NewSetFrom(t, NewList(y.elements()))
			if err != nil {
				return nil, err
			}
			other = &s.setTable
		} else if st, isSet := asSetTable(b); isSet {
			other = st
		} else {
			break
		}
		s, err := NewSetFrom(t, NewList(x.elements()))
		if err != nil {
			return nil, err
		}
		return setCompare(t, op, &s.setTable, other)
	case *Union:
		if y, ok := b.(*Union); ok && (op == Eq || op == Ne) {
			eq, err := unionEqual(t, x, y)
			return NewBool(eq == (op == Eq)), err
		}
	case *GenericAlias:
		if y, ok := b.(*GenericAlias); ok && (op == Eq || op == Ne) {
			eq, err := aliasEqual(t, x, y)
			return NewBool(eq == (op == Eq)), err
		}
	case *BoundMethod:
		if y, ok := b.(*BoundMethod); ok && (op == Eq || op == Ne) {
			return NewBool((x.Self == y.Self && x.Func == y.Func) == (op == Eq)), nil
		}
	case *Builtin:
		if y, ok := b.(*Builtin); ok && (op == Eq || op == Ne) && x.Self != nil {
			same := x.Self == y.Self && x.Name == y.Name && x.Owner == y.Owner
			return NewBool(same == (op == Eq)), nil
		}
	case *Slice:
		if y, ok := b.(*Slice); ok {
			return Compare(t, op, NewTuple([]Value{x.Start, x.Stop, x.Step}), NewTuple([]Value{y.Start, y.Stop, y.Step}))
		}
	}
	return NotImplemented, nil
}

// dictUpdateFrom merges a mapping or an iterable of pairs into d.
func dictUpdateFrom(t *Thread, d *Dict, src Value) error {
	if s, ok := unwrapBase(src).(*Dict); ok {
		for i := 0; i < len(s.entries); i++ {
			e := s.entries[i]
			if e.key == nil {
				continue
			}
			if err := d.SetHashed(t, e.key, e.hash, e.value); err != nil {
				return err
			}
		}
		return nil
	}
	if _, isInst := src.(*Instance); isInst {
		if ok, _ := HasAttr(t, src, "keys"); ok {
			keys, err := CallMethod(t, src, "keys", nil, nil)
			if err != nil {
				return err
			}
			ks, err := iterateAll(t, keys)
			if err != nil {
				return err
			}
			for _, k := range ks {
				v, err := GetItem(t, src, k)
				if err != nil {
					return err
				}
				if err := d.Set(t, k, v); err != nil {
					return err
				}
			}
			return nil
		}
	}
	it, err := Iterate(t, src)
	if err != nil {
		return err
	}
	for n := 0; ; n++ {
		item, err := it.Next(t)
		if err != nil {
			return err
		}
		if item == nil {
			return nil
		}
		pair, err := iterateAll(t, item)
		if err != nil {
			if ex, ok := err.(*Exception); ok && ex.typ == TypeErrorType {
				return NewTypeError("cannot convert dictionary update sequence element #%d to a sequence", n)
			}
			return err
		}
		if len(pair) != 2 {
			return NewValueError("dictionary update sequence element #%d has length %d; 2 is required", n, len(pair))
		}
		if err := d.Set(t, pair[0], pair[1]); err != nil {
			return err
		}
	}
}

// DictUpdate is d.update(src) for a mapping or an iterable of pairs.
func DictUpdate(t *Thread, d *Dict, src Value) error { return dictUpdateFrom(t, d, src) }

// lenExtra is len() of the less common built-in types.
func lenExtra(v Value) (int, bool) {
	switch x := v.(type) {
	case *Set:
		return x.used, true
	case *FrozenSet:
		return x.used, true
	case *Range:
		return x.Len(), true
	case *Bytes:
		return len(x.s), true
	case *ByteArray:
		return len(x.b), true
	case *DictView:
		return x.d.used, true
	case *MappingProxy:
		return x.d.used, true
	}
	return 0, false
}

// hashExtra is hash() of the less common built-in types.
func hashExtra(t *Thread, v Value) (int64, bool, error) {
	switch x := v.(type) {
	case *FrozenSet:
		return x.hashValue(), true, nil
	case *Bytes:
		return bytesHash(x.s), true, nil
	case *Range:
		h, err := rangeHash(t, x)
		return h, true, err
	case *Set, *ByteArray, *DictView, *Slice, *MappingProxy:
		return 0, true, NewTypeError("unhashable type: '%s'", typeName(v))
	case *BoundMethod:
		return identityHash(x.Self) ^ identityHash(x.Func), true, nil
	case *Union:
		h, err := unionHash(t, x)
		return h, true, err
	case *GenericAlias:
		h, err := aliasHash(t, x)
		return h, true, err
	}
	return 0, false, nil
}

// getItemExtra is indexing of the less common built-in types.
func getItemExtra(t *Thread, obj, key Value) (Value, bool, error) {
	switch x := obj.(type) {
	case *Range:
		r, err := rangeGetItem(t, x, key)
		return r, true, err
	case *Bytes:
		r, err := bytesGetItem(t, x, func() string { return x.s }, key)
		return r, true, err
	case *ByteArray:
		r, err := bytesGetItem(t, x, func() string { return string(x.b) }, key)
		return r, true, err
	case *MappingProxy:
		r, err := GetItem(t, x.d, key)
		return r, true, err
	}
	return nil, false, nil
}

// setItemExtra is item assignment for the less common built-in types.
func setItemExtra(t *Thread, obj, key, value Value) (bool, error) {
	if x, ok := obj.(*ByteArray); ok {
		if sl, ok := key.(*Slice); ok {
			return true, byteArraySetSlice(t, x, sl, value)
		}
		i, ok, err := indexValue(t, key)
		if err != nil || !ok {
			if err == nil {
				err = NewTypeError("bytearray indices must be integers or slices, not %s", typeName(key))
			}
			return true, err
		}
		j := seqIndex(i, len(x.b))
		if j < 0 {
			return true, NewIndexError("bytearray index out of range")
		}
		c, ok, err := indexValue(t, value)
		if err != nil || !ok {
			if err == nil {
				err = NewTypeError("'%s' object cannot be interpreted as an integer", typeName(value))
			}
			return true, err
		}
		if c < 0 || c > 255 {
			return true, NewValueError("byte must be in range(0, 256)")
		}
		x.b[j] = byte(c)
		return true, nil
	}
	return false, nil
}

// delItemExtra is item deletion for the less common built-in types.
func delItemExtra(t *Thread, obj, key Value) (bool, error) {
	if x, ok := obj.(*ByteArray); ok {
		return true, byteArrayDelItem(t, x, key)
	}
	if _, ok := obj.(*MappingProxy); ok {
		return true, NewTypeError("'mappingproxy' object does not support item deletion")
	}
	return false, nil
}

// iterateExtra is iter() of the less common built-in types.
func iterateExtra(t *Thread, v Value) (Iterator, bool, error) {
	switch x := v.(type) {
	case *Set:
		return &setIterator{s: &x.setTable, used: x.used}, true, nil
	case *FrozenSet:
		return &setIterator{s: &x.setTable, used: x.used}, true, nil
	case *Range:
		return x.iterator(), true, nil
	case *Bytes:
		return &bytesIterator{s: x.s}, true, nil
	case *ByteArray:
		return &bytesIterator{b: x}, true, nil
	case *DictView:
		return newDictIterator(x.d, x.kind), true, nil
	case *MappingProxy:
		return newDictIterator(x.d, dictIterKeys), true, nil
	}
	return nil, false, nil
}

// containsExtra is `in` for the less common built-in types.
func containsExtra(t *Thread, container, item Value) (bool, bool, error) {
	switch x := container.(type) {
	case *Set:
		ok, err := x.Contains(t, item)
		return ok, true, err
	case *FrozenSet:
		ok, err := x.Contains(t, item)
		return ok, true, err
	case *Range:
		ok, err := rangeContains(t, x, item)
		return ok, true, err
	case *DictView:
		ok, err := viewContains(t, x, item)
		return ok, true, err
	case *MappingProxy:
		_, ok, err := x.d.Get(t, item)
		return ok, true, err
	case *Bytes, *ByteArray:
		s, _ := asByteString(container)
		if sub, ok := asByteString(item); ok {
			return indexOf(s, sub) >= 0, true, nil
		}
		c, ok, err := indexValue(t, item)
		if err != nil {
			return false, true, err
		}
		if !ok {
			return false, true, NewTypeError("a bytes-like object is required, not '%s'", typeName(item))
		}
		if c < 0 || c > 255 {
			return false, true, NewValueError("byte must be in range(0, 256)")
		}
		return indexOf(s, string([]byte{byte(c)})) >= 0, true, nil
	}
	return false, false, nil
}

// reprExtra is repr() of the less common built-in types.
func reprExtra(t *Thread, v Value) (string, bool, error) {
	switch x := v.(type) {
	case *Set:
		s, err := reprSet(t, v, &x.setTable)
		return s, true, err
	case *FrozenSet:
		s, err := reprSet(t, v, &x.setTable)
		return s, true, err
	case *Range:
		s, err := rangeRepr(t, x)
		return s, true, err
	case *Bytes, *ByteArray:
		if bytesLen(v) >= 1<<12 {
			// A new text up to 4x the bytes (\xNN escapes): measured and
			// charged before it is made.
			r, err := bytesReprCharged(t, v)
			return r, true, err
		}
		return bytesRepr(v), true, nil
	case *Slice:
		a, err := Repr(t, x.Start)
		if err != nil {
			return "", true, err
		}
		b, err := Repr(t, x.Stop)
		if err != nil {
			return "", true, err
		}
		c, err := Repr(t, x.Step)
		if err != nil {
			return "", true, err
		}
		s, err := ConcatText(t, "slice(", a, ", ", b, ", ", c, ")")
		return s, true, err
	case *DictView:
		elems := x.elements() // a snapshot, as CPython's dictview_repr takes
		inner, err := reprSequence(t, x, "[", "]", func() []Value { return elems }, false)
		if err != nil {
			return "", true, err
		}
		s, err := ConcatText(t, x.Type().Name, "(", inner, ")")
		return s, true, err
	case *MappingProxy:
		inner, err := reprDict(t, x.d)
		if err != nil {
			return "", true, err
		}
		s, err := ConcatText(t, "mappingproxy(", inner, ")")
		return s, true, err
	case *BoundMethod:
		self, err := Repr(t, x.Self)
		if err != nil {
			return "", true, err
		}
		name := "?"
		if n, err := GetAttr(t, x.Func, "__qualname__"); err == nil {
			if s, ok := n.(*Str); ok {
				name = s.s
			}
		}
		s, err := ConcatText(t, "<bound method ", name, " of ", self, ">")
		return s, true, err
	case *Union:
		s, err := joinTypeExprs(t, x.Args, " | ")
		return s, true, err
	case *GenericAlias:
		s, err := joinTypeExprs(t, x.Args, ", ")
		if len(x.Args) == 0 {
			s = "()"
		}
		return qualifiedName(x.Origin) + "[" + s + "]", true, err
	case *Property:
		return "<property object at " + addressOf(v) + ">", true, nil
	case *Super:
		obj, err := Repr(t, x.Obj)
		if err != nil {
			return "", true, err
		}
		cls, _ := Repr(t, x.Class)
		if _, isType := x.Obj.(*Type); !isType {
			obj = "<" + qualifiedName(x.Obj.Type()) + " object>"
		}
		return "<super: " + cls + ", " + obj + ">", true, nil
	case *StaticMethod:
		return "<staticmethod object at " + addressOf(v) + ">", true, nil
	case *ClassMethod:
		return "<classmethod object at " + addressOf(v) + ">", true, nil
	}
	return "", false, nil
}

// specialAttrExtra provides data attributes of the less common types.
func specialAttrExtra(t *Thread, obj Value, name string) (Value, bool, error) {
	if r, ok := obj.(*Range); ok {
		switch name {
		case "start":
			return r.startValue(), true, nil
		case "stop":
			return r.stopValue(), true, nil
		case "step":
			return r.stepValue(), true, nil
		}
	}
	if name == "__doc__" && obj.Type() == ObjectType {
		// object has a docstring; its entry is not in object's namespace
		// (it would shadow what functions and properties compute).
		return NewStr(objectDoc), true, nil
	}
	if v := slotOfValue(obj, name); v != nil {
		return v, true, nil
	}
	return nil, false, nil
}

// objectDoc is object.__doc__ in CPython 3.11.
const objectDoc = "The base class of the class hierarchy.\n\nWhen called, it accepts no arguments and returns a new featureless\ninstance that has no instance attributes and cannot be given any.\n"

// genericAlias is list[int] and friends.
func genericAlias(t *Thread, typ *Type, key Value) (Value, error) {
	return newGenericAlias(typ, key), nil
}

// indexOf is strings.Index for byte strings.
func indexOf(s, sub string) int {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		if s[i:i+n] == sub {
			return i
		}
	}
	return -1
}

// byteArraySetSlice is bytearray[slice] = value.
func byteArraySetSlice(t *Thread, x *ByteArray, sl *Slice, value Value) error {
	switch unwrapBase(value).(type) {
	case Int, *BigInt, Bool, *Str:
		return NewTypeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)")
	}
	if _, isArr := value.(*ByteArray); !isArr || value == Value(x) {
		// CPython evaluates the slice, converts the value to a
		// bytearray and starts again with the copy: the slice's
		// __index__ methods run twice, the second time after the
		// conversion ran the value's __iter__.
		if _, _, _, err := sl.Unpack(t); err != nil {
			return err
		}
	}
	src, err := bytesFromArgs(t, "bytearray", []Value{value}, nil)
	if err != nil {
		return err
	}
	start, stop, step, n, err := sl.Indices(t, func() int { return len(x.b) })
	if err != nil {
		return err
	}
	if err := t.Charge(int64(len(x.b) + len(src))); err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		if err := t.Alloc(int64(len(x.b) - (stop - start) + len(src))); err != nil {
			return err
		}
		out := make([]byte, 0, len(x.b)-(stop-start)+len(src))
		out = append(out, x.b[:start]...)
		out = append(out, src...)
		out = append(out, x.b[stop:]...)
		x.b = out
		return nil
	}
	if len(src) != n {
		return NewValueError("attempt to assign bytes of size %d to extended slice of size %d", len(src), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		x.b[j] = src[i]
	}
	return nil
}

// byteArrayDelItem is del bytearray[i] and del bytearray[slice].
func byteArrayDelItem(t *Thread, x *ByteArray, key Value) error {
	if err := t.Charge(int64(len(x.b))); err != nil {
		return err
	}
	if sl, ok := key.(*Slice); ok {
		start, _, step, n, err := sl.Indices(t, func() int { return len(x.b) })
		if err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		drop := make([]bool, len(x.b))
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			drop[j] = true
		}
		out := x.b[:0]
		for i, c := range x.b {
			if !drop[i] {
				out = append(out, c)
			}
		}
		x.b = out
		return nil
	}
	i, ok, err := indexValue(t, key)
	if err != nil {
		return err
	}
	if !ok {
		return NewTypeError("bytearray indices must be integers or slices, not %s", typeName(key))
	}
	j := seqIndex(i, len(x.b))
	if j < 0 {
		return NewIndexError("bytearray index out of range")
	}
	x.b = append(x.b[:j], x.b[j+1:]...) //krait:alloc-ok deletes one byte in place: the result is shorter than x.b
	return nil
}
