package serve_test

import (
	"context"
	"fmt"
	"sort"
	"syscall"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// agentSnippet is a typical step of a code agent (the same as the root
// package's BenchmarkRunSnippet).
const agentSnippet = "total = sum(n * n for n in range(100))\nprint(total)\n"

// Round trips of one run, measured one by one: median and 99th
// percentile per transport, next to in-process krait.Executor.Run and the
// floor of the HTTP transport (http-floor: a bare net/http server process
// answering with the snippet's two events, see floorServer). upgraded is
// an HTTP connection upgraded to the stdio protocol's lines (client.Dial
// on `krait serve --listen`). Run
// with -benchtime=1000x for the numbers of docs/service.md:
//
//	go test ./serve -run '^$' -bench 'RoundTrip|ToolCall' -benchtime=1000x
func BenchmarkRoundTrip(b *testing.B) {
	for _, tr := range transports(b) {
		b.Run(tr.name, func(b *testing.B) {
			run := tr.open(b, nil, nil)
			measure(b, func() error { return run(agentSnippet, "328350\n") }, nil)
		})
	}
}

// BenchmarkToolCall measures a run that calls one host tool, answered at
// once by the client; BenchmarkToolCall/none is the same run without the
// call. The difference is the tool call's round trip. call3 calls it
// three times. http-post is http with each tool result a request of its
// own (client.SetPostToolResults). A run that calls tools also reports
// its two halves (medians): to-call, from the run's start until the
// first call reaches the client's handler, and from-call, from the last
// call's answer until the run's result is in. tcp-floor/exchange is one
// exchange of a tool call's and a tool result's lines between this
// process and another over a bare loopback TCP connection (one write and
// one read on each side, no HTTP): what a tool call must cost at least on
// this machine.
func BenchmarkToolCall(b *testing.B) {
	for _, tr := range transports(b) {
		for _, tc := range []struct{ name, code, logs string }{
			{"call", "x = lookup('k')\nprint(x)\n", "v\n"},
			{"call3", "x = lookup('k') + lookup('k') + lookup('k')\nprint(x)\n", "vvv\n"},
			{"none", "x = 'v'\nprint(x)\n", "v\n"},
		} {
			b.Run(tr.name+"/"+tc.name, func(b *testing.B) {
				var ph phases
				run := tr.open(b, []string{"lookup"}, ph.called)
				measure(b, func() error { return run(tc.code, tc.logs) }, &ph)
			})
		}
	}
	b.Run("tcp-floor/exchange", func(b *testing.B) {
		exchange := tcpFloorClient(b)
		measure(b, exchange, nil)
	})
}

// phases records when a run's tool calls reach the client (see
// BenchmarkToolCall), for measure.
type phases struct {
	start, first, last time.Time
	toCall, fromCall   []time.Duration
}

// called is a tool handler's first step.
func (p *phases) called() {
	now := time.Now()
	if p.first.IsZero() {
		p.first = now
	}
	p.last = now
}

// begin and end bracket one run.
func (p *phases) begin(start time.Time) { p.start, p.first, p.last = start, time.Time{}, time.Time{} }

func (p *phases) end(now time.Time) {
	if !p.first.IsZero() {
		p.toCall = append(p.toCall, p.first.Sub(p.start))
		p.fromCall = append(p.fromCall, now.Sub(p.last))
	}
}

// transport opens a session with the given host tools (each answering
// "v") and returns a function that runs code and checks its logs.
type transport struct {
	name string
	// called (may be nil) is called as each tool call reaches the
	// client.
	open func(b *testing.B, tools []string, called func()) func(code, logs string) error
}

func transports(b *testing.B) []transport {
	return []transport{
		{"in-process", func(b *testing.B, tools []string, called func()) func(string, string) error {
			e, err := krait.New(krait.Options{})
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { e.Close() })
			for _, name := range tools {
				e.SendTools(krait.HostTool(name, "", "key"))
			}
			return func(code, logs string) error {
				r, err := e.Start(context.Background(), code)
				if err != nil {
					return err
				}
				for c := r.Next(); c != nil; c = r.Next() {
					if called != nil {
						called()
					}
					c.Resume("v", nil)
				}
				out, err := r.Wait()
				return check(out.Logs, logs, err)
			}
		}},
		{"stdio", func(b *testing.B, tools []string, called func()) func(string, string) error {
			c, err := client.Spawn(kraitBin)
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { c.Close() })
			return benchSession(b, c, tools, called)
		}},
		{"http", func(b *testing.B, tools []string, called func()) func(string, string) error {
			c := client.NewHTTP(startHTTP(b), "", nil)
			b.Cleanup(func() { c.Close() })
			return benchSession(b, c, tools, called)
		}},
		{"upgraded", func(b *testing.B, tools []string, called func()) func(string, string) error {
			c, err := client.Dial(context.Background(), startHTTP(b), "", nil)
			if err != nil {
				b.Fatal(err)
			}
			if !c.Upgraded() {
				b.Fatal("the connection was not upgraded")
			}
			b.Cleanup(func() { c.Close() })
			return benchSession(b, c, tools, called)
		}},
		{"http-floor", func(b *testing.B, tools []string, _ func()) func(string, string) error {
			if tools != nil {
				b.Skip("the floor has no tools")
			}
			return floorClient(b)
		}},
		{"http-post", func(b *testing.B, tools []string, called func()) func(string, string) error {
			c := client.NewHTTP(startHTTP(b), "", nil)
			c.SetPostToolResults(true)
			b.Cleanup(func() { c.Close() })
			return benchSession(b, c, tools, called)
		}},
	}
}

// benchSession opens a session through a client; called (may be nil) is
// called as each tool call reaches the client.
func benchSession(b *testing.B, c *client.Client, tools []string, called func()) func(string, string) error {
	ctx := context.Background()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range tools {
		if err := sess.SendTools(ctx, serve.ToolSpec{Name: name, Parameters: []serve.ParamSpec{{Name: "key"}}}); err != nil {
			b.Fatal(err)
		}
	}
	h := client.RunHandler{ToolCall: func(context.Context, *client.ToolCall) (any, error) {
		if called != nil {
			called()
		}
		return "v", nil
	}}
	return func(code, logs string) error {
		res, err := sess.Run(ctx, code, h)
		if err != nil {
			return err
		}
		var rerr error
		if res.Error != nil {
			rerr = fmt.Errorf("%s", res.Error.Text)
		}
		return check(res.Logs, logs, rerr)
	}
}

func check(got, want string, err error) error {
	if err == nil && got != want {
		err = fmt.Errorf("logs %q, want %q", got, want)
	}
	return err
}

// measure runs f b.N times, timing each, and reports the median and the
// 99th percentile in microseconds; with ph (may be nil), the medians of
// the runs' halves around their tool calls too.
func measure(b *testing.B, f func() error, ph *phases) {
	if err := f(); err != nil { // warm up
		b.Fatal(err)
	}
	if ph == nil {
		ph = &phases{}
	}
	ph.toCall, ph.fromCall = nil, nil
	durs := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		ph.begin(start)
		if err := f(); err != nil {
			b.Fatal(err)
		}
		end := time.Now()
		ph.end(end)
		durs = append(durs, end.Sub(start))
	}
	b.StopTimer()
	b.ReportMetric(micros(durs, 50), "p50-µs")
	b.ReportMetric(micros(durs, 99), "p99-µs")
	if len(ph.toCall) > 0 {
		b.ReportMetric(micros(ph.toCall, 50), "to-call-p50-µs")
		b.ReportMetric(micros(ph.fromCall, 50), "from-call-p50-µs")
	}
}

// micros returns the pct-th percentile of durs (sorted in place) in
// microseconds.
func micros(durs []time.Duration, pct int) float64 {
	sort.Slice(durs, func(i, j int) bool { return durs[i] < durs[j] })
	return float64(durs[len(durs)*pct/100].Nanoseconds()) / 1e3
}

// BenchmarkRoundTripCPU measures the CPU time (user and system, client and
// server together) of one round trip, with the server in this process:
// unlike wall time it hardly depends on what else the machine runs.
func BenchmarkRoundTripCPU(b *testing.B) {
	for _, name := range []string{"stdio", "http"} {
		for _, tool := range []bool{false, true} {
			label, code, tools := name+"/snippet", agentSnippet, []string(nil)
			if tool {
				label, code, tools = name+"/tool-call", "x = lookup('k')\nprint(x)\n", []string{"lookup"}
			}
			b.Run(label, func(b *testing.B) {
				srv := serve.New(serve.Config{})
				b.Cleanup(func() { srv.Close() })
				c := clientOf(b, srv, name)
				run := benchSession(b, c, tools, nil)
				want := "328350\n"
				if tool {
					want = "v\n"
				}
				if err := run(code, want); err != nil {
					b.Fatal(err)
				}
				before := cpuTime()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if err := run(code, want); err != nil {
						b.Fatal(err)
					}
				}
				b.StopTimer()
				b.ReportMetric(float64((cpuTime()-before).Nanoseconds())/float64(b.N)/1e3, "cpu-µs/op")
			})
		}
	}
}

// cpuTime returns the process's user and system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
