package agentcli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

// A server that echoes the key in a 401 never gets it printed, in any
// view or log, nor written in a saved memory.
func TestEchoedKeyIsRedactedEverywhere(t *testing.T) {
	memFile := filepath.Join(t.TempDir(), "memory.json")
	for _, mode := range [][]string{{"--verbose"}, {"--json-log"}, {"--verbose", "--stream"}, {}} {
		srv := agenttest.NewServer(t, agenttest.ServerReply{Status: 401, ErrorMessage: "invalid key sk-top-secret-42", EchoAuthorization: true})
		args := append([]string{"--model", "m", "--api-key", "sk-top-secret-42", "--save-memory", memFile}, mode...)
		out := run(t, srv, nil, append(args, "t")...)
		if out.code != ExitModelError {
			t.Fatalf("%v: exit %d:\n%s", mode, out.code, out.stderr)
		}
		if strings.Contains(out.stderr, "sk-top-secret") || !strings.Contains(out.stderr, "[redacted]") {
			t.Errorf("%v: key printed or not marked redacted:\n%s", mode, out.stderr)
		}
		if mem, err := os.ReadFile(memFile); err != nil || strings.Contains(string(mem), "sk-top-secret") || !strings.Contains(string(mem), "[redacted]") {
			t.Errorf("%v: saved memory (%v):\n%s", mode, err, mem)
		}
	}
}

// A stream cut in the middle of an event is a model error after the
// retries, never a reply whose fragment runs as code.
func TestCutStreamIsAModelError(t *testing.T) {
	cut := agenttest.ServerReply{Content: "Thought: x\n<code>\nfinal_answer('fragment of a longer reply')\n</code>", ChunkSize: 3, CutStreamAfter: 1500}
	var replies []agenttest.ServerReply
	for range 25 {
		replies = append(replies, cut)
	}
	srv := agenttest.NewServer(t, replies...)
	out := run(t, srv, nil, "--model", "m", "--stream", "--retries", "1", "t")
	if out.code != ExitModelError || out.stdout != "" || len(srv.Requests()) != 2 {
		t.Fatalf("exit %d, stdout %q after %d requests:\n%s", out.code, out.stdout, len(srv.Requests()), out.stderr)
	}
	if !strings.Contains(lastLine(out.stderr), "end-of-stream") || !strings.Contains(out.stderr, "asking again") {
		t.Errorf("stderr:\n%s", out.stderr)
	}
}

// A server that answers a streaming request with plain JSON is a model
// error at once, not an empty reply every step.
func TestServerIgnoringStreamIsAModelError(t *testing.T) {
	reply := agenttest.ServerReply{Content: "<code>\nfinal_answer(1)\n</code>", IgnoreStream: true}
	srv := agenttest.NewServer(t, reply, reply, reply)
	out := run(t, srv, nil, "--model", "m", "--stream", "t")
	if out.code != ExitModelError || len(srv.Requests()) != 1 || !strings.Contains(lastLine(out.stderr), "does not support streaming") {
		t.Errorf("exit %d after %d requests:\n%s", out.code, len(srv.Requests()), out.stderr)
	}
}

// --stream --json-log keeps standard error JSON lines.
func TestStreamWithJSONLogIsJSONLines(t *testing.T) {
	srv := agenttest.NewServer(t, answer("print(1)"), answer("final_answer(2)"))
	out := run(t, srv, nil, "--model", "m", "--stream", "--json-log", "t")
	if out.code != ExitOK || out.stdout != "2\n" {
		t.Fatalf("exit %d, stdout %q:\n%s", out.code, out.stdout, out.stderr)
	}
	pieces := 0
	for _, line := range strings.Split(strings.TrimRight(out.stderr, "\n"), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("stderr line %q is not JSON: %v\n%s", line, err, out.stderr)
		}
		if rec["msg"] == "model stream" {
			pieces++
		}
	}
	if pieces == 0 {
		t.Errorf("no streamed pieces as records:\n%s", out.stderr)
	}
}

// A 200 reply without choices is not a connection problem.
func TestNoChoicesHasNoServerHint(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{NoChoices: true})
	out := run(t, srv, nil, "--model", "m", "t")
	if out.code != ExitModelError || strings.Contains(out.stderr, "is the server running") || !strings.Contains(lastLine(out.stderr), "no choices") {
		t.Errorf("exit %d:\n%s", out.code, out.stderr)
	}
}

// --retries bounds the attempts, each retry is logged, Retry-After is
// honoured.
func TestRetriesFlagAndRetryLog(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Status: 500}, agenttest.ServerReply{Status: 500})
	out := run(t, srv, nil, "--model", "m", "--retries", "0", "t")
	if out.code != ExitModelError || len(srv.Requests()) != 1 {
		t.Errorf("--retries 0: exit %d after %d requests", out.code, len(srv.Requests()))
	}
	srv = agenttest.NewServer(t,
		agenttest.ServerReply{Status: 429, Header: map[string]string{"Retry-After": "1"}},
		answer("final_answer(3)"))
	out = run(t, srv, nil, "--model", "m", "--verbose", "t")
	if out.code != ExitOK || !strings.Contains(out.stderr, `msg="model call retry" attempt=2 max_attempts=4 delay_ms=1000 status=429`) {
		t.Errorf("exit %d:\n%s", out.code, out.stderr)
	}
}

// --request-timeout gives up on a silent server.
func TestRequestTimeoutFlag(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "late", Delay: 30e9}, agenttest.ServerReply{Content: "late", Delay: 30e9})
	out := run(t, srv, nil, "--model", "m", "--retries", "1", "--request-timeout", "500ms", "t")
	if out.code != ExitModelError || len(srv.Requests()) != 2 || !strings.Contains(lastLine(out.stderr), "timed out") {
		t.Errorf("exit %d after %d requests:\n%s", out.code, len(srv.Requests()), out.stderr)
	}
	if out := run(t, nil, nil, "--model", "m", "--request-timeout", "0s", "t"); out.code != ExitUsage {
		t.Errorf("--request-timeout 0s: exit %d", out.code)
	}
}

// The summary says "1 step".
func TestOneStepSummary(t *testing.T) {
	srv := agenttest.NewServer(t, answer("final_answer(1)"))
	out := run(t, srv, nil, "--model", "m", "--verbose", "t")
	if out.code != ExitOK || !strings.Contains(out.stderr, "━━ 1 step in ") {
		t.Errorf("exit %d:\n%s", out.code, out.stderr)
	}
}

// --executor URL runs the code through the remote executor the build
// provides, and is a usage error in a build without one.
func TestExecutorFlag(t *testing.T) {
	srv := agenttest.NewServer(t, answer("final_answer(5)"))
	var got string
	var stdout, stderr bytes.Buffer
	code := Run(context.Background(), []string{"--model", "m", "--executor", "http://127.0.0.1:9/", "t"}, Env{
		Getenv: func(k string) string { return map[string]string{"OPENAI_BASE_URL": srv.URL}[k] },
		RemoteExecutor: func(url string) (agent.NewExecutorFunc, error) {
			got = url
			return agenttest.NewToyExecutor, nil
		},
	}, nil, &stdout, &stderr)
	if code != ExitOK || stdout.String() != "5\n" || got != "http://127.0.0.1:9/" {
		t.Errorf("exit %d, stdout %q, url %q:\n%s", code, stdout.String(), got, stderr.String())
	}
	out := run(t, srv, nil, "--model", "m", "--executor", "http://127.0.0.1:9/", "t")
	if out.code != ExitUsage || !strings.Contains(lastLine(out.stderr), "--executor needs the remote krait executor") {
		t.Errorf("without a remote executor: exit %d, %q", out.code, out.stderr)
	}
}
