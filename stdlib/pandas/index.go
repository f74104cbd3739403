package pandas

import (
	"strconv"

	"github.com/kraitpy/krait/py"
)

// index is the Go form of a pandas Index: a RangeIndex (start, step, n
// without values), a flat index over a column of labels (Int64Index,
// Float64Index, Index of objects, DatetimeIndex by dtype), or a
// MultiIndex with one column per level. Indexes are immutable once
// made; the label lookup table is built on first use.
type index struct {
	isRange     bool
	start, step int64
	n           int
	col         *column   // flat: the labels
	levels      []*column // MultiIndex: one column per level
	name        py.Value  // nil: no name
	names       []py.Value
	freq        string // DatetimeIndex from date_range: 'D', 'H', ...

	pos    map[hkey]int // label -> first position
	unique bool
}

// rangeIndex returns RangeIndex(0, n).
func rangeIndex(n int) *index { return &index{isRange: true, step: 1, n: n} }

// newRangeIndex returns RangeIndex(start, start+n*step, step).
func newRangeIndex(start, step int64, n int) *index {
	return &index{isRange: true, start: start, step: step, n: n}
}

// flatIndex returns an index over a column of labels.
func flatIndex(c *column, name py.Value) *index {
	return &index{col: c.share(), n: c.len(), name: name}
}

// multiIndex returns a MultiIndex over level columns of equal length.
func multiIndex(levels []*column, names []py.Value) *index {
	for _, l := range levels {
		l.share()
	}
	n := 0
	if len(levels) > 0 {
		n = levels[0].len()
	}
	if names == nil {
		//krait:alloc-ok one per level of the index (its levels exist)
		names = make([]py.Value, len(levels))
	}
	return &index{levels: levels, names: names, n: n}
}

// len returns the number of labels.
func (ix *index) len() int { return ix.n }

// isMulti reports whether the index is a MultiIndex.
func (ix *index) isMulti() bool { return ix.levels != nil }

// nlevels is the number of levels.
func (ix *index) nlevels() int {
	if ix.levels != nil {
		return len(ix.levels)
	}
	return 1
}

// dtype is the index's dtype (object for a MultiIndex).
func (ix *index) dtype() dtype {
	if ix.isRange {
		return dtInt
	}
	if ix.levels != nil {
		return dtObject
	}
	return ix.col.dt
}

// values returns the labels of a flat index as a column (a RangeIndex
// makes its ints; a MultiIndex gives tuples).
func (ix *index) values(t *py.Thread, m *Module) (*column, error) {
	if ix.col != nil {
		return ix.col, nil
	}
	if ix.isRange {
		c, err := newColumn(t, dtInt, ix.n)
		if err != nil {
			return nil, err
		}
		for j := range c.i {
			c.i[j] = ix.start + int64(j)*ix.step
		}
		return c, nil
	}
	c, err := newColumn(t, dtObject, ix.n)
	if err != nil {
		return nil, err
	}
	for j := range c.o {
		c.o[j] = ix.tupleAt(m, j)
	}
	return c, nil
}

// tupleAt returns entry j of a MultiIndex as a tuple of Python labels.
func (ix *index) tupleAt(m *Module, j int) py.Value {
	//krait:alloc-ok one per level of the index (its levels exist)
	items := make([]py.Value, len(ix.levels))
	for k, l := range ix.levels {
		items[k] = l.pyAt(m, j)
	}
	return py.NewTuple(items)
}

// labelAt returns label j as a Python value (what iteration and tolist
// give: Python ints for numeric indexes, tuples for a MultiIndex).
func (ix *index) labelAt(m *Module, j int) py.Value {
	if ix.isRange {
		return py.NewInt(ix.start + int64(j)*ix.step)
	}
	if ix.levels != nil {
		return ix.tupleAt(m, j)
	}
	return ix.col.pyAt(m, j)
}

// keyAt returns the hash key of label j.
func (ix *index) keyAt(t *py.Thread, j int) hkey {
	if ix.isRange {
		return intKey(ix.start + int64(j)*ix.step)
	}
	if ix.levels != nil {
		//krait:alloc-ok one per level of the index (its levels exist)
		ks := make([]hkey, len(ix.levels))
		for k, l := range ix.levels {
			ks[k] = l.keyAt(t, j)
		}
		return joinKeys(ks)
	}
	return ix.col.keyAt(t, j)
}

// buildLookup fills the label -> position table.
func (ix *index) buildLookup(t *py.Thread) error {
	if ix.pos != nil || ix.isRange {
		return nil
	}
	if err := t.Alloc(int64(ix.n) * 48); err != nil {
		return err
	}
	if err := t.Charge(int64(ix.n)); err != nil {
		return err
	}
	ix.pos = make(map[hkey]int, ix.n)
	ix.unique = true
	for j := 0; j < ix.n; j++ {
		k := ix.keyAt(t, j)
		if _, ok := ix.pos[k]; ok {
			ix.unique = false
			continue
		}
		ix.pos[k] = j
	}
	return nil
}

// isUnique reports whether no label repeats.
func (ix *index) isUnique(t *py.Thread) (bool, error) {
	if ix.isRange {
		return true, nil
	}
	if err := ix.buildLookup(t); err != nil {
		return false, err
	}
	return ix.unique, nil
}

// find returns the positions of a label's key (all of them when labels
// repeat), or nil.
func (ix *index) find(t *py.Thread, k hkey) ([]int, error) {
	k = ix.coerceKey(k)
	if ix.isRange {
		if k.k != kInt || ix.step == 0 {
			return nil, nil
		}
		d := k.i - ix.start
		if d%ix.step != 0 {
			return nil, nil
		}
		j := d / ix.step
		if j < 0 || j >= int64(ix.n) {
			return nil, nil
		}
		return []int{int(j)}, nil
	}
	if err := ix.buildLookup(t); err != nil {
		return nil, err
	}
	j, ok := ix.pos[k]
	if !ok {
		return nil, nil
	}
	if ix.unique {
		return []int{j}, nil
	}
	var out []int
	for p := j; p < ix.n; p++ {
		if ix.keyAt(t, p) == k {
			out = append(out, p) //krait:alloc-ok positions of an existing index: at most its length
		}
	}
	return out, nil
}

// coerceKey turns a date string into the timestamp it names when the
// index holds datetimes (df.loc['2024-01-05']).
func (ix *index) coerceKey(k hkey) hkey {
	if k.k == kStr && ix.col != nil && ix.col.dt == dtDatetime {
		if ns, ok := parseDatetime(k.s, false); ok {
			return hkey{k: kTime, i: ns}
		}
	}
	return k
}

// findOne returns the first position of a key, or -1.
func (ix *index) findOne(t *py.Thread, k hkey) (int, error) {
	k = ix.coerceKey(k)
	if ix.isRange {
		ps, err := ix.find(t, k)
		if err != nil || len(ps) == 0 {
			return -1, err
		}
		return ps[0], nil
	}
	if err := ix.buildLookup(t); err != nil {
		return -1, err
	}
	j, ok := ix.pos[k]
	if !ok {
		return -1, nil
	}
	return j, nil
}

// take returns the index of the labels at the given positions (-1: a
// missing label).
func (ix *index) take(t *py.Thread, pos []int) (*index, error) {
	if ix.isRange {
		// Contiguous runs of a RangeIndex stay ranges.
		if ok, start, step := rangeRun(ix, pos); ok {
			out := newRangeIndex(start, step, len(pos))
			out.name = ix.name
			return out, nil
		}
		c, err := newColumn(t, dtInt, len(pos))
		if err != nil {
			return nil, err
		}
		for k, p := range pos {
			c.i[k] = ix.start + int64(p)*ix.step
		}
		return &index{col: c, n: len(pos), name: ix.name}, nil
	}
	if ix.levels != nil {
		levels := make([]*column, len(ix.levels))
		for k, l := range ix.levels {
			c, err := l.take(t, pos)
			if err != nil {
				return nil, err
			}
			levels[k] = c
		}
		return &index{levels: levels, names: ix.names, n: len(pos)}, nil
	}
	c, err := ix.col.take(t, pos)
	if err != nil {
		return nil, err
	}
	return &index{col: c, n: len(pos), name: ix.name, freq: keptFreq(ix.freq, pos)}, nil
}

// keptFreq is the frequency of a DatetimeIndex after taking positions:
// evenly spaced increasing positions keep it (multiplied by the step,
// as pandas does for s.iloc[::10]), anything else loses it.
func keptFreq(freq string, pos []int) string {
	if freq == "" || len(pos) == 0 {
		return ""
	}
	step := 1
	if len(pos) > 1 {
		step = pos[1] - pos[0]
	}
	if step <= 0 {
		return ""
	}
	for k := 1; k < len(pos); k++ {
		if pos[k]-pos[k-1] != step || pos[k] < 0 {
			return ""
		}
	}
	if step == 1 {
		return freq
	}
	k := 0
	for k < len(freq) && freq[k] >= '0' && freq[k] <= '9' {
		k++
	}
	mult := 1
	if k > 0 {
		mult, _ = strconv.Atoi(freq[:k])
	}
	return strconv.Itoa(mult*step) + freq[k:]
}

// rangeRun reports whether positions into a RangeIndex form an
// arithmetic run that is itself a range (slices, head, tail).
func rangeRun(ix *index, pos []int) (bool, int64, int64) {
	if len(pos) == 0 {
		return true, ix.start, ix.step
	}
	for _, p := range pos {
		if p < 0 {
			return false, 0, 0
		}
	}
	if len(pos) == 1 {
		return true, ix.start + int64(pos[0])*ix.step, ix.step
	}
	d := pos[1] - pos[0]
	if d <= 0 {
		return false, 0, 0
	}
	for k := 2; k < len(pos); k++ {
		if pos[k]-pos[k-1] != d {
			return false, 0, 0
		}
	}
	return true, ix.start + int64(pos[0])*ix.step, ix.step * int64(d)
}

// slice returns labels [lo, hi).
func (ix *index) slice(lo, hi int) *index {
	if ix.isRange {
		out := newRangeIndex(ix.start+int64(lo)*ix.step, ix.step, hi-lo)
		out.name = ix.name
		return out
	}
	if ix.levels != nil {
		levels := make([]*column, len(ix.levels))
		for k, l := range ix.levels {
			levels[k] = l.slice(lo, hi)
		}
		return &index{levels: levels, names: ix.names, n: hi - lo}
	}
	out := &index{col: ix.col.slice(lo, hi), n: hi - lo, name: ix.name}
	if ix.freq != "" {
		out.freq = ix.freq
	}
	return out
}

// withName returns the index under another name.
func (ix *index) withName(name py.Value) *index {
	out := *ix
	out.name = name
	return &out
}

// equals reports whether two indexes hold the same labels in the same
// order.
func (ix *index) equals(t *py.Thread, other *index) bool {
	if ix == other {
		return true
	}
	if ix.n != other.n {
		return false
	}
	if ix.isRange && other.isRange {
		return ix.n == 0 || (ix.start == other.start && (ix.n == 1 || ix.step == other.step))
	}
	if ix.nlevels() != other.nlevels() {
		return false
	}
	for j := 0; j < ix.n; j++ {
		if ix.keyAt(t, j) != other.keyAt(t, j) {
			return false
		}
	}
	return true
}

// levelColumn returns level k of the index as a column (the labels
// themselves for a flat index).
func (ix *index) levelColumn(t *py.Thread, m *Module, k int) (*column, error) {
	if ix.levels != nil {
		return ix.levels[k], nil
	}
	return ix.values(t, m)
}

// levelName returns the name of level k.
func (ix *index) levelName(k int) py.Value {
	if ix.levels != nil {
		if ix.names[k] == nil {
			return py.None
		}
		return ix.names[k]
	}
	if ix.name == nil {
		return py.None
	}
	return ix.name
}

// nameOrNone returns the index name, None when unset.
func nameOrNone(v py.Value) py.Value {
	if v == nil {
		return py.None
	}
	return v
}

// hasNames reports whether the index (or any level) has a name.
func (ix *index) hasNames() bool {
	if ix.levels != nil {
		for _, n := range ix.names {
			if n != nil && n != py.None {
				return true
			}
		}
		return false
	}
	return ix.name != nil && ix.name != py.None
}
