// Package client is a Go client of `krait serve` (docs/service.md), over
// HTTP (NewHTTP) or over the JSON lines of `krait serve --stdio` (Spawn,
// NewStdio). Tools declared by a session are called back here: Run hands
// each tool call to the RunHandler and sends back its result.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/serve"
)

// Client talks to one krait server.
type Client struct {
	t transport
}

// transport carries the protocol's requests: do sends one and decodes its
// answer into out; run sends a run request and calls onEvent with each
// event line until the result.
type transport interface {
	do(ctx context.Context, op request, body, out any) error
	// tools says whether the run is expected to call tools: the
	// session declared tools, and its previous run called one (or
	// it is the first run since they were declared).
	run(ctx context.Context, session string, body serve.RunRequest, tools bool, onEvent func(ev event) error) error
	close() error
}

// request names an operation and its target.
type request struct {
	op      string
	session string
	run     string
	call    int
	// quiet asks for no answer unless refused (stdio's tool_result).
	quiet bool
}

// event is one line of a run's stream.
type event struct {
	Event string `json:"event"`
	raw   []byte
	// reply, when not nil, sends a tool result on the run's own request
	// rather than as a request of its own.
	reply func(ctx context.Context, call int, res serve.ToolResult) error
}

// Close ends the connection (for a spawned server, the process).
func (c *Client) Close() error { return c.t.close() }

// Hello returns the server's greeting.
func (c *Client) Hello(ctx context.Context) (serve.Hello, error) {
	var h serve.Hello
	err := c.t.do(ctx, request{op: "hello"}, nil, &h)
	return h, err
}

// Session is one session on the server.
type Session struct {
	c    *Client
	ID   string
	Info serve.SessionResponse
	// tools is set while this Session expects its runs to call tools:
	// from its declaring them, then as long as its last run called
	// one.
	tools atomic.Bool
}

// CreateSession creates a session with the given imports and limits.
func (c *Client) CreateSession(ctx context.Context, req serve.SessionRequest) (*Session, error) {
	var res serve.SessionResponse
	if err := c.t.do(ctx, request{op: "create_session"}, req, &res); err != nil {
		return nil, err
	}
	return &Session{c: c, ID: res.Session, Info: res}, nil
}

// Delete deletes the session.
func (s *Session) Delete(ctx context.Context) error {
	return s.c.t.do(ctx, request{op: "delete_session", session: s.ID}, nil, nil)
}

// SendVariables defines global variables (Go values, see Encode).
func (s *Session) SendVariables(ctx context.Context, vars map[string]any) error {
	req := serve.VariablesRequest{Variables: map[string]krait.TypedJSON{}}
	for name, v := range vars {
		data, err := Encode(v)
		if err != nil {
			return fmt.Errorf("client: variable %s: %w", name, err)
		}
		req.Variables[name] = data
	}
	return s.c.t.do(ctx, request{op: "send_variables", session: s.ID}, req, nil)
}

// SendTools declares tools; RunHandler.ToolCall implements them.
func (s *Session) SendTools(ctx context.Context, tools ...serve.ToolSpec) error {
	err := s.c.t.do(ctx, request{op: "send_tools", session: s.ID}, serve.ToolsRequest{Tools: tools}, nil)
	if err == nil && len(tools) > 0 {
		s.tools.Store(true)
	}
	return err
}

// Cancel cancels the session's run; its Run still returns the result.
func (s *Session) Cancel(ctx context.Context, run string) error {
	return s.c.t.do(ctx, request{op: "cancel_run", session: s.ID, run: run}, nil, nil)
}

// RunStatus asks where a run of the session stands ("" for its latest
// run); see serve.RunStatus. Calls hold the waiting calls' tool_call
// events as decoded JSON objects.
func (s *Session) RunStatus(ctx context.Context, run string) (*serve.RunStatus, error) {
	var st serve.RunStatus
	if err := s.c.t.do(ctx, request{op: "run_status", session: s.ID, run: run}, nil, &st); err != nil {
		return nil, err
	}
	return &st, nil
}

// ToolCall is a call of a declared tool by the running code, with its
// arguments decoded (see Decode).
type ToolCall struct {
	Run    string
	ID     int
	Tool   string
	Args   []any
	Kwargs map[string]any
}

// ToolError makes the calling code raise an exception of Type (a
// built-in exception's name or any dotted name) with Message.
type ToolError = serve.ToolError

// RunHandler receives a run's events.
type RunHandler struct {
	// Output receives what the code prints, as it prints it.
	Output func(text string)
	// ToolCall implements the declared tools: its result goes back to the
	// code (see Encode), its error is raised there (a *ToolError as the
	// exception it names, any other error as RuntimeError). nil answers
	// every call with an error.
	ToolCall func(ctx context.Context, call *ToolCall) (any, error)
}

// Result is a run's result: the event, with its value decoded.
type Result struct {
	serve.ResultEvent
	// Value is ResultEvent.Value decoded (see Decode).
	Value any
}

// Run runs code and returns its result; Python errors are in the result
// (Error, ExitCode), not returned as errors.
func (s *Session) Run(ctx context.Context, code string, h RunHandler) (*Result, error) {
	var res *Result
	// answerErr is a tool result the server refused: the run goes on to
	// its result, which says why (its session was lost, say).
	var answerErr error
	called := false
	err := s.c.t.run(ctx, s.ID, serve.RunRequest{Code: code}, s.tools.Load(), func(ev event) error {
		switch ev.Event {
		case serve.EventOutput:
			var o serve.OutputEvent
			if err := json.Unmarshal(ev.raw, &o); err != nil {
				return err
			}
			if h.Output != nil {
				h.Output(o.Text)
			}
		case serve.EventToolCall:
			called = true
			err := s.answer(ctx, ev, h)
			var se *ServerError
			if errors.As(err, &se) {
				answerErr = err
				return nil
			}
			return err
		case serve.EventResult:
			res = &Result{}
			if err := json.Unmarshal(ev.raw, &res.ResultEvent); err != nil {
				return err
			}
			if len(res.ResultEvent.Value) > 0 {
				v, err := Decode(res.ResultEvent.Value)
				if err != nil {
					return err
				}
				res.Value = v
			}
		}
		return nil
	})
	if err == nil {
		s.tools.Store(called)
	}
	if err == nil && res == nil {
		err = errors.New("client: the run's stream ended without a result")
		if answerErr != nil {
			err = fmt.Errorf("client: the run's stream ended without a result after a tool result was refused: %w", answerErr)
		}
	}
	return res, err
}

// answer calls the handler for one tool_call event and posts the result.
func (s *Session) answer(ctx context.Context, ev event, h RunHandler) error {
	raw := ev.raw
	var tc serve.ToolCallEvent
	var kwargs map[string]json.RawMessage
	if err := json.Unmarshal(raw, &struct {
		*serve.ToolCallEvent
		Kwargs *map[string]json.RawMessage `json:"kwargs"`
	}{&tc, &kwargs}); err != nil {
		return err
	}
	call := &ToolCall{Run: tc.Run, ID: tc.Call, Tool: tc.Tool, Kwargs: map[string]any{}}
	var result serve.ToolResult
	decodeErr := func() error {
		for _, a := range tc.Args {
			v, err := Decode(a)
			if err != nil {
				return err
			}
			call.Args = append(call.Args, v)
		}
		for k, a := range kwargs {
			v, err := Decode(a)
			if err != nil {
				return err
			}
			call.Kwargs[k] = v
		}
		return nil
	}()
	var v any
	err := decodeErr
	if err == nil {
		if h.ToolCall == nil {
			err = fmt.Errorf("no handler for tool %s", tc.Tool)
		} else {
			v, err = h.ToolCall(ctx, call)
		}
	}
	if err == nil {
		result.Value, err = Encode(v)
	}
	if err != nil {
		var te *ToolError
		if !errors.As(err, &te) {
			te = &ToolError{Type: "RuntimeError", Message: err.Error()}
		}
		result = serve.ToolResult{Error: te}
	}
	if ev.reply != nil {
		return ev.reply(ctx, tc.Call, result)
	}
	return s.c.t.do(ctx, request{op: "tool_result", session: s.ID, run: tc.Run, call: tc.Call}, result, nil)
}

// ServerError is an error response of the server.
type ServerError = serve.Error
