package serve

import (
	"context"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"
)

// sink writes one run's events to its transport, one at a time. What the
// code prints never waits for the client: output events go to a buffer
// of at most limit bytes of text, which a flusher writes to the
// transport within flushDelay (so a burst of prints travels together but
// a lone print still arrives at once). A client that reads more slowly
// than the run prints fills the buffer; the text that does not fit is
// not streamed, and one output event in its place says how many bytes
// were left out (cutNotice). So the run ends at its own limits, never
// held by its client, and its result — written right after the output
// still buffered — is behind at most limit bytes of output (and what the
// operating system's socket buffers hold), however much the run printed.
// The result's logs keep the output's head and tail, as they always do.
//
// Tool calls and the result are written at once, after the buffered
// output. The first failed write (the client is gone) cancels the run;
// later events are dropped.
type sink struct {
	id    any // the stdio request's id
	run   string
	begin func(run string) // called once, before the first event
	// write writes an event (nil: none) and, when flush is set, flushes.
	write func(ev any, flush bool) error
	fail  context.CancelFunc
	// limit bounds the text of the output events buffered (0:
	// defaultOutputBuffer).
	limit int
	// delay is how long output may wait to be flushed (0: flushDelay).
	delay time.Duration
	// rate, when not nil, bounds what the session streams
	// (Config.OutputRate); the text it leaves out is reported as the
	// buffer's is.
	rate *outputRate

	// wmu serializes the writes to the transport (and begin); it is
	// taken before mu.
	wmu sync.Mutex

	mu  sync.Mutex
	err error
	// pending are the output events buffered: *OutputEvent, or
	// *rawEvent (a worker's, passed on as it came).
	pending []any
	held    int   // bytes of text in pending and being written
	dropped int64 // bytes of text left out since the last event queued
	// rateCut is set when rate left out some of dropped.
	rateCut  bool
	timer    *time.Timer
	flushing bool // a flusher is writing pending
	closed   bool
	// started is set once the stream's start has been flushed (under
	// wmu).
	started bool
}

// flushDelay bounds how long an output event may wait to be flushed.
const flushDelay = time.Millisecond

// defaultOutputBuffer is Config.OutputBuffer's default.
const defaultOutputBuffer = 1 << 20

// open arms the stream's start: the client has it (over HTTP, its
// headers) within flushDelay, before any event, so that a run printing
// nothing is one it can see (and cancel by its id), and a client sending
// its tool results in the request's body gets the response it waits for.
// A run whose first events come sooner sends its start with them, in one
// write: a short run's whole stream then travels in one write and one
// wake-up of its client.
//
// A stream without a start of its own (stdio: begin is nil) arms
// nothing: a flush would write nothing, and the timer would cost a
// wake-up of the runtime's poller per run.
func (sk *sink) open() {
	if sk.begin == nil {
		return
	}
	sk.mu.Lock()
	defer sk.mu.Unlock()
	sk.later()
}

// openLocked calls begin once; the caller holds wmu.
func (sk *sink) openLocked() {
	if sk.begin != nil {
		sk.begin(sk.run)
		sk.begin = nil
	}
}

// emit writes ev: an output event (now false) goes to the buffer and is
// flushed within flushDelay; any other event (now true) is written and
// flushed at once, after the output buffered. It returns the transport's
// first error.
func (sk *sink) emit(ev any, now bool) error {
	if out, ok := ev.(*OutputEvent); ok && !now {
		return sk.output(out)
	}
	sk.wmu.Lock()
	defer sk.wmu.Unlock()
	return sk.writeNow(ev)
}

// output buffers an output event, or the part of its text that fits.
func (sk *sink) output(ev *OutputEvent) error {
	sk.mu.Lock()
	defer sk.mu.Unlock()
	if sk.err != nil || sk.closed {
		return sk.err
	}
	if ev.Dropped > 0 {
		// A notice passed on (a worker's): queued whole and, as the
		// sink's own notices, not counted in held (writeBatch gives
		// back only what text events held).
		sk.queueNotice(ev)
		sk.pending = append(sk.pending, ev)
		sk.later()
		return nil
	}
	limit := sk.limit
	if limit <= 0 {
		limit = defaultOutputBuffer
	}
	// The text that fits the buffer, and of that what the rate pays for;
	// what is cut off is noted after the head is queued, so that a
	// notice follows the text it continues.
	text := ev.Text
	if room := limit - sk.held; len(text) > room {
		text = text[:runeCut(text, max(room, 0))]
	}
	byRate := false
	if sk.rate != nil && text != "" {
		if cut := sk.rate.take(len(text)); cut < len(text) {
			text, byRate = text[:runeCut(text, cut)], true
		}
	}
	left := len(ev.Text) - len(text)
	if text != "" {
		sk.queueNotice(ev)
		if left > 0 {
			cp := *ev
			cp.Text = text
			ev = &cp
		}
		sk.pending = append(sk.pending, ev)
		sk.held += len(text)
		sk.later()
	}
	if left > 0 {
		sk.dropped += int64(left)
		sk.rateCut = sk.rateCut || byRate
	}
	return nil
}

// outputRaw buffers an output event encoded already (a worker's, see
// relay) when its text fits the buffer whole and no rate applies; it
// reports false, having done nothing, when it does not (the caller then
// passes the event decoded, to be cut as output cuts it). A notice
// (dropped) is queued whole, as output queues a decoded one.
func (sk *sink) outputRaw(ev *rawEvent) bool {
	sk.mu.Lock()
	defer sk.mu.Unlock()
	if sk.err != nil || sk.closed {
		return true
	}
	limit := sk.limit
	if limit <= 0 {
		limit = defaultOutputBuffer
	}
	if !ev.notice && (sk.rate != nil || ev.text > limit-sk.held) {
		return false
	}
	if sk.dropped > 0 {
		sk.queueNotice(&OutputEvent{ID: sk.id, Run: sk.run})
	}
	sk.pending = append(sk.pending, ev)
	if !ev.notice {
		sk.held += ev.text
	}
	sk.later()
	return true
}

// runeCut returns n, or less so as not to split a character.
func runeCut(text string, n int) int {
	for n > 0 && n < len(text) && !utf8.RuneStart(text[n]) {
		n--
	}
	return n
}

// queueNotice queues, where text was left out, the event that says so.
func (sk *sink) queueNotice(like *OutputEvent) {
	if sk.dropped == 0 {
		return
	}
	text := cutNotice(sk.dropped)
	if sk.rateCut {
		text = sk.rate.notice(sk.dropped)
	}
	sk.pending = append(sk.pending, &OutputEvent{Event: EventOutput, ID: like.ID, Run: like.Run, Text: text, Dropped: sk.dropped})
	sk.dropped, sk.rateCut = 0, false
}

// cutNotice is the text of the output event standing for n bytes of
// output that were not streamed.
func cutNotice(n int64) string {
	return "\n[krait: " + strconv.FormatInt(n, 10) + " bytes of output not streamed here: the client read more slowly than the run printed; the result's logs keep the output's head and tail]\n"
}

// later arms the flush timer, unless a flusher is at work (it writes
// what is queued meanwhile before it stops).
func (sk *sink) later() {
	if sk.timer == nil && !sk.flushing && sk.err == nil && !sk.closed {
		delay := sk.delay
		if delay <= 0 {
			delay = flushDelay
		}
		sk.timer = time.AfterFunc(delay, sk.flush)
	}
}

// flush writes the buffered output until none is left, and the stream's
// start if it has not gone yet.
func (sk *sink) flush() {
	sk.mu.Lock()
	sk.timer = nil
	if sk.flushing {
		sk.mu.Unlock()
		return
	}
	sk.flushing = true
	sk.mu.Unlock()
	for {
		sk.wmu.Lock()
		sk.mu.Lock()
		batch := sk.pending
		sk.pending = nil
		if len(batch) == 0 && sk.started || sk.err != nil || sk.closed {
			sk.flushing = false
			sk.mu.Unlock()
			sk.wmu.Unlock()
			return
		}
		sk.mu.Unlock()
		sk.writeBatch(batch, nil)
		sk.wmu.Unlock()
	}
}

// writeNow writes the buffered output, then ev, and flushes; the caller
// holds wmu.
func (sk *sink) writeNow(ev any) error {
	sk.mu.Lock()
	if sk.timer != nil {
		sk.timer.Stop()
		sk.timer = nil
	}
	if sk.err != nil || sk.closed {
		defer sk.mu.Unlock()
		return sk.err
	}
	if out, ok := ev.(*OutputEvent); ok {
		sk.queueNotice(out)
	} else if sk.dropped > 0 {
		sk.queueNotice(&OutputEvent{ID: sk.id, Run: sk.run})
	}
	batch := sk.pending
	sk.pending = nil
	sk.mu.Unlock()
	return sk.writeBatch(batch, ev)
}

// writeBatch writes batch (the output taken from pending), then last
// (nil: none), and flushes; the caller holds wmu. It gives the batch's
// bytes back to the buffer once written.
func (sk *sink) writeBatch(batch []any, last any) error {
	sk.openLocked()
	var err error
	n := 0
	for _, ev := range batch {
		if err == nil {
			err = sk.write(ev, false)
		}
		switch ev := ev.(type) {
		case *OutputEvent:
			if ev.Dropped == 0 {
				n += len(ev.Text)
			}
		case *rawEvent:
			if !ev.notice {
				n += ev.text
			}
		}
	}
	if err == nil {
		err = sk.write(last, true)
		sk.started = true
	}
	sk.mu.Lock()
	defer sk.mu.Unlock()
	sk.held -= n
	if err != nil && sk.err == nil {
		sk.err = err
		sk.fail()
	}
	return sk.err
}

// end writes the buffered output and the result (a *ResultEvent, or a
// worker's as a *rawEvent), and closes the sink in one step: nothing is
// written afterwards (HTTP then ends the stream with the result in one
// write).
func (sk *sink) end(ev any) {
	sk.wmu.Lock()
	defer sk.wmu.Unlock()
	sk.writeNow(ev)
	sk.close()
}

// close ends the sink after the result: nothing is written afterwards
// (the transport's writer may be gone).
func (sk *sink) close() {
	sk.mu.Lock()
	defer sk.mu.Unlock()
	sk.closed = true
	sk.pending = nil
	if sk.timer != nil {
		sk.timer.Stop()
		sk.timer = nil
	}
}
