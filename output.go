package krait

import (
	"strconv"

	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/resolve"
)

// reportLimit is the byte size a run's traceback and its SyntaxWarnings
// are each cut to: the output limit, at most interp.MaxReportSize.
func (e *Executor) reportLimit() int {
	if e.opts.MaxOutput < interp.MaxReportSize {
		return int(e.opts.MaxOutput)
	}
	return interp.MaxReportSize
}

// warningTexts formats the warnings as CPython prints them, as many as fit
// in limit bytes; the rest are replaced by one line saying how many were
// left out. A warning quotes its source line, so a line of a megabyte
// holding thousands of `x is 5` would otherwise print gigabytes (CPython
// prints them all).
func warningTexts(ws []resolve.Warning, limit int) []string {
	var out []string
	size := 0
	for i, w := range ws {
		// A warning is its header (file, line, category, message) and its
		// source line: measure before formatting.
		n := len(w.Filename) + len(w.Category) + len(w.Message) + len(w.Line) + 32
		if size+n > limit {
			out = append(out, "[... "+strconv.Itoa(len(ws)-i)+" more warnings left out, over the output limit of "+strconv.Itoa(limit)+" bytes ...]\n")
			break
		}
		s := w.String()
		size += len(s)
		out = append(out, s)
	}
	return out
}
