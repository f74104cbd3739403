package openaimodel_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/agent/openaimodel"
)

// collect runs a stream to its end.
func collect(m *openaimodel.Model) (text string, restarts int, err error) {
	var b strings.Builder
	for d, derr := range m.Stream(context.Background(), hello, agent.GenerateOptions{}) {
		if derr != nil {
			return b.String(), restarts, derr
		}
		if d.Restart {
			restarts++
			b.Reset()
		}
		b.WriteString(d.Text)
	}
	return b.String(), restarts, nil
}

func TestEchoedKeyIsRedacted(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Status: 401, ErrorMessage: "invalid key sk-secret-123", EchoAuthorization: true})
	_, err := newModel(t, srv, nil).Generate(context.Background(), hello, agent.GenerateOptions{})
	var ae *openai.APIError
	if err == nil || !errors.As(err, &ae) || ae.HTTPStatusCode != 401 {
		t.Fatalf("error %v, want a 401 APIError", err)
	}
	for _, s := range []string{err.Error(), ae.Message, ae.Error()} {
		if strings.Contains(s, "sk-secret") || !strings.Contains(s, "[redacted]") {
			t.Errorf("not redacted: %s", s)
		}
	}
}

func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"key sk-abc in text":                      "key [redacted] in text",
		"Authorization: Bearer tok.en-1":          "Authorization: Bearer [redacted]",
		`{"authorization": "Basic dXNlcjpw"}`:     `{"authorization": "Basic [redacted]"}`,
		"bearer xyz, then more":                   "bearer [redacted], then more",
		"api_key=abc123&x=1":                      "api_key=[redacted]&x=1",
		"already Bearer [redacted] is left alone": "already Bearer [redacted] is left alone",
		"nothing secret here":                     "nothing secret here",
	} {
		if got := openaimodel.Redact(in, "sk-abc"); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCutStreamIsAnErrorNotAReply(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nprint('a fragment of a reply')\n</code>", ChunkSize: 4, CutStreamAfter: 300})
	text, _, err := collect(newModel(t, srv, func(c *openaimodel.Config) { c.MaxRetries = -1 }))
	if !errors.Is(err, openaimodel.ErrStreamCut) || !openaimodel.Retryable(err) {
		t.Fatalf("error %v (text %q), want ErrStreamCut", err, text)
	}
}

func TestCutStreamIsRetriedWithARestart(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: this will be cut", ChunkSize: 4, CutStreamAfter: 400},
		agenttest.ServerReply{Content: "Thought: whole"})
	text, restarts, err := collect(newModel(t, srv, nil))
	if err != nil || text != "Thought: whole" || restarts != 1 || len(srv.Requests()) != 2 {
		t.Errorf("text %q, %d restarts, error %v, %d requests", text, restarts, err, len(srv.Requests()))
	}
}

func TestServerIgnoringStreamIsAnError(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nfinal_answer(1)\n</code>", IgnoreStream: true},
		agenttest.ServerReply{Content: "never"})
	text, _, err := collect(newModel(t, srv, nil))
	if !errors.Is(err, openaimodel.ErrNotStreamed) || text != "" || len(srv.Requests()) != 1 {
		t.Errorf("text %q, error %v after %d requests; want ErrNotStreamed, not retried", text, err, len(srv.Requests()))
	}
}

func TestNoChoices(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{NoChoices: true})
	_, err := newModel(t, srv, nil).Generate(context.Background(), hello, agent.GenerateOptions{})
	if !errors.Is(err, openaimodel.ErrNoChoices) || openaimodel.IsConnectionError(err) {
		t.Errorf("error %v, want ErrNoChoices and not a connection error", err)
	}
}

// retryLog is a model logger that keeps the retry records.
type retryLog struct{ bytes.Buffer }

func (l *retryLog) records(t *testing.T) []map[string]any {
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(l.String()), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		out = append(out, m)
	}
	return out
}

func TestRetryAfterIsHonoured(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Status: 429, ErrorMessage: "slow down", Header: map[string]string{"Retry-After": "1"}},
		agenttest.ServerReply{Content: "ok"})
	var log retryLog
	m := newModel(t, srv, func(c *openaimodel.Config) { c.Logger = slog.New(slog.NewJSONHandler(&log, nil)) })
	c, err := m.Generate(context.Background(), hello, agent.GenerateOptions{})
	if err != nil || c.Text != "ok" {
		t.Fatalf("%+v, %v", c, err)
	}
	recs := log.records(t)
	if len(recs) != 1 || recs[0]["msg"] != "model call retry" || recs[0]["delay_ms"] != 1000.0 || recs[0]["status"] != 429.0 {
		t.Errorf("retry records %v, want one with delay_ms 1000 (the base delay is 1ms)", recs)
	}
}

func TestRetryAfterTooLongIsNotWaitedFor(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Status: 503, Header: map[string]string{"Retry-After": "Fri, 31 Dec 2999 23:59:59 GMT"}},
		agenttest.ServerReply{Content: "never"})
	_, err := newModel(t, srv, nil).Generate(context.Background(), hello, agent.GenerateOptions{})
	if openaimodel.StatusCode(err) != 503 || !strings.Contains(err.Error(), "asked to retry after") || len(srv.Requests()) != 1 {
		t.Errorf("error %v after %d requests", err, len(srv.Requests()))
	}
}

func TestConnectionRefusedIsRetried(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	var log retryLog
	m, err := openaimodel.New(openaimodel.Config{BaseURL: "http://" + addr + "/v1", Model: "m", MaxRetries: 2,
		RetryBaseDelay: time.Millisecond, RetryMaxDelay: 2 * time.Millisecond, Logger: slog.New(slog.NewJSONHandler(&log, nil))})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Generate(context.Background(), hello, agent.GenerateOptions{})
	if !errors.Is(err, syscall.ECONNREFUSED) || !openaimodel.IsConnectionError(err) {
		t.Fatalf("error %v, want connection refused", err)
	}
	if n := len(log.records(t)); n != 2 {
		t.Errorf("%d retries logged, want 2:\n%s", n, log.String())
	}
}

func TestHangupIsRetried(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Hangup: true}, agenttest.ServerReply{Content: "ok"})
	c, err := newModel(t, srv, nil).Generate(context.Background(), hello, agent.GenerateOptions{})
	if err != nil || c.Text != "ok" || len(srv.Requests()) != 2 {
		t.Errorf("%+v, %v after %d requests", c, err, len(srv.Requests()))
	}
}

func TestRequestTimeout(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "late", Delay: time.Minute},
		agenttest.ServerReply{Content: "late", Delay: time.Minute})
	// The timeout must leave each attempt time to reach the server (which
	// counts it) on a loaded machine: 20 ms did not at load ~60.
	const timeout = 300 * time.Millisecond
	m := newModel(t, srv, func(c *openaimodel.Config) { c.RequestTimeout, c.MaxRetries = timeout, 1 })
	_, err := m.Generate(context.Background(), hello, agent.GenerateOptions{})
	if !errors.Is(err, openaimodel.ErrRequestTimeout) || len(srv.Requests()) != 2 {
		t.Errorf("error %v after %d requests, want ErrRequestTimeout after 2", err, len(srv.Requests()))
	}
	if m.Config().RequestTimeout != timeout {
		t.Errorf("config %v", m.Config())
	}
	def := newModel(t, srv, nil)
	if def.Config().RequestTimeout != openaimodel.DefaultRequestTimeout || openaimodel.DefaultRequestTimeout <= 0 {
		t.Errorf("no default request timeout: %v", def.Config())
	}
}

func TestStreamIdleTimeout(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "x", Delay: time.Minute})
	m := newModel(t, srv, func(c *openaimodel.Config) { c.RequestTimeout, c.MaxRetries = 20*time.Millisecond, -1 })
	_, _, err := collect(m)
	if !errors.Is(err, openaimodel.ErrRequestTimeout) {
		t.Errorf("error %v, want ErrRequestTimeout", err)
	}
}

var _ = http.StatusOK

func TestResponseFormatSent(t *testing.T) {
	rf := &agent.ResponseFormat{Name: "final_answer", Schema: []byte(`{"type":"object"}`)}
	for mode, want := range map[string]string{
		"":            `{"type":"json_schema","json_schema":{"name":"final_answer","schema":{"type":"object"},"strict":false}}`,
		"json_object": `{"type":"json_object"}`,
		"off":         "",
	} {
		srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "{}"})
		m := newModel(t, srv, func(c *openaimodel.Config) { c.StructuredOutputs = mode })
		if _, err := m.Generate(context.Background(), hello, agent.GenerateOptions{ResponseFormat: rf}); err != nil {
			t.Fatal(err)
		}
		var body map[string]json.RawMessage
		json.Unmarshal(srv.Requests()[0].Body, &body)
		if got := string(body["response_format"]); got != want {
			t.Errorf("mode %q: response_format %s, want %s", mode, got, want)
		}
	}
	if _, err := openaimodel.New(openaimodel.Config{Model: "m", StructuredOutputs: "yaml"}); err == nil {
		t.Error("an unknown StructuredOutputs mode was accepted")
	}
}
