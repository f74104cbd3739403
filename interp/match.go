package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// matchFn tries a compiled pattern against a subject; captures are stored
// as the pattern matches (as in CPython, a failed case may leave some
// names bound).
type matchFn func(fr *frame, subject py.Value) (bool, error)

// matchStmt compiles a match statement.
func (c *compiler) matchStmt(s *ast.Match) execFn {
	subject := c.expr(s.Subject)
	type matchCase struct {
		pattern matchFn
		guard   func(fr *frame) (bool, error)
		body    execFn
	}
	cases := make([]matchCase, len(s.Cases)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, mc := range s.Cases {
		cases[i] = matchCase{pattern: c.pattern(mc.Pattern), body: c.block(mc.Body)}
		if mc.Guard != nil {
			cases[i].guard = c.cond(mc.Guard)
		}
	}
	return func(fr *frame) (flow, error) {
		v, err := subject(fr)
		if err != nil {
			return flowNext, err
		}
		for _, mc := range cases {
			ok, err := mc.pattern(fr, v)
			if err != nil {
				return flowNext, err
			}
			if ok && mc.guard != nil {
				if ok, err = mc.guard(fr); err != nil {
					return flowNext, err
				}
			}
			if ok {
				// The body runs without the subject held here (as in
				// CPython): a coroutine generator suspended in it keeps
				// nothing on its Go stack (gencoroutine.go).
				v = nil
				return mc.body(fr)
			}
		}
		return flowNext, nil
	}
}

// pattern compiles one pattern.
func (c *compiler) pattern(p ast.Pattern) matchFn {
	site := c.site(p)
	switch p := p.(type) {
	case *ast.MatchValue:
		value := c.expr(p.Value)
		return func(fr *frame, subject py.Value) (bool, error) {
			v, err := value(fr)
			if err != nil {
				return false, err
			}
			ok, err := py.Equal(fr.th, subject, v)
			if err != nil {
				return false, fr.fail(err, site)
			}
			return ok, nil
		}
	case *ast.MatchSingleton:
		want := constant(p.Value)
		return func(fr *frame, subject py.Value) (bool, error) { return py.Is(subject, want), nil }
	case *ast.MatchAs:
		var sub matchFn
		if p.Pattern != nil {
			sub = c.pattern(p.Pattern)
		}
		var store storeFn
		if p.Name != "" {
			store = c.storeName(&ast.Name{Pos: p.Pos, Id: p.Name, Ctx: ast.Store})
		}
		return func(fr *frame, subject py.Value) (bool, error) {
			if sub != nil {
				ok, err := sub(fr, subject)
				if !ok || err != nil {
					return false, err
				}
			}
			if store != nil {
				if err := store(fr, subject); err != nil {
					return false, err
				}
			}
			return true, nil
		}
	case *ast.MatchOr:
		alts := make([]matchFn, len(p.Patterns))
		for i, a := range p.Patterns {
			alts[i] = c.pattern(a)
		}
		return func(fr *frame, subject py.Value) (bool, error) {
			for _, a := range alts {
				ok, err := a(fr, subject)
				if ok || err != nil {
					return ok, err
				}
			}
			return false, nil
		}
	case *ast.MatchSequence:
		return c.sequencePattern(p)
	case *ast.MatchMapping:
		return c.mappingPattern(p)
	case *ast.MatchClass:
		return c.classPattern(p, site)
	}
	return func(fr *frame, subject py.Value) (bool, error) {
		return false, &UnsupportedError{Node: nodeName(p)}
	}
}

// sequencePattern compiles [a, *rest, b]: lists, tuples, ranges and other
// sequences match, str, bytes and bytearray do not.
func (c *compiler) sequencePattern(p *ast.MatchSequence) matchFn {
	star := -1
	subs := make([]matchFn, len(p.Patterns))
	var starStore storeFn
	for i, sp := range p.Patterns {
		if ms, ok := sp.(*ast.MatchStar); ok {
			star = i
			if ms.Name != "" {
				starStore = c.storeName(&ast.Name{Pos: ms.Pos, Id: ms.Name, Ctx: ast.Store})
			}
			continue
		}
		subs[i] = c.pattern(sp)
	}
	n := len(p.Patterns)
	return func(fr *frame, subject py.Value) (bool, error) {
		var items []py.Value
		switch x := subject.(type) {
		case *py.List:
			items = x.Items()
		case *py.Tuple:
			items = x.Items()
		case *py.Range:
			var err error
			if items, err = appendIterable(fr.th, nil, x); err != nil {
				return false, err
			}
		default:
			return false, nil
		}
		if star < 0 && len(items) != n || star >= 0 && len(items) < n-1 {
			return false, nil
		}
		after := n - 1 - star
		for i, sub := range subs {
			if i == star {
				continue
			}
			idx := i
			if star >= 0 && i > star {
				idx = len(items) - (n - i)
			}
			ok, err := sub(fr, items[idx])
			if !ok || err != nil {
				return false, err
			}
		}
		if starStore != nil {
			rest := append([]py.Value(nil), items[star:len(items)-after]...) //krait:alloc-ok the star pattern's part of a sequence that exists; newList charges the list next
			l, err := newList(fr.th, rest)
			if err != nil {
				return false, err
			}
			if err := starStore(fr, l); err != nil {
				return false, err
			}
		}
		return true, nil
	}
}

// mappingPattern compiles {"k": p, **rest}: dicts match when every key is
// present and its value matches.
func (c *compiler) mappingPattern(p *ast.MatchMapping) matchFn {
	keys := c.exprs(p.Keys)
	subs := make([]matchFn, len(p.Patterns))
	for i, sp := range p.Patterns {
		subs[i] = c.pattern(sp)
	}
	var restStore storeFn
	if p.Rest != "" {
		restStore = c.storeName(&ast.Name{Pos: p.Pos, Id: p.Rest, Ctx: ast.Store})
	}
	return func(fr *frame, subject py.Value) (bool, error) {
		d, ok := subject.(*py.Dict)
		if !ok && !isMapping(subject.Type()) {
			return false, nil
		}
		var missing py.Value
		if d == nil {
			m, err := py.Call(fr.th, py.ObjectType, nil, nil)
			if err != nil {
				return false, err
			}
			missing = m
		}
		keyVals := make([]py.Value, len(keys)) //krait:alloc-ok one per key of a mapping pattern (AST)
		for i, k := range keys {
			kv, err := k(fr)
			if err != nil {
				return false, err
			}
			keyVals[i] = kv
			var v py.Value
			found := true
			if d != nil {
				v, found, err = d.Get(fr.th, kv)
			} else {
				v, err = py.CallMethod(fr.th, subject, "get", []py.Value{kv, missing}, nil)
				found = v != missing
			}
			if err != nil {
				return false, err
			}
			if !found {
				return false, nil
			}
			if ok, err := subs[i](fr, v); !ok || err != nil {
				return false, err
			}
		}
		if restStore != nil {
			var rest *py.Dict
			var err error
			if d != nil {
				rest, err = d.Copy(fr.th)
			} else {
				var r py.Value
				r, err = py.Call(fr.th, py.DictType, []py.Value{subject}, nil)
				rest, _ = r.(*py.Dict)
			}
			if err != nil {
				return false, err
			}
			for _, kv := range keyVals {
				if _, _, err := rest.Delete(fr.th, kv); err != nil {
					return false, err
				}
			}
			if err := restStore(fr, rest); err != nil {
				return false, err
			}
		}
		return true, nil
	}
}

// isMapping reports whether a mapping pattern may match instances of
// typ: dict and its subclasses, and classes deriving from
// collections.abc.Mapping (CPython's Py_TPFLAGS_MAPPING).
func isMapping(typ *py.Type) bool {
	if typ.IsSubtype(py.DictType) {
		return true
	}
	for _, m := range typ.MRO {
		if m.Name == "Mapping" && (m.Module == "collections.abc" || m.Module == "typing") {
			return true
		}
	}
	return false
}

// selfMatching are the built-in types whose single positional
// sub-pattern matches the subject itself.
var selfMatching = map[*py.Type]bool{
	py.BoolType: true, py.ByteArrayType: true, py.BytesType: true, py.DictType: true,
	py.FloatType: true, py.FrozenSetType: true, py.IntType: true, py.ListType: true,
	py.SetType: true, py.StrType: true, py.TupleType: true,
}

// classPattern compiles Cls(p1, k=p2): an isinstance test, positional
// sub-patterns through __match_args__, keyword ones through attributes.
func (c *compiler) classPattern(p *ast.MatchClass, site *site) matchFn {
	cls := c.expr(p.Cls)
	pos := make([]matchFn, len(p.Patterns))
	for i, sp := range p.Patterns {
		pos[i] = c.pattern(sp)
	}
	kw := make([]matchFn, len(p.KwdPatterns))
	for i, sp := range p.KwdPatterns {
		kw[i] = c.pattern(sp)
	}
	names := p.KwdAttrs
	return func(fr *frame, subject py.Value) (bool, error) {
		cv, err := cls(fr)
		if err != nil {
			return false, err
		}
		typ, ok := cv.(*py.Type)
		if !ok {
			return false, fr.fail(py.NewTypeError("called match pattern must be a class"), site)
		}
		if ok, err := py.IsSubclass(fr.th, subject.Type(), typ); err != nil || !ok {
			if err != nil {
				return false, fr.fail(err, site)
			}
			return false, nil
		}
		attrs := make([]string, 0, len(pos)) //krait:alloc-ok one per positional sub-pattern (AST)
		if len(pos) > 0 {
			if selfMatching[typ] && len(pos) == 1 {
				return pos[0](fr, subject)
			}
			ma := typ.Lookup("__match_args__")
			var items []py.Value
			if ma != nil {
				t, ok := ma.(*py.Tuple)
				if !ok {
					return false, fr.fail(py.NewTypeError("%s.__match_args__ must be a tuple (got %s)", typ.Name, typeName(ma)), site)
				}
				items = t.Items()
			}
			if len(pos) > len(items) {
				return false, fr.fail(py.NewTypeError("%s() accepts %d positional sub-pattern%s (%d given)", typ.Name, len(items), plurals(len(items) != 1), len(pos)), site)
			}
			for _, it := range items[:len(pos)] {
				s, ok := it.(*py.Str)
				if !ok {
					return false, fr.fail(py.NewTypeError("__match_args__ elements must be strings (got %s)", typeName(it)), site)
				}
				attrs = append(attrs, s.String())
			}
		}
		try := func(name string, sub matchFn) (bool, error) {
			// A class pattern reads attributes by names from the pattern
			// or __match_args__: the checkpoint applies as to obj.name.
			v, err := py.GetAttrByName(fr.th, subject, name)
			if err != nil {
				if exc := asException(err); exc != nil && exc.Matches(py.AttributeErrorType) {
					return false, nil
				}
				return false, fr.fail(err, site)
			}
			return sub(fr, v)
		}
		for i, name := range attrs {
			if ok, err := try(name, pos[i]); !ok || err != nil {
				return false, err
			}
		}
		for i, name := range names {
			if ok, err := try(name, kw[i]); !ok || err != nil {
				return false, err
			}
		}
		return true, nil
	}
}
