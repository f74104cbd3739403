package collections

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// ring is the state of a deque: a circular buffer of n items starting at
// head, with an optional maximum length (maxlen < 0: unbounded). It is
// the built-in part (Instance.Base) of deque instances.
type ring struct {
	buf     []py.Value
	head, n int
	maxlen  int
	// state changes on every mutation, so iterators can detect them.
	state uint64
}

// Type returns object: a ring is never seen by Python code.
func (*ring) Type() *py.Type { return py.ObjectType }

// at returns the i-th item (0 <= i < n).
func (r *ring) at(i int) py.Value { return r.buf[(r.head+i)%len(r.buf)] }

// set replaces the i-th item.
func (r *ring) set(i int, v py.Value) { r.buf[(r.head+i)%len(r.buf)] = v }

// slice returns the items in order, as a new slice.
func (r *ring) slice() []py.Value {
	out := make([]py.Value, r.n) //krait:alloc-ok a copy of the ring's n items (its buffer exists, charged when grown)
	for i := range out {
		out[i] = r.at(i)
	}
	return out
}

// grow makes room for one more item, charging the new buffer.
func (r *ring) grow(t *py.Thread) error {
	if r.n < len(r.buf) {
		return nil
	}
	size := 2 * len(r.buf)
	if size < 8 {
		size = 8
	}
	if err := t.Alloc(int64(size) * 16); err != nil {
		return err
	}
	nb := make([]py.Value, size)
	copy(nb, r.slice())
	r.buf, r.head = nb, 0
	return nil
}

// pushRight appends v, dropping the leftmost item when at maxlen.
func (r *ring) pushRight(t *py.Thread, v py.Value) error {
	r.state++
	if r.maxlen == 0 {
		return nil
	}
	if r.maxlen > 0 && r.n == r.maxlen {
		r.popLeft()
	}
	if err := r.grow(t); err != nil {
		return err
	}
	r.buf[(r.head+r.n)%len(r.buf)] = v
	r.n++
	return nil
}

// pushLeft prepends v, dropping the rightmost item when at maxlen.
func (r *ring) pushLeft(t *py.Thread, v py.Value) error {
	r.state++
	if r.maxlen == 0 {
		return nil
	}
	if r.maxlen > 0 && r.n == r.maxlen {
		r.popRight()
	}
	if err := r.grow(t); err != nil {
		return err
	}
	r.head = (r.head - 1 + len(r.buf)) % len(r.buf)
	r.buf[r.head] = v
	r.n++
	return nil
}

// popRight removes and returns the last item (n must be > 0).
func (r *ring) popRight() py.Value {
	r.state++
	i := (r.head + r.n - 1) % len(r.buf)
	v := r.buf[i]
	r.buf[i] = nil
	r.n--
	return v
}

// popLeft removes and returns the first item (n must be > 0).
func (r *ring) popLeft() py.Value {
	r.state++
	v := r.buf[r.head]
	r.buf[r.head] = nil
	r.head = (r.head + 1) % len(r.buf)
	r.n--
	return v
}

// deleteAt removes the i-th item (0 <= i < n) in place, shifting the
// items after it left (charged: one operation per item moved).
func (r *ring) deleteAt(t *py.Thread, i int) error {
	if err := t.Charge(int64(r.n - i)); err != nil {
		return err
	}
	for j := i; j < r.n-1; j++ {
		r.set(j, r.at(j+1))
	}
	r.popRight()
	return nil
}

// replace sets the contents to items (which must fit maxlen).
func (r *ring) replace(t *py.Thread, items []py.Value) error {
	r.state++
	if err := t.Alloc(int64(len(items)) * 16); err != nil {
		return err
	}
	r.buf = append(make([]py.Value, 0, max(len(items), 8)), items...)
	r.buf = r.buf[:cap(r.buf)]
	r.head, r.n = 0, len(items)
	return nil
}

// ringOf returns the ring of a deque instance. An instance created
// without deque.__new__ (object.__new__ of a subclass) gets an empty ring
// on first use rather than crashing.
func ringOf(self py.Value) *ring {
	in, ok := self.(*py.Instance)
	if !ok {
		return &ring{maxlen: -1}
	}
	r, ok := in.Base.(*ring)
	if !ok {
		r = &ring{maxlen: -1}
		if in.Base == nil {
			in.Base = r
		}
	}
	return r
}

// newDeque creates the deque class.
func (m *module) newDeque(t *py.Thread) (*py.Type, error) {
	cls, err := newClass(t, classSpec{
		name:   "deque",
		tpName: "collections.deque",
		methods: []method{
			{"__init__", dequeInit},
			{"append", dequeAppend(false)},
			{"appendleft", dequeAppend(true)},
			{"pop", dequePop(false)},
			{"popleft", dequePop(true)},
			{"extend", dequeExtend(false)},
			{"extendleft", dequeExtend(true)},
			{"rotate", dequeRotate},
			{"index", dequeIndex},
			{"insert", dequeInsert},
			{"remove", dequeRemove},
			{"count", dequeCount},
			{"clear", dequeClear},
			{"copy", m.dequeCopy},
			{"__copy__", m.dequeCopy},
			{"reverse", dequeReverse},
			{"__len__", dequeLen},
			{"__iter__", dequeIter(false)},
			{"__reversed__", dequeIter(true)},
			{"__contains__", dequeContains},
			{"__getitem__", dequeGetItem},
			{"__setitem__", dequeSetItem},
			{"__delitem__", dequeDelItem},
			{"__repr__", m.dequeRepr},
			{"__eq__", m.dequeCompare(py.Eq)},
			{"__ne__", m.dequeCompare(py.Ne)},
			{"__lt__", m.dequeCompare(py.Lt)},
			{"__le__", m.dequeCompare(py.Le)},
			{"__gt__", m.dequeCompare(py.Gt)},
			{"__ge__", m.dequeCompare(py.Ge)},
			{"__add__", m.dequeAdd},
			{"__mul__", m.dequeMul},
			{"__rmul__", m.dequeMul},
			{"__iadd__", dequeInPlaceAdd},
			{"__imul__", dequeInPlaceMul},
			{"__reduce__", dequeReduce},
		},
		statics: []method{{"__new__", m.dequeNew}},
		attrs: map[string]py.Value{
			"maxlen": &py.Property{Name: "maxlen", Get: py.NewBuiltin("maxlen", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if r := ringOf(args[0]); r.maxlen >= 0 {
					return py.NewInt(int64(r.maxlen)), nil
				}
				return py.None, nil
			})},
		},
	})
	if err == nil {
		cls.SeqRepeat = true // deque * 1.5 fails as a sequence's repetition does
	}
	return cls, err
}

// dequeNew is deque.__new__(cls, ...): an empty deque.
func (m *module) dequeNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("deque.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok || !cls.IsSubtype(m.deque) {
		return nil, py.NewTypeError("deque.__new__(X): X is not a subtype of deque")
	}
	if err := t.Alloc(64); err != nil {
		return nil, err
	}
	in := &py.Instance{Class: cls, Base: &ring{maxlen: -1}}
	if cls != m.deque {
		in.Dict = py.NewDict()
	}
	return in, nil
}

// newDequeOf makes a deque of class cls holding items.
func newDequeOf(t *py.Thread, cls *py.Type, items []py.Value, maxlen int) (py.Value, error) {
	var ml py.Value = py.None
	if maxlen >= 0 {
		ml = py.NewInt(int64(maxlen))
	}
	return py.Call(t, cls, []py.Value{py.NewList(items), ml}, nil)
}

// dequeInit is deque(iterable=(), maxlen=None).
func dequeInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var iterable, maxlen py.Value = nil, py.None
	if err := py.UnpackArgs("deque", args, kwargs, []string{"iterable", "maxlen"}, 0, &iterable, &maxlen); err != nil {
		return nil, err
	}
	r := ringOf(self)
	r.maxlen = -1
	if maxlen != py.None {
		if !maxlen.Type().IsSubtype(py.IntType) {
			return nil, py.NewTypeError("an integer is required")
		}
		n, err := pyargs.Ssize(t, maxlen)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, py.NewValueError("maxlen must be non-negative")
		}
		r.maxlen = int(n)
	}
	if r.n > 0 {
		r.replace(t, nil)
	}
	if iterable != nil {
		return py.None, extendRing(t, r, iterable, false)
	}
	return py.None, nil
}

// extendRing appends (or prepends) every item of iterable.
func extendRing(t *py.Thread, r *ring, iterable py.Value, left bool) error {
	if in, ok := iterable.(*py.Instance); ok && in.Base == r {
		items := r.slice()
		iterable = py.NewList(items)
	}
	it, err := py.Iterate(t, iterable)
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
		if err := t.Tick(); err != nil {
			return err
		}
		if left {
			err = r.pushLeft(t, v)
		} else {
			err = r.pushRight(t, v)
		}
		if err != nil {
			return err
		}
	}
}

func dequeAppend(left bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "deque.append"
		if left {
			name = "deque.appendleft"
		}
		if err := py.CheckExactlyOne(name+"()", args, kwargs); err != nil {
			return nil, err
		}
		r := ringOf(self)
		var err error
		if left {
			err = r.pushLeft(t, args[0])
		} else {
			err = r.pushRight(t, args[0])
		}
		return py.None, err
	}
}

func dequePop(left bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("deque.pop", args, kwargs); err != nil {
			return nil, err
		}
		r := ringOf(self)
		if r.n == 0 {
			return nil, py.NewIndexError("pop from an empty deque")
		}
		if left {
			return r.popLeft(), nil
		}
		return r.popRight(), nil
	}
}

func dequeExtend(left bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("deque.extend()", args, kwargs); err != nil {
			return nil, err
		}
		return py.None, extendRing(t, ringOf(self), args[0], left)
	}
}

// dequeRotate is d.rotate(n=1): rotate n steps to the right.
func dequeRotate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("rotate", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	var k int64 = 1
	if len(args) == 1 {
		var err error
		if k, err = pyargs.Ssize(t, args[0]); err != nil {
			return nil, err
		}
	}
	r := ringOf(self)
	if r.n <= 1 {
		return py.None, nil
	}
	k %= int64(r.n)
	if k < 0 {
		k += int64(r.n)
	}
	// In place, as CPython does: move the shorter side across the ends
	// (no copy, so nothing to charge but the moves).
	steps := k
	if k > int64(r.n)/2 {
		steps = int64(r.n) - k
	}
	if err := t.Charge(steps); err != nil {
		return nil, err
	}
	for i := int64(0); i < steps; i++ {
		var err error
		if steps == k {
			err = r.pushLeft(t, r.popRight())
		} else {
			err = r.pushRight(t, r.popLeft())
		}
		if err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// normIndex resolves a start/stop argument of index() like CPython's
// slice clamping.
func normIndex(t *py.Thread, v py.Value, n int) (int, error) {
	i, err := py.Index(t, v)
	if err != nil {
		return 0, err
	}
	if i < 0 {
		i += int64(n)
		if i < 0 {
			i = 0
		}
	}
	if i > int64(n) {
		i = int64(n)
	}
	return int(i), nil
}

// dequeIndex is d.index(x[, start[, stop]]).
func dequeIndex(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("index", args, kwargs, 1, 3); err != nil {
		return nil, err
	}
	r := ringOf(self)
	start, stop := 0, r.n
	var err error
	if len(args) > 1 {
		if start, err = normIndex(t, args[1], r.n); err != nil {
			return nil, err
		}
	}
	if len(args) > 2 {
		if stop, err = normIndex(t, args[2], r.n); err != nil {
			return nil, err
		}
	}
	state := r.state
	for i := start; i < stop && i < r.n; i++ {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		eq, err := py.Equal(t, r.at(i), args[0])
		if err != nil {
			return nil, err
		}
		if r.state != state {
			return nil, py.NewRuntimeError("deque mutated during iteration")
		}
		if eq {
			return py.NewInt(int64(i)), nil
		}
	}
	s, err := py.Repr(t, args[0])
	if err != nil {
		return nil, err
	}
	return nil, py.NewValueError("%s is not in deque", s)
}

// dequeInsert is d.insert(i, x).
func dequeInsert(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("insert", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	i, err := pyargs.Ssize(t, args[0])
	if err != nil {
		return nil, err
	}
	r := ringOf(self)
	if r.maxlen >= 0 && r.n >= r.maxlen {
		return nil, py.NewIndexError("deque already at its maximum size")
	}
	n := int64(r.n)
	if i < 0 {
		i += n
		if i < 0 {
			i = 0
		}
	}
	if i > n {
		i = n
	}
	if err := t.Charge(n - i); err != nil {
		return nil, err
	}
	// In place: one more slot (grown and charged by pushRight; maxlen was
	// checked above, so nothing is dropped), then shift the tail right.
	if err := r.pushRight(t, nil); err != nil {
		return nil, err
	}
	for j := r.n - 1; j > int(i); j-- {
		r.set(j, r.at(j-1))
	}
	r.set(int(i), args[1])
	return py.None, nil
}

// dequeRemove is d.remove(x): remove the first occurrence.
func dequeRemove(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("deque.remove()", args, kwargs); err != nil {
		return nil, err
	}
	r := ringOf(self)
	state := r.state
	for i := 0; i < r.n; i++ {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		eq, err := py.Equal(t, r.at(i), args[0])
		if err != nil {
			return nil, err
		}
		if r.state != state {
			return nil, py.NewIndexError("deque mutated during iteration")
		}
		if eq {
			return py.None, r.deleteAt(t, i)
		}
	}
	s, err := py.Repr(t, args[0])
	if err != nil {
		return nil, err
	}
	return nil, py.NewValueError("%s is not in deque", s)
}

// dequeCount is d.count(x).
func dequeCount(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("deque.count()", args, kwargs); err != nil {
		return nil, err
	}
	r := ringOf(self)
	state := r.state
	var c int64
	for i := 0; i < r.n; i++ {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		eq, err := py.Equal(t, r.at(i), args[0])
		if err != nil {
			return nil, err
		}
		if r.state != state {
			return nil, py.NewRuntimeError("deque mutated during iteration")
		}
		if eq {
			c++
		}
	}
	return py.NewInt(c), nil
}

func dequeClear(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("deque.clear", args, kwargs); err != nil {
		return nil, err
	}
	return py.None, ringOf(self).replace(t, nil)
}

func (m *module) dequeCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("deque.copy", args, kwargs); err != nil {
		return nil, err
	}
	r := ringOf(self)
	return newDequeOf(t, self.Type(), r.slice(), r.maxlen)
}

func dequeReverse(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("deque.reverse", args, kwargs); err != nil {
		return nil, err
	}
	r := ringOf(self)
	if err := t.Charge(int64(r.n)); err != nil {
		return nil, err
	}
	r.state++
	for i, j := 0, r.n-1; i < j; i, j = i+1, j-1 {
		a, b := r.at(i), r.at(j)
		r.set(i, b)
		r.set(j, a)
	}
	return py.None, nil
}

func dequeLen(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return py.NewInt(int64(ringOf(self).n)), nil
}

// dequeIterType is the type of deque iterators.
var (
	dequeIterType    = moduleType("_collections", "_deque_iterator")
	dequeRevIterType = moduleType("_collections", "_deque_reverse_iterator")
)

// moduleType returns a built-in type named as CPython names a C type of
// module mod: __name__ name, __module__ mod, 'mod.name' in errors.
func moduleType(mod, name string) *py.Type {
	t := py.NewBuiltinType(name, py.ObjectType)
	t.Module = mod
	return t
}

// dequeIterator iterates over a deque, failing if it is mutated.
type dequeIterator struct {
	r       *ring
	i, left int
	state   uint64
	reverse bool
}

// Type returns the iterator type.
func (it *dequeIterator) Type() *py.Type {
	if it.reverse {
		return dequeRevIterType
	}
	return dequeIterType
}

// Next returns the next item.
func (it *dequeIterator) Next(t *py.Thread) (py.Value, error) {
	if it.r.state != it.state {
		it.left = 0
		return nil, py.NewRuntimeError("deque mutated during iteration")
	}
	if it.left == 0 {
		return nil, nil
	}
	v := it.r.at(it.i)
	if it.reverse {
		it.i--
	} else {
		it.i++
	}
	it.left--
	return v, nil
}

func dequeIter(reverse bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r := ringOf(self)
		it := &dequeIterator{r: r, left: r.n, state: r.state, reverse: reverse}
		if reverse {
			it.i = r.n - 1
		}
		return it, nil
	}
}

func dequeContains(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r := ringOf(self)
	state := r.state
	for i := 0; i < r.n; i++ {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		eq, err := py.Equal(t, r.at(i), args[0])
		if err != nil {
			return nil, err
		}
		if r.state != state {
			return nil, py.NewRuntimeError("deque mutated during iteration")
		}
		if eq {
			return py.True, nil
		}
	}
	return py.False, nil
}

// dequePosition resolves an index argument of d[i].
func dequePosition(t *py.Thread, r *ring, key py.Value) (int, error) {
	if _, isSlice := key.(*py.Slice); isSlice {
		return 0, py.NewTypeError("sequence index must be integer, not 'slice'")
	}
	i, err := py.Index(t, key)
	if err != nil {
		if ex, ok := err.(*py.Exception); ok && ex.Matches(py.TypeErrorType) {
			return 0, py.NewTypeError("sequence index must be integer, not '%s'", key.Type().Name)
		}
		return 0, err
	}
	if i < 0 {
		i += int64(r.n)
	}
	if i < 0 || i >= int64(r.n) {
		return 0, py.NewIndexError("deque index out of range")
	}
	return int(i), nil
}

func dequeGetItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r := ringOf(self)
	i, err := dequePosition(t, r, args[0])
	if err != nil {
		return nil, err
	}
	return r.at(i), nil
}

func dequeSetItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r := ringOf(self)
	i, err := dequePosition(t, r, args[0])
	if err != nil {
		return nil, err
	}
	r.set(i, args[1])
	return py.None, nil
}

func dequeDelItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r := ringOf(self)
	i, err := dequePosition(t, r, args[0])
	if err != nil {
		return nil, err
	}
	return py.None, r.deleteAt(t, i)
}

// dequeRepr is repr(d): deque([1, 2]) or deque([1, 2], maxlen=3).
func (m *module) dequeRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if !t.ReprEnter(self) {
		return py.NewStr("[...]"), nil
	}
	defer t.ReprLeave()
	r := ringOf(self)
	if err := t.Alloc(int64(r.n) * 16); err != nil {
		return nil, err
	}
	inner, err := py.Repr(t, py.NewList(r.slice()))
	if err != nil {
		return nil, err
	}
	s := self.Type().Name + "(" + inner
	if r.maxlen >= 0 {
		s += ", maxlen=" + itoa(r.maxlen)
	}
	return py.NewStr(s + ")"), nil
}

// itoa formats a non-negative int.
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// dequeCompare compares two deques like sequences.
func (m *module) dequeCompare(op py.CompareOp) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		other := args[0]
		if !other.Type().IsSubtype(m.deque) {
			return py.NotImplemented, nil
		}
		ra, rb := ringOf(self), ringOf(other)
		if err := t.Alloc(int64(ra.n+rb.n) * 16); err != nil {
			return nil, err
		}
		return py.Compare(t, op, py.NewList(ra.slice()), py.NewList(rb.slice()))
	}
}

// dequeAdd is d + other for deques.
func (m *module) dequeAdd(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	other := args[0]
	if !other.Type().IsSubtype(m.deque) {
		return nil, py.NewTypeError("can only concatenate deque (not \"%s\") to deque", other.Type().Name)
	}
	a, b := ringOf(self), ringOf(other)
	if err := t.Alloc(int64(a.n+b.n) * 16); err != nil {
		return nil, err
	}
	items := make([]py.Value, a.n+b.n)
	for i := 0; i < a.n; i++ {
		items[i] = a.at(i)
	}
	for i := 0; i < b.n; i++ {
		items[a.n+i] = b.at(i)
	}
	return newDequeOf(t, self.Type(), items, a.maxlen)
}

// repeated returns items repeated n times, after checking the memory
// budget.
func repeated(t *py.Thread, items []py.Value, n int64, maxlen int) ([]py.Value, error) {
	if n <= 0 || len(items) == 0 {
		return nil, nil
	}
	total := int64(len(items)) * n
	if total/n != int64(len(items)) || total > 1<<40 {
		// Far beyond any budget: the run's memory limit (uncatchable),
		// as py refuses [0] * 10**20.
		if err := t.CheckAlloc(-1); err != nil {
			return nil, err
		}
		return nil, &py.LimitError{Kind: py.LimitMemory, Msg: "deque: result too large for the memory budget"}
	}
	if maxlen >= 0 && total > int64(maxlen) {
		// Only the last maxlen items survive (maxlen may be 10**9 for
		// a one-item deque: charged first).
		if err := t.Alloc(int64(maxlen) * 16); err != nil {
			return nil, err
		}
		if err := t.ChargeItems(maxlen); err != nil {
			return nil, err
		}
		out := make([]py.Value, 0, maxlen)
		for i := total - int64(maxlen); i < total; i++ {
			out = append(out, items[i%int64(len(items))]) //krait:alloc-ok maxlen slots, charged just above
		}
		return out, nil
	}
	if err := t.Alloc(total * 16); err != nil {
		return nil, err
	}
	out := make([]py.Value, 0, total)
	for i := int64(0); i < n; i++ {
		out = append(out, items...)
	}
	return out, nil
}

// dequeMul is d * n and n * d.
func (m *module) dequeMul(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	n, err := py.Index(t, args[0])
	if err != nil {
		return py.NotImplemented, nil
	}
	r := ringOf(self)
	items, err := repeated(t, r.slice(), n, r.maxlen)
	if err != nil {
		return nil, err
	}
	return newDequeOf(t, self.Type(), items, r.maxlen)
}

func dequeInPlaceAdd(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := extendRing(t, ringOf(self), args[0], false); err != nil {
		return nil, err
	}
	return self, nil
}

func dequeInPlaceMul(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	n, err := py.Index(t, args[0])
	if err != nil {
		return py.NotImplemented, nil
	}
	r := ringOf(self)
	items, err := repeated(t, r.slice(), n, r.maxlen)
	if err != nil {
		return nil, err
	}
	return self, r.replace(t, items)
}

// dequeReduce is __reduce__: (type(d), (list(d), maxlen)), which copy
// and deepcopy rebuild the deque from.
func dequeReduce(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r := ringOf(self)
	var ml py.Value = py.None
	if r.maxlen >= 0 {
		ml = py.NewInt(int64(r.maxlen))
	}
	return py.NewTuple([]py.Value{self.Type(), py.NewTuple([]py.Value{py.NewList(r.slice()), ml})}), nil
}
