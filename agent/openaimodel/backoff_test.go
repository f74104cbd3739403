package openaimodel

import (
	"testing"
	"time"
)

func TestBackoffGrowsWithJitterAndCap(t *testing.T) {
	m := &Model{cfg: Config{RetryBaseDelay: 100 * time.Millisecond, RetryMaxDelay: time.Second}}
	for attempt, full := range []time.Duration{100 * time.Millisecond, 200 * time.Millisecond, 400 * time.Millisecond, 800 * time.Millisecond, time.Second, time.Second} {
		seen := map[time.Duration]bool{}
		for range 50 {
			d := m.backoff(attempt)
			if d < full/2 || d > full {
				t.Fatalf("attempt %d: delay %v outside [%v, %v]", attempt, d, full/2, full)
			}
			seen[d] = true
		}
		if len(seen) < 2 {
			t.Errorf("attempt %d: no jitter in 50 draws", attempt)
		}
	}
	if d := m.backoff(100); d > time.Second || d < time.Second/2 {
		t.Errorf("huge attempt: delay %v not capped", d)
	}
}

func TestBackoffLargeBaseDoesNotOverflow(t *testing.T) {
	m := &Model{cfg: Config{RetryBaseDelay: 20 * time.Second, RetryMaxDelay: time.Minute}}
	for _, attempt := range []int{0, 5, 40, 1 << 20} {
		if d := m.backoff(attempt); d <= 0 || d > time.Minute {
			t.Errorf("attempt %d: delay %v", attempt, d)
		}
	}
}
