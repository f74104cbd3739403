package kraitexec

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

// TestExecutorContract checks the krait executor against everything the
// agent relies on (the same checks pass on CPython), with no known gaps.
func TestExecutorContract(t *testing.T) {
	agenttest.ExecutorContract(t, New)
}

func newExec(t *testing.T, tools ...agent.Tool) agent.Executor {
	t.Helper()
	e, err := New(agent.ExecutorConfig{})
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]agent.Tool{"final_answer": agent.FinalAnswerTool()}
	for _, tool := range tools {
		m[tool.Name] = tool
	}
	if err := e.SendTools(m); err != nil {
		t.Fatal(err)
	}
	return e
}

func TestPythonErrorKeepsKraitDetails(t *testing.T) {
	_, err := newExec(t).Run(context.Background(), "x = 1\ny = {}\ny['missing']")
	var ape agent.PythonError
	var kpe *krait.PythonError
	if !errors.As(err, &ape) || ape.PythonType() != "KeyError" || !errors.As(err, &kpe) {
		t.Fatalf("error = %#v", err)
	}
	if !strings.Contains(ape.Traceback(), "Traceback (most recent call last)") || !strings.Contains(err.Error(), "due to: KeyError") {
		t.Errorf("traceback %q, message %q", ape.Traceback(), err)
	}
}

func TestSyntaxAndPolicyErrors(t *testing.T) {
	e := newExec(t)
	_, err := e.Run(context.Background(), "def f(:\n  pass")
	var ape agent.PythonError
	if !errors.As(err, &ape) || ape.PythonType() != "SyntaxError" || !strings.Contains(err.Error(), "Code parsing failed on line 1") {
		t.Errorf("syntax error = %v", err)
	}
	_, err = e.Run(context.Background(), "import os")
	if !errors.As(err, &ape) || ape.PythonType() != "InterpreterError" {
		t.Errorf("policy error = %v", err)
	}
	if e.(agent.SyntaxChecker).CheckSyntax("print(1)") != nil || e.(agent.SyntaxChecker).CheckSyntax("print(") == nil {
		t.Error("CheckSyntax is wrong")
	}
}

func TestLimitErrorIsNamed(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := newExec(t).Run(ctx, "while True:\n    pass")
	var ape agent.PythonError
	if !errors.As(err, &ape) || ape.PythonType() == "" || !errors.Is(err, &krait.LimitError{}) {
		t.Errorf("error = %v", err)
	}
}

func TestToolValuesCrossBothWays(t *testing.T) {
	echo := agent.NewFuncTool("echo", "Returns its argument.", []agent.Param{{Name: "x", Type: "Any"}}, "Any",
		func(_ context.Context, args map[string]any) (any, error) {
			return map[string]any{"got": args["x"], "list": []any{int64(1), 2.5, "s", nil, true}}, nil
		})
	res, err := newExec(t, echo).Run(context.Background(), "r = echo({'a': [1, 2]})\nprint(r['got']['a'][1], r['list'])\nfinal_answer(r['list'][1] * 2)")
	if err != nil {
		t.Fatal(err)
	}
	if res.Logs != "2 [1, 2.5, 's', None, True]\n" || res.Value != 5.0 || res.Text != "5.0" || !res.IsFinalAnswer {
		t.Errorf("result = %+v", res)
	}
}

func TestToolArgumentErrorsAreTypeErrors(t *testing.T) {
	type args struct {
		N int `json:"n"`
	}
	sq, err := agent.NewTool("square", "Squares.", func(_ context.Context, in args) (int, error) { return in.N * in.N, nil })
	if err != nil {
		t.Fatal(err)
	}
	e := newExec(t, sq)
	for code, want := range map[string]string{
		"square('a')":    "square() argument 'n' must be int, not str",
		"square(1, 2)":   "square() takes 1 positional arguments but 2 were given",
		"square(1, n=2)": "square() got multiple values for argument 'n'",
		"square(m=1)":    "square() missing required argument: 'n'",
		"square()":       "square() missing required argument: 'n'",
	} {
		res, err := e.Run(context.Background(), "try:\n    "+code+"\nexcept TypeError as e:\n    print(e)")
		if err != nil || !strings.Contains(res.Logs, want) {
			t.Errorf("%s: logs %q, error %v; want %q", code, res.Logs, err, want)
		}
	}
}

func TestAgentOnKrait(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(
		"Thought: explore.\n<code>\ndef fact(n):\n    return 1 if n < 2 else n * fact(n - 1)\nnums = [fact(n) for n in range(6)]\nprint(nums)\nnums[10]\n</code>",
		"Thought: fix it.\n<code>\nfinal_answer = sum(nums)\nfinal_answer(final_answer)\n</code>",
	)...)
	a, err := agent.New(m, New)
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(context.Background(), "Sum the factorials of 0..5.")
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != int64(154) || res.AnswerText != "154" {
		t.Errorf("answer %#v (%q)", res.Answer, res.AnswerText)
	}
	s := res.Steps[0]
	if s.ErrorType != "IndexError" || s.Logs != "[1, 1, 2, 6, 24, 120]\n" || !strings.Contains(s.Error, "list index out of range") {
		t.Errorf("first step: type %q logs %q error %q", s.ErrorType, s.Logs, s.Error)
	}
}

func TestLastValueTextIsPythonStr(t *testing.T) {
	e := newExec(t)
	for code, want := range map[string]string{
		"[1, 'a', None, 2.0]": "[1, 'a', None, 2.0]",
		"{'k': (1, 2)}":       "{'k': (1, 2)}",
		"'plain text'":        "plain text",
		"class P:\n    def __str__(self):\n        return 'a P'\nP()": "a P",
	} {
		res, err := e.Run(context.Background(), code)
		if err != nil || res.Text != want {
			t.Errorf("%q: text %q, error %v; want %q", code, res.Text, err, want)
		}
	}
}
