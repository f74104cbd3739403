package serve

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// ToolResultsHeader, set to "body" on a run request (POST
// /v1/sessions/{session}/runs), says that the client sends the run's tool
// results in the same request's body, as ToolResultLine values after the
// RunRequest, instead of one POST per result: the server answers on the
// same connection, with the header set in its response, while the body
// stays open. This saves a request per tool call (docs/service.md, "Tool
// results in the run's body"). Clients use it only when the server's hello
// lists FeatureToolResultsInBody.
const ToolResultsHeader = "Krait-Tool-Results"

// Features a server's hello may list.
const (
	// FeatureToolResultsInBody: run requests may carry their tool results
	// in their body (ToolResultsHeader).
	FeatureToolResultsInBody = "tool_results_in_body"
	// FeatureRunStatus: the run_status request (RunStatus).
	FeatureRunStatus = "run_status"
	// FeatureQuietToolResults: a stdio tool_result with "quiet": true
	// is answered only when refused, so the client need not wait for
	// (or read) an answer per tool call.
	FeatureQuietToolResults = "quiet_tool_results"
	// FeatureUpgrade: GET /v1/connect upgrades the connection to the
	// stdio protocol's lines (UpgradeProtocol).
	FeatureUpgrade = "upgrade"
)

// features are what the HTTP transport offers on top of protocol 1,
// stdioFeatures what stdio offers, and gatewayFeatures what a cluster's
// gateway offers (it relays a tool_result's answer from its instance).
var (
	features        = []string{FeatureToolResultsInBody, FeatureRunStatus, FeatureUpgrade}
	stdioFeatures   = []string{FeatureRunStatus, FeatureQuietToolResults}
	gatewayFeatures = []string{FeatureRunStatus}
)

// ToolResultLine answers a tool call inside a run request's body.
type ToolResultLine struct {
	Call int `json:"call"`
	ToolResult
}

// duplexRun reports whether r is a run request whose body carries its tool
// results: such a body stays open while the run streams its events, so it
// is bounded per value (resultReader) rather than as a whole.
func duplexRun(r *http.Request) bool {
	if r.Method != http.MethodPost || r.Header.Get(ToolResultsHeader) != "body" {
		return false
	}
	rest, ok := strings.CutPrefix(r.URL.Path, "/v1/sessions/")
	if !ok {
		return false
	}
	session, runs, _ := strings.Cut(rest, "/")
	return session != "" && runs == "runs"
}

// resultReader reads a duplex run request's body: the RunRequest, then the
// tool results. Each value may be at most max bytes long: the underlying
// reader is never read past max bytes from the start of the value being
// decoded.
type resultReader struct {
	body  io.Reader
	read  int64 // bytes read from body
	limit int64 // read may not pass it
	max   int64
	// timeout is the server's BodyTimeout.
	timeout time.Duration
	dec     *json.Decoder
	rc      *http.ResponseController
	// done is closed when serveResults returns; nil if it never started.
	done chan struct{}
}

func newResultReader(w http.ResponseWriter, r *http.Request, max int64, timeout time.Duration) *resultReader {
	rr := &resultReader{body: r.Body, max: max, timeout: timeout, rc: http.NewResponseController(w)}
	rr.dec = json.NewDecoder(rr)
	rr.dec.DisallowUnknownFields()
	return rr
}

// errValueTooLarge is a value in a duplex body longer than the limit.
var errValueTooLarge = errors.New("value too large")

func (rr *resultReader) Read(p []byte) (int, error) {
	room := rr.limit - rr.read
	if room <= 0 {
		return 0, errValueTooLarge
	}
	if int64(len(p)) > room {
		p = p[:room]
	}
	n, err := rr.body.Read(p)
	rr.read += int64(n)
	return n, err
}

// next decodes the next value into v.
func (rr *resultReader) next(v any) error {
	rr.limit = rr.dec.InputOffset() + rr.max
	return rr.dec.Decode(v)
}

// runRequest decodes the RunRequest that starts the body, within the
// read deadline of any request body (Server.deadline); an error is the
// request's. The deadline stays until the run starts (start), and for a
// refused run for what net/http reads of the body afterwards.
func (rr *resultReader) runRequest(req *RunRequest) *Error {
	switch err := rr.next(req); {
	case err == nil:
		return nil
	case errors.Is(err, io.EOF):
		return errorf(CodeBadRequest, "the request needs a JSON body")
	case errors.Is(err, errValueTooLarge):
		return errorf(CodeTooLarge, "the run request is larger than the server's limit of %d bytes", rr.max)
	default:
		return errorf(CodeBadRequest, "malformed JSON body: %v", err)
	}
}

// start starts serveResults for run; the run's stream has not begun. It
// lifts the body's read deadline: the tool results come as the run calls
// tools, and the run waits for them for at most its host wait limit
// (finish sets a deadline again for the body's end).
func (rr *resultReader) start(sess *session, run string) {
	rr.rc.SetReadDeadline(time.Time{})
	rr.done = make(chan struct{})
	go rr.serveResults(sess, run)
}

// finish ends a duplex run request once its result is written (not yet
// flushed). The client ends its body when it has the result, and the
// handler returns only after that: net/http must see a body's end before
// its handler returns to serve the connection's next request, and Go's
// client (as others) reuses a connection only once its request is
// written, so the response's end must come after the body's. A client
// that does not end its body within the body timeout, or by the time the
// server closes (stop), is cut off. A refused run's body keeps the
// deadline of its request.
func (rr *resultReader) finish(stop <-chan struct{}) {
	rr.rc.Flush()
	if rr.done == nil {
		return
	}
	rr.rc.SetReadDeadline(time.Now().Add(rr.timeout))
	select {
	case <-rr.done:
	case <-stop:
		rr.rc.SetReadDeadline(time.Now())
		<-rr.done
	}
}

// bodyStreamError ends a run whose client sent a tool result line the
// server cannot use: the run's result says so (CancelledError).
type bodyStreamError struct{ msg string }

func (e *bodyStreamError) Error() string { return e.msg }

func (e *bodyStreamError) Is(target error) bool { return target == context.Canceled }

// serveResults hands the tool results of a run of sess to it until the
// body ends. A line the server cannot use (malformed, too large, a value
// and an error) ends the run with an error saying why; a result for a call
// that stopped waiting (cancelled, past its host wait limit) is dropped, as
// the run's result tells the client what happened.
func (rr *resultReader) serveResults(sess *session, run string) {
	defer close(rr.done)
	for {
		var line ToolResultLine
		err := rr.next(&line)
		if err == nil {
			if line.Call <= 0 {
				err = errors.New(`a tool result line needs "call", the call's number`)
			} else if e := sess.toolResult(run, line.Call, line.ToolResult); e != nil && e.Code != CodeNotWaiting {
				err = e
			}
		}
		switch {
		case err == nil:
			continue
		case errors.Is(err, io.EOF):
			return
		case errors.Is(err, errValueTooLarge):
			err = errors.New("a tool result line is larger than the server's limit of " + strconv.FormatInt(rr.max, 10) + " bytes")
		}
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		if errors.As(err, &syn) || errors.As(err, &typ) || strings.HasPrefix(err.Error(), "json: unknown field") {
			err = errors.New("malformed tool result line in the run's body: " + err.Error())
		}
		// Any other read error (the connection closed, the deadline set
		// when the run ended) also ends the run if it is still going.
		sess.failRun(run, &bodyStreamError{msg: "the client's tool results stream failed: " + err.Error()})
		// The body is read to its end before the handler returns (see
		// finish), up to the read deadline that finish sets.
		io.Copy(io.Discard, rr.body)
		return
	}
}
