// Package agenttest has fakes for testing code agents without a network
// or an interpreter: a scripted Model, a toy Executor, and a fake
// OpenAI-compatible HTTP server.
package agenttest

import (
	"context"
	"errors"
	"iter"
	"sync"

	"github.com/kraitpy/krait/agent"
)

// ErrNoReply is returned by ScriptedModel when its script is used up.
var ErrNoReply = errors.New("agenttest: the scripted model has no reply left")

// Reply is one scripted model reply.
type Reply struct {
	// Text is the reply.
	Text string
	// Usage is reported with the reply.
	Usage agent.TokenUsage
	// Err, when set, is returned instead of the reply.
	Err error
	// Block makes the call wait until its context ends.
	Block bool
}

// ScriptedModel is an agent.StreamingModel that gives its replies in
// order and records what it was asked. It is safe for concurrent use.
type ScriptedModel struct {
	mu      sync.Mutex
	replies []Reply
	calls   []Call
	chunk   int
}

// Call is one recorded model call.
type Call struct {
	// Messages is the conversation the model was sent.
	Messages []agent.Message
	// Options are the call's options (stop sequences).
	Options agent.GenerateOptions
}

// NewScriptedModel returns a model that answers with replies in order.
func NewScriptedModel(replies ...Reply) *ScriptedModel {
	return &ScriptedModel{replies: replies, chunk: 7}
}

// Texts builds replies from plain texts, each with a usage of 10 input
// and 5 output tokens.
func Texts(texts ...string) []Reply {
	out := make([]Reply, len(texts))
	for i, t := range texts {
		out[i] = Reply{Text: t, Usage: agent.TokenUsage{InputTokens: 10, OutputTokens: 5}}
	}
	return out
}

// Calls returns the calls made so far.
func (m *ScriptedModel) Calls() []Call {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Call(nil), m.calls...)
}

// next records a call and takes the next reply.
func (m *ScriptedModel) next(msgs []agent.Message, opts agent.GenerateOptions) (Reply, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.calls = append(m.calls, Call{Messages: append([]agent.Message(nil), msgs...), Options: opts})
	if len(m.replies) == 0 {
		return Reply{}, ErrNoReply
	}
	r := m.replies[0]
	m.replies = m.replies[1:]
	return r, nil
}

// Generate returns the next scripted reply.
func (m *ScriptedModel) Generate(ctx context.Context, msgs []agent.Message, opts agent.GenerateOptions) (agent.Completion, error) {
	r, err := m.next(msgs, opts)
	if err != nil {
		return agent.Completion{}, err
	}
	if r.Block {
		<-ctx.Done()
		return agent.Completion{}, ctx.Err()
	}
	if r.Err != nil {
		return agent.Completion{}, r.Err
	}
	return agent.Completion{Text: r.Text, Usage: r.Usage}, nil
}

// Stream yields the next scripted reply in small pieces, then its usage.
func (m *ScriptedModel) Stream(ctx context.Context, msgs []agent.Message, opts agent.GenerateOptions) iter.Seq2[agent.Delta, error] {
	return func(yield func(agent.Delta, error) bool) {
		c, err := m.Generate(ctx, msgs, opts)
		if err != nil {
			yield(agent.Delta{}, err)
			return
		}
		text := c.Text
		for len(text) > 0 {
			n := min(m.chunk, len(text))
			if !yield(agent.Delta{Text: text[:n]}, nil) {
				return
			}
			text = text[n:]
		}
		u := c.Usage
		yield(agent.Delta{Usage: &u}, nil)
	}
}
