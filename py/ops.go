package py

import "errors"

// BinaryOp is a binary arithmetic operator. The values match ast.Operator
// so the evaluator can convert with a cast.
type BinaryOp uint8

// The binary operators.
const (
	Add BinaryOp = iota + 1
	Sub
	Mul
	MatMul
	TrueDiv
	Mod
	Pow
	LShift
	RShift
	Or
	Xor
	And
	FloorDiv
)

type binaryOpInfo struct {
	symbol             string
	name, rname, iname *Str // __add__, __radd__, __iadd__
}

// binaryOps holds the symbols and dunder names of the operators; it is
// immutable after init.
var binaryOps = func() [FloorDiv + 1]binaryOpInfo {
	var t [FloorDiv + 1]binaryOpInfo
	set := func(op BinaryOp, sym, name string) {
		t[op] = binaryOpInfo{symbol: sym, name: internStr("__" + name + "__"),
			rname: internStr("__r" + name + "__"), iname: internStr("__i" + name + "__")}
	}
	set(Add, "+", "add")
	set(Sub, "-", "sub")
	set(Mul, "*", "mul")
	set(MatMul, "@", "matmul")
	set(TrueDiv, "/", "truediv")
	set(Mod, "%", "mod")
	set(Pow, "**", "pow")
	set(LShift, "<<", "lshift")
	set(RShift, ">>", "rshift")
	set(Or, "|", "or")
	set(Xor, "^", "xor")
	set(And, "&", "and")
	set(FloorDiv, "//", "floordiv")
	return t
}()

// String returns the operator's symbol.
func (op BinaryOp) String() string { return binaryOps[op].symbol }

// CompareOp is a rich comparison operator; the values match the first six
// ast.CmpOperator values.
type CompareOp uint8

// The comparison operators.
const (
	Eq CompareOp = iota + 1
	Ne
	Lt
	Le
	Gt
	Ge
)

var compareSymbols = [...]string{"", "==", "!=", "<", "<=", ">", ">="}

// compareNames are the dunder names; compareSwapped the reflected ops.
var (
	compareNames   = [...]*Str{nil, internStr("__eq__"), internStr("__ne__"), internStr("__lt__"), internStr("__le__"), internStr("__gt__"), internStr("__ge__")}
	compareSwapped = [...]CompareOp{0, Eq, Ne, Gt, Ge, Lt, Le}
)

// String returns the operator's symbol.
func (op CompareOp) String() string { return compareSymbols[op] }

// UnaryOp is a unary operator; the values match ast.UnaryOperator.
type UnaryOp uint8

// The unary operators.
const (
	Invert UnaryOp = iota + 1
	Not
	UAdd
	USub
)

// internStr returns a *Str with its hash and length computed, safe to
// share between threads.
func internStr(s string) *Str {
	r := &Str{s: s}
	r.Hash()
	return r
}

// typeName returns the type name used in error messages: CPython's
// tp_name, which is dotted for built-in types outside builtins
// ('itertools.count', 'types.UnionType').
func typeName(v Value) string { return typeNameOf(v.Type()) }

// typeNameOf is typeName for a type object.
func typeNameOf(t *Type) string {
	if t.TpName != "" {
		return t.TpName
	}
	if t.builtin && t.Module != "builtins" && t.Module != "" {
		return t.Module + "." + t.Name
	}
	return t.Name
}

// TypeName returns the name CPython uses for v's type in error messages.
func TypeName(v Value) string { return typeName(v) }

// Binary returns a op b with Python's semantics: fast paths for built-in
// numbers and strings, then the dunder protocol with reflected operands.
func Binary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	switch x := a.(type) {
	case Int:
		switch y := b.(type) {
		case Int:
			switch op {
			case Add:
				if c := x + y; (c > x) == (y > 0) {
					return NewInt(int64(c)), nil
				}
			case Sub:
				if c := x - y; (c < x) == (y > 0) {
					return NewInt(int64(c)), nil
				}
			}
			// NotImplemented (int @ int) goes on to the TypeError below.
			if r, err := int64Binary(t, op, int64(x), int64(y)); r != NotImplemented {
				return r, err
			}
		case Float:
			if r, err := floatBinary(op, float64(x), float64(y)); r != NotImplemented {
				return r, err
			}
		}
	case Float:
		switch y := b.(type) {
		case Float:
			if r, err := floatBinary(op, float64(x), float64(y)); r != NotImplemented {
				return r, err
			}
		case Int:
			if r, err := floatBinary(op, float64(x), float64(y)); r != NotImplemented {
				return r, err
			}
		}
	case *Str:
		if y, ok := b.(*Str); ok && op == Add {
			return strConcat(t, x, y)
		}
	}
	return binarySlow(t, op, a, b, false)
}

// isTypeError reports whether err is a Python TypeError (a separate
// function so that InPlace's fast path does not heap-allocate the target
// of errors.As).
func isTypeError(err error) bool {
	var ex *Exception
	return errors.As(err, &ex) && ex.Matches(TypeErrorType)
}

// InPlace returns a op= b: the in-place dunder when defined, mutation in
// place for lists, else Binary.
func InPlace(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	switch x := a.(type) {
	case Int, Float:
		switch b.(type) {
		case Int, Float:
			r, err := Binary(t, op, a, b)
			if err == nil || !isTypeError(err) {
				return r, err
			}
			// Report the in-place operator ("+=") as CPython does.
		}
	case *List:
		switch op {
		case Add:
			if err := x.ExtendFrom(t, b); err != nil {
				return nil, err
			}
			return x, nil
		case Mul:
			n, ok, err := indexValue(t, b)
			if err != nil {
				return nil, err
			}
			if ok {
				items, err := repeatItems(t, x.items, n)
				if err != nil {
					return nil, err
				}
				x.items = items
				return x, nil
			}
		}
	case *Instance:
		if f := x.Class.lookupUser(binaryOps[op].iname); f != nil {
			r, err := callMethodValue(t, f, x, b)
			if err != nil || r != NotImplemented {
				return r, err
			}
		} else if x.Base != nil {
			if _, ok := x.Base.(*List); ok {
				if _, err := InPlace(t, op, x.Base, b); err != nil {
					return nil, err
				}
				return x, nil
			}
		}
	}
	if r, ok, err := inPlaceContainer(t, op, a, b); ok || err != nil {
		return r, err
	}
	return binarySlow(t, op, a, b, true)
}

// binarySlow is the general binary operator: both operands' dunders.
func binarySlow(t *Thread, op BinaryOp, a, b Value, inplace bool) (Value, error) {
	ta, tb := a.Type(), b.Type()
	if ta.builtin && tb.builtin {
		r, err := builtinBinary(t, op, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
		return nil, binaryTypeError(op, a, b, inplace)
	}
	info := &binaryOps[op]
	triedReflected := false
	if ta != tb && tb.IsSubtype(ta) {
		if f := tb.lookupUser(info.rname); f != nil {
			triedReflected = true
			r, err := callMethodValue(t, f, b, a)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	// a.__op__(b)
	if f := ta.lookupUser(info.name); f != nil {
		r, err := callMethodValue(t, f, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
	} else if (ta.builtin || ta.solid != ObjectType) && !slotRefuses(unwrapBase(a), b, tb, info) {
		rb := unwrapBase(b)
		if _, isStr := unwrapBase(a).(*Str); isStr && op == Mod {
			rb = b // str % x formats x itself: %s of an int subclass calls its __repr__
		} else if op == Mul && !isIntValue(rb) && isSequence(a) {
			rb = b // seq * x converts x by its __index__ (numpy's integer scalars)
		}
		r, err := builtinBinary(t, op, unwrapBase(a), rb)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	// b.__rop__(a)
	if ta != tb && !triedReflected {
		if f := tb.lookupUser(info.rname); f != nil {
			r, err := callMethodValue(t, f, b, a)
			if err != nil || r != NotImplemented {
				return r, err
			}
		} else if tb.builtin || tb.solid != ObjectType {
			ra := unwrapBase(a)
			if op == Mul && !isIntValue(ra) && isSequence(b) {
				ra = a // x * seq converts x by its __index__
			}
			r, err := builtinBinary(t, op, ra, unwrapBase(b))
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	return nil, binaryTypeError(op, a, b, inplace)
}

// slotRefuses reports whether CPython's numeric slot of the built-in
// left operand x would return NotImplemented for the instance b, whose
// class defines the reflected method: int's slots take only ints,
// float's ints and floats. krait's builtinBinary mixes those types
// itself, so without this check 1 + F(2.0) (F a float subclass with
// __radd__) would not reach F.__radd__ as it does in CPython.
func slotRefuses(x, b Value, tb *Type, info *binaryOpInfo) bool {
	in, ok := b.(*Instance)
	if !ok || in.Base == nil || tb.lookupUser(info.rname) == nil {
		return false
	}
	switch x.(type) {
	case Int, Bool, *BigInt:
		switch in.Base.(type) {
		case Int, Bool, *BigInt:
			return false
		}
		return true
	case Float:
		switch in.Base.(type) {
		case Int, Bool, *BigInt, Float:
			return false
		}
		return true
	}
	return false
}

// binaryTypeError is CPython's "unsupported operand type(s)" error.
func binaryTypeError(op BinaryOp, a, b Value, inplace bool) error {
	sym := binaryOps[op].symbol
	if inplace {
		sym += "="
	} else if op == Pow {
		sym = "** or pow()"
	}
	// Sequence repetition by a non-int has its own message.
	if op == Mul {
		if repeatsAsSequence(a) && !isIntValue(b) {
			return NewTypeError("can't multiply sequence by non-int of type '%s'", typeName(b))
		}
		if repeatsAsSequence(b) && !isIntValue(a) && !(inplace && hasSequenceSlots(a)) {
			return NewTypeError("can't multiply sequence by non-int of type '%s'", typeName(a))
		}
	}
	if _, ok := a.(*Str); ok && op == Add {
		return NewTypeError("can only concatenate str (not \"%s\") to str", typeName(b))
	}
	if _, ok := asByteString(a); ok && op == Add {
		return NewTypeError("can't concat %s to %s", typeName(b), typeName(a))
	}
	if _, ok := a.(*List); ok && op == Add {
		return NewTypeError("can only concatenate list (not \"%s\") to list", typeName(b))
	}
	if _, ok := a.(*Tuple); ok && op == Add {
		return NewTypeError("can only concatenate tuple (not \"%s\") to tuple", typeName(b))
	}
	return NewTypeError("unsupported operand type(s) for %s: '%s' and '%s'", sym, typeName(a), typeName(b))
}

// isSequence reports whether v is a built-in sequence that supports
// repetition.
func isSequence(v Value) bool {
	switch unwrapBase(v).(type) {
	case *Str, *List, *Tuple, *Bytes, *ByteArray:
		return true
	}
	return false
}

// repeatsAsSequence reports whether v is a sequence that * repeats: a
// built-in one, or an instance of a type marked SeqRepeat (the error
// path only: the mark is looked up along the MRO).
func repeatsAsSequence(v Value) bool {
	if isSequence(v) {
		return true
	}
	for _, c := range v.Type().MRO {
		if c.SeqRepeat {
			return true
		}
	}
	return false
}

// hasSequenceSlots reports whether CPython's type of v has sequence
// methods without repetition (sets, dicts and their views, range, every
// user class): a *= seq then tries no repetition by the right operand and
// fails with "unsupported operand type(s) for *=".
func hasSequenceSlots(v Value) bool {
	if _, ok := v.(*Instance); ok {
		return true
	}
	switch v.Type().Name {
	case "set", "frozenset", "dict", "range", "dict_keys", "dict_items", "dict_values", "mappingproxy":
		return true
	}
	return false
}

// unwrapBase returns the built-in part of an instance of a user class
// deriving from a built-in type, or v itself.
func unwrapBase(v Value) Value {
	if in, ok := v.(*Instance); ok && in.Base != nil {
		return in.Base
	}
	return v
}

// builtinBinary applies op to built-in operands, returning NotImplemented
// when the types do not support it.
func builtinBinary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	switch x := a.(type) {
	case Int, *BigInt, Bool:
		switch y := b.(type) {
		case Int, *BigInt, Bool:
			if xb, ok := x.(Bool); ok {
				if yb, ok := y.(Bool); ok {
					// bool's own &, | and ^ keep the bool type.
					switch op {
					case And:
						return NewBool(bool(xb && yb)), nil
					case Or:
						return NewBool(bool(xb || yb)), nil
					case Xor:
						return NewBool(xb != yb), nil
					}
				}
			}
			return intBinary(t, op, x, y)
		case Float:
			fa, err := IntToFloat(x)
			if err != nil {
				return nil, err
			}
			return floatBinary(op, fa, float64(y))
		case Complex:
			fa, err := IntToFloat(x)
			if err != nil {
				return nil, err
			}
			return complexBinary(op, complex(fa, 0), complex128(y))
		}
		if op == Mul {
			return repeatSequence(t, b, a)
		}
	case Float:
		switch y := b.(type) {
		case Int, *BigInt, Bool:
			fb, err := IntToFloat(y)
			if err != nil {
				return nil, err
			}
			return floatBinary(op, float64(x), fb)
		case Float:
			return floatBinary(op, float64(x), float64(y))
		case Complex:
			return complexBinary(op, complex(float64(x), 0), complex128(y))
		}
	case Complex:
		if c, ok, err := asComplex(b); ok || err != nil {
			if err != nil {
				return nil, err
			}
			return complexBinary(op, complex128(x), c)
		}
	case *Str:
		switch op {
		case Add:
			if y, ok := b.(*Str); ok {
				return strConcat(t, x, y)
			}
		case Mul:
			return repeatSequence(t, a, b)
		case Mod:
			return strPercentFormat(t, x, b)
		}
	case *List:
		switch op {
		case Add:
			if y, ok := b.(*List); ok {
				items, err := concatItems(t, x.items, y.items)
				if err != nil {
					return nil, err
				}
				return NewList(items), nil
			}
		case Mul:
			return repeatSequence(t, a, b)
		}
	case *Tuple:
		switch op {
		case Add:
			if y, ok := b.(*Tuple); ok {
				if len(y.items) == 0 {
					return x, nil
				}
				if len(x.items) == 0 {
					return y, nil
				}
				items, err := concatItems(t, x.items, y.items)
				if err != nil {
					return nil, err
				}
				return NewTuple(items), nil
			}
		case Mul:
			return repeatSequence(t, a, b)
		}
	case *Dict:
		if op == Or {
			if y, ok := b.(*Dict); ok {
				c, err := x.Copy(t)
				if err != nil {
					return nil, err
				}
				if err := dictUpdateFrom(t, c, y); err != nil {
					return nil, err
				}
				return c, nil
			}
		}
	}
	return extraBinary(t, op, a, b)
}

// repeatSequence returns seq*n (n an int) or NotImplemented.
func repeatSequence(t *Thread, seq, count Value) (Value, error) {
	// Only a sequence converts the count: 2**70 * {} is a TypeError, not
	// an OverflowError.
	switch seq.(type) {
	case *Str, *List, *Tuple:
	default:
		if _, ok := asByteString(seq); !ok {
			return NotImplemented, nil
		}
	}
	n, ok, err := indexValue(t, count)
	if err != nil || !ok {
		if err != nil {
			return nil, err
		}
		return NotImplemented, nil
	}
	switch s := seq.(type) {
	case *Str:
		return strRepeat(t, s, n)
	case *List:
		items, err := repeatItems(t, s.items, n)
		if err != nil {
			return nil, err
		}
		return NewList(items), nil
	case *Tuple:
		if n == 1 {
			return s, nil
		}
		items, err := repeatItems(t, s.items, n)
		if err != nil {
			return nil, err
		}
		return NewTuple(items), nil
	}
	return repeatExtra(t, seq, n)
}

// indexValue converts v to an int64 via __index__ semantics: ints and
// bools, and instances with __index__; ok is false for other types. Ints
// beyond int64 are reported as OverflowError-free saturated values only by
// callers that want that; here they raise IndexError-like overflow.
func indexValue(t *Thread, v Value) (int64, bool, error) {
	switch x := v.(type) {
	case Int:
		return int64(x), true, nil
	case Bool:
		if x {
			return 1, true, nil
		}
		return 0, true, nil
	case *BigInt:
		return 0, true, NewOverflowError("cannot fit 'int' into an index-sized integer")
	case *Instance:
		if f := x.Class.lookupUser(strIndex); f != nil {
			r, err := callMethodValue(t, f, x)
			if err != nil {
				return 0, true, err
			}
			if !isIntValue(r) {
				return 0, true, NewTypeError("__index__ returned non-int (type %s)", typeName(r))
			}
			return indexValue(t, r)
		}
		if x.Base != nil {
			return indexValue(t, x.Base)
		}
	}
	return 0, false, nil
}

// Index converts v to an int64 as operator.index does, with CPython's
// TypeError for non-integers.
func Index(t *Thread, v Value) (int64, error) {
	i, ok, err := indexValue(t, v)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, NewTypeError("'%s' object cannot be interpreted as an integer", typeName(v))
	}
	return i, nil
}

// Unary returns op a.
func Unary(t *Thread, op UnaryOp, a Value) (Value, error) { return unary(t, op, a, a) }

// unary is Unary; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func unary(t *Thread, op UnaryOp, a, outer Value) (Value, error) {
	if op == Not {
		b, err := Truth(t, a)
		if err != nil {
			return nil, err
		}
		return NewBool(!b), nil
	}
	switch x := a.(type) {
	case Int:
		switch op {
		case USub:
			if x == -1<<63 {
				return intSub(0, int64(x)), nil
			}
			return NewInt(-int64(x)), nil
		case UAdd:
			return x, nil
		case Invert:
			return NewInt(^int64(x)), nil
		}
	case Bool:
		i := int64(0)
		if x {
			i = 1
		}
		return Unary(t, op, NewInt(i))
	case *BigInt:
		switch op {
		case USub:
			return NewBigInt(x.Big().Neg(&x.v)), nil
		case UAdd:
			return x, nil
		case Invert:
			return NewBigInt(x.Big().Not(&x.v)), nil
		}
	case Float:
		switch op {
		case USub:
			return -x, nil
		case UAdd:
			return x, nil
		}
	case Complex:
		switch op {
		case USub:
			return -x, nil
		case UAdd:
			return x, nil
		}
	case *Instance:
		name := unaryNames[op]
		if f := x.Class.lookupUser(name); f != nil {
			return callMethodValue(t, f, x)
		}
		if x.Base != nil {
			return unary(t, op, x.Base, outer)
		}
	}
	return nil, NewTypeError("bad operand type for unary %s: '%s'", unarySymbols[op], typeName(outer))
}

var (
	unarySymbols = [...]string{"", "~", "not", "+", "-"}
	unaryNames   = [...]*Str{nil, internStr("__invert__"), nil, internStr("__pos__"), internStr("__neg__")}
)
