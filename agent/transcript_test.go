package agent_test

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata/transcripts")

// transcript is a recorded conversation: a task and the model's replies.
type transcript struct {
	Task             string   `json:"task"`
	MaxSteps         int      `json:"max_steps,omitempty"`
	PlanningInterval int      `json:"planning_interval,omitempty"`
	Replies          []string `json:"replies"`
}

// golden is what replaying a transcript must produce.
type golden struct {
	Answer     any              `json:"answer"`
	AnswerText string           `json:"answer_text"`
	Error      string           `json:"error,omitempty"`
	Usage      agent.TokenUsage `json:"usage"`
	Memory     agent.Memory     `json:"memory"`
}

// addTool is the tool the transcripts may call.
func addTool(t *testing.T) agent.Tool {
	type args struct {
		A int `json:"a" description:"first addend"`
		B int `json:"b" description:"second addend"`
	}
	tool, err := agent.NewTool("add", "Adds two integers.", func(_ context.Context, in args) (int, error) { return in.A + in.B, nil })
	if err != nil {
		t.Fatal(err)
	}
	return tool
}

// TestTranscripts replays each recorded transcript through the agent and
// compares the run with its golden file; then it checks that the messages
// rebuilt from the stored memory are exactly what the model was sent.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/transcripts/*.json")
	if err != nil {
		t.Fatal(err)
	}
	var n int
	for _, file := range files {
		if strings.HasSuffix(file, ".golden.json") {
			continue
		}
		n++
		t.Run(strings.TrimSuffix(filepath.Base(file), ".json"), func(t *testing.T) { replayTranscript(t, file) })
	}
	if n == 0 {
		t.Fatal("no transcripts found")
	}
}

func replayTranscript(t *testing.T, file string) {
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var tr transcript
	if err := json.Unmarshal(raw, &tr); err != nil {
		t.Fatal(err)
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(tr.Replies...)...)
	fixed := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	opts := []agent.Option{agent.WithTools(addTool(t)), agent.WithClock(func() time.Time { return fixed })}
	if tr.MaxSteps > 0 {
		opts = append(opts, agent.WithMaxSteps(tr.MaxSteps))
	}
	if tr.PlanningInterval > 0 {
		opts = append(opts, agent.WithPlanningInterval(tr.PlanningInterval))
	}
	a, err := agent.New(m, agenttest.NewToyExecutor, opts...)
	if err != nil {
		t.Fatal(err)
	}
	res, runErr := a.Run(context.Background(), tr.Task)
	got := golden{Answer: res.Answer, AnswerText: res.AnswerText, Usage: res.Usage, Memory: res.Memory}
	if runErr != nil {
		got.Error = runErr.Error()
	}
	// Round-trip through JSON so that the comparison sees what a file holds.
	gotJSON, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	goldenFile := strings.TrimSuffix(file, ".json") + ".golden.json"
	if *update {
		if err := os.WriteFile(goldenFile, append(gotJSON, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wantJSON, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatalf("%v (run go test ./agent -run TestTranscripts -update to create it)", err)
	}
	var want, gotBack golden
	if err := json.Unmarshal(wantJSON, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(gotJSON, &gotBack); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, gotBack); diff != "" {
		t.Fatalf("replay differs from %s (-want +got):\n%s", goldenFile, diff)
	}

	// Memory replay: every model call of an action step was sent exactly
	// the messages rebuilt from the stored steps that preceded it.
	calls := m.Calls()
	if len(calls) != len(want.Memory.Steps) {
		t.Fatalf("%d model calls for %d steps", len(calls), len(want.Memory.Steps))
	}
	for i, s := range want.Memory.Steps {
		if s.Kind != agent.ActionStep {
			continue
		}
		prefix := agent.Memory{SystemPrompt: want.Memory.SystemPrompt, Task: want.Memory.Task, Steps: want.Memory.Steps[:i]}
		if diff := cmp.Diff(prefix.Messages(), calls[i].Messages); diff != "" {
			t.Errorf("step %d: messages rebuilt from memory differ from those sent (-rebuilt +sent):\n%s", i, diff)
		}
	}
}
