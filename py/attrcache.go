package py

// A user class memoizes the results of looking names up along its MRO
// (what CPython's type attribute cache does): attribute reads and method
// calls on instances otherwise probe the class's dict and every base's
// dict, object's included, on every access. The memo is valid while
// every dict of the MRO is the same dict with the same write count; any
// store or delete in one of them (a class attribute assigned, a method
// added) empties it. Built-in types are shared by all interpreters and
// keep no memo; a user class belongs to one interpreter, which runs on
// one goroutine at a time.

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
		c.userGetattribute, c.userSetattr = 0, 0
	}
	return true
}

// cacheFor returns t's memo, current, or nil when t is not memoized.
func (t *Type) cacheFor() *attrCache {
	c := t.cache
	if c == nil {
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
	e := &c.entries[uint64(name.Hash())&(attrCacheSize-1)]
	if e.name == name || (e.name != nil && e.name.s == name.s) {
		return e.value
	}
	v := t.lookupStrMRO(name)
	e.name, e.value = name, v
	return v
}

// UserDefines reports whether a class of t's MRO that is not built in
// defines name: a user __getattribute__ or __setattr__, which attribute
// fast paths must leave to the generic protocol.
func (t *Type) UserDefines(name *Str) bool {
	var memo *uint8
	if c := t.cacheFor(); c != nil {
		switch name.s {
		case "__getattribute__":
			memo = &c.userGetattribute
		case "__setattr__":
			memo = &c.userSetattr
		}
	}
	if memo != nil && *memo != 0 {
		return *memo == 2
	}
	found := false
	for _, m := range t.MRO {
		if !m.builtin && m.Dict.GetStrKey(name) != nil {
			found = true
			break
		}
	}
	if memo != nil {
		*memo = 1
		if found {
			*memo = 2
		}
	}
	return found
}
