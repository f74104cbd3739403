package py

// IdentitySet is a set of objects compared by identity (id()), for
// recursion guards such as pprint's context and json's circular check.
// It holds a reference to each member: an object's id is its address,
// which Go may reuse once nothing references the object, so a guard
// keyed by bare ids could mistake a new object for a temporary one that
// is still being formatted.
type IdentitySet map[int64]Value

// Has reports whether v is in the set.
func (s IdentitySet) Has(v Value) bool {
	_, ok := s[Id(v)]
	return ok
}

// Add puts v in the set.
func (s IdentitySet) Add(v Value) { s[Id(v)] = v }

// Remove takes v out of the set.
func (s IdentitySet) Remove(v Value) { delete(s, Id(v)) }
