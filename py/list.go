package py

import "unsafe"

// List is a Python list.
type List struct {
	items []Value
}

// Type returns list.
func (*List) Type() *Type { return ListType }

// valueSize is the number of bytes charged per element slot.
const valueSize = 16

// NewList returns a list holding items (the slice is retained, not copied).
func NewList(items []Value) *List { return &List{items: items} }

// NewListCharged returns a new list of items, charging its memory.
func NewListCharged(t *Thread, items []Value) (*List, error) {
	if err := t.Alloc(int64(32 + valueSize*len(items))); err != nil {
		return nil, err
	}
	return &List{items: items}, nil
}

// Items returns the list's elements (shared, not copied).
func (l *List) Items() []Value { return l.items }

// liveItems returns the list's current items: Go loops that call Python
// code (an __eq__, a __repr__) take this method value and call it at
// every step, since that code may change the list.
func (l *List) liveItems() []Value { return l.items }

// liveItems returns the tuple's items (a tuple never changes; the method
// lets loops over lists and tuples share their code).
func (t *Tuple) liveItems() []Value { return t.items }

// Len returns the number of elements.
func (l *List) Len() int { return len(l.items) }

// Append adds v at the end, charging memory when the backing array grows.
func (l *List) Append(t *Thread, v Value) error {
	if len(l.items) == cap(l.items) {
		if err := l.grow(t, len(l.items)+1); err != nil {
			return err
		}
	}
	l.items = append(l.items, v)
	return nil
}

// grow reallocates the backing array for at least n elements, charging
// the whole new array (the old one becomes garbage).
func (l *List) grow(t *Thread, n int) error {
	c := cap(l.items)
	// Doubling up to 64k items, then 1.5x: fewer reallocations (and less
	// cumulative memory charged) for the large lists comprehensions build.
	newCap := c * 2
	if c >= 1<<16 {
		newCap = c + c/2
	}
	if newCap < n {
		newCap = n
	}
	if newCap < 4 {
		newCap = 4
	}
	if err := t.Alloc(int64(newCap) * valueSize); err != nil {
		return err
	}
	items := make([]Value, len(l.items), newCap)
	copy(items, l.items)
	l.items = items
	return nil
}

// removeAt deletes item j, shifting the tail left. The vacated last slot
// is not zeroed: Go code may hold l.items from before a call into Python
// code that shrank the list (a __repr__ or __eq__ that pops), and such a
// slice must never show nil, only stale values, which are valid ones.
// The popped value stays referenced by the spare capacity until the slot
// is reused or the array shrinks, which it does once it is three
// quarters empty (copying into a new array leaves the old one to
// whoever still holds it).
func (l *List) removeAt(j int) {
	copy(l.items[j:], l.items[j+1:])
	l.items = l.items[:len(l.items)-1]
	if c := cap(l.items); c >= 64 && len(l.items) < c/4 {
		items := make([]Value, len(l.items), 2*len(l.items)) //krait:alloc-ok shrinks the array to half the capacity it replaces, which was charged
		copy(items, l.items)
		l.items = items
	}
}

// ExtendFrom is list.extend(iterable) (and +=): a list or tuple is
// appended as a snapshot; any other iterable is appended item by item as
// it is iterated, as CPython's list_extend does, so a generator over the
// list itself sees the items it appends (`lst.extend(x for x in lst)`
// runs until a budget stops it, as CPython runs until memory does).
func (l *List) ExtendFrom(t *Thread, iterable Value) error {
	switch x := iterable.(type) {
	case *List:
		// No snapshot: Extend takes the items before growing l, and
		// append copies from that array even when x is l (l.extend(l)
		// doubling must not hold an uncounted copy of the list).
		return l.Extend(t, x.items)
	case *Tuple:
		return l.Extend(t, x.items)
	case *Range:
		// CPython's list_extend asks for the length hint first; it is
		// exact for a range, so the array is allocated (and charged)
		// once instead of by doubling.
		n, err := x.length()
		if err != nil {
			return err
		}
		if n > cap(l.items)-len(l.items) {
			if err := l.grow(t, len(l.items)+n); err != nil {
				return err
			}
		}
	case *longRangeIterator:
		if err := LengthHintOverflow(x); err != nil {
			return err
		}
	}
	it, err := Iterate(t, iterable)
	if err != nil {
		return err
	}
	for {
		v, err := it.Next(t)
		if err != nil || v == nil {
			return err
		}
		if err := tick(t); err != nil {
			return err
		}
		if err := l.Append(t, v); err != nil {
			return err
		}
	}
}

// Extend appends all of vs.
func (l *List) Extend(t *Thread, vs []Value) error {
	if err := t.Charge(int64(len(vs)) / 16); err != nil {
		return err
	}
	if len(l.items)+len(vs) > cap(l.items) {
		if err := l.grow(t, len(l.items)+len(vs)); err != nil {
			return err
		}
	}
	l.items = append(l.items, vs...) //krait:alloc-ok capacity ensured and charged by l.grow above when needed; append copies into it
	return nil
}

// listRepeat returns items*n as a new slice, refusing huge results
// before allocating.
func repeatItems(t *Thread, items []Value, n int64) ([]Value, error) {
	if n <= 0 || len(items) == 0 {
		return nil, nil
	}
	if int64(len(items)) > (1<<58)/n {
		return nil, t.memoryErrorOrNil()
	}
	total := int64(len(items)) * n
	if err := t.Alloc(total * valueSize); err != nil {
		return nil, err
	}
	if err := t.Charge(total / 16); err != nil {
		return nil, err
	}
	out := make([]Value, 0, total)
	for i := int64(0); i < n; i++ {
		out = append(out, items...)
	}
	return out, nil
}

// concatItems returns a+b as a new slice, charging it.
func concatItems(t *Thread, a, b []Value) ([]Value, error) {
	n := len(a) + len(b)
	if err := t.Alloc(int64(n) * valueSize); err != nil {
		return nil, err
	}
	if err := t.Charge(int64(n) / 16); err != nil {
		return nil, err
	}
	out := make([]Value, n)
	copy(out, a)
	copy(out[len(a):], b)
	return out, nil
}

// listIterator iterates over a list, seeing appends made meanwhile.
type listIterator struct {
	l *List
	i int
}

// Type returns list_iterator.
func (*listIterator) Type() *Type { return ListIteratorType }

// Next returns the next element.
func (it *listIterator) Next(t *Thread) (Value, error) {
	if it.l == nil || it.i >= len(it.l.items) {
		it.l = nil
		return nil, nil
	}
	v := it.l.items[it.i]
	it.i++
	return v, nil
}

// listReverseIterator iterates over a list backwards.
type listReverseIterator struct {
	l *List
	i int
}

// Type returns list_reverseiterator.
func (*listReverseIterator) Type() *Type { return ListReverseIteratorType }

// Next returns the next element.
func (it *listReverseIterator) Next(t *Thread) (Value, error) {
	if it.l == nil || it.i < 0 || it.i >= len(it.l.items) {
		it.l = nil
		return nil, nil
	}
	v := it.l.items[it.i]
	it.i--
	return v, nil
}

// Tuple is a Python tuple.
type Tuple struct {
	items []Value
}

// Type returns tuple.
func (*Tuple) Type() *Type { return TupleType }

// emptyTuple is the shared ().
var emptyTuple = &Tuple{}

// NewTuple returns a tuple of items (the slice is retained, not copied).
func NewTuple(items []Value) *Tuple {
	if len(items) == 0 {
		return emptyTuple
	}
	return &Tuple{items: items}
}

// tuple2 and tuple3 are a tuple and its items in one allocation.
type tuple2 struct {
	Tuple
	arr [2]Value
}

type tuple3 struct {
	Tuple
	arr [3]Value
}

// NewTuple2 returns the tuple (a, b) in one allocation instead of two (the
// header and the items): the pairs of enumerate, zip and dict.items().
func NewTuple2(a, b Value) *Tuple {
	x := &tuple2{arr: [2]Value{a, b}}
	x.items = x.arr[:]
	return &x.Tuple
}

// NewTuple3 returns the tuple (a, b, c) in one allocation.
func NewTuple3(a, b, c Value) *Tuple {
	x := &tuple3{arr: [3]Value{a, b, c}}
	x.items = x.arr[:]
	return &x.Tuple
}

// tupleBlock is a tuple and its items in one allocation; A is an array
// of Values.
type tupleBlock[A any] struct {
	Tuple
	arr A
}

// newTupleBlock returns a tuple of a copy of items in one tupleBlock
// whose array A holds at least len(items) values.
func newTupleBlock[A any](items []Value) *Tuple {
	x := new(tupleBlock[A])
	arr := unsafe.Slice((*Value)(unsafe.Pointer(&x.arr)), len(items))
	copy(arr, items)
	x.items = arr
	return &x.Tuple
}

// NewTupleOf returns a tuple of a copy of items (which the caller may
// reuse, e.g. an array on its stack): up to 8 items, the tuple and its
// items are one allocation instead of two. The caller charges the memory.
func NewTupleOf(items []Value) *Tuple {
	switch n := len(items); {
	case n == 0:
		return emptyTuple
	case n == 1:
		return newTupleBlock[[1]Value](items)
	case n == 2:
		return NewTuple2(items[0], items[1])
	case n == 3:
		return NewTuple3(items[0], items[1], items[2])
	case n == 4:
		return newTupleBlock[[4]Value](items)
	case n <= 6:
		return newTupleBlock[[6]Value](items)
	case n <= 8:
		return newTupleBlock[[8]Value](items)
	}
	return &Tuple{items: append([]Value(nil), items...)} //krait:alloc-ok the caller charges the items (NewTupleOf's contract)
}

// NewTupleCharged returns a tuple of items, charging its memory.
func NewTupleCharged(t *Thread, items []Value) (*Tuple, error) {
	if len(items) == 0 {
		return emptyTuple, nil
	}
	if err := t.Alloc(int64(24 + valueSize*len(items))); err != nil {
		return nil, err
	}
	return &Tuple{items: items}, nil
}

// Items returns the tuple's elements (shared: do not modify).
func (tu *Tuple) Items() []Value { return tu.items }

// Len returns the number of elements.
func (tu *Tuple) Len() int { return len(tu.items) }

// tupleIterator iterates over a tuple.
type tupleIterator struct {
	items []Value
	i     int
	// tu is the tuple iterated, for the memory walk: it measures the
	// items array once, through the tuple, however many iterators and
	// references share it (an iterator of a tuple nothing else holds
	// must count its array).
	tu *Tuple
}

// Type returns tuple_iterator.
func (*tupleIterator) Type() *Type { return TupleIteratorType }

// Next returns the next element.
func (it *tupleIterator) Next(t *Thread) (Value, error) {
	if it.i >= len(it.items) {
		return nil, nil
	}
	v := it.items[it.i]
	it.i++
	return v, nil
}

// CopyValues returns a copy of vs, charging it first: the one way library
// code copies a sequence of values whose length program data decides (a
// list's items, a call's arguments, a partial's frozen arguments), so
// that no such copy escapes the memory budget.
func CopyValues(t *Thread, vs []Value) ([]Value, error) {
	if err := t.Alloc(int64(valueSize) * int64(len(vs))); err != nil {
		return nil, err
	}
	return append([]Value(nil), vs...), nil
}

// JoinValues returns one new slice of the values of every part in order,
// charging it first: the copy that puts a receiver or a fixed head
// before a sequence the program sized (a partial's frozen arguments
// after its function, ChainMap's maps after a new child, a call's
// arguments after self).
func JoinValues(t *Thread, parts ...[]Value) ([]Value, error) {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if err := t.Alloc(int64(valueSize) * int64(n)); err != nil {
		return nil, err
	}
	out := make([]Value, 0, n)
	for _, p := range parts {
		out = append(out, p...)
	}
	return out, nil
}

// NewListCopy returns a new list of a copy of vs, charging it before
// copying (list(t), copy.copy(l), a list built from part of another).
func NewListCopy(t *Thread, vs []Value) (*List, error) {
	if err := t.Alloc(int64(32 + valueSize*len(vs))); err != nil {
		return nil, err
	}
	return &List{items: append([]Value(nil), vs...)}, nil
}

// NewTupleCopy returns a new tuple of a copy of vs, charging it before
// copying (a tuple of a call's arguments, of an object's fields).
func NewTupleCopy(t *Thread, vs []Value) (*Tuple, error) {
	if len(vs) == 0 {
		return emptyTuple, nil
	}
	if err := t.Alloc(int64(24 + valueSize*len(vs))); err != nil {
		return nil, err
	}
	return &Tuple{items: append([]Value(nil), vs...)}, nil
}
