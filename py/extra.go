package py

// This file routes the generic operations to the less common built-in
// types (sets, bytes, ranges, dict views, ...), keeping the hot type
// switches in ops.go and protocol.go short.

// extraBinary applies op to built-in operands not handled in ops.go.
func extraBinary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	return NotImplemented, nil
}

// inPlaceContainer handles in-place operators of mutable containers
// other than list (set |=, dict |=, bytearray +=).
func inPlaceContainer(t *Thread, op BinaryOp, a, b Value) (Value, bool, error) {
	if d, ok := a.(*Dict); ok && op == Or {
		if err := dictUpdateFrom(t, d, b); err != nil {
			return nil, true, err
		}
		return d, true, nil
	}
	return nil, false, nil
}

// repeatExtra is sequence repetition for bytes-like values.
func repeatExtra(t *Thread, seq Value, n int64) (Value, error) {
	return NotImplemented, nil
}

// extraCompare compares the less common built-in types.
func extraCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	return NotImplemented, nil
}

// strPercentFormat is str % args.
func strPercentFormat(t *Thread, s *Str, args Value) (Value, error) {
	return NotImplemented, nil
}

// dictUpdateFrom merges a mapping or an iterable of pairs into d.
func dictUpdateFrom(t *Thread, d *Dict, src Value) error {
	if s, ok := src.(*Dict); ok {
		for i := 0; i < len(s.entries); i++ {
			e := s.entries[i]
			if e.key == nil {
				continue
			}
			if err := d.SetHashed(t, e.key, e.hash, e.value); err != nil {
				return err
			}
		}
		return nil
	}
	it, err := Iterate(t, src)
	if err != nil {
		return err
	}
	for n := 0; ; n++ {
		item, err := it.Next(t)
		if err != nil {
			return err
		}
		if item == nil {
			return nil
		}
		pair, err := iterateAll(t, item)
		if err != nil {
			if ex, ok := err.(*Exception); ok && ex.typ == TypeErrorType {
				return NewTypeError("cannot convert dictionary update sequence element #%d to a sequence", n)
			}
			return err
		}
		if len(pair) != 2 {
			return NewValueError("dictionary update sequence element #%d has length %d; 2 is required", n, len(pair))
		}
		if err := d.Set(t, pair[0], pair[1]); err != nil {
			return err
		}
	}
}

// lenExtra is len() of the less common built-in types.
func lenExtra(v Value) (int, bool) {
	return 0, false
}

// hashExtra is hash() of the less common built-in types.
func hashExtra(t *Thread, v Value) (int64, bool, error) {
	return 0, false, nil
}

// getItemExtra is indexing of the less common built-in types.
func getItemExtra(t *Thread, obj, key Value) (Value, bool, error) {
	return nil, false, nil
}

// setItemExtra is item assignment for the less common built-in types.
func setItemExtra(t *Thread, obj, key, value Value) (bool, error) {
	return false, nil
}

// delItemExtra is item deletion for the less common built-in types.
func delItemExtra(t *Thread, obj, key Value) (bool, error) {
	return false, nil
}

// iterateExtra is iter() of the less common built-in types.
func iterateExtra(t *Thread, v Value) (Iterator, bool, error) {
	return nil, false, nil
}

// containsExtra is `in` for the less common built-in types.
func containsExtra(t *Thread, container, item Value) (bool, bool, error) {
	return false, false, nil
}

// reprExtra is repr() of the less common built-in types.
func reprExtra(t *Thread, v Value) (string, bool, error) {
	return "", false, nil
}

// specialAttrExtra provides data attributes of the less common types.
func specialAttrExtra(t *Thread, obj Value, name string) (Value, bool, error) {
	return nil, false, nil
}

// genericAlias is list[int] and friends; krait returns the type itself.
func genericAlias(t *Thread, typ *Type, key Value) (Value, error) {
	return typ, nil
}

// Placeholders for types defined in later files.
type (
	// Bytes is a Python bytes object.
	Bytes struct{ s string }
	// ByteArray is a Python bytearray.
	ByteArray struct{ b []byte }
)

// Type returns bytes.
func (*Bytes) Type() *Type { return BytesType }

// Type returns bytearray.
func (*ByteArray) Type() *Type { return ByteArrayType }
