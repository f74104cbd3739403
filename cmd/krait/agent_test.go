package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent/agenttest"
)

func TestAgentCommandWithoutExecutor(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"agent", "--model", "m", "what is 2+2?"}, strings.NewReader(""), &stdout, &stderr)
	lines := strings.Split(strings.TrimRight(stderr.String(), "\n"), "\n")
	if code != exitUsage || lines[len(lines)-1] != "UsageError: krait agent needs the krait executor, which is not available in this build" {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestAgentCommandUsageError(t *testing.T) {
	var stdout, stderr bytes.Buffer
	t.Setenv("KRAIT_MODEL", "")
	code := run([]string{"agent", "task"}, strings.NewReader(""), &stdout, &stderr)
	if code != exitUsage || !strings.Contains(stderr.String(), "UsageError: no model given") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestRunAgentWithExecutor(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "Thought: ok\n<code>\nfinal_answer(4)\n</code>"})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	t.Setenv("NO_COLOR", "1")
	var stdout, stderr bytes.Buffer
	code := runAgent(context.Background(), []string{"--model", "m", "2+2"}, strings.NewReader(""), &stdout, &stderr, agenttest.NewToyExecutor)
	if code != exitOK || stdout.String() != "4\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}
