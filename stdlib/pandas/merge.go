package pandas

import (
	"math"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is merge and join: hash joins on one or more key columns (or
// the indexes) with pandas' row order for each how (inner and outer
// grouped by the left keys' first appearance, left in left order, right
// in right order), suffixes for overlapping columns, and indicator.

// mergeSide is one side of a merge: its frame and key columns.
type mergeSide struct {
	f        *Frame
	keys     []*column
	keyNames []py.Value // labels of key columns taken from columns (nil: index)
	onIndex  bool
}

// mergeFrames is pd.merge(left, right, ...).
func (m *Module) mergeFrames(t *py.Thread, left, right *Frame, how string, on, leftOn, rightOn py.Value, leftIndex, rightIndex bool, suffixes [2]string, indicator bool, sortKeys bool) (*Frame, error) {
	var lk, rk []py.Value
	var err error
	switch {
	case how == "cross":
		// A cross join has no keys: every column is kept, overlapping
		// labels get the suffixes.
		if !isNone(on) || !isNone(leftOn) || !isNone(rightOn) || leftIndex || rightIndex {
			return nil, m.mergeError(t, "Can not pass on, right_on, left_on or set right_index=True or left_index=True")
		}
	case !isNone(on):
		if lk, _, err = m.labelArg(t, on); err != nil {
			return nil, err
		}
		rk = lk
	case !isNone(leftOn) || !isNone(rightOn):
		if lk, _, err = m.labelArg(t, leftOn); err != nil {
			return nil, err
		}
		if rk, _, err = m.labelArg(t, rightOn); err != nil {
			return nil, err
		}
		if !leftIndex && !rightIndex && len(lk) != len(rk) {
			return nil, py.NewValueError("len(right_on) must equal len(left_on)")
		}
	case leftIndex || rightIndex:
	default:
		// The common columns.
		for j := 0; j < left.columns.len(); j++ {
			l := left.columns.labelAt(m, j)
			if ps, _ := right.columns.find(t, keyOf(t, l)); len(ps) > 0 {
				lk = append(lk, l)
			}
		}
		if len(lk) == 0 {
			return nil, m.mergeError(t, "No common columns to perform merge on. Merge options: left_on=None, right_on=None, left_index=False, right_index=False")
		}
		rk = lk
	}
	side := func(f *Frame, labels []py.Value, onIndex bool) (*mergeSide, error) {
		s := &mergeSide{f: f, onIndex: onIndex}
		if onIndex {
			for k := 0; k < f.idx.nlevels(); k++ {
				c, err := f.idx.levelColumn(t, m, k)
				if err != nil {
					return nil, err
				}
				s.keys = append(s.keys, c)
			}
			return s, nil
		}
		for _, l := range labels {
			ps, err := m.columnPositions(t, f, l)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				return nil, keyError(l)
			}
			s.keys = append(s.keys, f.cols[ps[0]])
			s.keyNames = append(s.keyNames, l)
		}
		return s, nil
	}
	ls, err := side(left, lk, leftIndex)
	if err != nil {
		return nil, err
	}
	rs, err := side(right, rk, rightIndex)
	if err != nil {
		return nil, err
	}
	if len(ls.keys) != len(rs.keys) {
		return nil, py.NewValueError("len(left_on) must equal len(right_on)")
	}
	for k := range ls.keys {
		a, b := ls.keys[k], rs.keys[k]
		if (a.dt == dtObject) != (b.dt == dtObject) && a.len() > 0 && b.len() > 0 {
			if !(a.dt == dtObject && allNumbers(a.o)) && !(b.dt == dtObject && allNumbers(b.o)) {
				return nil, py.NewValueError("You are trying to merge on %s and %s columns. If you wish to proceed you should use pd.concat", mergeKind(a), mergeKind(b))
			}
		}
	}
	var lpos, rpos []int
	if how == "cross" {
		lpos, rpos, err = crossPositions(t, left.nrows(), right.nrows())
	} else {
		lpos, rpos, err = m.joinPositions(t, ls.keys, rs.keys, how, sortKeys)
	}
	if err != nil {
		return nil, err
	}
	return m.assembleMerge(t, ls, rs, lpos, rpos, lk, rk, how, suffixes, indicator)
}

// crossPositions is the cross join's row pairs: every left row with every
// right row, in left order.
func crossPositions(t *py.Thread, nl, nr int) ([]int, []int, error) {
	if nr > 0 && nl > math.MaxInt32/nr {
		return nil, nil, t.Alloc(-1)
	}
	n := nl * nr
	if err := t.Alloc(int64(n) * 16); err != nil {
		return nil, nil, err
	}
	if err := t.Charge(int64(n)); err != nil {
		return nil, nil, err
	}
	lpos, rpos := make([]int, n), make([]int, n)
	for l := 0; l < nl; l++ {
		for r := 0; r < nr; r++ {
			lpos[l*nr+r], rpos[l*nr+r] = l, r
		}
	}
	return lpos, rpos, nil
}

// mergeKind is the dtype name pandas' merge error shows.
func mergeKind(c *column) string {
	if c.dt == dtObject {
		return "object"
	}
	return c.dt.name()
}

// allNumbers reports whether every value is a number.
func allNumbers(vals []py.Value) bool {
	for _, v := range vals {
		if _, ok := pyNumber(v); !ok && !isNAValue(v) {
			return false
		}
	}
	return true
}

// mergeError raises pandas' MergeError (a ValueError).
func (m *Module) mergeError(t *py.Thread, msg string) error {
	return py.NewValueError("%s", msg)
}

// joinPositions matches rows: for each output row the left and right
// positions (-1: none).
func (m *Module) joinPositions(t *py.Thread, lkeys, rkeys []*column, how string, sortKeys bool) ([]int, []int, error) {
	nl, nr := 0, 0
	if len(lkeys) > 0 {
		nl, nr = lkeys[0].len(), rkeys[0].len()
	}
	if how == "left" && !sortKeys && len(lkeys) == 1 {
		return leftJoinOne(t, lkeys[0], rkeys[0])
	}
	all := make([]*column, len(lkeys))
	for k := range lkeys {
		c, err := m.concatColumns(t, []*column{lkeys[k], rkeys[k]})
		if err != nil {
			return nil, nil, err
		}
		all[k] = c
	}
	codes, firsts, err := factorize(t, all, false)
	if err != nil {
		return nil, nil, err
	}
	// Missing keys never match in pandas 1.5? They do: NaN matches NaN.
	ng := len(firsts)
	rightRows := make([][]int, ng)
	for j := 0; j < nr; j++ {
		g := codes[nl+j]
		rightRows[g] = append(rightRows[g], j) //krait:alloc-ok nr appends in all: one int per row of the right frame, which exists
	}
	leftRows := make([][]int, ng)
	for j := 0; j < nl; j++ {
		g := codes[j]
		leftRows[g] = append(leftRows[g], j)
	}
	if err := t.Charge(int64(nl + nr)); err != nil {
		return nil, nil, err
	}
	var lpos, rpos []int
	emit := func(l, r int) error {
		if len(lpos) == cap(lpos) {
			// Grow both by doubling, the new arrays charged first (the
			// old ones are garbage the accounting reclaims).
			c := max(2*cap(lpos), 1024)
			if err := chargeCells(t, c, 1, 16); err != nil {
				return err
			}
			lpos = append(make([]int, 0, c), lpos...)
			rpos = append(make([]int, 0, c), rpos...)
		}
		lpos = append(lpos, l)
		rpos = append(rpos, r)
		return nil
	}
	// Groups in order of first appearance on the left (then the right).
	var groupOrder []int
	seen := make([]bool, ng)
	for j := 0; j < nl; j++ {
		if g := codes[j]; !seen[g] {
			seen[g] = true
			groupOrder = append(groupOrder, g)
		}
	}
	rightOnly := []int{}
	for j := 0; j < nr; j++ {
		if g := codes[nl+j]; !seen[g] {
			seen[g] = true
			rightOnly = append(rightOnly, g) //krait:alloc-ok at most one per group, and groups are at most the rows that exist
		}
	}
	if sortKeys {
		keys := make([]sortKey, len(all))
		for k, c := range all {
			u, err := c.take(t, firsts)
			if err != nil {
				return nil, nil, err
			}
			keys[k] = sortKey{c: u, ascending: true}
		}
		ord, err := argsort(t, ng, keys, false)
		if err != nil {
			return nil, nil, err
		}
		groupOrder, rightOnly = nil, nil
		for _, g := range ord {
			if len(leftRows[g]) > 0 {
				groupOrder = append(groupOrder, g)
			} else {
				rightOnly = append(rightOnly, g)
			}
		}
		if how == "outer" {
			groupOrder = ord
			rightOnly = nil
		}
	}
	switch how {
	case "inner", "outer":
		for _, g := range groupOrder {
			ls, rs := leftRows[g], rightRows[g]
			if len(rs) == 0 {
				if how == "outer" {
					for _, l := range ls {
						if err := emit(l, -1); err != nil {
							return nil, nil, err
						}
					}
				}
				continue
			}
			if len(ls) == 0 {
				for _, r := range rs {
					if err := emit(-1, r); err != nil {
						return nil, nil, err
					}
				}
				continue
			}
			for _, l := range ls {
				for _, r := range rs {
					if err := emit(l, r); err != nil {
						return nil, nil, err
					}
				}
			}
		}
		if how == "outer" {
			for _, g := range rightOnly {
				for _, r := range rightRows[g] {
					if err := emit(-1, r); err != nil {
						return nil, nil, err
					}
				}
			}
		}
	case "left":
		if sortKeys {
			for _, g := range groupOrder {
				for _, l := range leftRows[g] {
					if len(rightRows[g]) == 0 {
						if err := emit(l, -1); err != nil {
							return nil, nil, err
						}
					}
					for _, r := range rightRows[g] {
						if err := emit(l, r); err != nil {
							return nil, nil, err
						}
					}
				}
			}
			break
		}
		for j := 0; j < nl; j++ {
			g := codes[j]
			if len(rightRows[g]) == 0 {
				if err := emit(j, -1); err != nil {
					return nil, nil, err
				}
				continue
			}
			for _, r := range rightRows[g] {
				if err := emit(j, r); err != nil {
					return nil, nil, err
				}
			}
		}
	case "right":
		for j := 0; j < nr; j++ {
			g := codes[nl+j]
			if len(leftRows[g]) == 0 {
				if err := emit(-1, j); err != nil {
					return nil, nil, err
				}
				continue
			}
			for _, l := range leftRows[g] {
				if err := emit(l, j); err != nil {
					return nil, nil, err
				}
			}
		}
	default:
		return nil, nil, py.NewValueError("do not recognize join method %s", how)
	}
	return lpos, rpos, nil
}

// leftJoinOne is the left join on one key: each left row in order with
// its right matches (a hash of the right keys probed by the left ones).
func leftJoinOne(t *py.Thread, lk, rk *column) ([]int, []int, error) {
	nl, nr := lk.len(), rk.len()
	if err := t.Charge(int64(nl + nr)); err != nil {
		return nil, nil, err
	}
	if err := t.Alloc(int64(nl+nr) * 24); err != nil {
		return nil, nil, err
	}
	right := make(map[hkey][]int, nr)
	var tab objTable
	for j := 0; j < nr; j++ {
		k, err := tab.keyAt(t, rk, j)
		if err != nil {
			return nil, nil, err
		}
		right[k] = append(right[k], j)
	}
	lpos := make([]int, 0, nl)
	rpos := make([]int, 0, nl)
	for j := 0; j < nl; j++ {
		k, err := tab.keyAt(t, lk, j)
		if err != nil {
			return nil, nil, err
		}
		rs := right[k]
		if len(rs) == 0 {
			lpos = append(lpos, j)
			rpos = append(rpos, -1)
			continue
		}
		for _, r := range rs {
			lpos = append(lpos, j)
			rpos = append(rpos, r)
		}
		if len(lpos) > nl && len(lpos)%4096 == 0 {
			if err := t.Alloc(4096 * 16); err != nil {
				return nil, nil, err
			}
			if err := t.Charge(4096); err != nil {
				return nil, nil, err
			}
		}
	}
	return lpos, rpos, nil
}

// isIdentity reports whether positions are 0..n-1 for a column of n.
func isIdentity(pos []int, n int) bool {
	if len(pos) != n {
		return false
	}
	for j, p := range pos {
		if p != j {
			return false
		}
	}
	return true
}

// takeOrShare is c.take(pos), or c itself (shared) when pos is the
// identity.
func takeOrShare(t *py.Thread, c *column, pos []int) (*column, error) {
	if isIdentity(pos, c.len()) {
		return c.share(), nil
	}
	return c.take(t, pos)
}

// assembleMerge builds the merged frame from matched positions.
func (m *Module) assembleMerge(t *py.Thread, ls, rs *mergeSide, lpos, rpos []int, lk, rk []py.Value, how string, suffixes [2]string, indicator bool) (*Frame, error) {
	out := &Frame{m: m}
	n := len(lpos)
	sameKeys := map[hkey]bool{}
	if !ls.onIndex && !rs.onIndex {
		for k := range lk {
			if keyOf(t, lk[k]) == keyOf(t, rk[k]) {
				sameKeys[keyOf(t, lk[k])] = true
			}
		}
	}
	// Overlapping labels (other than shared keys) get suffixes.
	rightLabels := map[hkey]bool{}
	for j := 0; j < rs.f.columns.len(); j++ {
		rightLabels[rs.f.columns.keyAt(t, j)] = true
	}
	leftLabels := map[hkey]bool{}
	for j := 0; j < ls.f.columns.len(); j++ {
		leftLabels[ls.f.columns.keyAt(t, j)] = true
	}
	var labels []py.Value
	suffix := func(l py.Value, sfx string) (py.Value, error) {
		s, err := py.ToStr(t, l)
		if err != nil {
			return nil, err
		}
		return py.NewStr(s + sfx), nil
	}
	for k, c := range ls.f.cols {
		l := ls.f.columns.labelAt(m, k)
		key := keyOf(t, l)
		var col *column
		var err error
		if sameKeys[key] {
			// A shared key column: the left value, or the right one where
			// only the right matched.
			rp, _ := rs.f.columns.findOne(t, key)
			if col, err = m.coalesceKey(t, c, rs.f.cols[rp], lpos, rpos); err != nil {
				return nil, err
			}
		} else {
			if col, err = takeOrShare(t, c, lpos); err != nil {
				return nil, err
			}
			if rightLabels[key] && suffixes[0] != "\x00" {
				if l, err = suffix(l, suffixes[0]); err != nil {
					return nil, err
				}
			}
		}
		out.cols = append(out.cols, col)
		//krait:alloc-ok one per column of an existing frame, whose columns each hold more
		labels = append(labels, l)
	}
	for k, c := range rs.f.cols {
		l := rs.f.columns.labelAt(m, k)
		key := keyOf(t, l)
		if sameKeys[key] {
			continue
		}
		col, err := c.take(t, rpos)
		if err != nil {
			return nil, err
		}
		if leftLabels[key] {
			if l, err = suffix(l, suffixes[1]); err != nil {
				return nil, err
			}
		}
		out.cols = append(out.cols, col)
		labels = append(labels, l)
	}
	if indicator {
		if err := chargeCells(t, n, 1, 16); err != nil {
			return nil, err
		}
		c := objCol(make([]py.Value, n))
		for j := range c.o {
			switch {
			case lpos[j] >= 0 && rpos[j] >= 0:
				c.o[j] = py.NewStr("both")
			case lpos[j] >= 0:
				c.o[j] = py.NewStr("left_only")
			default:
				c.o[j] = py.NewStr("right_only")
			}
		}
		out.cols = append(out.cols, c)
		labels = append(labels, py.NewStr("_merge"))
	}
	var err error
	if out.columns, err = m.labelsIndex(t, labels); err != nil {
		return nil, err
	}
	if len(labels) == 0 {
		out.columns = rangeIndex(0)
	}
	// The index: kept from the side joined on its index, else a range.
	switch {
	case ls.onIndex && rs.onIndex:
		idx, err := ls.f.idx.take(t, lpos)
		if err != nil {
			return nil, err
		}
		for j, p := range lpos {
			if p < 0 {
				if idx, err = m.mergedIndex(t, ls.f.idx, rs.f.idx, lpos, rpos); err != nil {
					return nil, err
				}
				break
			}
			_ = j
		}
		out.idx = idx
	case ls.onIndex && !rs.onIndex:
		idx, err := rs.f.idx.take(t, rpos)
		if err != nil {
			return nil, err
		}
		out.idx = idx
	case rs.onIndex && !ls.onIndex:
		idx, err := ls.f.idx.take(t, lpos)
		if err != nil {
			return nil, err
		}
		out.idx = idx
	default:
		out.idx = rangeIndex(n)
	}
	return out, nil
}

// coalesceKey builds a shared key column: left[lpos], or right[rpos]
// where the row has no left side; typed when both sides agree.
func (m *Module) coalesceKey(t *py.Thread, left, right *column, lpos, rpos []int) (*column, error) {
	n := len(lpos)
	if isIdentity(lpos, left.len()) {
		return left.share(), nil
	}
	if left.dt == right.dt && left.dt != dtObject {
		out, err := newColumn(t, left.dt, n)
		if err != nil {
			return nil, err
		}
		for j := range lpos {
			if lpos[j] >= 0 {
				copyBetween(out, j, left, lpos[j])
			} else {
				copyBetween(out, j, right, rpos[j])
			}
		}
		return out, nil
	}
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	vals := make([]py.Value, n)
	for j := range lpos {
		if lpos[j] >= 0 {
			vals[j] = left.pyAt(m, lpos[j])
		} else {
			vals[j] = right.pyAt(m, rpos[j])
		}
	}
	return m.inferColumn(t, vals)
}

// mergedIndex is the index of an index-on-index join: the left label,
// or the right one where the left is missing.
func (m *Module) mergedIndex(t *py.Thread, li, ri *index, lpos, rpos []int) (*index, error) {
	if err := chargeCells(t, len(lpos), 1, 16); err != nil {
		return nil, err
	}
	vals := make([]py.Value, len(lpos))
	for j := range lpos {
		if lpos[j] >= 0 {
			vals[j] = li.labelAt(m, lpos[j])
		} else {
			vals[j] = ri.labelAt(m, rpos[j])
		}
	}
	if li.isMulti() && ri.isMulti() && li.nlevels() == ri.nlevels() {
		out, _, err := m.tuplesToMulti(t, vals, li.names)
		return out, err
	}
	out, err := m.labelsIndex(t, vals)
	if err != nil {
		return nil, err
	}
	out.name = li.name
	return out, nil
}

// suffixesArg reads suffixes=('_x', '_y').
func (m *Module) suffixesArg(t *py.Thread, v py.Value) ([2]string, error) {
	out := [2]string{"_x", "_y"}
	if isNone(v) {
		return out, nil
	}
	items, err := m.listItems(t, v)
	if err != nil {
		return out, err
	}
	if len(items) != 2 {
		return out, py.NewValueError("too many values to unpack (expected 2)")
	}
	for k, it := range items {
		if it == py.None {
			out[k] = ""
			continue
		}
		s, err := py.ToStr(t, it)
		if err != nil {
			return out, err
		}
		out[k] = s
	}
	return out, nil
}

// mergeFunc is pd.merge / DataFrame.merge.
func (m *Module) mergeFunc(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("merge", []string{"left", "right", "how", "on", "left_on", "right_on", "left_index", "right_index", "sort", "suffixes", "copy", "indicator", "validate"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	left, right := frameOf(vals[0]), frameOf(vals[1])
	if left == nil {
		if s := seriesOf(vals[0]); s != nil {
			left = m.seriesAsFrame(t, s)
		}
	}
	if right == nil {
		if s := seriesOf(vals[1]); s != nil {
			if s.name == nil || s.name == py.None {
				return nil, py.NewValueError("Cannot merge a Series without a name")
			}
			right = m.seriesAsFrame(t, s)
		}
	}
	if left == nil || right == nil {
		return nil, py.NewTypeError("Can only merge Series or DataFrame objects, a %s was passed", py.TypeName(vals[1]))
	}
	how, err := argStr(vals[2], "how", "inner")
	if err != nil {
		return nil, err
	}
	li, _ := argBool(t, vals[6], false)
	ri, _ := argBool(t, vals[7], false)
	srt, _ := argBool(t, vals[8], false)
	sfx, err := m.suffixesArg(t, vals[9])
	if err != nil {
		return nil, err
	}
	ind, _ := argBool(t, vals[11], false)
	f, err := m.mergeFrames(t, left, right, how, vals[3], vals[4], vals[5], li, ri, sfx, ind, srt)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(f), nil
}

// seriesAsFrame is a named Series as a one-column frame.
func (m *Module) seriesAsFrame(t *py.Thread, s *Series) *Frame {
	name := s.name
	if name == nil || name == py.None {
		name = py.NewInt(0)
	}
	cols, _ := m.labelsIndex(t, []py.Value{name})
	return &Frame{m: m, cols: []*column{s.col}, columns: cols, idx: s.idx}
}

// joinMethod is DataFrame.join(other, on, how, lsuffix, rsuffix, sort).
func (m *Module) joinMethod(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("join", []string{"other", "on", "how", "lsuffix", "rsuffix", "sort", "validate"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	other := frameOf(vals[0])
	if other == nil {
		if s := seriesOf(vals[0]); s != nil {
			if s.name == nil || s.name == py.None {
				return nil, py.NewValueError("Other Series must have a name")
			}
			other = m.seriesAsFrame(t, s)
		} else {
			return nil, py.NewTypeError("other must be a DataFrame or Series")
		}
	}
	how, err := argStr(vals[2], "how", "left")
	if err != nil {
		return nil, err
	}
	ls, _ := argStr(vals[3], "lsuffix", "")
	rsfx, _ := argStr(vals[4], "rsuffix", "")
	srt, _ := argBool(t, vals[5], false)
	// Overlapping columns need a suffix.
	if ls == "" && rsfx == "" {
		var overlap []string
		for j := 0; j < f.columns.len(); j++ {
			if ps, _ := other.columns.find(t, f.columns.keyAt(t, j)); len(ps) > 0 {
				s, _ := py.Repr(t, f.columns.labelAt(m, j))
				overlap = append(overlap, s)
			}
		}
		if len(overlap) > 0 {
			return nil, py.NewValueError("columns overlap but no suffix specified: Index([%s], dtype='object')", strings.Join(overlap, ", "))
		}
	}
	if !isNone(vals[1]) {
		r, err := m.mergeFrames(t, f, other, how, nil, vals[1], nil, false, true, [2]string{ls, rsfx}, false, srt)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(r), nil
	}
	lu, _ := f.idx.isUnique(t)
	ru, _ := other.idx.isUnique(t)
	if !lu || !ru || how == "outer" {
		srt = true // an outer join of indexes is their sorted union
	}
	r, err := m.mergeFrames(t, f, other, how, nil, nil, nil, true, true, [2]string{ls, rsfx}, false, srt)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(r), nil
}
