package py

// asDict returns the dict behind self (a dict or a dict subclass instance).
func asDict(self Value) *Dict {
	if d, ok := self.(*Dict); ok {
		return d
	}
	return unwrapBase(self).(*Dict)
}

var dictMethods = []methodDef{
	{"get", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("dict.get", args, kwargs, 1, 2); err != nil {
			return nil, err
		}
		v, ok, err := asDict(self).Get(t, args[0])
		if err != nil {
			return nil, err
		}
		if ok {
			return v, nil
		}
		if len(args) == 2 {
			return args[1], nil
		}
		return None, nil
	}},
	{"keys", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("dict.keys", args, kwargs); err != nil {
			return nil, err
		}
		return &DictView{d: asDict(self), kind: dictIterKeys}, nil
	}},
	{"values", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("dict.values", args, kwargs); err != nil {
			return nil, err
		}
		return &DictView{d: asDict(self), kind: dictIterValues}, nil
	}},
	{"items", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("dict.items", args, kwargs); err != nil {
			return nil, err
		}
		return &DictView{d: asDict(self), kind: dictIterItems}, nil
	}},
	{"pop", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("pop", args, kwargs, 1, 2); err != nil {
			return nil, err
		}
		v, ok, err := asDict(self).Delete(t, args[0])
		if err != nil {
			return nil, err
		}
		if ok {
			return v, nil
		}
		if len(args) == 2 {
			return args[1], nil
		}
		return nil, NewKeyError(args[0])
	}},
	{"popitem", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("dict.popitem", args, kwargs); err != nil {
			return nil, err
		}
		k, v, ok := asDict(self).PopLast()
		if !ok {
			return nil, NewException(KeyErrorType, "popitem(): dictionary is empty")
		}
		return NewTuple2(k, v), nil
	}},
	{"setdefault", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("setdefault", args, kwargs, 1, 2); err != nil {
			return nil, err
		}
		d := asDict(self)
		h, err := Hash(t, args[0])
		if err != nil {
			return nil, err
		}
		v, ok, err := d.GetHashed(t, args[0], h)
		if err != nil || ok {
			return v, err
		}
		var def Value = None
		if len(args) == 2 {
			def = args[1]
		}
		return def, d.SetHashed(t, args[0], h, def)
	}},
	{"update", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if len(args) > 1 {
			return nil, NewTypeError("update expected at most 1 argument, got %d", len(args))
		}
		d := asDict(self)
		if len(args) == 1 {
			if err := dictUpdateFrom(t, d, args[0]); err != nil {
				return nil, err
			}
		}
		for _, kw := range kwargs {
			if err := d.Set(t, NewStr(kw.Name), kw.Value); err != nil {
				return nil, err
			}
		}
		return None, nil
	}},
	{"copy", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("dict.copy", args, kwargs); err != nil {
			return nil, err
		}
		return asDict(self).Copy(t)
	}},
	{"clear", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("dict.clear", args, kwargs); err != nil {
			return nil, err
		}
		asDict(self).Clear()
		t.Freed()
		return None, nil
	}},
	{"__init__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if len(args) > 1 {
			return nil, NewTypeError("dict expected at most 1 argument, got %d", len(args))
		}
		d := asDict(self)
		if len(args) == 1 {
			if err := dictUpdateFrom(t, d, args[0]); err != nil {
				return nil, err
			}
		}
		for _, kw := range kwargs {
			if err := d.Set(t, NewStr(kw.Name), kw.Value); err != nil {
				return nil, err
			}
		}
		return None, nil
	}},
	{"__reversed__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		d := asDict(self)
		it := newDictIterator(d, dictIterKeys)
		it.reverse = true
		it.pos = len(d.entries) - 1
		return it, nil
	}},
}

// dictFromKeys is dict.fromkeys(iterable, value=None), a class method.
func dictFromKeys(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("fromkeys", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	var v Value = None
	if len(args) == 2 {
		v = args[1]
	}
	keys, err := iterateAll(t, args[0])
	if err != nil {
		return nil, err
	}
	cls, _ := self.(*Type)
	var d *Dict
	var result Value
	if cls == nil || cls == DictType {
		d = NewDict()
		result = d
	} else {
		r, err := Call(t, cls, nil, nil)
		if err != nil {
			return nil, err
		}
		result = r
		for _, k := range keys {
			if err := SetItem(t, r, k, v); err != nil {
				return nil, err
			}
		}
		return result, nil
	}
	for _, k := range keys {
		if err := d.Set(t, k, v); err != nil {
			return nil, err
		}
	}
	return result, nil
}

// asSetSelf returns the set table behind self.
func asSetSelf(self Value) *setTable {
	st, _ := asSetTable(self)
	return st
}

// setMethod wraps a method taking one iterable and returning a new set.
func setBinaryMethod(qual string, op func(t *Thread, a Value, at *setTable, b Value) (Value, error)) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := NoKwargs(qual, kwargs); err != nil {
			return nil, err
		}
		var result Value = self
		st := asSetSelf(self)
		if len(args) == 0 {
			tab, err := st.copyTable(t)
			if err != nil {
				return nil, err
			}
			return makeLike(self, tab), nil
		}
		for _, a := range args {
			r, err := op(t, result, st, a)
			if err != nil {
				return nil, err
			}
			result = r
			st = asSetSelf(r)
		}
		return result, nil
	}
}

var setCommonMethods = []methodDef{
	{"union", setBinaryMethod("set.union", setUnion)},
	{"intersection", setBinaryMethod("set.intersection", setIntersection)},
	{"difference", setBinaryMethod("set.difference", setDifference)},
	{"symmetric_difference", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.symmetric_difference", args, kwargs); err != nil {
			return nil, err
		}
		return setSymmetricDifference(t, self, asSetSelf(self), args[0])
	}},
	{"issubset", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.issubset", args, kwargs); err != nil {
			return nil, err
		}
		other, ok := asSetTable(args[0])
		if !ok {
			s, err := NewSetFrom(t, args[0])
			if err != nil {
				return nil, err
			}
			other = &s.setTable
		}
		r, err := isSubset(t, asSetSelf(self), other)
		return NewBool(r), err
	}},
	{"issuperset", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.issuperset", args, kwargs); err != nil {
			return nil, err
		}
		other, ok := asSetTable(args[0])
		if !ok {
			s, err := NewSetFrom(t, args[0])
			if err != nil {
				return nil, err
			}
			other = &s.setTable
		}
		r, err := isSubset(t, other, asSetSelf(self))
		return NewBool(r), err
	}},
	{"isdisjoint", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.isdisjoint", args, kwargs); err != nil {
			return nil, err
		}
		// As CPython, the other iterable is consumed up to the first
		// common item only.
		st := asSetSelf(self)
		it, err := Iterate(t, args[0])
		if err != nil {
			return nil, err
		}
		for {
			v, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				return True, nil
			}
			if err := t.Tick(); err != nil {
				return nil, err
			}
			ok, err := st.Contains(t, v)
			if err != nil {
				return nil, err
			}
			if ok {
				return False, nil
			}
		}
	}},
	{"copy", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("set.copy", args, kwargs); err != nil {
			return nil, err
		}
		if f, ok := self.(*FrozenSet); ok {
			return f, nil
		}
		tab, err := asSetSelf(self).copyTable(t)
		if err != nil {
			return nil, err
		}
		return makeLike(self, tab), nil
	}},
}

var setMutatingMethods = []methodDef{
	{"add", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.add", args, kwargs); err != nil {
			return nil, err
		}
		st := asSetSelf(self)
		h, err := Hash(t, args[0])
		if err != nil {
			return nil, err
		}
		return None, st.add(t, args[0], h)
	}},
	{"discard", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.discard", args, kwargs); err != nil {
			return nil, err
		}
		k, h, err := setKey(t, args[0])
		if err != nil {
			return nil, err
		}
		_, err = asSetSelf(self).discard(t, k, h)
		return None, err
	}},
	{"remove", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.remove", args, kwargs); err != nil {
			return nil, err
		}
		k, h, err := setKey(t, args[0])
		if err != nil {
			return nil, err
		}
		found, err := asSetSelf(self).discard(t, k, h)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, NewKeyError(args[0])
		}
		return None, nil
	}},
	{"pop", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("set.pop", args, kwargs); err != nil {
			return nil, err
		}
		v, ok := asSetSelf(self).pop()
		if !ok {
			return nil, NewException(KeyErrorType, "pop from an empty set")
		}
		return v, nil
	}},
	{"clear", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("set.clear", args, kwargs); err != nil {
			return nil, err
		}
		asSetSelf(self).clear()
		t.Freed()
		return None, nil
	}},
	{"update", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := NoKwargs("set.update", kwargs); err != nil {
			return nil, err
		}
		st := asSetSelf(self)
		for _, a := range args {
			if err := st.update(t, a); err != nil {
				return nil, err
			}
		}
		return None, nil
	}},
	{"difference_update", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := NoKwargs("set.difference_update", kwargs); err != nil {
			return nil, err
		}
		st := asSetSelf(self)
		for _, a := range args {
			if err := st.differenceUpdate(t, a); err != nil {
				return nil, err
			}
		}
		return None, nil
	}},
	{"intersection_update", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := NoKwargs("set.intersection_update", kwargs); err != nil {
			return nil, err
		}
		st := asSetSelf(self)
		for _, a := range args {
			r, err := setIntersection(t, self, st, a)
			if err != nil {
				return nil, err
			}
			*st = *asSetSelf(r)
		}
		return None, nil
	}},
	{"symmetric_difference_update", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("set.symmetric_difference_update", args, kwargs); err != nil {
			return nil, err
		}
		return None, asSetSelf(self).symmetricDifferenceUpdate(t, args[0])
	}},
	{"__init__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("set", args, kwargs, 0, 1); err != nil {
			return nil, err
		}
		st := asSetSelf(self)
		st.clear()
		if len(args) == 1 {
			return None, st.update(t, args[0])
		}
		return None, nil
	}},
}

func init() {
	addBorrowingMethods(DictType, dictMethods)
	DictType.Dict.SetStr("fromkeys", &ClassMethod{Func: &Builtin{Name: "fromkeys", Fn: func(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
		return dictFromKeys(t, args[0], args[1:], kwargs)
	}}})
	addBorrowingMethods(SetType, setCommonMethods)
	addBorrowingMethods(SetType, setMutatingMethods)
	addBorrowingMethods(FrozenSetType, setCommonMethods)
}
