package krait_test

import (
	"context"
	"testing"

	"github.com/kraitpy/krait"
)

// agentSnippet is a typical step of a code agent: a little computation
// and a print.
const agentSnippet = "total = sum(n * n for n in range(100))\nprint(total)\n"

// BenchmarkRunSnippet measures one in-process Run of the agent snippet
// on a warm executor.
func BenchmarkRunSnippet(b *testing.B) {
	e, err := krait.New(krait.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	b.ReportAllocs()
	for b.Loop() {
		out, err := e.Run(context.Background(), agentSnippet)
		if err != nil || out.Logs != "328350\n" {
			b.Fatalf("%q %v", out.Logs, err)
		}
	}
}

// BenchmarkHostCall measures a run that pauses at one host-tool call
// answered at once, in process.
func BenchmarkHostCall(b *testing.B) {
	e, err := krait.New(krait.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	if err := e.SendTools(krait.HostTool("lookup", "Looks up.", "key")); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		r, err := e.Start(context.Background(), "lookup('k') + 1")
		if err != nil {
			b.Fatal(err)
		}
		for c := r.Next(); c != nil; c = r.Next() {
			c.Resume(41, nil)
		}
		out, err := r.Wait()
		if err != nil || out.Value != int64(42) {
			b.Fatalf("%v %v", out.Value, err)
		}
	}
}
