package py

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

// unionOf returns a | b for type expressions: the members flattened and
// deduplicated as CPython 3.11 does (by identity, and by == between
// generic aliases, so list[int] | list[int] is list[int]).
func unionOf(t *Thread, a, b Value) (Value, error) {
	var args []Value
	add := func(v Value) error {
		if v == Value(NoneTypeType) {
			v = None
		}
		_, ga := v.(*GenericAlias)
		for _, x := range args {
			if x == v {
				return nil
			}
			if _, xga := x.(*GenericAlias); ga && xga {
				eq, err := Equal(t, x, v)
				if err != nil || eq {
					return err
				}
			}
		}
		args = append(args, v)
		return nil
	}
	for _, v := range []Value{a, b} {
		members := []Value{v}
		if u, ok := v.(*Union); ok {
			members = u.Args
		}
		for _, m := range members {
			if err := add(m); err != nil {
				return nil, err
			}
		}
	}
	if len(args) == 1 {
		return args[0], nil
	}
	return &Union{Args: args}, nil
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
	// One operation per alias visited and the copying of the parts: the
	// repr of nested aliases copies each level's text into the next
	// (quadratic in the depth), and an alias DAG (dict[a, a] thirty
	// times) has exponentially many leaves.
	if err := tick(t); err != nil {
		return "", err
	}
	b := TextBuilder{t: t}
	for i, v := range vs {
		s, err := typeExprRepr(t, v)
		if err != nil {
			return "", err
		}
		if i > 0 {
			if err := b.WriteString(sep); err != nil {
				return "", err
			}
		}
		if err := b.WriteString(s); err != nil {
			return "", err
		}
	}
	if err := t.ChargeChars(b.Len()); err != nil { // copied about three times per level
		return "", err
	}
	return b.String(), nil
}

// typeExprBinary handles | between type expressions.
func typeExprBinary(t *Thread, op BinaryOp, a, b Value) (Value, bool, error) {
	if op != Or || !isTypeExpr(a) || !isTypeExpr(b) || (a == None && b == None) {
		// None | None is a TypeError: NoneType defines no __or__.
		return nil, false, nil
	}
	r, err := unionOf(t, a, b)
	return r, true, err
}

// unionEqual is == of two unions: the same members in any order (CPython
// compares them as sets).
func unionEqual(t *Thread, a, b *Union) (bool, error) {
	if len(a.Args) != len(b.Args) {
		return false, nil
	}
	for _, x := range a.Args {
		found := false
		for _, y := range b.Args {
			eq, err := Equal(t, x, y)
			if err != nil {
				return false, err
			}
			if eq {
				found = true
				break
			}
		}
		if !found {
			return false, nil
		}
	}
	return true, nil
}

// aliasEqual is == of two generic aliases: the same origin and equal
// arguments (list[list[int]] == list[list[int]]).
func aliasEqual(t *Thread, a, b *GenericAlias) (bool, error) {
	if a.Origin != b.Origin || len(a.Args) != len(b.Args) {
		return false, nil
	}
	for i := range a.Args {
		eq, err := Equal(t, a.Args[i], b.Args[i])
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}

// unionHash is CPython's hash of a union: the hash of the frozenset of
// its members.
func unionHash(t *Thread, u *Union) (int64, error) {
	fs, err := NewFrozenSetFrom(t, NewTuple(u.Args))
	if err != nil {
		return 0, err
	}
	return fs.hashValue(), nil
}

// aliasHash is CPython's hash of a generic alias: hash(origin) ^
// hash(args).
func aliasHash(t *Thread, g *GenericAlias) (int64, error) {
	h, err := Hash(t, NewTuple(g.Args))
	if err != nil {
		return 0, err
	}
	return identityHash(g.Origin) ^ h, nil
}

// newGenericAlias is genericAlias for subscripted built-in types.
func newGenericAlias(typ *Type, key Value) Value {
	if tu, ok := key.(*Tuple); ok {
		return &GenericAlias{Origin: typ, Args: append([]Value(nil), tu.items...)} //krait:alloc-ok the subscript tuple's items, which exist (charged when the subscript built them)
	}
	return &GenericAlias{Origin: typ, Args: []Value{key}}
}
