package serve_test

import (
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.26.0"
	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/agent/remoteexec"
)

// TestTraceExportedOverOTLP: `krait serve`, configured by the standard
// OTEL_* environment variables, exports its spans over OTLP/HTTP to a
// receiver (an in-process one here, as a collector would be); an agent in
// this process exports its own spans to the same receiver and runs its
// code on that server, which calls a tool back. The receiver gets one
// trace: the agent's run, its steps, model calls and code executions, and
// under each execution the server's run (joined through the requests'
// traceparent) with its tool call. The tree is printed with -v.
func TestTraceExportedOverOTLP(t *testing.T) {
	recv := &otlpReceiver{}
	rs := httptest.NewServer(recv)
	defer rs.Close()
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", rs.URL)
	t.Setenv("OTEL_BSP_SCHEDULE_DELAY", "50") // milliseconds
	url := startHTTP(t)

	exp, err := otlptracehttp.New(context.Background(), otlptracehttp.WithEndpointURL(rs.URL+"/v1/traces"))
	require.NoError(t, err)
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp),
		sdktrace.WithResource(resource.NewSchemaless(semconv.ServiceName("agent-under-test"))))
	defer tp.Shutdown(context.Background())
	lookup := agent.NewFuncTool("lookup", "Looks a word up.", []agent.Param{{Name: "word", Type: "string"}}, "string",
		func(ctx context.Context, args map[string]any) (any, error) { return "a " + args["word"].(string), nil })
	model := agenttest.NewScriptedModel(agenttest.Texts(
		"Thought: look it up\n<code>\nx = lookup(word='krait')\nprint(x)\n</code>",
		"Thought: done\n<code>\nfinal_answer(x)\n</code>",
	)...)
	a, err := agent.New(model, remoteexec.New(url, ""), agent.WithTools(lookup), agent.WithTracerProvider(tp))
	require.NoError(t, err)
	res, err := a.Run(context.Background(), "What is a krait?")
	require.NoError(t, err)
	assert.Equal(t, "a krait", res.Answer)
	require.NoError(t, tp.ForceFlush(context.Background()))

	// The server's spans come in its next batch (50 ms); the session's
	// when the agent's executor deletes it at the end of the run.
	want := `agent.run in=20 out=10 [agent-under-test]
  agent.step step=1 [agent-under-test]
    agent.model_call in=10 out=5 [agent-under-test]
    agent.execute step=1 [agent-under-test]
      krait.run run=1 [krait]
        krait.tool_call tool=lookup [krait]
  agent.step step=2 [agent-under-test]
    agent.model_call in=10 out=5 [agent-under-test]
    agent.execute step=2 [agent-under-test]
      krait.run run=2 [krait]
krait.session [krait]
`
	var tree string
	for deadline := time.Now().Add(20 * time.Second); ; {
		tree = recv.tree()
		if tree == want || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Log("span tree of one agent run, as the OTLP receiver got it:\n" + tree)
	require.Equal(t, want, tree)
	// One trace, but for the session (created when the agent made its
	// executor, outside the run).
	traces := map[string]bool{}
	for _, s := range recv.all() {
		if s.name != "krait.session" {
			traces[s.trace] = true
		}
	}
	assert.Len(t, traces, 1, "trace ids of the run's spans")
}

// otlpReceiver takes OTLP/HTTP trace exports (protobuf) and keeps their
// spans.
type otlpReceiver struct {
	mu    sync.Mutex
	spans []receivedSpan
}

type receivedSpan struct {
	service, name, trace, id, parent string
	start                            uint64
	attrs                            map[string]string
}

func (r *otlpReceiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, err := io.ReadAll(req.Body)
	var msg coltracepb.ExportTraceServiceRequest
	if err == nil {
		err = proto.Unmarshal(body, &msg)
	}
	if req.URL.Path != "/v1/traces" || err != nil {
		http.Error(w, fmt.Sprintf("not an OTLP trace export: %s %v", req.URL.Path, err), http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	for _, rs := range msg.ResourceSpans {
		service := ""
		for _, kv := range rs.GetResource().GetAttributes() {
			if kv.Key == "service.name" {
				service = kv.Value.GetStringValue()
			}
		}
		for _, ss := range rs.ScopeSpans {
			for _, s := range ss.Spans {
				attrs := map[string]string{}
				for _, kv := range s.Attributes {
					v := kv.Value.GetStringValue()
					if v == "" {
						v = fmt.Sprint(kv.Value.GetIntValue())
					}
					attrs[kv.Key] = v
				}
				r.spans = append(r.spans, receivedSpan{service: service, name: s.Name, trace: hex.EncodeToString(s.TraceId),
					id: hex.EncodeToString(s.SpanId), parent: hex.EncodeToString(s.ParentSpanId), start: s.StartTimeUnixNano, attrs: attrs})
			}
		}
	}
	r.mu.Unlock()
	data, _ := proto.Marshal(&coltracepb.ExportTraceServiceResponse{})
	w.Header().Set("Content-Type", "application/x-protobuf")
	w.Write(data)
}

func (r *otlpReceiver) all() []receivedSpan {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]receivedSpan(nil), r.spans...)
}

// tree prints the spans received as an indented tree (children by start
// time, the session last), with a few attributes (token counts, step,
// run, tool) and each span's service.
func (r *otlpReceiver) tree() string {
	spans := r.all()
	byID := map[string]bool{}
	for _, s := range spans {
		byID[s.id] = true
	}
	children := map[string][]receivedSpan{}
	var roots []receivedSpan
	for _, s := range spans {
		if byID[s.parent] {
			children[s.parent] = append(children[s.parent], s)
		} else {
			roots = append(roots, s)
		}
	}
	order := func(l []receivedSpan) {
		sort.Slice(l, func(i, j int) bool {
			if (l[i].name == "krait.session") != (l[j].name == "krait.session") {
				return l[j].name == "krait.session"
			}
			return l[i].start < l[j].start
		})
	}
	var b strings.Builder
	var walk func(s receivedSpan, depth int)
	walk = func(s receivedSpan, depth int) {
		b.WriteString(strings.Repeat("  ", depth) + s.name)
		switch s.name {
		case "agent.run", "agent.model_call":
			fmt.Fprintf(&b, " in=%s out=%s", s.attrs["gen_ai.usage.input_tokens"], s.attrs["gen_ai.usage.output_tokens"])
		case "agent.step", "agent.execute":
			fmt.Fprintf(&b, " step=%s", s.attrs["agent.step"])
		case "krait.run":
			fmt.Fprintf(&b, " run=%s", s.attrs["krait.run"])
		case "krait.tool_call":
			fmt.Fprintf(&b, " tool=%s", s.attrs["krait.tool"])
		}
		fmt.Fprintf(&b, " [%s]\n", s.service)
		kids := children[s.id]
		order(kids)
		for _, k := range kids {
			walk(k, depth+1)
		}
	}
	order(roots)
	for _, s := range roots {
		walk(s, 0)
	}
	return b.String()
}
