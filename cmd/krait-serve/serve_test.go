package main

import (
	"bytes"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/serve"
)

func runServe(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cmdServe(args, strings.NewReader(stdin), &out, &errb, nil)
	return code, out.String(), errb.String()
}

// serveLastLine returns the last line of s.
func serveLastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestServeFlags(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	if err := os.WriteFile(empty, []byte(" \n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		last string
	}{
		{[]string{"--listen", "0.0.0.0:0"}, "UsageError: --listen 0.0.0.0:0 accepts connections from other machines: give a --token-file"},
		{[]string{"--listen", ":0"}, "UsageError: --listen :0 accepts connections from other machines: give a --token-file"},
		{[]string{"--token-file", filepath.Join(dir, "missing")}, "UsageError: cannot read --token-file"},
		{[]string{"--token-file", empty}, "UsageError: --token-file is empty"},
		{[]string{"--max-body", "lots"}, "UsageError: --max-body: invalid size"},
		{[]string{"--session-ttl", "0s"}, "UsageError: --max-sessions, --session-ttl, --max-host-wait, --body-timeout and --write-timeout must be positive"},
		{[]string{"--body-timeout", "0s"}, "UsageError: --max-sessions, --session-ttl, --max-host-wait, --body-timeout and --write-timeout must be positive"},
		{[]string{"--grace-period", "-1s"}, "UsageError: --max-sessions, --session-ttl, --max-host-wait, --body-timeout and --write-timeout must be positive, --grace-period not negative"},
		{[]string{"--log-format", "xml"}, `UsageError: --log-format "xml": want text or json`},
		{[]string{"--long-run-nice", "20"}, "UsageError: --long-run-nice: a nice value from 1 to 19, or 0 (off)"},
		{[]string{"--long-run-nice", "-2"}, "UsageError: --long-run-nice: a nice value from 1 to 19, or 0 (off)"},
		{[]string{"--output-rate", "-1"}, "UsageError: --output-rate: a size (bytes a second), or 0 (no bound)"},
		{[]string{"--output-rate", "fast"}, "UsageError: --output-rate: a size (bytes a second), or 0 (no bound)"},
		{[]string{"--log-level", "loud"}, `UsageError: --log-level "loud": want debug, info, warn or error`},
		{[]string{"--isolate", "vm"}, `UsageError: --isolate "vm": want inprocess or process`},
		{[]string{"--isolate", "process", "--stdio"}, "UsageError: --isolate process is for the HTTP server"},
		{[]string{"--isolate", "process", "--workers", "0"}, "UsageError: --workers and --worker-pids must be positive"},
		{[]string{"extra"}, `UsageError: unexpected argument "extra"`},
		{[]string{"--nope"}, "UsageError: unknown flag --nope"},
		{[]string{"--cpu-share", "3:0"}, "UsageError: --cpu-share is how a supervisor starts its workers (with --worker)"},
	} {
		code, _, errs := runServe("", tc.args...)
		if code != cliflag.ExitUsage || !strings.HasPrefix(serveLastLine(errs), tc.last) {
			t.Errorf("%v: exit %d, last line %q; want %d, %q", tc.args, code, serveLastLine(errs), cliflag.ExitUsage, tc.last)
		}
	}
	// A server that cannot start is no usage error: exit 1, with why.
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, tc := range []struct {
		args []string
		last string
	}{
		{[]string{"--listen", busy.Addr().String()}, "krait serve: listen tcp " + busy.Addr().String() + ": bind: address already in use"},
		{[]string{"--stdio", "--worker", "--cpu-share", "3"}, `krait serve --worker: --cpu-share: "3": want FD:MEMBER`},
		{[]string{"--listen", "127.0.0.1:0", "--nats", "nats://" + busy.Addr().String()}, "krait serve: connecting to NATS at nats://" + busy.Addr().String() + ": "},
	} {
		code, _, errs := runServe("", tc.args...)
		if code != cliflag.ExitPython || !strings.HasPrefix(serveLastLine(errs), tc.last) {
			t.Errorf("%v: exit %d, last line %q; want %d, %q", tc.args, code, serveLastLine(errs), cliflag.ExitPython, tc.last)
		}
	}
	code, out, _ := runServe("", "--help")
	if code != cliflag.ExitOK || !strings.HasPrefix(out, "usage: krait serve") {
		t.Errorf("--help: exit %d, %q", code, out)
	}
}

// TestServeStdio speaks to `krait serve --stdio` in process: the hello, a
// session, a run, and the exit at the end of the input.
func TestServeStdio(t *testing.T) {
	in := `{"id": 1, "op": "create_session", "limits": {"max_ops": 5000}}
not json
`
	code, out, errs := runServe(in, "--stdio", "--allow-import", "json")
	if code != cliflag.ExitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || lines[0] != `{"event":"hello","server":"krait","protocol":1,"features":["run_status","quiet_tool_results"]}` {
		t.Fatalf("got %q", lines)
	}
	var sess struct {
		ID      int      `json:"id"`
		Imports []string `json:"authorized_imports"`
		Limits  struct {
			MaxOps int `json:"max_ops"`
		} `json:"limits"`
	}
	if err := json.Unmarshal([]byte(lines[1]), &sess); err != nil || sess.ID != 1 || sess.Limits.MaxOps != 5000 || !strings.Contains(strings.Join(sess.Imports, ","), "json") {
		t.Errorf("create_session: %s (%v)", lines[1], err)
	}
	if !strings.HasPrefix(lines[2], `{"error":{"code":"bad_request","message":"malformed JSON line`) {
		t.Errorf("bad line: %s", lines[2])
	}
}

// TestSpareThread: the server gets one thread more than its run slots
// (by default the CPUs Go uses), a worker of process isolation two,
// unless GOMAXPROCS is set or the run queue is off.
func TestSpareThread(t *testing.T) {
	for _, tc := range []struct {
		name           string
		env            string
		worker         bool
		slots, wantSet int // wantSet 0: GOMAXPROCS left alone
		wantSlots      int
	}{
		{"default", "", false, 0, 3, 2},
		{"more slots than CPUs", "", false, 4, 5, 4},
		{"fewer slots than CPUs", "", false, 1, 0, 1},
		{"no queue", "", false, -1, 0, -1},
		{"GOMAXPROCS set", "2", false, 0, 0, 0},
		// A worker has one more, for the collector's mark worker.
		{"worker", "", true, 0, 4, 2},
		{"worker, more slots than CPUs", "", true, 4, 6, 4},
		{"worker, fewer slots than CPUs", "", true, 1, 3, 1},
		{"worker, no queue", "", true, -1, 0, -1},
		{"worker, GOMAXPROCS set", "2", true, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("GOMAXPROCS", tc.env)
			procs, set := 2, 0
			cfg := serve.Config{RunSlots: tc.slots}
			spareThread(&cfg, func(n int) int {
				old := procs
				if n > 0 {
					procs, set = n, n
				}
				return old
			}, tc.worker)
			if set != tc.wantSet || cfg.RunSlots != tc.wantSlots {
				t.Errorf("GOMAXPROCS set to %d, run slots %d; want %d, %d", set, cfg.RunSlots, tc.wantSet, tc.wantSlots)
			}
		})
	}
}
