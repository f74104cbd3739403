package interp

import "github.com/kraitpy/krait/py"

// callerOf is the thread's Caller hook: the frame level levels out from
// the innermost running one (1: that frame itself, which is making the
// call to the builtin asking), with the line of the call it is making.
//
// A frame's line is set by the calls it makes (calls, method calls,
// class bodies, comprehensions, and binary operators other than int and
// float arithmetic), not by the attribute reads, subscripts, comparisons
// and loops that may also run Python code: a frame waiting on one of
// those reports the line of its last call (0 before the first).
func (in *Interp) callerOf(level int) (py.CallerFrame, bool) {
	fr := in.top
	for ; fr != nil && level > 1; level-- {
		fr = fr.back
	}
	if fr == nil || fr.code == nil {
		return py.CallerFrame{}, false
	}
	cf := py.CallerFrame{Filename: fr.code.filename, Lineno: fr.line, Module: "__main__"}
	if fr.line > 0 {
		cf.Line = string(sourceLine(fr.code.src, fr.line))
	}
	if fr.globals != nil {
		if s, ok := fr.globals.Get("__name__").(*py.Str); ok {
			cf.Module = s.String()
		}
	}
	return cf, true
}
