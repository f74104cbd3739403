package agent

import (
	"context"
	"iter"
)

// Event is one thing that happened during a streamed run; exactly one
// field is set.
type Event struct {
	// Delta is a piece of the model's reply, as it is written (only when
	// the model is a StreamingModel).
	Delta string
	// Step is a step that just finished.
	Step *Step
	// Result is the run's outcome; it is the last event.
	Result *Result
	// Restart says that the model's reply is being asked for again (its
	// stream was cut and retried): drop the Delta text of this reply.
	Restart bool
}

// RunStream is Run as a sequence of events: reply pieces, finished steps,
// and finally the Result, paired with Run's error. Breaking out of the
// loop stops the run at once.
func (a *CodeAgent) RunStream(ctx context.Context, task string, opts ...RunOption) iter.Seq2[Event, error] {
	return func(yield func(Event, error) bool) {
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		stopped := false
		send := func(e Event) {
			if !stopped && !yield(e, nil) {
				stopped = true
				cancel()
			}
		}
		res, err := a.run(ctx, task, newRunConfig(opts), runHooks{
			step:    func(s Step) { send(Event{Step: &s}) },
			delta:   func(d string) { send(Event{Delta: d}) },
			restart: func() { send(Event{Restart: true}) },
		})
		if !stopped {
			yield(Event{Result: &res}, err)
		}
	}
}
