package interp

import (
	"errors"
	"strings"
)

// Refusal is a policy refusal (dunder attribute, builtin, import, node,
// protected name) with where it happened: the frames it unwound through,
// recorded as an exception's traceback is, so that a refusal inside a
// call reports a CPython-style traceback and the line of the refused
// access. It unwraps to the policy's error (errors.Is(err,
// policy.ErrDunderRefused) stays true) and is never a Python exception:
// no except clause catches it.
type Refusal struct {
	Err  error // the policy's own error
	tb   *tbNode
	last *frame // the frame that recorded the head entry
}

// Error returns the policy's message.
func (r *Refusal) Error() string { return r.Err.Error() }

// Unwrap returns the policy's error.
func (r *Refusal) Unwrap() error { return r.Err }

// Line returns the line of the refused access (the innermost recorded
// frame), or 0 when unknown.
func (r *Refusal) Line() int {
	n := r.tb
	if n == nil {
		return 0
	}
	for n.next != nil {
		n = n.next
	}
	return n.site.pos.Lineno
}

// FirstLine returns the line of the top-level statement that was running
// (the outermost recorded frame), or 0 when unknown.
func (r *Refusal) FirstLine() int {
	if r.tb == nil {
		return 0
	}
	return r.tb.site.pos.Lineno
}

// Traceback renders CPython's report of the refusal: "Traceback (most
// recent call last):", the frames, then "InterpreterError: <message>".
// It is "" when no frame was recorded.
func (r *Refusal) Traceback() string {
	if r.tb == nil {
		return ""
	}
	var entries []traceEntry
	for n := r.tb; n != nil; n = n.next {
		entries = append(entries, n.traceEntry) //krait:alloc-ok one per frame the refusal passed (refusals cannot be caught): at most the recursion limit
	}
	var b strings.Builder
	b.WriteString("Traceback (most recent call last):\n")
	writeEntries(&b, "", entries)
	b.WriteString("InterpreterError: " + r.Err.Error() + "\n")
	return b.String()
}

// locateRefusal records frame fr at site s on a policy refusal passing
// through it, wrapping the refusal in a *Refusal on its first frame; any
// other error is returned unchanged.
func (fr *frame) locateRefusal(err error, s *site) error {
	r, ok := err.(*Refusal)
	if !ok {
		if !IsPolicyError(err) || errors.As(err, &r) {
			return err
		}
		r = &Refusal{Err: err}
	}
	if r.last == fr {
		return r
	}
	name, file := "<module>", ""
	var src []byte
	if fr.code != nil {
		name, file, src = fr.code.name, fr.code.filename, fr.code.src
	}
	r.tb = &tbNode{traceEntry: traceEntry{filename: file, funcName: name, src: src, site: s}, next: r.tb}
	r.last = fr
	return r
}
