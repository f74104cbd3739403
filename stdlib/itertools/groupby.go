package itertools

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// groupby is itertools.groupby(iterable, key=None). Its groups share the
// underlying iterator: advancing groupby invalidates the previous group,
// as in CPython.
type groupby struct {
	it                 py.Iterator
	keyfn              py.Value // nil: the identity
	tgtkey             py.Value
	currkey, currvalue py.Value // nil: must step
	current            *grouper
	done               bool
}

// Type returns itertools.groupby.
func (*groupby) Type() *py.Type { return GroupByType }

func newGroupBy(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var iterable, key py.Value = nil, py.None
	if err := py.UnpackArgs("groupby", args, kwargs, []string{"iterable", "key"}, 1, &iterable, &key); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, iterable)
	if err != nil {
		return nil, err
	}
	g := &groupby{it: it}
	if key != py.None {
		g.keyfn = key
	}
	return g, nil
}

// step reads the next value and its key; ok is false at the end.
func (g *groupby) step(t *py.Thread) (bool, error) {
	v, err := next(t, g.it)
	if err != nil || v == nil {
		if v == nil {
			g.done = true
		}
		return false, err
	}
	k := v
	if g.keyfn != nil {
		if k, err = py.Call(t, g.keyfn, []py.Value{v}, nil); err != nil {
			return false, err
		}
	}
	g.currvalue, g.currkey = v, k
	return true, nil
}

// Next skips the rest of the current group and returns (key, group).
func (g *groupby) Next(t *py.Thread) (py.Value, error) {
	g.current = nil
	for {
		if g.done {
			return nil, nil
		}
		if g.currkey != nil {
			if g.tgtkey == nil {
				break
			}
			eq, err := py.Equal(t, g.tgtkey, g.currkey)
			if err != nil {
				return nil, err
			}
			if !eq {
				break
			}
		}
		ok, err := g.step(t)
		if err != nil || !ok {
			return nil, err
		}
	}
	g.tgtkey = g.currkey
	g.current = &grouper{parent: g, tgtkey: g.tgtkey}
	return tuple(t, []py.Value{g.currkey, g.current})
}

// grouper is one group of a groupby.
type grouper struct {
	parent *groupby
	tgtkey py.Value
}

// Type returns itertools._grouper.
func (*grouper) Type() *py.Type { return GrouperType }

// Next returns the next item of the group, while the group is current
// and the key matches.
func (gr *grouper) Next(t *py.Thread) (py.Value, error) {
	g := gr.parent
	if g.current != gr || g.done && g.currvalue == nil {
		return nil, nil
	}
	if g.currvalue == nil {
		ok, err := g.step(t)
		if err != nil || !ok {
			return nil, err
		}
	}
	eq, err := py.Equal(t, gr.tgtkey, g.currkey)
	if err != nil || !eq {
		return nil, err
	}
	v := g.currvalue
	g.currvalue, g.currkey = nil, nil
	return v, nil
}

// teeNode is one buffered item shared by the tee iterators.
type teeNode struct {
	value py.Value
	next  *teeNode
}

// teeSource is the iterator a set of tees reads from.
type teeSource struct {
	it   py.Iterator
	done bool
}

// teeIter is one of the iterators tee returns.
type teeIter struct {
	src *teeSource
	// pos is the last node this iterator has read (a sentinel at the
	// start); pos.next is the next item, fetched from the source when
	// nil.
	pos *teeNode
}

// Type returns itertools._tee.
func (*teeIter) Type() *py.Type { return TeeType }

// Next returns the next item, reading from the source when this iterator
// is the furthest ahead.
func (ti *teeIter) Next(t *py.Thread) (py.Value, error) {
	if ti.pos.next == nil {
		if ti.src.done {
			return nil, nil
		}
		v, err := next(t, ti.src.it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			ti.src.done = true
			return nil, nil
		}
		if err := t.Alloc(32); err != nil {
			return nil, err
		}
		ti.pos.next = &teeNode{value: v}
	}
	ti.pos = ti.pos.next
	return ti.pos.value, nil
}

// tee is itertools.tee(iterable, n=2).
func tee(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("tee", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	n := int64(2)
	if len(args) == 2 {
		var err error
		if n, err = pyargs.Ssize(t, args[1]); err != nil {
			return nil, err
		}
	}
	if n < 0 {
		return nil, py.NewValueError("n must be >= 0")
	}
	if err := t.Alloc(n * 32); err != nil {
		return nil, err
	}
	items := make([]py.Value, n)
	if n == 0 {
		return py.NewTuple(items), nil
	}
	// Like CPython, a tee passed in is itself the first result; the
	// others are copies of it.
	var first *teeIter
	if ti, ok := args[0].(*teeIter); ok {
		first = ti
	} else {
		it, err := py.Iterate(t, args[0])
		if err != nil {
			return nil, err
		}
		first = &teeIter{src: &teeSource{it: it}, pos: &teeNode{}}
	}
	items[0] = first
	for i := 1; i < len(items); i++ {
		items[i] = &teeIter{src: first.src, pos: first.pos}
	}
	return py.NewTuple(items), nil
}
