package agenttest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/internal/jsonnum"
)

// cpythonExecutor runs agent code in a CPython subprocess. It exists only
// to check ExecutorContract itself against real Python semantics; it is
// not a sandbox.
type cpythonExecutor struct {
	mu    sync.Mutex
	cmd   *exec.Cmd
	in    io.WriteCloser
	out   *bufio.Scanner
	tools map[string]agent.Tool
}

// driverMessage is any message of the driver protocol.
type driverMessage struct {
	Op        string         `json:"op"`
	Tool      string         `json:"tool,omitempty"`
	Args      map[string]any `json:"args,omitempty"`
	Value     any            `json:"value,omitempty"`
	Text      string         `json:"text,omitempty"`
	Logs      string         `json:"logs,omitempty"`
	Final     bool           `json:"final,omitempty"`
	Type      string         `json:"type,omitempty"`
	Message   string         `json:"message,omitempty"`
	Traceback string         `json:"traceback,omitempty"`
}

func newCPythonExecutor(t *testing.T) agent.NewExecutorFunc {
	return func(agent.ExecutorConfig) (agent.Executor, error) {
		cmd := exec.Command("python3", "-u", "testdata/cpython_driver.py")
		in, err := cmd.StdinPipe()
		if err != nil {
			return nil, err
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			return nil, err
		}
		if err := cmd.Start(); err != nil {
			return nil, err
		}
		t.Cleanup(func() { in.Close(); cmd.Process.Kill(); cmd.Wait() })
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		return &cpythonExecutor{cmd: cmd, in: in, out: sc, tools: map[string]agent.Tool{}}, nil
	}
}

func (e *cpythonExecutor) send(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = e.in.Write(append(b, '\n'))
	return err
}

func (e *cpythonExecutor) receive() (driverMessage, error) {
	if !e.out.Scan() {
		return driverMessage{}, fmt.Errorf("driver ended: %v", e.out.Err())
	}
	var m driverMessage
	dec := json.NewDecoder(bytes.NewReader(e.out.Bytes()))
	dec.UseNumber()
	err := dec.Decode(&m)
	m.Value = jsonnum.Plain(m.Value)
	for k, v := range m.Args {
		m.Args[k] = jsonnum.Plain(v)
	}
	return m, err
}

func (e *cpythonExecutor) roundTrip(v any) error {
	if err := e.send(v); err != nil {
		return err
	}
	_, err := e.receive()
	return err
}

func (e *cpythonExecutor) SendVariables(vars map[string]any) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.roundTrip(map[string]any{"op": "vars", "vars": vars})
}

func (e *cpythonExecutor) SendTools(tools map[string]agent.Tool) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	var list []map[string]any
	for name, tool := range tools {
		e.tools[name] = tool
		params := []string{}
		for _, p := range tool.Params {
			params = append(params, p.Name)
		}
		list = append(list, map[string]any{"name": name, "params": params})
	}
	return e.roundTrip(map[string]any{"op": "tools", "tools": list})
}

func (e *cpythonExecutor) Run(ctx context.Context, code string) (agent.ExecResult, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	type outcome struct {
		res agent.ExecResult
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		res, err := e.serve(ctx, code)
		done <- outcome{res, err}
	}()
	select {
	case o := <-done:
		return o.res, o.err
	case <-ctx.Done():
		e.cmd.Process.Kill()
		<-done
		return agent.ExecResult{}, ctx.Err()
	}
}

// serve sends the code and answers tool calls until the driver is done.
func (e *cpythonExecutor) serve(ctx context.Context, code string) (agent.ExecResult, error) {
	if err := e.send(map[string]any{"op": "run", "code": code}); err != nil {
		return agent.ExecResult{}, err
	}
	for {
		m, err := e.receive()
		if err != nil {
			return agent.ExecResult{}, err
		}
		switch m.Op {
		case "call":
			out, err := e.tools[m.Tool].Call(ctx, m.Args)
			reply := map[string]any{"op": "result", "ok": err == nil, "value": out}
			if err != nil {
				reply["error"] = err.Error()
			}
			if err := e.send(reply); err != nil {
				return agent.ExecResult{}, err
			}
		case "done":
			return agent.ExecResult{Value: m.Value, Text: m.Text, Logs: m.Logs, IsFinalAnswer: m.Final}, nil
		case "error":
			return agent.ExecResult{Logs: m.Logs}, &agent.ExecError{Type: m.Type, Message: m.Message, Trace: m.Traceback}
		default:
			return agent.ExecResult{}, errors.New("driver: unexpected message " + m.Op)
		}
	}
}

// TestExecutorContractOnCPython checks the contract kit itself by running
// it on CPython, the behaviour the krait executor must match.
func TestExecutorContractOnCPython(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Fatalf("python3 is needed to check the executor contract: %v", err)
	}
	ExecutorContract(t, newCPythonExecutor(t))
}

// TestAgentOnCPython runs a whole agent loop with real Python code.
func TestAgentOnCPython(t *testing.T) {
	m := NewScriptedModel(Texts(
		"Thought: try.\n<code>\nnums = [3, 1, 2]\nprint(sorted(nums))\nnums[5]\n</code>",
		"Thought: fix the index.\n<code>\nfinal_answer = max(nums)\nfinal_answer(final_answer)\n</code>",
	)...)
	a, err := agent.New(m, newCPythonExecutor(t))
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(context.Background(), "largest number?")
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != int64(3) || res.Steps[0].ErrorType != "IndexError" || res.Steps[0].Logs != "[1, 2, 3]\n" {
		t.Errorf("answer %#v; first step %+v", res.Answer, res.Steps[0])
	}
}
