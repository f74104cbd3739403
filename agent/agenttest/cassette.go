package agenttest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/google/go-cmp/cmp"
)

// Doer sends HTTP requests; *http.Client and go-openai's HTTPDoer have
// this shape.
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Interaction is one recorded request and its response.
type Interaction struct {
	// Method is the HTTP method.
	Method string `json:"method"`
	// Path is the URL path.
	Path string `json:"path"`
	// Request is the JSON request body.
	Request json.RawMessage `json:"request"`
	// Status is the response's HTTP status.
	Status int `json:"status"`
	// ContentType is the response's Content-Type.
	ContentType string `json:"content_type"`
	// Response is the whole response body (server-sent events included).
	Response string `json:"response"`
}

// Cassette is a Doer that records HTTP exchanges with a real server to a
// JSON file, or replays them from one without a network. Replay expects
// the same requests in the same order and fails with a diff otherwise.
// Headers are never recorded, so API keys stay out of the file.
type Cassette struct {
	path   string
	next   Doer
	mu     sync.Mutex
	record []Interaction
	replay []Interaction
}

// ErrCassetteMismatch is wrapped by replay errors for unexpected requests.
var ErrCassetteMismatch = errors.New("cassette: request does not match the recording")

// RecordCassette returns a cassette that sends requests through next and
// keeps each exchange; Save writes them to path.
func RecordCassette(path string, next Doer) *Cassette {
	return &Cassette{path: path, next: next}
}

// ReplayCassette loads a cassette written by Save.
func ReplayCassette(path string) (*Cassette, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var list []Interaction
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, fmt.Errorf("cassette %s: %w", path, err)
	}
	return &Cassette{path: path, replay: list}, nil
}

// Do records or replays one exchange.
func (c *Cassette) Do(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = io.ReadAll(req.Body); err != nil {
			return nil, err
		}
		req.Body.Close()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.next == nil {
		return c.replayOne(req, body)
	}
	req.Body = io.NopCloser(bytes.NewReader(body))
	resp, err := c.next.Do(req)
	if err != nil {
		return nil, err
	}
	respBody, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	c.record = append(c.record, Interaction{Method: req.Method, Path: req.URL.Path, Request: canonicalJSON(body),
		Status: resp.StatusCode, ContentType: resp.Header.Get("Content-Type"), Response: string(respBody)})
	resp.Body = io.NopCloser(bytes.NewReader(respBody))
	return resp, nil
}

// replayOne answers a request from the next recorded exchange.
func (c *Cassette) replayOne(req *http.Request, body []byte) (*http.Response, error) {
	if len(c.replay) == 0 {
		return nil, fmt.Errorf("%w: %s %s came after the last recorded exchange", ErrCassetteMismatch, req.Method, req.URL.Path)
	}
	want := c.replay[0]
	var wantBody, gotBody any
	_ = json.Unmarshal(want.Request, &wantBody)
	_ = json.Unmarshal(body, &gotBody)
	if want.Method != req.Method || want.Path != req.URL.Path {
		return nil, fmt.Errorf("%w: got %s %s, recorded %s %s", ErrCassetteMismatch, req.Method, req.URL.Path, want.Method, want.Path)
	}
	if diff := cmp.Diff(wantBody, gotBody); diff != "" {
		return nil, fmt.Errorf("%w (-recorded +got):\n%s", ErrCassetteMismatch, diff)
	}
	c.replay = c.replay[1:]
	h := http.Header{}
	h.Set("Content-Type", want.ContentType)
	return &http.Response{
		Status: fmt.Sprintf("%d %s", want.Status, http.StatusText(want.Status)), StatusCode: want.Status,
		Header: h, Body: io.NopCloser(strings.NewReader(want.Response)), Request: req,
		ContentLength: int64(len(want.Response)), Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
	}, nil
}

// Save writes the recorded exchanges to the cassette's file.
func (c *Cassette) Save() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	raw, err := json.MarshalIndent(c.record, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(c.path, append(raw, '\n'), 0o644)
}

// Remaining returns how many recorded exchanges were not replayed.
func (c *Cassette) Remaining() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.replay)
}

// canonicalJSON re-encodes a JSON body with sorted keys so recordings
// are stable; other bodies are kept as a JSON string.
func canonicalJSON(body []byte) json.RawMessage {
	var v any
	if len(body) == 0 {
		return json.RawMessage("null")
	}
	if json.Unmarshal(body, &v) != nil {
		b, _ := json.Marshal(string(body))
		return b
	}
	b, _ := json.Marshal(v)
	return b
}
