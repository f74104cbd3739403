package py

import (
	"slices"
	"strings"
)

// asList returns the list behind self (a list or a list subclass instance).
func asList(self Value) *List {
	if l, ok := self.(*List); ok {
		return l
	}
	return unwrapBase(self).(*List)
}

// asTuple returns the tuple behind self.
func asTuple(self Value) *Tuple {
	if tu, ok := self.(*Tuple); ok {
		return tu
	}
	return unwrapBase(self).(*Tuple)
}

// seqRange parses the optional start/stop arguments of index().
func seqRange(t *Thread, args []Value, n int) (int, int, error) {
	start, stop := 0, n
	if len(args) > 0 {
		i, err := sliceIndex(t, args[0])
		if err != nil {
			return 0, 0, err
		}
		start = clampIndex(i, n)
	}
	if len(args) > 1 {
		i, err := sliceIndex(t, args[1])
		if err != nil {
			return 0, 0, err
		}
		stop = clampIndex(i, n)
	}
	return start, stop, nil
}

var listMethods = []methodDef{
	{"append", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("list.append", args, kwargs); err != nil {
			return nil, err
		}
		return None, asList(self).Append(t, args[0])
	}},
	{"extend", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("list.extend", args, kwargs); err != nil {
			return nil, err
		}
		return None, asList(self).ExtendFrom(t, args[0])
	}},
	{"pop", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("list.pop", args, kwargs, 0, 1); err != nil {
			return nil, err
		}
		l := asList(self)
		i := int64(-1)
		if len(args) == 1 {
			var err error
			if i, err = Index(t, args[0]); err != nil {
				return nil, err
			}
		}
		if len(l.items) == 0 {
			return nil, NewIndexError("pop from empty list")
		}
		j := seqIndex(i, len(l.items))
		if j < 0 {
			return nil, NewIndexError("pop index out of range")
		}
		if err := t.Charge(int64(len(l.items)-j) / 32); err != nil {
			return nil, err
		}
		v := l.items[j]
		l.removeAt(j)
		return v, nil
	}},
	{"insert", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("list.insert", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		l := asList(self)
		i, err := Index(t, args[0])
		if err != nil {
			return nil, err
		}
		j := clampIndex(i, len(l.items))
		if err := t.Charge(int64(len(l.items)-j) / 32); err != nil {
			return nil, err
		}
		if err := l.Append(t, nil); err != nil {
			return nil, err
		}
		copy(l.items[j+1:], l.items[j:])
		l.items[j] = args[1]
		return None, nil
	}},
	{"remove", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("list.remove", args, kwargs); err != nil {
			return nil, err
		}
		l := asList(self)
		for i := 0; i < len(l.items); i++ {
			if err := tickItem(t, i); err != nil {
				return nil, err
			}
			eq, err := Equal(t, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				if err := t.Charge(int64(len(l.items)-i) / 32); err != nil {
					return nil, err
				}
				if i < len(l.items) {
					l.removeAt(i)
				}
				return None, nil
			}
		}
		return nil, NewValueError("list.remove(x): x not in list")
	}},
	{"index", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("list.index", args, kwargs, 1, 3); err != nil {
			return nil, err
		}
		l := asList(self)
		start, stop, err := seqRange(t, args[1:], len(l.items))
		if err != nil {
			return nil, err
		}
		for i := start; i < stop && i < len(l.items); i++ {
			if err := tickItem(t, i-start); err != nil {
				return nil, err
			}
			eq, err := Equal(t, l.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				return NewInt(int64(i)), nil
			}
		}
		r, err := Repr(t, args[0])
		if err != nil {
			return nil, err
		}
		return nil, NewValueError("%s is not in list", r)
	}},
	{"count", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("list.count", args, kwargs); err != nil {
			return nil, err
		}
		n, err := countItems(t, asList(self).liveItems, args[0])
		return NewInt(n), err
	}},
	{"copy", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("list.copy", args, kwargs); err != nil {
			return nil, err
		}
		return NewListCharged(t, append([]Value(nil), asList(self).items...))
	}},
	{"clear", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("list.clear", args, kwargs); err != nil {
			return nil, err
		}
		asList(self).items = nil
		t.Freed()
		return None, nil
	}},
	{"reverse", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("list.reverse", args, kwargs); err != nil {
			return nil, err
		}
		slices.Reverse(asList(self).items)
		return None, nil
	}},
	{"sort", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var key, reverse Value
		if err := UnpackArgs("sort", args, kwargs, []string{"*key", "*reverse"}, 0, &key, &reverse); err != nil {
			return nil, err
		}
		rev := false
		if reverse != nil {
			var err error
			if rev, err = intBoolArg(t, reverse); err != nil {
				return nil, err
			}
		}
		if key == None {
			key = nil
		}
		return None, SortList(t, asList(self), key, rev)
	}},
	{"__init__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("list", args, kwargs, 0, 1); err != nil {
			return nil, err
		}
		l := asList(self)
		l.items = nil
		if len(args) == 1 {
			items, err := iterateAll(t, args[0])
			if err != nil {
				return nil, err
			}
			return None, l.Extend(t, items)
		}
		return None, nil
	}},
	{"__reversed__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		l := asList(self)
		return &listReverseIterator{l: l, i: len(l.items) - 1}, nil
	}},
	{"__iadd__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("list.__iadd__", args, kwargs); err != nil {
			return nil, err
		}
		return self, asList(self).ExtendFrom(t, args[0])
	}},
}

// countItems counts the items equal to v; items is read again at every
// step (an __eq__ can change a list), as in CPython.
func countItems(t *Thread, items func() []Value, v Value) (int64, error) {
	var n int64
	for i := 0; i < len(items()); i++ {
		if err := tickItem(t, i); err != nil {
			return 0, err
		}
		eq, err := Equal(t, items()[i], v)
		if err != nil {
			return 0, err
		}
		if eq {
			n++
		}
	}
	return n, nil
}

var tupleMethods = []methodDef{
	{"index", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("tuple.index", args, kwargs, 1, 3); err != nil {
			return nil, err
		}
		tu := asTuple(self)
		start, stop, err := seqRange(t, args[1:], len(tu.items))
		if err != nil {
			return nil, err
		}
		for i := start; i < stop; i++ {
			if err := tickItem(t, i-start); err != nil {
				return nil, err
			}
			eq, err := Equal(t, tu.items[i], args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				return NewInt(int64(i)), nil
			}
		}
		return nil, NewValueError("tuple.index(x): x not in tuple")
	}},
	{"count", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("tuple.count", args, kwargs); err != nil {
			return nil, err
		}
		n, err := countItems(t, asTuple(self).liveItems, args[0])
		return NewInt(n), err
	}},
}

// SortList sorts l in place like list.sort: stable, comparing with <
// only, keys computed once, reverse keeping stability. It charges
// n log n operations and fails like CPython if the list is modified
// during the sort.
func SortList(t *Thread, l *List, key Value, reverse bool) error {
	items := l.items
	n := len(items)
	// Comparisons are charged as they are made: native ones (ints,
	// floats, strs) at SortComparesPerOp a operation, others at
	// NativeItemsPerOp (a comparison that runs the program's __lt__
	// charges that code too). A pass over the items is charged up front,
	// the rest every sortChargeEvery comparisons, so a sorted or nearly
	// sorted list (about n comparisons) costs n, not n log n.
	perOp := int64(NativeItemsPerOp)
	if n > 1 && key == nil && fastSortKind(n, func(i int) Value { return items[i] }) != 0 {
		perOp = SortComparesPerOp
	}
	if err := t.Charge(int64(n)/perOp + 1); err != nil {
		return err
	}
	// The index permutation, its merge scratch, the sorted copy and the
	// keys.
	if err := t.Alloc(int64(n) * (16 + 2*valueSize)); err != nil {
		return err
	}
	// CPython empties the list for the whole sort, key calls included: a
	// key or comparison that touches the list sees it empty, and anything
	// it adds is discarded with the error below.
	l.items = nil
	keys := items
	if key != nil {
		keys = make([]Value, n)
		for i, v := range items {
			k, err := Call(t, key, []Value{v}, nil)
			if err != nil {
				l.items = items
				return err
			}
			keys[i] = k
		}
	}
	if n < 2 {
		modified := l.items != nil
		l.items = items
		if modified {
			return NewValueError("list modified during sort")
		}
		return nil
	}
	// Work on a detached copy, as CPython empties the list while sorting.
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	if reverse {
		slices.Reverse(idx)
	}
	var sortErr error
	compares := 0
	// poll charges the comparisons and checks the deadline and
	// cancellation every sortChargeEvery comparisons.
	poll := func() bool {
		compares++
		if compares%sortChargeEvery == 0 && sortErr == nil {
			if sortErr = t.Charge(sortChargeEvery / perOp); sortErr == nil {
				sortErr = t.Poll()
			}
		}
		return sortErr == nil
	}
	if fast := fastSortKind(n, func(i int) Value { return keys[i] }); fast != 0 {
		// Native keys sort unboxed, side by side (no pointer to follow
		// per comparison).
		if err := t.Alloc(int64(n) * nativeKeySize); err != nil {
			l.items = items
			return err
		}
		nk := unboxKeys(fast, n, func(i int) Value { return keys[i] })
		mergeSort(idx, make([]int, n), func(a, b int) bool {
			return poll() && nk.compare(a, b) < 0
		})
	} else {
		less := func(a, b int) bool {
			if !poll() {
				return false
			}
			lt, err := CompareBool(t, Lt, keys[a], keys[b])
			if err != nil {
				sortErr = err
			}
			return lt
		}
		if first := tupleSortKind(keys); first != 0 {
			// Tuple keys whose first items are all ints, strs or floats
			// (CPython's unsafe_tuple_compare): first items that differ
			// decide as the tuple comparison would (for these kinds ==
			// and < never disagree and run no Python code); equal ones
			// leave it to the whole tuples.
			if err := t.Alloc(int64(n) * nativeKeySize); err != nil {
				l.items = items
				return err
			}
			nk := unboxKeys(first, n, func(i int) Value { return keys[i].(*Tuple).items[0] })
			whole := less
			less = func(a, b int) bool {
				if c := nk.compare(a, b); c != 0 {
					return poll() && c < 0
				}
				return whole(a, b)
			}
		}
		mergeSort(idx, make([]int, n), less)
	}
	modified := l.items != nil
	sorted := make([]Value, n)
	for i, j := range idx {
		sorted[i] = items[j]
	}
	if reverse {
		slices.Reverse(sorted)
	}
	if sortErr != nil {
		l.items = items
		return sortErr
	}
	l.items = sorted
	if modified {
		return NewValueError("list modified during sort")
	}
	return nil
}

// sortChargeEvery is the number of comparisons SortList charges at once.
const sortChargeEvery = 4096

// fastSortKind returns, for the n keys key(0) ... key(n-1), 1 when all
// are Ints, 2 when all are *Str, 3 when all are Floats (no NaN), else 0.
func fastSortKind(n int, key func(i int) Value) int {
	if n == 0 {
		return 0
	}
	switch key(0).(type) {
	case Int:
		for i := range n {
			if _, ok := key(i).(Int); !ok {
				return 0
			}
		}
		return 1
	case *Str:
		for i := range n {
			if _, ok := key(i).(*Str); !ok {
				return 0
			}
		}
		return 2
	case Float:
		for i := range n {
			f, ok := key(i).(Float)
			if !ok || f != f {
				return 0
			}
		}
		return 3
	}
	return 0
}

// tupleSortKind returns fastSortKind of the keys' first items when every
// key is a non-empty tuple, else 0.
func tupleSortKind(keys []Value) int {
	for _, k := range keys {
		if tu, ok := k.(*Tuple); !ok || len(tu.items) == 0 {
			return 0
		}
	}
	return fastSortKind(len(keys), func(i int) Value { return keys[i].(*Tuple).items[0] })
}

// nativeKeySize is the bytes per key unboxKeys allocates (at most).
const nativeKeySize = 16

// nativeKeys are sort keys of one native kind, unboxed: exactly one of
// the slices is set.
type nativeKeys struct {
	ints   []int64
	strs   []string
	floats []float64
}

// unboxKeys returns the n keys key(0) ... key(n-1) of fastSortKind kind
// unboxed. The caller has charged n*nativeKeySize bytes.
func unboxKeys(kind, n int, key func(i int) Value) nativeKeys {
	var nk nativeKeys
	switch kind {
	case 1:
		nk.ints = make([]int64, n) //krait:alloc-ok the caller charged n*nativeKeySize
		for i := range n {
			nk.ints[i] = int64(key(i).(Int))
		}
	case 2:
		nk.strs = make([]string, n) //krait:alloc-ok the caller charged n*nativeKeySize
		for i := range n {
			nk.strs[i] = key(i).(*Str).s
		}
	default:
		nk.floats = make([]float64, n) //krait:alloc-ok the caller charged n*nativeKeySize
		for i := range n {
			nk.floats[i] = float64(key(i).(Float))
		}
	}
	return nk
}

// compare compares keys a and b three-way.
func (nk *nativeKeys) compare(a, b int) int {
	switch {
	case nk.ints != nil:
		return cmp3(nk.ints[a], nk.ints[b])
	case nk.strs != nil:
		return strings.Compare(nk.strs[a], nk.strs[b])
	}
	x, y := nk.floats[a], nk.floats[b]
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

func init() {
	addBorrowingMethods(ListType, listMethods)
	addBorrowingMethods(TupleType, tupleMethods)
}

// mergeSort sorts xs stably using only less (one call per comparison),
// with buf as scratch space of the same length.
func mergeSort(xs, buf []int, less func(a, b int) bool) {
	n := len(xs)
	if n <= 12 {
		for i := 1; i < n; i++ {
			v := xs[i]
			j := i
			for j > 0 && less(v, xs[j-1]) {
				xs[j] = xs[j-1]
				j--
			}
			xs[j] = v
		}
		return
	}
	mid := n / 2
	mergeSort(xs[:mid], buf[:mid], less)
	mergeSort(xs[mid:], buf[mid:], less)
	if !less(xs[mid], xs[mid-1]) {
		return // already in order
	}
	copy(buf, xs)
	i, j, k := 0, mid, 0
	for i < mid && j < n {
		if less(buf[j], buf[i]) {
			xs[k] = buf[j]
			j++
		} else {
			xs[k] = buf[i]
			i++
		}
		k++
	}
	for i < mid {
		xs[k] = buf[i]
		i++
		k++
	}
	for j < n {
		xs[k] = buf[j]
		j++
		k++
	}
}
