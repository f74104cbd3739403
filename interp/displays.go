package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// elements compiles the elements of a display into a function appending
// them (unpacking starred ones) to a slice.
func (c *compiler) elements(elts []ast.Expr) func(fr *frame, out []py.Value) ([]py.Value, error) {
	type elem struct {
		fn      evalFn
		starred bool
		site    *site
	}
	list := make([]elem, len(elts))
	for i, e := range elts {
		if s, ok := e.(*ast.Starred); ok {
			list[i] = elem{c.expr(s.Value), true, c.site(s.Value)}
		} else {
			list[i] = elem{fn: c.expr(e)}
		}
	}
	return func(fr *frame, out []py.Value) ([]py.Value, error) {
		for _, el := range list {
			v, err := el.fn(fr)
			if err != nil {
				return nil, err
			}
			if !el.starred {
				out = append(out, v)
				continue
			}
			out, err = appendIterable(fr.th, out, v)
			if err != nil {
				return nil, fr.fail(err, el.site)
			}
		}
		return out, nil
	}
}

// appendIterable appends the items of an iterable to out.
func appendIterable(th *py.Thread, out []py.Value, v py.Value) ([]py.Value, error) {
	it, err := iterate(th, v)
	if err != nil {
		return nil, err
	}
	for {
		x, err := it.Next(th)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return out, nil
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
		if len(out)%chargeChunk == 0 {
			if err := th.Alloc(16 * chargeChunk); err != nil {
				return nil, err
			}
		}
		out = append(out, x)
	}
}

// chargeChunk is how many collected items have their memory charged at a
// time, before the slice holding them grows.
const chargeChunk = 256

func hasStarred(elts []ast.Expr) bool {
	for _, e := range elts {
		if _, ok := e.(*ast.Starred); ok {
			return true
		}
	}
	return false
}

func (c *compiler) tuple(elts []ast.Expr) evalFn {
	if !hasStarred(elts) {
		fns := c.exprs(elts)
		return func(fr *frame) (py.Value, error) {
			items := make([]py.Value, len(fns))
			for i, fn := range fns {
				v, err := fn(fr)
				if err != nil {
					return nil, err
				}
				items[i] = v
			}
			return newTuple(fr.th, items)
		}
	}
	build := c.elements(elts)
	return func(fr *frame) (py.Value, error) {
		items, err := build(fr, nil)
		if err != nil {
			return nil, err
		}
		return newTuple(fr.th, items)
	}
}

func (c *compiler) list(elts []ast.Expr) evalFn {
	build := c.elements(elts)
	n := len(elts)
	return func(fr *frame) (py.Value, error) {
		items, err := build(fr, make([]py.Value, 0, n))
		if err != nil {
			return nil, err
		}
		return newList(fr.th, items)
	}
}

func (c *compiler) set(e *ast.Set) evalFn {
	build := c.elements(e.Elts)
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		items, err := build(fr, nil)
		if err != nil {
			return nil, err
		}
		s, err := newSet(fr.th, items)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return s, nil
	}
}

func (c *compiler) dict(e *ast.Dict) evalFn {
	type entry struct {
		key, value evalFn // key nil: **value
		site       *site
	}
	entries := make([]entry, len(e.Keys))
	for i, k := range e.Keys {
		if k == nil {
			entries[i] = entry{value: c.expr(e.Values[i]), site: c.site(e.Values[i])}
		} else {
			entries[i] = entry{key: c.expr(k), value: c.expr(e.Values[i]), site: c.site(e)}
		}
	}
	return func(fr *frame) (py.Value, error) {
		d, err := newDict(fr.th)
		if err != nil {
			return nil, err
		}
		for _, en := range entries {
			if en.key == nil {
				m, err := en.value(fr)
				if err != nil {
					return nil, err
				}
				if err := dictMerge(fr.th, d, m); err != nil {
					return nil, fr.fail(err, en.site)
				}
				continue
			}
			k, err := en.key(fr)
			if err != nil {
				return nil, err
			}
			v, err := en.value(fr)
			if err != nil {
				return nil, err
			}
			if err := setItem(fr.th, d, k, v); err != nil {
				return nil, fr.fail(err, en.site)
			}
		}
		return d, nil
	}
}
