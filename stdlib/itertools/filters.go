package itertools

import (
	"github.com/kraitpy/krait/py"
)

// accumulate is itertools.accumulate(iterable[, func, *, initial=None]).
type accumulate struct {
	it      py.Iterator
	fn      py.Value // nil: addition
	total   py.Value // nil before the first item
	initial py.Value // yielded first when set
}

// Type returns itertools.accumulate.
func (*accumulate) Type() *py.Type { return AccumulateType }

func newAccumulate(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var iterable, fn, initial py.Value = nil, py.None, py.None
	if err := py.UnpackArgs("accumulate", args, kwargs, []string{"iterable", "func", "*initial"}, 1, &iterable, &fn, &initial); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, iterable)
	if err != nil {
		return nil, err
	}
	a := &accumulate{it: it}
	if fn != py.None {
		a.fn = fn
	}
	if initial != py.None {
		a.initial = initial
	}
	return a, nil
}

// Next returns the next running total.
func (a *accumulate) Next(t *py.Thread) (py.Value, error) {
	if a.initial != nil {
		a.total, a.initial = a.initial, nil
		return a.total, nil
	}
	v, err := next(t, a.it)
	if err != nil || v == nil {
		return nil, err
	}
	if a.total == nil {
		a.total = v
		return v, nil
	}
	if a.fn == nil {
		a.total, err = py.Binary(t, py.Add, a.total, v)
	} else {
		a.total, err = py.Call(t, a.fn, []py.Value{a.total, v}, nil)
	}
	if err != nil {
		return nil, err
	}
	return a.total, nil
}

// chain is itertools.chain(*iterables) and chain.from_iterable.
type chain struct {
	sources py.Iterator // yields the iterables
	cur     py.Iterator
}

// Type returns itertools.chain.
func (*chain) Type() *py.Type { return ChainType }

func newChain(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := noKwargs("chain", kwargs); err != nil {
		return nil, err
	}
	argTuple, err := py.NewTupleCopy(t, args)
	if err != nil {
		return nil, err
	}
	src, err := py.Iterate(t, argTuple)
	if err != nil {
		return nil, err
	}
	return &chain{sources: src}, nil
}

func chainFromIterable(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 2 || len(kwargs) > 0 {
		return nil, py.NewTypeError("chain.from_iterable() takes exactly one argument (%d given)", len(args)-1)
	}
	src, err := py.Iterate(t, args[1])
	if err != nil {
		return nil, err
	}
	return &chain{sources: src}, nil
}

// Next returns the next item of the current iterable, moving on to the
// next iterable when it is exhausted.
func (c *chain) Next(t *py.Thread) (py.Value, error) {
	for c.sources != nil {
		if c.cur == nil {
			src, err := next(t, c.sources)
			if err != nil {
				return nil, err
			}
			if src == nil {
				c.sources = nil
				return nil, nil
			}
			if c.cur, err = py.Iterate(t, src); err != nil {
				return nil, err
			}
		}
		v, err := next(t, c.cur)
		if err != nil || v != nil {
			return v, err
		}
		c.cur = nil
	}
	return nil, nil
}

// compress is itertools.compress(data, selectors).
type compress struct {
	data, selectors py.Iterator
}

// Type returns itertools.compress.
func (*compress) Type() *py.Type { return CompressType }

func newCompress(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var data, sel py.Value
	if err := py.UnpackArgs("compress", args, kwargs, []string{"data", "selectors"}, 2, &data, &sel); err != nil {
		return nil, err
	}
	d, err := py.Iterate(t, data)
	if err != nil {
		return nil, err
	}
	s, err := py.Iterate(t, sel)
	if err != nil {
		return nil, err
	}
	return &compress{d, s}, nil
}

// Next returns the next datum whose selector is true.
func (c *compress) Next(t *py.Thread) (py.Value, error) {
	for {
		v, err := next(t, c.data)
		if err != nil || v == nil {
			return nil, err
		}
		s, err := next(t, c.selectors)
		if err != nil || s == nil {
			return nil, err
		}
		ok, err := truth(t, s)
		if err != nil {
			return nil, err
		}
		if ok {
			return v, nil
		}
	}
}

// predicateIter is dropwhile, takewhile and filterfalse: an iterable
// filtered by a predicate.
type predicateIter struct {
	typ  *py.Type
	pred py.Value
	it   py.Iterator
	done bool // dropwhile: dropping is over; takewhile: taking is over
}

// Type returns the iterator's type.
func (p *predicateIter) Type() *py.Type { return p.typ }

// newPredicateIter parses (predicate, iterable).
func newPredicateIter(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional(typ.Name, args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[1])
	if err != nil {
		return nil, err
	}
	return &predicateIter{typ: typ, pred: args[0], it: it}, nil
}

func newDropWhile(t *py.Thread, _ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return newPredicateIter(t, DropWhileType, args, kwargs)
}

func newTakeWhile(t *py.Thread, _ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return newPredicateIter(t, TakeWhileType, args, kwargs)
}

func newFilterFalse(t *py.Thread, _ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return newPredicateIter(t, FilterFalseType, args, kwargs)
}

// test applies the predicate (None means truth, for filterfalse).
func (p *predicateIter) test(t *py.Thread, v py.Value) (bool, error) {
	if p.pred == py.None && p.typ == FilterFalseType {
		return truth(t, v)
	}
	r, err := py.Call(t, p.pred, []py.Value{v}, nil)
	if err != nil {
		return false, err
	}
	return truth(t, r)
}

// Next returns the next item that passes.
func (p *predicateIter) Next(t *py.Thread) (py.Value, error) {
	if p.done && p.typ == TakeWhileType {
		return nil, nil
	}
	for {
		v, err := next(t, p.it)
		if err != nil || v == nil {
			return nil, err
		}
		if p.done {
			return v, nil
		}
		ok, err := p.test(t, v)
		if err != nil {
			return nil, err
		}
		switch p.typ {
		case DropWhileType:
			if !ok {
				p.done = true
				return v, nil
			}
		case TakeWhileType:
			if ok {
				return v, nil
			}
			p.done = true
			return nil, nil
		default:
			if !ok {
				return v, nil
			}
		}
	}
}

// starmap is itertools.starmap(function, iterable).
type starmap struct {
	fn py.Value
	it py.Iterator
}

// Type returns itertools.starmap.
func (*starmap) Type() *py.Type { return StarmapType }

func newStarmap(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("starmap", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[1])
	if err != nil {
		return nil, err
	}
	return &starmap{args[0], it}, nil
}

// Next calls the function with the next item's elements as arguments.
func (s *starmap) Next(t *py.Thread) (py.Value, error) {
	v, err := next(t, s.it)
	if err != nil || v == nil {
		return nil, err
	}
	fargs, err := py.Items(t, v)
	if err != nil {
		return nil, err
	}
	return py.Call(t, s.fn, fargs, nil)
}

// islice is itertools.islice(iterable, stop) or (iterable, start, stop[,
// step]).
type islice struct {
	it               py.Iterator
	next, stop, step int64 // stop < 0: none
	cnt              int64
}

// Type returns itertools.islice.
func (*islice) Type() *py.Type { return ISliceType }

// sliceArg converts a start/stop argument: None or 0 <= int.
func sliceArg(t *py.Thread, v py.Value, def int64, msg string) (int64, error) {
	if v == py.None {
		return def, nil
	}
	n, err := py.Index(t, v)
	if err != nil || n < 0 {
		if ex, ok := err.(*py.Exception); err != nil && (!ok || !ex.Matches(py.TypeErrorType) && !ex.Matches(py.OverflowErrorType)) {
			return 0, err
		}
		return 0, py.NewValueError("%s", msg)
	}
	return n, nil
}

func newISlice(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("islice", args, kwargs, 2, 4); err != nil {
		return nil, err
	}
	const stopMsg = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	const idxMsg = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	s := &islice{step: 1}
	var err error
	if len(args) == 2 {
		if s.stop, err = sliceArg(t, args[1], -1, stopMsg); err != nil {
			return nil, err
		}
	} else {
		if s.next, err = sliceArg(t, args[1], 0, idxMsg); err != nil {
			return nil, err
		}
		if s.stop, err = sliceArg(t, args[2], -1, stopMsg); err != nil {
			return nil, err
		}
		if len(args) == 4 && args[3] != py.None {
			st, err := py.Index(t, args[3])
			if err != nil || st <= 0 {
				if ex, ok := err.(*py.Exception); err != nil && (!ok || !ex.Matches(py.TypeErrorType) && !ex.Matches(py.OverflowErrorType)) {
					return nil, err
				}
				return nil, py.NewValueError("Step for islice() must be a positive integer or None.")
			}
			s.step = st
		}
	}
	if s.it, err = py.Iterate(t, args[0]); err != nil {
		return nil, err
	}
	return s, nil
}

// Next skips to the next selected position, like CPython's islice_next
// (it never reads past the stop position).
func (s *islice) Next(t *py.Thread) (py.Value, error) {
	if s.it == nil {
		return nil, nil
	}
	for s.cnt < s.next {
		v, err := next(t, s.it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			s.it = nil
			return nil, nil
		}
		s.cnt++
	}
	if s.stop >= 0 && s.cnt >= s.stop {
		s.it = nil
		return nil, nil
	}
	v, err := next(t, s.it)
	if err != nil {
		return nil, err
	}
	if v == nil {
		s.it = nil
		return nil, nil
	}
	s.cnt++
	old := s.next
	s.next += s.step
	if s.next < old || (s.stop >= 0 && s.next > s.stop) {
		s.next = s.stop
	}
	return v, nil
}

// pairwise is itertools.pairwise(iterable).
type pairwise struct {
	it   py.Iterator
	prev py.Value
}

// Type returns itertools.pairwise.
func (*pairwise) Type() *py.Type { return PairwiseType }

func newPairwise(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("pairwise", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	return &pairwise{it: it}, nil
}

// Next returns (previous item, item).
func (p *pairwise) Next(t *py.Thread) (py.Value, error) {
	if p.it == nil {
		return nil, nil
	}
	if p.prev == nil {
		v, err := next(t, p.it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			p.it = nil
			return nil, nil
		}
		p.prev = v
	}
	v, err := next(t, p.it)
	if err != nil {
		return nil, err
	}
	if v == nil {
		p.it = nil
		return nil, nil
	}
	pair, err := tuple(t, []py.Value{p.prev, v})
	p.prev = v
	return pair, err
}

// zipLongest is itertools.zip_longest(*iterables, fillvalue=None).
type zipLongest struct {
	its    []py.Iterator // nil entries are exhausted
	active int
	fill   py.Value
}

// Type returns itertools.zip_longest.
func (*zipLongest) Type() *py.Type { return ZipLongestType }

func newZipLongest(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	z := &zipLongest{fill: py.None}
	for _, kw := range kwargs {
		if kw.Name != "fillvalue" {
			return nil, py.NewTypeError("zip_longest() got an unexpected keyword argument")
		}
		z.fill = kw.Value
	}
	for _, a := range args {
		it, err := py.Iterate(t, a)
		if err != nil {
			return nil, err
		}
		z.its = append(z.its, it)
	}
	z.active = len(z.its)
	return z, nil
}

// Next returns the next tuple, padding exhausted iterables.
func (z *zipLongest) Next(t *py.Thread) (py.Value, error) {
	if z.active == 0 {
		return nil, nil
	}
	items := make([]py.Value, len(z.its))
	for i, it := range z.its {
		if it == nil {
			items[i] = z.fill
			continue
		}
		v, err := next(t, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			z.its[i] = nil
			z.active--
			if z.active == 0 {
				return nil, nil
			}
			v = z.fill
		}
		items[i] = v
	}
	return tuple(t, items)
}
