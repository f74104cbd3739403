package openaimodel

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"strings"
	"syscall"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/kraitpy/krait/agent"
)

// Model is an agent.StreamingModel backed by an OpenAI-compatible server.
// It is safe for concurrent use.
type Model struct {
	client *openai.Client
	cfg    Config
	now    func() time.Time
}

// ErrNoChoices is returned when the server answered but with no choices:
// the server works, it just gave no reply.
var ErrNoChoices = errors.New("openaimodel: the server returned no choices")

// ErrRequestTimeout is wrapped by the error of an attempt that got no
// reply (or, streaming, no new piece) within Config.RequestTimeout.
var ErrRequestTimeout = errors.New("openaimodel: the request timed out")

// New checks cfg and builds a Model.
func New(cfg Config) (*Model, error) {
	if cfg.Model == "" {
		return nil, errors.New("openaimodel: no model name (set Config.Model or " + EnvModel + ")")
	}
	if cfg.MaxRetries == 0 {
		cfg.MaxRetries = 3
	}
	if cfg.RetryBaseDelay <= 0 {
		cfg.RetryBaseDelay = 500 * time.Millisecond
	}
	if cfg.RetryMaxDelay <= 0 {
		cfg.RetryMaxDelay = 20 * time.Second
	}
	if cfg.MaxRetryAfter <= 0 {
		cfg.MaxRetryAfter = 2 * time.Minute
	}
	switch cfg.StructuredOutputs {
	case "", "json_schema", "json_object", "off":
	default:
		return nil, fmt.Errorf("openaimodel: StructuredOutputs %q is not json_schema, json_object or off", cfg.StructuredOutputs)
	}
	if cfg.RequestTimeout == 0 {
		cfg.RequestTimeout = DefaultRequestTimeout
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	m := &Model{cfg: cfg, now: time.Now}
	oc.HTTPClient = transport{next: cfg.HTTPClient, now: func() time.Time { return m.now() }}
	m.client = openai.NewClientWithConfig(oc)
	return m, nil
}

// Config returns the model's configuration, with defaults filled in.
func (m *Model) Config() Config { return m.cfg }

// request builds the chat request and the body fields go-openai cannot
// express.
func (m *Model) request(msgs []agent.Message, opts agent.GenerateOptions) (openai.ChatCompletionRequest, map[string]any) {
	req := openai.ChatCompletionRequest{Model: m.cfg.Model, Messages: convertMessages(msgs)}
	if !m.cfg.NoStopSequences && len(opts.Stop) > 0 {
		req.Stop = opts.Stop
	}
	if m.cfg.MaxTokens > 0 {
		// max_tokens is what OpenAI-compatible servers other than OpenAI's
		// own reasoning models understand; those get max_completion_tokens.
		//lint:ignore SA1019 deliberate, see above
		req.MaxTokens = m.cfg.MaxTokens
		//lint:ignore SA1019 the older error value is what older models return
		if err := openai.NewReasoningValidator().Validate(req); errors.Is(err, openai.ErrReasoningModelMaxTokensDeprecated) || errors.Is(err, openai.ErrO1MaxTokensDeprecated) {
			//lint:ignore SA1019 clearing the deprecated field
			req.MaxTokens, req.MaxCompletionTokens = 0, m.cfg.MaxTokens
		}
	}
	if rf := opts.ResponseFormat; rf != nil {
		switch m.cfg.StructuredOutputs {
		case "", "json_schema":
			req.ResponseFormat = &openai.ChatCompletionResponseFormat{
				Type:       openai.ChatCompletionResponseFormatTypeJSONSchema,
				JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{Name: rf.Name, Schema: rf.Schema},
			}
		case "json_object":
			req.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
		}
	}
	fields := map[string]any{}
	if m.cfg.Temperature != nil {
		fields["temperature"] = *m.cfg.Temperature
	}
	return req, fields
}

// convertMessages maps agent messages to go-openai's, merging consecutive
// messages of the same role (some servers insist that roles alternate).
func convertMessages(msgs []agent.Message) []openai.ChatCompletionMessage {
	out := make([]openai.ChatCompletionMessage, 0, len(msgs))
	for _, m := range msgs {
		if n := len(out); n > 0 && out[n-1].Role == string(m.Role) {
			out[n-1].Content += "\n" + m.Content
			continue
		}
		out = append(out, openai.ChatCompletionMessage{Role: string(m.Role), Content: m.Content})
	}
	return out
}

// Generate sends one chat completion request, retrying what Retryable
// accepts. Errors carry no API key or other credential.
func (m *Model) Generate(ctx context.Context, msgs []agent.Message, opts agent.GenerateOptions) (agent.Completion, error) {
	req, fields := m.request(msgs, opts)
	c := &call{fields: fields}
	var resp openai.ChatCompletionResponse
	err := m.retry(ctx, c, func(actx context.Context, touch func()) error {
		var err error
		resp, err = m.client.CreateChatCompletion(withCall(actx, c), req)
		return err
	})
	if err != nil {
		return agent.Completion{}, m.redact(err)
	}
	if len(resp.Choices) == 0 {
		return agent.Completion{}, ErrNoChoices
	}
	return agent.Completion{
		Text:  agent.CutAtStop(resp.Choices[0].Message.Content, opts.Stop),
		Usage: agent.TokenUsage{InputTokens: resp.Usage.PromptTokens, OutputTokens: resp.Usage.CompletionTokens},
	}, nil
}

// Stream sends a streaming request and yields text as it arrives, then
// the usage from the final chunk. Text after a stop sequence is never
// yielded. An attempt that fails in a way Retryable accepts is retried,
// also mid-stream: when text was already yielded, a Delta with Restart
// set tells the caller to drop it before the new attempt's text comes.
// A stream cut before the server's end marker is an error (ErrStreamCut),
// never a short reply; so is a server that does not stream
// (ErrNotStreamed).
func (m *Model) Stream(ctx context.Context, msgs []agent.Message, opts agent.GenerateOptions) iter.Seq2[agent.Delta, error] {
	return func(yield func(agent.Delta, error) bool) {
		req, fields := m.request(msgs, opts)
		req.StreamOptions = &openai.StreamOptions{IncludeUsage: true}
		c := &call{fields: fields, stream: true}
		yielded, stopped := false, false
		send := func(d agent.Delta) bool {
			if !yield(d, nil) {
				stopped = true
				return false
			}
			return true
		}
		err := m.retry(ctx, c, func(actx context.Context, touch func()) error {
			if yielded {
				yielded = false
				if !send(agent.Delta{Restart: true}) {
					return nil
				}
			}
			stream, err := m.client.CreateChatCompletionStream(withCall(actx, c), req)
			if err != nil {
				return err
			}
			defer stream.Close()
			cut := newStopCutter(opts.Stop)
			for {
				chunk, err := stream.Recv()
				touch()
				if errors.Is(err, io.EOF) {
					if rest := cut.flush(); rest != "" {
						send(agent.Delta{Text: rest})
					}
					return nil
				}
				if err != nil {
					return err
				}
				if chunk.Usage != nil {
					u := agent.TokenUsage{InputTokens: chunk.Usage.PromptTokens, OutputTokens: chunk.Usage.CompletionTokens}
					if rest := cut.flush(); rest != "" {
						yielded = true
						if !send(agent.Delta{Text: rest}) {
							return nil
						}
					}
					if !send(agent.Delta{Usage: &u}) {
						return nil
					}
				}
				if len(chunk.Choices) == 0 || cut.stopped {
					continue
				}
				if text := cut.add(chunk.Choices[0].Delta.Content); text != "" {
					yielded = true
					if !send(agent.Delta{Text: text}) {
						return nil
					}
				}
			}
		})
		if err != nil && !stopped {
			yield(agent.Delta{}, m.redact(err))
		}
	}
}

// retry runs attempt until it succeeds, fails in a way that retrying
// cannot fix, runs out of retries, or ctx ends. Each attempt gets a
// context bounded by the request timeout; touch restarts that bound (a
// stream calls it for each piece). Each retry is logged.
func (m *Model) retry(ctx context.Context, c *call, attempt func(actx context.Context, touch func()) error) error {
	for n := 0; ; n++ {
		err := m.runAttempt(ctx, attempt)
		if err == nil {
			return nil
		}
		if ctxErr := ctx.Err(); ctxErr != nil {
			return ctxErr
		}
		if n >= m.cfg.MaxRetries || !Retryable(err) {
			return err
		}
		delay := m.backoff(n)
		if after, ok := c.takeRetryAfter(); ok {
			if after > m.cfg.MaxRetryAfter {
				return fmt.Errorf("%w (the server asked to retry after %v, longer than the %v allowed)", err, after, m.cfg.MaxRetryAfter)
			}
			delay = max(delay, after)
		}
		if dl, ok := ctx.Deadline(); ok && m.now().Add(delay).After(dl) {
			return fmt.Errorf("%w (no time left for a retry in %v)", err, delay.Round(time.Millisecond))
		}
		m.cfg.Logger.LogAttrs(ctx, slog.LevelWarn, "model call retry",
			slog.Int("attempt", n+2),
			slog.Int("max_attempts", m.cfg.MaxRetries+1),
			slog.Int64("delay_ms", delay.Milliseconds()),
			slog.Int("status", StatusCode(err)),
			slog.String("error", m.redact(err).Error()))
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
	}
}

// runAttempt runs one attempt under the request timeout.
func (m *Model) runAttempt(ctx context.Context, attempt func(actx context.Context, touch func()) error) error {
	if m.cfg.RequestTimeout < 0 {
		return attempt(ctx, func() {})
	}
	actx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	timeout := m.cfg.RequestTimeout
	timer := time.AfterFunc(timeout, func() { cancel(ErrRequestTimeout) })
	defer timer.Stop()
	err := attempt(actx, func() { timer.Reset(timeout) })
	if err != nil && ctx.Err() == nil && errors.Is(context.Cause(actx), ErrRequestTimeout) {
		return fmt.Errorf("%w: no reply within %v", ErrRequestTimeout, timeout)
	}
	return err
}

// backoff is the delay before retry number attempt+1: exponential, capped,
// with jitter in its upper half so that clients do not retry in step.
func (m *Model) backoff(attempt int) time.Duration {
	d := m.cfg.RetryBaseDelay
	for i := 0; i < attempt && d < m.cfg.RetryMaxDelay; i++ {
		d *= 2
	}
	d = min(d, m.cfg.RetryMaxDelay)
	half := d / 2
	return half + rand.N(half+1)
}

// Retryable reports whether err is worth retrying: a 429 (rate limited) or
// 5xx reply, a refused, reset or dropped connection, a stream cut before
// its end,
// or a request that timed out. A server that does not stream
// (ErrNotStreamed) or rejects the request (4xx) is not retried.
func Retryable(err error) bool {
	if code := StatusCode(err); code != 0 {
		return code == http.StatusTooManyRequests || code >= 500
	}
	return errors.Is(err, ErrStreamCut) || errors.Is(err, ErrRequestTimeout) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET)
}

// IsConnectionError reports whether err means the server could not be
// reached or dropped the connection (as opposed to a reply that says what
// went wrong).
func IsConnectionError(err error) bool {
	var ne net.Error
	return errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.As(err, &ne)
}

// StatusCode returns the HTTP status of a go-openai error, or 0.
func StatusCode(err error) int {
	var ae *openai.APIError
	if errors.As(err, &ae) {
		return ae.HTTPStatusCode
	}
	var re *openai.RequestError
	if errors.As(err, &re) {
		return re.HTTPStatusCode
	}
	return 0
}

// stopCutter passes streamed text through until a stop sequence appears,
// holding back just enough text to catch a sequence split across chunks.
type stopCutter struct {
	stops   []string
	hold    int
	pending string
	stopped bool
}

// newStopCutter builds a cutter for the given stop sequences.
func newStopCutter(stops []string) *stopCutter {
	c := &stopCutter{}
	for _, s := range stops {
		if s != "" {
			c.stops = append(c.stops, s)
			c.hold = max(c.hold, len(s)-1)
		}
	}
	return c
}

// add takes new text and returns what can safely be passed on.
func (c *stopCutter) add(text string) string {
	if c.stopped {
		return ""
	}
	c.pending += text
	if cut := agent.CutAtStop(c.pending, c.stops); len(cut) < len(c.pending) {
		c.stopped, c.pending = true, ""
		return cut
	}
	if len(c.pending) <= c.hold {
		return ""
	}
	out := c.pending[:len(c.pending)-c.hold]
	c.pending = c.pending[len(c.pending)-c.hold:]
	return out
}

// flush returns the held-back text at the end of the stream.
func (c *stopCutter) flush() string {
	out := c.pending
	c.pending = ""
	return out
}

// String describes the model without secrets.
func (m *Model) String() string { return fmt.Sprintf("openaimodel.Model(%s)", m.cfg) }
