package resolve

import (
	"sort"

	"github.com/kraitpy/krait/ast"
)

// match visits a match statement: the capture names of its patterns bind
// in the current scope, and the compiler's rules on captures are checked
// (unreachable cases, repeated names, or-patterns binding different names).
func (r *resolver) match(m *ast.Match) {
	r.valueExpr(m.Subject)
	n := len(m.Cases)
	for i, c := range m.Cases {
		// Only the last case, or a guarded one, may be irrefutable.
		allowIrrefutable := c.Guard != nil || i == n-1
		seen := map[string]bool{}
		r.pattern(c.Pattern, allowIrrefutable, seen)
		if c.Guard != nil {
			r.valueExpr(c.Guard)
		}
		r.stmts(c.Body)
	}
}

// pattern visits one pattern; names collects the capture names bound so
// far in the enclosing case pattern (or or-pattern alternative).
func (r *resolver) pattern(p ast.Pattern, allowIrrefutable bool, names map[string]bool) {
	if r.err != nil || !r.deeper(*p.Position()) {
		return
	}
	defer func() { r.depth-- }()
	switch p := p.(type) {
	case *ast.MatchValue:
		r.expr(p.Value)
		if _, ok := p.Value.(*ast.JoinedStr); ok {
			// The only value constant folding leaves unfolded.
			r.compileError(p.Pos, msgPatternValue)
		}
	case *ast.MatchSingleton:
	case *ast.MatchSequence:
		starred := false
		for _, sub := range p.Patterns {
			if _, ok := sub.(*ast.MatchStar); ok {
				if starred {
					r.compileError(p.Pos, msgPatternMultipleStarred)
				}
				starred = true
			}
			r.pattern(sub, true, names)
		}
	case *ast.MatchMapping:
		r.exprs(p.Keys)
		r.mappingKeys(p)
		for _, sub := range p.Patterns {
			r.pattern(sub, true, names)
		}
		if p.Rest != "" {
			r.capture(p.Rest, p.Pos, names)
		}
	case *ast.MatchClass:
		r.expr(p.Cls)
		for _, sub := range p.Patterns {
			r.pattern(sub, true, names)
		}
		for _, sub := range p.KwdPatterns {
			r.pattern(sub, true, names)
		}
	case *ast.MatchStar:
		if p.Name != "" {
			r.capture(p.Name, p.Pos, names)
		}
	case *ast.MatchAs:
		if p.Pattern == nil && !allowIrrefutable {
			if p.Name != "" {
				r.compileError(p.Pos, msgPatternCapture, p.Name)
			} else {
				r.compileError(p.Pos, msgPatternWildcard)
			}
		}
		if p.Pattern != nil {
			r.pattern(p.Pattern, allowIrrefutable, names)
		}
		if p.Name != "" {
			r.capture(p.Name, p.Pos, names)
		}
	case *ast.MatchOr:
		var first []string
		for i, alt := range p.Patterns {
			altNames := map[string]bool{}
			r.pattern(alt, allowIrrefutable && i == len(p.Patterns)-1, altNames)
			keys := sortedKeys(altNames)
			if i == 0 {
				first = keys
			} else if !equalStrings(first, keys) {
				r.compileError(*lastPattern(alt).Position(), msgPatternOrNames)
			}
		}
		for _, k := range first {
			if names[k] {
				r.compileError(p.Pos, msgPatternNameTwice, k)
			}
			names[k] = true
		}
	}
}

func (r *resolver) capture(name string, pos ast.Pos, names map[string]bool) {
	if name == "__debug__" {
		r.compileError(pos, msgAssignDebug)
	}
	if names[name] {
		r.compileError(pos, msgPatternNameTwice, name)
	}
	names[name] = true
	r.addDef(name, flagLocal, pos)
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// lastPattern returns the last pattern the compiler visits inside p (in
// preorder): the location it reports errors found after visiting p.
func lastPattern(p ast.Pattern) ast.Pattern {
	var subs []ast.Pattern
	switch q := p.(type) {
	case *ast.MatchAs:
		if q.Pattern != nil {
			subs = []ast.Pattern{q.Pattern}
		}
	case *ast.MatchSequence:
		subs = q.Patterns
	case *ast.MatchMapping:
		subs = q.Patterns
	case *ast.MatchClass:
		subs = append(append(subs, q.Patterns...), q.KwdPatterns...)
	case *ast.MatchOr:
		subs = q.Patterns
	}
	if len(subs) == 0 {
		return p
	}
	return lastPattern(subs[len(subs)-1])
}
