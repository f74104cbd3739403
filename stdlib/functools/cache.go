package functools

import (
	"github.com/kraitpy/krait/py"
)

// LRUWrapperType is the type of functions decorated by lru_cache and
// cache (functools._lru_cache_wrapper). It is built at init and never
// modified after.
var LRUWrapperType = func() *py.Type {
	t := py.NewBuiltinType("_lru_cache_wrapper", py.ObjectType)
	t.Module = "functools"
	return t
}()

func init() {
	d := LRUWrapperType.Dict
	for name, fn := range map[string]py.BuiltinFunc{
		"cache_info":       lruCacheInfo,
		"cache_clear":      lruCacheClear,
		"cache_parameters": lruCacheParameters,
	} {
		d.SetStr(name, &py.Builtin{Name: name, Fn: fn, Owner: LRUWrapperType})
	}
	for _, name := range append([]py.LibName{"__wrapped__"}, wrapperAssignments...) { //krait:alloc-ok wrapperAssignments is a constant table of functools (WRAPPER_ASSIGNMENTS)
		d.SetStr(string(name), &wrapperAttr{name: string(name)})
	}
}

// lruWrapper is a function with a least-recently-used result cache.
type lruWrapper struct {
	fn      py.Value
	maxsize int64 // < 0: unbounded
	typed   bool
	cache   *py.Dict // key -> result, least recently used first
	hits    int64
	misses  int64
	kwMark  py.Value // separates positional from keyword arguments in keys
	attrs   *py.Dict // __name__, __doc__, ... copied from the function
	info    *py.Type // CacheInfo
}

// Type returns functools._lru_cache_wrapper.
func (*lruWrapper) Type() *py.Type { return LRUWrapperType }

// DescriptorGet binds the wrapper as a method, like a function.
func (w *lruWrapper) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return w, nil
	}
	return py.NewBoundMethod(instance, w), nil
}

// key builds the cache key of a call as CPython's C lru_cache does: a
// lone exact int or str argument is its own key, otherwise a tuple.
func (w *lruWrapper) key(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if !w.typed && len(kwargs) == 0 && len(args) == 1 {
		switch args[0].(type) {
		case py.Int, *py.BigInt, *py.Str:
			return args[0], nil
		}
	}
	// The key is kept with the cached result: charged before it is made.
	if err := t.Alloc(int64(24 + 16*2*(len(args)+2*len(kwargs)+1))); err != nil {
		return nil, err
	}
	items := append([]py.Value(nil), args...)
	if len(kwargs) > 0 {
		items = append(items, w.kwMark)
		for _, kw := range kwargs {
			items = append(items, py.NewStr(kw.Name), kw.Value)
		}
	}
	if w.typed {
		for _, a := range args {
			items = append(items, a.Type())
		}
		for _, kw := range kwargs {
			items = append(items, kw.Value.Type())
		}
	}
	return py.NewTuple(items), nil
}

// Call returns the cached result, or calls the function and caches it.
func (w *lruWrapper) Call(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if w.maxsize == 0 {
		w.misses++
		return py.Call(t, w.fn, args, kwargs)
	}
	k, err := w.key(t, args, kwargs)
	if err != nil {
		return nil, err
	}
	h, err := py.Hash(t, k)
	if err != nil {
		return nil, err
	}
	if v, ok, err := w.cache.GetHashed(t, k, h); err != nil {
		return nil, err
	} else if ok {
		w.hits++
		if w.maxsize > 0 {
			// Move the entry to the most recently used end.
			if _, _, err := w.cache.DeleteHashed(t, k, h); err != nil {
				return nil, err
			}
			if err := w.cache.SetHashed(t, k, h, v); err != nil {
				return nil, err
			}
		}
		return v, nil
	}
	w.misses++
	v, err := py.Call(t, w.fn, args, kwargs)
	if err != nil {
		return nil, err
	}
	if _, ok, err := w.cache.GetHashed(t, k, h); err != nil || ok {
		// A recursive call cached it meanwhile.
		return v, err
	}
	if w.maxsize > 0 && int64(w.cache.Len()) >= w.maxsize {
		var oldest py.Value
		w.cache.Range(func(key, _ py.Value) bool { oldest = key; return false })
		if _, _, err := w.cache.Delete(t, oldest); err != nil {
			return nil, err
		}
	}
	return v, w.cache.SetHashed(t, k, h, v)
}

// wrapperOf returns the lruWrapper behind a method receiver.
func wrapperOf(self py.Value) *lruWrapper { return self.(*lruWrapper) }

func lruCacheInfo(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("cache_info", args, kwargs); err != nil {
		return nil, err
	}
	w := wrapperOf(self)
	var maxsize py.Value = py.None
	if w.maxsize >= 0 {
		maxsize = py.NewInt(w.maxsize)
	}
	return py.Call(t, w.info, []py.Value{py.NewInt(w.hits), py.NewInt(w.misses), maxsize, py.NewInt(int64(w.cache.Len()))}, nil)
}

func lruCacheClear(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("cache_clear", args, kwargs); err != nil {
		return nil, err
	}
	w := wrapperOf(self)
	w.cache.Clear()
	w.hits, w.misses = 0, 0
	return py.None, nil
}

func lruCacheParameters(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	w := wrapperOf(self)
	d := py.NewDict()
	var maxsize py.Value = py.None
	if w.maxsize >= 0 {
		maxsize = py.NewInt(w.maxsize)
	}
	d.SetStr("maxsize", maxsize)
	d.SetStr("typed", py.NewBool(w.typed))
	return d, nil
}

// wrapperAttr is one of the function attributes an lru_cache wrapper
// copies from the function it wraps (a data descriptor).
type wrapperAttr struct {
	name string
}

// Type returns getset_descriptor's stand-in, object.
func (*wrapperAttr) Type() *py.Type { return py.ObjectType }

// attrHolder is a Go-implemented function wrapper keeping the function
// attributes it copied from the function it wraps.
type attrHolder interface {
	py.Value
	attrDict() *py.Dict
}

func (w *lruWrapper) attrDict() *py.Dict { return w.attrs }

// DescriptorGet returns the attribute.
func (a *wrapperAttr) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	w, ok := instance.(attrHolder)
	if !ok {
		return a, nil
	}
	if v := w.attrDict().GetStr(a.name); v != nil {
		return v, nil
	}
	return nil, py.NewAttributeError("'%s' object has no attribute '%s'", instance.Type().Name, a.name)
}

// DescriptorSet sets the attribute.
func (a *wrapperAttr) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	w, ok := instance.(attrHolder)
	if !ok {
		return py.NewAttributeError("readonly attribute")
	}
	w.attrDict().SetStr(a.name, value)
	return nil
}

// DescriptorDelete deletes the attribute.
func (a *wrapperAttr) DescriptorDelete(t *py.Thread, instance py.Value) error {
	w, ok := instance.(attrHolder)
	if !ok {
		return py.NewAttributeError("readonly attribute")
	}
	_, _, err := w.attrDict().Delete(t, py.NewStr(a.name))
	return err
}

// copyFunctionAttrs copies WRAPPER_ASSIGNMENTS from fn into attrs and
// sets __wrapped__.
func copyFunctionAttrs(t *py.Thread, fn py.Value, attrs *py.Dict) error {
	for _, name := range wrapperAssignments {
		if v, err := py.GetAttr(t, fn, name); err == nil {
			attrs.SetStr(string(name), v)
		} else if !isAttributeError(err) {
			return err
		}
	}
	attrs.SetStr("__wrapped__", fn)
	return nil
}

// wrap makes the lru_cache wrapper of fn.
func (m *module) wrap(t *py.Thread, fn py.Value, maxsize int64, typed bool) (py.Value, error) {
	if !py.IsCallable(fn) {
		return nil, py.NewTypeError("the first argument must be callable")
	}
	if err := t.Alloc(256); err != nil {
		return nil, err
	}
	w := &lruWrapper{fn: fn, maxsize: maxsize, typed: typed, cache: py.NewDict(),
		kwMark: &py.Instance{Class: py.ObjectType}, attrs: py.NewDict(), info: m.cacheInfo}
	if err := copyFunctionAttrs(t, fn, w.attrs); err != nil {
		return nil, err
	}
	return w, nil
}

// lruCache is functools.lru_cache(maxsize=128, typed=False), also usable
// directly as @lru_cache.
func (m *module) lruCache(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var maxsizeV, typedV py.Value = py.NewInt(128), py.False
	if err := py.UnpackArgs("lru_cache", args, kwargs, []string{"maxsize", "typed"}, 0, &maxsizeV, &typedV); err != nil {
		return nil, err
	}
	typed, err := py.Truth(t, typedV)
	if err != nil {
		return nil, err
	}
	var maxsize int64
	switch {
	case maxsizeV == py.None:
		maxsize = -1
	case maxsizeV.Type().IsSubtype(py.IntType):
		if maxsize, err = py.Index(t, maxsizeV); err != nil {
			return nil, err
		}
		if maxsize < 0 {
			maxsize = 0
		}
	case py.IsCallable(maxsizeV):
		return m.wrap(t, maxsizeV, 128, typed)
	default:
		return nil, py.NewTypeError("Expected first argument to be an integer, a callable, or None")
	}
	deco := py.NewBuiltin("decorating_function", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("decorating_function", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		return m.wrap(t, args[0], maxsize, typed)
	})
	deco.Refs = m // and two options
	return deco, nil
}

// cache is functools.cache(user_function): an unbounded lru_cache.
func (m *module) cache(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 || len(kwargs) > 0 {
		return nil, py.NewTypeError("cache() takes 1 positional argument but %d were given", len(args))
	}
	return m.wrap(t, args[0], -1, false)
}
