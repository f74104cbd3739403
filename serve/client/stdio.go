package client

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/kraitpy/krait/serve"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
)

// Spawn starts `binary serve --stdio` (with args after it) and returns a
// client of it; Close ends the process.
func Spawn(binary string, args ...string) (*Client, error) {
	cmd := exec.Command(binary, append([]string{"serve", "--stdio"}, args...)...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c, err := newStdio(stdout, stdin, cmd)
	if err != nil {
		stdin.Close()
		cmd.Wait()
		return nil, err
	}
	return c, nil
}

// NewStdio returns a client of a server that reads requests from w and
// writes to r, as `krait serve --stdio` does on its stdin and stdout
// (serve.Server.ServeStdio). It reads the server's hello first. Close
// closes w.
func NewStdio(r io.Reader, w io.WriteCloser) (*Client, error) {
	return newStdio(r, w, nil)
}

func newStdio(r io.Reader, w io.WriteCloser, cmd *exec.Cmd) (*Client, error) {
	src, ok := r.(deadlineReader)
	if !ok {
		// The reading is interrupted by a deadline when a waiting
		// caller's context ends: a reader without deadlines is copied
		// through a pipe, which has them.
		pr, pw, err := os.Pipe()
		if err != nil {
			return nil, err
		}
		go func() {
			io.Copy(pw, r)
			pw.Close()
		}()
		return newLines(pr, w, pr, cmd)
	}
	return newLines(src, w, nil, cmd)
}

// newLines returns a client of the protocol's lines read from src and
// written to w; own (may be nil) is closed after the output's end.
func newLines(src deadlineReader, w io.WriteCloser, own io.Closer, cmd *exec.Cmd) (*Client, error) {
	t := &stdioTransport{w: w, cmd: cmd, src: src, own: own, boxes: map[int64]*mailbox{}, done: make(chan struct{}), reader: make(chan struct{}, 1)}
	t.br = bufio.NewReaderSize(src, 64<<10)
	hello, err := t.br.ReadBytes('\n')
	if err != nil {
		return nil, fmt.Errorf("client: no hello from the server: %w", err)
	}
	var h serve.Hello
	if err := json.Unmarshal(hello, &h); err != nil || h.Event != "hello" {
		return nil, fmt.Errorf("client: the server's first line is not a hello: %q", hello)
	}
	if h.Protocol != serve.ProtocolVersion {
		return nil, fmt.Errorf("client: the server speaks protocol %d, this client %d", h.Protocol, serve.ProtocolVersion)
	}
	t.quiet = slices.Contains(h.Features, serve.FeatureQuietToolResults)
	t.reader <- struct{}{}
	return &Client{t: t}, nil
}

// deadlineReader is a reader whose blocked Read a deadline interrupts (a
// pipe, a connection).
type deadlineReader interface {
	io.Reader
	SetReadDeadline(t time.Time) error
}

// stdioTransport reads the server's lines on the goroutines that wait for
// them, with no reader goroutine of its own: a waiting caller takes the
// reader's role (the reader token), reads until its own line comes,
// putting other ids' lines in their mailboxes, and hands the role back.
// A line so reaches the goroutine that waits for it without a hand-off
// (each costs a wake-up of a parked thread).
type stdioTransport struct {
	w   io.WriteCloser
	cmd *exec.Cmd
	wmu sync.Mutex

	src deadlineReader
	// own is the pipe src is when the reader given had no deadlines.
	own io.Closer
	br  *bufio.Reader
	// reader holds a token while no goroutine reads br; the goroutine
	// that takes it reads.
	reader chan struct{}
	// partial is a line begun when a read was interrupted (the reader's
	// context ended); the next reader continues it.
	partial []byte

	// quiet: the server leaves a taken tool result unanswered when asked
	// (serve.FeatureQuietToolResults).
	quiet bool
	// upgraded: the lines travel on an upgraded HTTP connection (Dial).
	upgraded bool

	mu      sync.Mutex
	nextID  int64
	boxes   map[int64]*mailbox
	readErr error
	done    chan struct{} // closed when reading has stopped (the stream ended)
}

// mailbox queues the lines of one request id.
type mailbox struct {
	id    int64
	mu    sync.Mutex
	lines [][]byte
	ready chan struct{} // has a token when lines is not empty
}

func (m *mailbox) put(line []byte) {
	m.mu.Lock()
	m.lines = append(m.lines, line)
	m.mu.Unlock()
	select {
	case m.ready <- struct{}{}:
	default:
	}
}

func (m *mailbox) take() ([]byte, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.lines) == 0 {
		return nil, false
	}
	line := m.lines[0]
	m.lines = m.lines[1:]
	if len(m.lines) > 0 {
		select {
		case m.ready <- struct{}{}:
		default:
		}
	}
	return line, true
}

// readFor reads lines, the caller holding the reader token, until one for
// box comes (it returns it), the stream ends (it records why, closes
// done and returns the error; the token is not given back: nobody reads
// any more), or ctx ends (it returns ctx's error). Other ids' lines go to
// their mailboxes.
func (t *stdioTransport) readFor(ctx context.Context, box *mailbox) ([]byte, error) {
	select {
	case <-t.done:
		return nil, t.endErr()
	default:
	}
	fired := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		t.src.SetReadDeadline(time.Unix(1, 0))
		close(fired)
	})
	defer func() {
		if !stop() {
			// The deadline was set: cleared for the next reader.
			<-fired
			t.src.SetReadDeadline(time.Time{})
		}
	}()
	for {
		chunk, err := t.br.ReadSlice('\n')
		if err == nil && len(t.partial) == 0 {
			// A whole line in the buffer: copied, as the buffer is
			// reused by the next read.
			line := append([]byte(nil), chunk...)
			if t.dispatch(line, box) {
				return line, nil
			}
			continue
		}
		t.partial = append(t.partial, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == nil {
			line := t.partial
			t.partial = nil
			if t.dispatch(line, box) {
				return line, nil
			}
			continue
		}
		if errors.Is(err, os.ErrDeadlineExceeded) && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if len(t.partial) > 0 {
			line := t.partial
			t.partial = nil
			if t.dispatch(line, box) {
				t.stopped(err)
				return line, nil
			}
		}
		t.stopped(err)
		return nil, t.endErr()
	}
}

// dispatch reports whether line is box's; another id's line goes to its
// mailbox (a line of no waiting id is dropped).
func (t *stdioTransport) dispatch(line []byte, box *mailbox) bool {
	id, _, ok := lineHead(line)
	if !ok {
		return false
	}
	if box != nil && id == box.id {
		return true
	}
	t.mu.Lock()
	other := t.boxes[id]
	t.mu.Unlock()
	if other != nil {
		other.put(line)
	}
	return false
}

// stopped records the end of the server's stream.
func (t *stdioTransport) stopped(err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	select {
	case <-t.done:
	default:
		t.readErr = err
		close(t.done)
	}
}

// endErr is the error of a wait that found the stream ended.
func (t *stdioTransport) endErr() error {
	t.mu.Lock()
	err := t.readErr
	t.mu.Unlock()
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return fmt.Errorf("client: the server's output ended: %w", err)
}

// send writes a request with a fresh id and returns the id's mailbox.
// The caller's trace context (W3C traceparent and tracestate, when ctx
// carries a span) travels in the line's envelope, as HTTP's headers.
func (t *stdioTransport) send(ctx context.Context, op request, body any) (int64, *mailbox, error) {
	// The line is the body's object with the envelope's fields first
	// (no body has fields of those names).
	data := []byte("{}")
	if body != nil {
		var err error
		if data, err = json.Marshal(body); err != nil {
			return 0, nil, err
		}
		if len(data) < 2 || data[0] != '{' {
			return 0, nil, fmt.Errorf("client: a %s request body is not a JSON object", op.op)
		}
	}
	t.mu.Lock()
	t.nextID++
	id := t.nextID
	box := &mailbox{id: id, ready: make(chan struct{}, 1)}
	t.boxes[id] = box
	t.mu.Unlock()
	line := strconv.AppendInt([]byte(`{"id":`), id, 10)
	line = appendField(line, "op", op.op)
	if op.session != "" {
		line = appendField(line, "session", op.session)
	}
	if op.run != "" {
		line = appendField(line, "run", op.run)
		line = strconv.AppendInt(append(line, `,"call":`...), int64(op.call), 10)
	}
	if op.quiet {
		line = append(line, `,"quiet":true`...)
	}
	if trace.SpanContextFromContext(ctx).IsValid() {
		carrier := propagation.MapCarrier{}
		propagation.TraceContext{}.Inject(ctx, carrier)
		for _, k := range []string{"traceparent", "tracestate"} {
			if v := carrier[k]; v != "" {
				line = appendField(line, k, v)
			}
		}
	}
	if len(data) > 2 {
		line = append(append(line, ','), data[1:]...)
	} else {
		line = append(line, '}')
	}
	t.wmu.Lock()
	_, err := t.w.Write(append(line, '\n'))
	t.wmu.Unlock()
	if err != nil {
		t.forget(id)
		return 0, nil, err
	}
	return id, box, nil
}

// appendField appends `,"name":value` with value as a JSON string.
func appendField(line []byte, name, value string) []byte {
	v, _ := json.Marshal(value) // a string always encodes
	line = append(append(append(line, ',', '"'), name...), '"', ':')
	return append(line, v...)
}

func (t *stdioTransport) forget(id int64) {
	t.mu.Lock()
	delete(t.boxes, id)
	t.mu.Unlock()
}

// next waits for the mailbox's next line, reading the stream itself
// while no other goroutine does.
func (t *stdioTransport) next(ctx context.Context, box *mailbox) ([]byte, error) {
	for {
		if line, ok := box.take(); ok {
			return line, nil
		}
		select {
		case <-box.ready:
		case <-t.reader:
			if line, ok := box.take(); ok {
				t.reader <- struct{}{}
				return line, nil
			}
			line, err := t.readFor(ctx, box)
			if err == nil || ctx.Err() != nil {
				t.reader <- struct{}{}
			}
			return line, err
		case <-t.done:
			if line, ok := box.take(); ok {
				return line, nil
			}
			return nil, t.endErr()
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// lineError returns the error a response line carries, if any.
func lineError(line []byte) error {
	var body struct {
		Error *serve.Error `json:"error"`
	}
	if err := json.Unmarshal(line, &body); err != nil {
		return fmt.Errorf("client: bad line from the server: %w", err)
	}
	if body.Error != nil {
		return body.Error
	}
	return nil
}

// tell sends a request without waiting for its answer (which is dropped
// when read, or not sent: quiet): a tool result, whose refusal changes
// nothing for the run (its stream still ends with its result), and whose
// answer the run's events need not wait for.
func (t *stdioTransport) tell(op request, body any) error {
	id, _, err := t.send(context.Background(), op, body)
	if err == nil {
		t.forget(id)
	}
	return err
}

func (t *stdioTransport) do(ctx context.Context, op request, body, out any) error {
	id, box, err := t.send(ctx, op, body)
	if err != nil {
		return err
	}
	defer t.forget(id)
	line, err := t.next(ctx, box)
	if err != nil {
		return err
	}
	if err := lineError(line); err != nil {
		return err
	}
	if out != nil {
		return json.Unmarshal(line, out)
	}
	return nil
}

func (t *stdioTransport) run(ctx context.Context, session string, body serve.RunRequest, _ bool, onEvent func(ev event) error) error {
	id, box, err := t.send(ctx, request{op: "run", session: session}, body)
	if err != nil {
		return err
	}
	defer t.forget(id)
	var run string
	cancelled := false
	for {
		waitCtx := ctx
		if cancelled {
			waitCtx = context.Background()
		}
		line, err := t.next(waitCtx, box)
		if err != nil && errors.Is(err, ctx.Err()) && !cancelled && run != "" {
			// Ask the server to cancel; its result still comes.
			cancelled = true
			t.do(context.Background(), request{op: "cancel_run", session: session, run: run}, nil, nil)
			continue
		}
		if err != nil {
			return err
		}
		var ev event
		if _, ev.Event, _ = lineHead(line); ev.Event == "" {
			if err := json.Unmarshal(line, &ev); err != nil {
				return fmt.Errorf("client: bad event line: %w", err)
			}
		}
		if ev.Event == "" {
			if err := lineError(line); err != nil {
				return err
			}
			continue
		}
		if run == "" {
			var head struct {
				Run string `json:"run"`
			}
			if err := json.Unmarshal(line, &head); err != nil {
				return fmt.Errorf("client: bad event line: %w", err)
			}
			run = head.Run
		}
		ev.raw = line
		ev.reply = func(_ context.Context, call int, res serve.ToolResult) error {
			return t.tell(request{op: "tool_result", session: session, run: run, call: call, quiet: t.quiet}, res)
		}
		if err := onEvent(ev); err != nil {
			return err
		}
		if ev.Event == serve.EventResult {
			return nil
		}
	}
}

func (t *stdioTransport) close() error {
	err := t.w.Close()
	// The server ends its output when its input ends: read it to its
	// end, unless a waiting caller is reading.
	select {
	case <-t.reader:
		for {
			if _, rerr := t.readFor(context.Background(), nil); rerr != nil {
				break
			}
		}
	case <-t.done:
	}
	<-t.done
	if t.own != nil {
		t.own.Close()
	}
	if t.cmd != nil {
		if werr := t.cmd.Wait(); err == nil {
			err = werr
		}
	}
	return err
}

// lineHead reads the id and the event name of a line the server wrote
// from its first bytes, where the server puts them: `{"event":"name",` and
// `"id":N` next, or `{"id":N` for an answer. A line of another shape is
// decoded whole. ok reports an integer id; event is "" when the line has
// none.
func lineHead(line []byte) (id int64, event string, ok bool) {
	rest, fast := bytes.CutPrefix(line, []byte(`{"event":"`))
	if fast {
		end := bytes.IndexByte(rest, '"')
		fast = end > 0 && bytes.IndexByte(rest[:end], '\\') < 0
		if fast {
			event, rest = string(rest[:end]), rest[end+1:]
			rest, fast = bytes.CutPrefix(rest, []byte(`,`))
		}
	} else {
		rest, fast = bytes.CutPrefix(line, []byte(`{`))
	}
	if fast {
		if rest, fast = bytes.CutPrefix(rest, []byte(`"id":`)); fast {
			n := 0
			for n < len(rest) && n < 18 && rest[n] >= '0' && rest[n] <= '9' {
				id = id*10 + int64(rest[n]-'0')
				n++
			}
			if n > 0 && n < len(rest) && (rest[n] == ',' || rest[n] == '}') && (n == 1 || rest[0] != '0') {
				return id, event, true
			}
		}
	}
	var head struct {
		Event string `json:"event"`
		ID    *int64 `json:"id"`
	}
	if json.Unmarshal(line, &head) != nil {
		return 0, "", false
	}
	if head.ID == nil {
		return 0, head.Event, false
	}
	return *head.ID, head.Event, true
}
