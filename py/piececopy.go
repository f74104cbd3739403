package py

import "strings"

// Copies of large texts in pieces.
//
// A copy is one call of the runtime's memmove, which cannot be
// preempted: while a goroutine copies, a collection that must stop the
// world (at its start and its end) waits for that copy to end, and every
// other goroutine of the process waits with it. A string-doubling bomb
// (`s = s + s` under a 64 MiB budget) copies 32 MiB at a time into fresh
// memory whose pages fault in as it goes; in `krait serve` next to it,
// with the machine loaded, collections waited 200-413 ms to stop the
// world (GODEBUG=gctrace=1), and a quiet tenant's run of a few
// milliseconds waited with them (p99 1.39 s against 38 ms alone). Copied
// in pieces through a call that is not inlined, the copy stops at the
// next piece once the runtime asks it to (the call's stack check is the
// preemption point), so a collection waits for one piece at most.

// copyPiece is the size of the pieces a large text is copied in: tens
// of microseconds of copying, and the call between two pieces is noise
// against it.
const copyPiece = 256 << 10

// writeLarge appends s to sb a piece at a time (see copyPiece); callers
// write texts of copyPiece bytes or less themselves. Between pieces the
// run's host scheduler may pause it (Thread.Yield), as at a budget check,
// and a run whose time is up or that is cancelled meanwhile stops
// copying with its limit error (sb then holds part of s). A copy of tens
// of MiB takes tens of milliseconds (hundreds on a busy machine) without
// a check, and the scheduler, seeing none, gave its slot to another run
// meanwhile, so that more runs than slots held Go's threads: in `krait
// serve --isolate process`, three string-doubling bombs held all of a
// worker's threads at once, copying, and the worker's reader and writer
// — every session's tool calls and results — waited up to 250 ms for one
// (runtime/trace).
func writeLarge(t *Thread, sb *strings.Builder, s string) error {
	for len(s) > copyPiece {
		writePiece(sb, s[:copyPiece])
		s = s[copyPiece:]
		if t != nil {
			// The budget check's own path (the host's Yield, then the
			// deadline, cancellation and operation budget); the copy's
			// operations were charged with its memory, up front.
			if err := t.slowCheck(); err != nil {
				return err
			}
		}
	}
	writePiece(sb, s)
	return nil
}

// writePiece appends one piece. It is not inlined: its stack check at
// entry is where the runtime preempts a copy in pieces.
//
//go:noinline
func writePiece(sb *strings.Builder, s string) { sb.WriteString(s) }

// growInPieces is sb.Grow(n) — room for n more bytes, in a buffer of
// twice the old capacity plus n when it must grow — with the content
// copied into the new buffer in pieces. Strings made of the old buffer
// stay valid: sb never writes to it again. The caller charges the new
// buffer first (ConcatStrs, GrowBuilder, TextBuilder). An error (the
// run's limit, met between pieces) leaves sb with part of its old
// content.
func growInPieces(t *Thread, sb *strings.Builder, n int) error {
	if sb.Cap()-sb.Len() >= n {
		return nil
	}
	if sb.Len() <= copyPiece {
		sb.Grow(n) //krait:alloc-ok the caller charged the new buffer (ConcatStrs, GrowBuilder, TextBuilder)
		return nil
	}
	old, c := sb.String(), 2*sb.Cap()+n
	sb.Reset()
	sb.Grow(c) //krait:alloc-ok the caller charged the new buffer (ConcatStrs, GrowBuilder, TextBuilder)
	return writeLarge(t, sb, old)
}
