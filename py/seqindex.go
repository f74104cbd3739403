package py

// seqIndexValue converts a sequence subscript as CPython's
// PyNumber_AsSsize_t(key, PyExc_IndexError) does: an index too large for
// a machine integer is an IndexError naming the key's type
// ("cannot fit 'C' into an index-sized integer"); ok is false when key is
// not an integer at all.
func seqIndexValue(t *Thread, key Value) (i int64, ok bool, err error) {
	i, ok, err = indexValue(t, key)
	if ex, isEx := err.(*Exception); isEx && ex.typ == OverflowErrorType {
		return 0, true, NewIndexError("cannot fit '%s' into an index-sized integer", typeName(key))
	}
	return i, ok, err
}

// delItemUnsupported is CPython's error for `del obj[key]` on a type
// without item deletion: "doesn't" when the type has sequence methods and
// key is an index (PySequence_DelItem's wording), else "does not".
func delItemUnsupported(t *Thread, obj, key Value) error {
	sequence := false
	switch obj.(type) {
	case *Str, *Tuple, *Bytes, *Range, *Set, *FrozenSet, *DictView, *Instance:
		sequence = true
	}
	if sequence {
		if _, isIndex, err := indexValue(t, key); err == nil && isIndex {
			return NewTypeError("'%s' object doesn't support item deletion", typeName(obj))
		} else if err != nil {
			if ex, isEx := err.(*Exception); !isEx || ex.typ != OverflowErrorType {
				return err
			}
			return NewTypeError("'%s' object doesn't support item deletion", typeName(obj))
		}
	}
	return NewTypeError("'%s' object does not support item deletion", typeName(obj))
}
