// Package difflib implements the parts of Python's difflib that agents'
// code uses, for krait: SequenceMatcher (CPython's algorithm step for
// step: junk and popular elements, longest matches, matching blocks,
// opcodes, grouped opcodes, the three ratios), get_close_matches and
// unified_diff.
package difflib

import (
	"sort"
	"strconv"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/collections"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// module is one interpreter's difflib.
type module struct {
	matcher *py.Type
	match   *py.Type // Match(a, b, size)
}

// state is a SequenceMatcher's Go side, kept under its _state attribute.
type state struct {
	isjunk   py.Value
	autojunk bool
	aObj     py.Value
	bObj     py.Value
	a, b     []py.Value
	b2j      *py.Dict // element -> index into lists
	lists    [][]int
	junk     *py.Dict // element -> None
	popular  *py.Dict
	blocks   [][3]int // cached matching blocks, nil when stale
	opcodes  []opcode
	fullb    *py.Dict // element -> count, for quick_ratio
	hasFullb bool
}

// Type returns object: the state is an opaque attribute.
func (*state) Type() *py.Type { return py.ObjectType }

// MemRefs measures a matcher's state for the memory walk: its two
// sequences, their elements' index tables and the cached results.
func (s *state) MemRefs(w *py.MemWalk) {
	w.Add(160 + int64(cap(s.a)+cap(s.b))*16 + int64(cap(s.lists))*24 + int64(cap(s.blocks))*24 + int64(cap(s.opcodes))*48)
	for _, l := range s.lists {
		w.Add(int64(cap(l)) * 8)
	}
	w.Visit(s.isjunk)
	w.Visit(s.aObj)
	w.Visit(s.bObj)
	for _, v := range s.a[:cap(s.a)] {
		w.Visit(v)
	}
	for _, v := range s.b[:cap(s.b)] {
		w.Visit(v)
	}
	for _, d := range []*py.Dict{s.b2j, s.junk, s.popular, s.fullb} {
		if d != nil {
			w.Visit(d)
		}
	}
}

// MemRefs visits the module's classes for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(16)
	w.Visit(m.matcher)
	w.Visit(m.match)
}

type opcode struct {
	tag            string
	i1, i2, j1, j2 int
}

// Load creates a fresh difflib module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	var err error
	if m.match, err = collections.NewNamedTuple(t, "Match", []string{"a", "b", "size"}, "difflib"); err != nil {
		return nil, err
	}
	methods := []goclass.Method{
		{Name: "__init__", Fn: m.init},
		{Name: "set_seqs", Fn: m.setSeqs},
		{Name: "set_seq1", Fn: m.setSeq1},
		{Name: "set_seq2", Fn: m.setSeq2},
		{Name: "find_longest_match", Fn: m.findLongestMatch},
		{Name: "get_matching_blocks", Fn: m.getMatchingBlocks},
		{Name: "get_opcodes", Fn: m.getOpcodes},
		{Name: "get_grouped_opcodes", Fn: m.getGroupedOpcodes},
		{Name: "ratio", Fn: m.ratio},
		{Name: "quick_ratio", Fn: m.quickRatio},
		{Name: "real_quick_ratio", Fn: m.realQuickRatio},
	}
	if m.matcher, err = goclass.New(t, goclass.Spec{Module: "difflib", Name: "SequenceMatcher", Methods: methods}); err != nil {
		return nil, err
	}
	mod := py.NewModule("difflib")
	mod.Dict.SetStr("SequenceMatcher", m.matcher)
	mod.Dict.SetStr("Match", m.match)
	mod.Dict.SetStr("get_close_matches", py.NewBuiltin("get_close_matches", m.getCloseMatches))
	mod.Dict.SetStr("unified_diff", py.NewBuiltin("unified_diff", m.unifiedDiff))
	// The memory walk can measure it: its functions and
	// SequenceMatcher's methods close over m (its two classes); a
	// matcher's state is a MemReferrer.
	mod.Go = m
	py.MarkClassWalkable(m.matcher)
	py.MarkWalkable(mod)
	return mod, nil
}

// stateOf returns the matcher's state.
func stateOf(self py.Value) (*state, error) {
	if in, ok := self.(*py.Instance); ok {
		if s, ok := in.Dict.GetStr("_state").(*state); ok {
			return s, nil
		}
	}
	return nil, py.NewAttributeError("'SequenceMatcher' object has no attribute 'b2j'")
}

// items lists a sequence's elements.
func items(t *py.Thread, v py.Value) ([]py.Value, error) {
	switch x := v.(type) {
	case *py.List:
		return x.Items(), nil
	case *py.Tuple:
		return x.Items(), nil
	}
	it, err := py.Iterate(t, v)
	if err != nil {
		return nil, err
	}
	var out []py.Value
	for {
		e, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if e == nil {
			return out, nil
		}
		if err := t.Tick(); err != nil {
			return nil, err
		}
		if err := t.Alloc(16); err != nil { // the slot (the iterator may be endless)
			return nil, err
		}
		out = append(out, e) //krait:alloc-ok charged 16 bytes per item just above
	}
}

func (m *module) init(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var isjunk, a, b, autojunk py.Value = py.None, py.NewStr(""), py.NewStr(""), py.True
	if err := py.UnpackArgs("SequenceMatcher", args, kwargs, []string{"isjunk", "a", "b", "autojunk"}, 0, &isjunk, &a, &b, &autojunk); err != nil {
		return nil, err
	}
	aj, err := py.Truth(t, autojunk)
	if err != nil {
		return nil, err
	}
	s := &state{isjunk: isjunk, autojunk: aj}
	in, ok := self.(*py.Instance)
	if !ok {
		return nil, py.NewTypeError("SequenceMatcher.__init__ needs an instance")
	}
	in.Dict.SetStr("isjunk", isjunk)
	in.Dict.SetStr("autojunk", py.NewBool(aj))
	in.Dict.SetStr("_state", s)
	if err := m.seq1(t, in, s, a); err != nil {
		return nil, err
	}
	return py.None, m.seq2(t, in, s, b)
}

func (m *module) seq1(t *py.Thread, in *py.Instance, s *state, a py.Value) error {
	if s.aObj == a {
		return nil
	}
	el, err := items(t, a)
	if err != nil {
		return err
	}
	s.aObj, s.a, s.blocks, s.opcodes = a, el, nil, nil
	in.Dict.SetStr("a", a)
	return nil
}

func (m *module) seq2(t *py.Thread, in *py.Instance, s *state, b py.Value) error {
	if s.bObj == b {
		return nil
	}
	el, err := items(t, b)
	if err != nil {
		return err
	}
	s.bObj, s.b, s.blocks, s.opcodes, s.hasFullb = b, el, nil, nil, false
	in.Dict.SetStr("b", b)
	return s.chainB(t)
}

// chainB is __chain_b: the positions of each element of b, without junk
// and (for long b with autojunk) popular elements.
func (s *state) chainB(t *py.Thread) error {
	s.b2j, s.lists = py.NewDict(), nil
	for i, e := range s.b {
		if err := t.Tick(); err != nil {
			return err
		}
		v, found, err := s.b2j.Get(t, e)
		if err != nil {
			return err
		}
		if !found {
			v = py.NewInt(int64(len(s.lists)))
			if err := s.b2j.Set(t, e, v); err != nil {
				return err
			}
			s.lists = append(s.lists, nil) //krait:alloc-ok one per distinct element of b (a sequence that exists)
		}
		k := int(v.(py.Int))
		s.lists[k] = append(s.lists[k], i)
	}
	s.junk, s.popular = py.NewDict(), py.NewDict()
	if s.isjunk != py.None {
		ok, err := py.Truth(t, s.isjunk)
		if err != nil {
			return err
		}
		if ok {
			for _, kv := range s.b2j.Items() {
				r, err := py.Call(t, s.isjunk, []py.Value{kv[0]}, nil)
				if err != nil {
					return err
				}
				if j, err := py.Truth(t, r); err != nil {
					return err
				} else if j {
					if err := s.junk.Set(t, kv[0], py.None); err != nil {
						return err
					}
				}
			}
			for _, k := range s.junk.Keys() {
				if _, _, err := s.b2j.Delete(t, k); err != nil {
					return err
				}
			}
		}
	}
	if n := len(s.b); s.autojunk && n >= 200 {
		ntest := n/100 + 1
		for _, kv := range s.b2j.Items() {
			if len(s.lists[int(kv[1].(py.Int))]) > ntest {
				if err := s.popular.Set(t, kv[0], py.None); err != nil {
					return err
				}
			}
		}
		for _, k := range s.popular.Keys() {
			if _, _, err := s.b2j.Delete(t, k); err != nil {
				return err
			}
		}
	}
	return nil
}

// positions returns b2j.get(e, []).
func (s *state) positions(t *py.Thread, e py.Value) ([]int, error) {
	v, found, err := s.b2j.Get(t, e)
	if err != nil || !found {
		return nil, err
	}
	return s.lists[int(v.(py.Int))], nil
}

// isBJunk reports whether e is a junk element of b.
func (s *state) isBJunk(t *py.Thread, e py.Value) (bool, error) {
	_, found, err := s.junk.Get(t, e)
	return found, err
}

// longest is find_longest_match(alo, ahi, blo, bhi).
func (s *state) longest(t *py.Thread, alo, ahi, blo, bhi int) (int, int, int, error) {
	besti, bestj, bestsize := alo, blo, 0
	j2len := map[int]int{}
	for i := alo; i < ahi; i++ {
		newj2len := map[int]int{}
		js, err := s.positions(t, s.a[i])
		if err != nil {
			return 0, 0, 0, err
		}
		for _, j := range js {
			if err := t.Tick(); err != nil {
				return 0, 0, 0, err
			}
			if j < blo {
				continue
			}
			if j >= bhi {
				break
			}
			k := j2len[j-1] + 1
			newj2len[j] = k
			if k > bestsize {
				besti, bestj, bestsize = i-k+1, j-k+1, k
			}
		}
		j2len = newj2len
	}
	eq := func(i, j int) (bool, error) { return py.Equal(t, s.a[i], s.b[j]) }
	for _, wantJunk := range []bool{false, true} {
		for besti > alo && bestj > blo {
			if j, err := s.isBJunk(t, s.b[bestj-1]); err != nil {
				return 0, 0, 0, err
			} else if j != wantJunk {
				break
			}
			if ok, err := eq(besti-1, bestj-1); err != nil {
				return 0, 0, 0, err
			} else if !ok {
				break
			}
			besti, bestj, bestsize = besti-1, bestj-1, bestsize+1
		}
		for besti+bestsize < ahi && bestj+bestsize < bhi {
			if j, err := s.isBJunk(t, s.b[bestj+bestsize]); err != nil {
				return 0, 0, 0, err
			} else if j != wantJunk {
				break
			}
			if ok, err := eq(besti+bestsize, bestj+bestsize); err != nil {
				return 0, 0, 0, err
			} else if !ok {
				break
			}
			bestsize++
		}
	}
	return besti, bestj, bestsize, nil
}

// matchingBlocks is get_matching_blocks(), cached.
func (s *state) matchingBlocks(t *py.Thread) ([][3]int, error) {
	if s.blocks != nil {
		return s.blocks, nil
	}
	la, lb := len(s.a), len(s.b)
	queue := [][4]int{{0, la, 0, lb}}
	var blocks [][3]int
	for len(queue) > 0 {
		q := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		alo, ahi, blo, bhi := q[0], q[1], q[2], q[3]
		i, j, k, err := s.longest(t, alo, ahi, blo, bhi)
		if err != nil {
			return nil, err
		}
		if k > 0 {
			blocks = append(blocks, [3]int{i, j, k})
			if alo < i && blo < j {
				queue = append(queue, [4]int{alo, i, blo, j})
			}
			if i+k < ahi && j+k < bhi {
				queue = append(queue, [4]int{i + k, ahi, j + k, bhi})
			}
		}
	}
	sort.Slice(blocks, func(x, y int) bool {
		for c := 0; c < 3; c++ {
			if blocks[x][c] != blocks[y][c] {
				return blocks[x][c] < blocks[y][c]
			}
		}
		return false
	})
	var out [][3]int
	i1, j1, k1 := 0, 0, 0
	for _, b := range blocks {
		if i1+k1 == b[0] && j1+k1 == b[1] {
			k1 += b[2]
			continue
		}
		if k1 > 0 {
			out = append(out, [3]int{i1, j1, k1})
		}
		i1, j1, k1 = b[0], b[1], b[2]
	}
	if k1 > 0 {
		out = append(out, [3]int{i1, j1, k1})
	}
	s.blocks = append(out, [3]int{la, lb, 0})
	return s.blocks, nil
}

// getOps is get_opcodes(), cached.
func (s *state) getOps(t *py.Thread) ([]opcode, error) {
	if s.opcodes != nil {
		return s.opcodes, nil
	}
	blocks, err := s.matchingBlocks(t)
	if err != nil {
		return nil, err
	}
	// At most two opcodes (48 bytes each) per matching block.
	if err := t.Alloc(int64(len(blocks)) * 2 * 48); err != nil {
		return nil, err
	}
	ops := []opcode{}
	i, j := 0, 0
	for _, b := range blocks {
		ai, bj, size := b[0], b[1], b[2]
		tag := ""
		switch {
		case i < ai && j < bj:
			tag = "replace"
		case i < ai:
			tag = "delete"
		case j < bj:
			tag = "insert"
		}
		if tag != "" {
			ops = append(ops, opcode{tag, i, ai, j, bj}) //krait:alloc-ok two opcodes per matching block, charged before the loop
		}
		i, j = ai+size, bj+size
		if size > 0 {
			ops = append(ops, opcode{"equal", ai, i, bj, j}) //krait:alloc-ok two opcodes per matching block, charged before the loop
		}
	}
	s.opcodes = ops
	return ops, nil
}

// groupedOps is get_grouped_opcodes(n) as a list of groups.
func (s *state) groupedOps(t *py.Thread, n int) ([][]opcode, error) {
	ops, err := s.getOps(t)
	if err != nil {
		return nil, err
	}
	// A copy (the ends are trimmed in place; ops is cached): charged.
	if err := t.Alloc(int64(48 * len(ops))); err != nil {
		return nil, err
	}
	codes := append([]opcode(nil), ops...)
	if len(codes) == 0 {
		codes = []opcode{{"equal", 0, 1, 0, 1}}
	}
	if c := codes[0]; c.tag == "equal" {
		codes[0] = opcode{c.tag, max(c.i1, c.i2-n), c.i2, max(c.j1, c.j2-n), c.j2}
	}
	if c := codes[len(codes)-1]; c.tag == "equal" {
		codes[len(codes)-1] = opcode{c.tag, c.i1, min(c.i2, c.i1+n), c.j1, min(c.j2, c.j1+n)}
	}
	var groups [][]opcode
	var group []opcode
	for _, c := range codes {
		i1, j1 := c.i1, c.j1
		if c.tag == "equal" && c.i2-c.i1 > 2*n {
			group = append(group, opcode{c.tag, c.i1, min(c.i2, c.i1+n), c.j1, min(c.j2, c.j1+n)})
			groups = append(groups, group)
			group = nil
			i1, j1 = max(c.i1, c.i2-n), max(c.j1, c.j2-n)
		}
		group = append(group, opcode{c.tag, i1, c.i2, j1, c.j2})
	}
	if len(group) > 0 && !(len(group) == 1 && group[0].tag == "equal") {
		groups = append(groups, group)
	}
	return groups, nil
}

func calcRatio(matches, length int) py.Value {
	if length > 0 {
		return py.Float(2.0 * float64(matches) / float64(length))
	}
	return py.Float(1.0)
}

func (s *state) ratio(t *py.Thread) (py.Value, error) {
	blocks, err := s.matchingBlocks(t)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, b := range blocks {
		n += b[2]
	}
	return calcRatio(n, len(s.a)+len(s.b)), nil
}

func (s *state) quickRatio(t *py.Thread) (py.Value, error) {
	if !s.hasFullb {
		s.fullb = py.NewDict()
		for _, e := range s.b {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			v, found, err := s.fullb.Get(t, e)
			if err != nil {
				return nil, err
			}
			c := int64(0)
			if found {
				c = int64(v.(py.Int))
			}
			if err := s.fullb.Set(t, e, py.NewInt(c+1)); err != nil {
				return nil, err
			}
		}
		s.hasFullb = true
	}
	avail := py.NewDict()
	matches := 0
	for _, e := range s.a {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		v, found, err := avail.Get(t, e)
		if err != nil {
			return nil, err
		}
		if !found {
			if v, found, err = s.fullb.Get(t, e); err != nil {
				return nil, err
			}
			if !found {
				v = py.NewInt(0)
			}
		}
		numb := int64(v.(py.Int))
		if err := avail.Set(t, e, py.NewInt(numb-1)); err != nil {
			return nil, err
		}
		if numb > 0 {
			matches++
		}
	}
	return calcRatio(matches, len(s.a)+len(s.b)), nil
}

func (s *state) realQuickRatio() py.Value {
	la, lb := len(s.a), len(s.b)
	return calcRatio(min(la, lb), la+lb)
}

// method adapts a state method to a Python method.
func withState(self py.Value, fn func(s *state) (py.Value, error)) (py.Value, error) {
	s, err := stateOf(self)
	if err != nil {
		return nil, err
	}
	return fn(s)
}

func (m *module) setSeqs(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var a, b py.Value
	if err := py.UnpackArgs("set_seqs", args, kwargs, []string{"a", "b"}, 2, &a, &b); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) {
		if err := m.seq1(t, self.(*py.Instance), s, a); err != nil {
			return nil, err
		}
		return py.None, m.seq2(t, self.(*py.Instance), s, b)
	})
}

func (m *module) setSeq1(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var a py.Value
	if err := py.UnpackArgs("set_seq1", args, kwargs, []string{"a"}, 1, &a); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) { return py.None, m.seq1(t, self.(*py.Instance), s, a) })
}

func (m *module) setSeq2(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var b py.Value
	if err := py.UnpackArgs("set_seq2", args, kwargs, []string{"b"}, 1, &b); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) { return py.None, m.seq2(t, self.(*py.Instance), s, b) })
}

// newMatch builds Match(a, b, size).
func (m *module) newMatch(t *py.Thread, a, b, size int) (py.Value, error) {
	return py.Call(t, m.match, []py.Value{py.NewInt(int64(a)), py.NewInt(int64(b)), py.NewInt(int64(size))}, nil)
}

func (m *module) findLongestMatch(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var alo, ahi, blo, bhi py.Value = py.NewInt(0), py.None, py.NewInt(0), py.None
	if err := py.UnpackArgs("find_longest_match", args, kwargs, []string{"alo", "ahi", "blo", "bhi"}, 0, &alo, &ahi, &blo, &bhi); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) {
		bounds := []py.Value{alo, ahi, blo, bhi}
		defaults := []int{0, len(s.a), 0, len(s.b)}
		vals := make([]int, 4)
		for i, v := range bounds {
			if v == py.None {
				vals[i] = defaults[i]
				continue
			}
			n, err := py.Index(t, v)
			if err != nil {
				return nil, err
			}
			vals[i] = int(n)
		}
		if vals[0] < 0 || vals[1] > len(s.a) || vals[2] < 0 || vals[3] > len(s.b) {
			return nil, py.NewIndexError("list index out of range")
		}
		i, j, k, err := s.longest(t, vals[0], vals[1], vals[2], vals[3])
		if err != nil {
			return nil, err
		}
		return m.newMatch(t, i, j, k)
	})
}

func (m *module) getMatchingBlocks(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("get_matching_blocks", args, kwargs); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) {
		blocks, err := s.matchingBlocks(t)
		if err != nil {
			return nil, err
		}
		out := make([]py.Value, len(blocks))
		for i, b := range blocks {
			if out[i], err = m.newMatch(t, b[0], b[1], b[2]); err != nil {
				return nil, err
			}
		}
		return py.NewList(out), nil
	})
}

func opsList(ops []opcode) py.Value {
	out := make([]py.Value, len(ops))
	for i, o := range ops {
		out[i] = py.NewTuple([]py.Value{py.NewStr(o.tag), py.NewInt(int64(o.i1)), py.NewInt(int64(o.i2)), py.NewInt(int64(o.j1)), py.NewInt(int64(o.j2))})
	}
	return py.NewList(out)
}

func (m *module) getOpcodes(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("get_opcodes", args, kwargs); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) {
		ops, err := s.getOps(t)
		if err != nil {
			return nil, err
		}
		return opsList(ops), nil
	})
}

func (m *module) getGroupedOpcodes(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var nv py.Value = py.NewInt(3)
	if err := py.UnpackArgs("get_grouped_opcodes", args, kwargs, []string{"n"}, 0, &nv); err != nil {
		return nil, err
	}
	n, err := py.Index(t, nv)
	if err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) {
		groups, err := s.groupedOps(t, int(n))
		if err != nil {
			return nil, err
		}
		out := make([]py.Value, len(groups))
		for i, g := range groups {
			out[i] = opsList(g)
		}
		return py.Iterate(t, py.NewList(out))
	})
}

func (m *module) ratio(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("ratio", args, kwargs); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) { return s.ratio(t) })
}

func (m *module) quickRatio(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("quick_ratio", args, kwargs); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) { return s.quickRatio(t) })
}

func (m *module) realQuickRatio(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("real_quick_ratio", args, kwargs); err != nil {
		return nil, err
	}
	return withState(self, func(s *state) (py.Value, error) { return s.realQuickRatio(), nil })
}

// getCloseMatches is get_close_matches(word, possibilities, n=3,
// cutoff=0.6): the n best (score, x) pairs, as heapq.nlargest orders
// them (ties: the larger x first).
func (m *module) getCloseMatches(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var word, poss py.Value
	var nv, cutoffV py.Value = py.NewInt(3), py.Float(0.6)
	if err := py.UnpackArgs("get_close_matches", args, kwargs, []string{"word", "possibilities", "n", "cutoff"}, 2, &word, &poss, &nv, &cutoffV); err != nil {
		return nil, err
	}
	pos, err := py.Compare(t, py.Gt, nv, py.NewInt(0))
	if err != nil {
		return nil, err
	}
	if pos != py.True {
		r, _ := py.Repr(t, nv)
		return nil, py.NewValueError("n must be > 0: %s", r)
	}
	cutoff, err := py.ToFloat(t, cutoffV)
	if err != nil {
		return nil, err
	}
	cf := float64(cutoff.(py.Float))
	if !(cf >= 0 && cf <= 1) {
		r, _ := py.Repr(t, cutoffV)
		return nil, py.NewValueError("cutoff must be in [0.0, 1.0]: %s", r)
	}
	n, err := py.Index(t, nv)
	if err != nil {
		return nil, err
	}
	s := &state{isjunk: py.None, autojunk: true}
	el, err := items(t, word)
	if err != nil {
		return nil, err
	}
	s.bObj, s.b = word, el
	if err := s.chainB(t); err != nil {
		return nil, err
	}
	cands, err := items(t, poss)
	if err != nil {
		return nil, err
	}
	type scored struct {
		score float64
		x     py.Value
	}
	var result []scored
	for _, x := range cands {
		if s.a, err = items(t, x); err != nil {
			return nil, err
		}
		s.aObj, s.blocks, s.opcodes = x, nil, nil
		if float64(s.realQuickRatio().(py.Float)) < cf {
			continue
		}
		q, err := s.quickRatio(t)
		if err != nil {
			return nil, err
		}
		if float64(q.(py.Float)) < cf {
			continue
		}
		r, err := s.ratio(t)
		if err != nil {
			return nil, err
		}
		if float64(r.(py.Float)) >= cf {
			if err := t.Alloc(24); err != nil { // the scored entry
				return nil, err
			}
			result = append(result, scored{float64(r.(py.Float)), x}) //krait:alloc-ok charged 24 bytes per entry just above
		}
	}
	var sortErr error
	sort.SliceStable(result, func(i, j int) bool {
		if result[i].score != result[j].score {
			return result[i].score > result[j].score
		}
		gt, err := py.CompareBool(t, py.Gt, result[i].x, result[j].x)
		if err != nil && sortErr == nil {
			sortErr = err
		}
		return gt
	})
	if sortErr != nil {
		return nil, sortErr
	}
	if int64(len(result)) > n {
		result = result[:n]
	}
	out := make([]py.Value, len(result))
	for i, r := range result {
		out[i] = r.x
	}
	return py.NewList(out), nil
}

// formatRangeUnified is _format_range_unified(start, stop).
func formatRangeUnified(start, stop int) string {
	beginning, length := start+1, stop-start
	if length == 1 {
		return strconv.Itoa(beginning)
	}
	if length == 0 {
		beginning--
	}
	return strconv.Itoa(beginning) + "," + strconv.Itoa(length)
}

// unifiedDiff is unified_diff(a, b, fromfile, tofile, fromfiledate,
// tofiledate, n=3, lineterm), the four names defaulting to empty
// strings and lineterm to a newline, returning an iterator over its
// lines.
func (m *module) unifiedDiff(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var a, b py.Value
	strs := []py.Value{py.NewStr(""), py.NewStr(""), py.NewStr(""), py.NewStr("")}
	var nv py.Value = py.NewInt(3)
	var lineterm py.Value = py.NewStr("\n")
	if err := py.UnpackArgs("unified_diff", args, kwargs, []string{"a", "b", "fromfile", "tofile", "fromfiledate", "tofiledate", "n", "lineterm"}, 2,
		&a, &b, &strs[0], &strs[1], &strs[2], &strs[3], &nv, &lineterm); err != nil {
		return nil, err
	}
	s := &state{isjunk: py.None, autojunk: true}
	var err error
	if s.a, err = items(t, a); err != nil {
		return nil, err
	}
	if s.b, err = items(t, b); err != nil {
		return nil, err
	}
	for _, seq := range [][]py.Value{s.a, s.b} {
		if len(seq) > 0 {
			if _, ok := seq[0].(*py.Str); !ok {
				r, err := py.Repr(t, seq[0])
				if err != nil {
					return nil, err
				}
				return nil, py.NewTypeError("lines to compare must be str, not %s (%s)", py.TypeName(seq[0]), r)
			}
		}
	}
	var text [4]string
	for i, v := range append(strs, lineterm) {
		st, ok := v.(*py.Str)
		if !ok {
			r, err := py.Repr(t, v)
			if err != nil {
				return nil, err
			}
			return nil, py.NewTypeError("all arguments must be str, not: %s", r)
		}
		if i < 4 {
			text[i] = st.String()
		}
	}
	term := lineterm.(*py.Str).String()
	n, err := py.Index(t, nv)
	if err != nil {
		return nil, err
	}
	s.aObj, s.bObj = a, b
	if err := s.chainB(t); err != nil {
		return nil, err
	}
	groups, err := s.groupedOps(t, int(n))
	if err != nil {
		return nil, err
	}
	var out []py.Value
	add := func(prefix string, v py.Value) error {
		if err := t.Tick(); err != nil {
			return err
		}
		out = append(out, py.NewStr(prefix+v.(*py.Str).String()))
		return nil
	}
	for gi, g := range groups {
		if gi == 0 {
			fromdate, todate := "", ""
			if text[2] != "" {
				fromdate = "\t" + text[2]
			}
			if text[3] != "" {
				todate = "\t" + text[3]
			}
			out = append(out, py.NewStr("--- "+text[0]+fromdate+term), py.NewStr("+++ "+text[1]+todate+term)) //krait:alloc-ok the two header lines, once (the first group)
		}
		first, last := g[0], g[len(g)-1]
		out = append(out, py.NewStr("@@ -"+formatRangeUnified(first.i1, last.i2)+" +"+formatRangeUnified(first.j1, last.j2)+" @@"+term))
		for _, o := range g {
			if o.tag == "equal" {
				for _, line := range s.a[o.i1:o.i2] {
					if err := add(" ", line); err != nil {
						return nil, err
					}
				}
				continue
			}
			if o.tag == "replace" || o.tag == "delete" {
				for _, line := range s.a[o.i1:o.i2] {
					if err := add("-", line); err != nil {
						return nil, err
					}
				}
			}
			if o.tag == "replace" || o.tag == "insert" {
				for _, line := range s.b[o.j1:o.j2] {
					if err := add("+", line); err != nil {
						return nil, err
					}
				}
			}
		}
	}
	return py.Iterate(t, py.NewList(out))
}
