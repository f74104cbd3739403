package serve_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// floorServerEnv makes the test binary the floor server (floorServer).
const floorServerEnv = "KRAIT_TEST_FLOOR_SERVER"

// floorEvents are the lines a run of the agent snippet streams.
const floorEvents = `{"event":"output","run":"1","text":"328350\n"}` + "\n" +
	`{"event":"result","run":"1","value":null,"repr":"None","str":"None","logs":"328350\n","is_final_answer":false,"exit_code":0,"duration":0.00003,"host_wait":0,"ops":412}` + "\n"

// floorServer is the floor of BenchmarkRoundTrip/http: a process of its
// own, as krait serve is, serving HTTP/1.1 on a loopback port with
// net/http alone. It decodes a run request's JSON body and answers with
// the agent snippet's events, running nothing; it stops when its stdin
// ends. Its round trip is what the HTTP transport costs on this machine
// before krait does anything.
func floorServer() int {
	if os.Getenv(floorServerEnv) == "tcp" {
		return tcpFloorServer()
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Fprintf(os.Stderr, "listening on http://%s\n", ln.Addr())
	go func() {
		io.Copy(io.Discard, os.Stdin)
		ln.Close()
	}()
	http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Code string `json:"code"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/x-ndjson")
		io.WriteString(w, floorEvents)
	}))
	return 0
}

// startFloorServer runs the test binary as a floor server of the given
// kind (floorServerEnv's value) and returns the address its start-up line
// names (the first group of addrPattern). At cleanup its stdin is closed
// (the HTTP floor server ends then; cleanups registered later, such as a
// client's connection, run first) and it is waited for, killed after 10 s.
func startFloorServer(b *testing.B, kind, addrPattern string) string {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), floorServerEnv+"="+kind)
	stdin, err := cmd.StdinPipe()
	require.NoError(b, err)
	stderr, err := cmd.StderrPipe()
	require.NoError(b, err)
	require.NoError(b, cmd.Start())
	b.Cleanup(func() {
		stdin.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	sc := bufio.NewScanner(stderr)
	require.True(b, sc.Scan(), "no start-up line from the %s floor server", kind)
	m := regexp.MustCompile(addrPattern).FindStringSubmatch(sc.Text())
	require.NotNil(b, m, "%s floor server: %q", kind, sc.Text())
	go io.Copy(io.Discard, stderr)
	return m[1]
}

// floorClient starts the floor server and returns a function doing one
// round trip with net/http's client: the run request, then the stream's
// lines decoded until its end.
func floorClient(b *testing.B) func(string, string) error {
	base := startFloorServer(b, "1", `listening on (http://\S+)`)
	tr := http.DefaultTransport.(*http.Transport).Clone()
	hc := &http.Client{Transport: tr}
	b.Cleanup(tr.CloseIdleConnections)
	url := base + "/v1/sessions/s/runs"
	return func(code, logs string) error {
		body, err := json.Marshal(map[string]string{"code": code})
		if err != nil {
			return err
		}
		resp, err := hc.Post(url, "application/json", bytes.NewReader(body))
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		lines := bufio.NewScanner(resp.Body)
		var got string
		for lines.Scan() {
			var ev struct {
				Event string `json:"event"`
				Logs  string `json:"logs"`
			}
			if err := json.Unmarshal(lines.Bytes(), &ev); err != nil {
				return err
			}
			if ev.Event == "result" {
				got = ev.Logs
			}
		}
		if err := lines.Err(); err != nil {
			return err
		}
		return check(got, logs, nil)
	}
}

// floorToolCall and floorToolResult are the lines of a tool call's
// exchange (BenchmarkToolCall's call).
const (
	floorToolCall   = `{"event":"tool_call","run":"1","call":1,"tool":"lookup","args":["k"],"kwargs":{}}` + "\n"
	floorToolResult = `{"call":1,"value":"v"}` + "\n"
)

// tcpFloorServer is the floor of a tool call (BenchmarkToolCall's
// tcp-floor): it accepts one connection on a loopback port and answers
// each line it reads with floorToolResult, one read and one write per
// line, until the connection ends.
func tcpFloorServer() int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Fprintf(os.Stderr, "listening on %s\n", ln.Addr())
	conn, err := ln.Accept()
	if err != nil {
		return 1
	}
	defer conn.Close()
	br := bufio.NewReader(conn)
	for {
		if _, err := br.ReadSlice('\n'); err != nil {
			return 0
		}
		if _, err := io.WriteString(conn, floorToolResult); err != nil {
			return 0
		}
	}
}

// tcpFloorClient starts the tcp floor server and returns a function doing
// one exchange: floorToolCall out, floorToolResult back.
func tcpFloorClient(b *testing.B) func() error {
	addr := startFloorServer(b, "tcp", `listening on (\S+)`)
	conn, err := net.Dial("tcp", addr)
	require.NoError(b, err)
	b.Cleanup(func() { conn.Close() }) // runs before the server's wait: the server ends with the connection
	br := bufio.NewReader(conn)
	return func() error {
		if _, err := io.WriteString(conn, floorToolCall); err != nil {
			return err
		}
		line, err := br.ReadString('\n')
		if err == nil && line != floorToolResult {
			err = fmt.Errorf("tcp floor: got %q", line)
		}
		return err
	}
}
