package py

import "unsafe"

// WalkMemo lets the walks of one interpreter skip re-reading the
// namespaces of modules (and of the classes modules build, see
// MarkClassWalkable) that did not change since the walk before. A walk
// is run often (at safe points, to lower the memory counter, and
// whenever numpy has result buffers to recycle: once per 8 MB result),
// and most of what it visits is the namespaces of imported modules:
// numpy's module and classes alone hold ~2,600 objects, each a cache
// miss or two once an array operation has streamed megabytes through
// the caches. Such a namespace rarely changes, and most of its entries
// are leaves: a str; a built-in function that holds nothing; a built-in
// or frozen class; a static method or a named property over such
// functions. The memo records, per namespace, the leaves that weigh
// something (their set keys and sizes) and the positions of the entries
// that are not leaves. While the dict's write and layout counters are
// those it was made at, a walk adds those leaves to its set of values
// seen without reading them, skips the weightless ones (seeing them
// twice changes nothing), and visits the other entries as before. The
// size, the buffers and the give-ups a walk finds are the same with or
// without the memo (TestWalkMemoMeasuresAsWalk).
//
// The zero value is ready to use. A memo belongs to one interpreter and
// is used by one walk at a time.
type WalkMemo struct {
	dicts map[*Dict]*dictMemo
}

// memoMaxEntries bounds the namespaces the memo records: the memo is Go
// memory no budget counts (24 bytes per leaf), so a namespace a program
// grew past this size is walked as any dict. Only modules' namespaces
// and those of classes modules build are recorded: a program cannot make
// more of them than it imports.
const memoMaxEntries = 1 << 13

// dictMemo is what a walk found in one namespace.
type dictMemo struct {
	// The dict's state when the memo was made: any store, delete or
	// rebuild changes writes or layout.
	writes, layout uint64
	entries        *dictEntry
	n, c           int
	leaves         []memoLeaf
	// rest holds the positions of the entries' keys (2*i) and values
	// (2*i+1) that are not leaves.
	rest []int32
}

// memoLeaf is a leaf of a namespace that weighs something: its set key
// and its size.
type memoLeaf struct {
	slot setSlot
	size int64
}

// valid reports whether d is as it was when m was made.
func (m *dictMemo) valid(d *Dict) bool {
	return m.writes == d.writes && m.layout == d.layout && m.n == len(d.entries) && m.c == cap(d.entries) &&
		m.entries == unsafe.SliceData(d.entries)
}

// UseMemo makes the walk read module namespaces through memo (nil: none).
func (w *MemWalk) UseMemo(memo *WalkMemo) { w.memo = memo }

// inertValue reports whether the walk counts v as holding nothing and
// weighing nothing, now and for as long as v exists: a built-in function
// marked static (MarkWalkable) without a receiver or references, a
// built-in or frozen class, or a value held inline. These properties are
// set before the value is shared and never undone.
func inertValue(v Value) bool {
	switch v := v.(type) {
	case *Builtin:
		return v != nil && v.static && v.Self == nil && v.Refs == nil
	case *Type:
		return v != nil && (v.builtin || v.frozen)
	case nil, NoneType, Bool, Int, Float, Complex, NotImplementedType, EllipsisType:
		return true // held inline: Visit ignores them
	}
	return false
}

// leafSize returns what the walk counts for v when v is a leaf that
// weighs something and cannot change while it exists: a str, a static
// or class method over an inert function, or a named property whose
// accessors are inert and which has no doc. It returns -1 for anything
// else. (A property's name is set once, when a class first holds it;
// copies made by getter/setter are new properties.)
func leafSize(v Value) int64 {
	switch v := v.(type) {
	case *Str:
		if v != nil {
			return 32 + int64(len(v.s))
		}
	case *StaticMethod:
		if v != nil && inertValue(v.Func) {
			return 16
		}
	case *ClassMethod:
		if v != nil && inertValue(v.Func) {
			return 16
		}
	case *Property:
		if v != nil && v.Name != "" && inertValue(v.Get) && inertValue(v.Set) && inertValue(v.Del) && inertValue(v.Doc) {
			return 64 + int64(len(v.Name))
		}
	}
	return -1
}

// visitNamespace measures the namespace d of a module or of a class a
// module built, through the memo when the walk has one.
func (w *MemWalk) visitNamespace(d *Dict) {
	if w.memo == nil || d == nil || cap(d.entries) > memoMaxEntries {
		w.visitDict(d)
		return
	}
	if !w.seen.add(d) {
		return
	}
	w.nodes++
	m := w.memo.dicts[d]
	if m == nil || !m.valid(d) {
		m = makeDictMemo(d)
		if w.memo.dicts == nil {
			w.memo.dicts = map[*Dict]*dictMemo{} //krait:alloc-ok one entry per module namespace, each bounded by memoMaxEntries
		}
		w.memo.dicts[d] = m
	}
	w.size += 64 + int64(cap(d.entries))*dictEntrySize + int64(cap(d.index))*4
	entries := d.entries[:cap(d.entries)]
	w.slots += 2 * int64(len(entries))
	for _, l := range m.leaves {
		if w.seen.addSlot(l.slot) {
			w.nodes++
			w.size += l.size
		}
	}
	for _, p := range m.rest {
		e := &entries[p>>1]
		if p&1 == 0 {
			w.Visit(e.key)
		} else {
			w.Visit(e.value)
		}
	}
}

// makeDictMemo classifies d's entries (the whole backing array, as
// measureDict reads it).
func makeDictMemo(d *Dict) *dictMemo {
	m := &dictMemo{writes: d.writes, layout: d.layout, entries: unsafe.SliceData(d.entries), n: len(d.entries), c: cap(d.entries)}
	entries := d.entries[:cap(d.entries)]
	for i := range entries {
		for j, v := range [2]Value{entries[i].key, entries[i].value} {
			if n := leafSize(v); n >= 0 {
				//krait:alloc-ok bounded by memoMaxEntries per namespace
				m.leaves = append(m.leaves, memoLeaf{slot: slotOf(v), size: n})
				continue
			}
			if !inertValue(v) {
				m.rest = append(m.rest, int32(2*i+j)) //krait:alloc-ok bounded by memoMaxEntries per namespace
			}
		}
	}
	return m
}
