// Package heapq implements Python's heapq module for krait, with
// CPython's sift algorithms so that heaps hold their items in exactly
// CPython's order.
package heapq

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// Load creates the heapq module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("heapq")
	for name, fn := range map[string]py.BuiltinFunc{
		"heappush":    heappush,
		"heappop":     heappop,
		"heapify":     heapify,
		"heapreplace": heapreplace,
		"heappushpop": heappushpop,
		"nlargest":    nlargest,
		"nsmallest":   nsmallest,
		"merge":       merge,
	} {
		mod.Dict.SetStr(name, py.NewBuiltin(name, fn))
	}
	py.MarkWalkable(mod) // its functions close over nothing
	return mod, nil
}

// heap is a list being used as a heap.
type heap struct {
	l *py.List
}

// listOf returns the list behind a heap argument.
func listOf(name string, v py.Value) (*py.List, error) {
	switch x := v.(type) {
	case *py.List:
		return x, nil
	case *py.Instance:
		if l, ok := x.Base.(*py.List); ok {
			return l, nil
		}
	}
	if name == "heappop" || name == "heapify" {
		// The one-argument functions name no position.
		return nil, py.NewTypeError("%s() argument must be list, not %s", name, v.Type().Name)
	}
	return nil, py.NewTypeError("%s() argument 1 must be list, not %s", name, v.Type().Name)
}

// less is a < b.
func less(t *py.Thread, a, b py.Value) (bool, error) {
	if err := t.Tick(); err != nil {
		return false, err
	}
	return py.CompareBool(t, py.Lt, a, b)
}

// checkSize fails like CPython when a comparison changed the list.
func (h heap) checkSize(n int) error {
	if h.l.Len() != n {
		return py.NewRuntimeError("list changed size during iteration")
	}
	return nil
}

// siftDown moves the item at pos up towards start (CPython's
// _siftdown).
func (h heap) siftDown(t *py.Thread, start, pos int) error {
	n := h.l.Len()
	items := h.l.Items()
	newitem := items[pos]
	for pos > start {
		parentpos := (pos - 1) >> 1
		parent := items[parentpos]
		lt, err := less(t, newitem, parent)
		if err != nil {
			return err
		}
		if err := h.checkSize(n); err != nil {
			return err
		}
		items = h.l.Items()
		if !lt {
			break
		}
		items[pos] = parent
		pos = parentpos
	}
	items[pos] = newitem
	return nil
}

// siftUp moves the item at pos down to a leaf, then back up (CPython's
// _siftup).
func (h heap) siftUp(t *py.Thread, pos int) error {
	n := h.l.Len()
	items := h.l.Items()
	start := pos
	newitem := items[pos]
	child := 2*pos + 1
	for child < n {
		right := child + 1
		if right < n {
			lt, err := less(t, items[child], items[right])
			if err != nil {
				return err
			}
			if err := h.checkSize(n); err != nil {
				return err
			}
			items = h.l.Items()
			if !lt {
				child = right
			}
		}
		items[pos] = items[child]
		pos = child
		child = 2*pos + 1
	}
	items[pos] = newitem
	return h.siftDown(t, start, pos)
}

func heappush(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("heappush", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	l, err := listOf("heappush", args[0])
	if err != nil {
		return nil, err
	}
	if err := l.Append(t, args[1]); err != nil {
		return nil, err
	}
	return py.None, heap{l}.siftDown(t, 0, l.Len()-1)
}

// popLast removes the list's last item.
func popLast(t *py.Thread, l *py.List) (py.Value, error) {
	return py.CallMethod(t, l, "pop", nil, nil)
}

func heappop(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("heappop", args, kwargs); err != nil {
		return nil, err
	}
	l, err := listOf("heappop", args[0])
	if err != nil {
		return nil, err
	}
	if l.Len() == 0 {
		return nil, py.NewIndexError("index out of range")
	}
	last, err := popLast(t, l)
	if err != nil {
		return nil, err
	}
	if l.Len() == 0 {
		return last, nil
	}
	items := l.Items()
	ret := items[0]
	items[0] = last
	return ret, heap{l}.siftUp(t, 0)
}

func heapreplace(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("heapreplace", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	l, err := listOf("heapreplace", args[0])
	if err != nil {
		return nil, err
	}
	if l.Len() == 0 {
		return nil, py.NewIndexError("index out of range")
	}
	items := l.Items()
	ret := items[0]
	items[0] = args[1]
	return ret, heap{l}.siftUp(t, 0)
}

func heappushpop(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("heappushpop", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	l, err := listOf("heappushpop", args[0])
	if err != nil {
		return nil, err
	}
	item := args[1]
	if l.Len() == 0 {
		return item, nil
	}
	lt, err := less(t, l.Items()[0], item)
	if err != nil || !lt {
		return item, err
	}
	if l.Len() == 0 {
		return nil, py.NewIndexError("index out of range")
	}
	items := l.Items()
	top := items[0]
	items[0] = item
	return top, heap{l}.siftUp(t, 0)
}

func heapify(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("heapify", args, kwargs); err != nil {
		return nil, err
	}
	l, err := listOf("heapify", args[0])
	if err != nil {
		return nil, err
	}
	h := heap{l}
	for i := l.Len()/2 - 1; i >= 0; i-- {
		if err := h.siftUp(t, i); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// nBest implements nsmallest and nlargest: the result is the first n
// items of the stable sort (what CPython's heap-based algorithm
// returns), min or max when n is 1.
func nBest(t *py.Thread, name string, largest bool, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var nv, iterable, key py.Value = nil, nil, py.None
	if err := py.UnpackArgs(name, args, kwargs, []string{"n", "iterable", "key"}, 2, &nv, &iterable, &key); err != nil {
		return nil, err
	}
	if !nv.Type().IsSubtype(py.IntType) {
		// heapq.py compares n with len(iterable) before using it.
		if size, err := py.Len(t, iterable); err == nil {
			if _, err := py.Compare(t, py.Ge, nv, py.NewInt(int64(size))); err != nil {
				return nil, err
			}
		}
	}
	n, err := pyargs.ClampIndex(t, nv)
	if err != nil {
		return nil, err
	}
	if n == 1 {
		it, err := py.Iterate(t, iterable)
		if err != nil {
			return nil, err
		}
		var best, bestKey py.Value
		for {
			v, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				break
			}
			k := v
			if key != py.None {
				if k, err = py.Call(t, key, []py.Value{v}, nil); err != nil {
					return nil, err
				}
			}
			if best == nil {
				best, bestKey = v, k
				continue
			}
			var better bool
			if largest {
				better, err = less(t, bestKey, k)
			} else {
				better, err = less(t, k, bestKey)
			}
			if err != nil {
				return nil, err
			}
			if better {
				best, bestKey = v, k
			}
		}
		if best == nil {
			return py.NewList(nil), nil
		}
		return py.NewList([]py.Value{best}), nil
	}
	items, err := py.Items(t, iterable)
	if err != nil {
		return nil, err
	}
	if n <= 0 {
		return py.NewList(nil), nil
	}
	l, err := py.NewListCopy(t, items)
	if err != nil {
		return nil, err
	}
	var k py.Value
	if key != py.None {
		k = key
	}
	if err := py.SortList(t, l, k, largest); err != nil {
		return nil, err
	}
	out := l.Items()
	if n < int64(len(out)) {
		out = out[:n]
	}
	return py.NewList(out), nil
}

func nlargest(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return nBest(t, "nlargest", true, args, kwargs)
}

func nsmallest(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return nBest(t, "nsmallest", false, args, kwargs)
}

// mergeType is the type of heapq.merge iterators (a generator in
// CPython).
var mergeType = py.NewBuiltinType("generator", py.ObjectType)

// merger merges sorted iterables lazily; ties go to the earliest
// iterable, as in CPython.
type merger struct {
	its     []py.Iterator
	heads   []py.Value // nil: exhausted
	keys    []py.Value
	key     py.Value // nil: the items themselves
	reverse bool
	started bool
}

// Type returns generator.
func (*merger) Type() *py.Type { return mergeType }

func merge(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	m := &merger{}
	for _, kw := range kwargs {
		switch kw.Name {
		case "key":
			if kw.Value != py.None {
				m.key = kw.Value
			}
		case "reverse":
			r, err := py.Truth(t, kw.Value)
			if err != nil {
				return nil, err
			}
			m.reverse = r
		default:
			return nil, py.NewTypeError("merge() got an unexpected keyword argument '%s'", kw.Name)
		}
	}
	for _, a := range args {
		it, err := py.Iterate(t, a)
		if err != nil {
			return nil, err
		}
		m.its = append(m.its, it)
	}
	m.heads = make([]py.Value, len(m.its))
	m.keys = make([]py.Value, len(m.its))
	return m, nil
}

// advance reads the next head of iterable i.
func (m *merger) advance(t *py.Thread, i int) error {
	v, err := py.NextNested(t, m.its[i])
	if err != nil {
		return err
	}
	m.heads[i], m.keys[i] = v, v
	if v != nil && m.key != nil {
		k, err := py.Call(t, m.key, []py.Value{v}, nil)
		if err != nil {
			return err
		}
		m.keys[i] = k
	}
	return nil
}

// Next returns the smallest head (the largest with reverse).
func (m *merger) Next(t *py.Thread) (py.Value, error) {
	if !m.started {
		m.started = true
		for i := range m.its {
			if err := m.advance(t, i); err != nil {
				return nil, err
			}
		}
	}
	best := -1
	for i, h := range m.heads {
		if h == nil {
			continue
		}
		if best < 0 {
			best = i
			continue
		}
		var better bool
		var err error
		if m.reverse {
			better, err = less(t, m.keys[best], m.keys[i])
		} else {
			better, err = less(t, m.keys[i], m.keys[best])
		}
		if err != nil {
			return nil, err
		}
		if better {
			best = i
		}
	}
	if best < 0 {
		return nil, nil
	}
	v := m.heads[best]
	return v, m.advance(t, best)
}
