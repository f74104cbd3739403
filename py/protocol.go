package py

import (
	"math"
	"strings"
)

// Dunder names used by the protocols, with their hashes precomputed.
var (
	strBool     = internStr("__bool__")
	strLen      = internStr("__len__")
	strHash     = internStr("__hash__")
	strGetItem  = internStr("__getitem__")
	strSetItem  = internStr("__setitem__")
	strDelItem  = internStr("__delitem__")
	strIter     = internStr("__iter__")
	strNext     = internStr("__next__")
	strContains = internStr("__contains__")
	strCall     = internStr("__call__")
	strIndex    = internStr("__index__")
	strMissing  = internStr("__missing__")
)

// tick is Thread.Tick for code that may run without a thread.
func tick(t *Thread) error {
	if t == nil {
		return nil
	}
	return t.Tick()
}

// Truth returns bool(v).
func Truth(t *Thread, v Value) (bool, error) {
	switch x := v.(type) {
	case Bool:
		return bool(x), nil
	case Int:
		return x != 0, nil
	case NoneType:
		return false, nil
	case *Str:
		return len(x.s) > 0, nil
	case *List:
		return len(x.items) > 0, nil
	case *Tuple:
		return len(x.items) > 0, nil
	case *Dict:
		return x.used > 0, nil
	case Float:
		return x != 0, nil
	case *BigInt:
		return true, nil
	case Complex:
		return x != 0, nil
	case *Instance:
		if f := x.Class.lookupUser(strBool); f != nil {
			r, err := callMethodValue(t, f, x)
			if err != nil {
				return false, err
			}
			b, ok := r.(Bool)
			if !ok {
				return false, NewTypeError("__bool__ should return bool, returned %s", typeName(r))
			}
			return bool(b), nil
		}
		if f := x.Class.lookupUser(strLen); f != nil {
			n, err := userLen(t, f, x)
			return n > 0, err
		}
		if x.Base != nil {
			return Truth(t, x.Base)
		}
		return true, nil
	}
	if n, ok := lenExtra(v); ok {
		return n > 0, nil
	}
	if l, ok := v.(Lener); ok {
		n, err := l.PyLen(t)
		return n > 0, err
	}
	return true, nil
}

// userLen calls a user __len__ and validates its result as CPython does.
func userLen(t *Thread, f Value, self Value) (int, error) {
	r, err := callMethodValue(t, f, self)
	if err != nil {
		return 0, err
	}
	n, ok, err := indexValue(t, r)
	if err != nil {
		if ex, isEx := err.(*Exception); isEx && ex.typ == OverflowErrorType {
			return 0, NewOverflowError("cannot fit 'int' into an index-sized integer")
		}
		return 0, err
	}
	if !ok {
		return 0, NewTypeError("'%s' object cannot be interpreted as an integer", typeName(r))
	}
	if n < 0 {
		return 0, NewValueError("__len__() should return >= 0")
	}
	return int(n), nil
}

// Len returns len(v).
func Len(t *Thread, v Value) (int, error) {
	n, ok, err := lenOf(t, v)
	if err != nil || ok {
		return n, err
	}
	return 0, NewTypeError("object of type '%s' has no len()", typeName(v))
}

// lenOf is Len reporting a value without a length as ok false, so that
// the error names the outermost type (a subclass, not its built-in base).
func lenOf(t *Thread, v Value) (int, bool, error) {
	if cls, ok := v.(*Type); ok {
		if h := cls.typeHooks(); h != nil && h.Len != nil {
			n, err := h.Len(t, cls)
			return n, true, err
		}
	}
	switch x := v.(type) {
	case *Str:
		return x.Len(), true, nil
	case *List:
		return len(x.items), true, nil
	case *Tuple:
		return len(x.items), true, nil
	case *Dict:
		return x.used, true, nil
	case *Range:
		n, err := x.length()
		return n, true, err
	case *Instance:
		if f := x.Class.lookupUser(strLen); f != nil {
			n, err := userLen(t, f, x)
			return n, true, err
		}
		if x.Base != nil {
			return lenOf(t, x.Base)
		}
	}
	if n, ok := lenExtra(v); ok {
		return n, true, nil
	}
	if l, ok := v.(Lener); ok {
		n, err := l.PyLen(t)
		return n, true, err
	}
	return 0, false, nil
}

// Hash returns hash(v), or TypeError for unhashable values.
func Hash(t *Thread, v Value) (int64, error) {
	switch x := v.(type) {
	case *Str:
		return x.Hash(), nil
	case Int:
		return hashInt64(int64(x)), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case Float:
		return hashFloat(float64(x)), nil
	case *BigInt:
		return intHash(x), nil
	case NoneType:
		return 0xfca86420, nil
	case Complex:
		return complexHash(complex128(x)), nil
	}
	// Tuples, frozensets and user values hash what they hold: one level
	// of the depth guard.
	if err := t.EnterData(""); err != nil {
		return 0, err
	}
	h, err := hashNested(t, v)
	t.LeaveData()
	return h, err
}

// hashNested is Hash of the values that are not leaves; Hash has counted
// the level.
func hashNested(t *Thread, v Value) (int64, error) {
	switch x := v.(type) {
	case *Tuple:
		return hashTuple(t, x)
	case *Instance, *Exception:
		typ := v.Type()
		if !typ.builtin {
			if f := typ.lookupUser(strHash); f != nil {
				if f == None {
					return 0, NewTypeError("unhashable type: '%s'", typeNameOf(typ))
				}
				r, err := callMethodValue(t, f, v)
				if err != nil {
					return 0, err
				}
				if !isIntValue(r) {
					return 0, NewTypeError("__hash__ method should return an integer")
				}
				// CPython keeps a result that fits in Py_ssize_t as it is
				// (-1 becomes -2) and hashes bigger ints.
				if i, ok := AsInt64(r); ok {
					if i == -1 {
						i = -2
					}
					return i, nil
				}
				return intHash(unwrapBase(r)), nil
			}
		}
		if in, ok := x.(*Instance); ok && in.Base != nil {
			switch in.Base.(type) {
			case *List, *Dict, *Set, *ByteArray:
				// An instance of a subclass is unhashable under its own
				// name (collections.defaultdict, a user's dict subclass).
				return 0, NewTypeError("unhashable type: '%s'", typeName(v))
			}
			return Hash(t, in.Base)
		}
		return identityHash(v), nil
	case *List, *Dict:
		return 0, NewTypeError("unhashable type: '%s'", typeName(v))
	}
	if h, ok, err := hashExtra(t, v); ok || err != nil {
		return h, err
	}
	return identityHash(v), nil
}

// identityHash is object.__hash__: derived from the object's identity.
func identityHash(v Value) int64 {
	id := uint64(Id(v))
	h := int64(id>>4 | id<<60)
	if h == -1 {
		h = -2
	}
	return h
}

// HashTupleOf is hash(tuple(items)) without building the tuple (a
// dataclass's __hash__): one level of the depth guard, as Hash of a
// tuple is.
func HashTupleOf(t *Thread, items []Value) (int64, error) {
	if err := t.EnterData(""); err != nil {
		return 0, err
	}
	h, err := hashItems(t, items)
	t.LeaveData()
	return h, err
}

// hashTuple is CPython 3.11's tuple hash.
func hashTuple(t *Thread, tu *Tuple) (int64, error) {
	return hashItems(t, tu.items)
}

// hashItems is CPython 3.11's hash of a tuple of items.
func hashItems(t *Thread, items []Value) (int64, error) {
	// One operation per tuple visited: a tuple DAG ((layer,) * 8, twenty
	// times) has 8**20 leaves but few distinct tuples.
	if err := tick(t); err != nil {
		return 0, err
	}
	acc := xxPrime5
	for _, it := range items {
		h, err := Hash(t, it)
		if err != nil {
			return 0, err
		}
		acc = tupleHashAdd(acc, h)
	}
	return tupleHashFinish(acc, len(items)), nil
}

// seqIndex normalises index i of a sequence of length n, returning -1
// when out of range.
func seqIndex(i int64, n int) int {
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		return -1
	}
	return int(i)
}

// GetItem returns obj[key].
func GetItem(t *Thread, obj, key Value) (Value, error) { return getItem(t, obj, key, obj) }

// getItem is GetItem; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func getItem(t *Thread, obj, key, outer Value) (Value, error) {
	switch x := obj.(type) {
	case *List:
		if i, ok := key.(Int); ok {
			if j := seqIndex(int64(i), len(x.items)); j >= 0 {
				return x.items[j], nil
			}
			return nil, NewIndexError("list index out of range")
		}
		return seqGetItem(t, x, func() []Value { return x.items }, key, "list")
	case *Tuple:
		if i, ok := key.(Int); ok {
			if j := seqIndex(int64(i), len(x.items)); j >= 0 {
				return x.items[j], nil
			}
			return nil, NewIndexError("tuple index out of range")
		}
		return seqGetItem(t, x, func() []Value { return x.items }, key, "tuple")
	case *Dict:
		v, ok, err := x.Get(t, key)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, NewKeyError(key)
		}
		return v, nil
	case *Str:
		if s, ok := key.(*Slice); ok {
			start, stop, step, _, err := s.Indices(t, x.Len)
			if err != nil {
				return nil, err
			}
			if err := t.Alloc(int64(len(x.s))); err != nil && step == 1 && stop-start > 1<<16 {
				return nil, err
			}
			return x.Slice(start, stop, step), nil
		}
		i, ok, err := seqIndexValue(t, key)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, NewTypeError("string indices must be integers, not '%s'", typeName(key))
		}
		j := seqIndex(i, x.Len())
		if j < 0 {
			return nil, NewIndexError("string index out of range")
		}
		return x.Index(j), nil
	case *Instance:
		if f := x.Class.lookupUser(strGetItem); f != nil {
			return callMethodValue(t, f, x, key)
		}
		if x.Base != nil {
			if d, ok := x.Base.(*Dict); ok {
				v, found, err := d.Get(t, key)
				if err != nil {
					return nil, err
				}
				if found {
					return v, nil
				}
				if f := x.Class.lookupUser(strMissing); f != nil {
					return callMethodValue(t, f, x, key)
				}
				return nil, NewKeyError(key)
			}
			return getItem(t, x.Base, key, outer)
		}
	case *Type:
		if h := x.typeHooks(); h != nil && h.GetItem != nil {
			return h.GetItem(t, x, key)
		}
		if f := x.Lookup("__class_getitem__"); f != nil {
			switch m := f.(type) {
			case *ClassMethod:
				// The classmethod receives x itself, not its metatype.
				return Call(t, m.Func, []Value{x, key}, nil)
			case *StaticMethod:
				return Call(t, m.Func, []Value{key}, nil)
			}
			return callMethodValue(t, f, x, key)
		}
		if hasBuiltinClassGetItem(x) {
			return genericAlias(t, x, key)
		}
		return nil, NewTypeError("type '%s' is not subscriptable", typeNameOf(x))
	}
	if r, ok, err := getItemExtra(t, obj, key); ok || err != nil {
		return r, err
	}
	return nil, NewTypeError("'%s' object is not subscriptable", typeName(outer))
}

// seqGetItem indexes a list or tuple by a non-Int key (bool, __index__,
// slice). items returns the sequence's items as they are when called:
// the key's __index__ can change a list, so they are read after it ran.
func seqGetItem(t *Thread, self Value, items func() []Value, key Value, kind string) (Value, error) {
	if s, ok := key.(*Slice); ok {
		var cur []Value
		start, _, step, n, err := s.Indices(t, func() int { cur = items(); return len(cur) })
		if err != nil {
			return nil, err
		}
		if kind == "tuple" && start == 0 && step == 1 && n == len(cur) {
			return self, nil
		}
		out, err := sliceItems(t, cur, start, step, n)
		if err != nil {
			return nil, err
		}
		if kind == "list" {
			return NewList(out), nil
		}
		return NewTuple(out), nil
	}
	i, ok, err := seqIndexValue(t, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, NewTypeError("%s indices must be integers or slices, not %s", kind, typeName(key))
	}
	cur := items()
	j := seqIndex(i, len(cur))
	if j < 0 {
		return nil, NewIndexError("%s index out of range", kind)
	}
	return cur[j], nil
}

// SetItem performs obj[key] = value.
func SetItem(t *Thread, obj, key, value Value) error { return setItem(t, obj, key, value, obj) }

// setItem is SetItem; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func setItem(t *Thread, obj, key, value, outer Value) error {
	switch x := obj.(type) {
	case *List:
		if i, ok := key.(Int); ok {
			if j := seqIndex(int64(i), len(x.items)); j >= 0 {
				x.items[j] = value
				return nil
			}
			return NewIndexError("list assignment index out of range")
		}
		if s, ok := key.(*Slice); ok {
			return listSetSlice(t, x, s, value)
		}
		i, ok, err := indexValue(t, key)
		if err != nil {
			return err
		}
		if !ok {
			return NewTypeError("list indices must be integers or slices, not %s", typeName(key))
		}
		j := seqIndex(i, len(x.items))
		if j < 0 {
			return NewIndexError("list assignment index out of range")
		}
		x.items[j] = value
		return nil
	case *Dict:
		return x.Set(t, key, value)
	case *Instance:
		if f := x.Class.lookupUser(strSetItem); f != nil {
			_, err := callMethodValue(t, f, x, key, value)
			return err
		}
		if x.Base != nil {
			return setItem(t, x.Base, key, value, outer)
		}
	}
	if ok, err := setItemExtra(t, obj, key, value); ok || err != nil {
		return err
	}
	return NewTypeError("'%s' object does not support item assignment", typeName(outer))
}

// listSetSlice performs l[s] = value in CPython's order: the slice's
// __index__ methods run first, then the value is converted to a list
// (running its __iter__), and the bounds are checked again against the
// list as it is then, since both may have changed it.
func listSetSlice(t *Thread, l *List, s *Slice, value Value) error {
	a, b, st, err := s.Unpack(t)
	if err != nil {
		return err
	}
	start, stop, step, n := AdjustIndices(len(l.items), a, b, st)
	var items []Value
	if value == Value(l) {
		if err := t.Alloc(int64(len(l.items)) * valueSize); err != nil {
			return err
		}
		items = append([]Value(nil), l.items...)
	} else if items, err = iterateAll(t, value); err != nil {
		if ex, ok := err.(*Exception); ok && ex.typ == TypeErrorType {
			if _, isIter := value.(Iterator); !isIter {
				if step != 1 {
					return NewTypeError("must assign iterable to extended slice")
				}
				return NewTypeError("can only assign an iterable")
			}
		}
		return err
	}
	if step == 1 {
		// CPython's list_ass_slice clamps to the current size.
		ln := len(l.items)
		if ln == 0 && len(items) == 0 {
			return nil // nothing changes (not even a list emptied by sort)
		}
		start = min(max(start, 0), ln)
		stop = min(max(stop, start), ln)
		if err := t.Alloc(int64(len(items)) * valueSize); err != nil {
			return err
		}
		out := make([]Value, 0, ln-(stop-start)+len(items))
		out = append(out, l.items[:start]...)
		out = append(out, items...)
		out = append(out, l.items[stop:]...)
		l.items = out
		return nil
	}
	if len(items) != n {
		return NewValueError("attempt to assign sequence of size %d to extended slice of size %d", len(items), n)
	}
	// Converting the value may have resized the list (CPython would
	// write out of bounds): take the slice again against the list as it
	// is now.
	if start, _, step, n = AdjustIndices(len(l.items), a, b, st); len(items) != n {
		return NewValueError("attempt to assign sequence of size %d to extended slice of size %d", len(items), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		l.items[j] = items[i]
	}
	return nil
}

// DelItem performs del obj[key].
func DelItem(t *Thread, obj, key Value) error { return delItem(t, obj, key, obj) }

// delItem is DelItem; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func delItem(t *Thread, obj, key, outer Value) error {
	switch x := obj.(type) {
	case *List:
		if s, ok := key.(*Slice); ok {
			start, _, step, n, err := s.Indices(t, func() int { return len(x.items) })
			if err != nil {
				return err
			}
			if n == 0 {
				return nil
			}
			drop := make(map[int]bool, n) //krait:alloc-ok n <= len(list): the slice indices of a list that exists (the loop is charged above)
			for i, j := 0, start; i < n; i, j = i+1, j+step {
				drop[j] = true
			}
			out := x.items[:0:0]
			for i, v := range x.items {
				if !drop[i] {
					out = append(out, v)
				}
			}
			x.items = out
			return nil
		}
		i, ok, err := indexValue(t, key)
		if err != nil {
			return err
		}
		if !ok {
			return NewTypeError("list indices must be integers or slices, not %s", typeName(key))
		}
		j := seqIndex(i, len(x.items))
		if j < 0 {
			return NewIndexError("list assignment index out of range")
		}
		if err := t.Charge(int64(len(x.items)-j) / 32); err != nil {
			return err
		}
		x.removeAt(j)
		return nil
	case *Dict:
		_, ok, err := x.Delete(t, key)
		if err != nil {
			return err
		}
		if !ok {
			return NewKeyError(key)
		}
		return nil
	case *Instance:
		if f := x.Class.lookupUser(strDelItem); f != nil {
			_, err := callMethodValue(t, f, x, key)
			return err
		}
		if x.Base != nil {
			return delItem(t, x.Base, key, outer)
		}
	}
	if ok, err := delItemExtra(t, obj, key); ok || err != nil {
		return err
	}
	return delItemUnsupported(t, outer, key)
}

// Iterate returns an iterator over v (iter(v)).
func Iterate(t *Thread, v Value) (Iterator, error) { return iterate(t, v, v) }

// iterate is Iterate; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func iterate(t *Thread, v, outer Value) (Iterator, error) {
	if cls, ok := v.(*Type); ok {
		if h := cls.typeHooks(); h != nil && h.Iter != nil {
			return h.Iter(t, cls)
		}
	}
	switch x := v.(type) {
	case *List:
		return &listIterator{l: x}, nil
	case *Tuple:
		return &tupleIterator{items: x.items, tu: x}, nil
	case *Str:
		return &strIterator{s: x}, nil
	case *Dict:
		return newDictIterator(x, dictIterKeys), nil
	case *Instance:
		if f := x.Class.lookupUser(strIter); f != nil {
			r, err := callMethodValue(t, f, x)
			if err != nil {
				return nil, err
			}
			if it, ok := r.(Iterator); ok {
				return it, nil
			}
			if in, ok := r.(*Instance); ok && in.Class.lookupUser(strNext) != nil {
				return &instanceIterator{inst: in}, nil
			}
			return nil, NewTypeError("iter() returned non-iterator of type '%s'", typeName(r))
		}
		if x.Base != nil {
			return iterate(t, x.Base, outer)
		}
		if x.Class.lookupUser(strGetItem) != nil {
			return &seqIterator{seq: x}, nil
		}
	case Iterator:
		return x, nil
	}
	if it, ok, err := iterateExtra(t, v); ok || err != nil {
		return it, err
	}
	return nil, NewTypeError("'%s' object is not iterable", typeName(outer))
}

// Next advances an iterator value as next() does; exhausted is true
// when it has no more items.
func Next(t *Thread, it Value) (v Value, exhausted bool, err error) {
	switch x := it.(type) {
	case Iterator:
		v, err = x.Next(t)
		return v, v == nil && err == nil, err
	case *Instance:
		if f := x.Class.lookupUser(strNext); f != nil {
			r, err := callMethodValue(t, f, x)
			if err != nil {
				if ex, ok := err.(*Exception); ok && ex.typ.IsSubtype(StopIterationType) {
					return nil, true, nil
				}
				return nil, false, err
			}
			return r, false, nil
		}
	}
	return nil, false, NewTypeError("'%s' object is not an iterator", typeName(it))
}

// instanceIterator adapts a user iterator (a class with __next__).
type instanceIterator struct {
	inst *Instance
}

// Type returns the user iterator's class.
func (it *instanceIterator) Type() *Type { return it.inst.Class }

// Next calls __next__, ending at StopIteration.
func (it *instanceIterator) Next(t *Thread) (Value, error) {
	v, done, err := Next(t, it.inst)
	if done {
		return nil, nil
	}
	return v, err
}

// seqIterator is the old sequence protocol: __getitem__ with 0, 1, ...
// until IndexError.
type seqIterator struct {
	seq Value
	i   int64
}

// Type returns iterator.
func (*seqIterator) Type() *Type { return SeqIteratorType }

// Next returns seq[i] and advances.
func (it *seqIterator) Next(t *Thread) (Value, error) {
	if it.seq == nil {
		return nil, nil
	}
	v, err := GetItem(t, it.seq, NewInt(it.i))
	if err != nil {
		if ex, ok := err.(*Exception); ok && (ex.typ.IsSubtype(IndexErrorType) || ex.typ.IsSubtype(StopIterationType)) {
			it.seq = nil
			return nil, nil
		}
		return nil, err
	}
	it.i++
	return v, nil
}

// iterateAll collects every item of an iterable, charging as it goes.
func iterateAll(t *Thread, v Value) ([]Value, error) {
	switch x := v.(type) {
	case *List:
		// A snapshot: charged as the copy it is (tuple(big_list) in a
		// loop must not hold uncounted arrays).
		if err := t.Alloc(int64(len(x.items)) * valueSize); err != nil {
			return nil, err
		}
		if err := t.ChargeItems(len(x.items)); err != nil {
			return nil, err
		}
		return append([]Value(nil), x.items...), nil
	case *Tuple:
		return x.items, nil
	case *Range:
		n, err := x.length()
		if err != nil || x.big != nil {
			if err != nil {
				return nil, err
			}
			break
		}
		// The length is exact: one array, charged once, instead of the
		// charges of every array a growing slice replaces.
		if err := t.Alloc(int64(n) * valueSize); err != nil {
			return nil, err
		}
		if err := t.Charge(int64(n)/NativeItemsPerOp + 1); err != nil {
			return nil, err
		}
		out := make([]Value, n) //krait:alloc-ok charged just above
		for i := range out {
			out[i] = NewInt(x.At(i))
		}
		return out, nil
	case *longRangeIterator:
		if err := LengthHintOverflow(x); err != nil {
			return nil, err
		}
	}
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	var out []Value
	for {
		item, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if item == nil {
			return out, nil
		}
		if len(out) == cap(out) {
			if err := t.Alloc(int64(cap(out)+8) * valueSize); err != nil {
				return nil, err
			}
		}
		if err := tickItem(t, len(out)); err != nil {
			return nil, err
		}
		out = append(out, item) //krait:alloc-ok charged when the slice grows (the cap check above)
	}
}

// Items returns all items of an iterable (list(v)'s elements); the result
// may share memory with a tuple argument and must not be modified.
func Items(t *Thread, v Value) ([]Value, error) { return iterateAll(t, v) }

// Contains returns item in container.
func Contains(t *Thread, container, item Value) (bool, error) {
	return contains(t, container, item, container)
}

// contains is Contains; outer is the value the caller asked about: an
// instance whose built-in part (Instance.Base) has no membership test is
// iterated itself (its __iter__), and named in the error.
func contains(t *Thread, container, item, outer Value) (bool, error) {
	if cls, ok := container.(*Type); ok {
		if h := cls.typeHooks(); h != nil && h.Contains != nil {
			return h.Contains(t, cls, item)
		}
	}
	switch x := container.(type) {
	case *List:
		return containsItems(t, x.liveItems, item)
	case *Tuple:
		return containsItems(t, x.liveItems, item)
	case *Dict:
		_, ok, err := x.Get(t, item)
		return ok, err
	case *Str:
		s, ok := item.(*Str)
		if !ok {
			if in, isInst := item.(*Instance); isInst {
				s, ok = in.Base.(*Str)
			}
			if !ok {
				return false, NewTypeError("'in <string>' requires string as left operand, not %s", typeName(item))
			}
		}
		if err := t.Charge(int64(len(x.s)) / 32); err != nil {
			return false, err
		}
		return strings.Contains(x.s, s.s), nil
	case *Instance:
		if f := x.Class.lookupUser(strContains); f != nil {
			r, err := callMethodValue(t, f, x, item)
			if err != nil {
				return false, err
			}
			return Truth(t, r)
		}
		if x.Base != nil {
			return contains(t, x.Base, item, outer)
		}
	}
	if ok, handled, err := containsExtra(t, container, item); handled || err != nil {
		return ok, err
	}
	it, err := Iterate(t, outer)
	if err != nil {
		if ex, ok := err.(*Exception); ok && ex.typ == TypeErrorType {
			return false, NewTypeError("argument of type '%s' is not iterable", typeName(outer))
		}
		return false, err
	}
	for {
		v, err := it.Next(t)
		if err != nil || v == nil {
			return false, err
		}
		if err := tick(t); err != nil {
			return false, err
		}
		eq, err := Equal(t, v, item)
		if err != nil || eq {
			return eq, err
		}
	}
}

// containsItems is `in` for lists and tuples; items is read again at
// every step (an __eq__ can change a list), as in CPython.
func containsItems(t *Thread, items func() []Value, item Value) (bool, error) {
	for i := 0; i < len(items()); i++ {
		if err := tickItem(t, i); err != nil {
			return false, err
		}
		eq, err := Equal(t, items()[i], item)
		if err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

// clampIndex is used by sequence methods taking start/end arguments.
func clampIndex(i int64, n int) int {
	if i < 0 {
		i += int64(n)
		if i < 0 {
			i = 0
		}
	}
	if i > int64(n) {
		i = int64(n)
	}
	return int(i)
}

var _ = math.MaxInt

// classGetItemTypes lists the built-in (C-level) types that define
// __class_getitem__ in CPython 3.11, as module.name.
var classGetItemTypes = map[string]bool{
	"builtins.list": true, "builtins.dict": true, "builtins.tuple": true, "builtins.set": true,
	"builtins.frozenset": true, "builtins.type": true, "builtins.enumerate": true,
	"builtins.mappingproxy": true, "builtins.BaseExceptionGroup": true,
	"collections.defaultdict": true, "collections.deque": true, "collections.OrderedDict": true,
	"collections.Counter": true, "collections.ChainMap": true,
	"functools.partial": true, "functools.cached_property": true, "functools.partialmethod": true,
	"itertools.chain": true, "re.Pattern": true, "re.Match": true, "queue.Queue": true,
	"queue.SimpleQueue": true, "dataclasses.Field": true, "dataclasses.InitVar": true,
}

// hasBuiltinClassGetItem reports whether cls (or a class it derives
// from) is a built-in type subscriptable as cls[int].
func hasBuiltinClassGetItem(cls *Type) bool {
	for _, b := range cls.MRO {
		if b.builtin && classGetItemTypes[b.Module+"."+b.Name] {
			return true
		}
	}
	return false
}
