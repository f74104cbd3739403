package itertools

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// count is itertools.count(start=0, step=1).
type count struct {
	cur, step py.Value
}

// Type returns itertools.count.
func (*count) Type() *py.Type { return CountType }

func newCount(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args)+len(kwargs) > 2 {
		return nil, py.NewTypeError("count() takes at most 2 arguments (%d given)", len(args)+len(kwargs))
	}
	var start, step py.Value = py.NewInt(0), py.NewInt(1)
	if err := py.UnpackArgs("count", args, kwargs, []string{"start", "step"}, 0, &start, &step); err != nil {
		return nil, err
	}
	for _, v := range []py.Value{start, step} {
		if !isNumber(v) {
			return nil, py.NewTypeError("a number is required")
		}
	}
	return &count{cur: start, step: step}, nil
}

// isNumber reports whether v is a number as PyNumber_Check sees it: an
// int, float or complex, or an object convertible to one.
func isNumber(v py.Value) bool {
	typ := v.Type()
	return typ.IsSubtype(py.IntType) || typ.IsSubtype(py.FloatType) || typ.IsSubtype(py.ComplexType) ||
		typ.Lookup("__index__") != nil || typ.Lookup("__int__") != nil || typ.Lookup("__float__") != nil
}

// Next returns the current value and advances by step.
func (c *count) Next(t *py.Thread) (py.Value, error) {
	if err := t.Tick(); err != nil {
		return nil, err
	}
	v := c.cur
	n, err := py.Binary(t, py.Add, c.cur, c.step)
	if err != nil {
		return nil, err
	}
	c.cur = n
	return v, nil
}

// PyRepr returns count(start) or count(start, step).
func (c *count) PyRepr(t *py.Thread) (string, error) {
	s, err := py.Repr(t, c.cur)
	if err != nil {
		return "", err
	}
	if i, ok := c.step.(py.Int); ok && i == 1 {
		return "count(" + s + ")", nil
	}
	st, err := py.Repr(t, c.step)
	if err != nil {
		return "", err
	}
	return "count(" + s + ", " + st + ")", nil
}

// cycle is itertools.cycle(iterable): the items, saved on the first pass,
// again and again.
type cycle struct {
	it    py.Iterator
	saved []py.Value
	i     int
}

// Type returns itertools.cycle.
func (*cycle) Type() *py.Type { return CycleType }

func newCycle(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("cycle", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	return &cycle{it: it}, nil
}

// Next returns the next item.
func (c *cycle) Next(t *py.Thread) (py.Value, error) {
	if c.it != nil {
		v, err := next(t, c.it)
		if err != nil {
			return nil, err
		}
		if v != nil {
			if err := t.Alloc(16); err != nil {
				return nil, err
			}
			c.saved = append(c.saved, v)
			return v, nil
		}
		c.it = nil
	}
	if len(c.saved) == 0 {
		return nil, nil
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	v := c.saved[c.i]
	c.i = (c.i + 1) % len(c.saved)
	return v, nil
}

// repeat is itertools.repeat(object[, times]).
type repeat struct {
	obj   py.Value
	left  int64 // -1: forever
	times bool
}

// Type returns itertools.repeat.
func (*repeat) Type() *py.Type { return RepeatType }

func newRepeat(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args)+len(kwargs) > 2 {
		return nil, py.NewTypeError("repeat() takes at most 2 arguments (%d given)", len(args)+len(kwargs))
	}
	var obj, times py.Value
	if err := py.UnpackArgs("repeat", args, kwargs, []string{"object", "times"}, 1, &obj, &times); err != nil {
		return nil, err
	}
	r := &repeat{obj: obj, left: -1}
	if times != nil {
		n, err := pyargs.Ssize(t, times)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			n = 0
		}
		r.left, r.times = n, true
	}
	return r, nil
}

// Next returns the object until times runs out.
func (r *repeat) Next(t *py.Thread) (py.Value, error) {
	if r.left == 0 {
		return nil, nil
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	if r.left > 0 {
		r.left--
	}
	return r.obj, nil
}

// PyRepr returns repeat(obj) or repeat(obj, times left).
func (r *repeat) PyRepr(t *py.Thread) (string, error) {
	s, err := py.Repr(t, r.obj)
	if err != nil {
		return "", err
	}
	if !r.times {
		return "repeat(" + s + ")", nil
	}
	return "repeat(" + s + ", " + itoa(r.left) + ")", nil
}

// itoa formats an int64.
func itoa(n int64) string {
	s, _ := py.Repr(nil, py.NewInt(n))
	return s
}
