package py

import (
	"errors"
	"strings"
	"testing"
)

// heldRuns simulates the runs of one interpreter: keep is its data, and
// each run's thread measures it with a walk, as the interpreter does.
type heldRuns struct {
	keep  *List
	floor int64
}

// start begins a run with a memory budget of limit bytes.
func (h *heldRuns) start(t *testing.T, limit int64) *Thread {
	t.Helper()
	th := NewThread(nil, Limits{MaxMemory: limit}, nil)
	th.MeasureHeld = func(*Thread, bool) (int64, bool, error) {
		w := NewMemWalk(1 << 20)
		w.Visit(h.keep)
		size, ok := w.Run()
		return size, ok, nil
	}
	if err := th.StartMeasureFrom(&h.floor); err != nil {
		t.Fatal(err)
	}
	return th
}

// TestCounterStartsFromWhatEarlierRunsLeft: a run's counter starts from
// what the interpreter holds above its floor, so runs that each keep
// less than the budget stop when together they reach it; a run that
// starts over its budget is not ended by a walk finding it there, and
// after Freed and a walk can allocate again.
func TestCounterStartsFromWhatEarlierRunsLeft(t *testing.T) {
	const limit = 8 << 20
	h := &heldRuns{keep: NewList(nil), floor: -1}
	chunk := NewStr(strings.Repeat("y", 1<<20))
	kept := 0
	var err error
	for run := 0; run < 20 && err == nil; run++ {
		th := h.start(t, limit)
		if run == 0 && th.MemoryAtStart() != 0 {
			t.Fatalf("the first run starts from %d", th.MemoryAtStart())
		}
		if err = th.TickStmt(); err != nil {
			break
		}
		var v Value
		if v, err = Binary(th, Mul, chunk, NewInt(2)); err == nil { // 2 MB kept per run
			err = h.keep.Append(th, v)
			kept++
		}
		th.Close()
	}
	if !errors.Is(err, &LimitError{Kind: LimitMemory}) {
		t.Fatalf("runs keeping 2 MB each under an 8 MB budget: %v", err)
	}
	if kept != 3 {
		t.Errorf("kept %d chunks of 2 MB under an 8 MB budget, want 3", kept)
	}
	if !strings.Contains(err.Error(), "memory budget of 8388608 bytes exceeded (the budget bounds all the data the session holds, and earlier runs' data held ") {
		t.Errorf("message %q", err)
	}

	// The data grows past the budget out of the counter's sight (the
	// host, say): a run starting there walks without being ended, and
	// what it frees can be allocated in the same run.
	if err := h.keep.Append(nil, NewStr(strings.Repeat("z", 4<<20))); err != nil {
		t.Fatal(err)
	}
	th := h.start(t, limit)
	defer th.Close()
	if th.MemoryAtStart() <= limit {
		t.Fatalf("starts from %d, want over %d", th.MemoryAtStart(), limit)
	}
	th.RequestWalk()
	if err := th.TickStmt(); err != nil {
		t.Fatalf("a walk finding the counter where the run started: %v", err)
	}
	if _, err := Binary(th, Mul, chunk, NewInt(2)); err == nil {
		t.Fatal("allocated over the budget")
	}
	clear(h.keep.items) // del
	h.keep.items = h.keep.items[:0]
	th.Freed()
	if err := th.TickStmt(); err != nil {
		t.Fatal(err)
	}
	if _, err := Binary(th, Mul, chunk, NewInt(4)); err != nil {
		t.Fatalf("allocating half the budget after freeing: %v", err)
	}
}
