package agent_test

import (
	"context"
	"errors"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/agent/openaimodel"
)

const cassetteFile = "testdata/cassettes/two_steps_streamed.json"

// cassetteAgent builds a streaming agent whose model talks through doer.
func cassetteAgent(t *testing.T, baseURL string, doer agenttest.Doer, out *strings.Builder) *agent.CodeAgent {
	t.Helper()
	zero := 0.0
	m, err := openaimodel.New(openaimodel.Config{BaseURL: baseURL, APIKey: "sk-never-recorded", Model: "fake-coder",
		Temperature: &zero, HTTPClient: doer})
	if err != nil {
		t.Fatal(err)
	}
	a, err := agent.New(m, agenttest.NewToyExecutor, agent.WithStream(func(s string) { out.WriteString(s) }))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestCassetteReplay replays a recorded HTTP conversation (SSE streams
// included) with no server at all. Run with -update to record it again
// from the fake server.
func TestCassetteReplay(t *testing.T) {
	const task = "Count to two, then answer 2."
	if *update {
		srv := agenttest.NewServer(t,
			agenttest.ServerReply{Content: "Thought: count.\n<code>\nprint(1)\nprint(2)\n</code>", PromptTokens: 900, CompletionTokens: 14},
			agenttest.ServerReply{Content: "Thought: answer.\n<code>\nfinal_answer(2)\n</code>", PromptTokens: 950, CompletionTokens: 11})
		rec := agenttest.RecordCassette(cassetteFile, &http.Client{})
		var sb strings.Builder
		if _, err := cassetteAgent(t, srv.URL, rec, &sb).Run(context.Background(), task); err != nil {
			t.Fatal(err)
		}
		if err := rec.Save(); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(cassetteFile)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), "sk-never-recorded") {
		t.Fatal("the API key was written to the cassette")
	}
	cas, err := agenttest.ReplayCassette(cassetteFile)
	if err != nil {
		t.Fatal(err)
	}
	var streamed strings.Builder
	res, err := cassetteAgent(t, "http://replay.invalid/v1", cas, &streamed).Run(context.Background(), task)
	if err != nil {
		t.Fatalf("%v\n(if the prompt or the requests changed on purpose, record again: go test ./agent -run TestCassetteReplay -update)", err)
	}
	if res.Answer != int64(2) || res.Steps[0].Logs != "1\n2\n" || res.Usage != (agent.TokenUsage{InputTokens: 1850, OutputTokens: 25}) {
		t.Errorf("answer %#v, logs %q, usage %+v", res.Answer, res.Steps[0].Logs, res.Usage)
	}
	if !strings.Contains(streamed.String(), "print(2)") {
		t.Errorf("streamed %q", streamed.String())
	}
	if cas.Remaining() != 0 {
		t.Errorf("%d recorded exchanges not replayed", cas.Remaining())
	}
}

func TestCassetteMismatch(t *testing.T) {
	cas, err := agenttest.ReplayCassette(cassetteFile)
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	_, err = cassetteAgent(t, "http://replay.invalid/v1", cas, &sb).Run(context.Background(), "A different task.")
	var ge *agent.GenerationError
	if !errors.As(err, &ge) || !errors.Is(err, agenttest.ErrCassetteMismatch) || !strings.Contains(err.Error(), "A different task.") {
		t.Errorf("error = %v, want a generation error wrapping ErrCassetteMismatch with a diff", err)
	}
}
