package krait_test

import (
	"context"
	"io"
	"runtime"
	"testing"

	"github.com/kraitpy/krait"
)

// fourImports is what BenchmarkExecutorImports runs in each new executor:
// the modules a typical agent session imports first.
const fourImports = "import json, re, datetime, collections\n"

// newImportingExecutor returns an executor that has run fourImports.
func newImportingExecutor(tb testing.TB) *krait.Executor {
	e, err := krait.New(krait.Options{AuthorizedImports: []string{"json"}})
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := e.Run(context.Background(), fourImports); err != nil {
		tb.Fatal(err)
	}
	return e
}

// BenchmarkExecutorImports is the cost of a new session: krait.New and a
// run importing json, re, datetime and collections. B/op is what one
// creation allocates; retained-B/op (ReportMetric) is what stays reachable
// while the executor lives, measured over 200 live executors.
func BenchmarkExecutorImports(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		newImportingExecutor(b)
	}
	b.StopTimer()
	b.ReportMetric(float64(retainedPerExecutor(b, 200)), "retained-B/exec")
}

// retainedPerExecutor returns the heap bytes that n live executors hold,
// per executor (after a GC, the growth of the live heap while they exist).
func retainedPerExecutor(tb testing.TB, n int) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	keep := make([]*krait.Executor, n)
	for i := range keep {
		keep[i] = newImportingExecutor(tb)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(keep)
	if after.HeapAlloc < before.HeapAlloc {
		return 0
	}
	return (after.HeapAlloc - before.HeapAlloc) / uint64(n)
}

// BenchmarkPrintLines prints 1,000 lines of 1,000 characters to a host's
// writer, as a print flood does in krait serve: B/op is the garbage each
// line makes on its way out (it drives the collector for every tenant of
// a server).
func BenchmarkPrintLines(b *testing.B) {
	e, err := krait.New(krait.Options{Stdout: io.Discard})
	if err != nil {
		b.Fatal(err)
	}
	const code = "s = 'x' * 1000\nfor i in range(1000):\n    print(s)\n"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Run(context.Background(), code); err != nil {
			b.Fatal(err)
		}
	}
}
