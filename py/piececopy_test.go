package py

import (
	"errors"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"
)

// TestLargeCopyIsPreemptible copies 128 MiB with one thread for Go code
// (GOMAXPROCS 1) while a goroutine woken by a 1 ms timer waits for that
// thread: it must run before the copy ends. Copied in one memmove (tens
// of milliseconds with the page faults of fresh memory), the copy cannot
// be preempted and ends first; in pieces, Go's preemption of a goroutine
// running for 10 ms stops it at the next piece.
func TestLargeCopyIsPreemptible(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 128 MiB")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	// A source of pages never written reads as zeros without taking
	// memory of its own.
	src := make([]byte, 128<<20)
	s := unsafe.String(&src[0], len(src))
	var sb strings.Builder
	sb.Grow(len(s)) // before the timer: the copy alone is timed
	var copied atomic.Bool
	sawCopyRunning := make(chan bool, 1)
	timer := time.AfterFunc(time.Millisecond, func() { sawCopyRunning <- !copied.Load() })
	defer timer.Stop()
	start := time.Now()
	writeLarge(nil, &sb, s)
	copied.Store(true)
	t.Logf("copied in %v", time.Since(start))
	if !<-sawCopyRunning {
		t.Error("a goroutine woken during a 128 MiB copy ran only after it: the copy was not preempted")
	}
	if sb.Len() != len(s) {
		t.Errorf("copied %d bytes of %d", sb.Len(), len(s))
	}
}

// TestConcatInPieces checks the results of concatenations copied in
// pieces, and that a str made of a builder's old buffer keeps its text
// when the builder grows into a new one.
func TestConcatInPieces(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	defer th.Close()
	piece := strings.Repeat("ab", copyPiece/2+3) // a little over a piece
	a := NewStr(piece)
	v, err := strConcat(th, a, NewStr("c")) // a new builder
	if err != nil {
		t.Fatal(err)
	}
	first := v.(*Str)
	s := first
	want := piece + "c"
	for i := 0; i < 4; i++ { // s = s + s: grows its builder in place
		v, err := strConcat(th, s, s)
		if err != nil {
			t.Fatal(err)
		}
		s = v.(*Str)
		want += want
	}
	if s.s != want {
		t.Errorf("s + s four times: %d bytes, not the %d expected", len(s.s), len(want))
	}
	if first.s != piece+"c" {
		t.Error("the first result changed when its builder grew")
	}
}

// TestTextBuilderInPieces checks a TextBuilder's text when its buffer
// grows past a piece and large texts are written in pieces, and that
// its charge still covers its buffer.
func TestTextBuilderInPieces(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	defer th.Close()
	tb := NewTextBuilder(th)
	var want strings.Builder
	for i, n := range []int{100, copyPiece + 7, 3, 2*copyPiece + 1, copyPiece / 2} {
		s := strings.Repeat(string(rune('a'+i)), n)
		if err := tb.WriteString(s); err != nil {
			t.Fatal(err)
		}
		want.WriteString(s)
	}
	if got := tb.String(); got != want.String() {
		t.Errorf("built %d bytes, not the %d written", len(got), want.Len())
	}
	if int64(tb.b.Cap()) > th.Memory() {
		t.Errorf("buffer of %d bytes, %d charged", tb.b.Cap(), th.Memory())
	}
}

// TestLargeCopyYields: a copy in pieces calls the run's host scheduler
// (Thread.Yield) between two pieces, as a budget check would, so that a
// scheduler can keep runs copying tens of MiB to their slots: s + s of a
// str of 8 pieces copies them (in place: 8 pieces, 7 calls between).
func TestLargeCopyYields(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	defer th.Close()
	yields := 0
	th.Yield = func() { yields++ }
	var sb strings.Builder
	sb.Grow(8 * copyPiece)
	writeLarge(th, &sb, strings.Repeat("x", 8*copyPiece))
	if yields != 7 {
		t.Errorf("a copy of 8 pieces yielded %d times, want 7 (one between two pieces)", yields)
	}
	yields = 0
	big := NewStr(strings.Repeat("y", 4*copyPiece))
	v, err := strConcat(th, big, big) // a new builder: two texts of 4 pieces
	if err != nil {
		t.Fatal(err)
	}
	if got := len(v.(*Str).s); got != 8*copyPiece {
		t.Fatalf("s + s: %d bytes, want %d", got, 8*copyPiece)
	}
	// Charging the result's bytes may reach a budget check, which
	// yields too.
	if yields < 6 {
		t.Errorf("s + s of two 4-piece texts yielded %d times, want 6 (and one per budget check)", yields)
	}
}

// TestLargeCopyStopsAtTheLimit: a run cancelled while it copies (here by
// its scheduler, in Yield) stops at the next piece with its limit error
// instead of copying on.
func TestLargeCopyStopsAtTheLimit(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	defer th.Close()
	yields := 0
	th.Yield = func() {
		if yields++; yields == 2 {
			th.Cancel()
		}
	}
	var sb strings.Builder
	sb.Grow(8 * copyPiece)
	err := writeLarge(th, &sb, strings.Repeat("x", 8*copyPiece))
	var le *LimitError
	if !errors.As(err, &le) || le.Kind != LimitCancel {
		t.Fatalf("cancelled during the copy: %v, want the cancellation's LimitError", err)
	}
	if sb.Len() != 2*copyPiece {
		t.Errorf("copied %d bytes after a cancellation at the second piece's end, want %d", sb.Len(), 2*copyPiece)
	}
}
