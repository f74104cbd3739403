package interp

import (
	"strconv"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// storeFn stores a value into a compiled target.
type storeFn func(fr *frame, v py.Value) error

// store compiles an assignment target.
func (c *compiler) store(target ast.Expr) storeFn {
	switch t := target.(type) {
	case *ast.Name:
		return c.storeName(t)
	case *ast.Attribute:
		obj := c.expr(t.Value)
		as := c.attrSite(c.mangle(t.Attr), policy.DunderRead)
		site := c.site(t)
		return func(fr *frame, v py.Value) error {
			o, err := obj(fr)
			if err != nil {
				return err
			}
			if err := fr.setAttrSite(o, as, v); err != nil {
				return fr.fail(err, site)
			}
			return nil
		}
	case *ast.Subscript:
		obj, key := c.expr(t.Value), c.expr(t.Slice)
		site := c.site(t)
		return func(fr *frame, v py.Value) error {
			o, err := obj(fr)
			if err != nil {
				return err
			}
			k, err := key(fr)
			if err != nil {
				return err
			}
			if err := setItem(fr.th, o, k, v); err != nil {
				return fr.fail(err, site)
			}
			return nil
		}
	case *ast.Tuple:
		return c.unpack(t, t.Elts)
	case *ast.List:
		return c.unpack(t, t.Elts)
	case *ast.Starred:
		return c.store(t.Value)
	}
	name := nodeName(target)
	return func(fr *frame, v py.Value) error { return &UnsupportedError{Node: name} }
}

// unpack compiles a tuple or list target, with at most one starred
// element, raising CPython's ValueErrors on a length mismatch.
func (c *compiler) unpack(node ast.Expr, elts []ast.Expr) storeFn {
	stores := make([]storeFn, len(elts))
	star := -1
	for i, e := range elts {
		if s, ok := e.(*ast.Starred); ok {
			star = i
			stores[i] = c.store(s.Value)
		} else {
			stores[i] = c.store(e)
		}
	}
	site := c.site(node)
	n := len(elts)
	return func(fr *frame, v py.Value) error {
		items, err := unpackValues(fr.th, v, n, star)
		if err != nil {
			return fr.fail(err, site)
		}
		for i, st := range stores {
			if err := st(fr, items[i]); err != nil {
				return err
			}
		}
		return nil
	}
}

// unpackValues splits v into n values; when star >= 0, the value at index
// star is a list of the surplus items.
func unpackValues(th *py.Thread, v py.Value, n, star int) ([]py.Value, error) {
	var items []py.Value
	if seq, ok := sequenceItems(v); ok {
		items = seq
	} else {
		it, err := iterate(th, v)
		if err != nil {
			return nil, py.NewTypeError("cannot unpack non-iterable %s object", typeName(v))
		}
		if star >= 0 {
			// The starred part is collected as list() collects.
			if err := py.LengthHintOverflow(it); err != nil {
				return nil, err
			}
		}
		for {
			x, err := it.Next(th)
			if err != nil {
				return nil, err
			}
			if x == nil {
				break
			}
			if err := th.Tick(); err != nil {
				return nil, err
			}
			if len(items)%chargeChunk == 0 {
				if err := th.Alloc(16 * chargeChunk); err != nil {
					return nil, err
				}
			}
			items = append(items, x) //krait:alloc-ok charged per chargeChunk items just above
			if star < 0 && len(items) > n {
				return nil, py.NewValueError("too many values to unpack (expected %d)", n)
			}
		}
	}
	if star < 0 {
		if len(items) < n {
			return nil, py.NewValueError("not enough values to unpack (expected %d, got %d)", n, len(items))
		}
		if len(items) > n {
			return nil, py.NewValueError("too many values to unpack (expected %d)", n)
		}
		return items, nil
	}
	if len(items) < n-1 {
		return nil, py.NewValueError("not enough values to unpack (expected at least %d, got %d)", n-1, len(items))
	}
	out := make([]py.Value, n) //krait:alloc-ok n is the number of assignment targets (the AST)
	copy(out, items[:star])
	rest := len(items) - (n - 1 - star)
	middle := make([]py.Value, rest-star) //krait:alloc-ok at most the items collected above (a sequence that exists, or charged per chunk)
	copy(middle, items[star:rest])
	lst, err := newList(th, middle)
	if err != nil {
		return nil, err
	}
	out[star] = lst
	copy(out[star+1:], items[rest:])
	return out, nil
}

func (c *compiler) assign(s *ast.Assign) execFn {
	if fn := c.numStore(s); fn != nil {
		return fn
	}
	if fn := c.assignDisplay(s); fn != nil {
		return fn
	}
	value := c.expr(s.Value)
	if rec := c.recorder(); rec != nil {
		inner := value
		value = func(fr *frame) (py.Value, error) {
			v, err := inner(fr)
			if err == nil {
				rec(fr, v)
			}
			return v, err
		}
	}
	if len(s.Targets) == 1 {
		store := c.store(s.Targets[0])
		return func(fr *frame) (flow, error) {
			v, err := value(fr)
			if err != nil {
				return flowNext, err
			}
			return flowNext, store(fr, v)
		}
	}
	stores := make([]storeFn, len(s.Targets))
	for i, t := range s.Targets {
		stores[i] = c.store(t)
	}
	return func(fr *frame) (flow, error) {
		v, err := value(fr)
		if err != nil {
			return flowNext, err
		}
		for _, st := range stores {
			if err := st(fr, v); err != nil {
				return flowNext, err
			}
		}
		return flowNext, nil
	}
}

// assignDisplay compiles `a, b = x, y`: a tuple display assigned to a
// tuple or list target of its length, neither starred. The values are
// evaluated into an array on the Go stack, then stored left to right, as
// CPython does (it swaps stack slots for two or three): the tuple that
// unpacking would take apart is never built. nil when s is not of that
// form, or when its value is recorded (the tuple is then observable).
func (c *compiler) assignDisplay(s *ast.Assign) execFn {
	if len(s.Targets) != 1 || c.recorder() != nil {
		return nil
	}
	val, ok := s.Value.(*ast.Tuple)
	if !ok || len(val.Elts) > maxStackTuple || hasStarred(val.Elts) {
		return nil
	}
	var targets []ast.Expr
	switch t := s.Targets[0].(type) {
	case *ast.Tuple:
		targets = t.Elts
	case *ast.List:
		targets = t.Elts
	default:
		return nil
	}
	if len(targets) != len(val.Elts) || hasStarred(targets) {
		return nil
	}
	fns := c.exprs(val.Elts)
	stores := make([]storeFn, len(targets))
	for i, t := range targets {
		stores[i] = c.store(t)
	}
	return func(fr *frame) (flow, error) {
		var vals [maxStackTuple]py.Value
		if err := evalInto(fr, fns, vals[:]); err != nil {
			return flowNext, err
		}
		for i, st := range stores {
			if err := st(fr, vals[i]); err != nil {
				return flowNext, err
			}
		}
		return flowNext, nil
	}
}

func (c *compiler) annAssign(s *ast.AnnAssign) execFn {
	var value evalFn
	var store storeFn
	if s.Value != nil {
		value = c.expr(s.Value)
		store = c.store(s.Target)
	}
	// At module and class level the annotation is evaluated (after the
	// value is stored) and, for a simple name, recorded in
	// __annotations__; in functions it is not evaluated at all. Under
	// `from __future__ import annotations` a simple name records the
	// annotation's text and other targets evaluate nothing.
	var ann evalFn
	annName := ""
	if !c.scope.IsFunctionLike() {
		if n, ok := s.Target.(*ast.Name); ok && s.Simple != 0 {
			annName = c.symbol(n.Id).Name
		}
		if annName != "" || !c.info.FutureAnnotations {
			ann = c.annotationValue(s.Annotation)
		}
	}
	inClass := c.scope.Kind == resolve.ClassScope
	g := c.globals
	rec := c.recorder()
	return func(fr *frame) (flow, error) {
		if value != nil {
			v, err := value(fr)
			if err != nil {
				return flowNext, err
			}
			if rec != nil {
				rec(fr, v)
			}
			if err := store(fr, v); err != nil {
				return flowNext, err
			}
		} else if rec != nil {
			rec(fr, py.None)
		}
		if ann == nil {
			return flowNext, nil
		}
		a, err := ann(fr)
		if err != nil {
			return flowNext, err
		}
		if annName == "" {
			return flowNext, nil
		}
		var d *py.Dict
		if inClass {
			d, _ = fr.ns.GetStr("__annotations__").(*py.Dict)
			if d == nil {
				d = py.NewDict()
				fr.ns.SetStr("__annotations__", d)
			}
		} else {
			d, _ = g.Get("__annotations__").(*py.Dict)
			if d == nil {
				d = py.NewDict()
				g.Set("__annotations__", d)
			}
		}
		return flowNext, d.Set(fr.th, py.NewStrConst(annName), a)
	}
}

// augAssign compiles `target op= value`: the target's container and key
// are evaluated once.
func (c *compiler) augAssign(s *ast.AugAssign) execFn {
	// A +, -, *, /, // or % value is computed as a numFn: a float or int
	// result is combined with old unboxed.
	var value evalFn
	var num numFn
	if isFusable(s.Value) {
		num = c.numExpr(s.Value)
	} else {
		value = c.expr(s.Value)
	}
	op := s.Op
	site := c.site(s)
	rec := c.recorder()
	apply := func(fr *frame, old py.Value) (py.Value, error) {
		var v, r py.Value
		var err error
		if num != nil {
			n, err := num(fr)
			if err != nil {
				return nil, err
			}
			if err := fr.th.Tick(); err != nil {
				return nil, err
			}
			if n.k != numBoxed {
				if x, ok := numArith(op, numOf(old), n); ok {
					r = x.box()
				}
			}
			if r == nil {
				v = n.box()
			}
		} else {
			if v, err = value(fr); err != nil {
				return nil, err
			}
			if err := fr.th.Tick(); err != nil {
				return nil, err
			}
		}
		if r == nil {
			r = fastBinary(op, old, v)
		}
		if r == nil {
			fr.line = site.pos.Lineno
			if r, err = inplace(fr.th, op, old, v); err != nil {
				return nil, fr.fail(err, site)
			}
		}
		if rec != nil {
			rec(fr, r)
		}
		return r, nil
	}
	switch t := s.Target.(type) {
	case *ast.Name:
		load := c.loadName(&ast.Name{Pos: t.Pos, Id: t.Id, Ctx: ast.Load})
		store := c.storeName(t)
		return func(fr *frame) (flow, error) {
			old, err := load(fr)
			if err != nil {
				return flowNext, err
			}
			r, err := apply(fr, old)
			if err != nil {
				return flowNext, err
			}
			return flowNext, store(fr, r)
		}
	case *ast.Attribute:
		obj := c.expr(t.Value)
		as := c.attrSite(c.mangle(t.Attr), policy.DunderRead)
		asite := c.site(t)
		return func(fr *frame) (flow, error) {
			o, err := obj(fr)
			if err != nil {
				return flowNext, err
			}
			old, err := fr.getAttrSite(o, as)
			if err != nil {
				return flowNext, fr.fail(err, asite)
			}
			r, err := apply(fr, old)
			if err != nil {
				return flowNext, err
			}
			if err := fr.setAttrSite(o, as, r); err != nil {
				return flowNext, fr.fail(err, asite)
			}
			return flowNext, nil
		}
	case *ast.Subscript:
		obj, key := c.expr(t.Value), c.expr(t.Slice)
		ssite := c.site(t)
		generic := func(fr *frame) (flow, error) {
			o, err := obj(fr)
			if err != nil {
				return flowNext, err
			}
			k, err := key(fr)
			if err != nil {
				return flowNext, err
			}
			old, err := getItem(fr.th, o, k)
			if err != nil {
				return flowNext, fr.fail(err, ssite)
			}
			r, err := apply(fr, old)
			if err != nil {
				return flowNext, err
			}
			if err := setItem(fr.th, o, k, r); err != nil {
				return flowNext, fr.fail(err, ssite)
			}
			return flowNext, nil
		}
		if fn := c.constSubscriptAug(t, apply, generic); fn != nil {
			return fn
		}
		return generic
	}
	return c.unsupported(s)
}

func (c *compiler) deleteStmt(s *ast.Delete) execFn {
	fns := make([]execFn, len(s.Targets))
	for i, t := range s.Targets {
		fns[i] = c.delTarget(t)
	}
	return func(fr *frame) (flow, error) {
		for _, fn := range fns {
			if _, err := fn(fr); err != nil {
				return flowNext, err
			}
		}
		fr.th.Freed() // near the limit, the next safe point measures what it freed
		return flowNext, nil
	}
}

func (c *compiler) delTarget(t ast.Expr) execFn {
	switch t := t.(type) {
	case *ast.Name:
		return c.delName(t)
	case *ast.Attribute:
		obj := c.expr(t.Value)
		name := c.mangle(t.Attr)
		site := c.site(t)
		return func(fr *frame) (flow, error) {
			o, err := obj(fr)
			if err != nil {
				return flowNext, err
			}
			if err := py.DelAttrByName(fr.th, o, name); err != nil {
				return flowNext, fr.fail(err, site)
			}
			return flowNext, nil
		}
	case *ast.Subscript:
		obj, key := c.expr(t.Value), c.expr(t.Slice)
		site := c.site(t)
		return func(fr *frame) (flow, error) {
			o, err := obj(fr)
			if err != nil {
				return flowNext, err
			}
			k, err := key(fr)
			if err != nil {
				return flowNext, err
			}
			if err := delItem(fr.th, o, k); err != nil {
				return flowNext, fr.fail(err, site)
			}
			return flowNext, nil
		}
	case *ast.Tuple:
		return c.deleteStmt(&ast.Delete{Targets: t.Elts})
	case *ast.List:
		return c.deleteStmt(&ast.Delete{Targets: t.Elts})
	}
	return c.unsupported(t)
}

// itoa formats an int for messages.
func itoa(n int) string { return strconv.Itoa(n) }
