package resolve

import (
	"sort"
)

// rawKind is CPython's scope of a name before krait's slot assignment.
type rawKind uint8

const (
	rawLocal rawKind = iota + 1
	rawGlobalExplicit
	rawGlobalImplicit
	rawFree
	rawCell
)

// nameSet is a set of names.
type nameSet map[string]struct{}

func (s nameSet) has(name string) bool { _, ok := s[name]; return ok }
func (s nameSet) add(name string)      { s[name] = struct{}{} }
func (s nameSet) addAll(o nameSet) {
	for k := range o {
		s[k] = struct{}{}
	}
}

func (s nameSet) copy() nameSet {
	c := make(nameSet, len(s))
	c.addAll(s)
	return c
}

// analyze runs CPython's analyze_block over the scope tree: it decides the
// raw kind of every name, turning captured locals into cells and passing
// free variables through intermediate scopes.
func (r *resolver) analyze(top *Scope) error {
	raw := map[*Symbol]rawKind{}
	if err := r.analyzeBlock(top, nil, nameSet{}, nameSet{}, raw); err != nil {
		return err
	}
	for sym, k := range raw {
		sym.flags |= int(k) << rawShift
	}
	return nil
}

// rawShift stores the raw kind in the high bits of Symbol.flags until
// finish assigns the final kinds.
const rawShift = 16

// analyzeBlock analyzes scope s. bound holds the names bound in enclosing
// function scopes (nil for the module), global the names known to be
// global; the free variables of s and its children are added to free.
func (r *resolver) analyzeBlock(s *Scope, bound, free, global nameSet, raw map[*Symbol]rawKind) error {
	local := nameSet{}
	scopes := map[string]rawKind{}
	newGlobal, newFree, newBound := nameSet{}, nameSet{}, nameSet{}

	// Class bindings are not visible in methods: children see only what
	// the class itself sees.
	if s.Kind == ClassScope {
		newGlobal.addAll(global)
		if bound != nil {
			newBound.addAll(bound)
		}
	}
	for _, name := range s.Names {
		if err := r.analyzeName(s, scopes, name, s.Symbols[name].flags, bound, local, free, global); err != nil {
			return err
		}
	}
	if s.Kind != ClassScope {
		if s.IsFunctionLike() {
			newBound.addAll(local)
		}
		if bound != nil {
			newBound.addAll(bound)
		}
		newGlobal.addAll(global)
	} else {
		newBound.add("__class__")
	}

	allFree := nameSet{}
	for _, c := range s.Children {
		childFree := newFree.copy()
		if err := r.analyzeBlock(c, newBound.copy(), childFree, newGlobal.copy(), raw); err != nil {
			return err
		}
		allFree.addAll(childFree)
		if c.free || c.childFree {
			s.childFree = true
		}
	}
	newFree.addAll(allFree)

	switch {
	case s.IsFunctionLike():
		// Locals captured by inner scopes become cells.
		for name, k := range scopes {
			if k == rawLocal && newFree.has(name) {
				scopes[name] = rawCell
				delete(newFree, name)
			}
		}
	case s.Kind == ClassScope:
		if newFree.has("__class__") {
			delete(newFree, "__class__")
			s.NeedsClassCell = true
		}
	}

	for _, name := range s.Names {
		raw[s.Symbols[name]] = scopes[name]
	}
	// Free variables of children that this scope does not mention pass
	// through it, unless they are globals.
	for _, name := range sortedNames(newFree) {
		if sym := s.Symbols[name]; sym != nil {
			if s.Kind == ClassScope && sym.flags&(flagBound|flagGlobal) != 0 {
				sym.flags |= flagFreeClass
			}
			continue
		}
		if bound != nil && !bound.has(name) {
			continue
		}
		sym := &Symbol{Name: name, Index: -1}
		s.Symbols[name] = sym
		s.Names = append(s.Names, name)
		raw[sym] = rawFree
	}
	free.addAll(newFree)
	return nil
}

// analyzeName decides the raw kind of one name (CPython's analyze_name).
func (r *resolver) analyzeName(s *Scope, scopes map[string]rawKind, name string, flags int, bound, local, free, global nameSet) error {
	switch {
	case flags&flagGlobal != 0:
		if flags&flagNonlocal != 0 {
			return r.directiveError(s, name, msgNonlocalAndGlobal, name)
		}
		scopes[name] = rawGlobalExplicit
		global.add(name)
		if bound != nil {
			delete(bound, name)
		}
	case flags&flagNonlocal != 0:
		if bound == nil {
			return r.directiveError(s, name, msgNonlocalAtModule)
		}
		if !bound.has(name) {
			return r.directiveError(s, name, msgNoBindingNonlocal, name)
		}
		scopes[name] = rawFree
		s.free = true
		free.add(name)
	case flags&flagBound != 0:
		scopes[name] = rawLocal
		local.add(name)
		delete(global, name)
	case bound != nil && bound.has(name):
		scopes[name] = rawFree
		s.free = true
		free.add(name)
	default:
		scopes[name] = rawGlobalImplicit
		if s.nested {
			s.free = true
		}
	}
	return nil
}

// directiveError reports an error at the first global or nonlocal
// statement naming name in scope s.
func (r *resolver) directiveError(s *Scope, name, format string, args ...any) error {
	for _, d := range s.directives {
		if d.name == name {
			return syntaxError(r.filename, r.src, d.pos, format, args...)
		}
	}
	return syntaxError(r.filename, r.src, posOf(s.Node), format, args...)
}

func sortedNames(set nameSet) []string {
	names := make([]string, 0, len(set))
	for k := range set {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}
