package conformance

import (
	"context"
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/kraitpy/krait/conformance/internal/oracle"
	"github.com/kraitpy/krait/parser"
)

// parseCorpus is the standard library as the parse benchmark sees it:
// every file CPython parses, with CPython's own speed on the same files.
type parseCorpus struct {
	once    sync.Once
	files   []oracle.SourceFile
	bytes   int64
	cpython oracle.ParseSpeed
	err     error
}

// stdlibCorpus is loaded once per test process, on first use.
var stdlibCorpus parseCorpus

func (c *parseCorpus) load() error {
	c.once.Do(func() {
		ctx := context.Background()
		py, err := oracle.Find(ctx)
		if err != nil {
			c.err = err
			return
		}
		paths, err := oracle.PyFiles(py.Stdlib)
		if err != nil {
			c.err = err
			return
		}
		if c.cpython, c.err = py.MeasureParse(ctx, paths); c.err != nil {
			return
		}
		skip := map[string]bool{}
		for _, p := range c.cpython.Unparsable {
			skip[p] = true
		}
		for _, p := range paths {
			if skip[p] {
				continue
			}
			src, err := os.ReadFile(p)
			if err != nil {
				c.err = err
				return
			}
			c.files = append(c.files, oracle.SourceFile{Path: p, Src: src})
			c.bytes += int64(len(src))
		}
	})
	return c.err
}

// BenchmarkParseStdlib parses every stdlib file CPython parses, reporting
// krait's speed as MB/s and, as cpython-MB/s, the speed of CPython's
// ast.parse on the same files (best of three, measured once).
func BenchmarkParseStdlib(b *testing.B) {
	if err := stdlibCorpus.load(); errors.Is(err, oracle.ErrNoPython) {
		b.Skip(err)
	} else if err != nil {
		b.Fatal(err)
	}
	c := &stdlibCorpus
	b.SetBytes(c.bytes)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for _, f := range c.files {
			if _, err := parser.ParseFile(f.Path, f.Src); err != nil {
				b.Fatalf("%s: %v", f.Path, err)
			}
		}
	}
	b.StopTimer()
	b.ReportMetric(c.cpython.MBPerSecond(), "cpython-MB/s")
}
