// Package remoteexec runs an agent's code on a krait server (`krait
// serve`, docs/service.md): an agent.Executor over HTTP, so that the agent
// loop and the sandbox can run on different machines. Each executor is a
// session of the server; the agent's tools are declared to it and called
// back here, in the agent's process.
package remoteexec

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// New returns an agent.NewExecutorFunc whose executors are sessions of
// the krait server at url (e.g. "http://127.0.0.1:8700"), authenticated
// with token when it is not empty. Each executor speaks over a connection
// upgraded to the protocol's lines when the server offers it (client.Dial),
// else over the plain HTTP API.
func New(url, token string) agent.NewExecutorFunc {
	return func(cfg agent.ExecutorConfig) (agent.Executor, error) {
		c, err := client.Dial(context.Background(), url, token, nil)
		if err != nil {
			return nil, fmt.Errorf("remoteexec: %s: %w", url, err)
		}
		sess, err := c.CreateSession(context.Background(), serve.SessionRequest{
			AuthorizedImports: cfg.AuthorizedImports,
			Limits:            limitsOf(cfg),
		})
		if err != nil {
			c.Close()
			return nil, fmt.Errorf("remoteexec: %s: %w", url, err)
		}
		return &Executor{c: c, sess: sess, tools: map[string]agent.Tool{}}, nil
	}
}

// limitsOf asks for the agent's limits (zero fields keep the server's).
func limitsOf(cfg agent.ExecutorConfig) *serve.Limits {
	l := cfg.Limits
	out := &serve.Limits{}
	if l.MaxOps > 0 {
		out.MaxOps = &l.MaxOps
	}
	if l.MaxDuration > 0 {
		s := l.MaxDuration.Seconds()
		out.Timeout = &s
	}
	if l.MaxMemoryBytes > 0 {
		out.MaxMemory = &l.MaxMemoryBytes
	}
	if l.MaxRecursion > 0 {
		out.MaxRecursion = &l.MaxRecursion
	}
	if l.MaxDataDepth > 0 {
		out.MaxDataDepth = &l.MaxDataDepth
	}
	if l.MaxOutputChars > 0 {
		out.MaxOutputChars = &l.MaxOutputChars
	}
	if l.MaxSourceBytes > 0 {
		out.MaxSource = &l.MaxSourceBytes
	}
	return out
}

// Executor is one session on a krait server.
type Executor struct {
	c     *client.Client
	sess  *client.Session
	tools map[string]agent.Tool
}

// Run runs code on the server; tool calls come back to the agent's tools.
// A Python error is returned as an *agent.ExecError with the type, the
// message smolagents would show and the traceback; the result keeps what
// was printed.
func (e *Executor) Run(ctx context.Context, code string) (agent.ExecResult, error) {
	res, err := e.sess.Run(ctx, code, client.RunHandler{ToolCall: e.call})
	if err != nil {
		return agent.ExecResult{}, fmt.Errorf("remoteexec: %w", err)
	}
	out := agent.ExecResult{Value: res.Value, Text: res.Str, Logs: res.Logs, IsFinalAnswer: res.IsFinalAnswer}
	if res.Error != nil {
		return out, &agent.ExecError{Type: res.Error.Type, Message: res.Error.Text, Trace: res.Error.Traceback}
	}
	return out, nil
}

// call runs one tool call: positional arguments bind to the tool's
// parameters in order, keywords by name.
func (e *Executor) call(ctx context.Context, c *client.ToolCall) (any, error) {
	t, ok := e.tools[c.Tool]
	if !ok {
		return nil, &client.ToolError{Type: "NameError", Message: "no tool " + c.Tool}
	}
	if len(c.Args) > len(t.Params) {
		return nil, &client.ToolError{Type: "TypeError", Message: fmt.Sprintf("%s() takes %d positional arguments but %d were given", c.Tool, len(t.Params), len(c.Args))}
	}
	args := make(map[string]any, len(c.Args)+len(c.Kwargs))
	for i, a := range c.Args {
		args[t.Params[i].Name] = a
	}
	for k, v := range c.Kwargs {
		if _, dup := args[k]; dup {
			return nil, &client.ToolError{Type: "TypeError", Message: fmt.Sprintf("%s() got multiple values for argument '%s'", c.Tool, k)}
		}
		args[k] = v
	}
	out, err := t.Call(ctx, args)
	var te *agent.ToolError
	var re *agent.RejectedError
	switch {
	case errors.As(err, &te):
		return nil, &client.ToolError{Type: "TypeError", Message: te.Error()}
	case errors.As(err, &re):
		return nil, &client.ToolError{Type: "PermissionError", Message: re.Error()}
	}
	return out, err
}

// SendVariables defines global variables on the server.
func (e *Executor) SendVariables(vars map[string]any) error {
	return e.sess.SendVariables(context.Background(), vars)
}

// SendTools declares the agent's tools to the server; their calls come
// back here. The agent's default final_answer is krait's own.
func (e *Executor) SendTools(tools map[string]agent.Tool) error {
	names := make([]string, 0, len(tools))
	for name, t := range tools {
		if !agent.IsDefaultFinalAnswer(t) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	specs := make([]serve.ToolSpec, 0, len(names))
	for _, name := range names {
		t := tools[name]
		spec := serve.ToolSpec{Name: name, Description: t.Description, OutputType: t.Output, Parameters: []serve.ParamSpec{}}
		for _, p := range t.Params {
			spec.Parameters = append(spec.Parameters, serve.ParamSpec{Name: p.Name, Type: p.Type, Description: p.Description, Nullable: p.Optional})
		}
		specs = append(specs, spec)
		e.tools[name] = t
	}
	return e.sess.SendTools(context.Background(), specs...)
}

// CheckSyntax reports whether code parses as Python (locally: the parser
// is the server's).
func (e *Executor) CheckSyntax(code string) error {
	_, err := parser.ParseFile("<code>", []byte(code))
	return err
}

// Close deletes the session and closes the connection.
func (e *Executor) Close() error {
	err := e.sess.Delete(context.Background())
	e.c.Close()
	return err
}
