package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
)

const serveUsage = `usage: krait serve [--listen ADDR | --stdio] [flags]

Serve krait's executor to agents over HTTP/JSON (NDJSON run streams) or,
with --stdio, as JSON lines on standard input and output for one client
process. Tools declared by a client are called back to it. The protocol
is docs/service.md.

flags:
  --listen ADDR         address to listen on (default 127.0.0.1:8700)
  --stdio               speak the protocol on stdin/stdout instead
  --token-file FILE     require "Authorization: Bearer <token>" with the
                        token in FILE; required when ADDR is not loopback
  --max-sessions N      sessions held at once (default 64)
  --session-ttl D       idle time after which a session is deleted
                        (default 10m)
  --max-body SIZE       largest request body or stdio line (default 8MiB)
  --max-host-wait D     time one run may wait for tool results (default 5m)
  --grace-period D      on SIGTERM or SIGINT: refuse new sessions and runs
                        (/readyz fails) and let runs in progress finish for
                        this long, then cancel them (default 30s)
  --log-format F        text (default) or json: log/slog lines on stderr
                        with session and run ids
  --log-level L         debug (also every run and tool call), info
                        (sessions, start and stop; the default over HTTP),
                        warn (the default with --stdio) or error

Over HTTP, GET /healthz answers while the process serves, GET /readyz
while it accepts new work (503 when shutting down or at its session
cap); neither needs the token. GET /metrics is Prometheus' text format.

Every session gets the policy below; a session may authorize more imports
and ask for lower limits, never higher ones:
  --allow-import LIST   authorize these imports in every session
  --strict-dunders      smolagents' dunder rule instead of krait's table
` + cliflag.LimitsHelp

// cmdServe implements `krait serve`.
func cmdServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cliflag.NewFlagSet("serve")
	base := newRunConfig(fs)
	listen := fs.String("listen", "127.0.0.1:8700", "")
	stdio := fs.Bool("stdio", false, "")
	tokenFile := fs.String("token-file", "", "")
	cfg := serve.Config{}
	fs.IntVar(&cfg.MaxSessions, "max-sessions", 64, "")
	fs.DurationVar(&cfg.SessionTTL, "session-ttl", 10*time.Minute, "")
	maxBody := fs.String("max-body", "8MiB", "")
	fs.DurationVar(&cfg.MaxHostWait, "max-host-wait", 5*time.Minute, "")
	grace := fs.Duration("grace-period", 30*time.Second, "")
	logFormat := fs.String("log-format", "text", "")
	logLevel := fs.String("log-level", "", "")
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		return flagError(err, serveUsage, stdout, stderr)
	}
	if len(rest) > 0 {
		return usageError(stderr, serveUsage, fmt.Sprintf("unexpected argument %q", rest[0]))
	}
	if cfg.MaxBodyBytes, err = policy.ParseSize(*maxBody); err != nil {
		return usageError(stderr, serveUsage, "--max-body: "+err.Error())
	}
	if cfg.MaxSessions <= 0 || cfg.SessionTTL <= 0 || cfg.MaxHostWait <= 0 || *grace < 0 {
		return usageError(stderr, serveUsage, "--max-sessions, --session-ttl and --max-host-wait must be positive, --grace-period not negative")
	}
	if *logLevel == "" {
		// With --stdio, stderr is usually the client's own.
		*logLevel = "info"
		if *stdio {
			*logLevel = "warn"
		}
	}
	if cfg.Logger, err = newLogger(stderr, *logFormat, *logLevel); err != nil {
		return usageError(stderr, serveUsage, err.Error())
	}
	base.policy.AllowImports(base.imports...)
	if err := base.policy.Validate(); err != nil {
		return usageError(stderr, serveUsage, err.Error())
	}
	cfg.Policy, cfg.MaxOutput = base.policy, base.maxOutput
	if *tokenFile != "" {
		data, err := os.ReadFile(*tokenFile)
		if err != nil {
			return usageError(stderr, "", fmt.Sprintf("cannot read --token-file: %v", err))
		}
		if cfg.Token = strings.TrimSpace(string(data)); cfg.Token == "" {
			return usageError(stderr, "", "--token-file is empty")
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := serve.New(cfg)
	defer srv.Close()
	log := cfg.Logger
	if *stdio {
		if err := srv.ServeStdio(ctx, stdin, stdout); err != nil && !errors.Is(err, context.Canceled) {
			fmt.Fprintf(stderr, "krait serve: %v\n", err)
			return exitPython
		}
		return exitOK
	}
	if !serve.IsLoopback(*listen) && cfg.Token == "" {
		return usageError(stderr, serveUsage, fmt.Sprintf("--listen %s accepts connections from other machines: give a --token-file", *listen))
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		fmt.Fprintf(stderr, "krait serve: %v\n", err)
		return exitUsage
	}
	hs := srv.HTTPServer(*listen)
	if *logFormat == "json" {
		log.Info("listening", "url", "http://"+ln.Addr().String(), "protocol", serve.ProtocolVersion)
	} else {
		fmt.Fprintf(stderr, "krait serve: listening on http://%s (protocol %d)\n", ln.Addr(), serve.ProtocolVersion)
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		log.Error("serving failed", "error", err)
		return exitPython
	case <-ctx.Done():
	}
	// Refuse new work (while still taking the tool results of runs in
	// progress, which may come on new connections), let runs finish for
	// the grace period, cancel the rest; then close the listener and the
	// connections, which by then only carry the last results.
	log.Info("signal received: draining", "grace_period", grace.String())
	drain, cancel := context.WithTimeout(context.Background(), *grace)
	defer cancel()
	srv.Shutdown(drain)
	closing, cancelClose := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancelClose()
	if err := hs.Shutdown(closing); err != nil {
		hs.Close()
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Error("serving failed", "error", err)
	}
	log.Info("stopped")
	return exitOK
}

// newLogger returns the server's log/slog logger on w in the given format
// ("text" or "json") at the given level.
func newLogger(w io.Writer, format, level string) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", level)
	}
	opts := &slog.HandlerOptions{Level: lv}
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("--log-format %q: want text or json", format)
}
