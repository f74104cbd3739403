package serve

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Handler returns the HTTP transport of the protocol (docs/service.md).
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, Hello{Server: "krait", Protocol: ProtocolVersion, Features: features})
	})
	mux.HandleFunc("POST /v1/sessions", func(w http.ResponseWriter, r *http.Request) {
		var req SessionRequest
		if err := decodeBody(w, r, &req, true); err != nil {
			writeError(w, err)
			return
		}
		res, err := s.createSession(r.Context(), req)
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusCreated, res)
	})
	mux.HandleFunc("DELETE /v1/sessions/{session}", func(w http.ResponseWriter, r *http.Request) {
		respond(w, s.deleteSession(r.PathValue("session")))
	})
	mux.HandleFunc("POST /v1/sessions/{session}/variables", func(w http.ResponseWriter, r *http.Request) {
		var req VariablesRequest
		respond(w, s.withSession(w, r, &req, func(sess *session) *Error { return sess.sendVariables(req) }))
	})
	mux.HandleFunc("POST /v1/sessions/{session}/tools", func(w http.ResponseWriter, r *http.Request) {
		var req ToolsRequest
		respond(w, s.withSession(w, r, &req, func(sess *session) *Error { return sess.sendTools(req) }))
	})
	mux.HandleFunc("POST /v1/sessions/{session}/runs", s.httpRun)
	mux.HandleFunc("GET /v1/sessions/{session}/runs/{run}", func(w http.ResponseWriter, r *http.Request) {
		sess, err := s.session(r.PathValue("session"))
		var st *RunStatus
		if err == nil {
			run := r.PathValue("run")
			if run == "latest" {
				run = ""
			}
			st, err = sess.runStatus(run)
		}
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, st)
	})
	mux.HandleFunc("DELETE /v1/sessions/{session}/runs/{run}", func(w http.ResponseWriter, r *http.Request) {
		respond(w, s.withSession(w, r, nil, func(sess *session) *Error { return sess.cancelRun(r.PathValue("run")) }))
	})
	mux.HandleFunc("POST /v1/sessions/{session}/runs/{run}/calls/{call}", func(w http.ResponseWriter, r *http.Request) {
		call, cerr := strconv.Atoi(r.PathValue("call"))
		if cerr != nil {
			writeError(w, errorf(CodeNotFound, "no call %q: call ids are numbers", r.PathValue("call")))
			return
		}
		var res ToolResult
		respond(w, s.withSession(w, r, &res, func(sess *session) *Error { return sess.toolResult(r.PathValue("run"), call, res) }))
	})
	mux.HandleFunc("GET "+UpgradePath, s.httpUpgrade)
	mux.Handle("GET /metrics", s.metrics.handler())
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, errorf(CodeNotFound, "no endpoint %s %s (see docs/service.md)", r.Method, r.URL.Path))
	})
	return s.deadline(s.health(s.count(s.guard(mux))))
}

// deadline gives every response a write deadline of WriteTimeout from the
// request's start (a run's stream moves it on with each batch of events).
// Setting it on every request also lifts the deadline an earlier stream
// left on a kept-alive connection: that stream's end (its result and the
// terminating chunk) is written when its handler returns, in one write,
// still under its deadline.
//
// A request with a body also gets a read deadline of BodyTimeout from its
// start, lifted only when the body has been read to its end (timedBody):
// every read of a body is under it, the handler's and the ones net/http
// makes of a body its handler left unread (up to 256 KiB, before the
// response and after the handler, to reuse the connection), so a client
// trickling a body holds its connection for at most BodyTimeout. Lifting
// it at the body's end matters: net/http then reads the connection in the
// background to notice a client that goes away, and a deadline passing
// there would cancel a long run's stream.
func (s *Server) deadline(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		now := time.Now()
		rc.SetWriteDeadline(now.Add(s.cfg.WriteTimeout))
		if r.Body != nil && r.Body != http.NoBody {
			rc.SetReadDeadline(now.Add(s.cfg.BodyTimeout))
			r.Body = &timedBody{ReadCloser: r.Body, rc: rc}
		}
		next.ServeHTTP(w, r)
	})
}

// timedBody is a request body under the read deadline that deadline set:
// it lifts the deadline once the body has ended.
type timedBody struct {
	io.ReadCloser
	rc    *http.ResponseController
	ended bool
}

func (b *timedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF && !b.ended {
		b.ended = true
		b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}

// health answers an orchestrator's probes without a token: /healthz
// (the process serves requests) and /readyz (it accepts new work; 503
// with the reason when not: shutting down, or at its session cap).
func (s *Server) health(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/healthz":
			writeJSON(w, http.StatusOK, Health{Status: "ok"})
		case "/readyz":
			if ok, reason := s.Ready(); !ok {
				writeJSON(w, http.StatusServiceUnavailable, Health{Status: "not ready", Reason: reason})
				return
			}
			writeJSON(w, http.StatusOK, Health{Status: "ready"})
		default:
			next.ServeHTTP(w, r)
		}
	})
}

// Health is the body of /healthz and /readyz.
type Health struct {
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

// count counts the requests refused with a protocol error, by code
// (krait_requests_refused_total): it reads the error bodies' code.
func (s *Server) count(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(&codeRecorder{ResponseWriter: w, m: s.metrics}, r)
	})
}

// codeRecorder passes a response through, noting the error code of an
// error response (status 4xx/5xx with a JSON error body).
type codeRecorder struct {
	http.ResponseWriter
	m      *metrics
	status int
	noted  bool
}

func (c *codeRecorder) WriteHeader(status int) {
	c.status = status
	c.ResponseWriter.WriteHeader(status)
}

func (c *codeRecorder) Write(p []byte) (int, error) {
	if c.status >= 400 && !c.noted {
		c.noted = true
		var body errorBody
		if json.Unmarshal(p, &body) == nil && body.Error != nil {
			c.m.refused.WithLabelValues(body.Error.Code).Inc()
		}
	}
	return c.ResponseWriter.Write(p)
}

// Unwrap gives http.ResponseController the underlying writer (flushes,
// deadlines).
func (c *codeRecorder) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// HTTPServer returns an http.Server for the handler with timeouts that
// keep a slow or silent client from holding a connection: request headers
// must arrive within 10s and bodies within Config.BodyTimeout (30s), a
// stream write must not block for Config.WriteTimeout (30s), and idle
// connections close after 2 minutes. A run's
// stream itself may last as long as the run.
func (s *Server) HTTPServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
}

// IsLoopback reports whether a listen address (host:port) only accepts
// connections from this machine.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// guard checks the bearer token, bounds the body and turns a panic into
// a JSON error.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				writeError(w, errorf(CodeInternal, "internal error: %v", p))
			}
		}()
		r = withRemoteParent(r)
		duplex := duplexRun(r)
		if duplex {
			// Before any answer: an answer written while the body is
			// unread would otherwise wait for the body's end. The
			// connection closes after an error (a refused run): a body
			// that ends after its handler returned cannot be read to
			// its end safely; the run's stream deletes the header.
			http.NewResponseController(w).EnableFullDuplex()
			w.Header().Set("Connection", "close")
		}
		if s.cfg.Token != "" {
			got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(s.cfg.Token)) != 1 {
				w.Header().Set("WWW-Authenticate", `Bearer realm="krait"`)
				writeError(w, errorf(CodeUnauthorized, "a bearer token is required (Authorization: Bearer <token>)"))
				return
			}
		}
		if !duplex {
			r.Body = http.MaxBytesReader(w, r.Body, s.cfg.MaxBodyBytes)
		}
		next.ServeHTTP(w, r)
	})
}

// withSession decodes the body into req (when not nil) and calls f with
// the path's session.
func (s *Server) withSession(w http.ResponseWriter, r *http.Request, req any, f func(*session) *Error) *Error {
	if req != nil {
		if err := decodeBody(w, r, req, false); err != nil {
			return err
		}
	}
	sess, err := s.session(r.PathValue("session"))
	if err != nil {
		return err
	}
	return f(sess)
}

// httpRun streams a run as NDJSON.
func (s *Server) httpRun(w http.ResponseWriter, r *http.Request) {
	var req RunRequest
	var results *resultReader
	if duplexRun(r) {
		results = newResultReader(w, r, s.cfg.MaxBodyBytes, s.cfg.BodyTimeout)
		defer results.finish(s.stop)
		if err := results.runRequest(&req); err != nil {
			writeError(w, err)
			return
		}
	} else if err := decodeBody(w, r, &req, false); err != nil {
		writeError(w, err)
		return
	}
	sess, err := s.session(r.PathValue("session"))
	if err != nil {
		writeError(w, err)
		return
	}
	rc := http.NewResponseController(w)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	begin := func(run string) {
		w.Header().Set("Content-Type", "application/x-ndjson")
		w.Header().Set("Krait-Run", run)
		if results != nil {
			w.Header().Del("Connection")
			w.Header().Set(ToolResultsHeader, "body")
			results.start(sess, run)
		}
		w.WriteHeader(http.StatusOK)
	}
	// A batch of events (up to a flush) gets one write deadline: writes
	// happen only inside batches. The result is not flushed here: the
	// handler returns right after it, and net/http then writes it with
	// the stream's terminating chunk in one write, under the deadline of
	// its batch, so that the client sees the end of the stream with the
	// result and can reuse the connection at once.
	armed := false
	write := func(ev any, flush bool) error {
		if !armed {
			rc.SetWriteDeadline(time.Now().Add(s.cfg.WriteTimeout))
			armed = true
		}
		if flush {
			armed = false
		}
		if raw, ok := ev.(*rawEvent); ok {
			w.Write(raw.line)
			if _, err := io.WriteString(w, "\n"); err != nil || raw.result {
				return err
			}
		} else if ev != nil {
			if err := enc.Encode(ev); err != nil {
				return err
			}
			if _, last := ev.(*ResultEvent); last {
				return nil
			}
		}
		if flush {
			return rc.Flush()
		}
		return nil
	}
	if err := sess.runCode(r.Context(), req.Code, nil, begin, write); err != nil {
		writeError(w, err)
	}
}

// decodeBody reads a JSON request body into v, refusing unknown fields;
// an empty body is allowed only when emptyOK. The body is read to its end
// (or fails) within the server's BodyTimeout (see deadline).
func decodeBody(w http.ResponseWriter, r *http.Request, v any, emptyOK bool) *Error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			err = errors.New("data after the JSON value")
		}
	}
	var mbe *http.MaxBytesError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, io.EOF) && emptyOK:
		return nil
	case errors.Is(err, io.EOF):
		return errorf(CodeBadRequest, "the request needs a JSON body")
	case errors.As(err, &mbe):
		return errorf(CodeTooLarge, "the request body is larger than the server's limit of %d bytes", mbe.Limit)
	}
	return errorf(CodeBadRequest, "malformed JSON body: %v", err)
}

// respond writes {"ok": true} or the error.
func respond(w http.ResponseWriter, err *Error) {
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, OK{OK: true})
}

func writeError(w http.ResponseWriter, err *Error) {
	status := err.Status
	if status == 0 {
		status = http.StatusInternalServerError
	}
	writeJSON(w, status, errorBody{Error: err})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		data, _ = json.Marshal(errorBody{Error: errorf(CodeInternal, "encoding the response: %v", err)})
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(data, '\n'))
}
