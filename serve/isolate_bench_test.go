package serve_test

import (
	"strings"
	"testing"

	"github.com/kraitpy/krait/serve"
)

// BenchmarkIsolate measures runs through a server in process isolation
// mode (one worker: the krait binary), the server in this process, over
// HTTP and stdio: the round trip's median and 99th percentile, and
// cpu-µs/op, the CPU time of this process per run: the supervisor's
// relay and the client, not the worker. print-1000 prints a thousand
// lines of 100 bytes (the relay's cost for output); tool-call makes one
// tool call. Compare two builds with interleaved runs of the same
// binary pair; -benchmem counts the supervisor's and the client's
// allocations.
func BenchmarkIsolate(b *testing.B) {
	for _, name := range []string{"http", "stdio"} {
		for _, tc := range []struct {
			name, code, logs string
			tools            []string
		}{
			{"snippet", agentSnippet, "328350\n", nil},
			{"tool-call", "x = lookup('k')\nprint(x)\n", "v\n", []string{"lookup"}},
			{"print-1000", "for i in range(1000):\n    print('x' * 99)\n'done'", "", nil},
		} {
			b.Run(name+"/"+tc.name, func(b *testing.B) {
				srv, err := serve.NewIsolated(serve.Config{}, serve.Isolation{Workers: 1, Command: kraitWorkers()})
				if err != nil {
					b.Fatal(err)
				}
				b.Cleanup(func() { srv.Close() })
				c := clientOf(b, srv, name)
				run := benchSession(b, c, tc.tools, nil)
				check := func() error { return run(tc.code, tc.logs) }
				if tc.logs == "" {
					// The logs keep the output's head and tail: only
					// the run's success is checked.
					check = func() error {
						err := run(tc.code, "")
						if err != nil && strings.HasPrefix(err.Error(), "logs ") {
							err = nil
						}
						return err
					}
				}
				before := cpuTime()
				measure(b, check, nil)
				b.ReportMetric(float64((cpuTime()-before).Nanoseconds())/float64(b.N+1)/1e3, "cpu-µs/op")
			})
		}
	}
}
