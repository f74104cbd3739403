package openaimodel

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/kraitpy/krait/agent"
)

// Model is an agent.StreamingModel backed by an OpenAI-compatible server.
// It is safe for concurrent use.
type Model struct {
	client *openai.Client
	cfg    Config
}

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
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{}
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	oc.HTTPClient = patchingDoer{next: cfg.HTTPClient}
	return &Model{client: openai.NewClientWithConfig(oc), cfg: cfg}, nil
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
		req.MaxTokens = m.cfg.MaxTokens
		if err := openai.NewReasoningValidator().Validate(req); errors.Is(err, openai.ErrReasoningModelMaxTokensDeprecated) || errors.Is(err, openai.ErrO1MaxTokensDeprecated) {
			req.MaxTokens, req.MaxCompletionTokens = 0, m.cfg.MaxTokens
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

// Generate sends one chat completion request, retrying on 429 and 5xx.
func (m *Model) Generate(ctx context.Context, msgs []agent.Message, opts agent.GenerateOptions) (agent.Completion, error) {
	req, fields := m.request(msgs, opts)
	ctx = withBodyPatch(ctx, fields)
	var resp openai.ChatCompletionResponse
	err := m.retry(ctx, func() error {
		var err error
		resp, err = m.client.CreateChatCompletion(ctx, req)
		return err
	})
	if err != nil {
		return agent.Completion{}, err
	}
	if len(resp.Choices) == 0 {
		return agent.Completion{}, errors.New("openaimodel: the server returned no choices")
	}
	return agent.Completion{
		Text:  agent.CutAtStop(resp.Choices[0].Message.Content, opts.Stop),
		Usage: agent.TokenUsage{InputTokens: resp.Usage.PromptTokens, OutputTokens: resp.Usage.CompletionTokens},
	}, nil
}

// Stream sends a streaming request (retrying its start on 429 and 5xx)
// and yields text as it arrives, then the usage from the final chunk.
// Text after a stop sequence is never yielded.
func (m *Model) Stream(ctx context.Context, msgs []agent.Message, opts agent.GenerateOptions) iter.Seq2[agent.Delta, error] {
	return func(yield func(agent.Delta, error) bool) {
		req, fields := m.request(msgs, opts)
		req.StreamOptions = &openai.StreamOptions{IncludeUsage: true}
		ctx := withBodyPatch(ctx, fields)
		var stream *openai.ChatCompletionStream
		err := m.retry(ctx, func() error {
			var err error
			stream, err = m.client.CreateChatCompletionStream(ctx, req)
			return err
		})
		if err != nil {
			yield(agent.Delta{}, err)
			return
		}
		defer stream.Close()
		cut := newStopCutter(opts.Stop)
		for {
			chunk, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				if rest := cut.flush(); rest != "" {
					yield(agent.Delta{Text: rest}, nil)
				}
				return
			}
			if err != nil {
				if ctxErr := ctx.Err(); ctxErr != nil {
					err = ctxErr
				}
				yield(agent.Delta{}, err)
				return
			}
			if chunk.Usage != nil {
				u := agent.TokenUsage{InputTokens: chunk.Usage.PromptTokens, OutputTokens: chunk.Usage.CompletionTokens}
				if rest := cut.flush(); rest != "" && !yield(agent.Delta{Text: rest}, nil) {
					return
				}
				if !yield(agent.Delta{Usage: &u}, nil) {
					return
				}
			}
			if len(chunk.Choices) == 0 || cut.stopped {
				continue
			}
			if text := cut.add(chunk.Choices[0].Delta.Content); text != "" {
				if !yield(agent.Delta{Text: text}, nil) {
					return
				}
			}
		}
	}
}

// retry calls fn until it succeeds, fails in a way that retrying cannot
// fix, runs out of retries, or ctx ends.
func (m *Model) retry(ctx context.Context, fn func() error) error {
	for attempt := 0; ; attempt++ {
		err := fn()
		if err == nil {
			return nil
		}
		if ctxErr := ctx.Err(); ctxErr != nil {
			return ctxErr
		}
		if attempt >= m.cfg.MaxRetries || !Retryable(err) {
			return err
		}
		t := time.NewTimer(m.backoff(attempt))
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
	}
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

// Retryable reports whether err is a server reply worth retrying: 429 (rate
// limited) or any 5xx.
func Retryable(err error) bool {
	code := StatusCode(err)
	return code == http.StatusTooManyRequests || code >= 500
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
