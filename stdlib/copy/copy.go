// Package copy implements Python's copy module for krait: copy and
// deepcopy with CPython's rules (atomic types shared, containers
// rebuilt, __copy__/__deepcopy__/__reduce__ honoured, instances of user
// classes reconstructed without calling __init__). deepcopy keeps a memo
// so shared and cyclic structures are copied once, and its recursion is
// bounded by the run's data-depth limit rather than the Go stack.
package copy

import (
	"github.com/kraitpy/krait/py"
)

// Load creates the copy module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("copy"))
	errType, err := py.NewClass(t, "Error", []*py.Type{py.ExceptionType}, ns)
	if err != nil {
		return nil, err
	}
	c := &copier{table: py.NewDict()}
	mod := py.NewModule("copy")
	mod.Dict.SetStr("Error", errType)
	mod.Dict.SetStr("error", errType)
	mod.Dict.SetStr("copy", py.NewBuiltin("copy", c.shallowCopy))
	mod.Dict.SetStr("deepcopy", py.NewBuiltin("deepcopy", c.deepCopy))
	mod.Dict.SetStr("dispatch_table", c.table)
	// The memory walk can measure it: its functions close over c, the
	// module's Go state (its dispatch table).
	mod.Go = c
	py.MarkWalkable(mod)
	return mod, nil
}

// MemRefs visits the dispatch table for the memory walk.
func (c *copier) MemRefs(w *py.MemWalk) {
	w.Add(16)
	if c.table != nil {
		w.Visit(c.table)
	}
}

// copier copies values; table is copyreg's dispatch_table (class ->
// reduction function), consulted after __copy__/__deepcopy__ as CPython
// does. Go callers use a copier without a table.
type copier struct {
	table *py.Dict
}

// reductor returns the dispatch_table entry for x's class, or nil.
func (c *copier) reductor(t *py.Thread, x py.Value) (py.Value, error) {
	if c.table == nil || c.table.Len() == 0 {
		return nil, nil
	}
	f, ok, err := c.table.Get(t, x.Type())
	if err != nil || !ok {
		return nil, err
	}
	return f, nil
}

// Copy returns copy.copy(x).
func Copy(t *py.Thread, x py.Value) (py.Value, error) { return (&copier{}).copy(t, x) }

// copy is copy.copy(x).
func (c *copier) copy(t *py.Thread, x py.Value) (py.Value, error) {
	if isAtomic(x) {
		return x, nil
	}
	switch v := x.(type) {
	case *py.Tuple, *py.FrozenSet, *py.Slice:
		return x, nil
	case *py.List:
		return py.NewListCopy(t, v.Items())
	case *py.Dict:
		return v.Copy(t)
	case *py.Set:
		return py.NewSetFrom(t, v)
	case *py.ByteArray:
		if err := t.Alloc(int64(len(v.Bytes()))); err != nil {
			return nil, err
		}
		return py.NewByteArray(append([]byte(nil), v.Bytes()...)), nil
	}
	typ := x.Type()
	if typ.Lookup("__copy__") != nil {
		return py.CallMethod(t, x, "__copy__", nil, nil)
	}
	if f, err := c.reductor(t, x); err != nil {
		return nil, err
	} else if f != nil {
		rv, err := py.Call(t, f, []py.Value{x}, nil)
		if err != nil {
			return nil, err
		}
		return c.reconstructFrom(t, x, rv, nil)
	}
	if typ.Lookup("__reduce__") != nil && !typ.IsBuiltin() {
		return c.reduce(t, x, nil)
	}
	return c.reconstruct(t, x, nil)
}

// isAtomic reports whether x is of a type copy and deepcopy never copy.
func isAtomic(x py.Value) bool {
	switch x.(type) {
	case py.NoneType, py.Bool, py.Int, *py.BigInt, py.Float, py.Complex, *py.Str, *py.Bytes, *py.Type,
		*py.Range, *py.Builtin, *py.Property, py.EllipsisType, py.NotImplementedType:
		return true
	case *py.Instance, *py.Exception:
		return false
	}
	// Functions (interp's) and other callables that are not instances
	// are shared, as CPython shares functions.
	_, isCallable := x.(py.Callable)
	return isCallable && x.Type().IsBuiltin()
}

func (c *copier) shallowCopy(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var x py.Value
	if len(args) == 0 && len(kwargs) == 0 {
		return nil, py.NewTypeError("copy() missing 1 required positional argument: 'x'")
	}
	if err := py.UnpackArgs("copy", args, kwargs, []string{"x"}, 1, &x); err != nil {
		return nil, err
	}
	return c.copy(t, x)
}

func (c *copier) deepCopy(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var x, memo py.Value = nil, py.None
	if len(args) == 0 && len(kwargs) == 0 {
		return nil, py.NewTypeError("deepcopy() missing 1 required positional argument: 'x'")
	}
	if err := py.UnpackArgs("deepcopy", args, kwargs, []string{"x", "memo"}, 1, &x, &memo); err != nil {
		return nil, err
	}
	var d *py.Dict
	if memo == py.None {
		d = py.NewDict()
	} else {
		m, ok := memo.(*py.Dict)
		if !ok {
			return nil, py.NewTypeError("'%s' object has no attribute 'get'", memo.Type().Name)
		}
		d = m
	}
	return c.deep(t, x, d)
}

// DeepCopy returns copy.deepcopy(x, memo).
func DeepCopy(t *py.Thread, x py.Value, memo *py.Dict) (py.Value, error) {
	return (&copier{}).deep(t, x, memo)
}

// deep is copy.deepcopy(x, memo).
func (c *copier) deep(t *py.Thread, x py.Value, memo *py.Dict) (py.Value, error) {
	if err := t.Tick(); err != nil {
		return nil, err
	}
	if isAtomic(x) {
		return x, nil
	}
	id := py.NewInt(py.Id(x))
	if y, ok, err := memo.Get(t, id); err != nil || ok {
		return y, err
	}
	if err := t.EnterData(" while calling a Python object"); err != nil {
		return nil, err
	}
	defer t.LeaveData()
	y, err := c.deepUncached(t, x, id, memo)
	if err != nil || py.Is(y, x) {
		return y, err
	}
	// As CPython: memoize the copy and keep the original alive in
	// memo[id(memo)], so no other object can take its id while the memo
	// is in use.
	if err := memo.Set(t, id, y); err != nil {
		return nil, err
	}
	return y, keepAlive(t, x, memo)
}

// keepAlive is copy._keep_alive: it appends x to the list at
// memo[id(memo)].
func keepAlive(t *py.Thread, x py.Value, memo *py.Dict) error {
	key := py.NewInt(py.Id(memo))
	kept, ok, err := memo.Get(t, key)
	if err != nil {
		return err
	}
	if !ok {
		return memo.Set(t, key, py.NewList([]py.Value{x}))
	}
	_, err = py.CallMethod(t, kept, "append", []py.Value{x}, nil)
	return err
}

// deepUncached copies x, which is not in the memo yet; id is id(x).
func (c *copier) deepUncached(t *py.Thread, x, id py.Value, memo *py.Dict) (py.Value, error) {
	switch v := x.(type) {
	case *py.List:
		y := py.NewList(nil)
		if err := memo.Set(t, id, y); err != nil {
			return nil, err
		}
		for _, item := range v.Items() {
			c, err := c.deep(t, item, memo)
			if err != nil {
				return nil, err
			}
			if err := y.Append(t, c); err != nil {
				return nil, err
			}
		}
		return y, nil
	case *py.Tuple:
		items := v.Items()
		out := make([]py.Value, len(items))
		same := true
		for i, item := range items {
			c, err := c.deep(t, item, memo)
			if err != nil {
				return nil, err
			}
			out[i] = c
			same = same && py.Is(c, item)
		}
		if y, ok, err := memo.Get(t, id); err != nil || ok {
			return y, err
		}
		if same {
			return x, nil
		}
		y, err := py.NewTupleCharged(t, out)
		if err != nil {
			return nil, err
		}
		return y, memo.Set(t, id, y)
	case *py.Dict:
		y := py.NewDict()
		if err := memo.Set(t, id, y); err != nil {
			return nil, err
		}
		return y, c.deepCopyItems(t, v, y, memo)
	case *py.Set, *py.FrozenSet:
		items, err := py.Items(t, x)
		if err != nil {
			return nil, err
		}
		copied := make([]py.Value, len(items))
		for i, item := range items {
			if copied[i], err = c.deep(t, item, memo); err != nil {
				return nil, err
			}
		}
		y, err := py.Call(t, x.Type(), []py.Value{py.NewList(copied)}, nil)
		if err != nil {
			return nil, err
		}
		return y, memo.Set(t, id, y)
	case *py.ByteArray, *py.Slice:
		y, err := c.copy(t, x)
		if s, ok := x.(*py.Slice); ok && err == nil {
			parts := []py.Value{s.Start, s.Stop, s.Step}
			for i := range parts {
				if parts[i], err = c.deep(t, parts[i], memo); err != nil {
					return nil, err
				}
			}
			y = py.NewSlice(parts[0], parts[1], parts[2])
		}
		if err != nil {
			return nil, err
		}
		return y, memo.Set(t, id, y)
	}
	typ := x.Type()
	if typ.Lookup("__deepcopy__") != nil {
		y, err := py.CallMethod(t, x, "__deepcopy__", []py.Value{memo}, nil)
		if err != nil {
			return nil, err
		}
		return y, memo.Set(t, id, y)
	}
	if f, err := c.reductor(t, x); err != nil {
		return nil, err
	} else if f != nil {
		rv, err := py.Call(t, f, []py.Value{x}, nil)
		if err != nil {
			return nil, err
		}
		return c.reconstructFrom(t, x, rv, memo)
	}
	if typ.Lookup("__reduce__") != nil && !typ.IsBuiltin() {
		return c.reduce(t, x, memo)
	}
	return c.reconstruct(t, x, memo)
}

// deepCopyItems copies every item of src into dst, keys and values deep.
func (c *copier) deepCopyItems(t *py.Thread, src, dst *py.Dict, memo *py.Dict) error {
	for _, kv := range src.Items() {
		k, err := c.deep(t, kv[0], memo)
		if err != nil {
			return err
		}
		v, err := c.deep(t, kv[1], memo)
		if err != nil {
			return err
		}
		if err := dst.Set(t, k, v); err != nil {
			return err
		}
	}
	return nil
}

// maybeDeep deep-copies v when memo is set (a deepcopy), else returns
// it.
func (c *copier) maybeDeep(t *py.Thread, v py.Value, memo *py.Dict) (py.Value, error) {
	if memo == nil {
		return v, nil
	}
	return c.deep(t, v, memo)
}

// reduce copies x through its __reduce__ result: (callable, args[,
// state[, listitems[, dictitems]]]), as copy._reconstruct does.
func (c *copier) reduce(t *py.Thread, x py.Value, memo *py.Dict) (py.Value, error) {
	rv, err := py.CallMethod(t, x, "__reduce__", nil, nil)
	if err != nil {
		return nil, err
	}
	return c.reconstructFrom(t, x, rv, memo)
}

// reconstructFrom rebuilds x from a reduction value rv.
func (c *copier) reconstructFrom(t *py.Thread, x, rv py.Value, memo *py.Dict) (py.Value, error) {
	if _, ok := rv.(*py.Str); ok {
		return x, nil
	}
	parts, err := py.Items(t, rv)
	if err != nil {
		return nil, err
	}
	if len(parts) < 2 || len(parts) > 5 {
		return nil, py.NewTypeError("__reduce__ must return a string or tuple of length 2 to 5")
	}
	args, err := py.Items(t, parts[1])
	if err != nil {
		return nil, err
	}
	if args, err = py.CopyValues(t, args); err != nil {
		return nil, err
	}
	for i := range args {
		if args[i], err = c.maybeDeep(t, args[i], memo); err != nil {
			return nil, err
		}
	}
	y, err := py.Call(t, parts[0], args, nil)
	if err != nil {
		return nil, err
	}
	if memo != nil {
		if err := memo.Set(t, py.NewInt(py.Id(x)), y); err != nil {
			return nil, err
		}
	}
	if len(parts) > 2 && parts[2] != py.None {
		state, err := c.maybeDeep(t, parts[2], memo)
		if err != nil {
			return nil, err
		}
		if err := setState(t, y, state); err != nil {
			return nil, err
		}
	}
	if len(parts) > 3 && parts[3] != py.None {
		if err := c.appendItems(t, y, parts[3], memo); err != nil {
			return nil, err
		}
	}
	if len(parts) > 4 && parts[4] != py.None {
		pairs, err := py.Items(t, parts[4])
		if err != nil {
			return nil, err
		}
		for _, p := range pairs {
			kv, err := py.Items(t, p)
			if err != nil {
				return nil, err
			}
			k, err := c.maybeDeep(t, kv[0], memo)
			if err != nil {
				return nil, err
			}
			v, err := c.maybeDeep(t, kv[1], memo)
			if err != nil {
				return nil, err
			}
			if err := py.SetItem(t, y, k, v); err != nil {
				return nil, err
			}
		}
	}
	return y, nil
}

// appendItems appends the (copied) items of an iterable to y.
func (c *copier) appendItems(t *py.Thread, y, items py.Value, memo *py.Dict) error {
	vals, err := py.Items(t, items)
	if err != nil {
		return err
	}
	for _, v := range vals {
		c, err := c.maybeDeep(t, v, memo)
		if err != nil {
			return err
		}
		if _, err := py.CallMethod(t, y, "append", []py.Value{c}, nil); err != nil {
			return err
		}
	}
	return nil
}

// setState applies a copied state: __setstate__ when defined, else an
// update of the instance dict.
func setState(t *py.Thread, y, state py.Value) error {
	if y.Type().Lookup("__setstate__") != nil {
		_, err := py.CallMethod(t, y, "__setstate__", []py.Value{state}, nil)
		return err
	}
	if pair, ok := state.(*py.Tuple); ok && pair.Len() == 2 {
		// (dict state, slot state), as object.__getstate__ returns for
		// an object with slots: the slots are set by name.
		if pair.Items()[0] != py.None {
			if err := setState(t, y, pair.Items()[0]); err != nil {
				return err
			}
		}
		if slotState := pair.Items()[1]; slotState != py.None {
			d, ok := slotState.(*py.Dict)
			if !ok {
				return py.NewTypeError("slot state is not a dictionary")
			}
			var err error
			d.Range(func(k, v py.Value) bool {
				name, ok := k.(*py.Str)
				if !ok {
					err = py.NewTypeError("attribute name must be string, not '%s'", k.Type().Name)
					return false
				}
				err = py.SetAttrByName(t, y, name.String(), v)
				return err == nil
			})
			return err
		}
		return nil
	}
	var dst *py.Dict
	switch in := y.(type) {
	case *py.Instance:
		dst = in.Dict
	case *py.Exception:
		if in.Dict == nil {
			in.Dict = py.NewDict()
		}
		dst = in.Dict
	}
	if dst == nil {
		return py.NewAttributeError("'%s' object has no attribute '__dict__'", y.Type().Name)
	}
	d, ok := state.(*py.Dict)
	if !ok {
		return py.NewTypeError("state is not a dictionary")
	}
	return py.DictUpdate(t, dst, d)
}

// reconstruct copies an instance of a user class (or an exception) the
// way object.__reduce_ex__ does: a new object of the same class, built
// without __init__, with the same (or deep-copied) state and items.
func (c *copier) reconstruct(t *py.Thread, x py.Value, memo *py.Dict) (py.Value, error) {
	switch v := x.(type) {
	case *py.Exception:
		args, err := py.CopyValues(t, v.Args)
		if err != nil {
			return nil, err
		}
		for i := range args {
			if args[i], err = c.maybeDeep(t, args[i], memo); err != nil {
				return nil, err
			}
		}
		y, err := py.Call(t, v.Type(), args, nil)
		if err != nil {
			return nil, err
		}
		if memo != nil {
			if err := memo.Set(t, py.NewInt(py.Id(x)), y); err != nil {
				return nil, err
			}
		}
		if v.Dict != nil && v.Dict.Len() > 0 {
			// BaseException.__reduce__'s third part: the attribute dict.
			state, err := c.maybeDeep(t, v.Dict, memo)
			if err != nil {
				return nil, err
			}
			if state == py.Value(v.Dict) {
				if state, err = v.Dict.Copy(t); err != nil {
					return nil, err
				}
			}
			if err := setState(t, y, state); err != nil {
				return nil, err
			}
		}
		return y, nil
	case *py.Instance:
		return c.reconstructInstance(t, v, memo)
	}
	if _, ok := x.(py.Callable); ok {
		return x, nil
	}
	return nil, py.NewTypeError("cannot pickle '%s' object", x.Type().Name)
}

// reconstructInstance copies an instance of a user class.
func (c *copier) reconstructInstance(t *py.Thread, x *py.Instance, memo *py.Dict) (py.Value, error) {
	if err := t.Alloc(64); err != nil {
		return nil, err
	}
	y := &py.Instance{Class: x.Class}
	var items []py.Value
	var pairs *py.Dict
	switch b := x.Base.(type) {
	case *py.List:
		y.Base = py.NewList(nil)
		items = b.Items()
	case *py.Dict:
		y.Base = py.NewDict()
		pairs = b
	case *py.Set:
		y.Base = py.NewSet()
		items = b.Elements()
	case *py.ByteArray:
		if err := t.Alloc(int64(len(b.Bytes()))); err != nil {
			return nil, err
		}
		y.Base = py.NewByteArray(append([]byte(nil), b.Bytes()...))
	case nil:
	case *py.Tuple:
		base, err := c.maybeDeep(t, b, memo)
		if err != nil {
			return nil, err
		}
		y.Base = base
	default:
		// Immutable built-in parts (int, str, ...) and the private
		// state of krait's Go-implemented classes are shared.
		y.Base = b
	}
	if memo != nil {
		if err := memo.Set(t, py.NewInt(py.Id(x)), y); err != nil {
			return nil, err
		}
	}
	hasGetstate := x.Class.Lookup("__getstate__") != nil
	if x.Dict != nil || hasGetstate && x.Slots() != nil {
		var state py.Value = py.None
		if x.Dict != nil {
			state = x.Dict
		}
		if hasGetstate {
			s, err := py.CallMethod(t, x, "__getstate__", nil, nil)
			if err != nil {
				return nil, err
			}
			state = s
		}
		if x.Class.Lookup("__setstate__") == nil && x.Dict != nil {
			y.Dict = py.NewDict()
		}
		copied, err := c.maybeDeep(t, state, memo)
		if err != nil {
			return nil, err
		}
		if copied == state {
			if d, ok := state.(*py.Dict); ok {
				if copied, err = d.Copy(t); err != nil {
					return nil, err
				}
			}
		}
		if y.Dict != nil {
			if d, ok := copied.(*py.Dict); ok {
				if err := py.DictUpdate(t, y.Dict, d); err != nil {
					return nil, err
				}
			}
		} else {
			if x.Class.HasInstanceDict() {
				y.Dict = py.NewDict()
			}
			if err := setState(t, y, copied); err != nil {
				return nil, err
			}
		}
	}
	if slots := x.Slots(); slots != nil && !hasGetstate {
		// object.__getstate__'s second part: the set slots, copied.
		if err := t.Alloc(int64(len(slots)) * 16); err != nil {
			return nil, err
		}
		ys := make([]py.Value, len(slots)) //krait:alloc-ok charged above (the class's slot count)
		for i, v := range slots {
			if v == nil {
				continue
			}
			var err error
			if ys[i], err = c.maybeDeep(t, v, memo); err != nil {
				return nil, err
			}
		}
		y.SetSlots(ys)
	}
	for _, item := range items {
		c, err := c.maybeDeep(t, item, memo)
		if err != nil {
			return nil, err
		}
		switch b := y.Base.(type) {
		case *py.List:
			err = b.Append(t, c)
		case *py.Set:
			err = b.Add(t, c)
		}
		if err != nil {
			return nil, err
		}
	}
	if pairs != nil {
		dst := y.Base.(*py.Dict)
		if memo == nil {
			return y, py.DictUpdate(t, dst, pairs)
		}
		if err := c.deepCopyItems(t, pairs, dst, memo); err != nil {
			return nil, err
		}
	}
	return y, nil
}
