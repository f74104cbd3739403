package interp

import (
	"slices"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// tryStarStmt compiles try/except* as CPython 3.11 runs it: each clause
// takes the part of the exception group its types match (a naked
// exception is wrapped in ExceptionGroup("", (exc,))) and runs at most
// once; what no clause matched, and what the clauses raise or re-raise,
// is combined into the exception raised at the end (PREP_RERAISE_STAR).
func (c *compiler) tryStarStmt(s *ast.TryStar) execFn {
	body := c.block(s.Body)
	handlers := c.handlers(s.Handlers)
	for i, h := range s.Handlers {
		// The clause's own errors (its type refused, split failing) are
		// reported at the whole clause, as CPython does.
		handlers[i].site = c.site(h)
	}
	run := c.tryElse(body, s.Orelse, func(fr *frame, _ flow, _ error, orig *py.Exception) (flow, error) {
		return fr.handleStar(handlers, orig)
	})
	return c.withFinally(run, s.Finalbody)
}

// handleStar runs the except* clauses for orig and returns what the
// statement raises (nothing when every part was handled).
func (fr *frame) handleStar(handlers []handler, orig *py.Exception) (flow, error) {
	saved := fr.in.handling
	defer func() { fr.in.handling = saved }()
	// CPython gave orig its __context__ when it was raised; the parts
	// and the re-raised group copy it from there.
	chain(orig, saved)
	fr.in.handling = orig
	if fr.traced == orig {
		fr.traced = nil
	}
	rest := orig // nil: nothing left to match
	var results []*py.Exception
	for i := range handlers {
		h := &handlers[i]
		t, err := h.typ(fr)
		if err != nil {
			return flowNext, chain(err, fr.in.handling)
		}
		if err := fr.th.Tick(); err != nil {
			return flowNext, err
		}
		if err := checkStarType(t); err != nil {
			return flowNext, chain(fr.fail(err, h.site), fr.in.handling)
		}
		match, newRest, err := fr.starMatch(rest, t)
		if err != nil {
			return flowNext, chain(fr.fail(err, h.site), fr.in.handling)
		}
		if match == nil {
			continue
		}
		rest = newRest
		fr.in.handling = match
		raised, err := fr.runStarHandler(h, match)
		if err != nil {
			return flowNext, err
		}
		if raised != nil {
			results = append(results, raised)
		}
	}
	if rest != nil {
		results = append(results, rest)
	}
	fr.in.handling = saved
	res, err := prepReraiseStar(fr.th, orig, results)
	if err != nil {
		return flowNext, err
	}
	if res == nil {
		fr.in.forget(orig)
		return flowNext, nil
	}
	// Re-raised as is (RERAISE): this frame adds no traceback entry, and
	// a group made here is never given a __context__ by an enclosing
	// handler.
	fr.traced = res
	if res != orig && !slices.Contains(results, res) {
		res.Unchained = true
	}
	return flowNext, res
}

// runStarHandler runs an except* clause body with match bound; it
// returns the Python exception the body raised (nil when it completed).
// Other errors (limits, refusals) are returned as errors.
func (fr *frame) runStarHandler(h *handler, match *py.Exception) (*py.Exception, error) {
	if h.store != nil {
		if err := h.store(fr, match); err != nil {
			return nil, err
		}
	}
	_, err := h.body(fr)
	if h.unset != nil {
		h.unset(fr)
	}
	if err == nil {
		return nil, nil
	}
	exc := asException(err)
	if exc == nil {
		return nil, err
	}
	chain(exc, match)
	return exc, nil
}

// checkStarType validates the type of an except* clause: exception
// classes only, and no exception group classes.
func checkStarType(t py.Value) error {
	items := []py.Value{t}
	if tu, ok := tupleItems(t); ok {
		items = tu
	}
	for _, x := range items {
		cls, ok := x.(*py.Type)
		if !ok || !cls.IsSubtype(py.BaseExceptionType) {
			return py.NewTypeError("catching classes that do not inherit from BaseException is not allowed")
		}
	}
	for _, x := range items {
		if x.(*py.Type).IsSubtype(py.BaseExceptionGroupType) {
			return py.NewTypeError("catching ExceptionGroup with except* is not allowed. Use except instead.")
		}
	}
	return nil
}

// starMatch is CPython's exception_group_match: the part of exc that t
// matches (nil for none) and the rest.
func (fr *frame) starMatch(exc *py.Exception, t py.Value) (match, rest *py.Exception, err error) {
	if exc == nil {
		return nil, nil, nil
	}
	ok, err := exceptionMatches(exc, t)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		if exc.IsGroup() {
			return exc, nil, nil
		}
		// A naked exception is wrapped (CPython 3.11 gives the wrapper
		// no traceback).
		wrapped, err := py.NewGroup(fr.th, "", py.NewTuple([]py.Value{exc}))
		if err != nil {
			return nil, nil, err
		}
		return wrapped, nil, nil
	}
	if !exc.IsGroup() {
		return nil, exc, nil
	}
	pair, err := py.CallMethod(fr.th, exc, "split", []py.Value{t}, nil)
	if err != nil {
		return nil, nil, err
	}
	tu, ok := pair.(*py.Tuple)
	if !ok {
		return nil, nil, py.NewTypeError("%s.split must return a tuple, not %s", exc.Type().Name, typeName(pair))
	}
	items := tu.Items()
	if len(items) != 2 {
		return nil, nil, py.NewTypeError("%s.split must return a 2-tuple, got tuple of size %d", exc.Type().Name, len(items))
	}
	match, _ = items[0].(*py.Exception)
	if match == nil {
		return nil, exc, nil
	}
	rest, _ = items[1].(*py.Exception)
	return match, rest, nil
}

// prepReraiseStar is CPython's _PyExc_PrepReraiseStar: the exception an
// except* statement raises, from the original exception and what its
// clauses raised or re-raised (the unmatched rest last); nil when there
// is nothing to raise. Parts re-raised unchanged are put back in the
// shape of the original group; new exceptions are grouped with them.
func prepReraiseStar(th *py.Thread, orig *py.Exception, excs []*py.Exception) (*py.Exception, error) {
	if len(excs) == 0 {
		return nil, nil
	}
	if !orig.IsGroup() {
		// A naked exception: only one clause could run.
		return excs[0], nil
	}
	var raised, reraised []*py.Exception
	for _, e := range excs {
		if sameMetadata(e, orig) {
			reraised = append(reraised, e)
		} else {
			raised = append(raised, e)
		}
	}
	reraisedGroup, err := py.ProjectGroup(th, orig, reraised)
	if err != nil {
		return nil, err
	}
	if len(raised) == 0 {
		return reraisedGroup, nil
	}
	if reraisedGroup != nil {
		raised = append(raised, reraisedGroup)
	}
	if len(raised) == 1 {
		return raised[0], nil
	}
	items := make([]py.Value, len(raised)) //krait:alloc-ok one per except* clause plus the re-raised group (AST)
	for i, e := range raised {
		items[i] = e
	}
	return py.NewGroup(th, "", py.NewList(items))
}

// sameMetadata reports whether two exceptions share their traceback,
// cause and context: a part of a group re-raised unchanged.
func sameMetadata(a, b *py.Exception) bool {
	return a.TB == b.TB && a.Cause == b.Cause && a.Context == b.Context
}
