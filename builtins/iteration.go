package builtins

import (
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/py"
)

func builtinLen(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("len", args, kwargs)
	if err != nil {
		return nil, err
	}
	n, err := py.Len(t, v)
	if err != nil {
		return nil, err
	}
	return py.NewInt(int64(n)), nil
}

func builtinIter(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("iter", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	if len(args) == 1 {
		return py.IterObject(t, args[0])
	}
	fn, sentinel := args[0], args[1]
	if !py.IsCallable(fn) {
		return nil, py.NewTypeError("iter(v, w): v must be callable")
	}
	return &funcIterator{typ: py.CallableIteratorType, next: func(t *py.Thread) (py.Value, error) {
		v, err := py.Call(t, fn, nil, nil)
		if err != nil {
			if exc, ok := err.(*py.Exception); ok && exc.Matches(py.StopIterationType) {
				return nil, nil
			}
			return nil, err
		}
		eq, err := py.Equal(t, v, sentinel)
		if err != nil || eq {
			return nil, err
		}
		return v, nil
	}, refs: func(w *py.MemWalk) {
		w.Visit(fn)
		w.Visit(sentinel)
	}}, nil
}

func builtinNext(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("next", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	v, exhausted, err := py.Next(t, args[0])
	if err != nil {
		return nil, err
	}
	if exhausted {
		if len(args) == 2 {
			return args[1], nil
		}
		if g, ok := args[0].(*interp.Generator); ok && g.ReturnValue() != py.None {
			return nil, py.NewStopIteration(g.ReturnValue())
		}
		return nil, py.NewStopIteration(nil)
	}
	return v, nil
}

// collectChunk is how many items collect charges memory for at a time.
const collectChunk = 256

// collect reads an iterable into a new slice, charging one operation per
// item and the slice's memory (16 bytes per item) before it grows.
func collect(t *py.Thread, v py.Value) ([]py.Value, error) {
	it, err := py.Iterate(t, v)
	if err != nil {
		return nil, err
	}
	var out []py.Value
	for {
		x, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return out, nil
		}
		if err := t.Tick(); err != nil {
			return nil, err
		}
		if len(out)%collectChunk == 0 {
			if err := t.Alloc(16 * collectChunk); err != nil {
				return nil, err
			}
		}
		out = append(out, x) //krait:alloc-ok charged per collectChunk items just above
	}
}

func builtinSorted(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		return nil, py.NewTypeError("sorted expected 1 argument, got %d", len(args))
	}
	kw, err := keywords("sort", kwargs, "key", "reverse")
	if err != nil {
		return nil, err
	}
	items, err := collect(t, args[0])
	if err != nil {
		return nil, err
	}
	l := py.NewList(items)
	if err != nil {
		return nil, err
	}
	rev := false
	if r := kw["reverse"]; r != nil {
		if rev, err = py.Truth(t, r); err != nil {
			return nil, err
		}
	}
	key := kw["key"]
	if key == py.None {
		key = nil
	}
	if err := py.SortList(t, l, key, rev); err != nil {
		return nil, err
	}
	return l, nil
}

func builtinAny(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return anyAll(t, "any", args, kwargs, true)
}

func builtinAll(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return anyAll(t, "all", args, kwargs, false)
}

// anyAll stops at the first item whose truth is stop.
func anyAll(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg, stop bool) (py.Value, error) {
	v, err := exactlyOne(name, args, kwargs)
	if err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, v)
	if err != nil {
		return nil, err
	}
	for {
		x, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return py.NewBool(!stop), nil
		}
		if err := t.Tick(); err != nil {
			return nil, err
		}
		ok, err := py.Truth(t, x)
		if err != nil {
			return nil, err
		}
		if ok == stop {
			return py.NewBool(stop), nil
		}
	}
}

// The types enumerate, zip, map, filter and reversed: as in CPython, the
// builtins are the types themselves, and calling one (or the type of one
// of its values) runs the builtin.
var (
	enumerateType = py.NewBuiltinType("enumerate", nil)
	zipType       = py.NewBuiltinType("zip", nil)
	mapType       = py.NewBuiltinType("map", nil)
	filterType    = py.NewBuiltinType("filter", nil)
	reversedType  = py.NewBuiltinType("reversed", nil)
)

// init sets the constructors (they refer to the types, so they cannot be
// set in the declarations).
func init() {
	for _, c := range []struct {
		t  *py.Type
		fn builtinFunc
	}{
		{enumerateType, builtinEnumerate},
		{zipType, builtinZip},
		{mapType, builtinMap},
		{filterType, builtinFilter},
		{reversedType, builtinReversed},
	} {
		fn := c.fn
		c.t.New = func(t *py.Thread, _ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(t, args, kwargs)
		}
	}
}

// funcIterator is an iterator whose next step is a Go closure.
type funcIterator struct {
	typ  *py.Type
	next func(t *py.Thread) (py.Value, error)
	// refs visits the Python values next's closure holds, for the memory
	// walk (MemRefs); nil makes the walk give up.
	refs func(w *py.MemWalk)
	done bool
}

// MemRefs measures the iterator for the memory walk (py.MemReferrer).
func (it *funcIterator) MemRefs(w *py.MemWalk) {
	w.Add(64)
	if it.done {
		return // next is never called again
	}
	if it.refs == nil {
		w.GiveUp(it.typ.Name + " iterator")
		return
	}
	it.refs(w)
}

// visitIterators visits iterators (for funcIterator.refs).
func visitIterators(w *py.MemWalk, its []py.Iterator) {
	w.Add(int64(len(its)) * 16)
	for _, it := range its {
		if it != nil {
			w.Visit(it)
		}
	}
}

// Type returns the iterator's type.
func (it *funcIterator) Type() *py.Type { return it.typ }

// Next returns the next item, or nil at the end.
func (it *funcIterator) Next(t *py.Thread) (py.Value, error) {
	if it.done {
		return nil, nil
	}
	v, err := it.next(t)
	if v == nil || err != nil {
		it.done = true
	}
	return v, err
}

func builtinEnumerate(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params("enumerate", args, kwargs, []string{"iterable", "start"}, 0, 2)
	if err != nil {
		return nil, err
	}
	if a[0] == nil {
		return nil, py.NewTypeError("enumerate() missing required argument 'iterable'")
	}
	it, err := py.Iterate(t, a[0])
	if err != nil {
		return nil, err
	}
	var n py.Value = py.NewInt(0)
	if a[1] != nil {
		if _, err = py.Index(t, a[1]); err != nil {
			return nil, err
		}
		n = a[1]
	}
	one := py.NewInt(1)
	return &funcIterator{typ: enumerateType, next: func(t *py.Thread) (py.Value, error) {
		x, err := py.NextNested(t, it)
		if x == nil || err != nil {
			return nil, err
		}
		pair := py.NewTuple2(n, x)
		if n, err = py.Binary(t, py.Add, n, one); err != nil {
			return nil, err
		}
		return pair, nil
	}, refs: func(w *py.MemWalk) {
		w.Visit(it)
		w.Visit(n)
	}}, nil
}

func builtinZip(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	kw, err := keywords("zip", kwargs, "strict")
	if err != nil {
		return nil, err
	}
	strict := false
	if v, ok := kw["strict"]; ok {
		if strict, err = py.Truth(t, v); err != nil {
			return nil, err
		}
	}
	its := make([]py.Iterator, len(args))
	for i, a := range args {
		if its[i], err = py.Iterate(t, a); err != nil {
			return nil, err
		}
	}
	return &funcIterator{typ: zipType, next: func(t *py.Thread) (py.Value, error) {
		if len(its) == 0 {
			return nil, nil
		}
		if len(its) == 2 { // the common pairs: one allocation
			a, err := zipNext(t, its, 0, strict)
			if a == nil || err != nil {
				return nil, err
			}
			b, err := zipNext(t, its, 1, strict)
			if b == nil || err != nil {
				return nil, err
			}
			return py.NewTuple2(a, b), nil
		}
		items := make([]py.Value, len(its))
		for i := range its {
			x, err := zipNext(t, its, i, strict)
			if x == nil || err != nil {
				return nil, err
			}
			items[i] = x
		}
		return py.NewTuple(items), nil
	}, refs: func(w *py.MemWalk) { visitIterators(w, its) }}, nil
}

// zipNext returns the next item of zip's iterator i, or nil when it is
// exhausted (for strict, the error when it is not the first).
func zipNext(t *py.Thread, its []py.Iterator, i int, strict bool) (py.Value, error) {
	x, err := py.NextNested(t, its[i])
	if err != nil {
		return nil, err
	}
	if x == nil && strict {
		return nil, zipStrictError(t, its, i)
	}
	return x, nil
}

// zipStrictError reports unequal lengths the way CPython words it.
func zipStrictError(t *py.Thread, its []py.Iterator, i int) error {
	if i > 0 {
		plural := " "
		if i > 1 {
			plural = "s 1-"
		}
		return py.NewValueError("zip() argument %d is shorter than argument%s%d", i+1, plural, i)
	}
	for j := 1; j < len(its); j++ {
		x, err := py.NextNested(t, its[j])
		if err != nil {
			return err
		}
		if x != nil {
			plural := " "
			if j > 1 {
				plural = "s 1-"
			}
			return py.NewValueError("zip() argument %d is longer than argument%s%d", j+1, plural, j)
		}
	}
	return nil
}

func builtinMap(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("map() takes no keyword arguments")
	}
	if len(args) < 2 {
		return nil, py.NewTypeError("map() must have at least two arguments.")
	}
	fn := args[0]
	its := make([]py.Iterator, len(args)-1)
	for i, a := range args[1:] {
		var err error
		if its[i], err = py.Iterate(t, a); err != nil {
			return nil, err
		}
	}
	return &funcIterator{typ: mapType, next: func(t *py.Thread) (py.Value, error) {
		items := make([]py.Value, len(its))
		for i, it := range its {
			x, err := py.NextNested(t, it)
			if x == nil || err != nil {
				return nil, err
			}
			items[i] = x
		}
		return py.Call(t, fn, items, nil)
	}, refs: func(w *py.MemWalk) {
		w.Visit(fn)
		visitIterators(w, its)
	}}, nil
}

func builtinFilter(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("filter", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	fn := args[0]
	it, err := py.Iterate(t, args[1])
	if err != nil {
		return nil, err
	}
	return &funcIterator{typ: filterType, next: func(t *py.Thread) (py.Value, error) {
		for {
			x, err := py.NextNested(t, it)
			if x == nil || err != nil {
				return nil, err
			}
			if err := t.Tick(); err != nil {
				return nil, err
			}
			test := x
			if fn != py.None {
				if test, err = py.Call(t, fn, []py.Value{x}, nil); err != nil {
					return nil, err
				}
			}
			ok, err := py.Truth(t, test)
			if err != nil {
				return nil, err
			}
			if ok {
				return x, nil
			}
		}
	}, refs: func(w *py.MemWalk) {
		w.Visit(fn)
		w.Visit(it)
	}}, nil
}

func builtinReversed(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("reversed", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	return py.Reversed(t, args[0])
}
