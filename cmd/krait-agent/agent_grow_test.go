package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/internal/cliflag"
)

// runAgentCLI runs `krait agent` against srv and returns exit code,
// stdout and stderr.
func runAgentCLI(t *testing.T, srv *agenttest.Server, args ...string) (int, string, string) {
	t.Helper()
	return runAgentCLIInput(t, srv, "", args...)
}

// runAgentCLIInput is runAgentCLI with input on standard input.
func runAgentCLIInput(t *testing.T, srv *agenttest.Server, input string, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	t.Setenv("NO_COLOR", "1")
	var stdout, stderr bytes.Buffer
	code := cmdAgent(append([]string{"--model", "m"}, args...), strings.NewReader(input), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// A run saved with --save-memory is continued with --resume: the model
// sees the whole earlier conversation and the new task, and numbers in
// the saved file keep their kind.
func TestAgentCommandResume(t *testing.T) {
	file := filepath.Join(t.TempDir(), "memory.json")
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: count.\n<code>\nwords = 'a b c'.split()\nprint(len(words))\n</code>"},
		agenttest.ServerReply{Content: "Thought: done.\n<code>\nfinal_answer(float(len(words)))\n</code>"})
	code, stdout, stderr := runAgentCLI(t, srv, "--save-memory", file, "How many words are in 'a b c'?")
	if code != cliflag.ExitOK || stdout != "3.0\n" {
		t.Fatalf("first run: exit %d, stdout %q:\n%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	mem, err := agent.LoadMemory(data)
	if err != nil || !reflect.DeepEqual(mem.Steps[1].Output, 3.0) {
		t.Fatalf("saved memory: output %#v, %v", mem.Steps[1].Output, err)
	}
	srv2 := agenttest.NewServer(t, agenttest.ServerReply{Content: "Thought: double it.\n<code>\nfinal_answer(3 * 2)\n</code>"})
	code, stdout, stderr = runAgentCLI(t, srv2, "--resume", file, "--save-memory", file, "And twice that?")
	if code != cliflag.ExitOK || stdout != "6\n" {
		t.Fatalf("resumed run: exit %d, stdout %q:\n%s", code, stdout, stderr)
	}
	body := string(srv2.Requests()[0].Body)
	for _, want := range []string{`New task:\nHow many words`, `Execution logs:\n3\n`, `New task:\nAnd twice that?`, `interpreter was restarted`} {
		if !strings.Contains(body, want) {
			t.Errorf("the resumed request lacks %q: %s", want, body)
		}
	}
	data, _ = os.ReadFile(file)
	if mem, err = agent.LoadMemory(data); err != nil || len(mem.Steps) != 4 || mem.Steps[3].Number != 3 {
		t.Errorf("memory after the resumed run: %+v, %v", mem.Steps, err)
	}
}

// --output-schema: an answer that breaks the schema is refused with the
// reason as an observation; the fixed answer is printed as JSON.
func TestAgentCommandOutputSchema(t *testing.T) {
	schema := filepath.Join(t.TempDir(), "schema.json")
	os.WriteFile(schema, []byte(`{"type": "object", "properties": {"city": {"type": "string"}, "population": {"type": "integer"}}, "required": ["city", "population"], "additionalProperties": false}`), 0o644)
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: answer.\n<code>\nfinal_answer({'city': 'Oslo', 'population': 709.0})\n</code>"},
		agenttest.ServerReply{Content: "Thought: an integer.\n<code>\nfinal_answer({'city': 'Oslo', 'population': 709})\n</code>"})
	code, stdout, stderr := runAgentCLI(t, srv, "--output-schema", schema, "Which city, and how many thousand people?")
	if code != cliflag.ExitOK || stdout != `{"city":"Oslo","population":709}`+"\n" {
		t.Fatalf("exit %d, stdout %q:\n%s", code, stdout, stderr)
	}
	if first := string(srv.Requests()[0].Body); !strings.Contains(first, `must match this JSON Schema`) {
		t.Errorf("the schema is not in the system prompt: %s", first)
	}
	if second := string(srv.Requests()[1].Body); !strings.Contains(second, `does not match the output schema: $.population: expected integer, got number 709.0`) {
		t.Errorf("the refusal did not reach the model: %s", second)
	}
}

// --compact-after: the older steps are replaced by a summary written by
// --summary-model; the saved memory keeps every step in full.
func TestAgentCommandCompaction(t *testing.T) {
	file := filepath.Join(t.TempDir(), "memory.json")
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: part one.\n<code>\nrows = [i * i for i in range(300)]\nprint(rows)\n</code>"},
		agenttest.ServerReply{Content: "Thought: part two.\n<code>\ntotal = sum(rows)\nprint(total)\n</code>"},
		agenttest.ServerReply{Content: "The squares of 0..299 are in rows; their sum, in total, is 8955050. Left: answer."},
		agenttest.ServerReply{Content: "Thought: answer.\n<code>\nfinal_answer(total)\n</code>"})
	code, stdout, stderr := runAgentCLI(t, srv, "--compact-after", "4000", "--compact-keep", "1", "--summary-model", "small", "--verbose", "--save-memory", file, "Sum the squares below 300.")
	if code != cliflag.ExitOK || stdout != "8955050\n" {
		t.Fatalf("exit %d, stdout %q:\n%s", code, stdout, stderr)
	}
	reqs := srv.Requests()
	if len(reqs) != 4 || reqs[2].JSON()["model"] != "small" {
		t.Fatalf("%d requests; the third went to %v", len(reqs), reqs[2].JSON()["model"])
	}
	last := string(reqs[3].Body)
	if strings.Contains(last, "[0, 1, 4, 9") || !strings.Contains(last, "Summary of the earlier steps") || !strings.Contains(last, `Execution logs:\n8955050\n`) {
		t.Errorf("the request after compaction: %s", last)
	}
	if !strings.Contains(stderr, "━━ Compaction (before step 3) ━━") {
		t.Errorf("the view does not show the compaction:\n%s", stderr)
	}
	data, _ := os.ReadFile(file)
	mem, err := agent.LoadMemory(data)
	if err != nil || len(mem.Steps) != 4 || !strings.Contains(mem.FullMessages()[3].Content, "[0, 1, 4, 9") {
		t.Errorf("the saved memory lost steps: %v %+v", err, mem.Steps)
	}
}

// --prompt-template replaces the system prompt.
func TestAgentCommandPromptTemplate(t *testing.T) {
	tmpl := filepath.Join(t.TempDir(), "prompt.tmpl")
	os.WriteFile(tmpl, []byte("Answer with Python in {{.Open}}{{.Close}}; modules: {{.Imports}}."), 0o644)
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nfinal_answer(1)\n</code>"})
	code, _, stderr := runAgentCLI(t, srv, "--prompt-template", tmpl, "--allow-import", "json", "t")
	if code != cliflag.ExitOK {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	if sys := srv.Requests()[0].JSON()["messages"].([]any)[0].(map[string]any)["content"]; sys != "Answer with Python in <code></code>; modules: collections, datetime, itertools, math, queue, random, re, stat, statistics, time, unicodedata, json." {
		t.Errorf("system prompt %q", sys)
	}
	os.WriteFile(tmpl, []byte("{{.Missing}}"), 0o644)
	if code, _, _ := runAgentCLI(t, srv, "--prompt-template", tmpl, "t"); code != cliflag.ExitUsage {
		t.Errorf("a template with an unknown field: exit %d", code)
	}
}

// --approve: the first code is rejected with a message (it does not run,
// the model is told), the second approved.
func TestAgentCommandApprove(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: clean up.\n<code>\nfiles = []\nprint('deleting everything')\n</code>"},
		agenttest.ServerReply{Content: "Thought: just answer.\n<code>\nfinal_answer('nothing deleted')\n</code>"})
	code, stdout, stderr := runAgentCLIInput(t, srv, "r\ndo not delete anything\na\n", "--approve", "--verbose", "Tidy up.")
	if code != cliflag.ExitOK || stdout != "nothing deleted\n" {
		t.Fatalf("exit %d, stdout %q:\n%s", code, stdout, stderr)
	}
	for _, want := range []string{"━━ Approve the code of step 1? ━━", "[a]pprove, [e]dit, [r]eject? Message for the model (one line): ",
		"Error (AgentActionRejected):\nThe user rejected this code; it did not run. Their message: do not delete anything"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if strings.Contains(stderr, "deleting everything\n") && !strings.Contains(stderr, "print('deleting everything')") {
		t.Errorf("the rejected code ran:\n%s", stderr)
	}
	if body := string(srv.Requests()[1].Body); !strings.Contains(body, "Their message: do not delete anything") || strings.Contains(body, "Execution logs:\ndeleting") {
		t.Errorf("the second request: %s", body)
	}
}
