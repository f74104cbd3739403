package serve

import (
	"encoding/json"
	"net/http"

	"github.com/kraitpy/krait"
)

// ProtocolVersion is the version of the protocol in docs/service.md. It
// changes only when a change would break a client written for the
// previous one; new optional fields do not change it.
const ProtocolVersion = 1

// Hello is the server's greeting: GET /v1, and the first line of
// `krait serve --stdio`.
type Hello struct {
	Event    string `json:"event,omitempty"` // "hello" on stdio
	Server   string `json:"server"`          // "krait"
	Protocol int    `json:"protocol"`
	// Features are additions to the protocol this server offers
	// (FeatureToolResultsInBody, FeatureRunStatus); a client uses one
	// only when it is listed.
	Features []string `json:"features,omitempty"`
}

// SessionRequest creates a session (POST /v1/sessions, op
// "create_session").
type SessionRequest struct {
	// AuthorizedImports are modules the session's code may import on top
	// of the defaults ("*" for any; blocked modules stay blocked).
	AuthorizedImports []string `json:"authorized_imports,omitempty"`
	// Limits lower the server's limits for this session (a field left
	// out keeps the server's value; asking for more is an error).
	Limits *Limits `json:"limits,omitempty"`
}

// Limits are a session's resource limits. Durations are in seconds and
// sizes in bytes.
type Limits struct {
	MaxOps         *int64   `json:"max_ops,omitempty"`
	Timeout        *float64 `json:"timeout,omitempty"`
	MaxMemory      *int64   `json:"max_memory,omitempty"`
	MaxOutput      *int64   `json:"max_output,omitempty"`
	MaxOutputChars *int     `json:"max_output_chars,omitempty"`
	MaxRecursion   *int     `json:"max_recursion,omitempty"`
	MaxDataDepth   *int     `json:"max_data_depth,omitempty"`
	MaxWhile       *int64   `json:"max_while,omitempty"`
	MaxSource      *int     `json:"max_source,omitempty"`
	MaxHostWait    *float64 `json:"max_host_wait,omitempty"`
}

// SessionResponse describes a new session.
type SessionResponse struct {
	Session  string `json:"session"`
	Protocol int    `json:"protocol"`
	// IdleTTL is how long, in seconds, the session lives without requests
	// (a run in progress keeps it alive).
	IdleTTL float64 `json:"idle_ttl"`
	// Instance, in a cluster (docs/deploy.md), names the instance holding
	// the session.
	Instance          string   `json:"instance,omitempty"`
	AuthorizedImports []string `json:"authorized_imports"`
	Limits            Limits   `json:"limits"`
}

// VariablesRequest defines global variables (POST
// /v1/sessions/{session}/variables, op "send_variables"); values are typed
// JSON (see krait.TypedJSON).
type VariablesRequest struct {
	Variables map[string]krait.TypedJSON `json:"variables"`
}

// ToolsRequest declares tools (POST /v1/sessions/{session}/tools, op
// "send_tools"). Their implementations stay with the client: each call
// becomes a tool_call event the client answers.
type ToolsRequest struct {
	Tools []ToolSpec `json:"tools"`
}

// ToolSpec declares one tool.
type ToolSpec struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	// Parameters, when not null, are the tool's parameters in order: a
	// call with more positional arguments, an unknown keyword or two
	// values for one parameter is a TypeError in the code, without a
	// round trip. null accepts any arguments.
	Parameters []ParamSpec `json:"parameters"`
	OutputType string      `json:"output_type,omitempty"`
}

// ParamSpec is one parameter of a tool.
type ParamSpec struct {
	Name        string `json:"name"`
	Type        string `json:"type,omitempty"`
	Description string `json:"description,omitempty"`
	Nullable    bool   `json:"nullable,omitempty"`
}

// RunRequest runs code (POST /v1/sessions/{session}/runs, op "run").
type RunRequest struct {
	Code string `json:"code"`
}

// ToolResult answers a tool call (POST
// /v1/sessions/{session}/runs/{run}/calls/{call}, op "tool_result"):
// either Value (typed JSON; null is None) or Error.
type ToolResult struct {
	Value json.RawMessage `json:"value,omitempty"`
	Error *ToolError      `json:"error,omitempty"`
}

// ToolError is an exception the code sees: a built-in exception's name,
// or any other (dotted) name, made a subclass of Exception.
type ToolError struct {
	Type    string `json:"type"`
	Message string `json:"message"`
}

// Error returns "Type: Message".
func (e *ToolError) Error() string { return e.Type + ": " + e.Message }

// OK is the answer of requests that return nothing else.
type OK struct {
	OK bool `json:"ok"`
}

// Events of a run, in order: any number of output and tool_call events,
// then exactly one result.
const (
	EventOutput   = "output"
	EventToolCall = "tool_call"
	EventResult   = "result"
)

// OutputEvent carries what the code printed, as it printed it.
type OutputEvent struct {
	Event string `json:"event"`
	ID    any    `json:"id,omitempty"` // stdio: the run request's id
	Run   string `json:"run"`
	Text  string `json:"text"`
	// Dropped, when not zero, says that this event stands for that many
	// bytes of output the server did not stream (its text says so): the
	// client read more slowly than the run printed, and the server's
	// buffer for the run's output (Config.OutputBuffer) was full, or the
	// session printed faster than Config.OutputRate. The result's logs
	// are complete as ever.
	Dropped int64 `json:"dropped,omitempty"`
}

// ToolCallEvent asks the client to call a tool and answer with a
// ToolResult for (run, call).
type ToolCallEvent struct {
	Event  string            `json:"event"`
	ID     any               `json:"id,omitempty"`
	Run    string            `json:"run"`
	Call   int               `json:"call"`
	Tool   string            `json:"tool"`
	Args   []krait.TypedJSON `json:"args"`
	Kwargs orderedKwargs     `json:"kwargs"`
}

// ResultEvent ends a run.
type ResultEvent struct {
	Event string `json:"event"`
	ID    any    `json:"id,omitempty"`
	Run   string `json:"run"`
	// Value is the last statement's value or final_answer's argument
	// (typed JSON), Repr its Python repr.
	Value krait.TypedJSON `json:"value"`
	Repr  string          `json:"repr"`
	// Str is the value's str(), what smolagents shows the model as the
	// run's output.
	Str           string `json:"str"`
	Logs          string `json:"logs"`
	IsFinalAnswer bool   `json:"is_final_answer"`
	// Error is the run's error, null on success.
	Error *RunError `json:"error"`
	// ExitCode is krait run's exit status for the same outcome.
	ExitCode int      `json:"exit_code"`
	Warnings []string `json:"warnings,omitempty"`
	// Duration is the run's own wall time and HostWait the time it waited
	// for tool results, in seconds; Ops the operations it charged.
	Duration float64 `json:"duration"`
	HostWait float64 `json:"host_wait"`
	// SlotWait is the part of Duration the run waited for the server's
	// CPUs (a run slot: --run-slots), in seconds; absent when none.
	SlotWait float64 `json:"slot_wait,omitempty"`
	Ops      int64   `json:"ops"`
}

// RunError is a run's error, classified as krait run classifies it.
type RunError struct {
	Type      string `json:"type"`
	Message   string `json:"message"`
	Line      int    `json:"line,omitempty"`
	Traceback string `json:"traceback,omitempty"`
	// Text is the error as smolagents words it for an agent ("Code
	// execution failed at line '...' due to: Type: message").
	Text string `json:"text"`
}

// kwarg is one keyword argument of a tool call.
type kwarg struct {
	Name  string
	Value krait.TypedJSON
}

// orderedKwargs writes keyword arguments as a JSON object in call order.
type orderedKwargs []kwarg

// MarshalJSON implements json.Marshaler.
func (kw orderedKwargs) MarshalJSON() ([]byte, error) {
	buf := []byte{'{'}
	for i, k := range kw {
		if i > 0 {
			buf = append(buf, ',')
		}
		name, err := json.Marshal(k.Name)
		if err != nil {
			return nil, err
		}
		buf = append(buf, name...)
		buf = append(buf, ':')
		buf = append(buf, k.Value...)
	}
	return append(buf, '}'), nil
}

// Error is a request the server refuses, with a stable code and a message
// for people. Over HTTP it is the body {"error": {...}} with Status.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Status  int    `json:"-"`
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// Error codes.
const (
	CodeBadRequest     = "bad_request"
	CodeUnauthorized   = "unauthorized"
	CodeNotFound       = "not_found"
	CodeUnknownSession = "unknown_session"
	CodeBusy           = "busy"
	CodeNotWaiting     = "not_waiting"
	CodeTooLarge       = "too_large"
	CodeTooMany        = "too_many_sessions"
	CodeShuttingDown   = "shutting_down"
	CodeInternal       = "internal"
	// CodeOverloaded: the run waited for memory (Config.RunsMemory) and
	// found none within its wait; retry later.
	CodeOverloaded = "overloaded"
	// CodeUpgradeRequired: GET /v1/connect without the upgrade's
	// headers, or on a connection that cannot be upgraded (HTTP/2).
	CodeUpgradeRequired = "upgrade_required"
	// CodeLost: in a cluster, the request or its answer was lost on the
	// way (a NATS cut) and the session did not act on it.
	CodeLost = "lost"
)

var codeStatus = map[string]int{
	CodeBadRequest:      http.StatusBadRequest,
	CodeUnauthorized:    http.StatusUnauthorized,
	CodeNotFound:        http.StatusNotFound,
	CodeUnknownSession:  http.StatusNotFound,
	CodeBusy:            http.StatusConflict,
	CodeNotWaiting:      http.StatusConflict,
	CodeTooLarge:        http.StatusRequestEntityTooLarge,
	CodeTooMany:         http.StatusServiceUnavailable,
	CodeShuttingDown:    http.StatusServiceUnavailable,
	CodeInternal:        http.StatusInternalServerError,
	CodeLost:            http.StatusBadGateway,
	CodeOverloaded:      http.StatusServiceUnavailable,
	CodeUpgradeRequired: http.StatusUpgradeRequired,
}

// errorf returns an *Error with the code's HTTP status.
func errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: sprintf(format, args...), Status: codeStatus[code]}
}

// errorBody is the JSON body of an error response.
type errorBody struct {
	ID    any    `json:"id,omitempty"`
	Error *Error `json:"error"`
}
