package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
)

// GatewayConfig configures ServeGateway.
type GatewayConfig struct {
	// Prefix starts every subject (default "krait.v1", as ClusterConfig).
	Prefix string
	// Timeout bounds a request other than a run (default 30s).
	Timeout time.Duration
	// ProbeEvery is how long a run's stream may be silent before the
	// gateway asks whether the session's instance is still there (default
	// 1s): when it is gone, the run ends with a WorkerLostError result.
	ProbeEvery time.Duration
	// ReconnectGrace is how long after the gateway's own NATS connection
	// came back (a NATS restart, a network cut) a session that nothing
	// answers for is not yet taken for lost (default 5s): its instance may
	// not have reconnected and subscribed again yet. Past it, a session
	// still unanswered is lost.
	ReconnectGrace time.Duration
}

func (c GatewayConfig) withDefaults() GatewayConfig {
	if c.Prefix == "" {
		c.Prefix = "krait.v1"
	}
	if c.Timeout <= 0 {
		c.Timeout = 30 * time.Second
	}
	if c.ProbeEvery <= 0 {
		c.ProbeEvery = time.Second
	}
	if c.ReconnectGrace <= 0 {
		c.ReconnectGrace = 5 * time.Second
	}
	return c
}

// sessionOps are the operations routed to the instance holding the
// request's session.
var sessionOps = map[string]bool{"delete_session": true, "send_variables": true, "send_tools": true,
	"tool_result": true, "cancel_run": true, "run": true, "run_status": true}

// ServeGateway speaks the stdio protocol on in and out, as ServeStdio
// does, for the cluster on nc: create_session goes to the queue group of
// the instances taking new sessions, every other request to the instance
// holding its session, and answers and run events come back as lines.
// A client that speaks stdio (the Python client; the Go client's
// NewCluster) thus speaks to the cluster. A session whose instance is
// gone answers unknown_session, and a run in progress on it ends with a
// WorkerLostError result. It returns when in ends or ctx is cancelled.
func ServeGateway(ctx context.Context, nc *nats.Conn, cfg GatewayConfig, in io.Reader, out io.Writer) error {
	g := &gateway{nc: nc, cfg: cfg.withDefaults(), w: &lineWriter{bw: bufio.NewWriter(out)}, reconnects: nc.Stats().Reconnects}
	if err := g.w.write(Hello{Event: "hello", Server: "krait", Protocol: ProtocolVersion, Features: gatewayFeatures}); err != nil {
		return err
	}
	// When in ends, the runs in progress are cancelled (as ServeStdio
	// does) and their results passed on.
	defer g.runs.Wait()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	br := bufio.NewReaderSize(in, 64<<10)
	for ctx.Err() == nil {
		line, err := readLine(br, nc.MaxPayload())
		if errors.Is(err, errLineTooLong) {
			g.w.write(errorBody{Error: errorf(CodeTooLarge, "a request line is longer than the cluster's maximum message of %d bytes", nc.MaxPayload())})
			continue
		}
		if len(line) > 0 {
			g.request(ctx, line)
		}
		if err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
	return ctx.Err()
}

type gateway struct {
	nc   *nats.Conn
	cfg  GatewayConfig
	w    *lineWriter
	runs sync.WaitGroup

	mu sync.Mutex
	// reconnects is the connection's reconnect count last seen, and
	// reconnected when the gateway saw it change.
	reconnects  uint64
	reconnected time.Time
}

// settling reports whether the gateway's connection is down or came back
// less than ReconnectGrace ago: an instance that does not answer then
// may be reconnecting too.
func (g *gateway) settling() bool {
	if !g.nc.IsConnected() {
		return true
	}
	n := g.nc.Stats().Reconnects
	g.mu.Lock()
	defer g.mu.Unlock()
	if n != g.reconnects {
		g.reconnects, g.reconnected = n, time.Now()
	}
	return !g.reconnected.IsZero() && time.Since(g.reconnected) < g.cfg.ReconnectGrace
}

// request passes one request line on.
func (g *gateway) request(ctx context.Context, line []byte) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		g.w.write(errorBody{Error: errorf(CodeBadRequest, "malformed JSON line: %v", err)})
		return
	}
	var env struct {
		ID      any    `json:"id"`
		Op      string `json:"op"`
		Session string `json:"session"`
	}
	if err := json.Unmarshal(line, &env); err != nil {
		g.w.write(errorBody{ID: idOf(fields), Error: errorf(CodeBadRequest, "malformed request: %v", err)})
		return
	}
	reply := func(err *Error) { g.w.write(errorBody{ID: env.ID, Error: err}) }
	switch {
	case env.Op == "hello":
		g.w.write(withID{id: env.ID, v: Hello{Server: "krait", Protocol: ProtocolVersion, Features: gatewayFeatures}})
	case env.Op == "create_session":
		g.createSession(ctx, line, reply)
	case env.Op == "":
		reply(errorf(CodeBadRequest, `the request has no "op"`))
	case !sessionOps[env.Op]:
		reply(errorf(CodeBadRequest, "unknown op %q (see docs/service.md)", env.Op))
	case !validToken(env.Session):
		reply(errorf(CodeUnknownSession, "no session %q", env.Session))
	case env.Op == "run":
		// The instance must be there before the run is sent: the answer
		// to a run request is its stream, which no one may send.
		if err := g.probe(ctx, env.Session); err != nil {
			reply(err)
			return
		}
		g.runs.Add(1)
		go func() {
			defer g.runs.Done()
			g.run(ctx, env.ID, env.Session, line)
		}()
	default:
		var recheck func(context.Context) ([]byte, bool)
		if env.Op == "tool_result" {
			recheck = g.toolResultCheck(env.ID, env.Session, line)
		}
		data, err := g.sessionRequest(ctx, env.Session, line, recheck)
		if err != nil {
			reply(err)
			return
		}
		g.w.event(json.RawMessage(data), true)
	}
}

// requestLine sends a request line to subject and returns the answer.
func (g *gateway) requestLine(ctx context.Context, subject string, line []byte) (*nats.Msg, error) {
	ctx, cancel := context.WithTimeout(ctx, g.cfg.Timeout)
	defer cancel()
	return g.nc.RequestWithContext(ctx, subject, line)
}

// createSession sends create_session to the queue group; an instance that
// answers too_many_sessions or shutting_down (it filled up or began to
// drain as the request arrived) is passed over, up to 5 times.
func (g *gateway) createSession(ctx context.Context, line []byte, reply func(*Error)) {
	subject := g.cfg.Prefix + ".new"
	for attempt := 0; ; attempt++ {
		msg, err := g.requestLine(ctx, subject, line)
		if errors.Is(err, nats.ErrNoResponders) {
			reply(errorf(CodeTooMany, "no krait instance of the cluster takes new sessions now (none is running, or all hold their maximum of sessions or are shutting down)"))
			return
		}
		if err != nil {
			reply(errorf(CodeInternal, "the cluster did not answer on %s: %v", subject, err))
			return
		}
		var res errorBody
		if json.Unmarshal(msg.Data, &res) == nil && res.Error != nil &&
			(res.Error.Code == CodeTooMany || res.Error.Code == CodeShuttingDown) && attempt < 5 {
			time.Sleep(time.Duration(10<<attempt) * time.Millisecond)
			continue
		}
		g.w.event(json.RawMessage(msg.Data), true)
		return
	}
}

// sessionError words a failed request to a session's subject.
func (g *gateway) sessionError(session, subject string, err error) *Error {
	if errors.Is(err, nats.ErrNoResponders) {
		return errorf(CodeUnknownSession, "no krait instance of the cluster holds session %q (it was deleted or expired, or its instance stopped and it was lost with it)", session)
	}
	return errorf(CodeInternal, "the cluster did not answer on %s: %v", subject, err)
}

// sessionRequest sends a request to the session's instance and waits up
// to Timeout for the answer. While it waits, the instance is probed every
// ProbeEvery: a request that reached an instance as it stopped gets no
// answer, and no NATS error either. recheck, when not nil, is asked
// instead of the probe whether the request took effect (its answer was
// lost: it returns the answer) or was lost (resend: it is sent again).
func (g *gateway) sessionRequest(ctx context.Context, session string, line []byte, recheck func(context.Context) ([]byte, bool)) ([]byte, *Error) {
	subject := g.cfg.Prefix + ".session." + session
	inbox := g.nc.NewInbox()
	sub, err := g.nc.SubscribeSync(inbox)
	if err != nil {
		return nil, errorf(CodeInternal, "subscribing to the answer: %v", err)
	}
	defer sub.Unsubscribe()
	if err := g.nc.PublishRequest(subject, inbox, line); err != nil {
		return nil, errorf(CodeInternal, "sending the request: %v", err)
	}
	ctx, cancel := context.WithTimeout(ctx, g.cfg.Timeout)
	defer cancel()
	for {
		wait, cancelWait := context.WithTimeout(ctx, g.cfg.ProbeEvery)
		msg, err := sub.NextMsgWithContext(wait)
		cancelWait()
		switch {
		case err == nil && noResponders(msg):
			return nil, g.sessionError(session, subject, nats.ErrNoResponders)
		case err == nil:
			return msg.Data, nil
		case ctx.Err() != nil:
			return nil, g.sessionError(session, subject, ctx.Err())
		}
		if recheck != nil {
			answer, resend := recheck(ctx)
			if answer != nil {
				return answer, nil
			}
			if resend {
				if err := g.nc.PublishRequest(subject, inbox, line); err != nil {
					return nil, errorf(CodeInternal, "sending the request: %v", err)
				}
			}
			continue
		}
		if perr := g.probe(ctx, session); perr != nil && perr.Code == CodeUnknownSession {
			return nil, perr
		}
	}
}

// toolResultCheck is sessionRequest's recheck for a tool result: the
// instance handles a session's requests in order, so a run_status
// answered after it tells whether the result arrived (the call no longer
// waits: its answer was lost, and ok is answered here) or not (the call
// still waits: it is sent again). A session that is gone answers
// unknown_session; when the status cannot be had, the gateway waits on.
func (g *gateway) toolResultCheck(id any, session string, line []byte) func(context.Context) ([]byte, bool) {
	var tr struct {
		Run  string `json:"run"`
		Call int    `json:"call"`
	}
	json.Unmarshal(line, &tr)
	return func(ctx context.Context) ([]byte, bool) {
		st, err := g.runStatus(ctx, session, tr.Run)
		switch {
		case err != nil:
			data, _ := json.Marshal(errorBody{ID: id, Error: err})
			return data, false
		case st == nil:
			return nil, false
		case st.State == RunRunning:
			for _, c := range st.Calls {
				var call struct {
					Call int `json:"call"`
				}
				if json.Unmarshal(c, &call) == nil && call.Call == tr.Call {
					return nil, true
				}
			}
		}
		// Answered, or the run is over: its result says how it ended.
		data, _ := json.Marshal(withID{id: id, v: OK{OK: true}})
		return data, false
	}
}

// noResponders reports whether msg is the NATS server's status message
// for a request no subscriber received.
func noResponders(msg *nats.Msg) bool {
	return len(msg.Data) == 0 && msg.Header.Get("Status") == "503"
}

// probe asks the session's instance whether it is there; an instance
// that does not answer within ProbeEvery (it may be busy, or stopping),
// or while the gateway's connection is settling after a reconnect, is
// not taken for gone.
func (g *gateway) probe(ctx context.Context, session string) *Error {
	subject := g.cfg.Prefix + ".session." + session
	ctx, cancel := context.WithTimeout(ctx, max(g.cfg.ProbeEvery, 100*time.Millisecond))
	defer cancel()
	_, err := g.nc.RequestWithContext(ctx, subject, []byte(`{"op":"hello"}`))
	if err != nil && ctx.Err() == nil && !g.settling() {
		return g.sessionError(session, subject, err)
	}
	return nil
}

// run sends a run request and passes its events on until the result (or
// an error line). Its events are queued without blocking NATS' delivery
// (output beyond a bound is dropped and the run cancelled, as for a
// worker's run); when the stream is silent for ProbeEvery the instance is
// probed, and when it is gone the run ends with a WorkerLostError result.
func (g *gateway) run(ctx context.Context, id any, session string, line []byte) {
	subject := g.cfg.Prefix + ".session." + session
	q := &eventQueue{ready: make(chan struct{}, 1)}
	inbox := g.nc.NewInbox()
	marks := make(chan string, 1)
	sub, err := g.nc.Subscribe(inbox, func(msg *nats.Msg) {
		if mark := msg.Header.Get(markHeader); mark != "" {
			select {
			case marks <- mark:
			default:
			}
			return
		}
		q.push(msg.Data)
	})
	if err != nil {
		g.w.write(errorBody{ID: id, Error: errorf(CodeInternal, "subscribing to the run's events: %v", err)})
		return
	}
	defer sub.Unsubscribe()
	if err := g.nc.PublishRequest(subject, inbox, line); err != nil {
		g.w.write(errorBody{ID: id, Error: errorf(CodeInternal, "sending the run: %v", err)})
		return
	}
	run, cancelled := "", false
	// calls are the tool calls passed on (a call recovered through
	// run_status may also come late from the instance).
	calls := map[int]bool{}
	// forward passes lines on; it reports true after the last.
	forward := func(lines [][]byte) bool {
		for _, l := range lines {
			var head struct {
				Event string          `json:"event"`
				Run   string          `json:"run"`
				Call  int             `json:"call"`
				Error json.RawMessage `json:"error"`
			}
			json.Unmarshal(l, &head)
			if head.Run != "" {
				run = head.Run
			}
			if head.Event == EventToolCall {
				if calls[head.Call] {
					continue
				}
				calls[head.Call] = true
			}
			last := head.Event == EventResult || (head.Event == "" && head.Error != nil)
			g.w.event(json.RawMessage(l), last)
			if last {
				return true
			}
		}
		if len(lines) > 0 {
			g.w.event(nil, true)
		}
		return false
	}
	misses := 0
	probe := time.NewTimer(g.cfg.ProbeEvery)
	defer probe.Stop()
	for {
		lines, _, overflow := q.take()
		if forward(lines) {
			return
		}
		if overflow && !cancelled && run != "" {
			// The client reads slower than the code prints.
			cancelled = true
			g.cancelRun(subject, session, run)
		}
		if len(lines) > 0 {
			probe.Reset(g.cfg.ProbeEvery)
		}
		select {
		case <-ctx.Done():
			// The gateway is closing: the run is cancelled at its
			// instance; its result still comes, until the probe finds
			// the instance gone.
			if !cancelled && run != "" {
				cancelled = true
				g.cancelRun(subject, session, run)
			}
			ctx = context.Background()
		case <-q.ready:
		case <-probe.C:
			asked := run
			st, err := g.runStatus(ctx, session, asked)
			// Events that came before the answer go first.
			if lines, _, _ := q.take(); forward(lines) {
				return
			}
			if st != nil && asked == "" && run != "" && st.Run != run {
				// Asked for the session's latest run before any event
				// of this one, and answered about an earlier run: the
				// instance had not started this one yet (it starts a
				// run on a goroutine of its own, after its request),
				// and its events came meanwhile. The answer is stale,
				// not a sign of a loss.
				misses = 0
				probe.Reset(g.cfg.ProbeEvery)
				continue
			}
			if err != nil && err.Code == CodeUnknownSession {
				// The instance may have published the result just
				// before it went away: a mark sent through the NATS
				// server to the run's inbox comes after it.
				if g.mark(inbox, marks) {
					if lines, _, _ := q.take(); forward(lines) {
						return
					}
				}
				if run == "" {
					run = "1"
				}
				ev := lostResult(run, "the krait instance holding session "+session+" is gone (nothing answers on its subject); the session's state is lost with it")
				ev.ID = id
				g.w.write(ev)
				return
			}
			if st != nil && g.recoverRun(id, session, &run, st, &misses, func(l []byte) bool { return forward([][]byte{l}) }) {
				return
			}
			probe.Reset(g.cfg.ProbeEvery)
		}
	}
}

// markHeader marks a message the gateway sends to a run's own inbox (see
// mark).
const markHeader = "Krait-Mark"

// mark sends a message to inbox through the NATS server and waits for it
// (ProbeEvery at most): the events published to the inbox before the
// answer the gateway just had are then in its queue. The answer (a
// request's reply) and the inbox's events are delivered by different
// goroutines of the NATS client, so the order they arrive in is not the
// order they are handled in; the mark is handled after the events. It
// reports whether the mark came back.
func (g *gateway) mark(inbox string, marks <-chan string) bool {
	id := newID("mark_")
	msg := nats.NewMsg(inbox)
	msg.Header.Set(markHeader, id)
	if g.nc.PublishMsg(msg) != nil {
		return false
	}
	timeout := time.NewTimer(max(g.cfg.ProbeEvery, 100*time.Millisecond))
	defer timeout.Stop()
	for {
		select {
		case got := <-marks:
			if got == id {
				return true
			}
		case <-timeout.C:
			return false
		}
	}
}

// runState is a RunStatus as the gateway reads it: events stay as the
// instance wrote them.
type runState struct {
	Run     string            `json:"run"`
	State   string            `json:"state"`
	Request json.RawMessage   `json:"request"`
	Calls   []json.RawMessage `json:"calls"`
	Result  json.RawMessage   `json:"result"`
}

// runStatus asks the session's instance where run ("": its latest) stands.
// It returns an unknown_session error when the instance is gone (as
// probe), and nothing when it cannot tell: no answer within ProbeEvery,
// the gateway's connection settling, or an instance that does not know
// run_status.
func (g *gateway) runStatus(ctx context.Context, session, run string) (*runState, *Error) {
	subject := g.cfg.Prefix + ".session." + session
	ctx, cancel := context.WithTimeout(ctx, max(g.cfg.ProbeEvery, 100*time.Millisecond))
	defer cancel()
	req, _ := json.Marshal(map[string]string{"op": "run_status", "session": session, "run": run})
	msg, err := g.nc.RequestWithContext(ctx, subject, req)
	if err != nil {
		if ctx.Err() == nil && !g.settling() {
			return nil, g.sessionError(session, subject, err)
		}
		return nil, nil
	}
	var answer struct {
		runState
		Error *Error `json:"error"`
	}
	if json.Unmarshal(msg.Data, &answer) != nil || answer.State == "" {
		if answer.Error != nil && answer.Error.Code == CodeUnknownSession {
			return nil, answer.Error
		}
		return nil, nil
	}
	return &answer.runState, nil
}

// recoverRun acts on a run's status when its stream went silent: events
// the gateway missed (published while its connection was away: core NATS
// keeps no messages) are passed on with forward, which reports true after
// the result. A run the instance never started (its request was lost),
// seen so twice in a row, fails with lost (one it took and has not started
// yet is starting, not lost); a run the session no longer
// knows (its result was lost and a later run replaced it) ends with a
// WorkerLostError result. It reports true when the run's stream is over.
func (g *gateway) recoverRun(id any, session string, run *string, st *runState, misses *int, forward func([]byte) bool) bool {
	idJSON, _ := json.Marshal(id)
	if st.State == RunStarting && *run == "" && bytes.Equal(st.Request, idJSON) {
		// Taken, not started yet (waiting for memory, say): not lost.
		*misses = 0
		return false
	}
	ours := st.Run != "" && st.State != RunUnknown && (st.Run == *run || *run == "" && bytes.Equal(st.Request, idJSON))
	switch {
	case !ours && *run == "":
		if *misses++; *misses < 2 {
			return false
		}
		g.w.write(errorBody{ID: id, Error: errorf(CodeLost, "the run request for session %q was lost in the cluster (a NATS cut?): the session did not start it; send it again", session)})
		return true
	case !ours:
		ev := lostResult(*run, "the result of run "+*run+" of session "+session+" was lost in the cluster (a NATS cut?) and the session no longer has it")
		ev.ID = id
		g.w.write(ev)
		return true
	}
	*misses, *run = 0, st.Run
	switch st.State {
	case RunFinished:
		return len(st.Result) > 0 && forward(st.Result)
	case RunRunning:
		for _, call := range st.Calls {
			forward(call)
		}
	}
	return false
}

// cancelRun asks the session's instance to cancel the run.
func (g *gateway) cancelRun(subject, session, run string) {
	line, _ := json.Marshal(map[string]any{"op": "cancel_run", "session": session, "run": run})
	g.nc.Publish(subject, line)
}

// validToken reports whether s can be one token of a subject.
func validToken(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c <= ' ' || c == '.' || c == '*' || c == '>' || c > '~' {
			return false
		}
	}
	return true
}
