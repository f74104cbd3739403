package py

// The depth guard: the one place that bounds Go recursion over Python
// values.
//
// Go cannot recover from a stack overflow, so no Python value may make Go
// code recurse without bound. Values can be nested arbitrarily deep
// without recursion (a loop that runs `x = [x]` a million times, a chain
// of map iterators, list[list[...]] aliases, exceptions wrapping
// exceptions), and every Go function that walks into a nested value
// recurses once per level. Each such level passes through EnterData,
// which counts it against Limits.MaxDataDepth and, beyond it, returns
// CPython's catchable RecursionError.
//
// Bypassing the guard is made hard by putting it on the generic entry
// points that every walk goes through rather than on each container:
//
//	Repr, ToStr                " while getting the repr/str of an object"
//	Compare (non-fast path)    " in comparison"
//	Hash (non-fast path)
//	Call, Go-defined methods   " while calling a Python object"
//	GetItem, Len, Contains, Iterate on values other than the core
//	containers (mapping proxies, ChainMap, user classes)
//
// and by guarding the few walks that do not go through them (iterator
// wrappers whose next() calls the next() of the iterator they wrap, the
// traceback's walk of __cause__/__context__, json, pprint, copy, the
// conversions to Go). Leaf values (str, int, float, bool, None) take the
// fast paths before the guard, so the common cases do not pay for it.
// The generated matrix in conformance/security (TestDepthMatrix) builds
// every container and composite type a million levels deep and applies
// every recursive operation under a small Go stack: a walk that bypasses
// the guard crashes that test instead of a host.

// Messages CPython appends to "maximum recursion depth exceeded".
const (
	WhileRepr    = " while getting the repr of an object"
	WhileStr     = " while getting the str of an object"
	InComparison = " in comparison"
	WhileCalling = " while calling a Python object"
)

// EnterData records one more level of nesting while walking data (repr,
// eq, hash, copy, json, ...); what completes CPython's message, e.g.
// WhileRepr. Pair every successful call with LeaveData. A nil thread
// counts nothing: only leaf values may be walked without a thread.
func (t *Thread) EnterData(what string) error {
	if t == nil {
		return nil
	}
	if t.dataDepth >= t.Limits.MaxDataDepth {
		return t.dataDepthExceeded(what)
	}
	t.dataDepth++
	return nil
}

// dataDepthExceeded is EnterData's slow path: the limits of a thread that
// has not started yet are still zero.
func (t *Thread) dataDepthExceeded(what string) error {
	if !t.ready {
		t.init()
		return t.EnterData(what)
	}
	return NewException(RecursionErrorType, "maximum recursion depth exceeded"+what)
}

// LeaveData undoes one EnterData.
func (t *Thread) LeaveData() {
	if t != nil {
		t.dataDepth--
	}
}

// DataDepth returns the current nesting of data walks.
func (t *Thread) DataDepth() int { return t.dataDepth }

// FrameCaller is implemented by callables whose every call pushes a
// Python frame (interp's functions): the call depth counts those calls,
// so Call and the dunder dispatch do not count them again as a level of
// the depth guard.
type FrameCaller interface {
	Callable
	PushesFrame()
}

// NextNested is it.Next(t) for iterators that advance another iterator
// inside their own Next (map, filter, zip, enumerate, the itertools, csv
// readers, heapq.merge): such iterators can wrap each other without
// bound, so each step through one is a level of the depth guard.
func NextNested(t *Thread, it Iterator) (Value, error) {
	if err := t.EnterData(""); err != nil {
		return nil, err
	}
	v, err := it.Next(t)
	t.LeaveData()
	return v, err
}
