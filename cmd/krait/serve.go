package main

import (
	"context"
	"errors"
	"fmt"
	"io"
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
	if cfg.MaxSessions <= 0 || cfg.SessionTTL <= 0 || cfg.MaxHostWait <= 0 {
		return usageError(stderr, serveUsage, "--max-sessions, --session-ttl and --max-host-wait must be positive")
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
	fmt.Fprintf(stderr, "krait serve: listening on http://%s (protocol %d)\n", ln.Addr(), serve.ProtocolVersion)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		fmt.Fprintf(stderr, "krait serve: %v\n", err)
		return exitPython
	case <-ctx.Done():
	}
	// Stop accepting, give running requests a moment, then end them.
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	srv.Close()
	if err := hs.Shutdown(shutdown); err != nil {
		hs.Close()
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "krait serve: %v\n", err)
	}
	return exitOK
}
