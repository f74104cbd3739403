package py

import (
	"math/bits"
	"unsafe"
)

// valueSet is the memory walk's set of values seen: an open-addressing
// hash set of the two words of each Value (its type and its pointer).
// It replaces a map[Value]struct{}, whose interface hashing and
// equality, growth by rehashing and pointer-holding buckets (scanned by
// the collector) made up most of a walk's time (BenchmarkMemWalk).
//
// It holds no pointers, so it does not keep what it records alive: it
// relies on every value the walk visits staying reachable until the walk
// ends, which holds because the walk runs at a safe point, with the
// interpreter stopped, over values reachable from its roots (no MemRefs
// visits a value it makes on the fly). The type word is part of the key
// so that two values sharing an address (a struct and its first field,
// zero-sized values) are told apart.
type valueSet struct {
	slots []setSlot
	n     int // slots used
	shift uint
}

type setSlot struct{ typ, ptr uintptr }

// add records v and reports whether it was new.
func (s *valueSet) add(v Value) bool { return s.addSlot(slotOf(v)) }

// slotOf returns v's key in the set: its two words.
func slotOf(v Value) setSlot {
	words := (*[2]uintptr)(unsafe.Pointer(&v))
	return setSlot{words[0], words[1]}
}

// addSlot records the value whose key is k and reports whether it was
// new.
func (s *valueSet) addSlot(k setSlot) bool {
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	mask := len(s.slots) - 1
	for i := int(hashSlot(k) >> s.shift); ; i = (i + 1) & mask {
		e := &s.slots[i]
		if *e == k {
			return false
		}
		if e.ptr == 0 {
			*e = k
			s.n++
			return true
		}
	}
}

// hashSlot mixes both words; the table index is its top bits.
func hashSlot(k setSlot) uint64 {
	return uint64(k.ptr^k.typ>>3) * 0x9E3779B97F4A7C15
}

// grow doubles the table (64 slots at first) and re-inserts every key.
func (s *valueSet) grow() {
	old := s.slots
	size := 2 * len(old)
	if size < 64 {
		size = 64
	}
	s.slots = make([]setSlot, size) //krait:alloc-ok the walk's own bookkeeping, bounded by maxNodes (uncharged Go memory, like the map it replaces)
	s.shift = 64 - uint(bits.TrailingZeros(uint(size)))
	mask := size - 1
	for _, k := range old {
		if k.ptr == 0 {
			continue
		}
		i := int(hashSlot(k) >> s.shift)
		for s.slots[i].ptr != 0 {
			i = (i + 1) & mask
		}
		s.slots[i] = k
	}
}
