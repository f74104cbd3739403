package itertools

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// pool materialises an iterable as the pool of a combinatoric iterator.
func pool(t *py.Thread, v py.Value) ([]py.Value, error) {
	items, err := py.Items(t, v)
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(16 * len(items))); err != nil {
		return nil, err
	}
	return append([]py.Value(nil), items...), nil
}

// product is itertools.product(*iterables, repeat=1): the cartesian
// product, last pool cycling fastest.
type product struct {
	pools   [][]py.Value
	indices []int
	started bool
	done    bool
}

// Type returns itertools.product.
func (*product) Type() *py.Type { return ProductType }

func newProduct(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	repeat := int64(1)
	for _, kw := range kwargs {
		if kw.Name != "repeat" {
			return nil, py.NewTypeError("'%s' is an invalid keyword argument for product()", kw.Name)
		}
		var err error
		if repeat, err = pyargs.Ssize(t, kw.Value); err != nil {
			return nil, err
		}
		if repeat < 0 {
			return nil, py.NewValueError("repeat argument cannot be negative")
		}
	}
	base := make([][]py.Value, len(args)) //krait:alloc-ok one per argument (args exist)
	for i, a := range args {
		p, err := pool(t, a)
		if err != nil {
			return nil, err
		}
		base[i] = p
	}
	if int64(len(base))*repeat > 1<<20 {
		return nil, py.NewOverflowError("repeat argument too large")
	}
	p := &product{}
	for r := int64(0); r < repeat; r++ {
		p.pools = append(p.pools, base...) //krait:alloc-ok at most 1<<20 pools (len(base)*repeat checked above)
	}
	p.indices = make([]int, len(p.pools))
	for _, pl := range p.pools {
		if len(pl) == 0 {
			p.done = true
		}
	}
	return p, nil
}

// Next returns the next combination of one item from each pool.
func (p *product) Next(t *py.Thread) (py.Value, error) {
	if p.done {
		return nil, nil
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	if p.started {
		i := len(p.indices) - 1
		for ; i >= 0; i-- {
			p.indices[i]++
			if p.indices[i] < len(p.pools[i]) {
				break
			}
			p.indices[i] = 0
		}
		if i < 0 {
			p.done = true
			return nil, nil
		}
	}
	p.started = true
	items := make([]py.Value, len(p.pools))
	for i, j := range p.indices {
		items[i] = p.pools[i][j]
	}
	return tuple(t, items)
}

// rArg parses the r argument of the combinatoric iterators.
func rArg(t *py.Thread, v py.Value) (int, error) {
	r, err := pyargs.Ssize(t, v)
	if err != nil {
		return 0, err
	}
	if r < 0 {
		return 0, py.NewValueError("r must be non-negative")
	}
	if r > 1<<31 {
		r = 1 << 31
	}
	return int(r), nil
}

// selection is the state shared by permutations, combinations and
// combinations_with_replacement: a pool and the indices of the current
// selection.
type selection struct {
	typ     *py.Type
	pool    []py.Value
	r       int
	indices []int
	cycles  []int // permutations only
	started bool
	done    bool
}

// Type returns the iterator's type.
func (s *selection) Type() *py.Type { return s.typ }

func newPermutations(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var iterable, rv py.Value = nil, py.None
	if err := py.UnpackArgs("permutations", args, kwargs, []string{"iterable", "r"}, 1, &iterable, &rv); err != nil {
		return nil, err
	}
	p, err := pool(t, iterable)
	if err != nil {
		return nil, err
	}
	r := len(p)
	if rv != py.None {
		if !rv.Type().IsSubtype(py.IntType) {
			return nil, py.NewTypeError("Expected int as r")
		}
		if r, err = rArg(t, rv); err != nil {
			return nil, err
		}
	}
	s := &selection{typ: PermutationsType, pool: p, r: r, done: r > len(p)}
	if !s.done {
		if err := t.Alloc(int64(len(p)+r) * 8); err != nil { // indices and cycles
			return nil, err
		}
		s.indices = make([]int, len(p))
		for i := range s.indices {
			s.indices[i] = i
		}
		s.cycles = make([]int, r)
		for i := range s.cycles {
			s.cycles[i] = len(p) - i
		}
	}
	return s, nil
}

func newCombinations(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return newCombinationsOf(t, CombinationsType, "combinations", args, kwargs)
}

func newCombinationsWR(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return newCombinationsOf(t, CombinationsWRType, "combinations_with_replacement", args, kwargs)
}

func newCombinationsOf(t *py.Thread, typ *py.Type, name string, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var iterable, rv py.Value
	if err := py.UnpackArgs(name, args, kwargs, []string{"iterable", "r"}, 2, &iterable, &rv); err != nil {
		return nil, err
	}
	p, err := pool(t, iterable)
	if err != nil {
		return nil, err
	}
	r, err := rArg(t, rv)
	if err != nil {
		return nil, err
	}
	s := &selection{typ: typ, pool: p, r: r}
	if typ == CombinationsType {
		s.done = r > len(p)
	} else {
		s.done = len(p) == 0 && r > 0
	}
	if s.done {
		return s, nil // no selection: no index array (r may be 2**31)
	}
	// The indices, and a tuple of r items per step.
	if err := t.Alloc(int64(r) * (8 + 16)); err != nil {
		return nil, err
	}
	s.indices = make([]int, r)
	if typ == CombinationsType {
		for i := range s.indices {
			s.indices[i] = i
		}
	}
	return s, nil
}

// Next returns the next selection, in CPython's order.
func (s *selection) Next(t *py.Thread) (py.Value, error) {
	if s.done {
		return nil, nil
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	if s.started {
		var more bool
		switch s.typ {
		case PermutationsType:
			more = s.advancePermutation()
		case CombinationsType:
			more = s.advanceCombination()
		default:
			more = s.advanceWithReplacement()
		}
		if !more {
			s.done = true
			return nil, nil
		}
	}
	s.started = true
	if err := t.CheckAlloc(int64(s.r) * 16); err != nil {
		return nil, err
	}
	items := make([]py.Value, s.r)
	for i := range items {
		items[i] = s.pool[s.indices[i]]
	}
	return tuple(t, items)
}

// advancePermutation steps the indices and cycles to the next
// permutation; it reports false after the last one.
func (s *selection) advancePermutation() bool {
	n := len(s.pool)
	for i := s.r - 1; i >= 0; i-- {
		s.cycles[i]--
		if s.cycles[i] == 0 {
			// Move index i to the end, shifting the rest left.
			first := s.indices[i]
			copy(s.indices[i:], s.indices[i+1:])
			s.indices[n-1] = first
			s.cycles[i] = n - i
			continue
		}
		j := n - s.cycles[i]
		s.indices[i], s.indices[j] = s.indices[j], s.indices[i]
		return true
	}
	return false
}

// advanceCombination steps to the next combination in lexicographic
// order of positions.
func (s *selection) advanceCombination() bool {
	n := len(s.pool)
	i := s.r - 1
	for ; i >= 0; i-- {
		if s.indices[i] != i+n-s.r {
			break
		}
	}
	if i < 0 {
		return false
	}
	s.indices[i]++
	for j := i + 1; j < s.r; j++ {
		s.indices[j] = s.indices[j-1] + 1
	}
	return true
}

// advanceWithReplacement steps to the next combination with replacement.
func (s *selection) advanceWithReplacement() bool {
	n := len(s.pool)
	i := s.r - 1
	for ; i >= 0; i-- {
		if s.indices[i] != n-1 {
			break
		}
	}
	if i < 0 {
		return false
	}
	v := s.indices[i] + 1
	for j := i; j < s.r; j++ {
		s.indices[j] = v
	}
	return true
}
