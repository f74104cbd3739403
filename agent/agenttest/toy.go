package agenttest

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strconv"
	"strings"
	"sync"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/internal/jsonnum"
	"github.com/kraitpy/krait/policy"
)

// ToyExecutor is a stand-in for the Python interpreter that understands a
// tiny line language, enough to drive an agent in tests:
//
//	name = EXPR          assign a variable
//	print(EXPR)          append str(EXPR) and a newline to the logs
//	raise Type("msg")    fail with an *agent.ExecError of that type
//	wait()               block until the context ends
//	EXPR                 the value of the last line is the output
//
// where EXPR is a literal (JSON, or Python's True/False/None and 'single
// quoted' strings), a variable, or a tool call tool(EXPR, key=EXPR). A
// call to final_answer ends the code with the answer. Lines starting with
// # are comments. It is not Python and does not pretend to be.
type ToyExecutor struct {
	mu    sync.Mutex
	tools map[string]agent.Tool
	vars  map[string]any
	codes []string
	cfg   agent.ExecutorConfig
}

// NewToyExecutor is an agent.NewExecutorFunc. Like a real executor, it
// refuses an import allowlist the policy rejects (blocked or malformed
// names).
func NewToyExecutor(cfg agent.ExecutorConfig) (agent.Executor, error) {
	pol := policy.Default()
	pol.AllowImports(cfg.AuthorizedImports...)
	if err := pol.Validate(); err != nil {
		return nil, err
	}
	return &ToyExecutor{tools: map[string]agent.Tool{}, vars: map[string]any{}, cfg: cfg}, nil
}

// SendTools makes tools callable.
func (e *ToyExecutor) SendTools(tools map[string]agent.Tool) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	maps.Copy(e.tools, tools)
	return nil
}

// SendVariables defines variables.
func (e *ToyExecutor) SendVariables(vars map[string]any) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	maps.Copy(e.vars, vars)
	return nil
}

// Codes returns the code snippets run so far.
func (e *ToyExecutor) Codes() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.codes...)
}

// Config returns the configuration the executor was made with.
func (e *ToyExecutor) Config() agent.ExecutorConfig { return e.cfg }

// cut applies the output limit, as executors must.
func (e *ToyExecutor) cut(logs string) string {
	return agent.Truncate(logs, e.cfg.Limits.MaxOutputChars)
}

// finalAnswer carries the answer out of the evaluation.
type finalAnswer struct{ value any }

// Run executes code line by line.
func (e *ToyExecutor) Run(ctx context.Context, code string) (agent.ExecResult, error) {
	e.mu.Lock()
	e.codes = append(e.codes, code)
	e.mu.Unlock()
	var logs strings.Builder
	var last any
	for _, line := range strings.Split(code, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		v, err := e.line(ctx, line, &logs)
		if fa, ok := err.(finalAnswerSignal); ok {
			return agent.ExecResult{Value: fa.value, Logs: e.cut(logs.String()), IsFinalAnswer: true}, nil
		}
		if err != nil {
			return agent.ExecResult{Logs: e.cut(logs.String())}, err
		}
		last = v
	}
	return agent.ExecResult{Value: last, Logs: e.cut(logs.String())}, nil
}

// finalAnswerSignal stops the code when final_answer is called.
type finalAnswerSignal finalAnswer

// Error describes the signal.
func (finalAnswerSignal) Error() string { return "final answer" }

// line runs one statement.
func (e *ToyExecutor) line(ctx context.Context, line string, logs *strings.Builder) (any, error) {
	fail := func(typ, msg string) error {
		return &agent.ExecError{Type: typ, Message: fmt.Sprintf("Code execution failed at line '%s' due to: %s: %s", line, typ, msg),
			Trace: fmt.Sprintf("Traceback (most recent call last):\n  File \"<code>\", line 1, in <module>\n%s: %s", typ, msg)}
	}
	switch {
	case line == "wait()":
		<-ctx.Done()
		return nil, ctx.Err()
	case strings.HasPrefix(line, "raise "):
		typ, rest, _ := strings.Cut(strings.TrimPrefix(line, "raise "), "(")
		msg, _ := e.eval(ctx, strings.TrimSuffix(rest, ")"))
		return nil, fail(typ, fmt.Sprint(msg))
	case strings.HasPrefix(line, "print(") && strings.HasSuffix(line, ")"):
		v, err := e.eval(ctx, line[len("print("):len(line)-1])
		if err != nil {
			return nil, e.wrap(line, err)
		}
		logs.WriteString(str(v) + "\n")
		return nil, nil
	}
	if name, expr, ok := strings.Cut(line, "="); ok && isName(strings.TrimSpace(name)) && !strings.HasPrefix(expr, "=") {
		v, err := e.eval(ctx, strings.TrimSpace(expr))
		if err != nil {
			return nil, e.wrap(line, err)
		}
		e.mu.Lock()
		e.vars[strings.TrimSpace(name)] = v
		e.mu.Unlock()
		return v, nil
	}
	v, err := e.eval(ctx, line)
	return v, e.wrap(line, err)
}

// wrap turns an evaluation error into the executor's error form.
func (e *ToyExecutor) wrap(line string, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := err.(finalAnswerSignal); ok {
		return err
	}
	if _, ok := err.(*agent.ExecError); ok {
		return err
	}
	typ := "InterpreterError"
	if _, ok := err.(*agent.ToolError); ok {
		typ = "TypeError"
	}
	return &agent.ExecError{Type: typ, Message: fmt.Sprintf("Code execution failed at line '%s' due to: %s: %v", line, typ, err)}
}

// eval computes an expression.
func (e *ToyExecutor) eval(ctx context.Context, expr string) (any, error) {
	expr = strings.TrimSpace(expr)
	if i := strings.Index(expr, "("); i > 0 && strings.HasSuffix(expr, ")") && isName(expr[:i]) {
		return e.call(ctx, expr[:i], expr[i+1:len(expr)-1])
	}
	if isName(expr) {
		switch expr {
		case "True":
			return true, nil
		case "False":
			return false, nil
		case "None":
			return nil, nil
		}
		e.mu.Lock()
		v, ok := e.vars[expr]
		e.mu.Unlock()
		if !ok {
			return nil, &agent.ExecError{Type: "NameError", Message: fmt.Sprintf("Code execution failed at line '%s' due to: NameError: name '%s' is not defined", expr, expr)}
		}
		return v, nil
	}
	if strings.HasPrefix(expr, "'") && strings.HasSuffix(expr, "'") && len(expr) >= 2 {
		return expr[1 : len(expr)-1], nil
	}
	var v any
	dec := json.NewDecoder(strings.NewReader(expr))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("cannot evaluate %q", expr)
	}
	return jsonnum.Plain(v), nil
}

// call invokes a tool with positional and keyword arguments.
func (e *ToyExecutor) call(ctx context.Context, name, argText string) (any, error) {
	e.mu.Lock()
	tool, ok := e.tools[name]
	e.mu.Unlock()
	if !ok {
		//lint:ignore ST1005 smolagents' wording, which models know
		return nil, fmt.Errorf("Forbidden function evaluation: '%s' is not among the explicitly allowed tools", name)
	}
	args := map[string]any{}
	for i, part := range splitArgs(argText) {
		key, val, isKw := strings.Cut(part, "=")
		if !isKw || !isName(strings.TrimSpace(key)) {
			if i >= len(tool.Params) {
				return nil, &agent.ToolError{Tool: name, Msg: "got too many positional arguments"}
			}
			key, val = tool.Params[i].Name, part
		}
		v, err := e.eval(ctx, val)
		if err != nil {
			return nil, err
		}
		args[strings.TrimSpace(key)] = v
	}
	out, err := tool.Call(ctx, args)
	if err != nil {
		return nil, err
	}
	if name == "final_answer" {
		return nil, finalAnswerSignal{value: out}
	}
	return out, nil
}

// splitArgs splits an argument list at top-level commas.
func splitArgs(s string) []string {
	var parts []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case c == ',' && depth == 0:
			parts = append(parts, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		parts = append(parts, rest)
	}
	return parts
}

// isName reports whether s is a simple identifier.
func isName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// str renders a value for print.
func str(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(x, 10)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
