package interp

import (
	"github.com/kraitpy/krait/py"
)

// FrameSummary is one entry of a traceback as CPython's traceback module
// describes it (traceback.FrameSummary): where the exception passed, as
// text and numbers only. It holds no frame, so nothing reaches locals or
// globals through it.
type FrameSummary struct {
	Filename string
	Name     string
	// Lineno and EndLineno are 1-based; EndLineno is 0 when unknown.
	Lineno, EndLineno int
	// Colno and EndColno are the byte offsets of the failing expression
	// in its first and last line (CPython's co_positions), -1 when
	// unknown.
	Colno, EndColno int
	// Line is the source line as written (without its line ending);
	// HasLine is false when the source is unknown (generated code).
	Line    string
	HasLine bool
}

// TracebackFrames returns the entries of a traceback object
// (e.__traceback__, a tb_next of it) outermost first, and false when tb
// is not a traceback object.
func TracebackFrames(tb py.Value) ([]FrameSummary, bool) {
	t, ok := tb.(*Traceback)
	if !ok {
		return nil, false
	}
	return summaries(t.node), true
}

// ExceptionFrames returns the entries of exc's traceback, outermost first.
func ExceptionFrames(exc *py.Exception) []FrameSummary {
	return summaries(tbOf(exc))
}

// summaries converts the traceback from n inward.
func summaries(n *tbNode) []FrameSummary {
	var out []FrameSummary
	for ; n != nil; n = n.next {
		out = append(out, summary(n.traceEntry)) //krait:alloc-ok one per traceback entry, each charged (tbNodeSize) when it was recorded
	}
	return out
}

// summary converts one traceback entry.
func summary(e traceEntry) FrameSummary {
	p := e.site.pos
	fs := FrameSummary{Filename: e.filename, Name: e.funcName, Lineno: p.Lineno, EndLineno: p.EndLineno,
		Colno: p.ColOffset, EndColno: p.EndColOffset}
	if fs.EndLineno < fs.Lineno || fs.Colno < 0 || (fs.EndLineno == 0 && fs.EndColno == 0 && fs.Colno == 0) {
		// Go code raised it on behalf of generated source: no positions.
		fs.EndLineno, fs.Colno, fs.EndColno = 0, -1, -1
	}
	if e.src != nil {
		fs.Line, fs.HasLine = string(sourceLine(e.src, p.Lineno)), true
	}
	return fs
}

// handled returns the exception the innermost running except clause or
// finally block handles (sys.exc_info()), or nil.
func (in *Interp) handledException() *py.Exception { return in.handling }
