package py

// Dict is a Python dict: CPython's compact layout, a dense slice of
// entries in insertion order plus an open-addressing index table.
// Deleted entries stay in the dense slice as tombstones (key == nil) until
// the next resize compacts it.
type Dict struct {
	entries []dictEntry
	index   []int32 // -1 empty, -2 deleted, else an entries index
	used    int     // live entries
	layout  uint64  // bumped when the table is rebuilt (resize, clear)
	writes  uint64  // bumped by every store or delete (class attribute caches)
}

type dictEntry struct {
	hash  int64
	key   Value // nil for a deleted entry
	value Value
}

const (
	// dictLinearMax is the size up to which a dict has no index table
	// and lookups scan its entries (most instance dicts and kwargs).
	dictLinearMax = 8

	ixEmpty   = -1
	ixDeleted = -2
	// dictEntrySize is the number of bytes charged per entry.
	dictEntrySize = 40
)

// Type returns dict.
func (*Dict) Type() *Type { return DictType }

// NewDict returns an empty dict.
func NewDict() *Dict { return &Dict{} }

// dictBlock is a dict and room for its first 4 entries (the capacity of
// a first growth) in one allocation.
type dictBlock struct {
	Dict
	e [4]dictEntry
}

// NewDictDisplay returns an empty dict for a display ({} or {k: v} with
// up to 4 pairs) or a comprehension, charging it and the room for its
// first 4 entries, which then need no allocation of their own.
func NewDictDisplay(t *Thread) (*Dict, error) {
	if err := t.Alloc(64 + 4*dictEntrySize); err != nil {
		return nil, err
	}
	x := new(dictBlock)
	x.entries = x.e[:0]
	return &x.Dict, nil
}

// NewDictSized returns an empty dict with room for n entries.
func NewDictSized(n int) *Dict {
	d := &Dict{}
	switch {
	case n > dictLinearMax:
		d.resize(n)
	case n > 0:
		d.entries = make([]dictEntry, 0, n) //krait:alloc-ok n counts entries that exist (a dict being copied, decoded JSON pairs, a Counter, namedtuple fields); the dict copy charges its table first
	}
	return d
}

// Len returns the number of items.
func (d *Dict) Len() int { return d.used }

// usable returns how many entries the index table admits (2/3 load).
func usable(size int) int { return size * 2 / 3 }

// dictTableBytes is what resize(n) allocates: the index table and room
// for the dense entries.
func dictTableBytes(n int) int64 {
	size := 8
	for usable(size) < n {
		size <<= 1
	}
	return int64(size)*4 + int64(usable(size))*dictEntrySize
}

// resize rebuilds the index for at least n live entries and compacts
// the dense entries.
func (d *Dict) resize(n int) {
	size := 8
	for usable(size) < n {
		size <<= 1
	}
	if d.used != len(d.entries) {
		live := make([]dictEntry, 0, usable(size)) //krait:alloc-ok resize follows the growth charge (dictTableBytes in grow) or a NewDictSized caller bounded by existing entries
		for _, e := range d.entries {
			if e.key != nil {
				live = append(live, e)
			}
		}
		d.entries = live
	} else if cap(d.entries) < usable(size) {
		grown := make([]dictEntry, len(d.entries), usable(size)) //krait:alloc-ok resize follows the growth charge (dictTableBytes in grow) or a NewDictSized caller bounded by existing entries
		copy(grown, d.entries)
		d.entries = grown
	}
	d.layout++
	d.index = make([]int32, size) //krait:alloc-ok resize follows the growth charge (dictTableBytes in grow); 4 bytes per slot of a charged table
	for i := range d.index {
		d.index[i] = ixEmpty
	}
	mask := uint64(size - 1)
	for i, e := range d.entries {
		j := uint64(e.hash) & mask
		perturb := uint64(e.hash)
		for d.index[j] != ixEmpty {
			perturb >>= 5
			j = (j*5 + perturb + 1) & mask
		}
		d.index[j] = int32(i)
	}
}

// fastKeysEqual compares a stored key with a probe key when that runs no
// Python code (identity, str and int keys); ok is false otherwise.
func fastKeysEqual(stored, key Value) (eq, ok bool) {
	if stored == key {
		return true, true
	}
	switch a := stored.(type) {
	case *Str:
		if b, isStr := key.(*Str); isStr {
			return a.s == b.s, true
		}
	case Int:
		if b, isInt := key.(Int); isInt {
			return a == b, true
		}
	}
	return false, false
}

// keysEqual compares a stored key with a probe key: identity, then fast
// paths, then Python ==.
func keysEqual(t *Thread, stored, key Value) (bool, error) {
	if eq, ok := fastKeysEqual(stored, key); ok {
		return eq, nil
	}
	return Equal(t, stored, key)
}

// compareKeys compares entry e's key with key through Python ==, setting
// *eq, and reports whether the lookup must start again: as CPython's
// lookdict, when the comparison (a user __eq__) rebuilt the table or
// replaced the entry. An insertion that leaves the table in place does
// not restart it, so an __eq__ that adds an item on each call still
// ends; each restart costs an operation, so one that rebuilds the table
// every time is bounded by the budget and the deadline.
func (d *Dict) compareKeys(t *Thread, e int, key Value, eq *bool) (restart bool, err error) {
	layout, start := d.layout, d.entries[e].key
	if *eq, err = Equal(t, start, key); err != nil {
		return false, err
	}
	if d.layout == layout && e < len(d.entries) && Is(d.entries[e].key, start) {
		return false, nil
	}
	return true, tick(t)
}

// find returns the index-table slot and entry index of key (entry -1
// when absent; slot is then where it would be inserted).
func (d *Dict) find(t *Thread, key Value, hash int64) (slot int, entry int, err error) {
restart:
	if d.index == nil {
		// Small dicts have no index table: scan the entries.
		for i := 0; i < len(d.entries); i++ {
			e := &d.entries[i]
			if e.key != nil && e.hash == hash {
				eq, fast := fastKeysEqual(e.key, key)
				if !fast {
					restart, err := d.compareKeys(t, i, key, &eq)
					if err != nil {
						return -1, -1, err
					}
					if restart {
						goto restart
					}
				}
				if eq {
					return -1, i, nil
				}
			}
		}
		return -1, -1, nil
	}
	mask := uint64(len(d.index) - 1)
	j := uint64(hash) & mask
	perturb := uint64(hash)
	free := -1
	for probes := 1; ; probes++ {
		if probes&31 == 0 && t != nil {
			// Long probe chains (colliding hashes) cost operations.
			if err := t.Charge(32); err != nil {
				return -1, -1, err
			}
		}
		ix := d.index[j]
		switch {
		case ix == ixEmpty:
			if free >= 0 {
				return free, -1, nil
			}
			return int(j), -1, nil
		case ix == ixDeleted:
			if free < 0 {
				free = int(j)
			}
		default:
			e := &d.entries[ix]
			if e.hash == hash {
				eq, fast := fastKeysEqual(e.key, key)
				if !fast {
					restart, err := d.compareKeys(t, int(ix), key, &eq)
					if err != nil {
						return -1, -1, err
					}
					if restart {
						goto restart
					}
				}
				if eq {
					return int(j), int(ix), nil
				}
			}
		}
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
}

// GetHashed looks key up with a precomputed hash.
func (d *Dict) GetHashed(t *Thread, key Value, hash int64) (Value, bool, error) {
	_, e, err := d.find(t, key, hash)
	if err != nil || e < 0 {
		return nil, false, err
	}
	return d.entries[e].value, true, nil
}

// Get looks key up; found is false when absent. Unhashable keys raise.
func (d *Dict) Get(t *Thread, key Value) (Value, bool, error) {
	h, err := Hash(t, key)
	if err != nil {
		return nil, false, err
	}
	return d.GetHashed(t, key, h)
}

// GetStr looks up a string key without running Python code; it returns
// nil when absent.
func (d *Dict) GetStr(name string) Value {
	if d.used == 0 {
		return nil
	}
	return d.getStrHash(name, hashString(name, isASCII(name)))
}

// GetStrKey is GetStr with a *Str key whose hash is cached.
func (d *Dict) GetStrKey(name *Str) Value {
	if d.used == 0 {
		return nil
	}
	return d.getStrHash(name.s, name.Hash())
}

// getStrHash looks up string key name whose hash is h.
func (d *Dict) getStrHash(name string, h int64) Value {
	if d.index == nil {
		for i := range d.entries {
			e := &d.entries[i]
			if e.hash == h {
				if k, ok := e.key.(*Str); ok && k.s == name {
					return e.value
				}
			}
		}
		return nil
	}
	mask := uint64(len(d.index) - 1)
	j := uint64(h) & mask
	perturb := uint64(h)
	for {
		ix := d.index[j]
		if ix == ixEmpty {
			return nil
		}
		if ix >= 0 {
			e := &d.entries[ix]
			if e.hash == h {
				if k, ok := e.key.(*Str); ok && k.s == name {
					return e.value
				}
			}
		}
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// SetStr stores value under a string key (no Python code can run).
func (d *Dict) SetStr(name string, value Value) {
	k := NewStr(name)
	_ = d.SetHashed(nil, k, k.Hash(), value)
}

// Set stores value under key, charging memory for new entries.
func (d *Dict) Set(t *Thread, key, value Value) error {
	h, err := Hash(t, key)
	if err != nil {
		return err
	}
	return d.SetHashed(t, key, h, value)
}

// SetHashed stores value under key with a precomputed hash.
func (d *Dict) SetHashed(t *Thread, key Value, hash int64, value Value) error {
	slot, e, err := d.find(t, key, hash)
	if err != nil {
		return err
	}
	d.writes++
	if e >= 0 {
		d.entries[e].value = value
		return nil
	}
	if d.index == nil && len(d.entries) < dictLinearMax {
		if len(d.entries) == cap(d.entries) {
			newCap := min(max(2*cap(d.entries), 4), dictLinearMax)
			if err := t.Alloc(int64(newCap) * dictEntrySize); err != nil {
				return err
			}
			grown := make([]dictEntry, len(d.entries), newCap)
			copy(grown, d.entries)
			d.entries = grown
		}
		d.entries = append(d.entries, dictEntry{hash: hash, key: key, value: value})
		d.used++
		return nil
	}
	if d.index == nil || len(d.entries) >= usable(len(d.index)) {
		n := (d.used + 1) * 3
		if err := t.Alloc(dictTableBytes(n)); err != nil {
			return err
		}
		d.resize(n)
		// The key is absent (find said so above) and the rebuilt index has
		// no deleted slots: its slot is the first free one on its probe
		// sequence. (Probing with find again would compare it with keys of
		// the same hash, running their __eq__.)
		slot = d.emptySlot(hash)
	}
	d.index[slot] = int32(len(d.entries))
	d.entries = append(d.entries, dictEntry{hash: hash, key: key, value: value})
	d.used++
	return nil
}

// emptySlot returns the first free index slot for hash.
func (d *Dict) emptySlot(hash int64) int {
	mask := uint64(len(d.index) - 1)
	j := uint64(hash) & mask
	perturb := uint64(hash)
	for d.index[j] >= 0 {
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
	return int(j)
}

// Delete removes key, returning its value; found is false when absent.
func (d *Dict) Delete(t *Thread, key Value) (Value, bool, error) {
	h, err := Hash(t, key)
	if err != nil {
		return nil, false, err
	}
	return d.DeleteHashed(t, key, h)
}

// DeleteHashed removes key with a precomputed hash.
func (d *Dict) DeleteHashed(t *Thread, key Value, hash int64) (Value, bool, error) {
	slot, e, err := d.find(t, key, hash)
	if err != nil || e < 0 {
		return nil, false, err
	}
	return d.removeEntry(slot, e), true, nil
}

// removeEntry deletes entry e, whose index slot is slot (-1 for a dict
// without an index), and returns its value.
func (d *Dict) removeEntry(slot, e int) Value {
	v := d.entries[e].value
	if slot >= 0 {
		d.index[slot] = ixDeleted
	}
	d.entries[e] = dictEntry{}
	d.used--
	d.writes++
	if d.used == 0 {
		d.layout++ // entry positions are reused from here on
		d.entries = d.entries[:0]
		for i := range d.index {
			d.index[i] = ixEmpty
		}
	}
	return v
}

// slotOf returns the index slot that points to entry e (-1 for a dict
// without an index), found by following e's probe sequence: no key is
// compared, so no __eq__ runs.
func (d *Dict) slotOf(e int) int {
	if d.index == nil {
		return -1
	}
	hash := d.entries[e].hash
	mask := uint64(len(d.index) - 1)
	j := uint64(hash) & mask
	perturb := uint64(hash)
	for d.index[j] != int32(e) {
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
	return int(j)
}

// Clear removes every item.
func (d *Dict) Clear() {
	d.entries = nil
	d.index = nil
	d.used = 0
	d.layout++
	d.writes++
}

// Keys returns the keys in insertion order (a new slice).
func (d *Dict) Keys() []Value {
	out := make([]Value, 0, d.used) //krait:alloc-ok a copy of the dict's live keys: no larger than its charged entry table
	for _, e := range d.entries {
		if e.key != nil {
			out = append(out, e.key)
		}
	}
	return out
}

// Values returns the values in insertion order (a new slice).
func (d *Dict) Values() []Value {
	out := make([]Value, 0, d.used) //krait:alloc-ok a copy of the dict's live keys: no larger than its charged entry table
	for _, e := range d.entries {
		if e.key != nil {
			out = append(out, e.value)
		}
	}
	return out
}

// Items returns the (key, value) pairs in insertion order.
func (d *Dict) Items() [][2]Value {
	return d.AppendItems(make([][2]Value, 0, d.used)) //krait:alloc-ok a copy of the dict's live items: no larger than its charged entry table
}

// AppendItems appends the (key, value) pairs in insertion order to dst,
// a snapshot for callers that reuse one buffer across calls.
func (d *Dict) AppendItems(dst [][2]Value) [][2]Value {
	for _, e := range d.entries {
		if e.key != nil {
			dst = append(dst, [2]Value{e.key, e.value})
		}
	}
	return dst
}

// Range calls f for each item in insertion order until f returns false.
// f must not mutate d.
func (d *Dict) Range(f func(key, value Value) bool) {
	for _, e := range d.entries {
		if e.key != nil && !f(e.key, e.value) {
			return
		}
	}
}

// Copy returns a shallow copy, charging its memory.
func (d *Dict) Copy(t *Thread) (*Dict, error) {
	if err := t.Alloc(int64(d.used)*dictEntrySize + 64); err != nil {
		return nil, err
	}
	// Each entry is re-indexed (a hash-table probe), not just moved.
	if err := t.Charge(int64(d.used) / NativeItemsPerOp); err != nil {
		return nil, err
	}
	c := NewDictSized(d.used)
	for _, e := range d.entries {
		if e.key != nil {
			if c.index != nil {
				c.index[c.emptySlot(e.hash)] = int32(len(c.entries))
			}
			c.entries = append(c.entries, e)
			c.used++
		}
	}
	return c, nil
}

// PopLast removes and returns the most recently inserted item (popitem).
func (d *Dict) PopLast() (key, value Value, ok bool) {
	for i := len(d.entries) - 1; i >= 0; i-- {
		e := d.entries[i]
		if e.key != nil {
			// Remove this very entry: deleting by key would compare it
			// with keys of the same hash, running their __eq__.
			d.removeEntry(d.slotOf(i), i)
			return e.key, e.value, true
		}
	}
	return nil, nil, false
}

// dictIterKind selects what a dict iterator yields.
type dictIterKind uint8

const (
	dictIterKeys dictIterKind = iota
	dictIterValues
	dictIterItems
)

// dictIterator iterates over a dict, failing like CPython when the dict
// changes size during the iteration.
type dictIterator struct {
	d       *Dict
	pos     int
	used    int // size when the iteration started
	left    int // items still expected
	kind    dictIterKind
	reverse bool
}

// Type returns dict_keyiterator, dict_valueiterator or dict_itemiterator.
func (it *dictIterator) Type() *Type {
	if it.reverse {
		switch it.kind {
		case dictIterValues:
			return DictRevValIteratorType
		case dictIterItems:
			return DictRevItemIteratorType
		}
		return DictRevKeyIteratorType
	}
	switch it.kind {
	case dictIterValues:
		return DictValueIteratorType
	case dictIterItems:
		return DictItemIteratorType
	}
	return DictKeyIteratorType
}

func newDictIterator(d *Dict, kind dictIterKind) *dictIterator {
	return &dictIterator{d: d, used: d.used, left: d.used, kind: kind}
}

// Next returns the next key, value or (key, value) tuple.
func (it *dictIterator) Next(t *Thread) (Value, error) {
	d := it.d
	if d == nil {
		return nil, nil
	}
	if d.used != it.used {
		it.used = -1
		return nil, NewRuntimeError("dictionary changed size during iteration")
	}
	if it.reverse {
		for it.pos >= 0 {
			if it.pos < len(d.entries) && d.entries[it.pos].key != nil {
				break
			}
			it.pos--
		}
		if it.pos < 0 {
			it.d = nil
			return nil, nil
		}
	} else {
		for it.pos < len(d.entries) && d.entries[it.pos].key == nil {
			it.pos++
		}
		if it.pos >= len(d.entries) {
			it.d = nil
			return nil, nil
		}
	}
	if it.left == 0 {
		it.d = nil
		return nil, NewRuntimeError("dictionary keys changed during iteration")
	}
	e := d.entries[it.pos]
	if it.reverse {
		it.pos--
	} else {
		it.pos++
	}
	it.left--
	switch it.kind {
	case dictIterValues:
		return e.value, nil
	case dictIterItems:
		return NewTuple2(e.key, e.value), nil
	}
	return e.key, nil
}
