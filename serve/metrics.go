package serve

import (
	"net/http"
	"time"

	"github.com/kraitpy/krait"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are a server's Prometheus metrics, in a registry of its own
// (two servers in one process count apart; nothing is registered
// globally).
type metrics struct {
	reg *prometheus.Registry

	runs        *prometheus.CounterVec   // by outcome
	runDuration prometheus.Histogram     // own time of a run
	runOps      prometheus.Histogram     // operations a run charged
	limitErrors *prometheus.CounterVec   // by kind
	toolCalls   *prometheus.HistogramVec // tool-call round trips, by outcome
	sessions    prometheus.GaugeFunc
	activeRuns  prometheus.Gauge
	refused     *prometheus.CounterVec // requests refused, by error code
	// memoryReserved is the sum of the memory budgets of the runs in
	// progress, memoryWaiting the runs waiting for room (Config.RunsMemory).
	memoryReserved prometheus.Gauge
	memoryWaiting  prometheus.Gauge
	// WorkerRestarts counts worker processes replaced (process
	// isolation), by reason.
	workerRestarts *prometheus.CounterVec
	// upgraded counts the connections upgraded to the stdio protocol's
	// lines (GET /v1/connect) that are open.
	upgraded prometheus.Gauge
}

func newMetrics(s *Server) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.runs = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "krait_runs_total",
		Help: "Runs finished, by outcome: ok, error (a Python exception or syntax error), limit (a resource limit; see krait_limit_errors_total), policy (refused by the policy), cancelled, worker_lost.",
	}, []string{"outcome"})
	m.runDuration = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "krait_run_duration_seconds",
		Help:    "A run's own time (without the time it waited for tool results).",
		Buckets: prometheus.ExponentialBuckets(0.0001, 4, 10), // 100µs .. 26s
	})
	m.runOps = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "krait_run_operations",
		Help:    "Operations a run charged to its budget.",
		Buckets: prometheus.ExponentialBuckets(100, 10, 7), // 100 .. 10^8
	})
	m.limitErrors = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "krait_limit_errors_total",
		Help: "Runs ended by a resource limit, by kind (OperationLimitError, MemoryLimitError, TimeoutError, OutputLimitError, CancelledError).",
	}, []string{"kind"})
	m.toolCalls = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "krait_tool_call_duration_seconds",
		Help:    "Time from a tool_call event to the client's tool result, by outcome (value, error, abandoned).",
		Buckets: prometheus.ExponentialBuckets(0.0001, 4, 10),
	}, []string{"outcome"})
	m.sessions = prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "krait_sessions_active",
		Help: "Sessions held by the server.",
	}, func() float64 { return float64(s.Sessions()) })
	m.activeRuns = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "krait_runs_active",
		Help: "Runs in progress (paused at tool calls included).",
	})
	m.refused = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "krait_requests_refused_total",
		Help: "Requests answered with an error, by the protocol's error code.",
	}, []string{"code"})
	m.memoryReserved = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "krait_memory_reserved_bytes",
		Help: "The sum of the memory budgets (max_memory) of the runs in progress, which --runs-memory bounds.",
	})
	m.memoryWaiting = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "krait_runs_waiting_memory",
		Help: "Runs waiting for their memory budget to fit under --runs-memory.",
	})
	m.workerRestarts = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "krait_worker_restarts_total",
		Help: "Worker processes replaced (--isolate process), by reason: died, recycled.",
	}, []string{"reason"})
	m.upgraded = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "krait_connections_upgraded",
		Help: "Open connections upgraded to the stdio protocol's lines (GET /v1/connect).",
	})
	m.reg.MustRegister(m.runs, m.runDuration, m.runOps, m.limitErrors, m.toolCalls,
		m.sessions, m.activeRuns, m.refused, m.memoryReserved, m.memoryWaiting, m.workerRestarts, m.upgraded,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	for _, g := range []struct {
		name, help string
		pick       func(q, l, w int) int
	}{
		{"krait_cpu_share_quiet_runs", "Quiet runs holding or waiting for a run slot, counted in the CPU share (all workers with --isolate process).", func(q, _, _ int) int { return q }},
		{"krait_cpu_share_long_runs", "Long runs (past 50 ms of CPU) computing, and helpers lent to runs, counted in the CPU share; at most the CPUs less the quiet runs.", func(_, l, _ int) int { return l }},
		{"krait_cpu_share_long_runs_waiting", "Long runs waiting, without a run slot, for the CPU share to have room for them.", func(_, _, w int) int { return w }},
	} {
		pick := g.pick
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: g.name, Help: g.help}, func() float64 {
			c := s.cpuShare()
			if c == nil {
				return 0
			}
			return float64(pick(c.Totals()))
		}))
	}
	return m
}

// handler serves the metrics in Prometheus' text format.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// outcome names a run's outcome for krait_runs_total.
func outcome(info krait.ErrorInfo) string {
	switch {
	case info.Type == "":
		return "ok"
	case info.Type == "WorkerLostError":
		return "worker_lost"
	case info.Type == "CancelledError":
		return "cancelled"
	case info.ExitCode == krait.ExitLimit:
		return "limit"
	case info.ExitCode == krait.ExitPolicy:
		return "policy"
	}
	return "error"
}

// observeRun records a finished run.
func (m *metrics) observeRun(ev *ResultEvent) {
	info := krait.ErrorInfo{ExitCode: ev.ExitCode}
	if ev.Error != nil {
		info.Type = ev.Error.Type
	}
	m.runs.WithLabelValues(outcome(info)).Inc()
	if info.ExitCode == krait.ExitLimit {
		m.limitErrors.WithLabelValues(info.Type).Inc()
	}
	m.runDuration.Observe(ev.Duration)
	m.runOps.Observe(float64(ev.Ops))
}

// observeToolCall records a tool call's round trip.
func (m *metrics) observeToolCall(outcome string, d time.Duration) {
	m.toolCalls.WithLabelValues(outcome).Observe(d.Seconds())
}
