package bench_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/bench"
)

func programs(tb testing.TB) []bench.Program {
	tb.Helper()
	progs, err := bench.Programs(bench.Dir())
	if err != nil {
		tb.Fatal(err)
	}
	if len(progs) == 0 {
		tb.Fatal("no programs in bench/")
	}
	return progs
}

// TestPrograms runs every program once in-process and compares its output
// with the golden file written by python3 (bench/testdata/NAME.golden).
func TestPrograms(t *testing.T) {
	for _, p := range programs(t) {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			want, err := os.ReadFile(filepath.Join(bench.Dir(), "testdata", p.Name+".golden"))
			if err != nil {
				t.Fatalf("golden: %v (regenerate with python3 bench/%s.py > bench/testdata/%s.golden)", err, p.Name, p.Name)
			}
			if testing.Short() {
				t.Skip("-short: programs take a second each")
			}
			got, err := bench.Run(context.Background(), p.Path, p.Source)
			if err != nil {
				t.Fatalf("run: %v\noutput so far:\n%s", err, got)
			}
			if got != string(want) {
				t.Errorf("output differs from CPython's\ngot:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// TestAgentSnippet checks the per-call snippet's result and output.
func TestAgentSnippet(t *testing.T) {
	ex, err := krait.New(krait.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := ex.Run(context.Background(), bench.AgentSnippet)
	if err != nil {
		t.Fatal(err)
	}
	if out.Logs != "total=285 n=10\n" {
		t.Errorf("logs = %q", out.Logs)
	}
	if v, ok := out.Value.(int64); !ok || v != 285 {
		t.Errorf("value = %#v, want int64 285", out.Value)
	}
}

// BenchmarkPrograms runs each suite program in a fresh Executor per op.
func BenchmarkPrograms(b *testing.B) {
	for _, p := range programs(b) {
		b.Run(p.Name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := bench.Run(context.Background(), p.Path, p.Source); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkAgentSnippet is the per-call latency of a typical agent step:
// source to result (parse, compile, run) in one long-lived Executor.
func BenchmarkAgentSnippet(b *testing.B) {
	ex, err := krait.New(krait.Options{Stdout: io.Discard})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ex.Run(ctx, bench.AgentSnippet); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAgentSnippetFresh is BenchmarkAgentSnippet with a source
// that differs on every call (a comment numbering the call), so each run
// parses and compiles: an agent's steps, which rarely repeat. The
// executor keeps only the program of an identical source (see
// krait.Executor), which BenchmarkAgentSnippet measures.
func BenchmarkAgentSnippetFresh(b *testing.B) {
	ex, err := krait.New(krait.Options{Stdout: io.Discard})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	srcs := make([]string, 4096)
	for i := range srcs {
		srcs[i] = bench.AgentSnippet + fmt.Sprintf("# step %d\n", i)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := ex.Run(ctx, srcs[i%len(srcs)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkExecutorStartup is krait.New plus Run("print(1)"): in-process
// start-up to first result.
func BenchmarkExecutorStartup(b *testing.B) {
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		ex, err := krait.New(krait.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := ex.Run(ctx, "print(1)"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkThroughput runs the agent snippet on N executors in parallel
// goroutines (bench.Parallel), b.N runs in all: runs/s is the throughput
// of all of them together.
func BenchmarkThroughput(b *testing.B) {
	for _, n := range []int{1, 2, 4, 16, 256} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			ctx := context.Background()
			p, err := bench.NewParallel(ctx, n)
			if err != nil {
				b.Fatal(err)
			}
			runs := max(b.N/n, 1)
			b.ReportAllocs()
			b.ResetTimer()
			d, err := p.Run(ctx, runs)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(runs*n)/d.Seconds(), "runs/s")
		})
	}
}
