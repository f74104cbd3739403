package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kraitpy/krait"
)

// Isolation runs sessions in worker processes instead of the server's own
// (Config.Isolation): each worker is the krait binary speaking the stdio
// protocol (`krait serve --stdio --worker`), holding some of the
// sessions, under OS limits. A worker that dies fails only the runs it
// held, each with a WorkerLostError result, loses only its sessions, and
// is replaced.
type Isolation struct {
	// Workers is the number of worker processes kept running (at least
	// 1).
	Workers int
	// Command returns the command line of a new worker: the krait binary
	// with `serve --stdio --worker`, the server's policy and limit flags
	// and the worker's rlimits (which the worker sets on itself). Its
	// Stdin, Stdout and Stderr must be left unset.
	Command func() *exec.Cmd
	// RecycleAfter, when positive, retires a worker after that many runs:
	// it takes no new sessions, a fresh worker takes its place, and it
	// exits once its last session is gone.
	RecycleAfter int
	// Cgroup, when not nil, puts each worker into a cgroup v2 group of
	// its own with these limits (see DetectCgroup).
	Cgroup *Cgroup
	// RunGrace is how long past a run's own limits (time limit plus host
	// wait limit) the supervisor waits for its result before it decides
	// the worker hangs and kills it (default 10s).
	RunGrace time.Duration
	// AnswerWait is how long the supervisor waits for a worker's answer
	// to a request outside a run (creating a session, declaring its tools
	// or variables, deleting it) before it decides the worker hangs and
	// kills it, as for a run (default 10s).
	AnswerWait time.Duration
	// CPUShare, when not nil, is the table (krait.NewSharedCPUShare)
	// through which the workers' long runs share the machine's CPUs:
	// each worker is one of its members, gets its memory file as an
	// extra file and `--cpu-share=FD:MEMBER` at the end of its command
	// line (krait serve's worker flag), and the member is cleared when
	// the worker has ended, before another worker takes it. A worker
	// started when every member is taken (retired workers that still
	// hold sessions) shares the CPUs within itself only.
	CPUShare *krait.CPUShare
}

// WorkerLostError is the error type of the result of a run whose worker
// process died; the session is gone with the worker.
const WorkerLostError = "WorkerLostError"

// supervisor keeps the workers of a server in process isolation mode.
type supervisor struct {
	srv *Server
	cfg Isolation

	mu      sync.Mutex
	workers []*worker
	closed  bool
	started int // workers started so far (their names)
	// members marks the members of cfg.CPUShare that workers hold.
	members []bool
}

func newSupervisor(srv *Server, cfg Isolation) (*supervisor, error) {
	if cfg.Workers < 1 {
		cfg.Workers = 1
	}
	if cfg.RunGrace <= 0 {
		cfg.RunGrace = 10 * time.Second
	}
	if cfg.AnswerWait <= 0 {
		cfg.AnswerWait = 10 * time.Second
	}
	sup := &supervisor{srv: srv, cfg: cfg}
	if cfg.CPUShare != nil {
		sup.members = make([]bool, cfg.CPUShare.Members())
	}
	for i := 0; i < cfg.Workers; i++ {
		w, err := sup.spawn()
		if err != nil {
			sup.close()
			return nil, err
		}
		sup.workers = append(sup.workers, w)
	}
	return sup, nil
}

// spawn starts one worker and reads its hello.
func (sup *supervisor) spawn() (*worker, error) {
	sup.mu.Lock()
	if sup.closed {
		sup.mu.Unlock()
		return nil, errSupervisorClosed
	}
	sup.started++
	name := fmt.Sprintf("w%d", sup.started)
	member, shareFile := sup.takeMember()
	sup.mu.Unlock()
	cmd := sup.cfg.Command()
	if member >= 0 {
		defer shareFile.Close() // the worker has its own once started
		cmd.ExtraFiles = append(cmd.ExtraFiles, shareFile)
		cmd.Args = append(cmd.Args, fmt.Sprintf("--cpu-share=%d:%d", 2+len(cmd.ExtraFiles), member))
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		sup.freeMember(member)
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		sup.freeMember(member)
		return nil, err
	}
	w := &worker{sup: sup, name: name, cmd: cmd, stdin: stdin, member: member,
		waiting: map[int64]chan []byte{}, streams: map[int64]func([]byte){}, sessions: map[string]*session{},
		done: make(chan struct{})}
	cmd.Stderr = &w.stderr
	if err := cmd.Start(); err != nil {
		sup.freeMember(member)
		return nil, fmt.Errorf("starting a worker: %w", err)
	}
	if sup.cfg.Cgroup != nil {
		if err := sup.cfg.Cgroup.add(name, cmd.Process.Pid); err != nil {
			cmd.Process.Kill()
			cmd.Wait()
			sup.freeMember(member)
			return nil, fmt.Errorf("worker %s: %w", name, err)
		}
	}
	br := bufio.NewReaderSize(stdout, 64<<10)
	hello, err := readLine(br, 1<<20)
	var h Hello
	if err == nil {
		err = json.Unmarshal(hello, &h)
	}
	if err != nil || h.Event != "hello" || h.Protocol != ProtocolVersion {
		cmd.Process.Kill()
		cmd.Wait()
		sup.freeMember(member)
		return nil, fmt.Errorf("worker %s did not greet with the protocol's hello (%v): %s", name, err, w.stderr.tail())
	}
	go w.read(br)
	sup.srv.log.Info("worker started", "worker", name, "pid", cmd.Process.Pid, "cpu_share_member", member)
	return w, nil
}

// errSupervisorClosed is spawn's error once the server is closing.
var errSupervisorClosed = errors.New("the server is closing")

// takeMember returns a member of the CPU share no worker holds, cleared,
// and a descriptor of the share's memory for the worker, or -1 (no
// share, every member held, or no descriptor). sup.mu is held and the
// supervisor not closed: whoever closes the share does it after the
// supervisor's close.
func (sup *supervisor) takeMember() (int, *os.File) {
	c := sup.cfg.CPUShare
	for i, held := range sup.members {
		if held || c.Use(i) != nil {
			continue
		}
		f, err := c.DupFile()
		if err != nil {
			sup.srv.log.Warn("the new worker shares the CPUs within itself only", "error", err.Error())
			return -1, nil
		}
		sup.members[i] = true
		return i, f
	}
	if c != nil {
		sup.srv.log.Warn("every member of the CPU share is held: the new worker shares the CPUs within itself only")
	}
	return -1, nil
}

// freeMember clears member i of the CPU share (its worker has ended:
// what its runs counted there must not hold other workers' long runs
// back) and makes it free for another worker.
func (sup *supervisor) freeMember(i int) {
	if i < 0 {
		return
	}
	sup.cfg.CPUShare.Clear(i)
	sup.mu.Lock()
	sup.members[i] = false
	sup.mu.Unlock()
}

// pick returns the worker for a new session: the live, unretired one
// holding the fewest sessions; while none is (they are being replaced) it
// waits up to 10 seconds.
func (sup *supervisor) pick() (*worker, *Error) {
	for deadline := time.Now().Add(10 * time.Second); ; {
		w, err := sup.pickNow()
		if err == nil || time.Now().After(deadline) {
			return w, err
		}
		select {
		case <-sup.srv.stop:
			return nil, errorf(CodeShuttingDown, "the server is shutting down")
		case <-time.After(10 * time.Millisecond):
		}
	}
}

func (sup *supervisor) pickNow() (*worker, *Error) {
	sup.mu.Lock()
	defer sup.mu.Unlock()
	var best *worker
	bestN := 0
	for _, w := range sup.workers {
		w.mu.Lock()
		ok, n := w.dead == nil && !w.retired, len(w.sessions)
		w.mu.Unlock()
		if ok && (best == nil || n < bestN) {
			best, bestN = w, n
		}
	}
	if best == nil {
		return nil, errorf(CodeInternal, "no worker process is available (they are being replaced); retry")
	}
	return best, nil
}

// replace starts a worker in place of w (dead, or retired: then w stays
// in the list until it ends), unless the server is closing. reason is
// died or recycled.
func (sup *supervisor) replace(w *worker, reason string) {
	sup.srv.metrics.workerRestarts.WithLabelValues(reason).Inc()
	for attempt := 0; ; attempt++ {
		sup.mu.Lock()
		if sup.closed {
			sup.mu.Unlock()
			return
		}
		sup.mu.Unlock()
		nw, err := sup.spawn()
		if err == errSupervisorClosed {
			return
		}
		if err == nil {
			sup.mu.Lock()
			if sup.closed {
				sup.mu.Unlock()
				nw.stop()
				return
			}
			if reason == "recycled" {
				sup.workers = append(sup.workers, nw)
			} else {
				for i, x := range sup.workers {
					if x == w {
						sup.workers[i] = nw
					}
				}
			}
			sup.mu.Unlock()
			return
		}
		sup.srv.log.Error("starting a worker failed", "error", err, "attempt", attempt+1)
		delay := time.Duration(100<<min(attempt, 6)) * time.Millisecond
		select {
		case <-sup.srv.stop:
			return
		case <-time.After(delay):
		}
	}
}

// ready reports whether every worker is up.
func (sup *supervisor) ready() (bool, string) {
	sup.mu.Lock()
	defer sup.mu.Unlock()
	for _, w := range sup.workers {
		w.mu.Lock()
		dead := w.dead
		w.mu.Unlock()
		if dead != nil {
			return false, "worker " + w.name + " is being replaced"
		}
	}
	return true, ""
}

// close stops every worker.
func (sup *supervisor) close() {
	sup.mu.Lock()
	sup.closed = true
	workers := sup.workers
	sup.mu.Unlock()
	for _, w := range workers {
		w.stop()
	}
}

// worker is one worker process and the protocol spoken with it.
type worker struct {
	sup   *supervisor
	name  string
	cmd   *exec.Cmd
	stdin io.WriteCloser
	// member is the worker's member of the CPU share, or -1.
	member int
	// stderr keeps the end of what the worker wrote to its stderr (a Go
	// runtime's fatal error names why it died).
	stderr tailBuffer

	wmu sync.Mutex // serializes writes to stdin

	mu       sync.Mutex
	nextID   int64
	waiting  map[int64]chan []byte       // responses awaited, by request id
	streams  map[int64]func(line []byte) // runs' event handlers, by request id
	sessions map[string]*session         // sessions held, by the server's id
	runs     int
	retired  bool
	dead     error // why the process ended; set once
	done     chan struct{}
}

// read dispatches the worker's lines until its stdout ends; then the
// worker is dead.
func (w *worker) read(br *bufio.Reader) {
	var err error
	for {
		var line []byte
		line, err = readLine(br, 1<<30)
		if len(bytes.TrimSpace(line)) > 0 {
			w.dispatch(line)
		}
		if err != nil {
			break
		}
	}
	w.died(err)
}

// dispatch hands one line to the request or run it answers.
func (w *worker) dispatch(line []byte) {
	id, ok := lineID(line)
	if !ok {
		var env struct {
			ID int64 `json:"id"`
		}
		if json.Unmarshal(line, &env) != nil || env.ID == 0 {
			return // the hello, or an error about no request of ours
		}
		id = env.ID
	}
	w.mu.Lock()
	stream := w.streams[id]
	ch := w.waiting[id]
	if ch != nil {
		delete(w.waiting, id)
	}
	w.mu.Unlock()
	switch {
	case stream != nil:
		stream(line)
	case ch != nil:
		ch <- line
	}
}

// died records why the process ended, fails what waited on it, and has
// the supervisor replace it.
func (w *worker) died(readErr error) {
	waitErr := w.cmd.Wait()
	// The process is gone: nothing of it counts in the CPU share any more.
	w.sup.freeMember(w.member)
	reason := w.deathReason(waitErr, readErr)
	w.mu.Lock()
	if w.dead == nil {
		w.dead = errors.New(reason)
	}
	waiting, streams, sessions := w.waiting, w.streams, w.sessions
	w.waiting, w.streams, w.sessions = map[int64]chan []byte{}, map[int64]func([]byte){}, map[string]*session{}
	retired := w.retired
	w.mu.Unlock()
	// The requests waiting for an answer fail first: one may hold its
	// session's lock (send_tools, send_variables), which losing the
	// session takes. The sessions are lost before their runs end, so a
	// client that reads a run's WorkerLostError result and sends the
	// session another request is told the session was lost (not given a
	// second lost run).
	for _, ch := range waiting {
		close(ch)
	}
	srv := w.sup.srv
	for _, sess := range sessions {
		srv.lose(sess, reason)
	}
	close(w.done)
	for _, stream := range streams {
		stream(nil)
	}
	sup := w.sup
	sup.mu.Lock()
	closed := sup.closed
	if retired && !closed {
		// Its replacement was started when it retired.
		for i, x := range sup.workers {
			if x == w {
				sup.workers = append(sup.workers[:i], sup.workers[i+1:]...)
				break
			}
		}
	}
	sup.mu.Unlock()
	if len(sessions) > 0 {
		srv.log.Error("worker lost", "worker", w.name, "reason", reason, "sessions_lost", len(sessions))
	} else {
		srv.log.Info("worker ended", "worker", w.name, "reason", reason)
	}
	if !retired && !closed {
		sup.replace(w, "died")
	}
}

// deathReason says why the worker ended: its exit status or signal, the
// Go runtime's fatal error from its stderr, or the reason it was killed
// for.
func (w *worker) deathReason(waitErr, readErr error) string {
	w.mu.Lock()
	killedFor := w.dead
	w.mu.Unlock()
	var parts []string
	if killedFor != nil {
		parts = append(parts, killedFor.Error())
	}
	if waitErr != nil {
		parts = append(parts, waitErr.Error())
	} else if readErr != nil && readErr != io.EOF {
		parts = append(parts, "its output broke off: "+readErr.Error())
	} else {
		parts = append(parts, "it exited")
	}
	if fatal := w.stderr.fatal(); fatal != "" {
		parts = append(parts, fatal)
	}
	if w.sup.cfg.Cgroup != nil {
		if w.sup.cfg.Cgroup.oomKilled(w.name) {
			parts = append(parts, "out of memory: the cgroup's memory.max of "+fmt.Sprint(w.sup.cfg.Cgroup.MemoryMax)+" bytes")
		}
		w.sup.cfg.Cgroup.remove(w.name)
	}
	return "worker process " + w.name + " (pid " + fmt.Sprint(w.cmd.Process.Pid) + ") died: " + strings.Join(parts, "; ")
}

// noteRun counts a run; at the supervisor's RecycleAfter the worker
// retires: it takes no new sessions, a fresh worker is started beside it,
// and it is stopped when its last session is gone.
func (w *worker) noteRun() {
	n := w.sup.cfg.RecycleAfter
	w.mu.Lock()
	w.runs++
	retire := n > 0 && w.runs >= n && !w.retired && w.dead == nil
	if retire {
		w.retired = true
	}
	w.mu.Unlock()
	if retire {
		w.sup.srv.log.Info("worker retired", "worker", w.name, "runs", w.runs)
		go w.sup.replace(w, "recycled")
	}
}

// kill ends the process for a reason of the supervisor's own (a run it
// does not finish); died reports the reason.
func (w *worker) kill(reason string) {
	w.mu.Lock()
	if w.dead == nil {
		w.dead = errors.New(reason)
	}
	w.mu.Unlock()
	w.cmd.Process.Kill()
}

// stop ends the worker: its stdin closes (it ends its runs and exits),
// and it is killed if it has not exited within 5 seconds.
func (w *worker) stop() {
	w.mu.Lock()
	w.retired = true
	w.mu.Unlock()
	w.stdin.Close()
	select {
	case <-w.done:
	case <-time.After(5 * time.Second):
		w.cmd.Process.Kill()
		<-w.done
	}
}

// send writes one request line with a new id; stream, when not nil,
// receives the lines that carry the id (nil when the worker died), else
// the returned channel receives the response (closed when the worker
// died).
func (w *worker) send(req map[string]any, stream func([]byte)) (int64, chan []byte, *Error) {
	w.mu.Lock()
	if w.dead != nil {
		w.mu.Unlock()
		return 0, nil, errorf(CodeInternal, "%v", w.dead)
	}
	w.nextID++
	id := w.nextID
	var ch chan []byte
	if stream != nil {
		w.streams[id] = stream
	} else {
		ch = make(chan []byte, 1)
		w.waiting[id] = ch
	}
	w.mu.Unlock()
	line, err := encodeRequest(id, req)
	if err != nil {
		w.forget(id)
		return 0, nil, errorf(CodeInternal, "encoding a worker request: %v", err)
	}
	w.wmu.Lock()
	_, err = w.stdin.Write(line)
	w.wmu.Unlock()
	if err != nil {
		w.forget(id)
		return 0, nil, errorf(CodeInternal, "worker %s: %v", w.name, err)
	}
	return id, ch, nil
}

func (w *worker) forget(id int64) {
	w.mu.Lock()
	delete(w.waiting, id)
	delete(w.streams, id)
	w.mu.Unlock()
}

// call sends a request and decodes its response into out (when not
// nil). A request that belongs to a run in progress (a tool result, a
// cancel) waits as long as the run may: the run's watchdog kills a worker
// that hangs (runRemote). Any other (creating a session, declaring its
// tools or variables, deleting it) waits at most the supervisor's
// AnswerWait: a worker that has not answered by then, its write included
// (a worker that stopped reading blocks its stdin), is taken for hung,
// a SIGSTOPped or wedged process, and killed as the watchdog kills one:
// the request fails with the reason, the worker's runs end with
// WorkerLostError, and a new worker takes its place. Without the bound a
// stalled worker held such a request, and the session's lock with it,
// for as long as it stalled.
func (w *worker) call(req map[string]any, out any) *Error {
	op, _ := req["op"].(string)
	grace := w.sup.cfg.AnswerWait
	var timedOut atomic.Bool
	if op != "tool_result" && op != "cancel_run" {
		t := time.AfterFunc(grace, func() {
			timedOut.Store(true)
			w.kill(fmt.Sprintf("killed by the supervisor: it did not answer %s within %s", op, grace))
		})
		defer t.Stop()
	}
	lost := func(format string, args ...any) *Error {
		what := "the session was lost: "
		code := CodeUnknownSession
		if op == "create_session" {
			what, code = "no session was created (retry): ", CodeInternal
		}
		return errorf(code, what+format, args...)
	}
	_, ch, err := w.send(req, nil)
	var line []byte
	ok := err == nil
	if ok {
		line, ok = <-ch
	}
	if !ok {
		w.mu.Lock()
		dead := w.dead
		w.mu.Unlock()
		switch {
		case timedOut.Load():
			return lost("worker process %s did not answer %s within %s (a stopped or wedged process): the server killed it and starts another", w.name, op, grace)
		case err != nil:
			return err
		}
		return lost("%v", dead)
	}
	var resp struct {
		Error *Error `json:"error"`
	}
	if jerr := json.Unmarshal(line, &resp); jerr != nil {
		return errorf(CodeInternal, "worker %s answered %q: %v", w.name, line, jerr)
	}
	if resp.Error != nil {
		resp.Error.Status = codeStatus[resp.Error.Code]
		return resp.Error
	}
	if out != nil {
		if jerr := json.Unmarshal(line, out); jerr != nil {
			return errorf(CodeInternal, "worker %s answered %q: %v", w.name, line, jerr)
		}
	}
	return nil
}

// tailBuffer keeps the first and the last 8 KiB written to it (a Go
// runtime's fatal error comes before its goroutine dump).
type tailBuffer struct {
	mu        sync.Mutex
	head, buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if room := 8<<10 - len(t.head); room > 0 {
		t.head = append(t.head, p[:min(room, len(p))]...)
	}
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - 8<<10; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(p), nil
}

// tail returns what was kept: the head, and the tail when it is not the
// same text.
func (t *tailBuffer) tail() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.head) < 8<<10 {
		return string(t.head)
	}
	return string(t.head) + "\n...\n" + string(t.buf)
}

// fatal returns the Go runtime's fatal error line ("fatal error: stack
// overflow", "runtime: out of memory: ..."), or "".
func (t *tailBuffer) fatal() string {
	for _, line := range strings.Split(t.tail(), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "fatal error: ") || strings.HasPrefix(line, "runtime: out of memory") ||
			strings.HasPrefix(line, "runtime/cgo: pthread_create failed") {
			return line
		}
	}
	return ""
}

// remoteSession is the worker side of a session in process isolation
// mode.
type remoteSession struct {
	w  *worker
	id string // the session's id in the worker
	// run is the worker's id of the run in progress, and callRun the
	// worker run id of tool calls forwarded.
	run string
}

// createRemote creates a session in a worker.
func (s *Server) createRemote(req SessionRequest) (*session, SessionResponse, *Error) {
	w, err := s.sup.pick()
	if err != nil {
		return nil, SessionResponse{}, err
	}
	var res SessionResponse
	body := map[string]any{"op": "create_session"}
	if req.AuthorizedImports != nil {
		body["authorized_imports"] = req.AuthorizedImports
	}
	if req.Limits != nil {
		body["limits"] = req.Limits
	}
	if err := w.call(body, &res); err != nil {
		return nil, SessionResponse{}, err
	}
	sess := &session{srv: s, id: newID("s_"), lastUsed: time.Now(), tools: map[string]ToolSpec{},
		remote: &remoteSession{w: w, id: res.Session}}
	w.mu.Lock()
	if w.dead != nil {
		w.mu.Unlock()
		return nil, SessionResponse{}, errorf(CodeInternal, "%v", w.dead)
	}
	w.sessions[sess.id] = sess
	w.mu.Unlock()
	res.Session = sess.id
	return sess, res, nil
}

// lose removes a session whose worker died; requests for it are then
// told so.
func (s *Server) lose(sess *session, reason string) {
	s.mu.Lock()
	if s.sessions[sess.id] == sess {
		delete(s.sessions, sess.id)
		s.lost[sess.id] = reason
	}
	s.mu.Unlock()
	sess.mu.Lock()
	sess.closed = true
	sess.mu.Unlock()
	if sess.span != nil {
		sess.span.End()
	}
}

// remoteCall forwards a session operation to the session's worker.
func (sess *session) remoteCall(op string, body map[string]any) *Error {
	if body == nil {
		body = map[string]any{}
	}
	body["op"] = op
	body["session"] = sess.remote.id
	return sess.remote.w.call(body, nil)
}

// closeRemote deletes the session in its worker; a retired worker with no
// sessions left is stopped.
func (sess *session) closeRemote() {
	w := sess.remote.w
	sess.remoteCall("delete_session", nil)
	w.mu.Lock()
	delete(w.sessions, sess.id)
	stop := w.retired && len(w.sessions) == 0 && w.dead == nil
	w.mu.Unlock()
	if stop {
		go w.stop()
	}
}

// runRemote is runCode for a session in a worker: the run's events come
// from the worker and go to the sink with the server's run id; a worker
// that dies, or does not finish the run within its limits and the grace,
// ends it with a WorkerLostError result.
func (sess *session) runRemote(ctx context.Context, ar *activeRun, code string, sk *sink, result func(*ResultEvent, *rawEvent)) {
	w := sess.remote.w
	q := &eventQueue{ready: make(chan struct{}, 1)}
	req := map[string]any{"op": "run", "session": sess.remote.id, "code": code}
	injectTrace(ctx, req)
	id, _, err := w.send(req, q.push)
	if err != nil {
		result(lostResult(ar.id, err.Message), nil)
		return
	}
	defer w.forget(id)
	w.noteRun()
	limit := sess.runLimit + w.sup.cfg.RunGrace
	watchdog := time.NewTimer(limit)
	defer watchdog.Stop()
	cancelled := false
	cancel := func() {
		if !cancelled {
			cancelled = true
			sess.remoteCancel()
		}
	}
	rl := &relay{sess: sess, ar: ar, sk: sk, ids: clientIDs(sk.id, ar.id), result: result}
	for {
		lines, closed, overflow := q.take()
		for _, line := range lines {
			if done := rl.forward(line); done {
				return
			}
		}
		if overflow {
			// The client reads the stream slower than the code prints:
			// the printing stops here (bounded buffering).
			cancel()
		}
		if closed {
			w.mu.Lock()
			dead := w.dead
			w.mu.Unlock()
			msg := "the worker process ended"
			if dead != nil {
				msg = dead.Error()
			}
			result(lostResult(ar.id, msg+"; the session's state is lost with it"), nil)
			return
		}
		select {
		case <-ctx.Done():
			cancel()
			ctx = context.Background() // read on until the result
		case <-watchdog.C:
			w.kill(fmt.Sprintf("killed by the supervisor: run %s of session %s did not finish within its limits plus %s", ar.id, sess.id, w.sup.cfg.RunGrace))
		case <-q.ready:
		}
	}
}

// maxQueued bounds the output a run's events may hold in the supervisor
// while its client reads slower than the worker writes.
const maxQueued = 8 << 20

// eventQueue passes a worker's run events from the worker's reader (which
// must never block: the worker's other sessions share its output) to the
// run's goroutine. Output beyond maxQueued bytes is dropped and reported
// as overflow; tool calls and the result always pass.
type eventQueue struct {
	mu       sync.Mutex
	lines    [][]byte
	bytes    int
	closed   bool
	overflow bool
	ready    chan struct{}
}

// push queues a line; nil means the worker died.
func (q *eventQueue) push(line []byte) {
	q.mu.Lock()
	switch {
	case line == nil:
		q.closed = true
	case q.bytes+len(line) > maxQueued && bytes.Contains(line[:min(len(line), 64)], []byte(`"event":"output"`)):
		q.overflow = true
	default:
		q.lines = append(q.lines, line)
		q.bytes += len(line)
	}
	q.mu.Unlock()
	select {
	case q.ready <- struct{}{}:
	default:
	}
}

// take returns the queued lines and the state.
func (q *eventQueue) take() (lines [][]byte, closed, overflow bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	lines, q.lines, q.bytes = q.lines, nil, 0
	return lines, q.closed, q.overflow
}

// remoteCancel forwards a cancel of the run in progress.
func (sess *session) remoteCancel() {
	sess.mu.Lock()
	run := sess.remote.run
	sess.mu.Unlock()
	if run == "" {
		run = sess.remoteRunID()
	}
	// Not waited for: the run's stream says how it ended, and a worker
	// that hangs must not hold the run's relay (its watchdog) or the
	// client's request.
	go sess.remoteCall("cancel_run", map[string]any{"run": run})
}

// remoteRunID is the worker's id of the session's run in progress: the
// worker numbers a session's runs 1, 2, ... as the server does, and both
// count the same runs.
func (sess *session) remoteRunID() string {
	sess.mu.Lock()
	defer sess.mu.Unlock()
	return fmt.Sprint(sess.runs)
}

// lostResult is the result of a run whose worker died.
func lostResult(run, msg string) *ResultEvent {
	return &ResultEvent{Event: EventResult, Run: run, ExitCode: 1,
		Error: &RunError{Type: WorkerLostError, Message: msg, Text: WorkerLostError + ": " + msg}}
}
