package client

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/kraitpy/krait/serve"
	"go.opentelemetry.io/otel/propagation"
)

// NewHTTP returns a client of the server at baseURL (e.g.
// "http://127.0.0.1:8700"); token, when not empty, is sent as a bearer
// token. hc may be nil (a client of its own, closed by Close).
func NewHTTP(baseURL, token string, hc *http.Client) *Client {
	own := hc == nil
	if own {
		hc = &http.Client{Transport: http.DefaultTransport.(*http.Transport).Clone()}
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
	req, err := http.NewRequestWithContext(ctx, method, t.base+path, rd)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
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

func (t *httpTransport) run(ctx context.Context, session string, body serve.RunRequest, onEvent func(ev event) error) error {
	resp, err := t.request(ctx, "POST", "/sessions/"+url.PathEscape(session)+"/runs", body)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
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
		if err := onEvent(ev); err != nil {
			return err
		}
		if ev.Event == serve.EventResult {
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
	if t.own {
		t.hc.CloseIdleConnections()
	}
	return nil
}
