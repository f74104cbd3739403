package agent

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"runtime/debug"
	"slices"
	"strings"
	"text/template"
	"time"
	"unicode/utf8"
)

// CodeAgent runs tasks by letting a Model write Python that an Executor
// runs. A CodeAgent is not changed by Run, so one agent may serve several
// runs at once; each run gets its own Executor and Memory.
type CodeAgent struct {
	model        Model
	newExecutor  NewExecutorFunc
	cfg          config
	prompts      *prompts
	systemPrompt string
}

// Result is the outcome of a run. Its Memory holds every step.
type Result struct {
	Memory
	// Answer is the final answer converted to Go (see ExecResult.Value),
	// or the model's last text when the step limit was reached. In JSON,
	// values JSON cannot hold (dicts with non-str keys, complex, bytes)
	// are written as their Python repr.
	Answer any `json:"answer"`
	// AnswerPython is the value passed to final_answer exactly as the
	// executor holds it (a krait.Value with agent/kraitexec): key order,
	// tuples, sets, bytes and all. It is not part of the JSON form.
	AnswerPython any `json:"-"`
	// AnswerText is Python's str() of the answer, exactly as print()
	// shows it; the CLI prints it.
	AnswerText string `json:"answer_text"`
	// Usage sums the token usage of every step.
	Usage TokenUsage `json:"usage"`
	// Duration is the run's wall time.
	Duration time.Duration `json:"duration_ns"`
}

// New builds a CodeAgent that asks model for code and runs it in
// executors made by newExecutor.
func New(model Model, newExecutor NewExecutorFunc, opts ...Option) (*CodeAgent, error) {
	if model == nil {
		return nil, errors.New("agent: New needs a model")
	}
	if newExecutor == nil {
		return nil, errors.New("agent: New needs an executor constructor")
	}
	cfg := defaultConfig()
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.maxSteps < 1 {
		return nil, fmt.Errorf("agent: max steps must be at least 1, got %d", cfg.maxSteps)
	}
	if cfg.planningInterval < 0 {
		return nil, fmt.Errorf("agent: planning interval must not be negative, got %d", cfg.planningInterval)
	}
	if cfg.tags.Open == "" || cfg.tags.Close == "" {
		return nil, errors.New("agent: code tags must not be empty")
	}
	p, err := loadPrompts()
	if err != nil {
		return nil, err
	}
	if cfg.systemTemplate != "" {
		t, err := template.New("system prompt template").Option("missingkey=error").Parse(cfg.systemTemplate)
		if err != nil {
			return nil, fmt.Errorf("agent: %w", err)
		}
		p.system = t
	}
	a := &CodeAgent{model: model, newExecutor: newExecutor, cfg: cfg, prompts: p}
	if err := a.checkNames(); err != nil {
		return nil, err
	}
	if a.systemPrompt, err = a.renderSystemPrompt(); err != nil {
		return nil, err
	}
	return a, nil
}

// CheckExecutor builds one executor with the agent's settings and closes
// it, so that settings the executor refuses (a module it does not have in
// WithAuthorizedImports, a blocked one, a bad limit) are reported before
// any model call. Run would report the same error at its start.
func (a *CodeAgent) CheckExecutor() error {
	exec, err := a.newExecutor(a.executorConfig())
	if err != nil {
		return err
	}
	if c, ok := exec.(io.Closer); ok {
		c.Close()
	}
	return nil
}

// SystemPrompt returns the system prompt the agent sends.
func (a *CodeAgent) SystemPrompt() string { return a.systemPrompt }

// checkNames refuses duplicate or invalid tool names.
func (a *CodeAgent) checkNames() error {
	seen := map[string]bool{}
	for _, t := range a.tools() {
		if !isIdentifier(t.Name) || isKeyword(t.Name) {
			return fmt.Errorf("agent: tool name %q is not a usable Python name", t.Name)
		}
		for _, p := range t.Params {
			if !isIdentifier(p.Name) || isKeyword(p.Name) {
				return fmt.Errorf("agent: tool %s: argument name %q is not a usable Python name", t.Name, p.Name)
			}
		}
		if seen[t.Name] {
			return fmt.Errorf("agent: two tools are named %q", t.Name)
		}
		seen[t.Name] = true
	}
	return nil
}

// isKeyword reports whether s is a Python keyword, which cannot be a name.
func isKeyword(s string) bool {
	switch s {
	case "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
		"def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
		"is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield":
		return true
	}
	return false
}

// isIdentifier reports whether s is a Python identifier.
func isIdentifier(s string) bool {
	for i, r := range s {
		if !isNameStart(r) && (i == 0 || !isNameChar(r)) {
			return false
		}
	}
	return s != ""
}

// tools lists every callable the code gets: the user's tools, the managed
// agents, and final_answer (the user's own final_answer wins).
func (a *CodeAgent) tools() []Tool {
	tools := append([]Tool(nil), a.cfg.tools...)
	for _, m := range a.cfg.managed {
		tools = append(tools, a.managedTool(m))
	}
	for _, t := range tools {
		if t.Name == finalAnswerName {
			return tools
		}
	}
	return append(tools, FinalAnswerTool())
}

// renderSystemPrompt fills the system prompt template.
func (a *CodeAgent) renderSystemPrompt() (string, error) {
	d := systemData{Open: a.cfg.tags.Open, Close: a.cfg.tags.Close, Instructions: a.cfg.instructions}
	for _, t := range a.tools() {
		if a.isManaged(t.Name) {
			continue
		}
		d.Tools = append(d.Tools, t.PythonSignature())
	}
	for _, m := range a.cfg.managed {
		d.ManagedAgents = append(d.ManagedAgents, a.managedTool(m).PythonSignature())
	}
	var imports []string
	for _, m := range a.cfg.imports {
		if m == "*" {
			d.AnyImport = true
		}
		imports = append(imports, m)
	}
	d.Imports = strings.Join(imports, ", ")
	if a.cfg.outputSchema != nil {
		d.OutputSchema = string(a.cfg.outputSchema.JSON())
	}
	return render(a.prompts.system, d)
}

// isManaged reports whether name is a managed agent.
func (a *CodeAgent) isManaged(name string) bool {
	for _, m := range a.cfg.managed {
		if m.Name == name {
			return true
		}
	}
	return false
}

// stopSequences are where the model must stop writing an action: before
// it invents an observation, and at the end of its code block.
func (a *CodeAgent) stopSequences() []string {
	stops := []string{"Observation:", "Calling tools:"}
	if !strings.Contains(a.cfg.tags.Open, a.cfg.tags.Close) {
		stops = append(stops, a.cfg.tags.Close)
	}
	return stops
}

// Run works on task until the code gives a final answer, the step limit
// is reached (the error wraps ErrMaxSteps), the model fails (a
// *GenerationError) or ctx ends (ctx's error). The Result always holds
// the steps taken.
func (a *CodeAgent) Run(ctx context.Context, task string, opts ...RunOption) (Result, error) {
	return a.run(ctx, task, newRunConfig(opts), runHooks{})
}

// runHooks receive a run's events in addition to the configured callbacks.
type runHooks struct {
	step    func(Step)
	delta   func(string)
	restart func()
}

// StreamRestartNote is the text WithStream's function receives when a
// streamed reply was cut and is asked for again: what it showed of the
// reply so far is void.
const StreamRestartNote = "\n[the reply was cut off; asking again]\n"

// run is Run with extra hooks.
func (a *CodeAgent) run(ctx context.Context, task string, rc runConfig, h runHooks) (Result, error) {
	start := a.cfg.now()
	ctx, span := a.startSpan(ctx, "agent.run", 0)
	vars := a.cfg.variables
	if len(rc.variables) > 0 {
		vars = maps.Clone(a.cfg.variables)
		if vars == nil {
			vars = map[string]any{}
		}
		maps.Copy(vars, rc.variables)
	}
	res := Result{Memory: Memory{SystemPrompt: a.systemPrompt, Task: withVariableNote(task, vars)}}
	base := 0
	if rc.resume != nil {
		res.Memory = *rc.resume
		res.SystemPrompt = a.systemPrompt
		base = res.lastNumber()
		if task != "" || res.hasCode() {
			next := task
			if next == "" {
				next = res.CurrentTask()
			}
			next = withVariableNote(next, vars)
			if res.hasCode() {
				next += "\n\n" + restartNote
			}
			a.record(ctx, &res.Memory, Step{Kind: TaskStep, Number: base, Task: next, Start: start}, h)
		}
	}
	finish := func(err error) (Result, error) {
		res.Usage = res.Memory.Usage()
		res.Duration = a.cfg.now().Sub(start)
		a.cfg.logger.LogAttrs(ctx, levelFor(err), "agent run",
			slog.Int("steps", len(res.Steps)),
			slog.Int64("duration_ms", res.Duration.Milliseconds()),
			slog.Int("input_tokens", res.Usage.InputTokens),
			slog.Int("output_tokens", res.Usage.OutputTokens),
			slog.String("error.type", runErrorType(err)))
		endRunSpan(span, &res, err)
		return res, err
	}
	exec, err := a.newExecutor(a.executorConfig())
	if err == nil && exec == nil {
		err = errors.New("the constructor returned no executor")
	}
	if err != nil {
		return finish(fmt.Errorf("agent: creating the executor: %w", err))
	}
	abandoned := false
	if c, ok := exec.(io.Closer); ok {
		defer func() {
			if !abandoned { // still in use by its abandoned goroutine
				c.Close()
			}
		}()
	}
	tools := map[string]Tool{}
	for _, t := range a.tools() {
		if a.cfg.approve != nil && t.Name != finalAnswerName {
			t = withApproval(t, a.cfg.approve)
		}
		tools[t.Name] = t
	}
	if err := exec.SendTools(tools); err != nil {
		return finish(fmt.Errorf("agent: sending tools to the executor: %w", err))
	}
	if len(vars) > 0 {
		if err := exec.SendVariables(vars); err != nil {
			return finish(fmt.Errorf("agent: sending variables to the executor: %w", err))
		}
	}
	for i := 1; i <= a.cfg.maxSteps; i++ {
		n := base + i
		if err := ctx.Err(); err != nil {
			return finish(err)
		}
		if a.planningDue(i) {
			s, err := a.planningStep(ctx, &res.Memory, n, i, h)
			a.record(ctx, &res.Memory, s, h)
			if err != nil {
				return finish(err)
			}
		}
		if through, ok := a.compactionDue(&res.Memory); ok {
			s, err := a.compactionStep(ctx, &res.Memory, n, through)
			a.record(ctx, &res.Memory, s, h)
			if err != nil {
				return finish(err)
			}
		}
		s, done, err := a.actionStep(ctx, exec, &res.Memory, n, h)
		a.record(ctx, &res.Memory, s, h)
		if err != nil {
			abandoned = errors.As(err, new(*ExecutorAbandonedError))
			return finish(err)
		}
		if done {
			res.Answer, res.AnswerPython, res.AnswerText = s.Output, s.OutputPython, s.OutputText
			return finish(nil)
		}
	}
	s, err := a.forcedAnswerStep(ctx, &res.Memory, base+a.cfg.maxSteps+1, h)
	a.record(ctx, &res.Memory, s, h)
	if err != nil {
		return finish(err)
	}
	res.Answer, res.AnswerText = s.Output, s.OutputText
	return finish(fmt.Errorf("%w (max steps: %d)", ErrMaxSteps, a.cfg.maxSteps))
}

// executorConfig is what the agent asks of its executors.
func (a *CodeAgent) executorConfig() ExecutorConfig {
	lim := a.cfg.limits
	lim.MaxOutputChars = a.outputLimit()
	return ExecutorConfig{AuthorizedImports: append([]string(nil), a.cfg.imports...), Limits: lim, PauseForTools: a.cfg.approve != nil}
}

// outputLimit is where executors cut printed output.
func (a *CodeAgent) outputLimit() int {
	if a.cfg.limits.MaxOutputChars != 0 {
		return a.cfg.limits.MaxOutputChars
	}
	return a.cfg.maxObservation
}

// logsShown is the printed output as the model sees it: as the executor
// cut it, or cut here if the executor ignored its output limit by more
// than the room its note takes.
func (a *CodeAgent) logsShown(logs string) string {
	if max := a.outputLimit(); max > 0 && utf8.RuneCountInString(logs) > max+truncationNoteRoom {
		return Truncate(logs, max)
	}
	return logs
}

// truncationNoteRoom is how much longer than the output limit an
// executor's logs may be: the length of its truncation note.
const truncationNoteRoom = 200

// withVariableNote tells the model, after the task, which variables the
// run defines for its code.
func withVariableNote(task string, vars map[string]any) string {
	if len(vars) == 0 {
		return task
	}
	names := slices.Sorted(maps.Keys(vars))
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s (%s)", n, pyTypeName(vars[n]))
	}
	return task + "\n\nThese variables are already defined for your code: " + strings.Join(parts, ", ") + "."
}

// planningDue reports whether a plan is made before action step n.
func (a *CodeAgent) planningDue(n int) bool {
	iv := a.cfg.planningInterval
	return iv > 0 && (n == 1 || (n-1)%iv == 0)
}

// record appends a finished step to memory, logs it and calls callbacks.
func (a *CodeAgent) record(ctx context.Context, mem *Memory, s Step, h runHooks) {
	s.Duration = a.cfg.now().Sub(s.Start)
	mem.Steps = append(mem.Steps, s)
	a.logStep(ctx, s)
	for _, cb := range a.cfg.callbacks {
		cb(s)
	}
	if h.step != nil {
		h.step(s)
	}
}

// generate asks the model for a reply, streaming when asked to, and cuts
// the reply at the first stop sequence in case the model ignored them.
func (a *CodeAgent) generate(ctx context.Context, msgs []Message, opts GenerateOptions, h runHooks) (Completion, error) {
	var c Completion
	var err error
	ctx, span := a.startSpan(ctx, "agent.model_call", 0)
	defer func() { endModelSpan(span, c.Usage, err) }()
	if sm, ok := a.model.(StreamingModel); ok && (a.cfg.onDelta != nil || h.delta != nil) {
		var b strings.Builder
		for d, derr := range sm.Stream(ctx, msgs, opts) {
			if derr != nil {
				err = derr
				break
			}
			if d.Restart {
				b.Reset()
				if a.cfg.onDelta != nil {
					a.cfg.onDelta(StreamRestartNote)
				}
				if h.restart != nil {
					h.restart()
				}
				continue
			}
			if d.Text != "" {
				b.WriteString(d.Text)
				if a.cfg.onDelta != nil {
					a.cfg.onDelta(d.Text)
				}
				if h.delta != nil {
					h.delta(d.Text)
				}
			}
			if d.Usage != nil {
				c.Usage = *d.Usage
			}
		}
		c.Text = b.String()
	} else {
		c, err = a.model.Generate(ctx, msgs, opts)
	}
	if err != nil {
		return c, err
	}
	c.Text = CutAtStop(c.Text, opts.Stop)
	return c, nil
}

// CutAtStop returns text up to the earliest of the stop sequences.
func CutAtStop(text string, stops []string) string {
	cut := len(text)
	for _, s := range stops {
		if s == "" {
			continue
		}
		if i := strings.Index(text, s); i >= 0 && i < cut {
			cut = i
		}
	}
	return text[:cut]
}

// modelError turns a model failure into the run's error: ctx's own error
// when the run was cancelled, a *GenerationError otherwise.
func modelError(ctx context.Context, step int, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		return ctxErr
	}
	return &GenerationError{Step: step, Err: err}
}

// actionStep runs one think-code-observe step. done reports a final
// answer; err ends the run.
func (a *CodeAgent) actionStep(ctx context.Context, exec Executor, mem *Memory, n int, h runHooks) (s Step, done bool, err error) {
	ctx, span := a.startSpan(ctx, "agent.step", n)
	defer func() { endSpan(span, err) }()
	s = Step{Kind: ActionStep, Number: n, Start: a.cfg.now()}
	c, err := a.generate(ctx, mem.Messages(), GenerateOptions{Stop: a.stopSequences()}, h)
	s.Usage = c.Usage
	if err != nil {
		s.setError(err)
		return s, false, modelError(ctx, n, err)
	}
	s.ModelOutput = closeOpenCode(c.Text, a.cfg.tags)

	var check func(string) error
	if sc, ok := exec.(SyntaxChecker); ok {
		check = sc.CheckSyntax
	}
	code, err := ExtractCode(s.ModelOutput, a.cfg.tags, check)
	if err != nil {
		s.setError(err)
		return s, false, nil
	}
	s.Code = a.cfg.rewrite(code)
	code, rejected, err := a.approveCode(ctx, n, s.Code)
	if err != nil {
		s.setError(err)
		return s, false, err
	}
	if rejected != nil {
		s.setError(rejected)
		return s, false, nil
	}
	s.Code = code

	sink := &stepSink{}
	rctx := context.WithValue(ctx, stepSinkKey{}, sink)
	if a.cfg.approve != nil {
		rctx = context.WithValue(rctx, approvalStepKey{}, n)
	}
	out, err := a.executeTraced(rctx, exec, n, s.Code)
	s.ManagedUsage = sink.total()
	s.AbandonedTools = sink.abandonedTools()
	s.Logs = out.Logs
	if errors.As(err, new(*ExecutorPanicError)) || errors.As(err, new(*ExecutorAbandonedError)) {
		s.setError(err)
		return s, false, err
	}
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			s.setError(err)
			return s, false, ctxErr
		}
		if out.Logs != "" {
			s.Observation = "Execution logs:\n" + withNewline(a.logsShown(out.Logs))
		}
		s.setError(&Error{Kind: ExecutionError, Err: err})
		return s, false, nil
	}
	s.Output, s.OutputPython, s.OutputText = out.Value, out.Python, out.Text
	if s.OutputText == "" {
		s.OutputText = pyStr(out.Value)
	}
	s.Observation = "Execution logs:\n" + withNewline(a.logsShown(out.Logs)) +
		"Last output from code snippet:\n" + Truncate(s.OutputText, a.cfg.maxObservation)
	if !out.IsFinalAnswer {
		return s, false, nil
	}
	if sc := a.cfg.outputSchema; sc != nil {
		if err := sc.Check(out.Value); err != nil {
			s.setError(&Error{Kind: FinalAnswerRejected, Err: fmt.Errorf("the final answer does not match the output schema: %w\nThe schema is: %s", err, sc.JSON())})
			return s, false, nil
		}
	}
	for _, check := range a.cfg.checks {
		if err := check(ctx, out.Value, mem); err != nil {
			s.setError(&Error{Kind: FinalAnswerRejected, Err: fmt.Errorf("the final answer was rejected by a check: %w", err)})
			return s, false, nil
		}
	}
	s.IsFinalAnswer = true
	return s, true, nil
}

// executorGrace is how long an executor may take to stop after its
// context ended before it is abandoned.
const executorGrace = 250 * time.Millisecond

// runProtected runs code, turning a panic in the executor into an
// *ExecutorPanicError so that it cannot crash the program. When ctx ends
// and the executor does not return within executorGrace, its goroutine
// is abandoned and the error is an *ExecutorAbandonedError.
func runProtected(ctx context.Context, exec Executor, code string) (ExecResult, error) {
	type outcome struct {
		out ExecResult
		err error
	}
	run := func() (o outcome) {
		defer func() {
			if r := recover(); r != nil {
				o = outcome{ExecResult{}, &ExecutorPanicError{Value: r, Stack: string(debug.Stack())}}
			}
		}()
		out, err := exec.Run(ctx, code)
		return outcome{out, err}
	}
	if ctx.Done() == nil { // nothing can end the run: no need to watch it
		o := run()
		return o.out, o.err
	}
	done := make(chan outcome, 1)
	go func() { done <- run() }()
	select {
	case o := <-done:
		return o.out, o.err
	case <-ctx.Done():
	}
	t := time.NewTimer(executorGrace)
	defer t.Stop()
	select {
	case o := <-done:
		return o.out, o.err
	case <-t.C:
		return ExecResult{}, &ExecutorAbandonedError{Err: ctx.Err()}
	}
}

// withNewline ends non-empty text with a newline.
func withNewline(s string) string {
	if s != "" && !strings.HasSuffix(s, "\n") {
		return s + "\n"
	}
	return s
}

// setError records err on the step, with the text the model will see.
func (s *Step) setError(err error) {
	s.Err = err
	s.ErrorType = errorType(err)
	s.Error = errorText(err)
}

// errorText is what the model is shown about err: the message, preceded
// by the Python traceback when it adds something.
func errorText(err error) string {
	msg := err.Error()
	var pe PythonError
	if errors.As(err, &pe) {
		if tb := strings.TrimSpace(pe.Traceback()); tb != "" && !strings.Contains(msg, tb) {
			return tb + "\n" + msg
		}
	}
	return msg
}

// planningStep writes the first plan or updates it.
func (a *CodeAgent) planningStep(ctx context.Context, mem *Memory, n, i int, h runHooks) (Step, error) {
	s := Step{Kind: PlanningStep, Number: n, Start: a.cfg.now()}
	tmpl, data := a.prompts.planInitial, map[string]any{"Task": mem.CurrentTask(), "EndPlan": endPlan}
	if i > 1 {
		tmpl = a.prompts.planUpdate
		data["Remaining"] = a.cfg.maxSteps - i + 1
	}
	prompt, err := render(tmpl, data)
	if err != nil {
		return s, err
	}
	msgs := append(mem.Messages(), Message{Role: RoleUser, Content: prompt})
	c, err := a.generate(ctx, msgs, GenerateOptions{Stop: []string{endPlan}}, h)
	return s, s.takeReply(ctx, c, err)
}

// takeReply records a model reply on the step; a failure is recorded too
// and becomes the run's error.
func (s *Step) takeReply(ctx context.Context, c Completion, err error) error {
	s.Usage = c.Usage
	if err != nil {
		s.setError(err)
		return modelError(ctx, s.Number, err)
	}
	s.ModelOutput = strings.TrimSpace(c.Text)
	return nil
}

// forcedAnswerStep asks for an answer in plain text once the step limit
// is reached.
func (a *CodeAgent) forcedAnswerStep(ctx context.Context, mem *Memory, n int, h runHooks) (Step, error) {
	s := Step{Kind: FinalAnswerStep, Number: n, Start: a.cfg.now()}
	prompt, err := render(a.prompts.finalAnswer, map[string]any{"Task": mem.CurrentTask()})
	if err != nil {
		return s, err
	}
	var opts GenerateOptions
	if sc := a.cfg.outputSchema; sc != nil {
		prompt += "\nWrite only the answer, as JSON matching this schema:\n" + string(sc.JSON())
		opts.ResponseFormat = &ResponseFormat{Name: "final_answer", Schema: sc.JSON()}
	}
	msgs := append(mem.Messages(), Message{Role: RoleUser, Content: prompt})
	c, err := a.generate(ctx, msgs, opts, h)
	if err := s.takeReply(ctx, c, err); err != nil {
		return s, err
	}
	s.Output, s.OutputText = s.ModelOutput, s.ModelOutput
	if sc := a.cfg.outputSchema; sc != nil {
		if v, err := decodeJSON(s.ModelOutput); err != nil {
			s.setError(&Error{Kind: FinalAnswerRejected, Err: fmt.Errorf("the answer is not JSON: %w", err)})
		} else if err := sc.Check(v); err != nil {
			s.Output = v
			s.setError(&Error{Kind: FinalAnswerRejected, Err: fmt.Errorf("the answer does not match the output schema: %w", err)})
		} else {
			s.Output = v
		}
	}
	return s, nil
}
