package agentcli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/policy"
)

// outcome is what one command run produced.
type outcome struct {
	code           int
	stdout, stderr string
}

// lastLine returns the last non-empty line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// run runs the command against a fake server with the toy executor.
func run(t *testing.T, srv *agenttest.Server, env map[string]string, args ...string) outcome {
	t.Helper()
	if env == nil {
		env = map[string]string{}
	}
	if srv != nil {
		env["OPENAI_BASE_URL"] = srv.URL
	}
	var stdout, stderr bytes.Buffer
	code := Run(context.Background(), args, Env{
		Getenv:      func(k string) string { return env[k] },
		NewExecutor: agenttest.NewToyExecutor,
	}, strings.NewReader("task from stdin"), &stdout, &stderr)
	return outcome{code, stdout.String(), stderr.String()}
}

func answer(code string) agenttest.ServerReply {
	return agenttest.ServerReply{Content: "Thought: go\n<code>\n" + code + "\n</code>", PromptTokens: 50, CompletionTokens: 9}
}

func TestAnswerOnStdout(t *testing.T) {
	srv := agenttest.NewServer(t, answer("print(\"working\")"), answer("final_answer(42)"))
	out := run(t, srv, nil, "--model", "m", "--api-key", "sk-top-secret", "what is 6*7?")
	if out.code != ExitOK || out.stdout != "42\n" {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", out.code, out.stdout, out.stderr)
	}
	if !strings.Contains(out.stderr, `msg="agent step" step=1`) || !strings.Contains(out.stderr, "input_tokens=50") {
		t.Errorf("no text step records on stderr:\n%s", out.stderr)
	}
	if strings.Contains(out.stderr, "sk-top-secret") {
		t.Errorf("API key leaked to stderr")
	}
	req := srv.Requests()[0]
	if req.Header.Get("Authorization") != "Bearer sk-top-secret" || req.JSON()["model"] != "m" {
		t.Errorf("request: auth %q, body %s", req.Header.Get("Authorization"), req.Body)
	}
}

func TestEnvironmentConfiguresTheModel(t *testing.T) {
	srv := agenttest.NewServer(t, answer("final_answer(\"env\")"))
	out := run(t, srv, map[string]string{"KRAIT_MODEL": "env-model", "OPENAI_API_KEY": "env-key"}, "task")
	if out.code != ExitOK || out.stdout != "env\n" {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", out.code, out.stdout, out.stderr)
	}
	req := srv.Requests()[0]
	if req.JSON()["model"] != "env-model" || req.Header.Get("Authorization") != "Bearer env-key" {
		t.Errorf("request: auth %q, body %s", req.Header.Get("Authorization"), req.Body)
	}
}

func TestTaskFromStdin(t *testing.T) {
	srv := agenttest.NewServer(t, answer("final_answer(1)"))
	out := run(t, srv, nil, "--model", "m", "-")
	if out.code != ExitOK || !strings.Contains(string(srv.Requests()[0].Body), "task from stdin") {
		t.Errorf("exit %d; request %s", out.code, srv.Requests()[0].Body)
	}
}

func TestJSONLog(t *testing.T) {
	srv := agenttest.NewServer(t, answer("final_answer(1)"))
	out := run(t, srv, nil, "--model", "m", "--json-log", "t")
	if out.code != ExitOK {
		t.Fatalf("exit %d: %s", out.code, out.stderr)
	}
	lines := strings.Split(strings.TrimSpace(out.stderr), "\n")
	var steps int
	for _, l := range lines {
		var rec map[string]any
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("stderr line is not JSON: %q", l)
		}
		if rec["msg"] == "agent step" {
			steps++
			if rec["input_tokens"] != 50.0 || rec["code_bytes"] != float64(len("final_answer(1)")) {
				t.Errorf("step record = %s", l)
			}
		}
	}
	if steps != 1 {
		t.Errorf("%d step records in:\n%s", steps, out.stderr)
	}
}

func TestFlagsReachTheRequest(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "plan"}, answer("final_answer(1)"))
	out := run(t, srv, nil, "--model", "m", "--temperature", "0", "--max-tokens", "300", "--planning-interval", "3", "t")
	if out.code != ExitOK {
		t.Fatalf("exit %d: %s", out.code, out.stderr)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want a planning call and an action call", len(reqs))
	}
	plan, act := reqs[0].JSON(), reqs[1].JSON()
	if fmt.Sprint(plan["stop"]) != "[<end_plan>]" {
		t.Errorf("planning request = %s", reqs[0].Body)
	}
	if act["temperature"] != 0.0 || act["max_tokens"] != 300.0 || fmt.Sprint(act["stop"]) != "[Observation: Calling tools: </code>]" {
		t.Errorf("action request = %s", reqs[1].Body)
	}
}

func TestNoStopFlag(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nfinal_answer(3)\n</code>\nObservation: invented", IgnoreStop: true})
	out := run(t, srv, nil, "--model", "m", "--no-stop", "t")
	if out.code != ExitOK || out.stdout != "3\n" {
		t.Fatalf("exit %d, stdout %q: %s", out.code, out.stdout, out.stderr)
	}
	if _, ok := srv.Requests()[0].JSON()["stop"]; ok {
		t.Errorf("stop sent with --no-stop")
	}
}

func TestAllowImportReachesExecutor(t *testing.T) {
	srv := agenttest.NewServer(t, answer("final_answer(1)"))
	var got []string
	var stdout, stderr bytes.Buffer
	code := Run(context.Background(), []string{"--model", "m", "--allow-import", "math,re", "--allow-import", "json", "t"}, Env{
		Getenv: func(k string) string { return map[string]string{"OPENAI_BASE_URL": srv.URL}[k] },
		NewExecutor: func(cfg agent.ExecutorConfig) (agent.Executor, error) {
			got = cfg.AuthorizedImports
			return agenttest.NewToyExecutor(cfg)
		},
	}, nil, &stdout, &stderr)
	want := append(policy.DefaultImports(), "json")
	if code != ExitOK || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("exit %d, imports %v, want %v: %s", code, got, want, stderr.String())
	}
	if !strings.Contains(string(srv.Requests()[0].Body), "unicodedata, json.") {
		t.Errorf("system prompt lacks the imports: %s", srv.Requests()[0].Body)
	}
}

func TestMaxStepsExit(t *testing.T) {
	srv := agenttest.NewServer(t, answer("print(1)"), agenttest.ServerReply{Content: "probably 1"})
	out := run(t, srv, nil, "--model", "m", "--max-steps", "1", "t")
	if out.code != ExitMaxSteps || out.stdout != "probably 1\n" {
		t.Fatalf("exit %d, stdout %q", out.code, out.stdout)
	}
	if !strings.HasPrefix(lastLine(out.stderr), "MaxStepsError: no final answer within 1 step;") {
		t.Errorf("last stderr line = %q", lastLine(out.stderr))
	}
}

func TestModelErrorExit(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Status: http.StatusUnauthorized, ErrorMessage: "invalid key"})
	out := run(t, srv, nil, "--model", "m", "--api-key", "sk-wrong", "t")
	if out.code != ExitModelError || out.stdout != "" {
		t.Fatalf("exit %d, stdout %q", out.code, out.stdout)
	}
	last := lastLine(out.stderr)
	for _, want := range []string{"ModelError:", `"m"`, "invalid key", "401", "--api-key"} {
		if !strings.Contains(last, want) {
			t.Errorf("last stderr line %q lacks %q", last, want)
		}
	}
	if strings.Contains(out.stderr, "sk-wrong") {
		t.Error("API key leaked")
	}
}

func TestUnreachableServer(t *testing.T) {
	out := run(t, nil, map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:1/v1"}, "--model", "m", "t")
	if out.code != ExitModelError || !strings.Contains(lastLine(out.stderr), "is the server running") {
		t.Errorf("exit %d, stderr %q", out.code, out.stderr)
	}
}

func TestUsageErrors(t *testing.T) {
	for name, args := range map[string][]string{
		"no task":           {"--model", "m"},
		"no model":          {"task"},
		"bad flag":          {"--model", "m", "--frobnicate", "t"},
		"bad max steps":     {"--model", "m", "--max-steps", "0", "t"},
		"bad temperature":   {"--model", "m", "--temperature", "hot", "t"},
		"negative planning": {"--model", "m", "--planning-interval", "-2", "t"},
		"blocked import":    {"--model", "m", "--allow-import", "os", "t"},
		"negative timeout":  {"--model", "m", "--timeout", "-1s", "t"},
		"bad import name":   {"--model", "m", "--allow-import", "no such", "t"},
	} {
		out := run(t, nil, nil, args...)
		if out.code != ExitUsage || !strings.HasPrefix(lastLine(out.stderr), "UsageError: ") || out.stdout != "" {
			t.Errorf("%s: exit %d, last line %q, stdout %q", name, out.code, lastLine(out.stderr), out.stdout)
		}
	}
	if out := run(t, nil, nil, "task"); !strings.Contains(out.stderr, "KRAIT_MODEL") {
		t.Errorf("no-model message does not mention KRAIT_MODEL: %q", out.stderr)
	}
}

func TestHelp(t *testing.T) {
	out := run(t, nil, nil, "--help")
	if out.code != ExitOK || !strings.Contains(out.stdout, "usage: krait agent") {
		t.Errorf("exit %d, stdout %q", out.code, out.stdout)
	}
}

func TestNoExecutor(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := Run(context.Background(), []string{"--model", "m", "t"}, Env{Getenv: func(string) string { return "" }}, nil, &stdout, &stderr)
	if code != ExitUsage || lastLine(stderr.String()) != "UsageError: krait agent needs the krait executor, which is not available in this build" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestTimeout(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "slow", Delay: 10 * time.Second})
	out := run(t, srv, nil, "--model", "m", "--timeout", "50ms", "t")
	if out.code != ExitLimit || lastLine(out.stderr) != "TimeoutError: the run did not finish within --timeout 50ms" {
		t.Errorf("exit %d, stderr %q", out.code, out.stderr)
	}
}

func TestInterrupted(t *testing.T) {
	srv := agenttest.NewServer(t, answer("final_answer(1)"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr bytes.Buffer
	code := Run(ctx, []string{"--model", "m", "t"}, Env{
		Getenv:      func(k string) string { return map[string]string{"OPENAI_BASE_URL": srv.URL}[k] },
		NewExecutor: agenttest.NewToyExecutor,
	}, nil, &stdout, &stderr)
	if code != ExitInterrupted || lastLine(stderr.String()) != "Interrupted" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestVerboseAndStreamView(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: fail first\n<code>\nraise KeyError(\"k\")\n</code>"},
		answer("final_answer(\"done\")"))
	out := run(t, srv, nil, "--model", "m", "--verbose", "t")
	if out.code != ExitOK {
		t.Fatalf("exit %d: %s", out.code, out.stderr)
	}
	for _, want := range []string{"━━ Step 1 ━━", "Thought: fail first", "Code:\n  raise KeyError(\"k\")", "Error (KeyError):\nTraceback", "due to: KeyError: k", "Final answer: done", "━━ 2 steps in "} {
		if !strings.Contains(out.stderr, want) {
			t.Errorf("verbose view lacks %q:\n%s", want, out.stderr)
		}
	}
	if strings.Contains(out.stderr, "\x1b[") {
		t.Error("colour codes written although colour is off")
	}
	if strings.Contains(out.stderr, `msg="agent step"`) {
		t.Error("text log records repeat the step view")
	}

	srv2 := agenttest.NewServer(t, answer("final_answer(\"s\")"))
	out = run(t, srv2, nil, "--model", "m", "--stream", "t")
	if out.code != ExitOK || !strings.Contains(out.stderr, "Thought: go\n<code>\nfinal_answer(\"s\")") {
		t.Errorf("streamed reply not shown: exit %d:\n%s", out.code, out.stderr)
	}
	if srv2.Requests()[0].JSON()["stream"] != true {
		t.Errorf("--stream did not stream")
	}
}

func TestColorView(t *testing.T) {
	var b bytes.Buffer
	v := &stepView{w: &b, color: true}
	v.step(agent.Step{Kind: agent.ActionStep, Number: 1, Code: "x = 1", Error: "boom", ErrorType: "ValueError"}, false)
	if !strings.Contains(b.String(), ansiCyan+"  x = 1"+ansiReset) || !strings.Contains(b.String(), ansiRed+"Error (ValueError):\nboom"+ansiReset) {
		t.Errorf("coloured view = %q", b.String())
	}
}

func TestUseColor(t *testing.T) {
	if UseColor(&bytes.Buffer{}, func(string) string { return "" }) {
		t.Error("colour for a buffer")
	}
	if UseColor(nil, func(k string) string { return map[string]string{"NO_COLOR": "1"}[k] }) {
		t.Error("colour despite NO_COLOR")
	}
}
