package agent_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/policy"
)

// code wraps a code snippet in a reply the way a model writes it.
func code(thought, snippet string) string {
	return "Thought: " + thought + "\n<code>\n" + snippet + "\n</code>"
}

// newAgent builds an agent on a scripted model and the toy executor.
func newAgent(t *testing.T, m agent.Model, opts ...agent.Option) *agent.CodeAgent {
	t.Helper()
	a, err := agent.New(m, agenttest.NewToyExecutor, opts...)
	if err != nil {
		t.Fatalf("agent.New: %v", err)
	}
	return a
}

// lastUserMessage returns the content of the last user message of a call.
func lastUserMessage(c agenttest.Call) string {
	for i := len(c.Messages) - 1; i >= 0; i-- {
		if c.Messages[i].Role == agent.RoleUser {
			return c.Messages[i].Content
		}
	}
	return ""
}

func TestAnswerInOneStep(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(code("easy", "final_answer(42)"))...)
	res, err := newAgent(t, m).Run(context.Background(), "What is six times seven?")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if res.Answer != int64(42) || res.AnswerText != "42" {
		t.Errorf("answer = %#v (%q), want 42", res.Answer, res.AnswerText)
	}
	if len(res.Steps) != 1 || !res.Steps[0].IsFinalAnswer || res.Steps[0].Code != "final_answer(42)" {
		t.Errorf("steps = %+v", res.Steps)
	}
	if res.Usage != (agent.TokenUsage{InputTokens: 10, OutputTokens: 5}) {
		t.Errorf("usage = %+v", res.Usage)
	}
	calls := m.Calls()
	if len(calls) != 1 {
		t.Fatalf("model called %d times", len(calls))
	}
	msgs := calls[0].Messages
	if msgs[0].Role != agent.RoleSystem || !strings.Contains(msgs[0].Content, "def final_answer(answer: Any) -> Any:") {
		t.Errorf("system prompt does not list final_answer: %q", msgs[0].Content)
	}
	if msgs[1].Role != agent.RoleUser || msgs[1].Content != "New task:\nWhat is six times seven?" {
		t.Errorf("task message = %+v", msgs[1])
	}
	wantStops := []string{"Observation:", "Calling tools:", "</code>"}
	if fmt.Sprint(calls[0].Options.Stop) != fmt.Sprint(wantStops) {
		t.Errorf("stop sequences = %q, want %q", calls[0].Options.Stop, wantStops)
	}
}

func TestObservationCarriesLogsAndOutput(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("look", "print(\"hello\")\nx = 5\nx"),
		code("done", "final_answer(x)"),
	)...)
	res, err := newAgent(t, m).Run(context.Background(), "t")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	want := "Execution logs:\nhello\nLast output from code snippet:\n5"
	if res.Steps[0].Observation != want {
		t.Errorf("observation = %q, want %q", res.Steps[0].Observation, want)
	}
	if got := lastUserMessage(m.Calls()[1]); got != "Observation:\n"+want {
		t.Errorf("second call's last user message = %q", got)
	}
	if res.Answer != int64(5) {
		t.Errorf("variables did not persist between steps: answer %#v", res.Answer)
	}
}

func TestErrorThenRecovery(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("try", "print(\"before\")\nraise ValueError(\"bad input\")"),
		code("retry", "final_answer(\"fixed\")"),
	)...)
	res, err := newAgent(t, m).Run(context.Background(), "t")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	s := res.Steps[0]
	if s.ErrorType != "ValueError" {
		t.Errorf("error type = %q", s.ErrorType)
	}
	var pe agent.PythonError
	if !errors.As(s.Err, &pe) || pe.PythonType() != "ValueError" {
		t.Errorf("step error %v is not a ValueError PythonError", s.Err)
	}
	for _, want := range []string{"Traceback (most recent call last):", "due to: ValueError: bad input"} {
		if !strings.Contains(s.Error, want) {
			t.Errorf("step error text %q lacks %q", s.Error, want)
		}
	}
	if s.Observation != "Execution logs:\nbefore\n" {
		t.Errorf("logs before the error were lost: %q", s.Observation)
	}
	next := m.Calls()[1].Messages
	last := next[len(next)-1].Content
	if !strings.HasPrefix(last, "Error:\n") || !strings.Contains(last, "bad input") || !strings.Contains(last, "do not repeat this mistake") {
		t.Errorf("retry message = %q", last)
	}
	if res.AnswerText != "fixed" {
		t.Errorf("answer = %q", res.AnswerText)
	}
}

func TestNoCodeReply(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(
		"The final answer is 4.",
		code("with code now", "final_answer(4)"),
	)...)
	res, err := newAgent(t, m).Run(context.Background(), "t")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if !errors.Is(res.Steps[0].Err, agent.ErrNoCode) || res.Steps[0].ErrorType != "AgentParsingError" {
		t.Errorf("first step error = %v (%s)", res.Steps[0].Err, res.Steps[0].ErrorType)
	}
	if got := lastUserMessage(m.Calls()[1]); !strings.Contains(got, "no code I could run") {
		t.Errorf("model was not told about the missing code: %q", got)
	}
	if res.Answer != int64(4) {
		t.Errorf("answer = %#v", res.Answer)
	}
}

func TestMaxSteps(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("one", "print(1)"),
		code("two", "print(2)"),
		"My best guess is 3.",
	)...)
	res, err := newAgent(t, m, agent.WithMaxSteps(2)).Run(context.Background(), "count")
	if !errors.Is(err, agent.ErrMaxSteps) {
		t.Fatalf("Run error = %v, want ErrMaxSteps", err)
	}
	if len(res.Steps) != 3 || res.Steps[2].Kind != agent.FinalAnswerStep {
		t.Fatalf("steps = %+v", res.Steps)
	}
	if res.AnswerText != "My best guess is 3." {
		t.Errorf("forced answer = %q", res.AnswerText)
	}
	calls := m.Calls()
	last := calls[2]
	if len(last.Options.Stop) != 0 {
		t.Errorf("forced answer call had stop sequences %q", last.Options.Stop)
	}
	if got := lastUserMessage(last); !strings.Contains(got, "run out of steps") || !strings.Contains(got, "count") {
		t.Errorf("forced answer prompt = %q", got)
	}
	if res.Usage.InputTokens != 30 {
		t.Errorf("usage = %+v, want the sum of three calls", res.Usage)
	}
}

func TestGenerationErrorEndsRun(t *testing.T) {
	boom := errors.New("server on fire")
	m := agenttest.NewScriptedModel(agenttest.Reply{Err: boom})
	res, err := newAgent(t, m).Run(context.Background(), "t")
	var ge *agent.GenerationError
	if !errors.As(err, &ge) || ge.Step != 1 || !errors.Is(err, boom) {
		t.Fatalf("error = %v, want a GenerationError at step 1 wrapping the model error", err)
	}
	if len(res.Steps) != 1 || res.Steps[0].Err == nil {
		t.Errorf("failed step not recorded: %+v", res.Steps)
	}
}

func TestToolWithTypedArguments(t *testing.T) {
	type addArgs struct {
		A int `json:"a" description:"first number"`
		B int `json:"b" description:"second number"`
	}
	add, err := agent.NewTool("add", "Adds two integers.", func(_ context.Context, in addArgs) (int, error) {
		return in.A + in.B, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("bad call", "add(a=\"two\", b=3)"),
		code("good call", "final_answer(add(a=2, b=3))"),
	)...)
	res, err := newAgent(t, m, agent.WithTools(add)).Run(context.Background(), "2+3")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if !strings.Contains(res.Steps[0].Error, "add() argument 'a' must be int, not str") || res.Steps[0].ErrorType != "TypeError" {
		t.Errorf("bad call error = %q (%s)", res.Steps[0].Error, res.Steps[0].ErrorType)
	}
	if res.Answer != int64(5) {
		t.Errorf("answer = %#v", res.Answer)
	}
	sys := m.Calls()[0].Messages[0].Content
	if !strings.Contains(sys, "def add(a: int, b: int) -> int:") || !strings.Contains(sys, "a: first number") {
		t.Errorf("system prompt lacks the add signature:\n%s", sys)
	}
}

func TestManagedAgent(t *testing.T) {
	subModel := agenttest.NewScriptedModel(agenttest.Texts(code("look it up", "final_answer(\"x is 7\")"))...)
	sub := newAgent(t, subModel)
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("delegate", "r = researcher(task=\"find x\")\nfinal_answer(r)"),
	)...)
	boss := newAgent(t, m, agent.WithManagedAgents(agent.ManagedAgent{Name: "researcher", Description: "Finds facts.", Agent: sub}))
	res, err := boss.Run(context.Background(), "what is x?")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if res.AnswerText != "Report from researcher:\nx is 7" {
		t.Errorf("answer = %q", res.AnswerText)
	}
	if mu := res.Steps[0].ManagedUsage; mu == nil || *mu != (agent.TokenUsage{InputTokens: 10, OutputTokens: 5}) {
		t.Errorf("managed usage = %v", mu)
	}
	if res.Usage != (agent.TokenUsage{InputTokens: 20, OutputTokens: 10}) {
		t.Errorf("run usage = %+v, want the manager's and the sub-agent's", res.Usage)
	}
	subTask := subModel.Calls()[0].Messages[1].Content
	if !strings.Contains(subTask, "You are 'researcher'") || !strings.Contains(subTask, "find x") {
		t.Errorf("sub-agent task = %q", subTask)
	}
	sys := m.Calls()[0].Messages[0].Content
	if !strings.Contains(sys, "def researcher(task: str, additional_args: dict = None) -> str:") || !strings.Contains(sys, "team members") {
		t.Errorf("system prompt does not present the managed agent:\n%s", sys)
	}
}

// additional_args become the sub-agent's variables, listed in its task.
func TestManagedAgentAdditionalArgs(t *testing.T) {
	subModel := agenttest.NewScriptedModel(agenttest.Texts(code("use it", "final_answer(n)"))...)
	sub := newAgent(t, subModel)
	m := agenttest.NewScriptedModel(agenttest.Texts(code("delegate", `r = researcher(task="use n", additional_args={"n": 3})`+"\nfinal_answer(r)"))...)
	boss := newAgent(t, m, agent.WithManagedAgents(agent.ManagedAgent{Name: "researcher", Description: "Uses n.", Agent: sub}))
	res, err := boss.Run(context.Background(), "t")
	if err != nil || res.AnswerText != "Report from researcher:\n3" {
		t.Fatalf("answer %q, %v", res.AnswerText, err)
	}
	if task := subModel.Calls()[0].Messages[1].Content; !strings.Contains(task, "These variables are already defined for your code: n (int).") {
		t.Errorf("sub-agent task = %q", task)
	}
}

func TestManagedAgentOutOfSteps(t *testing.T) {
	subModel := agenttest.NewScriptedModel(agenttest.Texts(code("hmm", "print(1)"), "partial result")...)
	sub := newAgent(t, subModel, agent.WithMaxSteps(1))
	m := agenttest.NewScriptedModel(agenttest.Texts(code("delegate", "final_answer(helper(\"do it\"))"))...)
	res, err := newAgent(t, m, agent.WithManagedAgents(agent.ManagedAgent{Name: "helper", Description: "Helps.", Agent: sub})).
		Run(context.Background(), "t")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if !strings.Contains(res.AnswerText, "ran out of steps") || !strings.Contains(res.AnswerText, "partial result") {
		t.Errorf("answer = %q", res.AnswerText)
	}
}

func TestPlanning(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(
		"1. print things\n2. answer",
		code("step 1", "print(1)"),
		code("step 2", "print(2)"),
		"Updated plan: answer now",
		code("step 3", "final_answer(3)"),
	)...)
	res, err := newAgent(t, m, agent.WithPlanningInterval(2), agent.WithMaxSteps(5)).Run(context.Background(), "plan it")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	var kinds []string
	for _, s := range res.Steps {
		kinds = append(kinds, fmt.Sprintf("%s%d", s.Kind, s.Number))
	}
	if got := strings.Join(kinds, " "); got != "planning1 action1 action2 planning3 action3" {
		t.Errorf("steps = %s", got)
	}
	calls := m.Calls()
	if fmt.Sprint(calls[0].Options.Stop) != "[<end_plan>]" {
		t.Errorf("planning stop = %q", calls[0].Options.Stop)
	}
	if got := lastUserMessage(calls[0]); !strings.Contains(got, "make a plan") {
		t.Errorf("initial planning prompt = %q", got)
	}
	if got := lastUserMessage(calls[3]); !strings.Contains(got, "3 steps left") {
		t.Errorf("update planning prompt = %q", got)
	}
	if got := lastUserMessage(calls[1]); !strings.Contains(got, "carry out this plan") {
		t.Errorf("action after plan: last user message = %q", got)
	}
	if calls[1].Messages[2].Content != "1. print things\n2. answer" {
		t.Errorf("plan not in memory: %+v", calls[1].Messages)
	}
}

func TestFinalAnswerCheckRejection(t *testing.T) {
	onlyOK := func(_ context.Context, answer any, mem *agent.Memory) error {
		if answer != "ok" {
			return fmt.Errorf("answer %v is not ok", answer)
		}
		if mem == nil || mem.Task != "t" {
			return errors.New("check got no memory")
		}
		return nil
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("first", "final_answer(\"nope\")"),
		code("second", "final_answer(\"ok\")"),
	)...)
	res, err := newAgent(t, m, agent.WithFinalAnswerChecks(onlyOK)).Run(context.Background(), "t")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	s := res.Steps[0]
	if s.IsFinalAnswer || s.ErrorType != "AgentFinalAnswerRejected" || !strings.Contains(s.Error, "answer nope is not ok") {
		t.Errorf("first step = %+v", s)
	}
	if got := lastUserMessage(m.Calls()[1]); !strings.Contains(got, "rejected by a check") {
		t.Errorf("rejection not shown to the model: %q", got)
	}
	if res.AnswerText != "ok" || len(res.Steps) != 2 {
		t.Errorf("answer %q after %d steps", res.AnswerText, len(res.Steps))
	}
}

func TestCancellationDuringModelCall(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Reply{Block: true})
	ctx, cancel := context.WithCancel(context.Background())
	a := newAgent(t, m, agent.WithStepCallback(func(agent.Step) {}))
	go func() {
		for len(m.Calls()) == 0 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	_, err := a.Run(ctx, "t")
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run error = %v, want context.Canceled", err)
	}
	var ge *agent.GenerationError
	if errors.As(err, &ge) {
		t.Errorf("cancellation reported as a model failure: %v", err)
	}
}

func TestCancellationDuringExecution(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(code("wait", "wait()"))...)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	res, err := newAgent(t, m).Run(ctx, "t")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Run error = %v, want DeadlineExceeded", err)
	}
	if len(res.Steps) != 1 || res.Steps[0].Code != "wait()" {
		t.Errorf("interrupted step not recorded: %+v", res.Steps)
	}
}

func TestStepCallbacksAndLogging(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, nil))
	var seen []string
	m := agenttest.NewScriptedModel(agenttest.Texts(code("a", "print(1)"), code("b", "final_answer(1)"))...)
	_, err := newAgent(t, m, agent.WithLogger(logger), agent.WithStepCallback(func(s agent.Step) {
		seen = append(seen, fmt.Sprintf("%s%d", s.Kind, s.Number))
	})).Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(seen, ",") != "action1,action2" {
		t.Errorf("callbacks saw %v", seen)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 2 step records and 1 run record, got:\n%s", buf.String())
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"step", "duration_ms", "input_tokens", "output_tokens", "code_bytes", "observation_bytes", "error.type"} {
		if _, ok := rec[k]; !ok {
			t.Errorf("step record lacks %q: %s", k, lines[0])
		}
	}
	if rec["msg"] != "agent step" || rec["code_bytes"] != float64(len("print(1)")) || rec["input_tokens"] != float64(10) {
		t.Errorf("step record = %s", lines[0])
	}
}

func TestStreaming(t *testing.T) {
	reply := code("stream me", "final_answer(\"streamed\")")
	m := agenttest.NewScriptedModel(agenttest.Texts(reply)...)
	var got strings.Builder
	res, err := newAgent(t, m, agent.WithStream(func(s string) { got.WriteString(s) })).Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != reply {
		t.Errorf("streamed %q, want %q", got.String(), reply)
	}
	if res.AnswerText != "streamed" || res.Usage.OutputTokens != 5 {
		t.Errorf("answer %q, usage %+v", res.AnswerText, res.Usage)
	}
}

func TestFinalAnswerAssignmentIsRewritten(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(code("assign", "final_answer = 7\nfinal_answer(final_answer)"))...)
	res, err := newAgent(t, m).Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if res.Steps[0].Code != "final_answer_variable = 7\nfinal_answer(final_answer_variable)" || res.Answer != int64(7) {
		t.Errorf("code %q, answer %#v", res.Steps[0].Code, res.Answer)
	}
}

func TestVariablesAndImports(t *testing.T) {
	var made *agenttest.ToyExecutor
	factory := func(cfg agent.ExecutorConfig) (agent.Executor, error) {
		e, err := agenttest.NewToyExecutor(cfg)
		made = e.(*agenttest.ToyExecutor)
		return e, err
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(code("use var", "final_answer(city)"))...)
	a, err := agent.New(m, factory, agent.WithVariables(map[string]any{"city": "Paris"}), agent.WithAuthorizedImports("math", "json"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "Paris" {
		t.Errorf("answer = %#v", res.Answer)
	}
	if task := m.Calls()[0].Messages[1].Content; !strings.HasSuffix(task, "\n\nThese variables are already defined for your code: city (str).") {
		t.Errorf("task message = %q", task)
	}
	want := append(policy.DefaultImports(), "json")
	if fmt.Sprint(made.Config().AuthorizedImports) != fmt.Sprint(want) {
		t.Errorf("executor imports = %v, want %v", made.Config().AuthorizedImports, want)
	}
	if !strings.Contains(a.SystemPrompt(), "You may import only these modules: collections, datetime,") || !strings.Contains(a.SystemPrompt(), "unicodedata, json.") {
		t.Errorf("system prompt lacks the imports:\n%s", a.SystemPrompt())
	}
}

func TestNewRejectsBadConfig(t *testing.T) {
	m := agenttest.NewScriptedModel()
	dup := agent.FinalAnswerTool()
	for name, opts := range map[string][]agent.Option{
		"zero steps":      {agent.WithMaxSteps(0)},
		"negative plan":   {agent.WithPlanningInterval(-1)},
		"duplicate tools": {agent.WithTools(dup, dup)},
		"bad tool name":   {agent.WithTools(agent.NewFuncTool("not valid", "x", nil, "str", nil))},
		"keyword tool":    {agent.WithTools(agent.NewFuncTool("lambda", "x", nil, "str", nil))},
		"keyword arg":     {agent.WithTools(agent.NewFuncTool("f", "x", []agent.Param{{Name: "from", Type: "str"}}, "str", nil))},
		"empty tags":      {agent.WithCodeTags(agent.CodeTags{})},
	} {
		if _, err := agent.New(m, agenttest.NewToyExecutor, opts...); err == nil {
			t.Errorf("%s: New accepted it", name)
		}
	}
	if _, err := agent.New(nil, agenttest.NewToyExecutor); err == nil {
		t.Error("New accepted a nil model")
	}
}

func TestMarkdownCodeTags(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts("Thought: fenced\n```python\nfinal_answer(9)\n```")...)
	a := newAgent(t, m, agent.WithCodeTags(agent.MarkdownCodeTags()))
	res, err := a.Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != int64(9) {
		t.Errorf("answer = %#v", res.Answer)
	}
	if got := fmt.Sprint(m.Calls()[0].Options.Stop); got != "[Observation: Calling tools:]" {
		t.Errorf("stops = %s; the closing fence is part of the opening one and must not be a stop", got)
	}
	if !strings.Contains(a.SystemPrompt(), "between ```python and ```") {
		t.Errorf("system prompt does not ask for fences")
	}
}

// closingExecutor records whether the agent closed it.
type closingExecutor struct {
	agent.Executor
	closed *bool
}

func (c closingExecutor) Close() error { *c.closed = true; return nil }

func TestExecutorClosedAfterRun(t *testing.T) {
	closed := false
	factory := func(cfg agent.ExecutorConfig) (agent.Executor, error) {
		e, err := agenttest.NewToyExecutor(cfg)
		return closingExecutor{Executor: e, closed: &closed}, err
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(code("x", "final_answer(1)"))...)
	a, err := agent.New(m, factory)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Run(context.Background(), "t"); err != nil {
		t.Fatal(err)
	}
	if !closed {
		t.Error("executor not closed")
	}
}

func TestExecutorFactoryError(t *testing.T) {
	boom := errors.New("no interpreter")
	a, err := agent.New(agenttest.NewScriptedModel(), func(agent.ExecutorConfig) (agent.Executor, error) { return nil, boom })
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Run(context.Background(), "t"); !errors.Is(err, boom) {
		t.Errorf("error = %v", err)
	}
	a, err = agent.New(agenttest.NewScriptedModel(), func(agent.ExecutorConfig) (agent.Executor, error) { return nil, nil })
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Run(context.Background(), "t"); err == nil || !strings.Contains(err.Error(), "no executor") {
		t.Errorf("nil executor: error = %v", err)
	}
}

func TestRunStream(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(code("a", "print(1)"), code("b", "final_answer(2)"))...)
	a := newAgent(t, m)
	var deltas strings.Builder
	var steps []int
	var final *agent.Result
	for ev, err := range a.RunStream(context.Background(), "t") {
		switch {
		case ev.Delta != "":
			deltas.WriteString(ev.Delta)
		case ev.Step != nil:
			steps = append(steps, ev.Step.Number)
		case ev.Result != nil:
			if err != nil {
				t.Fatal(err)
			}
			final = ev.Result
		}
	}
	if final == nil || final.AnswerText != "2" || fmt.Sprint(steps) != "[1 2]" {
		t.Fatalf("final %+v, steps %v", final, steps)
	}
	if !strings.Contains(deltas.String(), "print(1)") || !strings.Contains(deltas.String(), "final_answer(2)") {
		t.Errorf("deltas = %q", deltas.String())
	}
}

func TestRunStreamStopsWhenConsumerBreaks(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(code("a", "print(1)"), code("b", "print(2)"), code("c", "final_answer(3)"))...)
	a := newAgent(t, m)
	for ev := range a.RunStream(context.Background(), "t") {
		if ev.Step != nil {
			break
		}
	}
	if n := len(m.Calls()); n != 1 {
		t.Errorf("model called %d times after the consumer stopped at the first step", n)
	}
}

// panickyExecutor panics when it runs code.
type panickyExecutor struct{ agent.Executor }

func (panickyExecutor) Run(context.Context, string) (agent.ExecResult, error) {
	panic("index out of range in the interpreter")
}

func TestExecutorPanicEndsRunAsError(t *testing.T) {
	factory := func(cfg agent.ExecutorConfig) (agent.Executor, error) {
		e, err := agenttest.NewToyExecutor(cfg)
		return panickyExecutor{e}, err
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(code("x", "print(1)"), code("y", "final_answer(1)"))...)
	a, err := agent.New(m, factory)
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(context.Background(), "t")
	var pe *agent.ExecutorPanicError
	if !errors.As(err, &pe) || pe.Value != "index out of range in the interpreter" || !strings.Contains(pe.Stack, "runProtected") {
		t.Fatalf("error = %v", err)
	}
	if len(res.Steps) != 1 || res.Steps[0].Err == nil {
		t.Errorf("steps = %+v", res.Steps)
	}
}

func TestLongObservationIsTruncated(t *testing.T) {
	long := strings.Repeat("x", 15_000) + strings.Repeat("y", 15_000)
	m := agenttest.NewScriptedModel(agenttest.Texts(code("dump", "print(big)\nbig"), code("done", "final_answer(1)"))...)
	res, err := newAgent(t, m, agent.WithVariables(map[string]any{"big": long})).Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	obs := res.Steps[0].Observation
	if len([]rune(obs)) > 2*20_000+300 {
		t.Errorf("observation has %d characters", len([]rune(obs)))
	}
	if strings.Count(obs, "characters were cut here") != 2 || !strings.HasSuffix(obs, strings.Repeat("y", 100)) || !strings.Contains(obs, "Execution logs:\n"+strings.Repeat("x", 100)) {
		t.Errorf("head and tail not kept in both parts")
	}
	if logs := res.Steps[0].Logs; strings.Count(logs, "characters were cut here") != 1 || len([]rune(logs)) > 20_000+200 {
		t.Error("the step's logs are not the executor's, cut once to the output limit")
	}
	short := agenttest.NewScriptedModel(agenttest.Texts(code("dump", "big"), code("done", "final_answer(1)"))...)
	res, err = newAgent(t, short, agent.WithVariables(map[string]any{"big": long}), agent.WithMaxObservationChars(100)).Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if n := len([]rune(res.Steps[0].Observation)); n > 300 {
		t.Errorf("WithMaxObservationChars(100): observation has %d characters", n)
	}
}

// constantModel always gives the same reply; it is safe for concurrent use.
type constantModel string

func (m constantModel) Generate(context.Context, []agent.Message, agent.GenerateOptions) (agent.Completion, error) {
	return agent.Completion{Text: string(m)}, nil
}

func TestConcurrentRunsShareOneAgent(t *testing.T) {
	a := newAgent(t, constantModel(code("same", "final_answer(\"ok\")")), agent.WithStepCallback(func(agent.Step) {}))
	errs := make(chan error, 8)
	for range 8 {
		go func() {
			res, err := a.Run(context.Background(), "t")
			if err == nil && res.AnswerText != "ok" {
				err = fmt.Errorf("answer %q", res.AnswerText)
			}
			errs <- err
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

func TestCodeRewriteHook(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(code("x", "final_answer(1)"))...)
	var seen string
	res, err := newAgent(t, m, agent.WithCodeRewrite(func(s string) string {
		seen = s
		return strings.Replace(s, "1", "2", 1)
	})).Run(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if seen != "final_answer(1)" || res.Answer != int64(2) || res.Steps[0].Code != "final_answer(2)" {
		t.Errorf("hook saw %q; answer %#v; code %q", seen, res.Answer, res.Steps[0].Code)
	}
}
