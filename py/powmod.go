package py

// powKind classifies an operand of three-argument pow by the built-in
// numeric type whose power slot it would use.
type powKind uint8

const (
	powNone powKind = iota
	powInt
	powFloat
	powComplex
)

func powKindOf(v Value) powKind {
	switch unwrapBase(v).(type) {
	case Int, *BigInt, Bool:
		return powInt
	case Float:
		return powFloat
	case Complex:
		return powComplex
	}
	return powNone
}

// PowMod returns pow(a, b, m) as CPython's ternary power does: a user
// class's __pow__(b, m) on the base first, then the power slot of each
// distinct built-in numeric type among the operands in order. int's slot
// needs three ints, float's always refuses a modulus, and complex's
// refuses it with ValueError once both base and exponent are numbers.
func PowMod(t *Thread, a, b, m Value) (Value, error) {
	if m == nil || m == None {
		return Binary(t, Pow, a, b)
	}
	if x, ok := a.(*Instance); ok {
		if f := x.Class.lookupUser(binaryOps[Pow].name); f != nil {
			r, err := callMethodValue(t, f, x, b, m)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	var tried [4]bool
	for _, v := range [...]Value{a, b, m} {
		k := powKindOf(v)
		if k == powNone || tried[k] {
			continue
		}
		tried[k] = true
		switch k {
		case powInt:
			x, ok1 := AsBig(a)
			y, ok2 := AsBig(b)
			z, ok3 := AsBig(m)
			if ok1 && ok2 && ok3 && powKindOf(a) == powInt && powKindOf(b) == powInt && powKindOf(m) == powInt {
				return IntPowMod(t, x, y, z)
			}
		case powFloat:
			return nil, NewTypeError("pow() 3rd argument not allowed unless all arguments are integers")
		case powComplex:
			if powKindOf(a) != powNone && powKindOf(b) != powNone {
				return nil, NewValueError("complex modulo")
			}
		}
	}
	return nil, NewTypeError("unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'", typeName(a), typeName(b), typeName(m))
}
