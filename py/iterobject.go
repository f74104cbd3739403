package py

// IterObject is iter(v) as Python code sees it: the same iterator as
// Iterate, except that a user iterator returned by __iter__ is returned
// itself rather than in the adapter Go callers iterate through, so that
// `iter(it) is it` holds for an iterator whose __iter__ returns self.
func IterObject(t *Thread, v Value) (Value, error) {
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	if w, ok := it.(*instanceIterator); ok {
		return w.inst, nil
	}
	return it, nil
}
