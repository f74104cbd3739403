package pandas

import (
	"encoding/binary"
	"errors"
	"math"

	"github.com/kraitpy/krait/py"
)

// This file maps labels and values to Go map keys (hkey), so that index
// lookups, groupby, merge, unique and duplicated hash in Go: 1, 1.0 and
// True are one key as in Python; every NaN is one key (pandas groups
// NaNs together where it keeps them); strings, timestamps and tuples of
// these have keys of their own.

// hkey is a hashable Go form of a label.
type hkey struct {
	k uint8
	i int64
	s string
}

// mapEntryBytes is what one entry of a map keyed by hkey takes with its
// share of the buckets (a 32-byte key, a word of value, buckets filled to
// 6.5 of 8 and doubled when they grow): what a hash of n keys is charged
// per key before it is built.
const mapEntryBytes = 96

// The kinds of hkey.
const (
	kNone uint8 = iota
	kInt
	kFloat
	kNaN
	kStr
	kTime
	kDelta
	kTuple
	kOther // a value of no kind above, keyed by its Python hash (keyOf)
	kObj   // a value of no kind above, numbered by an objTable
	kNaT   // pd.NaT in an object column (objTable): not NaN's key there
)

// intKey is the key of an integer.
func intKey(i int64) hkey { return hkey{k: kInt, i: i} }

// floatKey is the key of a float: integral floats are int keys.
func floatKey(f float64) hkey {
	if f != f {
		return hkey{k: kNaN}
	}
	if f == math.Trunc(f) && math.Abs(f) < 1<<63 {
		return hkey{k: kInt, i: int64(f)}
	}
	return hkey{k: kFloat, i: int64(math.Float64bits(f))}
}

// keyOf returns the key of a Python value. A value of no fast kind
// (a user object, a frozenset, a date, ...) is keyed by its Python hash,
// or by its type and repr when it has none: what label lookups use. The
// hash tables of unique, value_counts, groupby, merge, isin and
// duplicated number such values by Python equality instead (objTable).
func keyOf(t *py.Thread, v py.Value) hkey {
	if k, ok := fastKey(t, v); ok {
		return k
	}
	if x, ok := v.(*py.Tuple); ok {
		return tupleKey(t, x.Items())
	}
	if k, ok := numberKey(t, v); ok {
		return k
	}
	if h, err := pandasHash(t, v); err == nil {
		return hkey{k: kOther, i: h}
	}
	r, err := py.Repr(t, v)
	if err != nil {
		r = py.TypeName(v)
	}
	return hkey{k: kOther, s: py.TypeName(v) + ":" + r}
}

// fastKey returns the key of a value of a kind hkey holds directly: None,
// numbers, strings, timestamps and timedeltas; ok is false for others.
func fastKey(t *py.Thread, v py.Value) (hkey, bool) {
	switch x := v.(type) {
	case *py.Str:
		return hkey{k: kStr, s: x.String()}, true
	case py.Int:
		return intKey(int64(x)), true
	case py.Bool:
		if x {
			return intKey(1), true
		}
		return intKey(0), true
	case py.Float:
		return floatKey(float64(x)), true
	case py.NoneType:
		return hkey{k: kNone}, true
	case *py.Instance:
		switch b := x.Base.(type) {
		case *timestampValue:
			return hkey{k: kTime, i: b.ns}, true
		case *timedeltaValue:
			return hkey{k: kDelta, i: b.ns}, true
		case *natValue:
			return hkey{k: kNaN}, true
		case py.Float:
			return floatKey(float64(b)), true
		case *py.Str:
			return hkey{k: kStr, s: b.String()}, true
		}
		if i, ok := pyInt64(x); ok {
			return intKey(i), true
		}
		if ns, ok := pyDatetimeNs(x); ok {
			return hkey{k: kTime, i: ns}, true
		}
	}
	return hkey{}, false
}

// numberKey is the key of a number of a built-in type with no fast kind
// (a big int, Decimal, Fraction, a numpy float32) that equals a float:
// the float's key, so that Decimal(1), Fraction(1, 2) and 10**20 meet 1,
// 0.5 and 1e20 as they do in Python. It calls no Python code: only
// built-in types and classes whose __float__ and __eq__ are Go functions
// (krait's own modules') qualify.
func numberKey(t *py.Thread, v py.Value) (hkey, bool) {
	if typ := v.Type(); !typ.IsBuiltin() && !(isGoFunc(typ.Lookup("__float__")) && isGoFunc(typ.Lookup("__eq__"))) {
		return hkey{}, false
	}
	switch x := v.(type) {
	case *py.Str, *py.Bytes, *py.Tuple, *py.List, *py.Dict:
		return hkey{}, false
	case py.Complex:
		if imag(complex128(x)) == 0 {
			return floatKey(real(complex128(x))), true
		}
		return hkey{}, false
	}
	f, err := py.ToFloat(t, v)
	if err != nil {
		return hkey{}, false
	}
	if eq, err := py.Equal(t, v, f); err != nil || !eq {
		return hkey{}, false
	}
	return floatKey(float64(f.(py.Float))), true
}

// isGoFunc reports whether a class attribute is a function written in Go
// (a method of a class of krait's own modules).
func isGoFunc(v py.Value) bool {
	_, ok := v.(*py.Builtin)
	return ok
}

// pandasHash is the hash pandas' object hash tables use: Python's hash,
// every float NaN hashing alike (floats and tuples of them never get here:
// they have keys of their own).
func pandasHash(t *py.Thread, v py.Value) (int64, error) {
	return py.Hash(t, v)
}

// tupleKey is the key of a tuple of labels (a MultiIndex entry).
func tupleKey(t *py.Thread, items []py.Value) hkey {
	if t.EnterData("") != nil {
		return hkey{k: kOther, s: "tuple:deep"}
	}
	defer t.LeaveData()
	//krait:alloc-ok one per item of a tuple that exists
	ks := make([]hkey, len(items))
	for j, it := range items {
		ks[j] = keyOf(t, it)
	}
	return joinKeys(ks)
}

// objTable numbers the values of no fast kind met by one hash operation
// by Python equality, as pandas' object hash table does: hash(v) picks a
// bucket and == picks the value's class in it (an identical object is
// equal without a call; an == that raises counts as unequal). Calls of
// __hash__ and __eq__ are Python code, charged as calls.
type objTable struct {
	buckets map[int64][]objEntry
	n       int64
	// lenient tables give a value whose hash raises the hash 0, as
	// pandas' value_counts, duplicated and isin do; the others (unique,
	// factorize, groupby, merge) raise the error.
	lenient bool
}

// objEntry is a value an objTable has numbered, with its number.
type objEntry struct {
	v  py.Value
	id int64
}

// objEntryBytes is what one objTable entry takes, charged as it is added.
const objEntryBytes = 64

// key returns the key of v: keyOf's for values of a fast kind, and for
// the others their class in the table (tuples item by item).
func (tab *objTable) key(t *py.Thread, v py.Value) (hkey, error) {
	if in, ok := v.(*py.Instance); ok {
		if _, ok := in.Base.(*natValue); ok {
			return hkey{k: kNaT}, nil
		}
	}
	if k, ok := fastKey(t, v); ok {
		return k, nil
	}
	if x, ok := v.(*py.Tuple); ok {
		if err := t.EnterData(""); err != nil {
			return hkey{}, err
		}
		defer t.LeaveData()
		items := x.Items()
		//krait:alloc-ok one per item of a tuple that exists
		ks := make([]hkey, len(items))
		for j, it := range items {
			k, err := tab.key(t, it)
			if err != nil {
				return hkey{}, err
			}
			ks[j] = k
		}
		return joinKeys(ks), nil
	}
	if k, ok := numberKey(t, v); ok {
		return k, nil
	}
	h, err := pandasHash(t, v)
	if err != nil {
		if !tab.lenient || !isPyException(err) {
			return hkey{}, err
		}
		h = 0
	}
	if tab.buckets == nil {
		tab.buckets = make(map[int64][]objEntry)
	}
	for _, e := range tab.buckets[h] {
		eq, err := py.Equal(t, e.v, v)
		if err != nil && !isPyException(err) {
			return hkey{}, err
		}
		if eq && err == nil {
			return hkey{k: kObj, i: e.id}, nil
		}
	}
	if err := t.Alloc(objEntryBytes); err != nil {
		return hkey{}, err
	}
	tab.n++
	tab.buckets[h] = append(tab.buckets[h], objEntry{v: v, id: tab.n})
	return hkey{k: kObj, i: tab.n}, nil
}

// keyAt is the key of element j of a column in the table.
func (tab *objTable) keyAt(t *py.Thread, c *column, j int) (hkey, error) {
	if c.dt != dtObject {
		return c.keyAt(t, j), nil
	}
	return tab.key(t, c.o[j])
}

// isPyException reports whether err is a Python exception (which pandas'
// hash tables swallow where they do), not a limit or a policy refusal.
func isPyException(err error) bool {
	var e *py.Exception
	return errors.As(err, &e)
}

// joinKeys encodes several keys as one.
func joinKeys(ks []hkey) hkey {
	var b []byte
	for _, k := range ks {
		b = append(b, k.k)
		b = binary.LittleEndian.AppendUint64(b, uint64(k.i))
		b = binary.LittleEndian.AppendUint32(b, uint32(len(k.s)))
		//krait:alloc-ok the bytes of keys that exist (a copy of at most their size)
		b = append(b, k.s...)
	}
	return hkey{k: kTuple, s: string(b)}
}

// keyAt returns the key of element j of a column.
func (c *column) keyAt(t *py.Thread, j int) hkey {
	switch c.dt {
	case dtBool:
		if c.b[j] {
			return intKey(1)
		}
		return intKey(0)
	case dtInt:
		return intKey(c.i[j])
	case dtFloat:
		return floatKey(c.f[j])
	case dtDatetime:
		if c.i[j] == natInt {
			return hkey{k: kNaN}
		}
		return hkey{k: kTime, i: c.i[j]}
	case dtTimedelta:
		if c.i[j] == natInt {
			return hkey{k: kNaN}
		}
		return hkey{k: kDelta, i: c.i[j]}
	}
	return keyOf(t, c.o[j])
}

// isNAKey reports whether a key is a missing value's.
func isNAKey(k hkey) bool { return k.k == kNaN || k.k == kNone || k.k == kNaT }

// factorize numbers the distinct values of one or more equal-length
// columns in order of first appearance: codes[j] is row j's group and
// firsts[g] the first row of group g. Rows with a missing value in any
// column get code -1 when dropna is set.
// Values of no fast kind are numbered by Python equality; a value whose
// hash raises raises, as in pandas' factorize, unique and groupby.
func factorize(t *py.Thread, cols []*column, dropna bool) (codes []int, firsts []int, err error) {
	return factorizeHash(t, cols, dropna, false)
}

// factorizeLenient is factorize where a value whose hash raises has the
// hash 0 (pandas' value_counts and duplicated of one column).
func factorizeLenient(t *py.Thread, cols []*column, dropna bool) (codes []int, firsts []int, err error) {
	return factorizeHash(t, cols, dropna, true)
}

// factorizeHash is factorize, lenient or not.
func factorizeHash(t *py.Thread, cols []*column, dropna, lenient bool) (codes []int, firsts []int, err error) {
	n := 0
	if len(cols) > 0 {
		n = cols[0].len()
	}
	if err := t.Alloc(int64(n) * 16); err != nil {
		return nil, nil, err
	}
	if err := t.Charge(int64(n * len(cols))); err != nil {
		return nil, nil, err
	}
	codes = make([]int, n)
	if len(cols) == 1 {
		if firsts, err = factorizeOne(t, cols[0], dropna, lenient, codes); err != nil {
			return nil, nil, err
		}
		return codes, firsts, nil
	}
	// Several columns: factorize each, then the combinations.
	if err := chargeCells(t, n, len(cols), 8); err != nil {
		return nil, nil, err
	}
	per := make([][]int, len(cols))
	sizes := make([]int, len(cols))
	for k, c := range cols {
		per[k] = make([]int, n) //krait:alloc-ok charged above (n x len(cols) codes)
		fs, err := factorizeOne(t, c, dropna, lenient, per[k])
		if err != nil {
			return nil, nil, err
		}
		sizes[k] = len(fs)
	}
	seen := make(map[uint64]int)
	var big map[string]int
	prod := uint64(1)
	overflow := false
	for _, s := range sizes {
		if s > 0 && prod > math.MaxUint64/uint64(s+1) {
			overflow = true
		}
		prod *= uint64(s + 1)
	}
	if overflow {
		big = make(map[string]int)
	}
	buf := make([]byte, 0, 8*len(cols))
	for j := 0; j < n; j++ {
		missing := false
		var comb uint64
		buf = buf[:0]
		for k := range cols {
			c := per[k][j]
			if c < 0 {
				missing = true
				break
			}
			comb = comb*uint64(sizes[k]+1) + uint64(c)
			if overflow {
				buf = binary.LittleEndian.AppendUint64(buf, uint64(c))
			}
		}
		if missing {
			codes[j] = -1
			continue
		}
		var g int
		var ok bool
		if overflow {
			g, ok = big[string(buf)]
		} else {
			g, ok = seen[comb]
		}
		if !ok {
			g = len(firsts)
			if firsts, err = newGroup(t, firsts, j); err != nil {
				return nil, nil, err
			}
			if overflow {
				big[string(buf)] = g
			} else {
				seen[comb] = g
			}
		}
		codes[j] = g
	}
	return codes, firsts, nil
}

// newGroup appends row j as the first row of a new group. When the
// groups' array must grow, the new array and the hash entries of the
// groups it makes room for are charged first: a factorize's memory
// follows the number of groups, not of rows.
func newGroup(t *py.Thread, firsts []int, j int) ([]int, error) {
	if len(firsts) == cap(firsts) {
		c := max(2*cap(firsts), 64)
		if err := t.Alloc(int64(c)*8 + int64(c-cap(firsts))*mapEntryBytes); err != nil {
			return nil, err
		}
		firsts = append(make([]int, 0, c), firsts...)
	}
	return append(firsts, j), nil
}

// factorizeOne is factorize of one column, writing codes and returning
// the first row of each group. The hash of the groups is charged as it
// grows (newGroup).
func factorizeOne(t *py.Thread, c *column, dropna, lenient bool, codes []int) ([]int, error) {
	var firsts []int
	var err error
	switch c.dt {
	case dtInt:
		m := make(map[int64]int)
		for j, v := range c.i {
			g, ok := m[v]
			if !ok {
				g = len(firsts)
				if firsts, err = newGroup(t, firsts, j); err != nil {
					return nil, err
				}
				m[v] = g
			}
			codes[j] = g
		}
		return firsts, nil
	case dtBool:
		gs := [2]int{-1, -1}
		for j, v := range c.b {
			k := 0
			if v {
				k = 1
			}
			if gs[k] < 0 {
				gs[k] = len(firsts)
				if firsts, err = newGroup(t, firsts, j); err != nil {
					return nil, err
				}
			}
			codes[j] = gs[k]
		}
		return firsts, nil
	case dtObject:
		// Strings hash as Go strings; other objects through an objTable.
		ms := make(map[string]int)
		var mk map[hkey]int
		tab := objTable{lenient: lenient}
		for j, v := range c.o {
			var key string
			if s, ok := v.(*py.Str); ok {
				key = s.String()
			} else {
				k, err := tab.key(t, v)
				if err != nil {
					return nil, err
				}
				if dropna && isNAKey(k) {
					codes[j] = -1
					continue
				}
				if k.k != kStr {
					if mk == nil {
						mk = make(map[hkey]int)
					}
					g, ok := mk[k]
					if !ok {
						g = len(firsts)
						if firsts, err = newGroup(t, firsts, j); err != nil {
							return nil, err
						}
						mk[k] = g
					}
					codes[j] = g
					continue
				}
				key = k.s
			}
			g, ok := ms[key]
			if !ok {
				g = len(firsts)
				if firsts, err = newGroup(t, firsts, j); err != nil {
					return nil, err
				}
				ms[key] = g
			}
			codes[j] = g
		}
		return firsts, nil
	}
	m := make(map[hkey]int)
	n := c.len()
	for j := 0; j < n; j++ {
		k := c.keyAt(t, j)
		if dropna && isNAKey(k) {
			codes[j] = -1
			continue
		}
		g, ok := m[k]
		if !ok {
			g = len(firsts)
			if firsts, err = newGroup(t, firsts, j); err != nil {
				return nil, err
			}
			m[k] = g
		}
		codes[j] = g
	}
	return firsts, nil
}
