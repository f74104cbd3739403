package serve_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
)

// relayPrograms are runs whose event streams must be the same in process
// and through a worker: output with what JSON escapes, tool calls with
// positional and keyword arguments, a tool's error, a traceback, a
// syntax error, the output limit, a final answer.
var relayPrograms = []string{
	"print('a')\nprint('x<y> & \"q\" \\\\ \\u2028 é€😀 \\x00\\x1f')\n[1, 'two', (3,), {'k': None}, 2.5]",
	"r = lookup('k', n=3)\nprint(r)\nr + lookup(key=[1, (2,)])",
	"try:\n    fail()\nexcept KeyError as e:\n    print('caught', e)\nfail()",
	"def f(x):\n    return x / 0\nprint('before')\nf(1)",
	"def (:",
	"while True:\n    print('y' * 100)",
	"final_answer({'a': [1, 2]})",
}

// rateProgram prints more than a session's first second of output
// rate: its head streams, and a notice says what was left out. It runs
// in a session of its own, whose bucket is full, so what streams does
// not depend on timing.
var rateProgram = []string{"print('z' * 5000)\n'end'"}

// relayLimits are the sessions' limits: the output limit is reached by
// one program.
const relayLimits = `{"max_output": 3000}`

// relayRate is the output rate of the servers running rateProgram
// (bytes a second).
const relayRate = 100

// timings are the result's fields that differ from run to run.
var timings = regexp.MustCompile(`"(duration|host_wait)":[0-9.e+-]+|,"slot_wait":[0-9.e+-]+`)

// normalize blanks a stream's timings.
func normalize(lines []string) string {
	return timings.ReplaceAllString(strings.Join(lines, "\n"), `"$1":0`)
}

// answerTool is the client's answer to a tool call of relayPrograms: a
// value for lookup, an error for fail.
func answerTool(ev map[string]any) string {
	if ev["tool"] == "fail" {
		return `"error": {"type": "KeyError", "message": "no <such> key"}`
	}
	args, _ := json.Marshal(ev["args"])
	kwargs, _ := json.Marshal(ev["kwargs"])
	return `"value": ` + quote(fmt.Sprintf("v<é>%s%s", args, kwargs))
}

const relayTools = `{"tools": [{"name": "lookup"}, {"name": "fail"}]}`

// httpStreams runs programs in one session over HTTP and returns
// each run's stream as it came (its lines).
func httpStreams(t *testing.T, url string, programs []string) [][]string {
	t.Helper()
	status, doc := call(t, "POST", url+"/v1/sessions", `{"limits": `+relayLimits+`}`)
	require.Equal(t, http.StatusCreated, status, "%v", doc)
	sid := doc["session"].(string)
	status, doc = call(t, "POST", url+"/v1/sessions/"+sid+"/tools", relayTools)
	require.Equal(t, http.StatusOK, status, "%v", doc)
	var streams [][]string
	for _, code := range programs {
		resp, sc := streamRun(t, context.Background(), url, sid, code)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var lines []string
		for sc.Scan() {
			lines = append(lines, sc.Text())
			var ev map[string]any
			require.NoError(t, json.Unmarshal(sc.Bytes(), &ev))
			if ev["event"] == "tool_call" {
				status, doc := call(t, "POST", fmt.Sprintf("%s/v1/sessions/%s/runs/%s/calls/%v", url, sid, ev["run"], ev["call"]), "{"+answerTool(ev)+"}")
				require.Equal(t, http.StatusOK, status, "%v", doc)
			}
		}
		resp.Body.Close()
		streams = append(streams, lines)
	}
	return streams
}

// stdioStreams runs programs in one session over stdio (ServeStdio
// in this process), each run's request with an id of another kind, and
// returns each run's events as they came.
func stdioStreams(t *testing.T, srv *serve.Server, programs []string) [][]string {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() {
		served <- srv.ServeStdio(ctx, inR, outW)
		outW.Close()
	}()
	defer func() {
		inW.Close()
		cancel()
		<-served
	}()
	// The server's lines are read as they come: a tool result's answer
	// may follow the run's result, and a server whose writes wait would
	// stop reading the next request.
	lines := make(chan string, 1000)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	next := func() (string, map[string]any) {
		var line string
		var ok bool
		select {
		case line, ok = <-lines:
			require.True(t, ok, "the server's output ended")
		case <-time.After(time.Minute):
			t.Fatal("no line from the server within a minute")
		}
		var doc map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &doc), line)
		return line, doc
	}
	send := func(line string) {
		_, err := io.WriteString(inW, line+"\n")
		require.NoError(t, err)
	}
	_, hello := next()
	require.Equal(t, "hello", hello["event"])
	send(`{"id": 1, "op": "create_session", "limits": ` + relayLimits + `}`)
	_, doc := next()
	sid, _ := doc["session"].(string)
	require.NotEmpty(t, sid, "%v", doc)
	send(`{"id": 2, "op": "send_tools", "session": "` + sid + `", ` + relayTools[1:])
	_, doc = next()
	require.Equal(t, true, doc["ok"], "%v", doc)
	ids := []string{`7`, `"r<1>&\"q\""`, `-3`, `1e3`, `"` + strings.Repeat("long", 20) + `"`, `0`, `""`, `12345678901`}
	var streams [][]string
	for i, code := range programs {
		id := ids[i%len(ids)]
		send(`{"id": ` + id + `, "op": "run", "session": "` + sid + `", "code": ` + quote(code) + `}`)
		var lines []string
		for {
			line, ev := next()
			if ev["event"] == nil {
				require.Equal(t, true, ev["ok"], "a tool result's answer: %s", line)
				continue
			}
			lines = append(lines, line)
			if ev["event"] == "tool_call" {
				send(fmt.Sprintf(`{"id": 1000, "op": "tool_result", "session": %q, "run": %q, "call": %v, %s}`, sid, ev["run"], ev["call"], answerTool(ev)))
			}
			if ev["event"] == "result" {
				break
			}
		}
		streams = append(streams, lines)
	}
	return streams
}

// TestIsolateStreamsAreInProcessStreams: a run's events reach the client
// byte for byte the same whether the session lives in the server or in
// a worker (whose lines the supervisor passes on with the client's ids
// spliced in, not decoded and encoded again), over HTTP and over stdio
// with request ids of every kind, for output with what JSON escapes,
// tool calls and their errors, tracebacks, the output limit and output
// left out by the rate. Only the results' timings differ.
func TestIsolateStreamsAreInProcessStreams(t *testing.T) {
	type pair struct {
		local, remote       *serve.Server
		localURL, remoteURL string
		programs            []string
	}
	var pairs []pair
	for _, rate := range []int64{0, relayRate} {
		var p pair
		p.local, p.localURL = newServer(t, serve.Config{OutputRate: rate})
		p.remote, p.remoteURL = isolated(t, serve.Config{}, serve.Isolation{Workers: 1, Command: kraitWorkers("--output-rate", fmt.Sprint(rate))})
		p.programs = relayPrograms
		if rate > 0 {
			p.programs = rateProgram
		}
		pairs = append(pairs, p)
	}
	for _, tr := range []struct {
		name    string
		streams func(srv *serve.Server, url string, programs []string) [][]string
	}{
		{"http", func(_ *serve.Server, url string, programs []string) [][]string { return httpStreams(t, url, programs) }},
		{"stdio", func(srv *serve.Server, _ string, programs []string) [][]string { return stdioStreams(t, srv, programs) }},
	} {
		all := ""
		for _, p := range pairs {
			want := tr.streams(p.local, p.localURL, p.programs)
			got := tr.streams(p.remote, p.remoteURL, p.programs)
			require.Len(t, got, len(want))
			for i := range want {
				assert.Equal(t, normalize(want[i]), normalize(got[i]), "%s: program %q", tr.name, p.programs[i])
				all += normalize(want[i])
			}
		}
		for _, part := range []string{`"event":"tool_call"`, `\u2028`, `<y> &`, `"dropped":`, `OutputLimitError`, `no <such> key`, `SyntaxError`, `"is_final_answer":true`} {
			assert.Contains(t, all, part, "%s: the programs cover %s", tr.name, part)
		}
	}
}
