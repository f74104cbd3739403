// Package openaimodel implements agent.Model on any OpenAI-compatible
// chat completions server (vLLM, llama.cpp's server, Ollama, LiteLLM, the
// OpenAI API) through github.com/sashabaranov/go-openai.
//
// It adds what the agent needs and go-openai lacks: a temperature of 0
// that is really sent, client-side stop sequences for servers that refuse
// them, retries with backoff on 429 and 5xx replies, and streaming with
// the usage chunk.
package openaimodel

import (
	"fmt"
	"log/slog"
	"strconv"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// Environment variables read by ConfigFromEnv.
const (
	EnvBaseURL = "OPENAI_BASE_URL"
	EnvAPIKey  = "OPENAI_API_KEY"
	EnvModel   = "KRAIT_MODEL"
)

// Config configures a Model. The API key is never printed: String and
// LogValue redact it.
type Config struct {
	// BaseURL is the server's API root, e.g. "http://localhost:8000/v1".
	// Empty means go-openai's default.
	BaseURL string
	// APIKey is sent as a bearer token when not empty.
	APIKey string
	// Model is the model name the server knows.
	Model string
	// Temperature, when not nil, is sent as is, including 0 (go-openai
	// alone would drop a 0 because of omitempty); nil leaves the server's
	// default.
	Temperature *float64
	// MaxTokens caps the reply length; 0 leaves the server's default.
	MaxTokens int
	// NoStopSequences is for servers that reject the "stop" parameter:
	// stop sequences are then not sent, and replies are cut after them on
	// the client.
	NoStopSequences bool
	// MaxRetries is how many times a failed call is retried: 0 means 3, a
	// negative value means never. A call is retried after a 429 or 5xx
	// reply, a refused or reset connection, a stream cut before its end
	// and a request that timed out (see Retryable).
	MaxRetries int
	// RetryBaseDelay is the first backoff delay (default 500ms); each
	// retry doubles it, with jitter, up to RetryMaxDelay (default 20s).
	// A Retry-After header (seconds or an HTTP date) on the failed reply
	// replaces the backoff when it asks for longer.
	RetryBaseDelay time.Duration
	// RetryMaxDelay caps the backoff delay.
	RetryMaxDelay time.Duration
	// MaxRetryAfter is the longest Retry-After the model waits for
	// (default 2m); a server asking for longer gets no retry.
	MaxRetryAfter time.Duration
	// RequestTimeout bounds one attempt: the whole request and reply, or
	// for a stream, the wait for each piece. 0 means DefaultRequestTimeout,
	// a negative value means no bound (the caller's context still
	// applies). A timed-out attempt is retried.
	RequestTimeout time.Duration
	// StructuredOutputs says how a request for a JSON reply
	// (agent.GenerateOptions.ResponseFormat) is passed on: "" or
	// "json_schema" sends the schema as response_format (vLLM, llama.cpp's
	// server, the OpenAI API), "json_object" asks only for JSON (JSON
	// mode), "off" sends nothing (the agent still checks the reply).
	StructuredOutputs string
	// Logger receives one warning record per retry. nil logs nothing.
	Logger *slog.Logger
	// HTTPClient sends the requests; nil means a new http.Client.
	HTTPClient openai.HTTPDoer
}

// DefaultRequestTimeout bounds one model request when Config.RequestTimeout
// is 0: long enough for a slow local model to write a long reply, short
// enough that a silent server does not hold a run forever.
const DefaultRequestTimeout = 5 * time.Minute

// ConfigFromEnv fills BaseURL, APIKey and Model from OPENAI_BASE_URL,
// OPENAI_API_KEY and KRAIT_MODEL, read through getenv (os.Getenv in
// programs).
func ConfigFromEnv(getenv func(string) string) Config {
	return Config{BaseURL: getenv(EnvBaseURL), APIKey: getenv(EnvAPIKey), Model: getenv(EnvModel)}
}

// redactedKey shows whether a key is set without showing it.
func redactedKey(key string) string {
	if key == "" {
		return "(none)"
	}
	return "(set, redacted)"
}

// String describes the configuration without the API key.
func (c Config) String() string {
	temp := "default"
	if c.Temperature != nil {
		temp = strconv.FormatFloat(*c.Temperature, 'g', -1, 64)
	}
	return fmt.Sprintf("openaimodel.Config{BaseURL: %q, Model: %q, APIKey: %s, Temperature: %s, MaxTokens: %d, MaxRetries: %d, RequestTimeout: %v}",
		c.BaseURL, c.Model, redactedKey(c.APIKey), temp, c.MaxTokens, c.MaxRetries, c.RequestTimeout)
}

// LogValue makes slog print the configuration without the API key.
func (c Config) LogValue() slog.Value {
	attrs := []slog.Attr{
		slog.String("base_url", c.BaseURL),
		slog.String("model", c.Model),
		slog.String("api_key", redactedKey(c.APIKey)),
		slog.Int("max_tokens", c.MaxTokens),
	}
	if c.Temperature != nil {
		attrs = append(attrs, slog.Float64("temperature", *c.Temperature))
	}
	return slog.GroupValue(attrs...)
}

// GoString keeps %#v from printing the key too.
func (c Config) GoString() string { return c.String() }
