package agenttest

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
)

func TestServerErrorPaths(t *testing.T) {
	srv := NewServer(t)
	resp, err := http.Post(srv.URL+"/chat/completions", "application/json", strings.NewReader(`{"model":"m"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 500 || !strings.Contains(string(body), "no scripted reply left") {
		t.Errorf("exhausted script: %d %s", resp.StatusCode, body)
	}
	resp, err = http.Get(srv.URL + "/models")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Errorf("unknown route: %d", resp.StatusCode)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d requests recorded", n)
	}
}

func TestToyExecutor(t *testing.T) {
	e, _ := NewToyExecutor(agent.ExecutorConfig{})
	ctx := context.Background()
	if err := e.SendVariables(map[string]any{"v": int64(2)}); err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(ctx, "# comment\nprint('a b')\nx = [1, 2.5, \"s\"]\nprint(x)\nv")
	if err != nil {
		t.Fatal(err)
	}
	if res.Logs != "a b\n[1,2.5,\"s\"]\n" || res.Value != int64(2) || res.IsFinalAnswer {
		t.Errorf("result = %+v", res)
	}
	_, err = e.Run(ctx, "print(nope)")
	var pe agent.PythonError
	if !errors.As(err, &pe) || pe.PythonType() != "NameError" {
		t.Errorf("undefined name: %v", err)
	}
	_, err = e.Run(ctx, "missing_tool(1)")
	if err == nil || !strings.Contains(err.Error(), "Forbidden function evaluation: 'missing_tool'") {
		t.Errorf("unknown tool: %v", err)
	}
	if err := e.SendTools(map[string]agent.Tool{"final_answer": agent.FinalAnswerTool()}); err != nil {
		t.Fatal(err)
	}
	res, err = e.Run(ctx, "print(1)\nfinal_answer(answer=True)\nprint(2)")
	if err != nil || !res.IsFinalAnswer || res.Value != true || res.Logs != "1\n" {
		t.Errorf("final answer: %+v, %v", res, err)
	}
	if got := len(e.(*ToyExecutor).Codes()); got != 4 {
		t.Errorf("%d codes recorded", got)
	}
}
