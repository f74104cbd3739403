package client

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"sync"

	"github.com/kraitpy/krait/serve"
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
	t := &stdioTransport{w: w, cmd: cmd, boxes: map[int64]*mailbox{}, done: make(chan struct{})}
	br := bufio.NewReaderSize(r, 64<<10)
	hello, err := br.ReadBytes('\n')
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
	go t.read(br)
	return &Client{t: t}, nil
}

type stdioTransport struct {
	w   io.WriteCloser
	cmd *exec.Cmd
	wmu sync.Mutex

	mu      sync.Mutex
	nextID  int64
	boxes   map[int64]*mailbox
	readErr error
	done    chan struct{} // closed when the reader has stopped
}

// mailbox queues the lines of one request id.
type mailbox struct {
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

// read dispatches the server's lines by id until the stream ends.
func (t *stdioTransport) read(br *bufio.Reader) {
	defer close(t.done)
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 {
			if id, _, ok := lineHead(line); ok {
				t.mu.Lock()
				box := t.boxes[id]
				t.mu.Unlock()
				if box != nil {
					box.put(line)
				}
			}
		}
		if err != nil {
			t.mu.Lock()
			t.readErr = err
			t.mu.Unlock()
			return
		}
	}
}

// send writes a request with a fresh id and returns the id's mailbox.
func (t *stdioTransport) send(op request, body any) (int64, *mailbox, error) {
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
	box := &mailbox{ready: make(chan struct{}, 1)}
	t.mu.Lock()
	t.nextID++
	id := t.nextID
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

// next waits for the mailbox's next line.
func (t *stdioTransport) next(ctx context.Context, box *mailbox) ([]byte, error) {
	for {
		if line, ok := box.take(); ok {
			return line, nil
		}
		select {
		case <-box.ready:
		case <-t.done:
			if line, ok := box.take(); ok {
				return line, nil
			}
			t.mu.Lock()
			err := t.readErr
			t.mu.Unlock()
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return nil, fmt.Errorf("client: the server's output ended: %w", err)
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

func (t *stdioTransport) do(ctx context.Context, op request, body, out any) error {
	id, box, err := t.send(op, body)
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
	id, box, err := t.send(request{op: "run", session: session}, body)
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
	<-t.done
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
