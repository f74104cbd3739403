package serve

import (
	"sort"
)

// Run states in a RunStatus.
const (
	RunRunning  = "running"
	RunFinished = "finished"
	RunUnknown  = "unknown"
	// RunStarting: asked for the latest run, a run request the session
	// took and has not started yet (it may wait for memory); Request
	// names it and Run is empty.
	RunStarting = "starting"
)

// RunStatus answers run_status (GET /v1/sessions/{session}/runs/{run},
// stdio op "run_status"): where a run stands, so that a client that
// missed its events (a message lost in a cluster while its receiver was
// away) can recover them or fail at once rather than wait.
type RunStatus struct {
	// Run is the run's id; asked without one, the session's run in
	// progress, or else its last finished run ("" when it ran nothing).
	Run string `json:"run"`
	// State is RunRunning, RunFinished (the session's last run: a
	// session keeps the result of its last run only), RunStarting or
	// RunUnknown.
	State string `json:"state"`
	// Request is the stdio id of the request that started the run.
	Request any `json:"request,omitempty"`
	// Calls are the tool_call events of the calls the run waits for.
	Calls []any `json:"calls,omitempty"`
	// Result is the finished run's result event.
	Result *ResultEvent `json:"result,omitempty"`
}

// runStatus is the run_status operation ("" asks for the latest run).
func (sess *session) runStatus(run string) (*RunStatus, *Error) {
	sess.mu.Lock()
	defer sess.mu.Unlock()
	if sess.closed {
		return nil, errorf(CodeUnknownSession, "session %q was deleted", sess.id)
	}
	ar, last := sess.run, sess.last
	switch {
	case ar != nil && (run == "" || run == ar.id):
		st := &RunStatus{Run: ar.id, State: RunRunning, Request: ar.request}
		ids := make([]int, 0, len(ar.calls))
		for id := range ar.calls {
			ids = append(ids, id)
		}
		sort.Ints(ids)
		for _, id := range ids {
			st.Calls = append(st.Calls, ar.calls[id])
		}
		return st, nil
	case ar == nil && run == "" && len(sess.starting) > 0:
		return &RunStatus{State: RunStarting, Request: sess.starting[0].request}, nil
	case last != nil && (run == "" || run == last.Run):
		return &RunStatus{Run: last.Run, State: RunFinished, Request: last.ID, Result: last}, nil
	}
	return &RunStatus{Run: run, State: RunUnknown}, nil
}
