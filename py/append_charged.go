package py

// AppendCharged appends v to s for native code building a slice whose
// length is known only at the end (the chunks of a text, the lines of a
// wrap): when s must grow, the grown array (size bytes an element) is
// charged to the memory budget before it is allocated, so the slice never
// holds more than the budget allows. The arrays it outgrew are garbage
// the budget's reconciliation forgives.
func AppendCharged[T any](t *Thread, s []T, v T, size int) ([]T, error) {
	if len(s) == cap(s) {
		c := max(2*cap(s), 16)
		if err := t.Alloc(int64(c) * int64(size)); err != nil {
			return s, err
		}
		s = append(make([]T, 0, c), s...) //krait:alloc-ok c elements of size bytes, charged just above
	}
	return append(s, v), nil
}
