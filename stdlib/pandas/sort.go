package pandas

import (
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file orders values: a stable argsort of columns on one or more
// keys with pandas' placement of missing values (last, or first), the
// comparison of Python objects it needs, and index unions.

// sortKey is one key of a sort: a column, its direction.
type sortKey struct {
	c         *column
	ascending bool
}

// keyMapped is pandas' ensure_key_mapped: the sort key function called on
// a copy of c (a Series named name on idx), its result as a column of the
// same length.
func (m *Module) keyMapped(t *py.Thread, key py.Value, c *column, idx *index, name py.Value) (*column, error) {
	n := c.len()
	cp, err := c.copy(t)
	if err != nil {
		return nil, err
	}
	r, err := py.Call(t, key, []py.Value{m.wrapSeries(cp, idx, name)}, nil)
	if err != nil {
		return nil, err
	}
	kc, err := m.columnFrom(t, r)
	if err != nil {
		return nil, err
	}
	if kc.len() != n {
		return nil, py.NewValueError("User-provided `key` function must not change the shape of the array.")
	}
	return kc, nil
}

// checkTake raises numpy's IndexError for the first position in pos past
// n rows: the rows a sort ordered can be fewer by the time it takes them,
// when a key function dropped some in place.
func checkTake(pos []int, n int) error {
	for _, p := range pos {
		if p >= n {
			return py.NewIndexError("index %d is out of bounds for axis 0 with size %d", p, n)
		}
	}
	return nil
}

// compareAt compares elements i and j of a column (missing values are
// handled by the caller); the error is a comparison that Python refuses
// ('<' not supported between 'str' and 'int').
func (c *column) compareAt(t *py.Thread, i, j int) (int, error) {
	switch c.dt {
	case dtFloat:
		a, b := c.f[i], c.f[j]
		if a < b {
			return -1, nil
		} else if a > b {
			return 1, nil
		}
		return 0, nil
	case dtBool:
		a, b := c.b[i], c.b[j]
		if a == b {
			return 0, nil
		}
		if !a {
			return -1, nil
		}
		return 1, nil
	case dtObject:
		return compareValues(t, c.o[i], c.o[j])
	}
	a, b := c.i[i], c.i[j]
	if a < b {
		return -1, nil
	} else if a > b {
		return 1, nil
	}
	return 0, nil
}

// compareValues orders two Python values: numbers and strs directly,
// others through Python's < (which may raise TypeError).
func compareValues(t *py.Thread, a, b py.Value) (int, error) {
	if sa, ok := a.(*py.Str); ok {
		if sb, ok := b.(*py.Str); ok {
			return strings.Compare(sa.String(), sb.String()), nil
		}
	}
	if fa, ok := pyNumber(a); ok {
		if fb, ok := pyNumber(b); ok {
			if fa < fb {
				return -1, nil
			} else if fa > fb {
				return 1, nil
			}
			return 0, nil
		}
	}
	if na, ok := tsOf(a); ok {
		if nb, ok := tsOf(b); ok {
			if na < nb {
				return -1, nil
			} else if na > nb {
				return 1, nil
			}
			return 0, nil
		}
	}
	lt, err := py.CompareBool(t, py.Lt, a, b)
	if err != nil {
		return 0, err
	}
	if lt {
		return -1, nil
	}
	gt, err := py.CompareBool(t, py.Gt, a, b)
	if err != nil {
		return 0, err
	}
	if gt {
		return 1, nil
	}
	return 0, nil
}

// argsort returns the positions of rows ordered by the keys (stable),
// missing values last (or first with naFirst) whatever the direction.
// Keys are first turned into float64 ranks (numbers as they are, strings
// by their rank among the distinct strings), so the sort compares
// numbers only; columns whose values do not all compare that way are
// compared through Python.
func argsort(t *py.Thread, n int, keys []sortKey, naFirst bool) ([]int, error) {
	if err := t.Alloc(int64(n) * 8 * int64(1+len(keys))); err != nil {
		return nil, err
	}
	cost := int64(n)
	for m := n; m > 1; m >>= 1 {
		cost += int64(n)
	}
	if err := t.Charge(cost * int64(max(len(keys), 1))); err != nil {
		return nil, err
	}
	pos := seq(n)
	if len(keys) == 1 && (keys[0].c.dt == dtInt || keys[0].c.dt == dtFloat || keys[0].c.dt == dtDatetime) {
		return argsortNumeric(keys[0], pos, naFirst), nil
	}
	ranks := make([][]float64, len(keys))
	for k, key := range keys {
		r, ok, err := sortRanks(t, key.c)
		if err != nil {
			return nil, err
		}
		if !ok {
			return argsortGeneric(t, pos, keys, naFirst)
		}
		ranks[k] = r
	}
	// Ties are broken by position, so the (faster) unstable sort gives
	// the stable order.
	slices.SortFunc(pos, func(i, j int) int {
		for k, key := range keys {
			a, b := ranks[k][i], ranks[k][j]
			na, nb := a != a, b != b
			if na || nb {
				if na && nb {
					continue
				}
				if na == naFirst {
					return -1
				}
				return 1
			}
			if a == b {
				continue
			}
			if (a < b) == key.ascending {
				return -1
			}
			return 1
		}
		return i - j
	})
	return pos, nil
}

// sortRanks returns a column's values as float64 sort keys (NaN for
// missing values): numbers, datetimes, or the rank of each str among the
// distinct strs; ok=false for objects that are not all strs.
func sortRanks(t *py.Thread, c *column) ([]float64, bool, error) {
	n := c.len()
	// The keys, and for strs their text and rank table.
	if err := charge(t, dtObject, 2*n); err != nil {
		return nil, false, err
	}
	out := make([]float64, n)
	if c.cat != nil {
		codes, err := c.catCodes(t)
		if err != nil {
			return nil, false, err
		}
		for j, k := range codes {
			if k < 0 {
				out[j] = math.NaN()
			} else {
				out[j] = float64(k)
			}
		}
		return out, true, nil
	}
	switch c.dt {
	case dtObject:
		codes := make(map[string]int)
		strs := make([]string, n)
		for j, v := range c.o {
			s, ok := v.(*py.Str)
			if !ok {
				if isNAValue(v) {
					out[j] = math.NaN()
					strs[j] = "\x00na"
					continue
				}
				return nil, false, nil
			}
			strs[j] = s.String()
			codes[strs[j]] = 0
		}
		uniq := make([]string, 0, len(codes))
		for s := range codes {
			uniq = append(uniq, s)
		}
		sort.Strings(uniq)
		for r, s := range uniq {
			codes[s] = r
		}
		for j, s := range strs {
			if out[j] != out[j] {
				continue
			}
			out[j] = float64(codes[s])
		}
		return out, true, nil
	case dtDatetime, dtTimedelta:
		for j, v := range c.i {
			if v == natInt {
				out[j] = math.NaN()
			} else {
				out[j] = float64(v)
			}
		}
		return out, true, nil
	}
	for j := range out {
		out[j] = c.floatAt(j)
	}
	if c.dt == dtInt {
		// Int64 beyond 2^53 would lose order as floats.
		for _, v := range c.i {
			if v > 1<<53 || v < -(1<<53) {
				return nil, false, nil
			}
		}
	}
	return out, true, nil
}

// argsortGeneric sorts with Python comparisons of the values.
func argsortGeneric(t *py.Thread, pos []int, keys []sortKey, naFirst bool) ([]int, error) {
	var err error
	sort.SliceStable(pos, func(x, y int) bool {
		if err != nil {
			return false
		}
		i, j := pos[x], pos[y]
		for _, k := range keys {
			na, nb := k.c.isNA(i), k.c.isNA(j)
			if na || nb {
				if na && nb {
					continue
				}
				if naFirst {
					return na
				}
				return nb
			}
			r, e := k.c.compareAt(t, i, j)
			if e != nil {
				err = e
				return false
			}
			if r == 0 {
				continue
			}
			if k.ascending {
				return r < 0
			}
			return r > 0
		}
		return false
	})
	if err != nil {
		return nil, err
	}
	return pos, nil
}

// argsortNumeric is argsort of one numeric key.
func argsortNumeric(k sortKey, pos []int, naFirst bool) []int {
	c := k.c
	// The result holds the NAs' positions and the sorted values'
	// positions, each part in one region of one slice (no copies).
	nNA := 0
	for _, p := range pos {
		if c.isNA(p) {
			nNA++
		}
	}
	out := make([]int, len(pos))
	nas, vals := out[len(pos)-nNA:len(pos)-nNA], out[:0]
	if naFirst {
		nas, vals = out[:0], out[nNA:nNA]
	}
	for _, p := range pos {
		if c.isNA(p) {
			nas = append(nas, p)
		} else {
			vals = append(vals, p)
		}
	}
	if c.dt == dtFloat {
		f := c.f
		slices.SortFunc(vals, func(a, b int) int {
			x, y := f[a], f[b]
			switch {
			case x == y:
				return a - b
			case (x < y) == k.ascending:
				return -1
			}
			return 1
		})
	} else {
		iv := c.i
		slices.SortFunc(vals, func(a, b int) int {
			x, y := iv[a], iv[b]
			switch {
			case x == y:
				return a - b
			case (x < y) == k.ascending:
				return -1
			}
			return 1
		})
	}
	return out
}

// sortedIndexPositions returns the positions that sort an index by its
// labels (every level for a MultiIndex).
func (m *Module) sortedIndexPositions(t *py.Thread, ix *index, ascending []bool, naFirst bool) ([]int, error) {
	var keys []sortKey
	for k := 0; k < ix.nlevels(); k++ {
		c, err := ix.levelColumn(t, m, k)
		if err != nil {
			return nil, err
		}
		asc := true
		if len(ascending) == 1 {
			asc = ascending[0]
		} else if k < len(ascending) {
			asc = ascending[k]
		}
		keys = append(keys, sortKey{c: c, ascending: asc})
	}
	return argsort(t, ix.len(), keys, naFirst)
}

// keyedIndexPositions is sortedIndexPositions after sort_index's key
// function (none when key is None), which pandas calls on the index (on
// each level of a MultiIndex) and whose result must keep its length.
func (m *Module) keyedIndexPositions(t *py.Thread, ix *index, key py.Value, ascending []bool, naFirst bool) ([]int, error) {
	if isNone(key) {
		return m.sortedIndexPositions(t, ix, ascending, naFirst)
	}
	levels := make([]*column, ix.nlevels()) //krait:alloc-ok one per level of an index that exists
	names := make([]py.Value, len(levels))  //krait:alloc-ok one per level of an index that exists
	for k := range levels {
		c, err := ix.levelColumn(t, m, k)
		if err != nil {
			return nil, err
		}
		arg := m.wrapIndex(ix)
		if ix.isMulti() {
			arg = m.wrapIndex(flatIndex(c, ix.levelName(k)))
		}
		r, err := py.Call(t, key, []py.Value{arg}, nil)
		if err != nil {
			return nil, err
		}
		kix, err := m.indexFrom(t, r)
		if err != nil {
			return nil, err
		}
		if kix.len() != ix.len() || kix.isMulti() {
			return nil, py.NewValueError("User-provided `key` function must not change the shape of the array.")
		}
		if levels[k], err = kix.levelColumn(t, m, 0); err != nil {
			return nil, err
		}
		names[k] = ix.levelName(k)
	}
	keyed := multiIndex(levels, names)
	if len(levels) == 1 {
		keyed = flatIndex(levels[0], names[0])
	}
	return m.sortedIndexPositions(t, keyed, ascending, naFirst)
}

// unionIndex is Index.union: the labels of a, then those of b not in a,
// sorted when the labels compare (a itself when the two are equal).
func (m *Module) unionIndex(t *py.Thread, a, b *index) (*index, error) {
	if a.equals(t, b) {
		return a, nil
	}
	if a.len() == 0 {
		return b, nil
	}
	if b.len() == 0 {
		return a, nil
	}
	// The hash of the labels, their positions and sources, the boxed
	// labels of the result.
	if err := chargeCells(t, a.len()+b.len(), 1, mapEntryBytes+48); err != nil {
		return nil, err
	}
	seen := make(map[hkey]bool, a.len()+b.len())
	var pos []int
	var from []*index
	for _, ix := range []*index{a, b} {
		for j := 0; j < ix.len(); j++ {
			k := ix.keyAt(t, j)
			if seen[k] {
				continue
			}
			seen[k] = true
			pos = append(pos, j)
			from = append(from, ix)
		}
	}
	// Build the combined labels.
	var out *index
	if a.isMulti() && b.isMulti() && len(a.levels) == len(b.levels) {
		levels := make([]*column, len(a.levels))
		for k := range levels {
			//krait:alloc-ok len(pos) <= a.len()+b.len(), charged above (chargeCells: 144 bytes a label)
			vals := make([]py.Value, len(pos))
			for j, p := range pos {
				vals[j] = from[j].levels[k].pyAt(m, p)
			}
			c, err := m.inferColumn(t, vals)
			if err != nil {
				return nil, err
			}
			levels[k] = c
		}
		out = multiIndex(levels, a.names)
	} else {
		//krait:alloc-ok len(pos) <= a.len()+b.len(), charged above (chargeCells: 144 bytes a label)
		vals := make([]py.Value, len(pos))
		for j, p := range pos {
			vals[j] = from[j].labelAt(m, p)
		}
		c, err := m.inferColumn(t, vals)
		if err != nil {
			return nil, err
		}
		out = flatIndex(c, nil)
		if sameName(a.name, b.name) {
			out.name = a.name
		}
	}
	order, err := m.sortedIndexPositions(t, out, nil, false)
	if err != nil {
		// Labels that do not compare stay in order of appearance.
		if _, ok := err.(*py.Exception); ok {
			return out, nil
		}
		return nil, err
	}
	return out.take(t, order)
}

// sameName reports whether two index names are the same.
func sameName(a, b py.Value) bool {
	if a == nil || a == py.None {
		return b == nil || b == py.None
	}
	if b == nil || b == py.None {
		return false
	}
	eq, err := py.Equal(nil, a, b)
	return err == nil && eq
}

// reindexPositions returns, for each label of target, its position in
// src (-1 when absent).
func (m *Module) reindexPositions(t *py.Thread, src, target *index) ([]int, error) {
	if err := t.Charge(int64(target.len())); err != nil {
		return nil, err
	}
	if err := chargeCells(t, target.len(), 1, 8); err != nil {
		return nil, err
	}
	pos := make([]int, target.len())
	if src.equals(t, target) {
		for j := range pos {
			pos[j] = j
		}
		return pos, nil
	}
	uniq, err := src.isUnique(t)
	if err != nil {
		return nil, err
	}
	if !uniq {
		return nil, py.NewValueError("cannot reindex on an axis with duplicate labels")
	}
	for j := range pos {
		p, err := src.findOne(t, target.keyAt(t, j))
		if err != nil {
			return nil, err
		}
		pos[j] = p
	}
	return pos, nil
}

// reindexSeries conforms a Series to a new index.
func (m *Module) reindexSeries(t *py.Thread, s *Series, target *index) (*Series, error) {
	if s.idx.equals(t, target) {
		return &Series{m: m, col: s.col.share(), idx: target, name: s.name}, nil
	}
	pos, err := m.reindexPositions(t, s.idx, target)
	if err != nil {
		return nil, err
	}
	c, err := s.col.take(t, pos)
	if err != nil {
		return nil, err
	}
	return &Series{m: m, col: c, idx: target, name: s.name}, nil
}

// reindexFrame conforms a frame's rows to a new index.
func (m *Module) reindexFrame(t *py.Thread, f *Frame, target *index) (*Frame, error) {
	pos, err := m.reindexPositions(t, f.idx, target)
	if err != nil {
		return nil, err
	}
	return f.takeRows(t, pos, target)
}

// takeRows returns the frame's rows at positions, under index idx (nil:
// the taken labels).
func (f *Frame) takeRows(t *py.Thread, pos []int, idx *index) (*Frame, error) {
	out := &Frame{m: f.m, columns: f.columns, cols: make([]*column, len(f.cols))}
	for k, c := range f.cols {
		nc, err := c.take(t, pos)
		if err != nil {
			return nil, err
		}
		out.cols[k] = nc
	}
	if idx == nil {
		var err error
		if idx, err = f.idx.take(t, pos); err != nil {
			return nil, err
		}
	}
	out.idx = idx
	return out, nil
}

// selectColumns returns the columns with the given labels, in that
// order (missing ones are NaN when fill is set, a KeyError otherwise).
func (m *Module) selectColumns(t *py.Thread, f *Frame, labels []py.Value, fill bool) (*Frame, error) {
	out := &Frame{m: m, idx: f.idx}
	var missing []py.Value
	for _, l := range labels {
		ps, err := f.columns.find(t, keyOf(t, l))
		if err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			if !fill {
				missing = append(missing, l)
				continue
			}
			c, err := newColumn(t, dtFloat, f.nrows())
			if err != nil {
				return nil, err
			}
			for j := range c.f {
				c.f[j] = nanValue
			}
			out.cols = append(out.cols, c)
			continue
		}
		for _, p := range ps {
			out.cols = append(out.cols, f.cols[p].share())
		}
	}
	if len(missing) > 0 {
		return nil, m.missingLabels(t, missing, "columns")
	}
	var err error
	if out.columns, err = m.columnsLabelsFor(t, f, labels); err != nil {
		return nil, err
	}
	return out, nil
}

// columnsLabelsFor makes the column index of a selection (the selected
// labels, repeated ones as many times as they match).
func (m *Module) columnsLabelsFor(t *py.Thread, f *Frame, labels []py.Value) (*index, error) {
	var pos []int
	for _, l := range labels {
		ps, err := f.columns.find(t, keyOf(t, l))
		if err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			pos = append(pos, -1)
			continue
		}
		pos = append(pos, ps...)
	}
	for _, p := range pos {
		if p < 0 {
			return m.labelsIndex(t, labels)
		}
	}
	return f.columns.take(t, pos)
}

// missingLabels is pandas' KeyError for labels not in an axis:
// "None of [Index(['x'], dtype='object')] are in the [columns]" or
// "['x'] not in index".
func (m *Module) missingLabels(t *py.Thread, missing []py.Value, axis string) error {
	parts := make([]string, len(missing))
	for j, l := range missing {
		s, err := py.Repr(t, l)
		if err != nil {
			return err
		}
		parts[j] = s
	}
	return py.NewKeyError(py.NewStr("[" + strings.Join(parts, ", ") + "] not in index"))
}
