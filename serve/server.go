package serve

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net"
	"runtime"
	"sync"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"
)

// Config configures a Server. Zero fields take the defaults.
type Config struct {
	// MaxSessions bounds the sessions held at once (default 64).
	MaxSessions int
	// SessionTTL is how long a session lives without requests (default
	// 10 minutes); a run in progress keeps it alive.
	SessionTTL time.Duration
	// MaxBodyBytes bounds a request body, or one line on stdio (default
	// 8 MiB).
	MaxBodyBytes int64
	// Policy is every session's policy (nil: policy.Default()): its
	// imports are authorized in every session (a session may add more),
	// and its limits are the sessions' defaults and maxima (a session
	// may ask for lower ones).
	Policy *policy.Policy
	// MaxOutput bounds what one run may print, in bytes (default
	// 64 MiB), and MaxHostWait the time one run may wait for tool results
	// (default krait.DefaultMaxHostWait); both are maxima as Limits are.
	MaxOutput   int64
	MaxHostWait time.Duration
	// Token, when not empty, must come with every HTTP request as
	// "Authorization: Bearer <token>" (/healthz and /readyz excepted).
	Token string
	// TracerProvider records the server's OpenTelemetry spans (see
	// trace.go); nil records none.
	TracerProvider trace.TracerProvider
	// WriteTimeout bounds one write of a run's HTTP stream (default 30s):
	// a client that stops reading for this long loses the connection, and
	// its run is cancelled.
	WriteTimeout time.Duration
	// BodyTimeout bounds the time a request body takes to arrive
	// (default 30s), counted from the request's start: a body not read
	// to its end by then fails its request, and its connection closes
	// (net/http's reading of a body its handler left unread included).
	// A run request whose tool results follow in its body
	// (ToolResultsHeader) has it for its run request, and again after its
	// result for the body's end; in between the body waits for tool
	// results as the run does (MaxHostWait).
	BodyTimeout time.Duration
	// OutputBuffer bounds the bytes of output one run may have waiting
	// for its client (default 1 MiB): what a run prints never waits for
	// the client; past this, its output is not streamed until the client
	// catches up, and an output event says how much was left out. The
	// run's result then reaches the client behind at most this much
	// output.
	OutputBuffer int
	// OutputRate, when positive, bounds what one session's runs stream,
	// in bytes a second, each output event counting its text and 64
	// bytes more (the rest of its line), with bursts of up to one
	// second's worth: past it, output is not streamed until the session
	// has been under it for half a second, and an output event says how
	// much was left out, as for OutputBuffer. The result's logs are as
	// ever. A worker of process isolation has it (krait serve gives its
	// workers 1 MiB a second by default): there every output event
	// crosses the worker's pipe, which the worker's other sessions'
	// events share, and the supervisor, which every session's relay
	// shares, and a print flood otherwise streams as fast as they
	// carry it.
	OutputRate int64
	// RunsMemory, when positive, bounds the sum of the memory budgets
	// (max_memory) of the runs in progress: a run whose budget does not
	// fit waits for runs to end, in arrival order, for at most
	// MemoryWait (default 30s), then is refused with CodeOverloaded.
	// /readyz fails while a run of the default budget would wait. A
	// server policy's budget above RunsMemory is lowered to it.
	RunsMemory int64
	MemoryWait time.Duration
	// RunSlots is how many runs execute Python code at once (default
	// runtime.GOMAXPROCS(0)); the others wait in a queue that serves
	// first the sessions that have used the least CPU, and a run that
	// passes its time limit while it waits ends then (krait.Scheduler).
	// Negative: no queue, every run is a goroutine of its own for Go's
	// scheduler.
	RunSlots int
	// LongRunNice, when positive (1 to 19), lowers the OS priority of
	// the thread of a run that has held a run slot for LongRunAfter
	// (default DefaultLongRunAfter) to that nice value until the run ends
	// (krait.Scheduler.LowerLongRuns), so that the kernel, which shares
	// the CPUs among processes, would serve short runs before long ones
	// as the run slots do within one process. Off by default: a lowered
	// thread the kernel starves holds one of Go's threads (a P) and
	// delays every stop of the world (docs/deploy.md). Where the process
	// may not (not Linux, no CAP_SYS_NICE or RLIMIT_NICE to raise a
	// priority back), the server logs why and runs without it.
	LongRunNice  int
	LongRunAfter time.Duration
	// CPUShare, when not nil, is the table through which the run slots'
	// long runs share the machine's CPUs with other processes' (see
	// krait.CPUShare), this server counting as its member
	// CPUShareMember: a worker of process isolation is given its
	// supervisor's (Isolation.CPUShare). Without it the rule holds
	// within this server's slots alone. It must stay open while the
	// server runs.
	CPUShare       *krait.CPUShare
	CPUShareMember int
	// Logger receives the server's structured log (sessions, runs,
	// shutdown) with session and run ids as attributes; nil logs nothing.
	Logger *slog.Logger
}

func (c Config) withDefaults() Config {
	if c.MaxSessions <= 0 {
		c.MaxSessions = 64
	}
	if c.SessionTTL <= 0 {
		c.SessionTTL = 10 * time.Minute
	}
	if c.MaxBodyBytes <= 0 {
		c.MaxBodyBytes = 8 << 20
	}
	if c.Policy == nil {
		c.Policy = policy.Default()
	}
	c.Policy = c.Policy.Clone()
	if c.MaxOutput <= 0 {
		c.MaxOutput = 64 << 20
	}
	if c.MaxHostWait <= 0 {
		c.MaxHostWait = krait.DefaultMaxHostWait
	}
	if c.WriteTimeout <= 0 {
		c.WriteTimeout = 30 * time.Second
	}
	if c.BodyTimeout <= 0 {
		c.BodyTimeout = 30 * time.Second
	}
	if c.RunsMemory > 0 && (c.Policy.Limits.MaxMemoryBytes <= 0 || c.Policy.Limits.MaxMemoryBytes > c.RunsMemory) {
		c.Policy.Limits.MaxMemoryBytes = c.RunsMemory
	}
	if c.MemoryWait <= 0 {
		c.MemoryWait = 30 * time.Second
	}
	if c.OutputBuffer <= 0 {
		c.OutputBuffer = defaultOutputBuffer
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.RunSlots == 0 {
		c.RunSlots = runtime.GOMAXPROCS(0)
	}
	return c
}

// DefaultLongRunAfter is the time a run holds a run slot before
// Config.LongRunNice lowers its priority: ten 5 ms slices. A quiet
// agent step computes for about a millisecond; runs that compute for
// longer are the ones that may wait.
const DefaultLongRunAfter = 50 * time.Millisecond

// Server holds sessions and runs their code for clients of the protocol in
// docs/service.md, over HTTP (Handler) or JSON lines (ServeStdio). Close
// ends every session.
type Server struct {
	cfg     Config
	log     *slog.Logger
	metrics *metrics
	tracer  trace.Tracer
	// sched shares the CPUs among the sessions' runs (Config.RunSlots).
	sched *krait.Scheduler

	// sup runs the sessions in worker processes (Config.Isolation).
	sup *supervisor
	// memory admits runs within Config.RunsMemory (nil: no bound).
	memory *memoryGate

	mu       sync.Mutex
	sessions map[string]*session
	// lost holds why sessions lost with their worker are gone.
	lost   map[string]string
	closed bool
	// draining is set by Shutdown: new sessions and runs are refused.
	draining bool
	// conns are the upgraded connections open (serveUpgraded): Close
	// closes them.
	conns map[net.Conn]struct{}
	// runs and nruns count the runs in progress (Shutdown waits for
	// them).
	runs  sync.WaitGroup
	nruns int

	stop        chan struct{} // closed by Close: stops the janitor
	janitorDone chan struct{}

	// flushDelay is how long a run's output may wait to be written
	// (flushDelay; tests set another).
	flushDelay time.Duration
	// connIdleMin, when set (tests), replaces connIdle's value.
	connIdleMin time.Duration
}

// New returns a server that runs sessions in its own process; Close
// stops it.
func New(cfg Config) *Server {
	s := newServer(cfg)
	go s.janitor()
	return s
}

// NewIsolated returns a server that runs sessions in worker processes
// (see Isolation); it fails when the workers do not start. Close stops
// it and its workers.
func NewIsolated(cfg Config, iso Isolation) (*Server, error) {
	s := newServer(cfg)
	sup, err := newSupervisor(s, iso)
	if err != nil {
		return nil, err
	}
	s.sup = sup
	go s.janitor()
	return s, nil
}

func newServer(cfg Config) *Server {
	s := &Server{
		cfg:         cfg.withDefaults(),
		sessions:    map[string]*session{},
		lost:        map[string]string{},
		stop:        make(chan struct{}),
		janitorDone: make(chan struct{}),
		flushDelay:  flushDelay,
	}
	s.log = s.cfg.Logger
	if s.cfg.RunSlots > 0 {
		s.sched = krait.NewScheduler(s.cfg.RunSlots, 0)
		if c := s.cfg.CPUShare; c != nil {
			if err := s.sched.ShareCPUs(c, s.cfg.CPUShareMember); err != nil {
				s.log.Warn("long runs share the CPUs of this process only", "error", err.Error())
			}
		}
		if nice := s.cfg.LongRunNice; nice > 0 {
			if err := s.sched.LowerLongRuns(cmp.Or(s.cfg.LongRunAfter, DefaultLongRunAfter), nice); err != nil {
				s.log.Warn("long runs keep their priority", "error", err.Error())
			}
		}
	}
	s.metrics = newMetrics(s)
	s.memory = newMemoryGate(s.cfg.RunsMemory, s.metrics)
	s.initTracer()
	return s
}

// cpuShare returns the table the server's runs share the CPUs through:
// its workers' (process isolation), else its scheduler's; nil without a
// run queue.
func (s *Server) cpuShare() *krait.CPUShare {
	if s.sup != nil && s.sup.cfg.CPUShare != nil {
		return s.sup.cfg.CPUShare
	}
	if s.sched != nil {
		return s.sched.CPUShare()
	}
	return nil
}

// ErrShuttingDown is the cause of the runs that Shutdown cancels after its
// grace period: their result is "CancelledError: " and its text. It
// matches context.Canceled under errors.Is.
var ErrShuttingDown error = shutdownError{}

type shutdownError struct{}

func (shutdownError) Error() string {
	return "the server is shutting down and its grace period for runs in progress has passed"
}
func (shutdownError) Is(target error) bool { return target == context.Canceled }

// Shutdown stops the server gracefully: from now on new sessions and
// runs are refused with shutting_down and Ready reports false, while runs
// in progress may finish (their tool results are still taken). When ctx
// is done before they have, they are cancelled with ErrShuttingDown, and
// their streams end with that result. Then the server is closed.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.draining = true
	s.mu.Unlock()
	s.log.Info("shutting down", "runs_active", s.activeRuns())
	finished := make(chan struct{})
	go func() {
		s.runs.Wait()
		close(finished)
	}()
	select {
	case <-finished:
	case <-ctx.Done():
		for _, sess := range s.snapshot() {
			sess.cancelCause(ErrShuttingDown)
		}
		<-finished
	}
	return s.Close()
}

// Ready reports whether the server accepts new work (what /readyz
// answers): it is not shutting down and holds fewer sessions than its
// maximum. When not ready, the reason says why.
func (s *Server) Ready() (ok bool, reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closed || s.draining:
		return false, "shutting down"
	case len(s.sessions) >= s.cfg.MaxSessions:
		return false, fmt.Sprintf("holding its maximum of %d sessions", s.cfg.MaxSessions)
	}
	if full, why := s.memory.full(s.cfg.Policy.Limits.MaxMemoryBytes); full {
		return false, why
	}
	switch {
	case s.sup != nil:
		return s.sup.ready()
	}
	return true, ""
}

// activeRuns returns the number of runs in progress.
func (s *Server) activeRuns() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.nruns
}

// startRun counts a run in progress, unless the server is shutting down;
// runEnded ends it in the counts (before its result is sent, so that a
// client reading /metrics after it sees it), endRun for Shutdown (once
// the result is sent).
func (s *Server) startRun() *Error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || s.draining {
		return errorf(CodeShuttingDown, "the server is shutting down")
	}
	s.runs.Add(1)
	s.nruns++
	s.metrics.activeRuns.Inc()
	return nil
}

func (s *Server) runEnded() {
	s.mu.Lock()
	s.nruns--
	s.mu.Unlock()
	s.metrics.activeRuns.Dec()
}

func (s *Server) endRun() { s.runs.Done() }

// Close ends every session (cancelling their runs) and stops the
// server's background work; requests after it are refused.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	sessions := s.sessions
	s.sessions = map[string]*session{}
	conns := s.conns
	s.conns = nil
	s.mu.Unlock()
	for conn := range conns {
		// Its reader ends, cancelling the connection's runs.
		conn.Close()
	}
	close(s.stop)
	<-s.janitorDone
	for _, sess := range sessions {
		sess.close()
	}
	if s.sup != nil {
		s.sup.close()
	}
	return nil
}

// janitor deletes sessions idle for longer than the TTL.
func (s *Server) janitor() {
	defer close(s.janitorDone)
	every := s.cfg.SessionTTL / 4
	if every < 10*time.Millisecond {
		every = 10 * time.Millisecond
	}
	if every > time.Minute {
		every = time.Minute
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case now := <-tick.C:
			s.expire(now)
		}
	}
}

// expire deletes the sessions idle since before now - TTL.
func (s *Server) expire(now time.Time) {
	var idle []*session
	for _, sess := range s.snapshot() {
		if !sess.idleSince(now.Add(-s.cfg.SessionTTL)) {
			continue
		}
		s.mu.Lock()
		if s.sessions[sess.id] == sess {
			delete(s.sessions, sess.id)
			idle = append(idle, sess)
		}
		s.mu.Unlock()
	}
	for _, sess := range idle {
		s.log.Info("session expired", "session", sess.id, "idle_ttl", s.cfg.SessionTTL.String())
		sess.close()
	}
}

// snapshot returns the sessions held. The server's lock is never held
// while a session's is taken: a session holds its own lock through a
// request's work (send_variables converts what it was sent), and the
// janitor waiting for it under the server's lock stopped every other
// request to the server (a red-team round: one send_variables with a
// 7-million-digit int made session creation hang for minutes).
func (s *Server) snapshot() []*session {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*session, 0, len(s.sessions)) //krait:alloc-ok host-side: at most --max-sessions
	for _, sess := range s.sessions {
		out = append(out, sess)
	}
	return out
}

// Sessions returns the number of sessions held.
func (s *Server) Sessions() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.sessions)
}

// createSession is the create_session operation.
func (s *Server) createSession(ctx context.Context, req SessionRequest) (SessionResponse, *Error) {
	opts, eff, err := s.sessionOptions(req)
	if err != nil {
		return SessionResponse{}, err
	}
	var sess *session
	var res SessionResponse
	if s.sup != nil {
		// The worker gets the limits decided here (a budget lowered to
		// RunsMemory, for one), not its own defaults.
		req.Limits = &eff
		if sess, res, err = s.createRemote(req); err != nil {
			return SessionResponse{}, err
		}
	} else {
		var nerr error
		if sess, nerr = newSession(s, newID("s_"), opts); nerr != nil {
			return SessionResponse{}, errorf(CodeBadRequest, "%v", nerr)
		}
		res = SessionResponse{Session: sess.id, Protocol: ProtocolVersion, AuthorizedImports: sess.ex.Policy().AuthorizedImports}
	}
	res.IdleTTL, res.Limits = s.cfg.SessionTTL.Seconds(), eff
	_, sess.span = s.tracer.Start(ctx, "krait.session", trace.WithAttributes(attribute.String("krait.session", sess.id)))
	sess.runLimit = opts.Policy.Limits.MaxDuration + opts.MaxHostWait
	sess.memBudget = opts.Policy.Limits.MaxMemoryBytes
	s.mu.Lock()
	switch {
	case s.closed || s.draining:
		s.mu.Unlock()
		sess.close()
		return SessionResponse{}, errorf(CodeShuttingDown, "the server is shutting down")
	case len(s.sessions) >= s.cfg.MaxSessions:
		s.mu.Unlock()
		sess.close()
		return SessionResponse{}, errorf(CodeTooMany, "the server holds its maximum of %d sessions: delete one, or wait for idle ones to expire (after %s)", s.cfg.MaxSessions, s.cfg.SessionTTL)
	}
	s.sessions[sess.id] = sess
	n := len(s.sessions)
	s.mu.Unlock()
	if sess.remote != nil {
		s.log.Info("session created", "session", sess.id, "sessions", n, "worker", sess.remote.w.name)
	} else {
		s.log.Info("session created", "session", sess.id, "sessions", n)
	}
	return res, nil
}

// session returns the live session id and marks it used.
func (s *Server) session(id string) (*session, *Error) {
	s.mu.Lock()
	sess := s.sessions[id]
	lost := s.lost[id]
	s.mu.Unlock()
	if sess == nil {
		if lost != "" {
			return nil, errorf(CodeUnknownSession, "session %q was lost: %s", id, lost)
		}
		return nil, errorf(CodeUnknownSession, "no session %q (it may have expired after %s without requests)", id, s.cfg.SessionTTL)
	}
	sess.touch()
	return sess, nil
}

// deleteSession is the delete_session operation.
func (s *Server) deleteSession(id string) *Error {
	s.mu.Lock()
	sess := s.sessions[id]
	delete(s.sessions, id)
	s.mu.Unlock()
	if sess == nil {
		return errorf(CodeUnknownSession, "no session %q", id)
	}
	sess.close()
	s.log.Info("session deleted", "session", id)
	return nil
}

// sessionOptions checks a session's requested limits against the
// server's and returns the executor options and the effective limits.
func (s *Server) sessionOptions(req SessionRequest) (krait.Options, Limits, *Error) {
	pol := s.cfg.Policy.Clone()
	lim := pol.Limits
	maxOutput, maxWait := s.cfg.MaxOutput, s.cfg.MaxHostWait
	if l := req.Limits; l != nil {
		var err *Error
		lower := func(name string, dst *int64, v *int64) {
			switch {
			case v == nil || err != nil:
			case *v <= 0:
				err = errorf(CodeBadRequest, "limits.%s must be positive, got %d", name, *v)
			case *v > *dst:
				err = errorf(CodeBadRequest, "limits.%s of %d is above the server's maximum of %d", name, *v, *dst)
			default:
				*dst = *v
			}
		}
		lowerInt := func(name string, dst *int, v *int) {
			if v != nil {
				d, w := int64(*dst), int64(*v)
				lower(name, &d, &w)
				*dst = int(d)
			}
		}
		lowerSeconds := func(name string, dst *time.Duration, v *float64) {
			if v != nil {
				d, w := int64(*dst), int64(*v*float64(time.Second))
				if *v > 0 && w == 0 {
					w = 1
				}
				lower(name, &d, &w)
				*dst = time.Duration(d)
			}
		}
		lower("max_ops", &lim.MaxOps, l.MaxOps)
		lowerSeconds("timeout", &lim.MaxDuration, l.Timeout)
		lower("max_memory", &lim.MaxMemoryBytes, l.MaxMemory)
		lower("max_output", &maxOutput, l.MaxOutput)
		lowerInt("max_output_chars", &lim.MaxOutputChars, l.MaxOutputChars)
		lowerInt("max_recursion", &lim.MaxRecursion, l.MaxRecursion)
		lowerInt("max_data_depth", &lim.MaxDataDepth, l.MaxDataDepth)
		lowerInt("max_source", &lim.MaxSourceBytes, l.MaxSource)
		lowerSeconds("max_host_wait", &maxWait, l.MaxHostWait)
		if l.MaxWhile != nil && err == nil {
			// 0 means no cap, so it is the largest value.
			switch w := *l.MaxWhile; {
			case w < 0:
				err = errorf(CodeBadRequest, "limits.max_while must be 0 (no cap) or positive, got %d", w)
			case lim.MaxWhileIterations != 0 && (w == 0 || w > lim.MaxWhileIterations):
				err = errorf(CodeBadRequest, "limits.max_while of %d is above the server's maximum of %d", w, lim.MaxWhileIterations)
			default:
				lim.MaxWhileIterations = w
			}
		}
		if err != nil {
			return krait.Options{}, Limits{}, err
		}
	}
	pol.Limits = lim
	timeout, wait := lim.MaxDuration.Seconds(), maxWait.Seconds()
	eff := Limits{
		MaxOps: &lim.MaxOps, Timeout: &timeout, MaxMemory: &lim.MaxMemoryBytes,
		MaxOutput: &maxOutput, MaxOutputChars: &lim.MaxOutputChars,
		MaxRecursion: &lim.MaxRecursion, MaxDataDepth: &lim.MaxDataDepth,
		MaxWhile: &lim.MaxWhileIterations, MaxSource: &lim.MaxSourceBytes,
		MaxHostWait: &wait,
	}
	return krait.Options{
		Policy:            pol,
		AuthorizedImports: req.AuthorizedImports,
		MaxOutput:         maxOutput,
		MaxHostWait:       maxWait,
		Scheduler:         s.sched,
		RenderResult:      true,
	}, eff, nil
}

// newID returns prefix and 128 random bits in hex: ids are not guessable,
// so one client cannot reach another's session by counting.
func newID(prefix string) string {
	var b [16]byte
	rand.Read(b[:])
	return prefix + hex.EncodeToString(b[:])
}

// sprintf is fmt.Sprintf, named for the error constructors.
func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
