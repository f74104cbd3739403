package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"time"
)

// UpgradeProtocol is the Upgrade header's token that turns an HTTP/1.1
// connection into the stdio transport's JSON lines (GET /v1/connect,
// FeatureUpgrade): one protocol, framed as lines on a raw connection
// instead of one HTTP exchange per request, so that a networked client
// gets what a spawned stdio server costs.
const UpgradeProtocol = "krait-lines"

// UpgradePath is the endpoint a connection is upgraded on.
const UpgradePath = "/v1/connect"

// minConnIdle is the least time an upgraded connection may stay without
// a request line and with no run in progress before it closes (see
// connIdle).
const minConnIdle = 2 * time.Minute

// connIdle is how long an upgraded connection may stay without a request
// line and with no run in progress before the server closes it: the
// longer of minConnIdle (an idle HTTP connection's life) and the session
// TTL, so that a client finds its sessions expired (unknown_session)
// before it finds its connection gone.
func (s *Server) connIdle() time.Duration {
	if s.connIdleMin > 0 {
		return s.connIdleMin
	}
	return max(minConnIdle, s.cfg.SessionTTL)
}

// httpUpgrade is GET /v1/connect: it switches the connection to the
// stdio protocol's lines (docs/service.md, "Upgrading a connection").
// The request went through the HTTP handler's guard: the bearer token is
// checked before the connection changes hands.
func (s *Server) httpUpgrade(w http.ResponseWriter, r *http.Request) {
	if !headerHas(r.Header, "Connection", "upgrade") || !headerHas(r.Header, "Upgrade", UpgradeProtocol) {
		w.Header().Set("Upgrade", UpgradeProtocol)
		w.Header().Set("Connection", "Upgrade")
		writeError(w, errorf(CodeUpgradeRequired, "GET %s upgrades the connection to the stdio protocol's lines: send Connection: Upgrade and Upgrade: %s (docs/service.md)", UpgradePath, UpgradeProtocol))
		return
	}
	s.mu.Lock()
	closed := s.closed
	s.mu.Unlock()
	if closed {
		writeError(w, errorf(CodeShuttingDown, "the server is shutting down"))
		return
	}
	conn, brw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		// HTTP/2 and HTTP/3 connections cannot be taken over.
		writeError(w, errorf(CodeUpgradeRequired, "this connection cannot be upgraded (%v): use HTTP/1.1", err))
		return
	}
	s.serveUpgraded(context.WithoutCancel(r.Context()), conn, brw.Reader)
}

// headerHas reports whether the comma-separated list of header name
// holds token (case-insensitively).
func headerHas(h http.Header, name, token string) bool {
	for _, v := range h.Values(name) {
		for _, t := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

// serveUpgraded speaks the stdio protocol on a hijacked connection until
// the client closes it (its runs are then cancelled, as a stdio server's
// when its input ends, and as an HTTP run's when its client goes away),
// the connection breaks or idles out (connIdle), or the server closes.
// Sessions outlive the connection: they are the server's, and expire
// after their TTL as any other.
//
// Writes are bounded by Config.WriteTimeout: a client that stops reading
// for that long loses the connection, and its runs are cancelled. What a
// run prints never waits for its client (sink); its tool calls and result
// wait at most that long.
func (s *Server) serveUpgraded(ctx context.Context, conn net.Conn, buffered *bufio.Reader) {
	if !s.track(conn) {
		conn.Close()
		return
	}
	defer s.untrack(conn)
	defer conn.Close()
	// The HTTP handler's deadlines do not apply to the connection's new
	// life; the idle reader sets its own.
	conn.SetDeadline(time.Time{})
	running := new(atomic.Int32)
	ir := &idleReader{conn: conn, idle: s.connIdle(), busy: func() bool { return running.Load() > 0 }}
	ir.arm()
	var in io.Reader = ir
	if n := buffered.Buffered(); n > 0 {
		// Bytes the client sent after its upgrade request, already read.
		peek, _ := buffered.Peek(n)
		in = io.MultiReader(bytes.NewReader(bytes.Clone(peek)), ir)
	}
	out := &connWriter{conn: conn, timeout: s.cfg.WriteTimeout}
	preamble := "HTTP/1.1 101 Switching Protocols\r\nUpgrade: " + UpgradeProtocol + "\r\nConnection: Upgrade\r\n\r\n"
	s.metrics.upgraded.Inc()
	defer s.metrics.upgraded.Dec()
	err := s.serveLines(ctx, in, out, preamble, running)
	switch {
	case err == nil:
		s.log.Debug("upgraded connection closed by its client", "remote", conn.RemoteAddr().String())
	case errors.Is(err, os.ErrDeadlineExceeded):
		s.log.Debug("upgraded connection idle: closed", "remote", conn.RemoteAddr().String(), "idle", ir.idle.String())
	default:
		s.log.Debug("upgraded connection ended", "remote", conn.RemoteAddr().String(), "error", err.Error())
	}
}

// track registers an upgraded connection for Close; it reports false
// when the server is closed already.
func (s *Server) track(conn net.Conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	if s.conns == nil {
		s.conns = map[net.Conn]struct{}{}
	}
	s.conns[conn] = struct{}{}
	return true
}

func (s *Server) untrack(conn net.Conn) {
	s.mu.Lock()
	delete(s.conns, conn)
	s.mu.Unlock()
}

// idleReader reads an upgraded connection under a read deadline that ends
// it after idle without a read, unless runs are in progress (busy). The
// deadline is armed once and moved on only when it passes, not per read:
// moving a deadline is a timer's work, on every request's path.
type idleReader struct {
	conn net.Conn
	idle time.Duration
	busy func() bool
	// reads counts the reads that returned data; seen is its value when
	// the deadline was armed.
	reads, seen uint64
}

func (r *idleReader) arm() {
	r.seen = r.reads
	r.conn.SetReadDeadline(time.Now().Add(r.idle))
}

func (r *idleReader) Read(p []byte) (int, error) {
	for {
		n, err := r.conn.Read(p)
		if n > 0 {
			r.reads++
		}
		if n > 0 || !errors.Is(err, os.ErrDeadlineExceeded) {
			return n, err
		}
		if r.reads == r.seen && !r.busy() {
			return n, err
		}
		r.arm()
	}
}

// connWriter writes to an upgraded connection under Config.WriteTimeout
// per write; a write that fails closes the connection (its reader then
// ends it, cancelling its runs). The deadline is moved on only when half
// of it has passed: each write still has at least half the timeout, and
// most writes touch no timer.
type connWriter struct {
	conn    net.Conn
	timeout time.Duration
	// until is the deadline set last.
	until time.Time
}

func (w *connWriter) Write(p []byte) (int, error) {
	if now := time.Now(); w.until.Sub(now) < w.timeout/2 {
		w.until = now.Add(w.timeout)
		w.conn.SetWriteDeadline(w.until)
	}
	n, err := w.conn.Write(p)
	if err != nil {
		w.conn.Close()
	}
	return n, err
}
