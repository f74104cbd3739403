package openaimodel

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// ErrStreamCut is wrapped by the error of a streamed reply whose
// connection ended before the server's end-of-stream marker ("data:
// [DONE]"): the text received so far is a fragment, not a reply.
var ErrStreamCut = errors.New("openaimodel: the stream ended before the server's end-of-stream marker (connection cut)")

// ErrNotStreamed is wrapped by the error of a streaming request that the
// server answered with a plain response instead of server-sent events:
// such a server does not support streaming.
var ErrNotStreamed = errors.New("openaimodel: the server answered a streaming request without server-sent events (it does not support streaming; run without it)")

// callKey is the context key under which one model call carries what the
// transport needs to know about it and reports back.
type callKey struct{}

// call is the shared state of one model call (all its attempts).
type call struct {
	// fields are set in the JSON body of every request.
	fields map[string]any
	// stream marks a streaming call.
	stream bool

	mu sync.Mutex
	// retryAfter is the delay the last failed response asked for.
	retryAfter time.Duration
	// hasRetryAfter reports that it asked for one.
	hasRetryAfter bool
}

// takeRetryAfter returns and clears the delay the server asked for.
func (c *call) takeRetryAfter() (time.Duration, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	d, ok := c.retryAfter, c.hasRetryAfter
	c.retryAfter, c.hasRetryAfter = 0, false
	return d, ok
}

// withCall returns a context whose requests belong to c.
func withCall(ctx context.Context, c *call) context.Context {
	return context.WithValue(ctx, callKey{}, c)
}

// transport is the HTTPDoer go-openai sends through. It exists because
// go-openai hides what the agent needs: it sets body fields go-openai's
// request struct cannot express (above all a temperature of 0), reads
// Retry-After from failed responses, refuses a plain answer to a
// streaming request, and turns a stream cut before "data: [DONE]" into an
// error instead of a clean end.
type transport struct {
	next openai.HTTPDoer
	now  func() time.Time
}

// Do sends req and checks the response.
func (d transport) Do(req *http.Request) (*http.Response, error) {
	c, _ := req.Context().Value(callKey{}).(*call)
	if c == nil {
		return d.next.Do(req)
	}
	if len(c.fields) > 0 && req.Body != nil {
		var err error
		if req, err = patchBody(req, c.fields); err != nil {
			return nil, err
		}
	}
	resp, err := d.next.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode >= 300 {
		if delay, ok := parseRetryAfter(resp.Header.Get("Retry-After"), d.now()); ok {
			c.mu.Lock()
			c.retryAfter, c.hasRetryAfter = delay, true
			c.mu.Unlock()
		}
		return resp, nil
	}
	if !c.stream {
		return resp, nil
	}
	if mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type")); mt != "text/event-stream" {
		resp.Body.Close()
		return nil, fmt.Errorf("%w (Content-Type %q)", ErrNotStreamed, resp.Header.Get("Content-Type"))
	}
	resp.Body = &sseBody{r: resp.Body}
	return resp, nil
}

// patchBody returns req with fields set in its JSON body.
func patchBody(req *http.Request, fields map[string]any) (*http.Request, error) {
	raw, err := io.ReadAll(req.Body)
	req.Body.Close()
	if err != nil {
		return nil, fmt.Errorf("openaimodel: reading the request body: %w", err)
	}
	body, err := patchJSON(raw, fields)
	if err != nil {
		return nil, err
	}
	out := req.Clone(req.Context())
	out.Body = io.NopCloser(bytes.NewReader(body))
	out.ContentLength = int64(len(body))
	out.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	return out, nil
}

// patchJSON sets fields in a JSON object.
func patchJSON(raw []byte, fields map[string]any) ([]byte, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, fmt.Errorf("openaimodel: request body is not a JSON object: %w", err)
	}
	for k, v := range fields {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("openaimodel: encoding %s: %w", k, err)
		}
		obj[k] = b
	}
	return json.Marshal(obj)
}

// parseRetryAfter reads a Retry-After header: delay-seconds or an
// HTTP-date (RFC 9110 section 10.2.3). A date in the past means now.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs < 0 {
			return 0, false
		}
		return time.Duration(min(secs, int64(24*time.Hour/time.Second))) * time.Second, true
	}
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return max(t.Sub(now), 0), true
}

// doneMarker is the line that ends an OpenAI server-sent event stream.
var doneMarker = []byte("data: [DONE]")

// sseBody passes an event stream through and reports a clean end of the
// connection before the done marker as io.ErrUnexpectedEOF wrapping
// ErrStreamCut.
type sseBody struct {
	r    io.ReadCloser
	done bool
	// tail holds the end of what was read, to find a marker split across
	// reads.
	tail []byte
}

// Read implements io.Reader.
func (b *sseBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if n > 0 && !b.done {
		b.tail = append(b.tail, p[:n]...)
		if bytes.Contains(b.tail, doneMarker) {
			b.done, b.tail = true, nil
		} else if keep := len(doneMarker); len(b.tail) > keep {
			b.tail = append(b.tail[:0], b.tail[len(b.tail)-keep:]...)
		}
	}
	if errors.Is(err, io.EOF) && !b.done {
		return n, streamCutError{}
	}
	return n, err
}

// Close closes the connection.
func (b *sseBody) Close() error { return b.r.Close() }

// streamCutError is what a cut stream's body returns: it is ErrStreamCut
// and io.ErrUnexpectedEOF.
type streamCutError struct{}

func (streamCutError) Error() string { return ErrStreamCut.Error() }

// Is matches ErrStreamCut and io.ErrUnexpectedEOF.
func (streamCutError) Is(target error) bool {
	return target == ErrStreamCut || target == io.ErrUnexpectedEOF
}
