package remoteexec

import (
	"context"
	"fmt"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/serve"
)

// TestAgentRunTrace runs an agent whose code executes on a krait server
// and calls a tool back, with spans recorded in memory: the agent's run,
// its steps, each step's model call and code execution, and — linked
// through the executor's requests' traceparent — the server's run and
// tool call under the execution. The tree is printed with -v.
func TestAgentRunTrace(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	defer tp.Shutdown(context.Background())

	srv := serve.New(serve.Config{TracerProvider: tp})
	hs := httptest.NewServer(srv.Handler())
	defer func() {
		srv.Close()
		hs.Close()
	}()
	lookup := agent.NewFuncTool("lookup", "Looks a word up.", []agent.Param{{Name: "word", Type: "string"}}, "string",
		func(ctx context.Context, args map[string]any) (any, error) { return "a " + args["word"].(string), nil })
	model := agenttest.NewScriptedModel(agenttest.Texts(
		"Thought: look it up\n<code>\nx = lookup(word='krait')\nprint(x)\n</code>",
		"Thought: done\n<code>\nfinal_answer(x)\n</code>",
	)...)
	a, err := agent.New(model, New(hs.URL, ""), agent.WithTools(lookup), agent.WithTracerProvider(tp))
	require.NoError(t, err)
	res, err := a.Run(context.Background(), "What is a krait?")
	require.NoError(t, err)
	assert.Equal(t, "a krait", res.Answer)
	srv.Close() // ends the session's span

	spans := exp.GetSpans()
	tree := spanTree(spans)
	t.Log("span tree of one agent run:\n" + tree)
	assert.Equal(t, `agent.run in=20 out=10
  agent.step step=1
    agent.model_call in=10 out=5
    agent.execute step=1
      krait.run run=1
        krait.tool_call tool=lookup
  agent.step step=2
    agent.model_call in=10 out=5
    agent.execute step=2
      krait.run run=2
krait.session
`, tree)
	// The server's runs are in the agent's trace (the executor's
	// requests carry its traceparent); the session, created when the
	// agent made its executor (no context then), is a trace of its own.
	var runTrace string
	for _, s := range spans {
		if s.Name == "agent.run" {
			runTrace = s.SpanContext.TraceID().String()
		}
	}
	for _, s := range spans {
		if s.Name != "krait.session" {
			assert.Equal(t, runTrace, s.SpanContext.TraceID().String(), s.Name)
		}
	}
}

// spanTree prints spans as an indented tree (children by start time) with
// a few attributes; spans whose parent was not recorded are roots.
func spanTree(spans tracetest.SpanStubs) string {
	byID := map[string]tracetest.SpanStub{}
	children := map[string][]tracetest.SpanStub{}
	for _, s := range spans {
		byID[s.SpanContext.SpanID().String()] = s
	}
	var roots []tracetest.SpanStub
	for _, s := range spans {
		p := s.Parent.SpanID().String()
		if _, ok := byID[p]; ok && s.Parent.IsValid() {
			children[p] = append(children[p], s)
		} else {
			roots = append(roots, s)
		}
	}
	byStart := func(l []tracetest.SpanStub) {
		sort.Slice(l, func(i, j int) bool {
			if l[i].Name == "krait.session" || l[j].Name == "krait.session" {
				return l[j].Name == "krait.session" && l[i].Name != "krait.session"
			}
			return l[i].StartTime.Before(l[j].StartTime)
		})
	}
	var b strings.Builder
	var walk func(s tracetest.SpanStub, depth int)
	walk = func(s tracetest.SpanStub, depth int) {
		b.WriteString(strings.Repeat("  ", depth) + s.Name)
		for _, kv := range s.Attributes {
			switch string(kv.Key) {
			case "agent.step":
				if s.Name != "agent.model_call" {
					fmt.Fprintf(&b, " step=%d", kv.Value.AsInt64())
				}
			case "gen_ai.usage.input_tokens":
				fmt.Fprintf(&b, " in=%d", kv.Value.AsInt64())
			case "gen_ai.usage.output_tokens":
				fmt.Fprintf(&b, " out=%d", kv.Value.AsInt64())
			case "krait.run":
				if s.Name == "krait.run" {
					fmt.Fprintf(&b, " run=%s", kv.Value.AsString())
				}
			case "krait.tool":
				fmt.Fprintf(&b, " tool=%s", kv.Value.AsString())
			}
		}
		b.WriteString("\n")
		kids := children[s.SpanContext.SpanID().String()]
		byStart(kids)
		for _, k := range kids {
			walk(k, depth+1)
		}
	}
	byStart(roots)
	for _, r := range roots {
		walk(r, 0)
	}
	return b.String()
}
