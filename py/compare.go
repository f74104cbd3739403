package py

import "strings"

// Compare returns the rich comparison a op b (a Value: user methods may
// return anything). Fast paths cover built-in numbers and strings.
func Compare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	switch x := a.(type) {
	case Int:
		if y, ok := b.(Int); ok {
			return NewBool(cmpResult(op, cmp3(int64(x), int64(y)))), nil
		}
	case Float:
		if y, ok := b.(Float); ok {
			return NewBool(floatCompare(op, float64(x), float64(y))), nil
		}
	case *Str:
		if y, ok := b.(*Str); ok {
			if len(x.s) > 4096 && len(y.s) > 4096 {
				// Comparing long strings is proportional work.
				if err := t.Charge(int64(min(len(x.s), len(y.s))) / 256); err != nil {
					return nil, err
				}
			}
			return NewBool(cmpResult(op, strings.Compare(x.s, y.s))), nil
		}
	}
	return richCompare(t, op, a, b)
}

// CompareBool is Compare followed by Truth of the result.
func CompareBool(t *Thread, op CompareOp, a, b Value) (bool, error) {
	r, err := Compare(t, op, a, b)
	if err != nil {
		return false, err
	}
	if bv, ok := r.(Bool); ok {
		return bool(bv), nil
	}
	return Truth(t, r)
}

// Equal reports whether a == b the way containers compare elements
// (CPython's PyObject_RichCompareBool): identical objects are equal
// without calling __eq__.
func Equal(t *Thread, a, b Value) (bool, error) {
	if a == b {
		if f, ok := a.(Float); !ok || f == f {
			return true, nil
		}
	}
	switch x := a.(type) {
	case Int:
		if y, ok := b.(Int); ok {
			return x == y, nil
		}
	case *Str:
		if y, ok := b.(*Str); ok {
			if len(x.s) > 4096 && len(x.s) == len(y.s) {
				if err := t.Charge(int64(len(x.s)) / 256); err != nil {
					return false, err
				}
			}
			return x.s == y.s, nil
		}
	}
	return CompareBool(t, Eq, a, b)
}

func cmp3(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cmpResult turns a three-way comparison into the result of op.
func cmpResult(op CompareOp, c int) bool {
	switch op {
	case Eq:
		return c == 0
	case Ne:
		return c != 0
	case Lt:
		return c < 0
	case Le:
		return c <= 0
	case Gt:
		return c > 0
	case Ge:
		return c >= 0
	}
	return false
}

// richCompare is the general comparison with reflection and the default
// identity-based == and !=.
func richCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	// Comparisons of containers and user values recurse: one level of
	// the depth guard.
	if err := t.EnterData(InComparison); err != nil {
		return nil, err
	}
	r, err := richCompareNested(t, op, a, b)
	t.LeaveData()
	return r, err
}

// richCompareNested is richCompare once the level is counted.
func richCompareNested(t *Thread, op CompareOp, a, b Value) (Value, error) {
	ta, tb := a.Type(), b.Type()
	if ta.builtin && tb.builtin {
		r, err := builtinCompare(t, op, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
		return compareFallback(op, a, b)
	}
	swapped := compareSwapped[op]
	checkedReflected := false
	if ta != tb && tb.IsSubtype(ta) && !tb.builtin {
		checkedReflected = true
		r, err := compareHalf(t, swapped, b, a)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	r, err := compareHalf(t, op, a, b)
	if err != nil || r != NotImplemented {
		return r, err
	}
	if !checkedReflected {
		r, err := compareHalf(t, swapped, b, a)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	return compareFallback(op, a, b)
}

// compareFallback is what happens when both sides return NotImplemented.
func compareFallback(op CompareOp, a, b Value) (Value, error) {
	switch op {
	case Eq:
		return NewBool(a == b), nil
	case Ne:
		return NewBool(a != b), nil
	}
	return nil, NewTypeError("'%s' not supported between instances of '%s' and '%s'", compareSymbols[op], typeName(a), typeName(b))
}

// compareHalf calls x.__op__(y): a user method, the built-in part's
// comparison, or object's default __ne__ (the inverse of __eq__).
func compareHalf(t *Thread, op CompareOp, x, y Value) (Value, error) {
	tx := x.Type()
	if f := tx.lookupUser(compareNames[op]); f != nil {
		return callMethodValue(t, f, x, y)
	}
	if op == Ne {
		if f := tx.lookupUser(compareNames[Eq]); f != nil {
			r, err := callMethodValue(t, f, x, y)
			if err != nil || r == NotImplemented {
				return r, err
			}
			b, err := Truth(t, r)
			if err != nil {
				return nil, err
			}
			return NewBool(!b), nil
		}
	}
	if tx.builtin || tx.solid != ObjectType {
		return builtinCompare(t, op, unwrapBase(x), unwrapBase(y))
	}
	return NotImplemented, nil
}

// builtinCompare compares built-in values, or returns NotImplemented.
func builtinCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	switch x := a.(type) {
	case Int, *BigInt, Bool:
		switch y := b.(type) {
		case Int, *BigInt, Bool:
			return NewBool(cmpResult(op, intCompare(x, y))), nil
		case Float:
			c := compareIntFloat(x, float64(y))
			if c == 2 {
				return NewBool(op == Ne), nil
			}
			return NewBool(cmpResult(op, c)), nil
		case Complex:
			if op == Eq || op == Ne {
				if imag(y) != 0 {
					return NewBool(op == Ne), nil
				}
				return builtinCompare(t, op, x, Float(real(y)))
			}
		}
	case Float:
		switch y := b.(type) {
		case Float:
			return NewBool(floatCompare(op, float64(x), float64(y))), nil
		case Int, *BigInt, Bool:
			c := compareIntFloat(y, float64(x))
			if c == 2 {
				return NewBool(op == Ne), nil
			}
			return NewBool(cmpResult(op, -c)), nil
		case Complex:
			if op == Eq || op == Ne {
				return NewBool((complex(float64(x), 0) == complex128(y)) == (op == Eq)), nil
			}
		}
	case Complex:
		if op == Eq || op == Ne {
			if c, ok, err := asComplex(b); ok && err == nil {
				return NewBool((complex128(x) == c) == (op == Eq)), nil
			}
		}
	case *Str:
		if y, ok := b.(*Str); ok {
			return NewBool(cmpResult(op, strings.Compare(x.s, y.s))), nil
		}
	case *List:
		if y, ok := b.(*List); ok {
			return compareSequences(t, op, x.liveItems, y.liveItems)
		}
	case *Tuple:
		if y, ok := b.(*Tuple); ok {
			// Tuples never change: their items are read directly.
			return compareItemsNested(t, op, x.items, y.items)
		}
	case *Dict:
		if y, ok := b.(*Dict); ok && (op == Eq || op == Ne) {
			eq, err := dictEqual(t, x, y)
			if err != nil {
				return nil, err
			}
			return NewBool(eq == (op == Eq)), nil
		}
	}
	return extraCompare(t, op, a, b)
}

// CompareItems compares two runs of values as tuples holding them
// compare (lexicographically, one level of the depth guard), without the
// tuples: a dataclass's generated ordering methods compare its fields so.
func CompareItems(t *Thread, op CompareOp, a, b []Value) (Value, error) {
	if err := t.EnterData(InComparison); err != nil {
		return nil, err
	}
	r, err := compareItemsNested(t, op, a, b)
	t.LeaveData()
	return r, err
}

// compareItemsNested is compareSequences for runs of values no Python
// code can change (a tuple's items, the caller's own slices): indexed
// directly, without reading them again after each item's __eq__, so that
// a caller's buffer can live on its stack.
func compareItemsNested(t *Thread, op CompareOp, a, b []Value) (Value, error) {
	if len(a) != len(b) && (op == Eq || op == Ne) {
		return NewBool(op == Ne), nil
	}
	i := 0
	for ; i < len(a) && i < len(b); i++ {
		if err := tickItem(t, i); err != nil {
			return nil, err
		}
		eq, err := Equal(t, a[i], b[i])
		if err != nil {
			return nil, err
		}
		if !eq {
			break
		}
	}
	return sequenceOutcome(t, op, a, b, i)
}

// sequenceOutcome finishes a lexicographic comparison of x and y whose
// first i items are equal: the lengths decide when one of them ends,
// otherwise item i does.
func sequenceOutcome(t *Thread, op CompareOp, x, y []Value, i int) (Value, error) {
	if i >= len(x) || i >= len(y) {
		return NewBool(cmpResult(op, cmp3(int64(len(x)), int64(len(y))))), nil
	}
	switch op {
	case Eq:
		return False, nil
	case Ne:
		return True, nil
	}
	return Compare(t, op, x[i], y[i])
}

// compareSequences compares two lists or tuples lexicographically. a and
// b return the items as they are when called: an item's __eq__ can change
// a list, so they are read again at every step, as CPython's
// list_richcompare does.
func compareSequences(t *Thread, op CompareOp, a, b func() []Value) (Value, error) {
	if len(a()) != len(b()) && (op == Eq || op == Ne) {
		return NewBool(op == Ne), nil
	}
	i := 0
	for ; i < len(a()) && i < len(b()); i++ {
		if err := tickItem(t, i); err != nil {
			return nil, err
		}
		eq, err := Equal(t, a()[i], b()[i])
		if err != nil {
			return nil, err
		}
		if !eq {
			break
		}
	}
	return sequenceOutcome(t, op, a(), b(), i)
}

// dictEqual reports whether two dicts have equal items.
func dictEqual(t *Thread, a, b *Dict) (bool, error) {
	if a.used != b.used {
		return false, nil
	}
	for i := 0; i < len(a.entries); i++ {
		e := a.entries[i]
		if e.key == nil {
			continue
		}
		if err := tick(t); err != nil {
			return false, err
		}
		v, ok, err := b.GetHashed(t, e.key, e.hash)
		if err != nil || !ok {
			return false, err
		}
		eq, err := Equal(t, e.value, v)
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}
