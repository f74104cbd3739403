package openaimodel_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/agent/openaimodel"
)

// newModel builds a model on the fake server with fast retries.
func newModel(t *testing.T, srv *agenttest.Server, edit func(*openaimodel.Config)) *openaimodel.Model {
	t.Helper()
	cfg := openaimodel.Config{BaseURL: srv.URL, APIKey: "sk-secret-123", Model: "fake-coder",
		RetryBaseDelay: time.Millisecond, RetryMaxDelay: 2 * time.Millisecond}
	if edit != nil {
		edit(&cfg)
	}
	m, err := openaimodel.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var hello = []agent.Message{{Role: agent.RoleSystem, Content: "sys"}, {Role: agent.RoleUser, Content: "hi"}}

func TestGenerate(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "hello there", PromptTokens: 12, CompletionTokens: 3})
	c, err := newModel(t, srv, nil).Generate(context.Background(), hello, agent.GenerateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Text != "hello there" || c.Usage != (agent.TokenUsage{InputTokens: 12, OutputTokens: 3}) {
		t.Errorf("completion = %+v", c)
	}
	req := srv.Requests()[0]
	if got := req.Header.Get("Authorization"); got != "Bearer sk-secret-123" {
		t.Errorf("Authorization = %q", got)
	}
	body := req.JSON()
	if body["model"] != "fake-coder" {
		t.Errorf("model = %v", body["model"])
	}
	if _, ok := body["temperature"]; ok {
		t.Errorf("temperature sent although not configured: %s", req.Body)
	}
}

func TestTemperatureZeroIsSent(t *testing.T) {
	for _, temp := range []float64{0, 0.7} {
		srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "x"})
		m := newModel(t, srv, func(c *openaimodel.Config) { c.Temperature = &temp })
		if _, err := m.Generate(context.Background(), hello, agent.GenerateOptions{}); err != nil {
			t.Fatal(err)
		}
		got, ok := srv.Requests()[0].JSON()["temperature"]
		if !ok || got != temp {
			t.Errorf("temperature %v: body has %v (present %v): %s", temp, got, ok, srv.Requests()[0].Body)
		}
	}
}

func TestTemperatureZeroIsSentWhenStreaming(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "x"})
	zero := 0.0
	m := newModel(t, srv, func(c *openaimodel.Config) { c.Temperature = &zero })
	for _, err := range m.Stream(context.Background(), hello, agent.GenerateOptions{}) {
		if err != nil {
			t.Fatal(err)
		}
	}
	if got, ok := srv.Requests()[0].JSON()["temperature"]; !ok || got != 0.0 {
		t.Errorf("temperature = %v (present %v)", got, ok)
	}
}

func TestStopSequencesSent(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>x</code>\nObservation: made up"})
	c, err := newModel(t, srv, func(c *openaimodel.Config) { c.MaxTokens = 256 }).
		Generate(context.Background(), hello, agent.GenerateOptions{Stop: []string{"Observation:", "</code>"}})
	if err != nil {
		t.Fatal(err)
	}
	body := srv.Requests()[0].JSON()
	if fmt.Sprint(body["stop"]) != "[Observation: </code>]" || body["max_tokens"] != 256.0 {
		t.Errorf("body = %s", srv.Requests()[0].Body)
	}
	if c.Text != "<code>x" {
		t.Errorf("text = %q", c.Text)
	}
}

func TestClientSideStop(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>x</code>\nObservation: made up"})
	m := newModel(t, srv, func(c *openaimodel.Config) { c.NoStopSequences = true })
	c, err := m.Generate(context.Background(), hello, agent.GenerateOptions{Stop: []string{"Observation:", "</code>"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := srv.Requests()[0].JSON()["stop"]; ok {
		t.Errorf("stop sent to a server that refuses it: %s", srv.Requests()[0].Body)
	}
	if c.Text != "<code>x" {
		t.Errorf("text = %q, want it cut before the first stop sequence", c.Text)
	}
}

func TestStreamWithUsageChunk(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "Thought: streaming works", ChunkSize: 4, PromptTokens: 20, CompletionTokens: 6})
	var text strings.Builder
	var usage *agent.TokenUsage
	pieces := 0
	for d, err := range newModel(t, srv, nil).Stream(context.Background(), hello, agent.GenerateOptions{}) {
		if err != nil {
			t.Fatal(err)
		}
		if d.Text != "" {
			pieces++
		}
		text.WriteString(d.Text)
		if d.Usage != nil {
			usage = d.Usage
		}
	}
	if text.String() != "Thought: streaming works" || pieces < 3 {
		t.Errorf("text %q in %d pieces", text.String(), pieces)
	}
	if usage == nil || *usage != (agent.TokenUsage{InputTokens: 20, OutputTokens: 6}) {
		t.Errorf("usage = %v", usage)
	}
	body := srv.Requests()[0].JSON()
	if body["stream"] != true || fmt.Sprint(body["stream_options"]) != "map[include_usage:true]" {
		t.Errorf("body = %s", srv.Requests()[0].Body)
	}
}

func TestStreamCutsAtStopAcrossChunks(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>print(1)</code>\nObservation: invented", ChunkSize: 3, IgnoreStop: true})
	m := newModel(t, srv, func(c *openaimodel.Config) { c.NoStopSequences = true })
	var text strings.Builder
	for d, err := range m.Stream(context.Background(), hello, agent.GenerateOptions{Stop: []string{"</code>", "Observation:"}}) {
		if err != nil {
			t.Fatal(err)
		}
		text.WriteString(d.Text)
	}
	if text.String() != "<code>print(1)" {
		t.Errorf("streamed %q", text.String())
	}
}

func TestRetryOn429ThenSuccess(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Status: http.StatusTooManyRequests, ErrorMessage: "slow down"},
		agenttest.ServerReply{Status: http.StatusBadGateway, ErrorMessage: "bad gateway"},
		agenttest.ServerReply{Content: "ok"})
	c, err := newModel(t, srv, nil).Generate(context.Background(), hello, agent.GenerateOptions{})
	if err != nil || c.Text != "ok" {
		t.Fatalf("got %+v, %v", c, err)
	}
	if n := len(srv.Requests()); n != 3 {
		t.Errorf("%d requests, want 3", n)
	}
}

func TestRetryOnStreamStart(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Status: http.StatusServiceUnavailable, ErrorMessage: "busy"},
		agenttest.ServerReply{Content: "ok"})
	var text strings.Builder
	for d, err := range newModel(t, srv, nil).Stream(context.Background(), hello, agent.GenerateOptions{}) {
		if err != nil {
			t.Fatal(err)
		}
		text.WriteString(d.Text)
	}
	if text.String() != "ok" || len(srv.Requests()) != 2 {
		t.Errorf("text %q after %d requests", text.String(), len(srv.Requests()))
	}
}

func TestRetriesRunOut(t *testing.T) {
	var replies []agenttest.ServerReply
	for range 5 {
		replies = append(replies, agenttest.ServerReply{Status: http.StatusInternalServerError, ErrorMessage: "down"})
	}
	srv := agenttest.NewServer(t, replies...)
	_, err := newModel(t, srv, func(c *openaimodel.Config) { c.MaxRetries = 2 }).Generate(context.Background(), hello, agent.GenerateOptions{})
	var ae *openai.APIError
	if !errors.As(err, &ae) || ae.HTTPStatusCode != 500 || openaimodel.StatusCode(err) != 500 {
		t.Fatalf("error = %v, want an APIError with status 500", err)
	}
	if n := len(srv.Requests()); n != 3 {
		t.Errorf("%d requests, want 1 + 2 retries", n)
	}
}

func TestNoRetryOnClientError(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Status: http.StatusBadRequest, ErrorMessage: "bad model"}, agenttest.ServerReply{Content: "never"})
	_, err := newModel(t, srv, nil).Generate(context.Background(), hello, agent.GenerateOptions{})
	if openaimodel.StatusCode(err) != 400 || len(srv.Requests()) != 1 {
		t.Errorf("error %v after %d requests", err, len(srv.Requests()))
	}
	srv2 := agenttest.NewServer(t, agenttest.ServerReply{Status: 500}, agenttest.ServerReply{Content: "never"})
	_, err = newModel(t, srv2, func(c *openaimodel.Config) { c.MaxRetries = -1 }).Generate(context.Background(), hello, agent.GenerateOptions{})
	if err == nil || len(srv2.Requests()) != 1 {
		t.Errorf("MaxRetries -1: error %v after %d requests", err, len(srv2.Requests()))
	}
}

func TestCancellationDuringSlowReply(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "late", Delay: 10 * time.Second})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := newModel(t, srv, nil).Generate(ctx, hello, agent.GenerateOptions{})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error = %v, want DeadlineExceeded", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("cancellation took %v", time.Since(start))
	}
}

func TestCancellationDuringBackoff(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Status: 429}, agenttest.ServerReply{Content: "never"})
	m := newModel(t, srv, func(c *openaimodel.Config) { c.RetryBaseDelay, c.RetryMaxDelay = time.Hour, time.Hour })
	ctx, cancel := context.WithCancel(context.Background())
	// Cancel once the server has the first request (not after a fixed
	// delay: under -race on a loaded machine 30 ms passed before the
	// request was sent); the hour-long backoff is then under way or next.
	go func() {
		defer cancel()
		for deadline := time.Now().Add(20 * time.Second); len(srv.Requests()) == 0 && time.Now().Before(deadline); {
			time.Sleep(time.Millisecond)
		}
	}()
	_, err := m.Generate(ctx, hello, agent.GenerateOptions{})
	if !errors.Is(err, context.Canceled) || len(srv.Requests()) != 1 {
		t.Errorf("error %v after %d requests", err, len(srv.Requests()))
	}
}

// A retry that could only start after the caller's deadline is not
// waited for: the server's error comes back at once.
func TestNoRetryPastTheDeadline(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Status: 429}, agenttest.ServerReply{Content: "never"})
	m := newModel(t, srv, func(c *openaimodel.Config) { c.RetryBaseDelay, c.RetryMaxDelay = time.Hour, time.Hour })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, err := m.Generate(ctx, hello, agent.GenerateOptions{})
	if openaimodel.StatusCode(err) != 429 || !strings.Contains(err.Error(), "no time left for a retry") || len(srv.Requests()) != 1 {
		t.Errorf("error %v after %d requests", err, len(srv.Requests()))
	}
}

func TestMessagesMergedByRole(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "x"})
	msgs := []agent.Message{{Role: agent.RoleSystem, Content: "s"}, {Role: agent.RoleUser, Content: "a"}, {Role: agent.RoleUser, Content: "b"}, {Role: agent.RoleAssistant, Content: "c"}}
	if _, err := newModel(t, srv, nil).Generate(context.Background(), msgs, agent.GenerateOptions{}); err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(srv.Requests()[0].JSON()["messages"])
	if got != "[map[content:s role:system] map[content:a\nb role:user] map[content:c role:assistant]]" {
		t.Errorf("messages = %s", got)
	}
}

func TestAPIKeyNeverPrinted(t *testing.T) {
	cfg := openaimodel.Config{APIKey: "sk-secret-123", Model: "m", BaseURL: "http://127.0.0.1:1/v1"}
	var buf bytes.Buffer
	slog.New(slog.NewJSONHandler(&buf, nil)).Info("config", "model", cfg)
	m, err := openaimodel.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{cfg.String(), fmt.Sprintf("%v %+v %#v", cfg, cfg, cfg), buf.String(), m.String()} {
		if strings.Contains(s, "sk-secret") {
			t.Errorf("API key printed: %s", s)
		}
	}
	if !strings.Contains(buf.String(), "redacted") {
		t.Errorf("log does not say the key is set: %s", buf.String())
	}
}

func TestConfigFromEnvAndValidation(t *testing.T) {
	env := map[string]string{"OPENAI_BASE_URL": "http://h/v1", "OPENAI_API_KEY": "k", "KRAIT_MODEL": "m"}
	cfg := openaimodel.ConfigFromEnv(func(k string) string { return env[k] })
	if cfg.BaseURL != "http://h/v1" || cfg.APIKey != "k" || cfg.Model != "m" {
		t.Errorf("cfg = %v", cfg)
	}
	if _, err := openaimodel.New(openaimodel.Config{}); err == nil {
		t.Error("New accepted a config without a model")
	}
}

func TestAgentOverHTTP(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: print\n<code>\nprint(\"hi\")\n</code>", PromptTokens: 100, CompletionTokens: 10},
		agenttest.ServerReply{Content: "Thought: done\n<code>\nfinal_answer(\"hi\")\n</code>\nObservation: hallucinated", PromptTokens: 150, CompletionTokens: 12})
	zero := 0.0
	m := newModel(t, srv, func(c *openaimodel.Config) { c.Temperature = &zero })
	a, err := agent.New(m, agenttest.NewToyExecutor)
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(context.Background(), "say hi")
	if err != nil {
		t.Fatal(err)
	}
	if res.AnswerText != "hi" || res.Usage != (agent.TokenUsage{InputTokens: 250, OutputTokens: 22}) {
		t.Errorf("answer %q, usage %+v", res.AnswerText, res.Usage)
	}
	reqs := srv.Requests()
	second := reqs[1].JSON()
	if second["temperature"] != 0.0 || fmt.Sprint(second["stop"]) != "[Observation: Calling tools: </code>]" {
		t.Errorf("second request = %s", reqs[1].Body)
	}
	if !strings.Contains(string(reqs[1].Body), `Observation:\nExecution logs:\nhi\n`) {
		t.Errorf("observation not sent back: %s", reqs[1].Body)
	}
}
