package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// evalFn evaluates a compiled expression in a frame.
type evalFn func(fr *frame) (py.Value, error)

// execFn runs a compiled statement in a frame and says how control leaves
// it.
type execFn func(fr *frame) (flow, error)

// flow is how control leaves a statement.
type flow uint8

const (
	flowNext     flow = iota // fall through to the next statement
	flowBreak                // break out of the innermost loop
	flowContinue             // continue the innermost loop
	flowReturn               // return from the function (value in frame.ret)
)

// Cell holds a variable captured by an inner scope.
type Cell struct {
	Value py.Value // nil while unbound
}

// code is a compiled block: the module body, a function body, a lambda,
// a class body or a comprehension.
type code struct {
	name     string // co_name: "<module>", the function name, "<lambda>", ...
	qualname string
	filename string
	src      []byte // the source text of the file, for tracebacks
	// unit holds the sites of the module the code is part of, whose
	// memos the memory walk counts (compileUnit.visitMemos).
	unit  *compileUnit
	scope *resolve.Scope
	body  execFn

	nlocals    int
	ncells     int
	cellParams [][2]int // (locals slot, cells slot) of parameters that are cells

	// Parameters.
	posNames    []string // positional-only then positional-or-keyword
	posonly     int
	kwonlyNames []string
	varargs     int // locals slot of *args, or -1
	varkw       int // locals slot of **kwargs, or -1
	generator   bool
	// cleanup, for a generator function, reports that its body has a
	// try or with statement: closing it suspended may run code (a
	// finally block, an except GeneratorExit clause, an __exit__).
	cleanup   bool
	resumable *resumableBody // a generator body that runs without a coroutine
	// coRooted, for a generator body that runs as a coroutine, says that
	// it roots what its Go code holds across a yield (gencoroutine.go).
	coRooted bool
	doc      py.Value // the docstring, or nil
	// numBody, for a function whose body is the single statement
	// `return <arithmetic>`, computes that value unboxed in a frame
	// whose parameters are bound (the statement's tick not included).
	numBody numFn
	// private says which locals are private float slots (floatslots.go).
	private []bool
}

// frame is one activation of a code block.
type frame struct {
	in      *Interp
	th      *py.Thread
	code    *code
	locals  []py.Value
	cells   []*Cell
	globals *Globals
	ns      *py.Dict // the class namespace while a class body runs
	// nsStore, while the body of a class with a Go metatype that
	// prepares class bodies runs, sees each name the body binds.
	nsStore func(t *py.Thread, key string, v py.Value) (py.Value, error)
	ret     py.Value

	// handling is the exception being handled by an except clause (for
	// bare raise and implicit chaining).
	handling *py.Exception
	// traced is the exception this frame already added a traceback entry
	// to.
	traced *py.Exception
	// result is the value of the last top-level statement (module frames).
	result py.Value
	// gen is the generator running in this frame, if any.
	gen *Generator
	// iter is the outermost iterator of a generator expression.
	iter py.Iterator
	// back is the frame that was running when this one started (nil for
	// the module frame): CPython's f_back, kept only while this frame
	// runs (see Interp.top).
	back *frame
	// line is the line of the call this frame is making (set before each
	// call leaves the frame): what CPython's f_lineno is while the frame
	// waits for a callee, read by warnings.warn (see callerOf).
	line int
}

// bigFrame is the number of slots (locals plus cells) from which making a
// frame's slots is charged to the memory budget: smaller frames hold at
// most MaxRecursion times this many slots, a function with 60,000 locals
// (a program of 400 KB) recursing 900 deep held 850 MB uncharged.
const bigFrame = 256

// newFrame takes a frame from the pool, with cleared locals and cells. It
// fails only when a big frame's slots do not fit in the memory budget.
func (in *Interp) newFrame(th *py.Thread, c *code, g *Globals) (*frame, error) {
	if c.nlocals+c.ncells > bigFrame {
		if err := chargeFrame(th, c, in.framePool); err != nil {
			return nil, err
		}
	}
	var fr *frame
	if n := len(in.framePool); n > 0 {
		fr = in.framePool[n-1]
		in.framePool = in.framePool[:n-1]
	} else {
		fr = &frame{}
	}
	// A pooled frame mostly ran the same code before: pointer stores
	// cost a write barrier while the collector runs, so unchanged fields
	// are left alone.
	if fr.in != in {
		fr.in = in
	}
	if fr.th != th {
		fr.th = th
	}
	if fr.code != c {
		fr.code = c
	}
	if fr.globals != g {
		fr.globals = g
	}
	if cap(fr.locals) >= c.nlocals {
		if len(fr.locals) != c.nlocals {
			fr.locals = fr.locals[:c.nlocals]
		}
	} else {
		fr.locals = make([]py.Value, c.nlocals) //krait:alloc-ok small, or charged by chargeFrame above (bigFrame)
	}
	if c.ncells > 0 {
		fr.cells = make([]*Cell, c.ncells) //krait:alloc-ok small, or charged by chargeFrame above (bigFrame)
	}
	return fr, nil
}

// chargeFrame charges the slots a big frame allocates: its cells (made
// for every call) and its locals unless the pooled frame newFrame will
// take has room for them.
func chargeFrame(th *py.Thread, c *code, pool []*frame) error {
	n := int64(c.ncells) * 24 // the slot and the Cell the caller makes
	if k := len(pool); k == 0 || cap(pool[k-1].locals) < c.nlocals {
		n += int64(c.nlocals) * 16
	}
	return th.Alloc(n)
}

// release returns a frame to the pool. Frames that may still be referenced
// (generators) must not be released.
//
// Only the fields that are set are cleared: a store of a pointer costs a
// write barrier while the collector runs, and most frames of a call use
// few of them (clear of the locals is a bulk barrier call).
func (in *Interp) release(fr *frame) {
	for i := range fr.locals {
		if fr.locals[i] != nil {
			fr.locals[i] = nil
		}
	}
	if fr.cells != nil {
		fr.cells = nil
	}
	if fr.ret != nil {
		fr.ret = nil
	}
	if fr.ns != nil || fr.handling != nil || fr.traced != nil || fr.gen != nil || fr.iter != nil || fr.result != nil || fr.nsStore != nil {
		fr.ns, fr.handling, fr.traced, fr.gen, fr.iter, fr.result = nil, nil, nil, nil, nil, nil
		fr.nsStore = nil
	}
	// code, globals and the thread stay set until newFrame reuses the
	// frame or the run ends (forgetRun).
	if len(in.framePool) < 256 {
		in.framePool = append(in.framePool, fr)
	}
}

// forgetRun clears what pooled frames still reference of the run that
// ends: its thread, and the code they last ran. A code object keeps its
// module's compile unit, whose attribute sites memoize classes and their
// attributes (unit.go): a program the executor no longer holds must not
// stay alive through the pool, out of every walk's sight (runs of sources
// calling recursions one level shallower each time kept one program per
// run, 8 MiB of memoized data each, until the pool's 256 frames).
func (in *Interp) forgetRun() {
	for _, fr := range in.framePool {
		fr.th, fr.code = nil, nil
	}
}

// enter makes fr the innermost running frame, with the frame running
// until now as its back.
func (in *Interp) enter(fr *frame) { fr.back, in.top, fr.line = in.top, fr, 0 }

// leave makes fr's back the innermost running frame again.
func (in *Interp) leave(fr *frame) { in.top, fr.back = fr.back, nil }

// posOf returns the source range of a node.
func posOf(n ast.Positioned) ast.Pos { return *n.Position() }
