package interp

import "github.com/kraitpy/krait/py"

// compileUnit is what the compilers of one module share: the blocks its
// error sites and attribute sites are allocated from. Every code object
// of the module (its body, its functions', classes' and comprehensions')
// points to it, so it lives as long as any of them.
//
// Attribute sites memoize what a class holds under their name
// (attrSite.lookup): a memo keeps the class and the attribute alive after
// the program has dropped them, until the site runs again with another
// class. Those references are the interpreter's, so the memory walk
// counts them (visitMemos): without that, a program could create a large
// class attribute, read it at one site, delete the class, and do so again
// at each of thousands of sites (or at one site per run of a kept
// program), holding many times its memory limit that no walk sees.
type compileUnit struct {
	sites []site      // the unused rest of the current block of error sites
	attrs []*attrSite // the attribute sites, for visitMemos
}

// newAttrSite returns a zero attribute site of the unit.
func (u *compileUnit) newAttrSite() *attrSite {
	s := &attrSite{}
	u.attrs = append(u.attrs, s) //krait:alloc-ok one per attribute site, sized by the AST of the program (its source is capped by MaxSourceBytes)
	return s
}

// visitMemos passes what the unit's attribute sites memoize to the
// memory walk, once per walk however many code objects of the unit it
// reaches. A current memo's attribute is its class's (found along the
// class's MRO, or object's own __class__ and __dict__ descriptors), so
// the class is what it holds; a built-in or frozen class holds nothing
// of the run (the walk skips it). A stale memo (a namespace of the MRO
// written since) would be replaced by the site's next lookup: it is
// dropped here, so that what only it held is garbage, as in CPython.
// (The memos of built-in methods, attrSite.bfn, hold functions of
// built-in types, which hold nothing of the run.)
func (u *compileUnit) visitMemos(w *py.MemWalk) {
	if u == nil || !w.AddBuffer(u, 0) {
		return
	}
	for _, s := range u.attrs {
		switch {
		case s.cls == nil:
		case s.cls.AttrStamp() != s.stamp:
			s.cls, s.attr = nil, nil
		default:
			w.Visit(s.cls)
		}
	}
}
