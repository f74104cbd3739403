package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
)

// A cluster is several servers (instances) joined over NATS
// (docs/deploy.md, "A cluster"). Every message is one line of the stdio
// protocol (docs/service.md), so a client speaks protocol v1 to the
// cluster as to one server:
//
//   - <prefix>.new: create_session requests, to the queue group "krait":
//     NATS hands each to one instance that accepts new sessions (an
//     instance at its session cap or shutting down leaves the group until
//     it accepts again).
//   - <prefix>.session.<id>: every later request for session <id>; only
//     the instance holding it subscribes, so NATS routes by subject. A
//     request for a session no instance holds has no responders.
//   - A run request's reply subject receives the run's events, one
//     message each, ending with the result (or an error line).
//   - <prefix>.announce: each instance's Announcement every
//     AnnounceEvery; <prefix>.status: every instance answers a request
//     with its Announcement.
//
// Gateway (ServeGateway) is the client side: the stdio protocol on one
// side, the cluster on the other.

// ClusterConfig configures an instance's membership of a cluster.
type ClusterConfig struct {
	// Prefix starts every subject (default "krait.v1").
	Prefix string
	// Instance names the instance in announcements and errors (default
	// the host name and a random suffix).
	Instance string
	// AnnounceEvery is the period of capacity announcements (default 1s);
	// the instance also checks then whether it should leave or rejoin the
	// queue group of new sessions and unsubscribes sessions that ended.
	AnnounceEvery time.Duration
}

func (c ClusterConfig) withDefaults() ClusterConfig {
	if c.Prefix == "" {
		c.Prefix = "krait.v1"
	}
	if c.Instance == "" {
		host, _ := os.Hostname()
		if host == "" {
			host = "krait"
		}
		c.Instance = host + "-" + newID("")[:8]
	}
	if c.AnnounceEvery <= 0 {
		c.AnnounceEvery = time.Second
	}
	return c
}

// clusterQueue is the queue group of the instances taking new sessions.
const clusterQueue = "krait"

// Announcement is an instance's capacity, published on <prefix>.announce
// and answered on <prefix>.status.
type Announcement struct {
	Instance    string `json:"instance"`
	Sessions    int    `json:"sessions"`
	MaxSessions int    `json:"max_sessions"`
	RunsActive  int    `json:"runs_active"`
	Ready       bool   `json:"ready"`
	Reason      string `json:"reason,omitempty"`
}

// Member is a server's membership of a cluster (Server.JoinCluster).
type Member struct {
	srv *Server
	nc  *nats.Conn
	cfg ClusterConfig

	ctx    context.Context
	cancel context.CancelFunc
	runs   sync.WaitGroup

	mu       sync.Mutex
	queue    *nats.Subscription // nil while not taking new sessions
	status   *nats.Subscription
	sessions map[string]*nats.Subscription
	closed   bool
	done     chan struct{}

	// faults, set by tests only, drop messages as a NATS cut would.
	faults atomic.Pointer[clusterFaults]
}

// clusterFaults drop a session's request or one line of its answer when
// they return true.
type clusterFaults struct {
	dropRequest, dropReply func(line []byte) bool
}

// JoinCluster makes the server an instance of the cluster on nc: it takes
// new sessions from the queue group and serves its sessions' requests
// by subject (see ClusterConfig). Leave (or the server's Close, which the
// caller still does) ends the membership; closing nc ends it abruptly,
// as a crash would.
func (s *Server) JoinCluster(nc *nats.Conn, cfg ClusterConfig) (*Member, error) {
	m := &Member{srv: s, nc: nc, cfg: cfg.withDefaults(), sessions: map[string]*nats.Subscription{}, done: make(chan struct{})}
	m.ctx, m.cancel = context.WithCancel(context.Background())
	var err error
	if m.status, err = nc.Subscribe(m.cfg.Prefix+".status", func(msg *nats.Msg) {
		if data, err := json.Marshal(m.announcement()); err == nil {
			msg.Respond(data)
		}
	}); err != nil {
		return nil, err
	}
	m.tick()
	if err := nc.Flush(); err != nil {
		m.Leave()
		return nil, err
	}
	go m.loop()
	s.log.Info("joined the cluster", "instance", m.cfg.Instance, "prefix", m.cfg.Prefix, "nats", nc.ConnectedUrlRedacted())
	return m, nil
}

// Instance returns the instance's name.
func (m *Member) Instance() string { return m.cfg.Instance }

// loop announces and keeps the subscriptions up to date until Leave.
func (m *Member) loop() {
	defer close(m.done)
	t := time.NewTicker(m.cfg.AnnounceEvery)
	defer t.Stop()
	for {
		select {
		case <-m.ctx.Done():
			return
		case <-t.C:
			m.tick()
		}
	}
}

// tick joins or leaves the queue group as the server is ready or not,
// unsubscribes the sessions it no longer holds, and announces.
func (m *Member) tick() {
	ready, _ := m.srv.Ready()
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return
	}
	switch {
	case ready && m.queue == nil:
		q, err := m.nc.QueueSubscribe(m.cfg.Prefix+".new", clusterQueue, m.newSession)
		if err != nil {
			m.srv.log.Warn("cluster: subscribing to new sessions", "error", err)
		}
		m.queue = q
	case !ready && m.queue != nil:
		// Drain, not Unsubscribe: a request the server routed to this
		// instance before it saw the UNSUB is still answered (with
		// too_many_sessions, which the gateway passes over) instead of
		// being dropped by the client library and timing out.
		m.queue.Drain()
		m.queue = nil
	}
	var gone []*nats.Subscription
	m.srv.mu.Lock()
	for id, sub := range m.sessions {
		if m.srv.sessions[id] == nil {
			gone = append(gone, sub)
			delete(m.sessions, id)
		}
	}
	m.srv.mu.Unlock()
	m.mu.Unlock()
	for _, sub := range gone {
		sub.Unsubscribe()
	}
	if data, err := json.Marshal(m.announcement()); err == nil {
		m.nc.Publish(m.cfg.Prefix+".announce", data)
	}
}

func (m *Member) announcement() Announcement {
	ready, reason := m.srv.Ready()
	return Announcement{Instance: m.cfg.Instance, Sessions: m.srv.Sessions(), MaxSessions: m.srv.cfg.MaxSessions,
		RunsActive: m.srv.activeRuns(), Ready: ready, Reason: reason}
}

// newSession handles a create_session request from the queue group: the
// session's subject is subscribed before the answer goes out.
func (m *Member) newSession(msg *nats.Msg) {
	var out bytes.Buffer
	w := &lineWriter{bw: bufio.NewWriter(&out)}
	m.srv.stdioRequest(m.ctx, msg.Data, w, &m.runs, nil)
	var res map[string]json.RawMessage
	var session string
	if json.Unmarshal(out.Bytes(), &res) == nil && json.Unmarshal(res["session"], &session) == nil && session != "" {
		// The answer names the instance (SessionResponse.Instance).
		res["instance"], _ = json.Marshal(m.cfg.Instance)
		data, _ := json.Marshal(res)
		out.Reset()
		out.Write(data)
		if err := m.subscribe(session); err != nil {
			m.srv.deleteSession(session)
			var env struct {
				ID any `json:"id"`
			}
			json.Unmarshal(msg.Data, &env)
			out.Reset()
			w.write(errorBody{ID: env.ID, Error: errorf(CodeInternal, "instance %s could not subscribe to the session's subject: %v", m.cfg.Instance, err)})
		}
	}
	// At the session cap, leave the queue group now rather than at the
	// next tick, and before the answer goes out: the server reads this
	// connection in order, so the UNSUB takes effect before the client can
	// send its next create_session.
	if ready, _ := m.srv.Ready(); !ready {
		m.tick()
	}
	if msg.Reply != "" {
		m.nc.Publish(msg.Reply, bytes.TrimSuffix(out.Bytes(), []byte("\n")))
	}
}

// subscribe serves the session's subject.
func (m *Member) subscribe(id string) error {
	sub, err := m.nc.Subscribe(m.cfg.Prefix+".session."+id, m.sessionRequest)
	if err != nil {
		return err
	}
	if err := m.nc.Flush(); err != nil {
		sub.Unsubscribe()
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		sub.Unsubscribe()
		return errors.New("the instance is leaving the cluster")
	}
	m.sessions[id] = sub
	return nil
}

// sessionRequest handles one request for a session held here; its
// answer (or a run's events) go to the message's reply subject.
func (m *Member) sessionRequest(msg *nats.Msg) {
	if msg.Reply == "" {
		return
	}
	f := m.faults.Load()
	if f != nil && f.dropRequest != nil && f.dropRequest(msg.Data) {
		return
	}
	rw := &replyWriter{nc: m.nc, subject: msg.Reply}
	if f != nil {
		rw.drop = f.dropReply
	}
	w := &lineWriter{bw: bufio.NewWriter(rw)}
	m.srv.stdioRequest(m.ctx, msg.Data, w, &m.runs, nil)
}

// Leave ends the membership: no new sessions come, the sessions'
// subjects are unsubscribed (their requests find no responder), and runs
// started through the cluster are cancelled. The server itself stays up.
func (m *Member) Leave() {
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return
	}
	m.closed = true
	subs := []*nats.Subscription{m.queue, m.status}
	for _, sub := range m.sessions {
		subs = append(subs, sub)
	}
	m.sessions = nil
	m.mu.Unlock()
	for _, sub := range subs {
		if sub != nil {
			sub.Unsubscribe()
		}
	}
	m.cancel()
	m.runs.Wait()
	m.nc.Flush()
	select {
	case <-m.done:
	case <-time.After(time.Second):
	}
}

// replyWriter publishes each line written to it as one message; an
// output event larger than the connection's maximum payload is split
// into several, and any other line that large is replaced by a too_large
// error line.
type replyWriter struct {
	nc      *nats.Conn
	subject string
	partial []byte // the start of a line not yet written whole
	drop    func(line []byte) bool
}

func (r *replyWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			r.partial = append(r.partial, p...)
			break
		}
		line := p[:i]
		if len(r.partial) > 0 {
			line = append(r.partial, line...)
			r.partial = nil
		}
		p = p[i+1:]
		if len(line) == 0 {
			continue
		}
		if err := r.publish(line); err != nil {
			return 0, err
		}
	}
	return n, nil
}

func (r *replyWriter) publish(line []byte) error {
	if r.drop != nil && r.drop(line) {
		return nil
	}
	limit := int(r.nc.MaxPayload())
	if len(line) <= limit {
		return r.nc.Publish(r.subject, line)
	}
	var ev OutputEvent
	if json.Unmarshal(line, &ev) == nil && ev.Event == EventOutput {
		text := []rune(ev.Text)
		// JSON escapes at most 6 bytes a rune (\u0000) or 4 for UTF-8.
		step := max(1, (limit-512)/6)
		for len(text) > 0 {
			n := min(step, len(text))
			ev.Text = string(text[:n])
			text = text[n:]
			data, err := json.Marshal(&ev)
			if err != nil {
				return err
			}
			if err := r.nc.Publish(r.subject, data); err != nil {
				return err
			}
		}
		return nil
	}
	var env struct {
		ID  any    `json:"id"`
		Run string `json:"run"`
	}
	json.Unmarshal(line, &env)
	data, err := json.Marshal(errorBody{ID: env.ID, Error: errorf(CodeTooLarge,
		"a response of %d bytes is larger than the cluster's maximum message of %d bytes", len(line), limit)})
	if err != nil {
		return err
	}
	return r.nc.Publish(r.subject, data)
}

// ClusterStatus asks every instance of the cluster on nc (subjects under
// prefix; "" is the default) for its Announcement and returns those that
// answer within wait.
func ClusterStatus(ctx context.Context, nc *nats.Conn, prefix string, wait time.Duration) ([]Announcement, error) {
	if prefix == "" {
		prefix = ClusterConfig{}.withDefaults().Prefix
	}
	inbox := nc.NewInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		return nil, err
	}
	defer sub.Unsubscribe()
	if err := nc.PublishRequest(prefix+".status", inbox, nil); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	var list []Announcement
	for {
		msg, err := sub.NextMsgWithContext(ctx)
		if err != nil {
			return list, nil
		}
		var a Announcement
		if json.Unmarshal(msg.Data, &a) == nil {
			list = append(list, a)
		}
	}
}
