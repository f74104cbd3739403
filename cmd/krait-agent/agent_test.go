package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/serve"
)

// agentLastLine returns the last line of s.
func agentLastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestAgentCommandRunsPythonWithKrait(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "Thought: compute.\n<code>\nsquares = [n * n for n in range(1, 5)]\nprint(squares)\n</code>"},
		agenttest.ServerReply{Content: "Thought: answer.\n<code>\nfinal_answer(sum(squares))\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	t.Setenv("NO_COLOR", "1")
	var stdout, stderr bytes.Buffer
	code := cmdAgent([]string{"--model", "m", "--json-log", "sum of the first four squares"}, strings.NewReader(""), &stdout, &stderr)
	if code != cliflag.ExitOK || stdout.String() != "30\n" {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, stdout.String(), stderr.String())
	}
	if body := string(srv.Requests()[1].Body); !strings.Contains(body, `Execution logs:\n[1, 4, 9, 16]\n`) {
		t.Errorf("the printed list did not reach the model: %s", body)
	}
}

func TestAgentCommandPythonErrorReachesModel(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "<code>\nprint(undefined_name)\n</code>"},
		agenttest.ServerReply{Content: "<code>\nfinal_answer('recovered')\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	var stdout, stderr bytes.Buffer
	code := cmdAgent([]string{"--model", "m", "t"}, strings.NewReader(""), &stdout, &stderr)
	if code != cliflag.ExitOK || stdout.String() != "recovered\n" {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, stdout.String(), stderr.String())
	}
	if body := string(srv.Requests()[1].Body); !strings.Contains(body, "NameError") {
		t.Errorf("the NameError did not reach the model: %s", body)
	}
}

func TestAgentCommandUsageError(t *testing.T) {
	var stdout, stderr bytes.Buffer
	t.Setenv("KRAIT_MODEL", "")
	code := cmdAgent([]string{"task"}, strings.NewReader(""), &stdout, &stderr)
	if code != cliflag.ExitUsage || !strings.HasPrefix(agentLastLine(stderr.String()), "UsageError: no model given") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestRunAgentWithoutExecutor(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := runAgent(context.Background(), []string{"--model", "m", "t"}, strings.NewReader(""), &stdout, &stderr, nil)
	if code != cliflag.ExitUsage || agentLastLine(stderr.String()) != "UsageError: krait agent needs the krait executor, which is not available in this build" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

// TestAgentCommandTwoStepsAndAToolCall is the agent's acceptance flow: a
// computation that needs two code steps and one tool call, through the
// real krait executor, plain and streamed.
func TestAgentCommandTwoStepsAndAToolCall(t *testing.T) {
	for _, stream := range []bool{false, true} {
		srv := agenttest.NewServer(t,
			agenttest.ServerReply{Content: "Thought: get the date first.\n<code>\nnow = current_time()\nyear = int(now[:4])\nprint(len(now), year >= 2024)\n</code>"},
			agenttest.ServerReply{Content: "Thought: combine.\n<code>\nimport statistics\nfinal_answer(statistics.mean([year, year + 2]) - year)\n</code>"})
		t.Setenv("OPENAI_BASE_URL", srv.URL)
		t.Setenv("NO_COLOR", "1")
		args := []string{"--model", "m", "--json-log", "two steps"}
		if stream {
			args = []string{"--model", "m", "--stream", "--verbose", "two steps"}
		}
		var stdout, stderr bytes.Buffer
		code := cmdAgent(args, strings.NewReader(""), &stdout, &stderr)
		if code != cliflag.ExitOK || stdout.String() != "1\n" {
			t.Fatalf("stream=%v: exit %d, stdout %q, stderr:\n%s", stream, code, stdout.String(), stderr.String())
		}
		reqs := srv.Requests()
		if len(reqs) != 2 {
			t.Fatalf("stream=%v: %d model requests, want 2", stream, len(reqs))
		}
		if body := string(reqs[1].Body); !strings.Contains(body, `Execution logs:\n20 True\n`) {
			t.Errorf("stream=%v: the tool's result did not reach the model: %s", stream, body)
		}
		if stream && !strings.Contains(string(reqs[0].Body), `"stream":true`) {
			t.Errorf("--stream did not ask for a streamed reply: %s", reqs[0].Body)
		}
	}
}

// The CLI prints exactly Python's str() of the final answer, whatever its
// type (values the Go conversion cannot hold used to fail with a Go type
// name in a TypeError; dict order, tuples, sets and None were changed).
func TestAgentCommandPrintsStrOfTheAnswer(t *testing.T) {
	for code, want := range map[string]string{
		`{1: "a", 2: "b"}`: "{1: 'a', 2: 'b'}",
		`b"x"`:             "b'x'",
		`3+4j`:             "(3+4j)",
		`{"b": 1, "a": 2}`: "{'b': 1, 'a': 2}",
		`(1, "x")`:         "(1, 'x')",
		`{3, 1, 2}`:        "{1, 2, 3}",
		`None`:             "None",
	} {
		srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nfinal_answer(" + code + ")\n</code>"})
		t.Setenv("OPENAI_BASE_URL", srv.URL)
		var stdout, stderr bytes.Buffer
		exit := cmdAgent([]string{"--model", "m", "--max-steps", "1", "t"}, strings.NewReader(""), &stdout, &stderr)
		if exit != cliflag.ExitOK || stdout.String() != want+"\n" {
			t.Errorf("final_answer(%s): exit %d, stdout %q, want %q; stderr:\n%s", code, exit, stdout.String(), want+"\n", stderr.String())
		}
	}
}

// Printed output is cut once, by the executor, with a note that is right
// (it used to be cut twice: "_30072 characters were cut_" for a print of
// 1,000,000 characters).
func TestAgentCommandCutsLongOutputOnce(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "<code>\nprint('x' * 1000000)\n</code>"},
		agenttest.ServerReply{Content: "<code>\nfinal_answer('done')\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	var stdout, stderr bytes.Buffer
	if exit := cmdAgent([]string{"--model", "m", "t"}, strings.NewReader(""), &stdout, &stderr); exit != cliflag.ExitOK {
		t.Fatalf("exit %d:\n%s", exit, stderr.String())
	}
	var body struct {
		Messages []struct{ Content string } `json:"messages"`
	}
	if err := json.Unmarshal(srv.Requests()[1].Body, &body); err != nil {
		t.Fatal(err)
	}
	obs := body.Messages[len(body.Messages)-1].Content
	if strings.Count(obs, "truncated") != 1 || strings.Contains(obs, "were cut") || !strings.Contains(obs, "below 20000 characters") || len(obs) > 20_300 {
		t.Errorf("observation of %d bytes with the wrong notes: %q ... %q", len(obs), obs[:200], obs[len(obs)-200:])
	}
}

// The executor's limits come from the command line.
func TestAgentCommandExecutorLimits(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "<code>\nn = 0\nwhile n < 10**6:\n    n += 1\n</code>"},
		agenttest.ServerReply{Content: "<code>\nfinal_answer('gave up')\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	var stdout, stderr bytes.Buffer
	if exit := cmdAgent([]string{"--model", "m", "--max-ops", "1000", "--step-timeout", "5s", "--max-memory", "64MiB", "t"}, strings.NewReader(""), &stdout, &stderr); exit != cliflag.ExitOK {
		t.Fatalf("exit %d:\n%s", exit, stderr.String())
	}
	if body := string(srv.Requests()[1].Body); !strings.Contains(body, "OperationLimitError") && !strings.Contains(body, "operation") {
		t.Errorf("the operation limit did not stop the loop: %s", body)
	}
	stdout.Reset()
	stderr.Reset()
	if exit := cmdAgent([]string{"--model", "m", "--max-memory", "lots", "t"}, strings.NewReader(""), &stdout, &stderr); exit != cliflag.ExitUsage {
		t.Errorf("--max-memory lots: exit %d", exit)
	}
}

// A module krait does not have is refused at start-up, by the executor's
// own check, before any model call (it used to be accepted and offered to
// the model).
func TestAgentCommandRefusesUnknownModule(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nimport numpy\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	var stdout, stderr bytes.Buffer
	code := cmdAgent([]string{"--model", "m", "--allow-import", "json,nosuchmodule", "t"}, strings.NewReader(""), &stdout, &stderr)
	if code != cliflag.ExitUsage || !strings.Contains(agentLastLine(stderr.String()), "UsageError: kraitexec: krait: authorized imports that krait does not have: nosuchmodule") || len(srv.Requests()) != 0 {
		t.Errorf("exit %d after %d model requests, stderr %q", code, len(srv.Requests()), stderr.String())
	}
}

// TestAgentCommandRemoteExecutor runs the agent's code on a krait server
// (--executor URL, token from $KRAIT_TOKEN): the current_time tool is
// called back from the server to the agent's process.
func TestAgentCommandRemoteExecutor(t *testing.T) {
	ks := serve.New(serve.Config{Token: "tok"})
	hs := httptest.NewServer(ks.Handler())
	defer func() {
		ks.Close()
		hs.Close()
	}()
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "<code>\nnow = current_time()\nprint(len(now))\n</code>"},
		agenttest.ServerReply{Content: "<code>\nfinal_answer((len(now), None))\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	t.Setenv("NO_COLOR", "1")
	t.Setenv("KRAIT_TOKEN", "tok")
	var stdout, stderr bytes.Buffer
	code := cmdAgent([]string{"--model", "m", "--json-log", "--executor", hs.URL, "remote"}, strings.NewReader(""), &stdout, &stderr)
	if code != cliflag.ExitOK || stdout.String() != "(20, None)\n" {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, stdout.String(), stderr.String())
	}
	if body := string(srv.Requests()[1].Body); !strings.Contains(body, `Execution logs:\n20\n`) {
		t.Errorf("the tool's result did not reach the model: %s", body)
	}
	if ks.Sessions() != 0 {
		t.Errorf("the agent left %d sessions on the server", ks.Sessions())
	}
	t.Setenv("KRAIT_TOKEN", "wrong")
	code = cmdAgent([]string{"--model", "m", "--executor", hs.URL, "remote"}, strings.NewReader(""), &stdout, &stderr)
	if code != cliflag.ExitUsage || !strings.Contains(stderr.String(), "unauthorized") {
		t.Errorf("a wrong token: exit %d, stderr %q", code, stderr.String())
	}
}

// The rest of the limits are flags of `krait agent` too, and flags may
// follow the task.
func TestAgentCommandMoreLimitFlags(t *testing.T) {
	srv := agenttest.NewServer(t,
		agenttest.ServerReply{Content: "<code>\ni = 0\nwhile True:\n    i += 1\n</code>"},
		agenttest.ServerReply{Content: "<code>\nx = []\nfor _ in range(100):\n    x = [x]\nprint(repr(x))\n</code>"},
		agenttest.ServerReply{Content: "<code>\nfinal_answer('done')\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	var stdout, stderr bytes.Buffer
	if exit := cmdAgent([]string{"t", "--model", "m", "--max-while", "7", "--max-data-depth", "20", "--max-source", "1KiB"}, strings.NewReader(""), &stdout, &stderr); exit != cliflag.ExitOK {
		t.Fatalf("exit %d:\n%s", exit, stderr.String())
	}
	reqs := srv.Requests()
	if body := string(reqs[1].Body); !strings.Contains(body, "Maximum number of 7 iterations in While loop exceeded") {
		t.Errorf("the while cap did not stop the loop: %s", body)
	}
	if body := string(reqs[2].Body); !strings.Contains(body, "maximum recursion depth exceeded while getting the repr") {
		t.Errorf("the data depth did not stop the repr: %s", body)
	}
	stderr.Reset()
	if exit := cmdAgent([]string{"--model", "m", "--max-while", "x", "t"}, strings.NewReader(""), &stdout, &stderr); exit != cliflag.ExitUsage || !strings.Contains(stderr.String(), `UsageError: --max-while: invalid value "x"`) {
		t.Errorf("--max-while x: exit %d, %s", exit, agentLastLine(stderr.String()))
	}
}
