package py

// setEntry is one slot of a set's hash table: empty when key is nil, a
// deleted slot ("dummy") when key is setDummy (hash -1), else active.
type setEntry struct {
	key  Value
	hash int64
}

// dummyKey marks deleted set slots.
type dummyKey struct{ _ byte }

// Type is never observed by Python code.
func (*dummyKey) Type() *Type { return ObjectType }

var setDummy Value = &dummyKey{}

const (
	setMinSize      = 8
	setLinearProbes = 9
	setPerturbShift = 5
	setEntrySize    = 24 // bytes charged per table slot
)

// setTable is CPython's set layout: open addressing with linear probing
// of up to 9 neighbours, then perturbed probing; the same growth policy,
// so iteration order (table order) matches CPython's.
type setTable struct {
	table  []setEntry // nil means an empty table of setMinSize slots
	fill   int        // active + dummy slots
	used   int        // active slots
	finger int        // where pop() resumes
}

// Set is a Python set.
type Set struct{ setTable }

// FrozenSet is a Python frozenset.
type FrozenSet struct {
	setTable
	hash   int64
	hashed bool
}

// Type returns set.
func (*Set) Type() *Type { return SetType }

// Type returns frozenset.
func (*FrozenSet) Type() *Type { return FrozenSetType }

// NewSet returns an empty set.
func NewSet() *Set { return &Set{} }

// NewFrozenSet returns an empty frozenset.
func NewFrozenSet() *FrozenSet { return &FrozenSet{} }

// Len returns the number of elements.
func (s *setTable) Len() int { return s.used }

func (s *setTable) mask() int {
	if s.table == nil {
		return setMinSize - 1
	}
	return len(s.table) - 1
}

func (s *setTable) ensure() {
	if s.table == nil {
		s.table = make([]setEntry, setMinSize)
	}
}

// lookup returns the index of key's active slot, or -1.
func (s *setTable) lookup(t *Thread, key Value, hash int64) (int, error) {
restart:
	if s.used == 0 || len(s.table) == 0 {
		return -1, nil
	}
	table := s.table
	mask := uint64(len(table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for rounds := 1; ; rounds++ {
		if rounds&7 == 0 && t != nil {
			if err := t.Charge(80); err != nil {
				return -1, err
			}
		}
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := i; ; j++ {
			e := &table[j]
			if e.key == nil {
				return -1, nil
			}
			if e.hash == hash && e.key != setDummy {
				start := e.key
				eq, err := keysEqual(t, start, key)
				if err != nil {
					return -1, err
				}
				if eq {
					if sameTable(s.table, table) && Is(table[j].key, start) {
						return int(j), nil
					}
					// Each restart costs an operation, so a lookup that keeps
					// restarting is bounded by the budget and the deadline.
					if err := tick(t); err != nil {
						return -1, err
					}
					goto restart
				}
				if !sameTable(s.table, table) || !Is(table[j].key, start) {
					// Each restart costs an operation, so a lookup that keeps
					// restarting is bounded by the budget and the deadline.
					if err := tick(t); err != nil {
						return -1, err
					}
					goto restart
				}
			}
			if probes == 0 {
				break
			}
			probes--
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// add inserts key with its hash (CPython's set_add_entry).
func (s *setTable) add(t *Thread, key Value, hash int64) error {
restart:
	s.ensure()
	table := s.table
	mask := uint64(len(table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	free := -1
	for rounds := 1; ; rounds++ {
		if rounds&7 == 0 && t != nil {
			// Long probe chains (colliding hashes) cost operations.
			if err := t.Charge(80); err != nil {
				return err
			}
		}
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := i; ; j++ {
			e := &table[j]
			if e.key == nil {
				if free >= 0 {
					s.used++
					table[free] = setEntry{key: key, hash: hash}
					return nil
				}
				s.fill++
				s.used++
				*e = setEntry{key: key, hash: hash}
				if uint64(s.fill)*5 < mask*3 {
					return nil
				}
				n := s.used * 4
				if s.used > 50000 {
					n = s.used * 2
				}
				return s.resize(t, n)
			}
			if e.hash == hash && e.key != setDummy {
				start := e.key
				eq, err := keysEqual(t, start, key)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
				if !sameTable(s.table, table) || !Is(table[j].key, start) {
					// Each restart costs an operation, so a lookup that keeps
					// restarting is bounded by the budget and the deadline.
					if err := tick(t); err != nil {
						return err
					}
					goto restart
				}
			} else if e.key == setDummy {
				free = int(j)
			}
			if probes == 0 {
				break
			}
			probes--
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// sameTable reports whether two table slices are the same array (a user
// __eq__ may have resized or cleared the set meanwhile).
func sameTable(a, b []setEntry) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// insertClean places a key known to be absent into a table without
// dummies (CPython's set_insert_clean).
func insertClean(table []setEntry, key Value, hash int64) {
	mask := uint64(len(table) - 1)
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		if table[i].key == nil {
			table[i] = setEntry{key: key, hash: hash}
			return
		}
		if i+setLinearProbes <= mask {
			for j := i + 1; j <= i+setLinearProbes; j++ {
				if table[j].key == nil {
					table[j] = setEntry{key: key, hash: hash}
					return
				}
			}
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// resize rebuilds the table with more than minUsed slots.
func (s *setTable) resize(t *Thread, minUsed int) error {
	size := setMinSize
	for size <= minUsed {
		size <<= 1
	}
	if err := t.Alloc(int64(size) * setEntrySize); err != nil {
		return err
	}
	old := s.table
	table := make([]setEntry, size)
	for _, e := range old {
		if e.key != nil && e.key != setDummy {
			insertClean(table, e.key, e.hash)
		}
	}
	s.table = table
	s.fill = s.used
	return nil
}

// discard removes key; it reports whether key was present.
func (s *setTable) discard(t *Thread, key Value, hash int64) (bool, error) {
	i, err := s.lookup(t, key, hash)
	if err != nil || i < 0 {
		return false, err
	}
	s.table[i] = setEntry{key: setDummy, hash: -1}
	s.used--
	return true, nil
}

// contains reports whether key is present.
func (s *setTable) contains(t *Thread, key Value, hash int64) (bool, error) {
	i, err := s.lookup(t, key, hash)
	return i >= 0, err
}

// clear empties the set.
func (s *setTable) clear() {
	s.table = nil
	s.fill = 0
	s.used = 0
}

// merge adds every element of other (CPython's set_merge).
func (s *setTable) merge(t *Thread, other *setTable) error {
	if other == s || other.used == 0 {
		return nil
	}
	if err := t.Charge(int64(other.used)); err != nil {
		return err
	}
	if (s.fill+other.used)*5 >= s.mask()*3 {
		if err := s.resize(t, (s.used+other.used)*2); err != nil {
			return err
		}
	}
	s.ensure()
	if s.fill == 0 && len(s.table) == len(other.table) && other.fill == other.used {
		copy(s.table, other.table)
		s.fill, s.used = other.fill, other.used
		return nil
	}
	if s.fill == 0 {
		for _, e := range other.table {
			if e.key != nil && e.key != setDummy {
				insertClean(s.table, e.key, e.hash)
			}
		}
		s.fill, s.used = other.used, other.used
		return nil
	}
	for i := 0; i < len(other.table); i++ {
		e := other.table[i]
		if e.key != nil && e.key != setDummy {
			if err := s.add(t, e.key, e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// asSetTable returns the table of a set or frozenset (or of an instance
// of a subclass).
func asSetTable(v Value) (*setTable, bool) {
	switch x := v.(type) {
	case *Set:
		return &x.setTable, true
	case *FrozenSet:
		return &x.setTable, true
	case *Instance:
		if x.Base != nil {
			return asSetTable(x.Base)
		}
	}
	return nil, false
}

// update adds the elements of an iterable (CPython's set_update_internal).
func (s *setTable) update(t *Thread, other Value) error {
	if o, ok := asSetTable(other); ok {
		return s.merge(t, o)
	}
	if d, ok := other.(*Dict); ok {
		if (s.fill+d.used)*5 >= s.mask()*3 {
			if err := s.resize(t, (s.used+d.used)*2); err != nil {
				return err
			}
		}
		for i := 0; i < len(d.entries); i++ {
			e := d.entries[i]
			if e.key == nil {
				continue
			}
			if err := tick(t); err != nil {
				return err
			}
			if err := s.add(t, e.key, e.hash); err != nil {
				return err
			}
		}
		return nil
	}
	it, err := Iterate(t, other)
	if err != nil {
		return err
	}
	for {
		v, err := it.Next(t)
		if err != nil {
			return err
		}
		if v == nil {
			return nil
		}
		if err := tick(t); err != nil {
			return err
		}
		h, err := Hash(t, v)
		if err != nil {
			return err
		}
		if err := s.add(t, v, h); err != nil {
			return err
		}
	}
}

// elements returns the active keys in table order.
func (s *setTable) elements() []Value {
	out := make([]Value, 0, s.used) //krait:alloc-ok a copy of the set's live elements: no larger than its charged table
	for _, e := range s.table {
		if e.key != nil && e.key != setDummy {
			out = append(out, e.key)
		}
	}
	return out
}

// Elements returns the set's elements in iteration order (a new slice).
func (s *Set) Elements() []Value { return s.elements() }

// Elements returns the frozenset's elements in iteration order.
func (s *FrozenSet) Elements() []Value { return s.elements() }

// Add inserts v into the set.
func (s *Set) Add(t *Thread, v Value) error {
	h, err := Hash(t, v)
	if err != nil {
		return err
	}
	return s.add(t, v, h)
}

// Contains reports whether v is in the set.
func (s *setTable) Contains(t *Thread, v Value) (bool, error) {
	k, h, err := setKey(t, v)
	if err != nil {
		return false, err
	}
	return s.contains(t, k, h)
}

// setKey returns the key and hash under which v is looked up in a set
// (in, discard, remove): v itself, or for an unhashable set the equal
// frozenset, as CPython's set_contains and set_discard do.
func setKey(t *Thread, v Value) (Value, int64, error) {
	h, err := Hash(t, v)
	if err != nil {
		if k, ok := v.(*Set); ok && isTypeError(err) {
			fs := &FrozenSet{setTable: k.setTable}
			return fs, fs.hashValue(), nil
		}
		return nil, 0, err
	}
	return v, h, nil
}

// NewSetFrom returns set(iterable).
func NewSetFrom(t *Thread, iterable Value) (*Set, error) {
	s := NewSet()
	if err := t.Alloc(64); err != nil {
		return nil, err
	}
	if iterable != nil {
		if err := s.update(t, iterable); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// NewFrozenSetFrom returns frozenset(iterable).
func NewFrozenSetFrom(t *Thread, iterable Value) (*FrozenSet, error) {
	s := NewFrozenSet()
	if err := t.Alloc(64); err != nil {
		return nil, err
	}
	if iterable != nil {
		if err := s.update(t, iterable); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// copyTable returns a copy of s as CPython's set_copy builds it.
func (s *setTable) copyTable(t *Thread) (setTable, error) {
	var r setTable
	err := r.merge(t, s)
	return r, err
}

// makeLike returns a new empty set of the same kind as v (set for sets,
// frozenset for frozensets).
func makeLike(v Value, tab setTable) Value {
	if _, ok := unwrapBase(v).(*FrozenSet); ok {
		return &FrozenSet{setTable: tab}
	}
	return &Set{setTable: tab}
}

// setUnion is a | b.
func setUnion(t *Thread, a Value, at *setTable, b Value) (Value, error) {
	r, err := at.copyTable(t)
	if err != nil {
		return nil, err
	}
	if err := r.update(t, b); err != nil {
		return nil, err
	}
	return makeLike(a, r), nil
}

// setIntersection is a & b (CPython's set_intersection).
func setIntersection(t *Thread, a Value, at *setTable, b Value) (Value, error) {
	var r setTable
	if bt, ok := asSetTable(b); ok {
		so, other := at, bt
		if other.used > so.used {
			so, other = other, so
		}
		for i := 0; i < len(other.table); i++ {
			e := other.table[i]
			if e.key == nil || e.key == setDummy {
				continue
			}
			if err := tick(t); err != nil {
				return nil, err
			}
			ok, err := so.contains(t, e.key, e.hash)
			if err != nil {
				return nil, err
			}
			if ok {
				if err := r.add(t, e.key, e.hash); err != nil {
					return nil, err
				}
			}
		}
		return makeLike(a, r), nil
	}
	it, err := Iterate(t, b)
	if err != nil {
		return nil, err
	}
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return makeLike(a, r), nil
		}
		if err := tick(t); err != nil {
			return nil, err
		}
		h, err := Hash(t, v)
		if err != nil {
			return nil, err
		}
		ok, err := at.contains(t, v, h)
		if err != nil {
			return nil, err
		}
		if ok {
			if err := r.add(t, v, h); err != nil {
				return nil, err
			}
		}
	}
}

// setDifference is a - b (CPython's set_difference).
func setDifference(t *Thread, a Value, at *setTable, b Value) (Value, error) {
	bt, isSet := asSetTable(b)
	bd, isDict := b.(*Dict)
	otherSize := 0
	switch {
	case isSet:
		otherSize = bt.used
	case isDict:
		otherSize = bd.used
	}
	if (!isSet && !isDict) || at.used>>2 > otherSize {
		r, err := at.copyTable(t)
		if err != nil {
			return nil, err
		}
		if err := r.differenceUpdate(t, b); err != nil {
			return nil, err
		}
		return makeLike(a, r), nil
	}
	var r setTable
	for i := 0; i < len(at.table); i++ {
		e := at.table[i]
		if e.key == nil || e.key == setDummy {
			continue
		}
		if err := tick(t); err != nil {
			return nil, err
		}
		var found bool
		var err error
		if isSet {
			found, err = bt.contains(t, e.key, e.hash)
		} else {
			_, found, err = bd.GetHashed(t, e.key, e.hash)
		}
		if err != nil {
			return nil, err
		}
		if !found {
			if err := r.add(t, e.key, e.hash); err != nil {
				return nil, err
			}
		}
	}
	return makeLike(a, r), nil
}

// differenceUpdate removes the elements of other.
func (s *setTable) differenceUpdate(t *Thread, other Value) error {
	if o, ok := asSetTable(other); ok {
		if o == s {
			s.clear()
			return nil
		}
		for i := 0; i < len(o.table); i++ {
			e := o.table[i]
			if e.key == nil || e.key == setDummy {
				continue
			}
			if err := tick(t); err != nil {
				return err
			}
			if _, err := s.discard(t, e.key, e.hash); err != nil {
				return err
			}
		}
		return s.shrinkDummies(t)
	}
	items, err := iterateAll(t, other)
	if err != nil {
		return err
	}
	for _, v := range items {
		h, err := Hash(t, v)
		if err != nil {
			return err
		}
		if _, err := s.discard(t, v, h); err != nil {
			return err
		}
	}
	return s.shrinkDummies(t)
}

// shrinkDummies ends a difference update as CPython does: a table with
// more than a quarter of its slots deleted is rebuilt, which fixes the
// iteration order of what is added next.
func (s *setTable) shrinkDummies(t *Thread) error {
	if s.fill-s.used <= s.mask()/4 {
		return nil
	}
	n := s.used * 4
	if s.used > 50000 {
		n = s.used * 2
	}
	return s.resize(t, n)
}

// symmetricDifferenceUpdate toggles the elements of other.
func (s *setTable) symmetricDifferenceUpdate(t *Thread, other Value) error {
	o, ok := asSetTable(other)
	if !ok {
		tmp, err := NewSetFrom(t, other)
		if err != nil {
			return err
		}
		o = &tmp.setTable
	}
	if o == s {
		s.clear()
		return nil
	}
	for i := 0; i < len(o.table); i++ {
		e := o.table[i]
		if e.key == nil || e.key == setDummy {
			continue
		}
		if err := tick(t); err != nil {
			return err
		}
		found, err := s.discard(t, e.key, e.hash)
		if err != nil {
			return err
		}
		if !found {
			if err := s.add(t, e.key, e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// setSymmetricDifference is a ^ b.
func setSymmetricDifference(t *Thread, a Value, at *setTable, b Value) (Value, error) {
	var r setTable
	if err := r.update(t, b); err != nil {
		return nil, err
	}
	if err := r.symmetricDifferenceUpdate(t, a); err != nil {
		return nil, err
	}
	return makeLike(a, r), nil
}

// isSubset reports whether every element of a is in b.
func isSubset(t *Thread, a, b *setTable) (bool, error) {
	if a.used > b.used {
		return false, nil
	}
	for i := 0; i < len(a.table); i++ {
		e := a.table[i]
		if e.key == nil || e.key == setDummy {
			continue
		}
		if err := tick(t); err != nil {
			return false, err
		}
		ok, err := b.contains(t, e.key, e.hash)
		if err != nil || !ok {
			return false, err
		}
	}
	return true, nil
}

// setCompare compares two sets (subset ordering).
func setCompare(t *Thread, op CompareOp, a, b *setTable) (Value, error) {
	switch op {
	case Eq, Ne:
		eq := a.used == b.used
		if eq {
			var err error
			if eq, err = isSubset(t, a, b); err != nil {
				return nil, err
			}
		}
		return NewBool(eq == (op == Eq)), nil
	case Le:
		r, err := isSubset(t, a, b)
		return NewBool(r), err
	case Lt:
		if a.used >= b.used {
			return False, nil
		}
		r, err := isSubset(t, a, b)
		return NewBool(r), err
	case Ge:
		r, err := isSubset(t, b, a)
		return NewBool(r), err
	case Gt:
		if b.used >= a.used {
			return False, nil
		}
		r, err := isSubset(t, b, a)
		return NewBool(r), err
	}
	return NotImplemented, nil
}

// frozensetHash is CPython's frozenset hash.
func (s *FrozenSet) hashValue() int64 {
	if s.hashed {
		return s.hash
	}
	var acc uint64
	for _, e := range s.table {
		if e.key != nil && e.key != setDummy {
			acc ^= shuffleBits(uint64(e.hash))
		}
	}
	s.hash = frozensetHashFinish(acc, s.used)
	s.hashed = true
	return s.hash
}

// setIterator iterates over a set in table order.
type setIterator struct {
	s    *setTable
	pos  int
	used int
}

// Type returns set_iterator.
func (*setIterator) Type() *Type { return SetIteratorType }

// Next returns the next element.
func (it *setIterator) Next(t *Thread) (Value, error) {
	s := it.s
	if s == nil {
		return nil, nil
	}
	if s.used != it.used {
		it.used = -1
		return nil, NewRuntimeError("Set changed size during iteration")
	}
	for it.pos < len(s.table) {
		e := s.table[it.pos]
		it.pos++
		if e.key != nil && e.key != setDummy {
			return e.key, nil
		}
	}
	it.s = nil
	return nil, nil
}

// pop removes and returns an arbitrary element (CPython's order).
func (s *setTable) pop() (Value, bool) {
	if s.used == 0 {
		return nil, false
	}
	i := s.finger & (len(s.table) - 1)
	for s.table[i].key == nil || s.table[i].key == setDummy {
		i++
		if i >= len(s.table) {
			i = 0
		}
	}
	key := s.table[i].key
	s.table[i] = setEntry{key: setDummy, hash: -1}
	s.used--
	s.finger = i + 1
	return key, true
}

// reprSet renders a set or frozenset.
func reprSet(t *Thread, v Value, s *setTable) (string, error) {
	name := v.Type().Name
	_, frozen := unwrapBase(v).(*FrozenSet)
	isPlain := v.Type() == SetType
	if s.used == 0 {
		return name + "()", nil
	}
	if t != nil {
		if !t.reprEnter(v) {
			return name + "(...)", nil
		}
		defer t.reprLeave()
	}
	elems := s.elements() // a snapshot, as CPython's set_repr takes
	inner, err := reprItems(t, "{", "}", func() []Value { return elems }, false)
	if err != nil {
		return "", err
	}
	if isPlain && !frozen {
		return inner, nil
	}
	return ConcatText(t, name, "(", inner, ")")
}
