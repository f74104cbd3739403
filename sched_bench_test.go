package krait

import (
	"context"
	"testing"
	"time"

	"github.com/kraitpy/krait/policy"
)

// BenchmarkScheduledLongRun is a run of a server's executor (one with a
// Scheduler) that computes alone for longer than LongRunAfter: its
// budget checks past that point are a long run's, which read the CPU
// share's counters. Compare with the same loop unscheduled
// (BenchmarkUnscheduledLongRun) for the scheduler's whole cost.
func BenchmarkScheduledLongRun(b *testing.B) {
	benchLongRun(b, NewScheduler(2, 0))
}

// BenchmarkUnscheduledLongRun is BenchmarkScheduledLongRun's loop in an
// executor without a Scheduler (krait run's).
func BenchmarkUnscheduledLongRun(b *testing.B) {
	benchLongRun(b, nil)
}

func benchLongRun(b *testing.B, s *Scheduler) {
	// No time limit to meet under valgrind (callgrind's instruction
	// counts are the way to compare it).
	pol := policy.Default()
	pol.Limits.MaxDuration = time.Hour
	e, err := New(Options{Scheduler: s, Policy: pol})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	const code = "n = 0\nfor i in range(600000):\n    n += i\nn"
	ctx := context.Background()
	for b.Loop() {
		if _, err := e.Run(ctx, code); err != nil {
			b.Fatal(err)
		}
	}
}
