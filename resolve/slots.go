package resolve

import (
	"sort"

	"github.com/kraitpy/krait/ast"
)

// finish turns the raw kinds into krait's kinds and assigns slots in every
// scope of the tree.
func finish(top *Scope, starImport bool) {
	moduleBound := nameSet{}
	var collect func(s *Scope)
	collect = func(s *Scope) {
		for _, name := range s.Names {
			sym := s.Symbols[name]
			k := rawKind(sym.flags >> rawShift)
			if (s.Kind == ModuleScope && sym.flags&(flagBound|flagGlobal) != 0) ||
				(k == rawGlobalExplicit && sym.flags&(flagLocal|flagImport) != 0) {
				moduleBound.add(name)
			}
		}
		for _, c := range s.Children {
			collect(c)
		}
	}
	collect(top)
	var walk func(s *Scope)
	walk = func(s *Scope) {
		assignSlots(s)
		if !starImport {
			for _, sym := range s.Symbols {
				if sym.Kind == Global && !moduleBound.has(sym.Name) {
					sym.flags |= flagModuleUnbound
				}
			}
		}
		for _, c := range s.Children {
			walk(c)
		}
	}
	walk(top)
}

// assignSlots sets the final kind and slot of every symbol of s.
func assignSlots(s *Scope) {
	var cells, frees []string
	for _, name := range s.Names {
		sym := s.Symbols[name]
		f := sym.flags
		sym.Param = f&flagParam != 0
		sym.Assigned = f&flagBound != 0
		sym.Used = f&flagUse != 0
		sym.Imported = f&flagImport != 0
		sym.FreeClass = f&flagFreeClass != 0
		switch rawKind(f >> rawShift) {
		case rawLocal:
			switch s.Kind {
			case ModuleScope:
				sym.Kind = Global
			case ClassScope:
				sym.Kind = ClassLocal
			default:
				sym.Kind = Local
			}
		case rawCell:
			sym.Kind = Cell
			cells = append(cells, name)
		case rawFree:
			sym.Kind = Free
			frees = append(frees, name)
		case rawGlobalExplicit:
			sym.Kind = GlobalExplicit
		default:
			sym.Kind = Global
		}
		if sym.FreeClass {
			frees = append(frees, name)
		}
	}
	if s.NeedsClassCell {
		cells = append(cells, "__class__")
	}
	sort.Strings(cells)
	sort.Strings(frees)
	s.Cells = append(cells, frees...)
	s.NumCellVars = len(cells)
	for i, name := range s.Cells {
		if sym := s.Symbols[name]; sym != nil {
			sym.Index = i
		}
	}
	if !s.IsFunctionLike() {
		return
	}
	// Parameters first, in declaration order (they were recorded first),
	// then the other fast locals.
	for _, name := range s.Names {
		if sym := s.Symbols[name]; sym.Param {
			sym.ParamSlot = len(s.Locals)
			if sym.Kind == Local {
				sym.Index = sym.ParamSlot
			}
			s.Locals = append(s.Locals, name)
		}
	}
	for _, name := range s.Names {
		if sym := s.Symbols[name]; !sym.Param && sym.Kind == Local {
			sym.Index = len(s.Locals)
			s.Locals = append(s.Locals, name)
		}
	}
}

// CellIndex returns the slot in frame.cells of a cell or free variable of
// the scope (including a class's implicit __class__ cell and the free
// variables a class passes through to its methods), or -1.
func (s *Scope) CellIndex(name string) int {
	for i, n := range s.Cells {
		if n == name {
			return i
		}
	}
	return -1
}

// posOf returns the source range of a block node (the zero Pos for the
// module).
func posOf(n ast.Node) ast.Pos {
	if p, ok := n.(ast.Positioned); ok {
		return *p.Position()
	}
	return ast.Pos{}
}
