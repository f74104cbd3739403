package agent

import (
	"context"
	"encoding/json"
	"iter"
)

// Role is who speaks in a chat message.
type Role string

// The chat roles the agent uses.
const (
	RoleSystem    Role = "system"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
)

// Message is one chat message sent to a Model.
type Message struct {
	// Role says who speaks.
	Role Role `json:"role"`
	// Content is the message text.
	Content string `json:"content"`
}

// GenerateOptions are per-call settings the agent passes to a Model.
type GenerateOptions struct {
	// Stop lists sequences at which the model must stop writing; the
	// sequence itself is not part of the reply.
	Stop []string
	// ResponseFormat, when not nil, asks for a reply that is JSON
	// matching a schema (structured outputs); models that cannot do it
	// may ignore it, the agent checks the reply anyway.
	ResponseFormat *ResponseFormat
}

// ResponseFormat asks a model for a JSON reply.
type ResponseFormat struct {
	// Name names the schema (some servers require one).
	Name string
	// Schema is the JSON Schema of the reply.
	Schema json.RawMessage
}

// TokenUsage counts tokens for one model call or a sum of calls.
type TokenUsage struct {
	// InputTokens counts the prompt's tokens.
	InputTokens int `json:"input_tokens"`
	// OutputTokens counts the reply's tokens.
	OutputTokens int `json:"output_tokens"`
}

// Total is input plus output tokens.
func (u TokenUsage) Total() int { return u.InputTokens + u.OutputTokens }

// Add returns the sum of two usages.
func (u TokenUsage) Add(v TokenUsage) TokenUsage {
	return TokenUsage{InputTokens: u.InputTokens + v.InputTokens, OutputTokens: u.OutputTokens + v.OutputTokens}
}

// Completion is a model's reply.
type Completion struct {
	// Text is what the model wrote, cut before any stop sequence.
	Text string
	// Usage is the token count the server reported (zero when unknown).
	Usage TokenUsage
}

// Model writes the next assistant message for a conversation.
type Model interface {
	// Generate returns the model's reply to msgs.
	Generate(ctx context.Context, msgs []Message, opts GenerateOptions) (Completion, error)
}

// Delta is one piece of a streamed reply. The last piece may carry only
// the usage.
type Delta struct {
	// Text is the new text.
	Text string
	// Usage, when not nil, is the usage for the whole reply.
	Usage *TokenUsage
	// Restart says that the reply is being asked for again (the stream
	// was cut and retried): the text received so far must be dropped.
	Restart bool
}

// StreamingModel is a Model that can also hand out its reply as it is
// written.
type StreamingModel interface {
	Model
	// Stream yields the reply piece by piece; an error ends the sequence.
	Stream(ctx context.Context, msgs []Message, opts GenerateOptions) iter.Seq2[Delta, error]
}
