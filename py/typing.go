package py

import "strings"

// This file holds the values of type expressions that annotations
// evaluate: X | Y (types.UnionType) and list[int] (types.GenericAlias).

// Union is the value of X | Y for types (types.UnionType).
type Union struct {
	Args []Value // the member types (None for NoneType), no duplicates
}

// Type returns types.UnionType.
func (*Union) Type() *Type { return UnionTypeType }

// GenericAlias is the value of a subscripted built-in type such as
// list[int] (types.GenericAlias).
type GenericAlias struct {
	Origin *Type
	Args   []Value
}

// Type returns types.GenericAlias.
func (*GenericAlias) Type() *Type { return GenericAliasType }

// Call calls the origin type: list[int]() is list().
func (g *GenericAlias) Call(t *Thread, args []Value, kwargs []Kwarg) (Value, error) {
	return Call(t, g.Origin, args, kwargs)
}

// isTypeExpr reports whether v may be an operand of X | Y.
func isTypeExpr(v Value) bool {
	switch v.(type) {
	case *Type, NoneType, *Union, *GenericAlias:
		return true
	}
	return false
}

// unionOf returns a | b for type expressions.
func unionOf(a, b Value) Value {
	var args []Value
	add := func(v Value) {
		if u, ok := v.(*Union); ok {
			for _, x := range u.Args {
				add1(&args, x)
			}
			return
		}
		add1(&args, v)
	}
	add(a)
	add(b)
	if len(args) == 1 {
		return args[0]
	}
	return &Union{Args: args}
}

// add1 appends v unless an identical value is already present.
func add1(args *[]Value, v Value) {
	if v == Value(NoneTypeType) {
		v = None
	}
	for _, x := range *args {
		if x == v {
			return
		}
	}
	*args = append(*args, v)
}

// typeExprRepr renders a member of a union or alias the way typing does.
func typeExprRepr(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case *Type:
		return qualifiedName(x), nil
	case NoneType:
		return "None", nil
	case EllipsisType:
		return "...", nil
	}
	return Repr(t, v)
}

// joinTypeExprs renders members separated by sep.
func joinTypeExprs(t *Thread, vs []Value, sep string) (string, error) {
	parts := make([]string, len(vs))
	for i, v := range vs {
		s, err := typeExprRepr(t, v)
		if err != nil {
			return "", err
		}
		parts[i] = s
	}
	return strings.Join(parts, sep), nil
}

// typeExprBinary handles | between type expressions.
func typeExprBinary(op BinaryOp, a, b Value) (Value, bool) {
	if op != Or || !isTypeExpr(a) || !isTypeExpr(b) || (a == None && b == None) {
		// None | None is a TypeError: NoneType defines no __or__.
		return nil, false
	}
	return unionOf(a, b), true
}

// sameMembers reports whether two member lists hold the same values in
// any order.
func sameMembers(a, b []Value) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// newGenericAlias is genericAlias for subscripted built-in types.
func newGenericAlias(typ *Type, key Value) Value {
	if tu, ok := key.(*Tuple); ok {
		return &GenericAlias{Origin: typ, Args: append([]Value(nil), tu.items...)}
	}
	return &GenericAlias{Origin: typ, Args: []Value{key}}
}
