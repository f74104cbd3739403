package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
)

// stdioEnvelope holds the fields every stdio request may carry besides
// the operation's own (which are those of the HTTP body).
var stdioEnvelope = map[string]bool{"id": true, "op": true, "session": true, "run": true, "call": true, "traceparent": true, "tracestate": true, "quiet": true}

// ServeStdio speaks the protocol as JSON lines: one request per line on
// in, responses and run events as lines on out (docs/service.md, "stdio").
// The first line written is the hello. It returns when in ends or ctx is
// cancelled, after the runs it started have ended (they are cancelled).
//
// A run executes on the goroutine that read its request, with no hand-off
// to a goroutine of its own (each costs a wake-up of a parked thread): that
// goroutine starts a new one to read the next lines (tool results, a
// cancel, the end of in) first, and ends with the run.
func (s *Server) ServeStdio(ctx context.Context, in io.Reader, out io.Writer) error {
	return s.serveLines(ctx, in, out, "", nil)
}

// serveLines is ServeStdio on any pair of streams (an upgraded HTTP
// connection's too: serveUpgraded): preamble is written just before the
// hello, in the same write, and running (may be nil) counts the runs in
// progress.
func (s *Server) serveLines(ctx context.Context, in io.Reader, out io.Writer, preamble string, running *atomic.Int32) error {
	w := &lineWriter{bw: bufio.NewWriter(out), quiet: true}
	w.bw.WriteString(preamble)
	if err := w.write(Hello{Event: "hello", Server: "krait", Protocol: ProtocolVersion, Features: stdioFeatures}); err != nil {
		return err
	}
	if running == nil {
		running = new(atomic.Int32)
	}
	ctx, cancel := context.WithCancel(ctx)
	c := &stdioConn{s: s, ctx: ctx, br: bufio.NewReaderSize(in, 64<<10), w: w, end: make(chan error, 1), running: running}
	// Not on this goroutine: a reader may become a run, and this one
	// must see the input's end to cancel the runs.
	go c.read()
	err := <-c.end
	cancel()
	c.runs.Wait()
	return err
}

// stdioConn is one ServeStdio's connection: its reader passes from
// goroutine to goroutine (see ServeStdio).
type stdioConn struct {
	s    *Server
	ctx  context.Context
	br   *bufio.Reader
	w    *lineWriter
	runs sync.WaitGroup
	// end receives the reading's end: nil at the end of in.
	end chan error
	// running counts the runs in progress (the ones this connection's
	// readers execute).
	running *atomic.Int32
}

// read reads and handles request lines until in ends (it sends on end)
// or a run request comes, which it runs after starting the next reader.
func (c *stdioConn) read() {
	for c.ctx.Err() == nil {
		line, err := readLine(c.br, c.s.cfg.MaxBodyBytes)
		if errors.Is(err, errLineTooLong) {
			c.w.write(errorBody{Error: errorf(CodeTooLarge, "a request line is longer than the server's limit of %d bytes", c.s.cfg.MaxBodyBytes)})
			continue
		}
		var run func()
		if len(bytes.TrimSpace(line)) > 0 {
			c.s.stdioRequest(c.ctx, line, c.w, &c.runs, func(f func()) { run = f })
		}
		if run != nil {
			c.running.Add(1)
		}
		if run != nil && err == nil {
			go c.read()
			run()
			c.running.Add(-1)
			return
		}
		if run != nil {
			// in ended with this line: the run is cancelled as any
			// other in progress.
			go func() {
				run()
				c.running.Add(-1)
			}()
		}
		if err != nil {
			if err == io.EOF {
				err = nil
			}
			c.end <- err
			return
		}
	}
	c.end <- c.ctx.Err()
}

// stdioEnv holds the envelope's fields (stdioEnvelope).
type stdioEnv struct {
	ID      any    `json:"id"`
	Op      string `json:"op"`
	Session string `json:"session"`
	Run     string `json:"run"`
	Call    int    `json:"call"`
	// Traceparent and Tracestate are the request's W3C trace context,
	// as HTTP's headers of the same names.
	Traceparent string `json:"traceparent"`
	Tracestate  string `json:"tracestate"`
	// Quiet asks for no answer to a tool_result taken (a refusal is
	// still answered): feature FeatureQuietToolResults.
	Quiet bool `json:"quiet"`
}

// A run or a tool result, the requests of every run, is decoded in one
// pass with its envelope (stdioQuick); any other request, and one of
// these that does not decode so, takes stdioRequest's general path,
// which words the errors.
type (
	stdioRunLine struct {
		stdioEnv
		RunRequest
	}
	stdioToolResultLine struct {
		stdioEnv
		ToolResult
	}
)

// stdioQuick handles a run or tool_result line that decodes as one; it
// reports false, having done nothing, for any other line.
func (s *Server) stdioQuick(ctx context.Context, line []byte, w *lineWriter, runs *sync.WaitGroup, start func(run func())) bool {
	op := stdioOp(line)
	if op != "run" && op != "tool_result" {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	var env *stdioEnv
	var rl stdioRunLine
	var tl stdioToolResultLine
	if op == "run" {
		env = &rl.stdioEnv
		if dec.Decode(&rl) != nil {
			return false
		}
	} else {
		env = &tl.stdioEnv
		if dec.Decode(&tl) != nil {
			return false
		}
	}
	if _, err := dec.Token(); err != io.EOF || env.Op != op {
		return false
	}
	ctx = withTraceFields(ctx, env.Traceparent, env.Tracestate)
	sess, err := s.session(env.Session)
	switch {
	case err != nil:
		w.write(errorBody{ID: env.ID, Error: err})
	case op == "run":
		s.stdioRun(ctx, sess, env.ID, rl.Code, w, runs, start)
	default:
		if err := sess.toolResult(env.Run, env.Call, tl.ToolResult); err != nil {
			w.write(errorBody{ID: env.ID, Error: err})
		} else {
			if !env.Quiet || !w.quiet {
				w.write(withID{id: env.ID, v: OK{OK: true}})
			}
			yieldToRun()
		}
	}
	return true
}

// yieldToRun lets the run a tool result just resumed go on on this
// thread, before this goroutine goes back to reading: its next read
// blocks in a system call, and the run, readied on this thread's queue,
// would otherwise wait for another thread to wake and take it. The
// runtime has woken one already (for the run); it takes this goroutine
// instead, off the run's path.
func yieldToRun() { runtime.Gosched() }

// stdioOp returns the op of a line that starts with its id and op, as
// the clients write them (`{"id":N,"op":"run",` or, from Python, with a
// space after each ':' and ','), or "".
func stdioOp(line []byte) string {
	rest := line
	expect := func(tok string) bool {
		rest = bytes.TrimLeft(rest, " ")
		var ok bool
		rest, ok = bytes.CutPrefix(rest, []byte(tok))
		return ok
	}
	if !expect(`{`) || !expect(`"id"`) || !expect(`:`) {
		return ""
	}
	rest = bytes.TrimLeft(rest, " 0123456789")
	if !expect(`,`) || !expect(`"op"`) || !expect(`:`) {
		return ""
	}
	for _, op := range []string{"run", "tool_result"} {
		if expect(`"` + op + `"`) {
			return op
		}
	}
	return ""
}

// stdioRun starts a run whose events stream while later lines (its tool
// results) are read: start (nil: a goroutine of its own) is given the
// function that executes it.
func (s *Server) stdioRun(ctx context.Context, sess *session, id any, code string, w *lineWriter, runs *sync.WaitGroup, start func(run func())) {
	runs.Add(1)
	ctx = sess.accept(ctx, id)
	run := func() {
		defer runs.Done()
		if err := sess.runCode(ctx, code, id, nil, w.event); err != nil {
			w.write(errorBody{ID: id, Error: err})
		}
	}
	if start == nil {
		go run()
		return
	}
	start(run)
}

// stdioRequest handles one request line; a run request is given to start
// (see stdioRun).
func (s *Server) stdioRequest(ctx context.Context, line []byte, w *lineWriter, runs *sync.WaitGroup, start func(run func())) {
	if !s.stdioQuick(ctx, line, w, runs, start) {
		s.stdioGeneral(ctx, line, w, runs, start)
	}
}

// stdioGeneral handles any request line.
func (s *Server) stdioGeneral(ctx context.Context, line []byte, w *lineWriter, runs *sync.WaitGroup, start func(run func())) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		w.write(errorBody{Error: errorf(CodeBadRequest, "malformed JSON line: %v", err)})
		return
	}
	var env stdioEnv
	body := map[string]json.RawMessage{}
	for k, v := range fields {
		if !stdioEnvelope[k] {
			body[k] = v
		}
	}
	if err := json.Unmarshal(line, &env); err != nil {
		w.write(errorBody{ID: idOf(fields), Error: errorf(CodeBadRequest, "malformed request: %v", err)})
		return
	}
	ctx = withTraceFields(ctx, env.Traceparent, env.Tracestate)
	reply := func(res any, err *Error) {
		if err != nil {
			w.write(errorBody{ID: env.ID, Error: err})
			return
		}
		w.write(withID{id: env.ID, v: res})
	}
	decode := func(v any) *Error {
		data, _ := json.Marshal(body)
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(v); err != nil {
			return errorf(CodeBadRequest, "malformed %s request: %v", env.Op, err)
		}
		return nil
	}
	withSession := func(req any, f func(*session) *Error) {
		if req != nil {
			if err := decode(req); err != nil {
				reply(nil, err)
				return
			}
		}
		sess, err := s.session(env.Session)
		if err == nil {
			err = f(sess)
		}
		reply(OK{OK: true}, err)
	}
	switch env.Op {
	case "hello":
		reply(Hello{Server: "krait", Protocol: ProtocolVersion, Features: stdioFeatures}, nil)
	case "create_session":
		var req SessionRequest
		if err := decode(&req); err != nil {
			reply(nil, err)
			return
		}
		reply(s.createSession(ctx, req))
	case "delete_session":
		reply(OK{OK: true}, s.deleteSession(env.Session))
	case "send_variables":
		var req VariablesRequest
		withSession(&req, func(sess *session) *Error { return sess.sendVariables(req) })
	case "send_tools":
		var req ToolsRequest
		withSession(&req, func(sess *session) *Error { return sess.sendTools(req) })
	case "tool_result":
		var res ToolResult
		if err := decode(&res); err != nil {
			reply(nil, err)
			return
		}
		sess, err := s.session(env.Session)
		if err == nil {
			err = sess.toolResult(env.Run, env.Call, res)
		}
		if err != nil || !env.Quiet || !w.quiet {
			reply(OK{OK: true}, err)
		}
		if err == nil {
			yieldToRun()
		}
	case "cancel_run":
		withSession(nil, func(sess *session) *Error { return sess.cancelRun(env.Run) })
	case "run_status":
		sess, err := s.session(env.Session)
		if err != nil {
			reply(nil, err)
			return
		}
		reply(sess.runStatus(env.Run))
	case "run":
		var req RunRequest
		if err := decode(&req); err != nil {
			reply(nil, err)
			return
		}
		sess, err := s.session(env.Session)
		if err != nil {
			reply(nil, err)
			return
		}
		s.stdioRun(ctx, sess, env.ID, req.Code, w, runs, start)
	case "":
		reply(nil, errorf(CodeBadRequest, `the request has no "op"`))
	default:
		reply(nil, errorf(CodeBadRequest, "unknown op %q (see docs/service.md)", env.Op))
	}
}

// idOf returns a request's id, if it has one that parses.
func idOf(fields map[string]json.RawMessage) any {
	var id any
	json.Unmarshal(fields["id"], &id)
	return id
}

// withID writes a response object with the request's id first.
type withID struct {
	id any
	v  any
}

// MarshalJSON implements json.Marshaler.
func (r withID) MarshalJSON() ([]byte, error) {
	id, err := json.Marshal(r.id)
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(r.v)
	if err != nil {
		return nil, err
	}
	out := append([]byte(`{"id":`), id...)
	if len(body) > 2 {
		out = append(out, ',')
		out = append(out, body[1:len(body)-1]...)
	}
	return append(out, '}'), nil
}

// lineWriter writes JSON lines from several goroutines, one whole line at
// a time.
type lineWriter struct {
	mu sync.Mutex
	bw *bufio.Writer
	// quiet is set where a quiet tool_result goes unanswered (ServeStdio;
	// a cluster instance answers its gateway's every request).
	quiet bool
}

// write writes one line and flushes.
func (w *lineWriter) write(v any) error { return w.event(v, true) }

// event writes one line (none when v is nil) and flushes when flush is
// set.
func (w *lineWriter) event(v any, flush bool) error {
	if raw, ok := v.(*rawEvent); ok {
		w.mu.Lock()
		defer w.mu.Unlock()
		w.bw.Write(raw.line)
		if err := w.bw.WriteByte('\n'); err != nil {
			return err
		}
		if flush {
			return w.bw.Flush()
		}
		return nil
	}
	var buf bytes.Buffer
	if v != nil {
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			buf.Reset()
			enc.Encode(errorBody{Error: errorf(CodeInternal, "encoding: %v", err)})
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := w.bw.Write(buf.Bytes()); err != nil {
		return err
	}
	if flush {
		return w.bw.Flush()
	}
	return nil
}

var errLineTooLong = errors.New("line too long")

// readLine reads one line of at most max bytes (without the newline); a
// longer line is skipped to its end and reported as errLineTooLong.
func readLine(br *bufio.Reader, max int64) ([]byte, error) {
	var line []byte
	tooLong := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if int64(len(line)+len(chunk)) > max+1 {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if tooLong {
			if err == nil {
				err = errLineTooLong
			}
			return nil, err
		}
		return bytes.TrimSuffix(line, []byte("\n")), err
	}
}
