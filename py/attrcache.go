package py

// A user class memoizes the results of looking names up along its MRO
// (what CPython's type attribute cache does): attribute reads and method
// calls on instances otherwise probe the class's dict and every base's
// dict, object's included, on every access. The memo is valid while
// every dict of the MRO is the same dict with the same write count; any
// store or delete in one of them (a class attribute assigned, a method
// added) empties it. Built-in types and frozen classes are shared by all
// interpreters and keep no memo; a user class belongs to one
// interpreter, which runs on one goroutine at a time.

// attrCacheSize is the number of memoized names per class (a power of 2).
const attrCacheSize = 32

// maxCachedMRO is the longest MRO whose lookups are memoized.
const maxCachedMRO = 8

type attrCacheEntry struct {
	name  *Str
	value Value // nil: the name is not in the MRO
}

type attrCache struct {
	dicts   [maxCachedMRO]*Dict
	writes  [maxCachedMRO]uint64
	entries [attrCacheSize]attrCacheEntry
	// user memoizes lookupUser: the name in the classes of the MRO
	// before its first built-in type (protocol methods such as __lt__,
	// __hash__ and __getattribute__ that built-in types implement in Go).
	user [attrCacheSize]attrCacheEntry
	// userGetattribute and userSetattr memoize UserDefines for the two
	// names the evaluator's fast paths test: 0 unknown, 1 no, 2 yes.
	userGetattribute, userSetattr uint8
}

// valid reports whether the memo still describes t's MRO, resetting it
// when it does not.
func (c *attrCache) valid(t *Type) bool {
	mro := t.MRO
	if len(mro) > maxCachedMRO {
		return false
	}
	same := true
	for i, m := range mro {
		if c.dicts[i] != m.Dict || c.writes[i] != m.Dict.writes {
			same = false
			break
		}
	}
	if !same {
		for i, m := range mro {
			c.dicts[i], c.writes[i] = m.Dict, m.Dict.writes
		}
		c.entries = [attrCacheSize]attrCacheEntry{}
		c.user = [attrCacheSize]attrCacheEntry{}
		c.userGetattribute, c.userSetattr = 0, 0
	}
	return true
}

// cacheFor returns t's memo, current, or nil when t is not memoized.
func (t *Type) cacheFor() *attrCache {
	c := t.cache
	if c == nil {
		if t.frozen {
			return nil
		}
		if len(t.MRO) > maxCachedMRO || len(t.MRO) == 0 {
			return nil
		}
		c = &attrCache{}
		t.cache = c
	}
	if !c.valid(t) {
		return nil
	}
	return c
}

// cachedLookup is LookupStr through the memo.
func (t *Type) cachedLookup(name *Str) Value {
	c := t.cacheFor()
	if c == nil {
		return t.lookupStrMRO(name)
	}
	return c.lookup(t, &c.entries, name, false)
}

// cachedLookupUser is lookupUserMRO through the memo.
func (t *Type) cachedLookupUser(name *Str) Value {
	c := t.cacheFor()
	if c == nil {
		return t.lookupUserMRO(name)
	}
	return c.lookup(t, &c.user, name, true)
}

// lookup answers name from one of the memo's tables (entries, or user
// when user is set), filling the entry on a miss.
func (c *attrCache) lookup(t *Type, table *[attrCacheSize]attrCacheEntry, name *Str, user bool) Value {
	e := &table[uint64(name.Hash())&(attrCacheSize-1)]
	if e.name == name || (e.name != nil && e.name.s == name.s) {
		return e.value
	}
	var v Value
	if user {
		v = t.lookupUserMRO(name)
	} else {
		v = t.lookupStrMRO(name)
	}
	e.name, e.value = name, v
	return v
}

// AttrStamp returns a number that changes whenever a namespace of t's
// MRO is written (the sum of their write counts, which only grow; a
// class's MRO and namespaces are fixed once it exists): a memo of
// lookups on t taken at one stamp holds while the stamp is the same.
func (t *Type) AttrStamp() uint64 {
	var s uint64
	for _, m := range t.MRO {
		s += m.Dict.writes
	}
	return s
}

// AttrFlags are the answers of UserDefines for the two names attribute
// fast paths test, returned with a lookup.
type AttrFlags uint8

const (
	// UserGetattribute: a user class of the MRO defines __getattribute__.
	UserGetattribute AttrFlags = 1 << iota
	// UserSetattr: a user class of the MRO defines __setattr__.
	UserSetattr
)

// LookupAttr is LookupStr and UserDefines of __getattribute__ and
// __setattr__ with one check of t's memo (attribute reads, stores and
// method calls on instances ask all three).
func (t *Type) LookupAttr(name *Str) (Value, AttrFlags) {
	c := t.cacheFor()
	if c == nil {
		var fl AttrFlags
		if t.UserDefines(strGetAttrE) {
			fl |= UserGetattribute
		}
		if t.UserDefines(strSetAttr) {
			fl |= UserSetattr
		}
		return t.LookupStr(name), fl
	}
	if c.userGetattribute == 0 {
		c.userGetattribute = userFlag(t, strGetAttrE)
	}
	if c.userSetattr == 0 {
		c.userSetattr = userFlag(t, strSetAttr)
	}
	fl := AttrFlags(c.userGetattribute>>1) | AttrFlags(c.userSetattr>>1)<<1
	return c.lookup(t, &c.entries, name, false), fl
}

// userFlag is the memo value of UserDefines(name): 1 no, 2 yes.
func userFlag(t *Type, name *Str) uint8 {
	for _, m := range t.MRO {
		if !m.builtin && m.Dict.GetStrKey(name) != nil {
			return 2
		}
	}
	return 1
}

// UserDefines reports whether a class of t's MRO that is not built in
// defines name: a user __getattribute__ or __setattr__, which attribute
// fast paths must leave to the generic protocol.
func (t *Type) UserDefines(name *Str) bool {
	c := t.cacheFor()
	var memo *uint8
	if c != nil {
		switch name.s {
		case "__getattribute__":
			memo = &c.userGetattribute
		case "__setattr__":
			memo = &c.userSetattr
		}
	}
	if memo == nil {
		return userFlag(t, name) == 2
	}
	if *memo == 0 {
		*memo = userFlag(t, name)
	}
	return *memo == 2
}
