package serve

import (
	"context"
	"log/slog"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kraitpy/krait"
)

// session is one client's executor with its declared tools and its run in
// progress.
type session struct {
	srv *Server
	id  string
	ex  *krait.Executor
	// sink receives what the run in progress prints (the executor's
	// Stdout writes there).
	sink atomic.Pointer[sink]
	// rate bounds what the session's runs stream (Config.OutputRate;
	// nil: no bound).
	rate *outputRate

	mu       sync.Mutex
	lastUsed time.Time
	tools    map[string]ToolSpec
	run      *activeRun
	runs     int
	closed   bool
	// runLimit bounds a run's time: its time limit and its host wait
	// limit (the supervisor's watchdog adds a grace).
	runLimit time.Duration
	// memBudget is a run's memory budget (max_memory), what it takes of
	// Config.RunsMemory while it runs.
	memBudget int64
	// remote, in process isolation mode, is where the session lives (ex
	// is nil then).
	remote *remoteSession
	// span is the session's trace span, ended when it closes.
	span trace.Span
	// last is the result of the session's last finished run (for
	// run_status).
	last *ResultEvent
	// starting are the stdio run requests taken but not yet started
	// (stdioRun starts a run on a goroutine of its own): run_status shows
	// them, so that a request handled after one tells that it arrived.
	starting []*startingRun
}

// startingRun is a run request taken and not yet started.
type startingRun struct{ request any }

// startingKey is the context key of a run request's *startingRun.
type startingKey struct{}

// accept notes a run request taken, before the goroutine that runs it
// starts, and returns the context the run gets.
func (sess *session) accept(ctx context.Context, request any) context.Context {
	sr := &startingRun{request: request}
	sess.mu.Lock()
	sess.starting = append(sess.starting, sr)
	sess.mu.Unlock()
	return context.WithValue(ctx, startingKey{}, sr)
}

// startedLocked forgets the run request of ctx (if accepted) once its run
// started or was refused; the caller holds mu.
func (sess *session) startedLocked(ctx context.Context) {
	sr, _ := ctx.Value(startingKey{}).(*startingRun)
	if sr == nil {
		return
	}
	for i, s := range sess.starting {
		if s == sr {
			sess.starting = append(sess.starting[:i], sess.starting[i+1:]...)
			return
		}
	}
}

// activeRun is a session's run in progress and the tool calls it waits
// for.
type activeRun struct {
	id      string
	r       *krait.Run // nil until started
	pending map[int]*krait.Call
	// sent holds when each pending call's event was sent.
	sent map[int]time.Time
	// cancelled is set by a cancel that came before r was set.
	cancelled bool
	// cancel cancels the run's context with a cause (Shutdown).
	cancel context.CancelCauseFunc
	// remoteCalls holds the calls a worker's run waits for (process
	// isolation).
	remoteCalls map[int]bool
	// ctx is the run's context (its span), and spans the spans of the
	// tool calls waiting for their result.
	ctx   context.Context
	spans map[int]trace.Span
	// request is the stdio id of the run request, and calls the
	// tool_call events of the calls waiting for their result (for
	// run_status).
	request any
	calls   map[int]any
}

func newSession(srv *Server, id string, opts krait.Options) (*session, error) {
	sess := &session{srv: srv, id: id, lastUsed: time.Now(), tools: map[string]ToolSpec{}}
	if srv.cfg.OutputRate > 0 {
		sess.rate = newOutputRate(srv.cfg.OutputRate, nil)
	}
	opts.Stdout = outputWriter{sess}
	ex, err := krait.New(opts)
	if err != nil {
		return nil, err
	}
	sess.ex = ex
	return sess, nil
}

// outputWriter forwards what the code prints to the run's sink. It never
// fails: a client that stopped reading cancels the run instead.
type outputWriter struct{ sess *session }

func (w outputWriter) Write(p []byte) (int, error) {
	if w.sess.sink.Load() != nil {
		w.WriteString(string(p))
	}
	return len(p), nil
}

// WriteString is Write of a string, which the event takes as it is: a
// print reaches the sink without a copy (a print flood's garbage drives
// the collector for every tenant).
func (w outputWriter) WriteString(s string) (int, error) {
	if sk := w.sess.sink.Load(); sk != nil {
		sk.emit(&OutputEvent{Event: EventOutput, ID: sk.id, Run: sk.run, Text: s}, false)
	}
	return len(s), nil
}

func (sess *session) touch() {
	sess.mu.Lock()
	sess.lastUsed = time.Now()
	sess.mu.Unlock()
}

// idleSince reports whether the session has had no request since t and
// runs nothing.
func (sess *session) idleSince(t time.Time) bool {
	sess.mu.Lock()
	defer sess.mu.Unlock()
	return sess.run == nil && sess.lastUsed.Before(t)
}

// close cancels the run in progress and closes the executor; it returns
// once the run has ended.
func (sess *session) close() {
	sess.mu.Lock()
	sess.closed = true
	sess.mu.Unlock()
	if sess.span != nil {
		sess.span.End()
	}
	if sess.remote != nil {
		sess.cancelCause(context.Canceled)
		sess.closeRemote()
		return
	}
	sess.ex.Close()
}

// cancelCause cancels the run in progress, if any, with cause as its
// context's cause: the run's result reports it.
func (sess *session) cancelCause(cause error) {
	sess.mu.Lock()
	ar := sess.run
	sess.mu.Unlock()
	if ar != nil {
		ar.cancel(cause)
	}
}

// failRun cancels run, if it is the run in progress, with cause.
func (sess *session) failRun(run string, cause error) {
	sess.mu.Lock()
	ar := sess.run
	sess.mu.Unlock()
	if ar != nil && ar.id == run {
		ar.cancel(cause)
	}
}

// idle locks the session for a request that needs it idle (no run in
// progress); the caller unlocks.
func (sess *session) idle() *Error {
	sess.mu.Lock()
	switch {
	case sess.closed:
		sess.mu.Unlock()
		return errorf(CodeUnknownSession, "session %q was deleted", sess.id)
	case sess.run != nil:
		id := sess.run.id
		sess.mu.Unlock()
		return errorf(CodeBusy, "session %q is running run %s; wait for its result or cancel it", sess.id, id)
	}
	return nil
}

// sendVariables is the send_variables operation.
func (sess *session) sendVariables(req VariablesRequest) *Error {
	if err := sess.idle(); err != nil {
		return err
	}
	defer sess.mu.Unlock()
	if sess.remote != nil {
		return sess.remoteCall("send_variables", map[string]any{"variables": req.Variables})
	}
	vars := make(map[string]any, len(req.Variables))
	for name, v := range req.Variables {
		vars[name] = v
	}
	if err := sess.ex.SendVariables(vars); err != nil {
		return errorf(CodeBadRequest, "%v", err)
	}
	return nil
}

// sendTools is the send_tools operation.
func (sess *session) sendTools(req ToolsRequest) *Error {
	if err := sess.idle(); err != nil {
		return err
	}
	defer sess.mu.Unlock()
	if sess.remote != nil {
		return sess.remoteCall("send_tools", map[string]any{"tools": req.Tools})
	}
	tools := make([]krait.Tool, len(req.Tools))
	for i, spec := range req.Tools {
		params := make([]string, len(spec.Parameters))
		for j, p := range spec.Parameters {
			params[j] = p.Name
		}
		tools[i] = krait.HostTool(spec.Name, spec.Description, params...)
	}
	if err := sess.ex.SendTools(tools...); err != nil {
		return errorf(CodeBadRequest, "%v", err)
	}
	for _, spec := range req.Tools {
		sess.tools[spec.Name] = spec
	}
	return nil
}

// runCode is the run operation: it starts the code, calls begin with the
// run's id (when not nil), writes the run's events with write (stdio
// passes its request's id, which the events repeat; see sink for the
// flushes) and returns after the result event. An error means the run was
// refused (nothing was written).
func (sess *session) runCode(ctx context.Context, code string, id any, begin func(run string), write func(ev any, flush bool) error) *Error {
	srv := sess.srv
	registered := false
	defer func() {
		if !registered {
			sess.mu.Lock()
			sess.startedLocked(ctx)
			sess.mu.Unlock()
		}
	}()
	if err := srv.startRun(); err != nil {
		return err
	}
	defer srv.endRun()
	var ended sync.Once
	defer ended.Do(srv.runEnded)
	if srv.memory != nil {
		// A busy session is refused without waiting for memory.
		if err := sess.idle(); err != nil {
			return err
		}
		sess.mu.Unlock()
		if err := srv.memory.acquire(ctx, sess.memBudget, srv.cfg.MemoryWait); err != nil {
			return err
		}
	}
	// The budget is given back when the run ends, before its result is
	// written.
	var freed sync.Once
	free := func() { srv.memory.release(sess.memBudget) }
	defer freed.Do(free)
	if err := sess.idle(); err != nil {
		return err
	}
	sess.runs++
	ctx, cancelCause := context.WithCancelCause(ctx)
	cancel := func() { cancelCause(nil) }
	defer cancel()
	ctx, span := sess.startRunSpan(ctx, strconv.Itoa(sess.runs))
	ar := &activeRun{id: strconv.Itoa(sess.runs), request: id, calls: map[int]any{}, pending: map[int]*krait.Call{}, sent: map[int]time.Time{}, cancel: cancelCause, remoteCalls: map[int]bool{}, ctx: ctx, spans: map[int]trace.Span{}}
	sess.run = ar
	sess.startedLocked(ctx)
	registered = true
	if sess.remote != nil {
		sess.remote.run = ""
	}
	sess.mu.Unlock()
	log := srv.log.With("session", sess.id, "run", ar.id)
	if id := traceID(ctx); id != "" {
		log = log.With("trace_id", id)
	}
	log.Debug("run started", "code_bytes", len(code))
	// done ends the run for the session, before its result is sent: a
	// client may send its next request as soon as it has the result.
	// The result stays for run_status.
	var ev *ResultEvent
	// final is what the client gets as the result: ev, or the worker's
	// result as it came (runRemote).
	var final any
	var once sync.Once
	done := func() {
		once.Do(func() {
			sess.sink.Store(nil)
			sess.mu.Lock()
			sess.run = nil
			if ev != nil {
				sess.last = ev
			}
			sess.lastUsed = time.Now()
			sess.mu.Unlock()
		})
	}
	defer done()
	sk := &sink{id: id, run: ar.id, begin: begin, write: write, fail: cancel, limit: srv.cfg.OutputBuffer, delay: srv.flushDelay, rate: sess.rate}
	sess.sink.Store(sk)
	defer sk.close()

	if sess.remote != nil {
		sk.open()
		sess.runRemote(ctx, ar, code, sk, func(r *ResultEvent, raw *rawEvent) {
			r.ID, ev = id, r
			if raw != nil {
				final = raw
			}
		})
	} else {
		ev = sess.runLocal(ctx, ar, code, id, sk, log)
	}
	sess.mu.Lock()
	for call, at := range ar.sent {
		srv.metrics.observeToolCall("abandoned", time.Since(at))
		delete(ar.sent, call)
	}
	for call, span := range ar.spans {
		span.SetAttributes(attribute.String("krait.tool_call.outcome", "abandoned"))
		span.End()
		delete(ar.spans, call)
	}
	sess.mu.Unlock()
	endRunSpan(span, ev)
	done()
	ended.Do(srv.runEnded)
	freed.Do(free)
	srv.metrics.observeRun(ev)
	logRun(log, ev)
	if final == nil {
		final = ev
	}
	sk.end(final)
	// The idle time counts from the result's delivery: a client reading
	// a long stream slowly has its session when it has the result.
	sess.touch()
	return nil
}

// runLocal runs code in the session's executor, on this goroutine, and
// returns its result event.
func (sess *session) runLocal(ctx context.Context, ar *activeRun, code string, id any, sk *sink, log *slog.Logger) *ResultEvent {
	started := func(r *krait.Run) bool {
		sess.mu.Lock()
		ar.r = r
		cancelled := ar.cancelled
		sess.mu.Unlock()
		sk.open()
		return !cancelled
	}
	host := func(c *krait.Call) {
		ev, herr := sess.toolCall(ar, id, c)
		if herr != nil {
			c.Resume(nil, herr)
			return
		}
		sess.mu.Lock()
		ar.pending[c.ID] = c
		ar.sent[c.ID] = time.Now()
		ar.calls[c.ID] = ev
		ar.spans[c.ID] = sess.startToolSpan(ar, c.ID, c.Tool)
		sess.mu.Unlock()
		log.Debug("tool call", "call", c.ID, "tool", c.Tool)
		sk.emit(ev, true)
	}
	var out krait.Output
	r, err := sess.ex.RunInline(ctx, code, started, host)
	if err == nil {
		out, err = r.Wait()
	} else {
		sk.open()
	}
	return sess.result(ctx, ar.id, id, out, err)
}

// logRun logs a finished run: at debug level (one line per run is too
// many for a busy server's default log), at warn level when the run
// failed for a reason of the server's own (an internal error, a lost
// worker).
func logRun(log *slog.Logger, ev *ResultEvent) {
	if ev.Error == nil {
		log.Debug("run finished", "outcome", "ok", "duration", ev.Duration, "ops", ev.Ops)
		return
	}
	out := outcome(krait.ErrorInfo{Type: ev.Error.Type, ExitCode: ev.ExitCode})
	level := slog.LevelDebug
	if out == "worker_lost" || ev.Error.Type == "InterpreterError" && ev.ExitCode != krait.ExitPolicy {
		level = slog.LevelWarn
	}
	log.Log(context.Background(), level, "run finished", "outcome", out, "error", ev.Error.Type+": "+ev.Error.Message, "duration", ev.Duration, "ops", ev.Ops)
}

// result builds a run's result event.
func (sess *session) result(ctx context.Context, run string, id any, out krait.Output, err error) *ResultEvent {
	ev := &ResultEvent{
		Event: EventResult, ID: id, Run: run,
		Logs: out.Logs, IsFinalAnswer: out.IsFinalAnswer, Warnings: out.Warnings,
		Duration: out.Duration.Seconds(), HostWait: out.HostWait.Seconds(), SlotWait: out.SlotWait.Seconds(), Ops: out.Ops,
	}
	if rd := out.Rendered; rd != nil && err == nil {
		// Rendered inside the run (Options.RenderResult): a tool its
		// __repr__ called was a tool call of the run.
		ev.Value, ev.Repr, ev.Str = rd.JSON, rd.Repr, rd.Str
	} else if krait.ExitCode(err) == krait.ExitOK {
		var rerr error
		ev.Value, ev.Repr, ev.Str, rerr = sess.ex.MarshalResult(ctx, out.PyValue)
		if rerr != nil {
			// As krait run --json: a value that cannot be shown is the
			// run's error.
			ev.Value, ev.Repr, ev.Str, err = nil, "", "", rerr
		}
	}
	info := krait.DescribeError(err)
	ev.ExitCode = info.ExitCode
	if info.Type != "" {
		ev.Error = &RunError{Type: info.Type, Message: info.Message, Line: info.Line, Traceback: info.Traceback, Text: info.Text}
	}
	return ev
}

// toolCall makes the event of a call, or the exception the code gets
// instead: arguments that do not fit the declared parameters, or values
// that cannot be sent as JSON, are a TypeError without a round trip.
func (sess *session) toolCall(ar *activeRun, id any, c *krait.Call) (*ToolCallEvent, error) {
	sess.mu.Lock()
	spec, declared := sess.tools[c.Tool]
	sess.mu.Unlock()
	if declared && spec.Parameters != nil {
		if err := bindCheck(spec, c); err != nil {
			return nil, err
		}
	}
	ev := &ToolCallEvent{Event: EventToolCall, ID: id, Run: ar.id, Call: c.ID, Tool: c.Tool, Args: make([]krait.TypedJSON, len(c.PyArgs)), Kwargs: make(orderedKwargs, len(c.PyKwargs))}
	for i, a := range c.PyArgs {
		j, err := krait.MarshalValue(a)
		if err != nil {
			return nil, typeError("%s() argument %d: %v", c.Tool, i+1, err)
		}
		ev.Args[i] = j
	}
	for i, kw := range c.PyKwargs {
		j, err := krait.MarshalValue(kw.Value)
		if err != nil {
			return nil, typeError("%s() argument '%s': %v", c.Tool, kw.Name, err)
		}
		ev.Kwargs[i] = kwarg{Name: kw.Name, Value: j}
	}
	return ev, nil
}

// bindCheck checks a call's arguments against the tool's declared
// parameters, with CPython's messages.
func bindCheck(spec ToolSpec, c *krait.Call) error {
	params := spec.Parameters
	if len(c.PyArgs) > len(params) {
		return typeError("%s() takes %d positional arguments but %d were given", c.Tool, len(params), len(c.PyArgs))
	}
	given := make(map[string]bool, len(params))
	for i := range c.PyArgs {
		given[params[i].Name] = true
	}
	for _, kw := range c.PyKwargs {
		known := false
		for _, p := range params {
			known = known || p.Name == kw.Name
		}
		switch {
		case !known:
			return typeError("%s() got an unexpected keyword argument '%s'", c.Tool, kw.Name)
		case given[kw.Name]:
			return typeError("%s() got multiple values for argument '%s'", c.Tool, kw.Name)
		}
		given[kw.Name] = true
	}
	for _, p := range params {
		if !given[p.Name] && !p.Nullable {
			return typeError("%s() missing 1 required positional argument: '%s'", c.Tool, p.Name)
		}
	}
	return nil
}

func typeError(format string, args ...any) error {
	return &krait.HostError{Type: "TypeError", Message: sprintf(format, args...)}
}

// toolResult is the tool_result operation.
func (sess *session) toolResult(run string, call int, res ToolResult) *Error {
	if res.Value != nil && res.Error != nil {
		return errorf(CodeBadRequest, "a tool result has a value or an error, not both")
	}
	sess.mu.Lock()
	ar := sess.run
	var c *krait.Call
	var sent time.Time
	remote := false
	if ar != nil && ar.id == run {
		c, sent, remote = ar.pending[call], ar.sent[call], ar.remoteCalls[call]
		if span := ar.spans[call]; span != nil {
			endToolSpan(span, res)
		}
		delete(ar.pending, call)
		delete(ar.sent, call)
		delete(ar.calls, call)
		delete(ar.remoteCalls, call)
		delete(ar.spans, call)
	}
	wrun := ""
	if sess.remote != nil {
		wrun = sess.remote.run
	}
	sess.mu.Unlock()
	if remote {
		kind := "value"
		if res.Error != nil {
			kind = "error"
		}
		sess.srv.metrics.observeToolCall(kind, time.Since(sent))
		body := map[string]any{"run": wrun, "call": call}
		if res.Value != nil {
			body["value"] = res.Value
		}
		if res.Error != nil {
			body["error"] = res.Error
		}
		if err := sess.remoteCall("tool_result", body); err != nil {
			if err.Code == CodeNotWaiting {
				err.Message = sprintf("run %s of session %q stopped waiting for call %d (cancelled, or past its host wait limit)", run, sess.id, call)
			}
			return err
		}
		return nil
	}
	if c == nil {
		return errorf(CodeNotWaiting, "run %s of session %q is not waiting for call %d", run, sess.id, call)
	}
	var value any
	var err error
	switch {
	case res.Error != nil:
		typ := res.Error.Type
		if typ == "" {
			typ = "RuntimeError"
		}
		err = &krait.HostError{Type: typ, Message: res.Error.Message}
	case res.Value != nil:
		value = krait.TypedJSON(res.Value)
	}
	kind := "value"
	if err != nil {
		kind = "error"
	}
	sess.srv.metrics.observeToolCall(kind, time.Since(sent))
	if c.Resume(value, err) != nil {
		return errorf(CodeNotWaiting, "run %s of session %q stopped waiting for call %d (cancelled, or past its host wait limit)", run, sess.id, call)
	}
	return nil
}

// cancelRun is the cancel_run operation; the run's stream still ends
// with its result.
func (sess *session) cancelRun(run string) *Error {
	sess.mu.Lock()
	ar := sess.run
	if ar == nil || ar.id != run {
		sess.mu.Unlock()
		return errorf(CodeNotWaiting, "session %q has no run %s in progress", sess.id, run)
	}
	r := ar.r
	ar.cancelled = true
	sess.mu.Unlock()
	if sess.remote != nil {
		sess.remoteCancel()
		return nil
	}
	if r != nil {
		r.Cancel()
	}
	return nil
}
