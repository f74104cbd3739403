// Package functools implements Python's functools module for krait:
// reduce, partial, lru_cache and cache, wraps and update_wrapper,
// cmp_to_key, total_ordering and cached_property.
package functools

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/collections"
)

// module is one interpreter's functools module.
type module struct {
	partial   *py.Type
	keyClass  *py.Type
	cacheInfo *py.Type
}

// wrapperAssignments and wrapperUpdates are WRAPPER_ASSIGNMENTS and
// WRAPPER_UPDATES.
var (
	wrapperAssignments = []py.LibName{"__module__", "__name__", "__qualname__", "__doc__", "__annotations__"}
	wrapperUpdates     = []py.LibName{"__dict__"}
)

// strTuple makes a tuple of str.
func strTuple(names []py.LibName) *py.Tuple {
	items := make([]py.Value, len(names))
	for i, n := range names {
		items[i] = py.NewStr(string(n))
	}
	return py.NewTuple(items)
}

// newClass creates a class of the functools module whose methods are Go
// functions (receiving self).
func newClass(t *py.Thread, name string, methods map[string]py.BuiltinFunc, statics map[string]py.BuiltinFunc, attrs map[string]py.Value) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("functools"))
	var owned []*py.Builtin
	for n, fn := range methods {
		b := &py.Builtin{Name: n, Fn: fn}
		ns.SetStr(n, b)
		owned = append(owned, b)
	}
	for n, fn := range statics {
		ns.SetStr(n, &py.StaticMethod{Func: py.NewBuiltin(n, fn)})
	}
	for n, v := range attrs {
		ns.SetStr(n, v)
	}
	cls, err := py.NewClass(t, name, nil, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range owned {
		b.Owner = cls
	}
	return cls, nil
}

// Load creates the functools module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	var err error
	if m.partial, err = m.newPartialClass(t); err != nil {
		return nil, err
	}
	if m.keyClass, err = newKeyClass(t); err != nil {
		return nil, err
	}
	if m.cacheInfo, err = collections.NewNamedTuple(t, "CacheInfo", []string{"hits", "misses", "maxsize", "currsize"}, "functools"); err != nil {
		return nil, err
	}
	mod := py.NewModule("functools")
	d := mod.Dict
	d.SetStr("reduce", py.NewBuiltin("reduce", Reduce))
	d.SetStr("partial", m.partial)
	d.SetStr("lru_cache", py.NewBuiltin("lru_cache", m.lruCache))
	d.SetStr("cache", py.NewBuiltin("cache", m.cache))
	d.SetStr("wraps", py.NewBuiltin("wraps", wraps))
	d.SetStr("update_wrapper", py.NewBuiltin("update_wrapper", updateWrapper))
	d.SetStr("WRAPPER_ASSIGNMENTS", strTuple(wrapperAssignments))
	d.SetStr("WRAPPER_UPDATES", strTuple(wrapperUpdates))
	d.SetStr("cmp_to_key", py.NewBuiltin("cmp_to_key", m.cmpToKey))
	d.SetStr("total_ordering", py.NewBuiltin("total_ordering", totalOrdering))
	d.SetStr("cached_property", CachedPropertyType)
	d.SetStr("singledispatch", py.NewBuiltin("singledispatch", singledispatch))
	d.SetStr("singledispatchmethod", py.NewBuiltin("singledispatchmethod", newSingleDispatchMethod))
	d.SetStr("partialmethod", py.NewBuiltin("partialmethod", m.newPartialMethod))
	d.SetStr("recursive_repr", py.NewBuiltin("recursive_repr", recursiveRepr))
	nt, err := namedtupleFunc(t)
	if err != nil {
		return nil, err
	}
	d.SetStr("namedtuple", nt)
	if err := addExtras(t, d); err != nil {
		return nil, err
	}
	// Its functions and its classes' methods close over m (the memory
	// walk visits it as mod.Go) or over nothing; what they make at run
	// time is measured by MemRefs (memwalk.go) or makes the walk give up.
	mod.Go = m
	py.MarkWalkable(mod)
	for _, cls := range []*py.Type{m.partial, m.keyClass, m.cacheInfo, d.GetStr("RLock").(*py.Type)} {
		py.MarkClassWalkable(cls)
	}
	return mod, nil
}

// Reduce is functools.reduce(function, iterable[, initial]), exported so
// other Go modules (statistics) can use it without loading functools.
func Reduce(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("reduce", args, kwargs, 2, 3); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[1])
	if err != nil {
		if ex, ok := err.(*py.Exception); ok && ex.Matches(py.TypeErrorType) {
			return nil, py.NewTypeError("reduce() arg 2 must support iteration")
		}
		return nil, err
	}
	var acc py.Value
	if len(args) == 3 {
		acc = args[2]
	}
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			break
		}
		if err := t.Tick(); err != nil {
			return nil, err
		}
		if acc == nil {
			acc = v
			continue
		}
		if acc, err = py.Call(t, args[0], []py.Value{acc, v}, nil); err != nil {
			return nil, err
		}
	}
	if acc == nil {
		return nil, py.NewTypeError("reduce() of empty iterable with no initial value")
	}
	return acc, nil
}

// isAttributeError reports whether err is an AttributeError.
func isAttributeError(err error) bool {
	ex, ok := err.(*py.Exception)
	return ok && ex.Matches(py.AttributeErrorType)
}

// updateWrapper is functools.update_wrapper(wrapper, wrapped,
// assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES). Attributes
// the wrapper cannot take are skipped. Names the caller passes are data:
// they go through the attribute checkpoint (a refused name is refused, as
// getattr refuses it); the defaults are the library's own names.
func updateWrapper(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var wrapper, wrapped, assigned, updated py.Value
	if err := py.UnpackArgs("update_wrapper", args, kwargs, []string{"wrapper", "wrapped", "assigned", "updated"}, 2, &wrapper, &wrapped, &assigned, &updated); err != nil {
		return nil, err
	}
	// assign copies wrapped.name to wrapper.name; update merges
	// wrapped.name into the mapping wrapper.name.
	assign := func(get func(py.Value) (py.Value, error), set func(py.Value, py.Value) error) error {
		v, err := get(wrapped)
		if err != nil {
			if isAttributeError(err) {
				return nil
			}
			return err
		}
		if err := set(wrapper, v); err != nil && !isAttributeError(err) {
			return err
		}
		return nil
	}
	update := func(get func(py.Value) (py.Value, error)) error {
		dst, err := get(wrapper)
		if err != nil {
			if isAttributeError(err) {
				return nil
			}
			return err
		}
		src, err := get(wrapped)
		if err != nil {
			if isAttributeError(err) {
				return nil
			}
			return err
		}
		_, err = py.CallMethod(t, dst, "update", []py.Value{src}, nil)
		return err
	}
	if assigned == nil {
		for _, name := range wrapperAssignments {
			if err := assign(func(o py.Value) (py.Value, error) { return py.GetAttr(t, o, name) },
				func(o, v py.Value) error { return py.SetAttr(t, o, name, v) }); err != nil {
				return nil, err
			}
		}
	} else if err := eachName(t, assigned, func(name string) error {
		return assign(func(o py.Value) (py.Value, error) { return py.GetAttrByName(t, o, name) },
			func(o, v py.Value) error { return py.SetAttrByName(t, o, name, v) })
	}); err != nil {
		return nil, err
	}
	if updated == nil {
		for _, name := range wrapperUpdates {
			if err := update(func(o py.Value) (py.Value, error) { return py.GetAttr(t, o, name) }); err != nil {
				return nil, err
			}
		}
	} else if err := eachName(t, updated, func(name string) error {
		return update(func(o py.Value) (py.Value, error) { return py.GetAttrByName(t, o, name) })
	}); err != nil {
		return nil, err
	}
	if err := py.SetAttr(t, wrapper, "__wrapped__", wrapped); err != nil && !isAttributeError(err) {
		return nil, err
	}
	return wrapper, nil
}

// eachName calls f with the str of each item of an iterable of names.
func eachName(t *py.Thread, names py.Value, f func(string) error) error {
	items, err := py.Items(t, names)
	if err != nil {
		return err
	}
	for _, n := range items {
		name, err := py.ToStr(t, n)
		if err != nil {
			return err
		}
		if err := f(name); err != nil {
			return err
		}
	}
	return nil
}

// wraps is functools.wraps(wrapped, assigned=..., updated=...): a
// decorator applying update_wrapper.
func wraps(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var wrapped, assigned, updated py.Value
	if err := py.UnpackArgs("wraps", args, kwargs, []string{"wrapped", "assigned", "updated"}, 1, &wrapped, &assigned, &updated); err != nil {
		return nil, err
	}
	deco := py.NewBuiltin("update_wrapper", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("update_wrapper", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		kw := []py.Kwarg{}
		if assigned != nil {
			kw = append(kw, py.Kwarg{Name: "assigned", Value: assigned})
		}
		if updated != nil {
			kw = append(kw, py.Kwarg{Name: "updated", Value: updated})
		}
		return updateWrapper(t, nil, []py.Value{args[0], wrapped}, kw)
	})
	deco.Refs = py.Holds{wrapped, assigned, updated}
	return deco, nil
}
