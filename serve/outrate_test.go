package serve

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// TestOutputRateBucket: the bucket pays for whole events while it can,
// for the head that fits of the event that empties it, then for nothing
// until it is half full again; it never holds more than one second's
// worth.
func TestOutputRateBucket(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	b := newOutputRate(1000, clk.now)
	steps := []struct {
		advance time.Duration
		n, want int
	}{
		{0, 500, 500},                         // 1000 - 564 = 436 left
		{0, 500, 436 - eventCost},             // the head that fits; empty
		{0, 10, 0},                            // empty
		{400 * time.Millisecond, 10, 0},       // 400 < 500: still empty
		{100 * time.Millisecond, 10, 10},      // half full: 500 - 74 = 426
		{0, 300, 300},                         // 426 - 364 = 62
		{0, 1, 0},                             // 62 - 64 < 0: empty, nothing fits
		{10 * time.Second, 900, 900},          // full, not 10000: 1000 - 964 = 36
		{0, 0, 0},                             // 36 < 64: empty
		{time.Second, 5000, 1000 - eventCost}, // a text bigger than the bucket: its head
	}
	for i, s := range steps {
		clk.advance(s.advance)
		if got := b.take(s.n); got != s.want {
			t.Fatalf("step %d: take(%d) = %d, want %d", i, s.n, got, s.want)
		}
	}
}

// TestSinkOutputRate: a run printing more than its session's rate streams
// what the bucket pays for, then one notice of what was left out, which
// names the rate; the buffer's own notice is not used for it. The
// counts add up to what was printed.
func TestSinkOutputRate(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	var mu sync.Mutex
	var events []any
	sk := &sink{run: "1", fail: func() {}, limit: 1 << 20, delay: time.Hour, rate: newOutputRate(10_000, clk.now),
		write: func(ev any, _ bool) error {
			mu.Lock()
			defer mu.Unlock()
			if ev != nil {
				events = append(events, ev)
			}
			return nil
		}}
	line := strings.Repeat("x", 999) + "\n"
	const prints = 100
	for i := 0; i < prints; i++ {
		sk.emit(&OutputEvent{Event: EventOutput, Run: "1", Text: line}, false)
	}
	sk.end(&ResultEvent{Event: EventResult, Run: "1"})
	var streamed, dropped int64
	notices := 0
	for _, ev := range events[:len(events)-1] {
		out := ev.(*OutputEvent)
		if out.Dropped > 0 {
			notices++
			dropped += out.Dropped
			if !strings.Contains(out.Text, "printed faster than the server streams (10000 bytes a second)") {
				t.Errorf("notice %q does not name the rate", out.Text)
			}
			continue
		}
		streamed += int64(len(out.Text))
	}
	if notices != 1 {
		t.Errorf("%d notices, want 1", notices)
	}
	// 9 whole prints (9 * 1064 = 9576), then the head of the tenth.
	if want := int64(9*1000 + 10_000 - 9*1064 - eventCost); streamed != want {
		t.Errorf("streamed %d bytes, want %d", streamed, want)
	}
	if streamed+dropped != prints*1000 {
		t.Errorf("streamed %d + dropped %d != printed %d", streamed, dropped, prints*1000)
	}
	if _, ok := events[len(events)-1].(*ResultEvent); !ok {
		t.Errorf("last event %T, want the result", events[len(events)-1])
	}
}

// TestSinkForwardedNoticeHoldsNothing: a notice passed on from a worker
// (an output event with dropped, as the supervisor forwards it) streams
// whole and in order, and nothing stays counted in the buffer once it is
// written; before, each one's text stayed counted for the rest of the
// run.
func TestSinkForwardedNoticeHoldsNothing(t *testing.T) {
	var texts []string
	sk := &sink{run: "1", fail: func() {}, limit: 1 << 20, delay: time.Hour, write: func(ev any, _ bool) error {
		if out, ok := ev.(*OutputEvent); ok {
			texts = append(texts, out.Text)
		}
		return nil
	}}
	for i := 0; i < 3; i++ {
		sk.emit(&OutputEvent{Event: EventOutput, Run: "1", Text: "abc"}, false)
		sk.emit(&OutputEvent{Event: EventOutput, Run: "1", Text: "[left out]", Dropped: 100}, false)
	}
	sk.end(&ResultEvent{Event: EventResult, Run: "1"})
	if sk.held != 0 {
		t.Errorf("held %d bytes after the result, want 0", sk.held)
	}
	want := []string{"abc", "[left out]", "abc", "[left out]", "abc", "[left out]"}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("streamed %q, want %q", texts, want)
	}
}
