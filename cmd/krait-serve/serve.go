// Command krait-serve serves krait's executor to agents over HTTP/JSON or,
// with --stdio, as JSON lines (docs/service.md). `krait serve` runs it: it
// is a program of its own so that `krait run` does not link (and
// initialise at every start) the server, NATS, Prometheus and
// OpenTelemetry.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/nats-io/nats.go"
)

const serveUsage = `usage: krait serve [--listen ADDR | --stdio] [--nats URL] [flags]

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
  --body-timeout D      time an HTTP request body may take to arrive, from
                        the request's start (default 30s); past it the
                        request fails and its connection closes
  --write-timeout D     time one write of a run's HTTP stream may block
                        (default 30s); past it the connection closes and a
                        run still going is cancelled
  --output-buffer SIZE  output one run may have waiting for a client that
                        reads slowly (default 1MiB); past it the output is
                        not streamed until the client catches up (an
                        output event says how much was left out), so the
                        result is never behind more than this
  --output-rate SIZE    bound what a session's runs stream to SIZE a
                        second, in bursts of up to SIZE (default 1MiB with
                        --isolate process, where every session's output
                        crosses the supervisor; 0: no bound, in process);
                        past it the output is not streamed (an output
                        event says how much was left out) until the
                        session has printed less for half a second
  --run-slots N         runs executing Python code at once (default: the
                        CPUs Go uses); the others wait in a queue that
                        serves first the sessions that used the least CPU,
                        and a run whose time limit passes there ends at
                        once. -1: no queue (each run competes in Go's
                        scheduler). The server runs one thread more than
                        this (GOMAXPROCS in the environment wins)
  --runs-memory SIZE    bound the sum of the memory budgets (max_memory) of
                        the runs in progress (default 0: no bound); a run
                        that does not fit waits for runs to end, then is
                        refused (overloaded); /readyz fails while a run
                        of the default budget would wait; a default
                        budget above it is lowered to it
  --runs-memory-wait D  how long a run waits for memory (default 30s)
  --grace-period D      on SIGTERM or SIGINT: refuse new sessions and runs
                        (/readyz fails) and let runs in progress finish for
                        this long, then cancel them (default 30s)
  --log-format F        text (default) or json: log/slog lines on stderr
                        with session and run ids
  --log-level L         debug (also every run and tool call), info
                        (sessions, start and stop; the default over HTTP),
                        warn (the default with --stdio) or error

Process isolation (docs/security.md says when to choose it):
  --isolate MODE        inprocess (default: sessions run in this process)
                        or process: sessions run in worker processes (this
                        binary re-executed) under this one; a worker that
                        dies fails only its runs (WorkerLostError) and
                        sessions, and is replaced
  --workers N           worker processes (default 4)
  --recycle-after N     replace a worker after N runs (default 0: never)
  --worker-memory SIZE  each worker's address-space rlimit (default 4GiB)
                        and, where cgroup v2 offers the memory controller,
                        its memory.max
  --worker-cpu D        each worker's CPU-time rlimit (default 1h): past
                        it the kernel ends the worker, which is replaced
  --worker-pids N       each worker's pids.max under cgroup v2 (default 512)
                        A run that has computed for 50ms (a long run) of
                        any worker executes only while quiet runs and long
                        runs of all the workers want fewer than the CPUs
                        (--run-slots): the workers count their runs in a
                        table in memory they share (docs/deploy.md)
  --long-run-nice N     lower the OS priority of a run's thread to nice N
                        (1-19) once the run has computed for 50ms, until
                        it ends (default 0: off; see docs/deploy.md for
                        why it is off: a thread the kernel starves
                        stalls its whole process); needs Linux and
                        CAP_SYS_NICE or RLIMIT_NICE, else it is reported
                        at start-up and not done

A cluster over NATS (docs/deploy.md):
  --nats URL            join the cluster on this NATS server as an
                        instance: new sessions come from the queue group,
                        a session's requests by its subject; HTTP (--listen)
                        still serves this instance's probes, metrics and
                        its own clients
  --nats-prefix P       first tokens of the cluster's subjects (default
                        krait.v1)
  --instance NAME       this instance's name in announcements (default the
                        host name and a random suffix)
  --gateway             with --stdio and --nats: hold no sessions, pass each
                        request to the cluster (how the Python client and
                        other stdio clients reach it)

Over HTTP, GET /healthz answers while the process serves, GET /readyz
while it accepts new work (503 when shutting down or at its session
cap); neither needs the token. GET /metrics is Prometheus' text format.

Exit status: 0 stopped (SIGTERM or SIGINT, or the end of the input with
--stdio), 1 the server could not start or failed (address in use, NATS
unreachable, workers that do not start), 2 usage.

Every session gets the policy below; a session may authorize more imports
and ask for lower limits, never higher ones:
  --allow-import LIST   authorize these imports in every session
  --strict-dunders      smolagents' dunder rule instead of krait's table
` + cliflag.LimitsHelp

func main() {
	os.Exit(cmdServe(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, runtime.GOMAXPROCS))
}

// cmdServe implements `krait serve` (this program's command line).
// setProcs is runtime.GOMAXPROCS in main and nil in tests, which run in
// a process of their own that the setting would change (spareThread).
func cmdServe(args []string, stdin io.Reader, stdout, stderr io.Writer, setProcs func(int) int) int {
	fs := cliflag.NewFlagSet("serve")
	base := cliflag.NewRunConfig(fs)
	listen := fs.String("listen", "127.0.0.1:8700", "")
	stdio := fs.Bool("stdio", false, "")
	tokenFile := fs.String("token-file", "", "")
	cfg := serve.Config{}
	fs.IntVar(&cfg.MaxSessions, "max-sessions", 64, "")
	fs.DurationVar(&cfg.SessionTTL, "session-ttl", 10*time.Minute, "")
	maxBody := fs.String("max-body", "8MiB", "")
	outputBuffer := fs.String("output-buffer", "1MiB", "")
	outputRate := fs.String("output-rate", "", "")
	runsMemory := fs.String("runs-memory", "0", "")
	fs.DurationVar(&cfg.MemoryWait, "runs-memory-wait", 30*time.Second, "")
	fs.DurationVar(&cfg.MaxHostWait, "max-host-wait", 5*time.Minute, "")
	fs.DurationVar(&cfg.BodyTimeout, "body-timeout", 30*time.Second, "")
	fs.DurationVar(&cfg.WriteTimeout, "write-timeout", 30*time.Second, "")
	fs.IntVar(&cfg.RunSlots, "run-slots", 0, "")
	grace := fs.Duration("grace-period", 30*time.Second, "")
	logFormat := fs.String("log-format", "text", "")
	logLevel := fs.String("log-level", "", "")
	isolate := fs.String("isolate", "inprocess", "")
	workers := fs.Int("workers", 4, "")
	recycle := fs.Int("recycle-after", 0, "")
	workerMem := fs.String("worker-memory", "4GiB", "")
	workerCPU := fs.Duration("worker-cpu", time.Hour, "")
	workerPids := fs.Int64("worker-pids", 512, "")
	longNice := fs.Int("long-run-nice", 0, "")
	// --worker is how a supervisor starts its workers (not for people).
	worker := fs.Bool("worker", false, "")
	rlimitAS := fs.Int64("worker-rlimit-as", 0, "")
	rlimitCPU := fs.Int64("worker-rlimit-cpu", 0, "")
	cpuShare := fs.String("cpu-share", "", "")
	natsURL := fs.String("nats", "", "")
	natsPrefix := fs.String("nats-prefix", "krait.v1", "")
	instance := fs.String("instance", "", "")
	gateway := fs.Bool("gateway", false, "")
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		return cliflag.FlagError(err, serveUsage, stdout, stderr)
	}
	if len(rest) > 0 {
		return cliflag.UsageError(stderr, serveUsage, fmt.Sprintf("unexpected argument %q", rest[0]))
	}
	if cfg.MaxBodyBytes, err = policy.ParseSize(*maxBody); err != nil {
		return cliflag.UsageError(stderr, serveUsage, "--max-body: "+err.Error())
	}
	outBuf, err := policy.ParseSize(*outputBuffer)
	if err != nil || outBuf <= 0 || outBuf > 1<<30 {
		return cliflag.UsageError(stderr, serveUsage, "--output-buffer: a size from 1 byte to 1GiB")
	}
	cfg.OutputBuffer = int(outBuf)
	rate := int64(-1) // unset: by mode
	switch *outputRate {
	case "":
	case "0":
		rate = 0
	default:
		if rate, err = policy.ParseSize(*outputRate); err != nil {
			return cliflag.UsageError(stderr, serveUsage, "--output-rate: a size (bytes a second), or 0 (no bound)")
		}
	}
	if *runsMemory != "0" {
		if cfg.RunsMemory, err = policy.ParseSize(*runsMemory); err != nil {
			return cliflag.UsageError(stderr, serveUsage, "--runs-memory: "+err.Error())
		}
	}
	if cfg.MemoryWait <= 0 {
		return cliflag.UsageError(stderr, serveUsage, "--runs-memory-wait must be positive")
	}
	if cfg.MaxSessions <= 0 || cfg.SessionTTL <= 0 || cfg.MaxHostWait <= 0 || cfg.BodyTimeout <= 0 || cfg.WriteTimeout <= 0 || *grace < 0 {
		return cliflag.UsageError(stderr, serveUsage, "--max-sessions, --session-ttl, --max-host-wait, --body-timeout and --write-timeout must be positive, --grace-period not negative")
	}
	if *longNice < 0 || *longNice > 19 {
		return cliflag.UsageError(stderr, serveUsage, "--long-run-nice: a nice value from 1 to 19, or 0 (off)")
	}
	if *logLevel == "" {
		// With --stdio, stderr is usually the client's own.
		*logLevel = "info"
		if *stdio {
			*logLevel = "warn"
		}
	}
	if cfg.Logger, err = newLogger(stderr, *logFormat, *logLevel); err != nil {
		return cliflag.UsageError(stderr, serveUsage, err.Error())
	}
	base.Policy.AllowImports(base.Imports...)
	if err := base.Policy.Validate(); err != nil {
		return cliflag.UsageError(stderr, serveUsage, err.Error())
	}
	cfg.Policy, cfg.MaxOutput = base.Policy, base.MaxOutput
	if *tokenFile != "" {
		data, err := os.ReadFile(*tokenFile)
		if err != nil {
			return cliflag.UsageError(stderr, "", fmt.Sprintf("cannot read --token-file: %v", err))
		}
		if cfg.Token = strings.TrimSpace(string(data)); cfg.Token == "" {
			return cliflag.UsageError(stderr, "", "--token-file is empty")
		}
	}
	tp, shutdownTracing, err := tracerProvider(context.Background(), "krait")
	if err != nil {
		return cliflag.UsageError(stderr, serveUsage, "OpenTelemetry: "+err.Error())
	}
	defer shutdownTracing()
	cfg.TracerProvider = tp
	if *worker {
		if err := setWorkerRlimits(*rlimitAS, *rlimitCPU); err != nil {
			fmt.Fprintf(stderr, "krait serve --worker: %v\n", err)
			return cliflag.ExitPython
		}
		// The Go runtime's address space is more than its heap (arenas
		// reserved, stacks), and when the machine is short of CPU the
		// collector falls behind the sessions' garbage: with 50
		// sessions, 5 of them bombs within their 64 MiB budgets, a
		// worker died at 2.4 GB of heap under its 4 GiB rlimit. A soft
		// limit at half the rlimit makes it collect harder first.
		if os.Getenv("GOMEMLIMIT") == "" && *rlimitAS > 0 {
			debug.SetMemoryLimit(*rlimitAS / 2)
		}
		if *cpuShare != "" {
			share, member, err := openCPUShare(*cpuShare)
			if err != nil {
				fmt.Fprintf(stderr, "krait serve --worker: --cpu-share: %v\n", err)
				return cliflag.ExitPython
			}
			defer share.Close()
			cfg.CPUShare, cfg.CPUShareMember = share, member
		}
	} else if *cpuShare != "" {
		return cliflag.UsageError(stderr, serveUsage, "--cpu-share is how a supervisor starts its workers (with --worker)")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log := cfg.Logger
	if *gateway {
		if !*stdio || *natsURL == "" {
			return cliflag.UsageError(stderr, serveUsage, "--gateway needs --stdio and --nats")
		}
		nc, err := connectNATS(*natsURL, "krait gateway", log)
		if err != nil {
			fmt.Fprintf(stderr, "krait serve: %v\n", err)
			return cliflag.ExitPython
		}
		defer nc.Close()
		if err := serve.ServeGateway(ctx, nc, serve.GatewayConfig{Prefix: *natsPrefix}, stdin, stdout); err != nil && !errors.Is(err, context.Canceled) {
			fmt.Fprintf(stderr, "krait serve: %v\n", err)
			return cliflag.ExitPython
		}
		return cliflag.ExitOK
	}
	if *natsURL != "" && *stdio {
		return cliflag.UsageError(stderr, serveUsage, "--nats with --stdio is a --gateway; an instance serves HTTP (--listen)")
	}
	if setProcs != nil {
		spareThread(&cfg, setProcs, *worker)
	}
	var srv *serve.Server
	switch *isolate {
	case "inprocess":
		cfg.LongRunNice = *longNice
		cfg.OutputRate = max(rate, 0)
		srv = serve.New(cfg)
	case "process":
		if *stdio || *worker {
			return cliflag.UsageError(stderr, serveUsage, "--isolate process is for the HTTP server (its workers speak --stdio)")
		}
		mem, err := policy.ParseSize(*workerMem)
		if err != nil || *workers < 1 || *recycle < 0 || *workerCPU < time.Second || *workerPids < 1 {
			return cliflag.UsageError(stderr, serveUsage, "--workers and --worker-pids must be positive, --recycle-after not negative, --worker-cpu at least 1s, --worker-memory a size")
		}
		nice := *longNice
		if rate < 0 {
			rate = defaultWorkerOutputRate
		}
		iso, err := isolation(fs, *workers, *recycle, mem, *workerCPU, *workerPids, nice, rate, cfg.RunSlots, log)
		if err != nil {
			fmt.Fprintf(stderr, "krait serve: %v\n", err)
			return cliflag.ExitPython
		}
		if iso.CPUShare != nil {
			// After the server's Close (deferred below): its workers
			// have ended.
			defer iso.CPUShare.Close()
		}
		if srv, err = serve.NewIsolated(cfg, iso); err != nil {
			fmt.Fprintf(stderr, "krait serve: %v\n", err)
			return cliflag.ExitPython
		}
		if iso.Cgroup != nil {
			defer iso.Cgroup.Close()
		}
	default:
		return cliflag.UsageError(stderr, serveUsage, fmt.Sprintf("--isolate %q: want inprocess or process", *isolate))
	}
	defer srv.Close()
	if *stdio {
		if err := srv.ServeStdio(ctx, stdin, stdout); err != nil && !errors.Is(err, context.Canceled) {
			fmt.Fprintf(stderr, "krait serve: %v\n", err)
			return cliflag.ExitPython
		}
		return cliflag.ExitOK
	}
	if !serve.IsLoopback(*listen) && cfg.Token == "" {
		return cliflag.UsageError(stderr, serveUsage, fmt.Sprintf("--listen %s accepts connections from other machines: give a --token-file", *listen))
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		fmt.Fprintf(stderr, "krait serve: %v\n", err)
		return cliflag.ExitPython
	}
	hs := srv.HTTPServer(*listen)
	var member *serve.Member
	if *natsURL != "" {
		nc, err := connectNATS(*natsURL, "krait serve", log)
		if err != nil {
			fmt.Fprintf(stderr, "krait serve: %v\n", err)
			return cliflag.ExitPython
		}
		defer nc.Close()
		if member, err = srv.JoinCluster(nc, serve.ClusterConfig{Prefix: *natsPrefix, Instance: *instance}); err != nil {
			fmt.Fprintf(stderr, "krait serve: joining the cluster: %v\n", err)
			return cliflag.ExitPython
		}
	}
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
		return cliflag.ExitPython
	case <-ctx.Done():
	}
	// Refuse new work (while still taking the tool results of runs in
	// progress, which may come on new connections), let runs finish for
	// the grace period, cancel the rest; then close the listener and the
	// connections, which by then only carry the last results.
	log.Info("signal received: draining", "grace_period", grace.String())
	drain, cancel := context.WithTimeout(context.Background(), *grace)
	defer cancel()
	// A cluster member leaves the queue group of new sessions as soon as
	// the server is not ready, and serves its runs' tool results until
	// they end.
	srv.Shutdown(drain)
	if member != nil {
		member.Leave()
	}
	closing, cancelClose := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancelClose()
	if err := hs.Shutdown(closing); err != nil {
		hs.Close()
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Error("serving failed", "error", err)
	}
	log.Info("stopped")
	return cliflag.ExitOK
}

// supervisorOnly are the flags of `krait serve` a worker does not get.
var supervisorOnly = map[string]bool{
	"listen": true, "stdio": true, "token-file": true, "max-sessions": true, "session-ttl": true,
	"grace-period": true, "log-format": true, "log-level": true, "isolate": true, "workers": true,
	"recycle-after": true, "worker-memory": true, "worker-cpu": true, "worker-pids": true,
	"worker": true, "worker-rlimit-as": true, "worker-rlimit-cpu": true, "cpu-share": true, "long-run-nice": true, "output-rate": true,
	"nats": true, "nats-prefix": true, "instance": true, "gateway": true,
	"runs-memory": true, "runs-memory-wait": true,
}

// connectNATS connects to the cluster's NATS server, reconnecting for as
// long as the process runs (a member's subscriptions come back with the
// connection).
func connectNATS(url, name string, log *slog.Logger) (*nats.Conn, error) {
	nc, err := nats.Connect(url, nats.Name(name), nats.MaxReconnects(-1),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil {
				log.Warn("NATS disconnected", "error", err)
			}
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) { log.Info("NATS reconnected", "url", nc.ConnectedUrlRedacted()) }))
	if err != nil {
		return nil, fmt.Errorf("connecting to NATS at %s: %w", url, err)
	}
	return nc, nil
}

// defaultWorkerOutputRate is --output-rate for the workers of process
// isolation: what one session streams crosses the worker's pipe, which
// the worker's other sessions share, and the supervisor, which all
// share. An agent's step prints far less; a print flood is left out
// past it (its result's logs keep the output's head and tail).
const defaultWorkerOutputRate = 1 << 20

// isolation configures process isolation: workers are this binary with
// `--stdio --worker`, the policy and limit flags given to this
// server, their rlimits, --long-run-nice and --output-rate; the cgroup
// v2 limits are applied when the machine offers them. The workers' long
// runs share slots CPUs (this server's run slots; if not positive, the
// CPUs Go uses) through a table in shared memory (krait.CPUShare), which
// the caller closes once the workers have ended. What was found is
// logged.
func isolation(fs *flag.FlagSet, workers, recycle int, mem int64, cpu time.Duration, pids int64, nice int, rate int64, slots int, log *slog.Logger) (serve.Isolation, error) {
	bin, err := os.Executable()
	if err != nil {
		return serve.Isolation{}, fmt.Errorf("finding this binary to start workers: %v", err)
	}
	args := []string{"--stdio", "--worker", "--log-level", "warn",
		// The supervisor expires sessions and bounds their number.
		"--session-ttl", "876000h", "--max-sessions", "1000000",
		"--worker-rlimit-as", fmt.Sprint(mem), "--worker-rlimit-cpu", fmt.Sprint(int64(cpu.Seconds())),
		"--long-run-nice", fmt.Sprint(nice), "--output-rate", fmt.Sprint(rate)}
	fs.Visit(func(f *flag.Flag) {
		if !supervisorOnly[f.Name] {
			args = append(args, "--"+f.Name+"="+f.Value.String())
		}
	})
	iso := serve.Isolation{
		Workers:      workers,
		RecycleAfter: recycle,
		Command: func() *exec.Cmd {
			return exec.Command(bin, args...)
		},
	}
	if slots <= 0 {
		slots = runtime.GOMAXPROCS(0)
	}
	// Room for every worker and its replacement while a retired one
	// still holds sessions, and more.
	share, shareErr := krait.NewSharedCPUShare(slots, 2*workers+8)
	cpuShare := fmt.Sprintf("long runs of all workers on %d CPUs", slots)
	if shareErr != nil {
		cpuShare = "each worker's long runs on its own run slots: " + shareErr.Error()
	} else {
		iso.CPUShare = share
	}
	cg, cgErr := serve.DetectCgroup(mem, pids)
	limits := fmt.Sprintf("rlimit address space %d bytes, rlimit CPU %s", mem, cpu)
	// The workers run as this process does: what it may do with thread
	// priorities, they may.
	priority, priErr := "off (--long-run-nice 0)", error(nil)
	if nice > 0 {
		if priErr = krait.ProbeLowerPriority(nice); priErr != nil {
			priority = "not lowered: " + priErr.Error()
		} else {
			priority = fmt.Sprintf("runs that computed for %s at nice %d", serve.DefaultLongRunAfter, nice)
		}
	}
	level, cgroup := slog.LevelInfo, ""
	if cgErr != nil {
		level, cgroup = slog.LevelWarn, "not used: "+cgErr.Error()
	} else {
		iso.Cgroup = cg
		cgroup = cg.String()
	}
	if priErr != nil || shareErr != nil {
		level = slog.LevelWarn
	}
	log.Log(context.Background(), level, "process isolation", "workers", workers, "recycle_after", recycle, "limits", limits, "cgroup", cgroup, "priority", priority, "cpu_share", cpuShare, "output_rate", rate)
	return iso, nil
}

// spareThread gives the process one thread (GOMAXPROCS) more than the
// runs that may execute at once (cfg.RunSlots, by default the CPUs Go
// uses), unless GOMAXPROCS is set in the environment or the run queue is
// off. With a thread for each slot, runs computing in every slot hold all
// of them, and a goroutine woken meanwhile — a request the network poller
// has, a tool's answer, a worker's reply — waits for the holder's next
// budget check, or for Go to take a thread from a computing goroutine
// after 10 ms, before it can even ask for a slot. A spare thread sits in
// the network poller and runs them at once; the kernel shares the CPUs
// among the threads. krait-load, a quiet session next to two sessions
// running resource bombs (20 s, load ~30): quiet p50 37-53 ms with 2
// threads, 11-12 ms with 3; p99 420-460 ms, 250-265 ms; 2.3x the quiet
// runs. Setting GOMAXPROCS stops Go from following the container's CPU
// limit as it changes.
//
// A worker of process isolation (worker) gets one thread more, for the
// garbage collector: during each of its mark phases Go gives a quarter
// of GOMAXPROCS, rounded, to a dedicated mark worker, which with slots +
// 1 = 3 is the spare thread itself. A worker whose sessions run memory
// bombs collects several times a second, and each time its runs held
// the slots and the collector the spare: the worker's reader and writer,
// and so every session's tool calls and results, waited for a thread.
// Traced (runtime/trace, krait-load with string-doubling bombs, load
// ~20): goroutines of such a worker waited up to 205 ms to be run; the
// quiet tenants' p99 over the idle phase's, two interleaved pairs on one
// binary: 4.5x and 3.8x with 3 threads, 2.0x and 3.5x with 4.
func spareThread(cfg *serve.Config, setProcs func(int) int, worker bool) {
	if cfg.RunSlots < 0 || os.Getenv("GOMAXPROCS") != "" {
		return
	}
	procs := setProcs(0)
	if cfg.RunSlots == 0 {
		cfg.RunSlots = procs
	}
	want := cfg.RunSlots + 1
	if worker {
		want++
	}
	if want > procs {
		setProcs(want)
	}
}

// openCPUShare maps the CPU share a supervisor gave this worker:
// FD:MEMBER, its memory file's descriptor and the worker's member.
func openCPUShare(arg string) (*krait.CPUShare, int, error) {
	fdText, memberText, ok := strings.Cut(arg, ":")
	fd, err1 := strconv.Atoi(fdText)
	member, err2 := strconv.Atoi(memberText)
	if !ok || err1 != nil || err2 != nil || fd < 3 || member < 0 {
		return nil, 0, fmt.Errorf("%q: want FD:MEMBER", arg)
	}
	share, err := krait.OpenCPUShare(os.NewFile(uintptr(fd), "cpu-share"))
	if err != nil {
		return nil, 0, err
	}
	if member >= share.Members() {
		share.Close()
		return nil, 0, fmt.Errorf("member %d of a share of %d", member, share.Members())
	}
	return share, member, nil
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
