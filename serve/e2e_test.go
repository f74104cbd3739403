package serve_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// kraitBin is the krait CLI, built once by TestMain.
var kraitBin string

func TestMain(m *testing.M) {
	if os.Getenv(helperWorkerEnv) != "" {
		os.Exit(helperWorker())
	}
	if os.Getenv(floorServerEnv) != "" {
		os.Exit(floorServer())
	}
	dir, err := os.MkdirTemp("", "krait-serve-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	kraitBin = filepath.Join(dir, "krait")
	if out, err := exec.Command("go", "build", "-o", dir+"/", "github.com/kraitpy/krait/cmd/krait", "github.com/kraitpy/krait/cmd/krait-serve").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building krait: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// serverFlags configure the servers of the end-to-end tests: sessions
// expire after 2s idle, runs stop after 2,000,000 operations (and
// while loops have no iteration cap of their own).
var serverFlags = []string{"--session-ttl", "2s", "--max-ops", "2000000", "--max-while", "0"}

// startHTTP starts `krait serve` on a free loopback port and returns its
// URL; the server is interrupted and waited for at the end of the test.
func startHTTP(t testing.TB, extra ...string) string {
	t.Helper()
	cmd := exec.Command(kraitBin, append(append([]string{"serve", "--listen", "127.0.0.1:0"}, serverFlags...), extra...)...)
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	lines := bufio.NewScanner(stderr)
	var m []string
	var seen []string
	for m == nil && lines.Scan() { // start-up log lines may come first
		seen = append(seen, lines.Text())
		m = regexp.MustCompile(`listening on (http://\S+) \(protocol 1\)`).FindStringSubmatch(lines.Text())
	}
	require.NotNil(t, m, "no start-up line from krait serve: %q", seen)
	go io.Copy(io.Discard, stderr) // later log lines must not block it
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			assert.NoError(t, err, "krait serve should exit 0 on SIGINT")
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			t.Error("krait serve did not stop within 20s of SIGINT")
		}
	})
	return m[1]
}

func TestEndToEndHTTP(t *testing.T) {
	c := client.NewHTTP(startHTTP(t), "", nil)
	defer c.Close()
	scenario(t, c)
}

// TestEndToEndIsolated is the scenario with the sessions in worker
// processes.
func TestEndToEndIsolated(t *testing.T) {
	c := client.NewHTTP(startHTTP(t, "--isolate", "process", "--workers", "2"), "", nil)
	defer c.Close()
	scenario(t, c)
}

func TestEndToEndStdio(t *testing.T) {
	c, err := client.Spawn(kraitBin, serverFlags...)
	require.NoError(t, err)
	scenario(t, c)
	require.NoError(t, c.Close(), "krait serve --stdio should exit 0 when its input ends")
}

// scenario is the end-to-end test of the protocol: one session runs three
// snippets that keep state — one calling a host tool twice (a result, and
// an error raised as a Python exception), one printing 10,000 lines that
// stream before the result, one hitting the operation limit — and then
// expires.
func scenario(t *testing.T, c *client.Client) {
	ctx := context.Background()
	hello, err := c.Hello(ctx)
	require.NoError(t, err)
	assert.Equal(t, "krait", hello.Server)
	assert.Equal(t, serve.ProtocolVersion, hello.Protocol)

	sess, err := c.CreateSession(ctx, serve.SessionRequest{AuthorizedImports: []string{"json"}})
	require.NoError(t, err)
	assert.Contains(t, sess.Info.AuthorizedImports, "json")
	assert.Equal(t, int64(2_000_000), *sess.Info.Limits.MaxOps)
	assert.Equal(t, 2.0, sess.Info.IdleTTL)

	require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{
		Name: "lookup", Description: "Looks a city up.",
		Parameters: []serve.ParamSpec{{Name: "city", Type: "string"}},
	}))
	require.NoError(t, sess.SendVariables(ctx, map[string]any{"cities": krait.Tuple{"Paris", "Atlantis"}}))

	// 1. A host tool, called twice.
	var calls []string
	res, err := sess.Run(ctx, `
found = {}
for city in cities:
    try:
        found[city] = lookup(city)
    except LookupError as e:
        print(f"{city}: {type(e).__name__}: {e}")
found
`, client.RunHandler{ToolCall: func(ctx context.Context, call *client.ToolCall) (any, error) {
		city := call.Args[0].(string)
		calls = append(calls, city)
		if city == "Atlantis" {
			return nil, &client.ToolError{Type: "LookupError", Message: "no such city"}
		}
		return map[string]any{"population": 2_100_000}, nil
	}})
	require.NoError(t, err)
	assert.Nil(t, res.Error)
	assert.Equal(t, []string{"Paris", "Atlantis"}, calls)
	assert.Equal(t, "Atlantis: LookupError: no such city\n", res.Logs)
	assert.Equal(t, map[string]any{"Paris": map[string]any{"population": int64(2_100_000)}}, res.Value)
	assert.Equal(t, "{'Paris': {'population': 2100000}}", res.Repr)
	assert.Positive(t, res.HostWait)

	// 2. 10,000 printed lines arrive as output events before the result.
	var out strings.Builder
	res, err = sess.Run(ctx, "for i in range(10_000):\n    print('line', i)\nlen(found)", client.RunHandler{
		Output: func(text string) { out.WriteString(text) },
	})
	require.NoError(t, err)
	require.Nil(t, res.Error)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 10_000)
	assert.Equal(t, "line 0", lines[0])
	assert.Equal(t, "line 9999", lines[9999])
	assert.Equal(t, int64(1), res.Value, "state kept from the first run")
	assert.Contains(t, res.Logs, "_This content has been truncated to stay below 50000 characters_")

	// 3. The operation limit, with krait run's classification.
	res, err = sess.Run(ctx, "while True:\n    pass\n", client.RunHandler{})
	require.NoError(t, err)
	require.NotNil(t, res.Error)
	assert.Equal(t, "OperationLimitError", res.Error.Type)
	assert.Equal(t, "operation budget of 2000000 exhausted", res.Error.Message)
	assert.Equal(t, 4, res.ExitCode)
	assert.Nil(t, res.Value)

	// The session expires after 2s without requests.
	deadline := time.Now().Add(20 * time.Second)
	for {
		_, err = sess.Run(ctx, "found", client.RunHandler{})
		var se *client.ServerError
		if errors.As(err, &se) {
			assert.Equal(t, serve.CodeUnknownSession, se.Code)
			break
		}
		require.NoError(t, err)
		require.True(t, time.Now().Before(deadline), "the session did not expire")
		time.Sleep(3 * time.Second)
	}
}
