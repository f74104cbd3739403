// Package stdlibtest runs Python programs for the tests of the stdlib
// modules: builtins and one module registered, nothing else.
package stdlibtest

import (
	"bytes"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// Run executes src under lim, with the builtins and the module name
// (made by load) importable, and returns what it printed and how it
// ended. A program that does not compile fails the test.
func Run(t *testing.T, src, name string, load func(*py.Thread) (py.Value, error), lim py.Limits) (string, error) {
	t.Helper()
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	in := interp.New(interp.Config{})
	builtins.Register(in)
	in.RegisterModule(name, load)
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	th := py.NewThread(nil, lim, &out)
	defer th.Close()
	err = prog.Run(th)
	return out.String(), err
}

// WatchHeap samples the bytes of heap objects (live and not yet swept)
// every millisecond until the returned function is called, which
// returns the highest sample above the level at the call. A big
// allocation takes far longer than a millisecond to fill, so a peak made
// of memory that was not charged is seen even when the garbage collector
// frees it right after.
func WatchHeap() func() int64 {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() int64 {
		metrics.Read(sample)
		return int64(sample[0].Value.Uint64())
	}
	base := read()
	stop, done := make(chan struct{}), make(chan int64)
	go func() {
		high := int64(0)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			high = max(high, read()-base)
			select {
			case <-stop:
				done <- max(high, read()-base)
				return
			case <-tick.C:
			}
		}
	}()
	return func() int64 {
		close(stop)
		return <-done
	}
}
