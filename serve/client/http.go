package client

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kraitpy/krait/serve"
	"go.opentelemetry.io/otel/propagation"
)

// NewHTTP returns a client of the server at baseURL (e.g.
// "http://127.0.0.1:8700"); token, when not empty, is sent as a bearer
// token. hc may be nil (a client of its own, closed by Close).
func NewHTTP(baseURL, token string, hc *http.Client) *Client {
	own := hc == nil
	if own {
		tr := http.DefaultTransport.(*http.Transport).Clone()
		// A run with tool results in its body keeps its connection a
		// round trip after its result (drainLater): keep more than
		// the default two idle, so that these do not churn.
		tr.MaxIdleConnsPerHost = 8
		hc = &http.Client{Transport: tr}
	}
	return &Client{t: &httpTransport{base: strings.TrimSuffix(baseURL, "/") + "/v1", token: token, hc: hc, own: own}}
}

type httpTransport struct {
	base  string
	token string
	hc    *http.Client
	own   bool
	// lineBufs holds the run streams' line buffers (*[]byte), reused
	// from run to run.
	lineBufs sync.Pool

	// inBody says whether tool results travel in their run's request
	// body (the server's hello lists the feature), found out at the
	// first run; postResults turns it off.
	helloOnce   sync.Once
	inBody      bool
	postResults atomic.Bool

	// draining holds the run streams read to their end after their
	// result (drainLater); drains counts their goroutines.
	drainMu  sync.Mutex
	draining map[*context.CancelFunc]bool
	drains   sync.WaitGroup
	closed   bool
}

// SetPostToolResults, when on, makes an HTTP client send each tool result
// as a request of its own (POST .../calls/{call}) even when the server
// takes them in the run's request body: for a proxy in front of the
// server that holds a request body back until it ends. A stdio client
// ignores it.
func (c *Client) SetPostToolResults(on bool) {
	if t, ok := c.t.(*httpTransport); ok {
		t.postResults.Store(on)
	}
}

// resultsInBody reports whether this run sends its tool results in its
// request body.
func (t *httpTransport) resultsInBody(ctx context.Context) bool {
	if t.postResults.Load() {
		return false
	}
	t.helloOnce.Do(func() {
		var h serve.Hello
		if t.do(ctx, request{op: "hello"}, nil, &h) == nil {
			t.inBody = slices.Contains(h.Features, serve.FeatureToolResultsInBody)
		}
	})
	return t.inBody
}

// route maps an operation onto the HTTP endpoint.
func (t *httpTransport) route(op request) (method, path string, err error) {
	s := "/sessions/" + url.PathEscape(op.session)
	switch op.op {
	case "hello":
		return "GET", "", nil
	case "create_session":
		return "POST", "/sessions", nil
	case "delete_session":
		return "DELETE", s, nil
	case "send_variables":
		return "POST", s + "/variables", nil
	case "send_tools":
		return "POST", s + "/tools", nil
	case "run_status":
		run := op.run
		if run == "" {
			run = "latest"
		}
		return "GET", s + "/runs/" + url.PathEscape(run), nil
	case "cancel_run":
		return "DELETE", s + "/runs/" + url.PathEscape(op.run), nil
	case "tool_result":
		return "POST", s + "/runs/" + url.PathEscape(op.run) + "/calls/" + strconv.Itoa(op.call), nil
	}
	return "", "", fmt.Errorf("client: unknown operation %q", op.op)
}

func (t *httpTransport) request(ctx context.Context, method, path string, body any) (*http.Response, error) {
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		rd = bytes.NewReader(data)
	}
	return t.send(ctx, method, path, rd)
}

// send sends a request with a JSON body (rd, may be nil): a
// *resultsBody streams the run's tool results after its run request.
func (t *httpTransport) send(ctx context.Context, method, path string, rd io.Reader) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, t.base+path, rd)
	if err != nil {
		return nil, err
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if _, ok := rd.(*resultsBody); ok {
		req.Header.Set(serve.ToolResultsHeader, "body")
	}
	if t.token != "" {
		req.Header.Set("Authorization", "Bearer "+t.token)
	}
	// The caller's trace context (W3C traceparent), so that the server's
	// spans join the caller's trace.
	propagation.TraceContext{}.Inject(ctx, propagation.HeaderCarrier(req.Header))
	resp, err := t.hc.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode >= 300 {
		defer resp.Body.Close()
		return nil, readError(resp)
	}
	return resp, nil
}

// readError returns the server's JSON error.
func readError(resp *http.Response) error {
	var body struct {
		Error *serve.Error `json:"error"`
	}
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if json.Unmarshal(data, &body) != nil || body.Error == nil {
		return fmt.Errorf("client: HTTP %s: %s", resp.Status, bytes.TrimSpace(data))
	}
	body.Error.Status = resp.StatusCode
	return body.Error
}

func (t *httpTransport) do(ctx context.Context, op request, body, out any) error {
	method, path, err := t.route(op)
	if err != nil {
		return err
	}
	resp, err := t.request(ctx, method, path, body)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if out == nil {
		_, err = io.Copy(io.Discard, resp.Body)
		return err
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (t *httpTransport) run(ctx context.Context, session string, body serve.RunRequest, tools bool, onEvent func(ev event) error) error {
	data, err := json.Marshal(body)
	if err != nil {
		return err
	}
	var rd io.Reader = bytes.NewReader(data)
	var results *resultsBody
	// Tool results in the body save a request per tool call, and cost
	// a round trip at the run's end (the body must end before the
	// stream does): worth it only for a run expected to call tools.
	reqCtx, handOff := ctx, func(io.ReadCloser) {}
	if tools && t.resultsInBody(ctx) {
		// The request outlives the run by the stream's end (see
		// drainLater): it gets a context of its own, cancelled with
		// ctx until the result is in, then by the drain.
		var cancel context.CancelFunc
		reqCtx, cancel = context.WithCancel(context.WithoutCancel(ctx))
		results = newResultsBody(reqCtx, data)
		defer results.Close()
		rd = results
		stop := context.AfterFunc(ctx, cancel)
		handedOff := false
		handOff = func(body io.ReadCloser) {
			handedOff = stop()
			if handedOff {
				t.drainLater(body, cancel)
			}
		}
		defer func() {
			if !handedOff {
				stop()
				cancel()
			}
		}()
	}
	resp, err := t.send(reqCtx, "POST", "/sessions/"+url.PathEscape(session)+"/runs", rd)
	if err != nil {
		return err
	}
	var stream io.ReadCloser = resp.Body
	defer func() {
		if stream != nil {
			stream.Close()
		}
	}()
	var reply func(context.Context, int, serve.ToolResult) error
	if results != nil {
		if resp.Header.Get(serve.ToolResultsHeader) == "body" {
			reply = results.reply
		} else {
			results.Close() // a server (or a proxy) that reads no more
		}
	}
	buf, _ := t.lineBufs.Get().(*[]byte)
	if buf == nil {
		b := make([]byte, 64<<10)
		buf = &b
	}
	defer t.lineBufs.Put(buf)
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(*buf, 256<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var ev event
		if err := json.Unmarshal(line, &ev); err != nil {
			return fmt.Errorf("client: bad event line: %w", err)
		}
		ev.raw = append([]byte(nil), line...)
		ev.reply = reply
		if err := onEvent(ev); err != nil {
			return err
		}
		if ev.Event == serve.EventResult {
			if results != nil {
				// The body ends before the stream is read to its
				// end (the server ends it after the body): the
				// connection serves the next request only once
				// both have ended. That takes a round trip, which
				// the caller need not wait for.
				results.Close()
				handOff(stream)
				stream = nil
				return nil
			}
			// The stream ends after its result: reading to its end
			// lets the connection serve the next request (a body
			// closed before its end closes the connection). The result
			// is whole already: an error here only loses the connection.
			io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
			return nil
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return io.ErrUnexpectedEOF
}

func (t *httpTransport) close() error {
	t.drainMu.Lock()
	t.closed = true
	for cancel := range t.draining {
		(*cancel)()
	}
	t.drainMu.Unlock()
	t.drains.Wait()
	if t.own {
		t.hc.CloseIdleConnections()
	}
	return nil
}

// drainTimeout bounds how long the end of a run's stream may take to come
// after its result.
const drainTimeout = 10 * time.Second

// drainLater reads the end of a run's stream, after its result, on a
// goroutine of its own, and closes it: the connection then serves another
// request. The stream of a run whose tool results travel in its body ends
// a round trip after the result (the body's end must reach the server
// first): the run's caller has its result meanwhile. A stream that does
// not end within drainTimeout, or when the client closes, is cut (its
// connection closes).
func (t *httpTransport) drainLater(body io.ReadCloser, cancel context.CancelFunc) {
	t.drainMu.Lock()
	defer t.drainMu.Unlock()
	if t.closed {
		cancel()
		body.Close()
		return
	}
	if t.draining == nil {
		t.draining = map[*context.CancelFunc]bool{}
	}
	key := &cancel
	t.draining[key] = true
	t.drains.Add(1)
	go func() {
		defer t.drains.Done()
		timer := time.AfterFunc(drainTimeout, cancel)
		io.Copy(io.Discard, io.LimitReader(body, 64<<10))
		timer.Stop()
		body.Close()
		t.drainMu.Lock()
		delete(t.draining, key)
		t.drainMu.Unlock()
	}()
}

// resultsBody is the body of a run request whose tool results follow the
// run request in it (serve.ToolResultsHeader): the run request, then each
// result line as reply hands it over, until Close.
type resultsBody struct {
	pending []byte
	lines   chan []byte
	done    chan struct{}
	once    sync.Once
	// ctx is the request's context: Read ends when it is cancelled.
	// net/http's RoundTrip, cancelled before the response's headers,
	// waits for its body writer to return before it returns, and Close
	// comes only after RoundTrip: without ctx here the two waited for
	// each other forever.
	ctx context.Context
}

func newResultsBody(ctx context.Context, runRequest []byte) *resultsBody {
	return &resultsBody{pending: append(runRequest, '\n'), lines: make(chan []byte), done: make(chan struct{}), ctx: ctx}
}

// Read is called by the HTTP transport's writer: each line it returns
// goes out as a chunk of its own, flushed at once.
func (b *resultsBody) Read(p []byte) (int, error) {
	for len(b.pending) == 0 {
		select {
		case b.pending = <-b.lines:
		case <-b.done:
			return 0, io.EOF
		case <-b.ctx.Done():
			return 0, b.ctx.Err()
		}
	}
	n := copy(p, b.pending)
	b.pending = b.pending[n:]
	return n, nil
}

// Close ends the body (the transport closes it too, once written).
func (b *resultsBody) Close() error {
	b.once.Do(func() { close(b.done) })
	return nil
}

// reply sends one tool result.
func (b *resultsBody) reply(ctx context.Context, call int, res serve.ToolResult) error {
	line, err := json.Marshal(serve.ToolResultLine{Call: call, ToolResult: res})
	if err != nil {
		return err
	}
	select {
	case b.lines <- append(line, '\n'):
		return nil
	case <-b.done:
		return errors.New("client: the run's request body has ended")
	case <-ctx.Done():
		return ctx.Err()
	}
}
