package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent/agenttest"
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
	code := run([]string{"agent", "--model", "m", "--json-log", "sum of the first four squares"}, strings.NewReader(""), &stdout, &stderr)
	if code != exitOK || stdout.String() != "30\n" {
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
	code := run([]string{"agent", "--model", "m", "t"}, strings.NewReader(""), &stdout, &stderr)
	if code != exitOK || stdout.String() != "recovered\n" {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, stdout.String(), stderr.String())
	}
	if body := string(srv.Requests()[1].Body); !strings.Contains(body, "NameError") {
		t.Errorf("the NameError did not reach the model: %s", body)
	}
}

func TestAgentCommandUsageError(t *testing.T) {
	var stdout, stderr bytes.Buffer
	t.Setenv("KRAIT_MODEL", "")
	code := run([]string{"agent", "task"}, strings.NewReader(""), &stdout, &stderr)
	if code != exitUsage || !strings.HasPrefix(agentLastLine(stderr.String()), "UsageError: no model given") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestRunAgentWithoutExecutor(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := runAgent(context.Background(), []string{"--model", "m", "t"}, strings.NewReader(""), &stdout, &stderr, nil)
	if code != exitUsage || agentLastLine(stderr.String()) != "UsageError: krait agent needs the krait executor, which is not available in this build" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}
