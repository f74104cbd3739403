package collections

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// newChainMap creates the ChainMap class: several mappings searched in
// order, writes going to the first.
func (m *module) newChainMap(t *py.Thread) (*py.Type, error) {
	return newClass(t, classSpec{
		name: "ChainMap",
		methods: []method{
			{"__init__", chainInit},
			{"__getitem__", chainGetItem},
			{"get", chainGet},
			{"__len__", chainLen},
			{"__iter__", chainIter},
			{"__contains__", chainContains},
			{"__bool__", chainBool},
			{"__repr__", m.chainRepr},
			{"__setitem__", chainSetItem},
			{"__delitem__", chainDelItem},
			{"keys", m.mappingView("keys")},
			{"values", m.mappingView("values")},
			{"items", m.mappingView("items")},
			{"pop", chainPop},
			{"popitem", chainPopItem},
			{"clear", chainClear},
			{"copy", chainCopy},
			{"__copy__", chainCopy},
			{"new_child", chainNewChild},
			{"__eq__", chainEq},
		},
		attrs: map[string]py.Value{
			"parents": &py.Property{Name: "parents", Get: py.NewBuiltin("parents", chainParents)},
		},
	})
}

// mapsOf returns self.maps as a Go slice.
func mapsOf(t *py.Thread, self py.Value) ([]py.Value, error) {
	v, err := py.GetAttr(t, self, "maps")
	if err != nil {
		return nil, err
	}
	return py.Items(t, v)
}

// mapsFirst is mapsOf for the methods that work on maps[0]: an empty
// maps (a program may assign one) is CPython's IndexError, not a crash.
func mapsFirst(t *py.Thread, self py.Value) ([]py.Value, error) {
	maps, err := mapsOf(t, self)
	if err == nil && len(maps) == 0 {
		return nil, py.NewIndexError("list index out of range")
	}
	return maps, err
}

func chainInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.NoKwargs("ChainMap", kwargs); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return py.None, py.SetAttr(t, self, "maps", py.NewList([]py.Value{py.NewDict()}))
	}
	maps, err := py.NewListCopy(t, args)
	if err != nil {
		return nil, err
	}
	return py.None, py.SetAttr(t, self, "maps", maps)
}

// chainLookup finds key in the first mapping holding it.
func chainLookup(t *py.Thread, self, key py.Value) (py.Value, bool, error) {
	maps, err := mapsOf(t, self)
	if err != nil {
		return nil, false, err
	}
	for _, mp := range maps {
		v, err := py.GetItem(t, mp, key)
		if err == nil {
			return v, true, nil
		}
		if ex, ok := err.(*py.Exception); !ok || !ex.Matches(py.KeyErrorType) {
			return nil, false, err
		}
	}
	return nil, false, nil
}

func chainGetItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, ok, err := chainLookup(t, self, args[0])
	if err != nil || ok {
		return v, err
	}
	if f := self.Type().Lookup("__missing__"); f != nil {
		return py.CallMethod(t, self, "__missing__", []py.Value{args[0]}, nil)
	}
	return nil, py.NewKeyError(args[0])
}

func chainGet(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("get", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	in, err := py.Contains(t, self, args[0])
	if err != nil {
		return nil, err
	}
	if in {
		return py.GetItem(t, self, args[0])
	}
	if len(args) == 2 {
		return args[1], nil
	}
	return py.None, nil
}

// chainMerged returns a dict of every key, ordered as ChainMap iterates:
// the last mapping's keys first.
func chainMerged(t *py.Thread, self py.Value) (*py.Dict, error) {
	maps, err := mapsOf(t, self)
	if err != nil {
		return nil, err
	}
	d := py.NewDict()
	for i := len(maps) - 1; i >= 0; i-- {
		keys, err := py.Items(t, maps[i])
		if err != nil {
			return nil, err
		}
		for _, k := range keys {
			if err := d.Set(t, k, py.None); err != nil {
				return nil, err
			}
		}
	}
	return d, nil
}

func chainLen(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	d, err := chainMerged(t, self)
	if err != nil {
		return nil, err
	}
	return py.NewInt(int64(d.Len())), nil
}

func chainIter(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	d, err := chainMerged(t, self)
	if err != nil {
		return nil, err
	}
	return py.Iterate(t, d)
}

func chainContains(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	maps, err := mapsOf(t, self)
	if err != nil {
		return nil, err
	}
	for _, mp := range maps {
		in, err := py.Contains(t, mp, args[0])
		if err != nil {
			return nil, err
		}
		if in {
			return py.True, nil
		}
	}
	return py.False, nil
}

func chainBool(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	maps, err := mapsOf(t, self)
	if err != nil {
		return nil, err
	}
	for _, mp := range maps {
		ok, err := py.Truth(t, mp)
		if err != nil {
			return nil, err
		}
		if ok {
			return py.True, nil
		}
	}
	return py.False, nil
}

func (m *module) chainRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if !t.ReprEnter(self) {
		return py.NewStr("..."), nil
	}
	defer t.ReprLeave()
	maps, err := mapsOf(t, self)
	if err != nil {
		return nil, err
	}
	parts := make([]string, len(maps))
	for i, mp := range maps {
		if parts[i], err = py.Repr(t, mp); err != nil {
			return nil, err
		}
	}
	return py.NewStr(self.Type().Name + "(" + strings.Join(parts, ", ") + ")"), nil
}

func chainSetItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	maps, err := mapsFirst(t, self)
	if err != nil {
		return nil, err
	}
	return py.None, py.SetItem(t, maps[0], args[0], args[1])
}

// notInFirst is ChainMap's KeyError for keys missing from maps[0].
func notInFirst(t *py.Thread, key py.Value) error {
	r, err := py.Repr(t, key)
	if err != nil {
		return err
	}
	return py.NewExceptionArgs(py.KeyErrorType, py.NewStr("Key not found in the first mapping: "+r))
}

// isKeyError reports whether err is a KeyError.
func isKeyError(err error) bool {
	ex, ok := err.(*py.Exception)
	return ok && ex.Matches(py.KeyErrorType)
}

func chainDelItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	maps, err := mapsFirst(t, self)
	if err != nil {
		return nil, err
	}
	if err := py.DelItem(t, maps[0], args[0]); err != nil {
		if isKeyError(err) {
			return nil, notInFirst(t, args[0])
		}
		return nil, err
	}
	return py.None, nil
}

// chainView is keys()/values()/items(): the view of the merged mapping.
func chainView(name py.LibName) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		d, err := chainMerged(t, self)
		if err != nil {
			return nil, err
		}
		for _, k := range d.Keys() {
			v, err := py.GetItem(t, self, k)
			if err != nil {
				return nil, err
			}
			if err := d.Set(t, k, v); err != nil {
				return nil, err
			}
		}
		return py.CallMethod(t, d, name, nil, nil)
	}
}

func chainPop(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("pop", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	maps, err := mapsFirst(t, self)
	if err != nil {
		return nil, err
	}
	v, err := py.CallMethod(t, maps[0], "pop", args[:1], nil)
	if err != nil && isKeyError(err) {
		if len(args) == 2 {
			return args[1], nil
		}
		return nil, notInFirst(t, args[0])
	}
	return v, err
}

func chainPopItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	maps, err := mapsFirst(t, self)
	if err != nil {
		return nil, err
	}
	v, err := py.CallMethod(t, maps[0], "popitem", nil, nil)
	if err != nil && isKeyError(err) {
		return nil, py.NewExceptionArgs(py.KeyErrorType, py.NewStr("No keys found in the first mapping."))
	}
	return v, err
}

func chainClear(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	maps, err := mapsFirst(t, self)
	if err != nil {
		return nil, err
	}
	return py.CallMethod(t, maps[0], "clear", nil, nil)
}

func chainCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	maps, err := mapsFirst(t, self)
	if err != nil {
		return nil, err
	}
	first, err := py.CallMethod(t, maps[0], "copy", nil, nil)
	if err != nil {
		return nil, err
	}
	all, err := py.JoinValues(t, []py.Value{first}, maps[1:])
	if err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), all, nil)
}

// chainNewChild is new_child(m=None, **kwargs).
func chainNewChild(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("new_child", args, nil, 0, 1); err != nil {
		return nil, err
	}
	var child py.Value = py.None
	if len(args) == 1 {
		child = args[0]
	}
	if child == py.None {
		child = py.NewDict()
	}
	for _, kw := range kwargs {
		if err := py.SetItem(t, child, py.NewStr(kw.Name), kw.Value); err != nil {
			return nil, err
		}
	}
	maps, err := mapsOf(t, self)
	if err != nil {
		return nil, err
	}
	all, err := py.JoinValues(t, []py.Value{child}, maps)
	if err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), all, nil)
}

func chainParents(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	self := args[0]
	maps, err := mapsOf(t, self)
	if err != nil {
		return nil, err
	}
	if len(maps) == 0 {
		return py.Call(t, self.Type(), nil, nil)
	}
	return py.Call(t, self.Type(), maps[1:], nil)
}

func chainEq(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := chainView("items")(t, self, nil, nil)
	if err != nil {
		return nil, err
	}
	other := args[0]
	if dictOf(other) == nil && !other.Type().IsSubtype(self.Type()) {
		return py.NotImplemented, nil
	}
	b, err := py.CallMethod(t, other, "items", nil, nil)
	if err != nil {
		return nil, err
	}
	da, err := py.Call(t, py.DictType, []py.Value{a}, nil)
	if err != nil {
		return nil, err
	}
	db, err := py.Call(t, py.DictType, []py.Value{b}, nil)
	if err != nil {
		return nil, err
	}
	return py.Compare(t, py.Eq, da, db)
}
