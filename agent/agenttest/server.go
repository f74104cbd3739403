package agenttest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// ServerReply is one scripted answer of the fake OpenAI server.
type ServerReply struct {
	// Content is the assistant's message.
	Content string
	// Status, when not 0 or 200, makes the server fail with this HTTP
	// status and an OpenAI-style error body carrying ErrorMessage.
	Status int
	// ErrorMessage is the error body's message.
	ErrorMessage string
	// Delay holds the reply back (less if the client gives up first).
	Delay time.Duration
	// PromptTokens and CompletionTokens are reported as usage.
	PromptTokens, CompletionTokens int
	// ChunkSize is how many bytes of Content each streamed chunk carries
	// (default 5).
	ChunkSize int
	// IgnoreStop makes the server send Content whole, as a model that
	// ignores stop sequences would; by default it cuts at the first stop
	// sequence of the request.
	IgnoreStop bool
	// Header holds extra response headers, such as Retry-After.
	Header map[string]string
	// EchoAuthorization appends the request's Authorization header to
	// ErrorMessage, as careless servers do.
	EchoAuthorization bool
	// NoChoices answers 200 with an empty list of choices.
	NoChoices bool
	// IgnoreStream answers a streaming request with a plain JSON reply,
	// as a server that does not support streaming does.
	IgnoreStream bool
	// CutStreamAfter, when > 0, ends the response after that many bytes
	// of the event stream (usually in the middle of an event), cleanly at
	// the HTTP level, as a proxy that drops an upstream connection does.
	CutStreamAfter int
	// Hangup closes the connection without any response.
	Hangup bool
}

// RecordedRequest is a request the fake server received.
type RecordedRequest struct {
	// Path is the URL path.
	Path string
	// Header holds the request headers.
	Header http.Header
	// Body is the raw request body.
	Body []byte
}

// JSON decodes the body as a JSON object (nil if it is not one).
func (r RecordedRequest) JSON() map[string]any {
	var m map[string]any
	if json.Unmarshal(r.Body, &m) != nil {
		return nil
	}
	return m
}

// Server is a fake OpenAI-compatible chat completions server: it answers
// with scripted replies in order, plain or as server-sent events, and
// records every request.
type Server struct {
	// URL is the base URL to give a client, ending in /v1.
	URL string

	srv      *httptest.Server
	mu       sync.Mutex
	replies  []ServerReply
	requests []RecordedRequest
}

// NewServer starts a fake server that is closed when the test ends.
func NewServer(t testing.TB, replies ...ServerReply) *Server {
	s := &Server{replies: replies}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL + "/v1"
	t.Cleanup(s.srv.Close)
	return s
}

// Push appends replies to the script.
func (s *Server) Push(replies ...ServerReply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.replies = append(s.replies, replies...)
}

// Requests returns the requests received so far.
func (s *Server) Requests() []RecordedRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]RecordedRequest(nil), s.requests...)
}

// chatRequest is the part of a request the server reads.
type chatRequest struct {
	Model         string   `json:"model"`
	Stream        bool     `json:"stream"`
	Stop          []string `json:"stop"`
	StreamOptions *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
}

// serve answers one request.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.requests = append(s.requests, RecordedRequest{Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	var reply ServerReply
	ok := len(s.replies) > 0
	if ok {
		reply, s.replies = s.replies[0], s.replies[1:]
	}
	s.mu.Unlock()

	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		writeError(w, http.StatusNotFound, "fake server: no route for "+r.Method+" "+r.URL.Path)
		return
	}
	if !ok {
		writeError(w, http.StatusInternalServerError, "fake server: no scripted reply left")
		return
	}
	for k, v := range reply.Header {
		w.Header().Set(k, v)
	}
	if reply.Hangup {
		hangup(w)
		return
	}
	if reply.EchoAuthorization {
		reply.ErrorMessage += " (you sent Authorization: " + r.Header.Get("Authorization") + ")"
	}
	if reply.Delay > 0 {
		select {
		case <-time.After(reply.Delay):
		case <-r.Context().Done():
			return
		}
	}
	if reply.Status != 0 && reply.Status != http.StatusOK {
		writeError(w, reply.Status, reply.ErrorMessage)
		return
	}
	var req chatRequest
	if err := json.Unmarshal(body, &req); err != nil {
		writeError(w, http.StatusBadRequest, "fake server: bad JSON: "+err.Error())
		return
	}
	content := reply.Content
	if !reply.IgnoreStop {
		content = cutAtStop(content, req.Stop)
	}
	usage := map[string]int{"prompt_tokens": reply.PromptTokens, "completion_tokens": reply.CompletionTokens,
		"total_tokens": reply.PromptTokens + reply.CompletionTokens}
	if !req.Stream || reply.IgnoreStream {
		choices := []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content}}}
		if reply.NoChoices {
			choices = []any{}
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-fake", "object": "chat.completion", "created": 0, "model": req.Model,
			"choices": choices, "usage": usage,
		})
		return
	}
	if reply.CutStreamAfter > 0 {
		cw := &cutWriter{ResponseWriter: w, left: reply.CutStreamAfter}
		defer func() {
			if r := recover(); r != nil && r != errCut {
				panic(r)
			}
		}()
		w = cw
	}
	s.stream(w, req, content, reply.ChunkSize, usage)
}

// errCut stops a stream that is cut short.
var errCut = errors.New("cut")

// cutWriter lets through a number of bytes, then stops the handler.
type cutWriter struct {
	http.ResponseWriter
	left int
}

// Write writes what is left of the allowance and panics with errCut when
// it is used up (recovered by the handler).
func (c *cutWriter) Write(p []byte) (int, error) {
	if len(p) >= c.left {
		c.ResponseWriter.Write(p[:c.left])
		c.ResponseWriter.(http.Flusher).Flush()
		panic(errCut)
	}
	c.left -= len(p)
	return c.ResponseWriter.Write(p)
}

// Flush flushes the underlying writer.
func (c *cutWriter) Flush() { c.ResponseWriter.(http.Flusher).Flush() }

// hangup closes the connection under w without finishing the response.
func hangup(w http.ResponseWriter) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err == nil {
		conn.Close()
	}
}

// stream sends content as server-sent events, then the usage chunk (with
// empty choices) when the client asked for it.
func (s *Server) stream(w http.ResponseWriter, req chatRequest, content string, size int, usage map[string]int) {
	if size <= 0 {
		size = 5
	}
	w.Header().Set("Content-Type", "text/event-stream")
	flusher, _ := w.(http.Flusher)
	send := func(v any) {
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", b)
		if flusher != nil {
			flusher.Flush()
		}
	}
	chunk := func(delta map[string]any, finish any) map[string]any {
		return map[string]any{"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 0, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}}
	}
	send(chunk(map[string]any{"role": "assistant", "content": ""}, nil))
	for len(content) > 0 {
		n := min(size, len(content))
		send(chunk(map[string]any{"content": content[:n]}, nil))
		content = content[n:]
	}
	send(chunk(map[string]any{}, "stop"))
	if req.StreamOptions != nil && req.StreamOptions.IncludeUsage {
		send(map[string]any{"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 0, "model": req.Model,
			"choices": []any{}, "usage": usage})
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
	if flusher != nil {
		flusher.Flush()
	}
}

// writeError sends an OpenAI-style error body.
func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "fake_error", "code": status}})
}

// cutAtStop cuts text at the first stop sequence, as a server does.
func cutAtStop(text string, stops []string) string {
	cut := len(text)
	for _, s := range stops {
		if i := strings.Index(text, s); s != "" && i >= 0 && i < cut {
			cut = i
		}
	}
	return text[:cut]
}
