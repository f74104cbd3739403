package serve

import (
	"strconv"
	"sync"
	"time"
)

// outputRate bounds what one session's runs stream (Config.OutputRate):
// a token bucket that fills at rate bytes a second and holds at most one
// second's worth. Each output event costs its text and eventCost bytes
// more, so that a flood of short prints is bounded in lines as well as
// in bytes. Once the bucket is empty the session's output is not
// streamed until the bucket is half full again: a flood then streams in
// bursts with one notice of what was left out between two, not a notice
// for every print that finds a few bytes in the bucket.
//
// It belongs to the session, not to the run: a session running many
// short floods has the same bound as one running a long one.
type outputRate struct {
	rate float64 // bytes a second, and what the bucket holds
	now  func() time.Time

	mu     sync.Mutex
	tokens float64
	last   time.Time
	empty  bool // emptied: nothing streams until it is half full
}

// eventCost is what an output event's line carries besides its text (its
// event name, ids and JSON), as the budget counts it.
const eventCost = 64

// newOutputRate returns a full bucket of rate bytes a second; now is the
// clock (nil: time.Now).
func newOutputRate(rate int64, now func() time.Time) *outputRate {
	if now == nil {
		now = time.Now
	}
	return &outputRate{rate: float64(rate), now: now, tokens: float64(rate), last: now()}
}

// take returns how many of the first n bytes of a text may stream: n, or
// when the bucket cannot pay for the whole event what it can pay for (0
// once it is empty, until it is half full again).
func (b *outputRate) take(n int) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	t := b.now()
	if dt := t.Sub(b.last); dt > 0 {
		b.tokens = min(b.rate, b.tokens+b.rate*dt.Seconds())
		b.last = t
	}
	if b.empty {
		if b.tokens < b.rate/2 {
			return 0
		}
		b.empty = false
	}
	if cost := float64(n + eventCost); cost <= b.tokens {
		b.tokens -= cost
		return n
	}
	fit := int(b.tokens) - eventCost
	b.tokens, b.empty = 0, true
	return max(fit, 0)
}

// notice is the text of the output event standing for n bytes that the
// bound left out.
func (b *outputRate) notice(n int64) string {
	return "\n[krait: " + strconv.FormatInt(n, 10) + " bytes of output not streamed here: the session printed faster than the server streams (" +
		strconv.FormatInt(int64(b.rate), 10) + " bytes a second); the result's logs keep the output's head and tail]\n"
}
