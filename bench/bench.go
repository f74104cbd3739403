// Package bench holds krait's benchmark suite: Python programs (bench/*.py)
// that run unchanged under CPython 3.11 and `krait run`, each printing a
// small checksum. The Go benchmarks in this directory run them in-process
// through the root package; cmd/compare runs them as whole processes next
// to python3 and prints the comparison table (see docs/performance.md).
package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// Program is one benchmark program of the suite.
type Program struct {
	// Name is the file name without ".py".
	Name string
	// Path is the file's path.
	Path string
	// Source is the program text.
	Source string
}

// ExtraImports are the modules some programs import beyond smolagents'
// default allowlist; both the runner and the in-process benchmarks allow
// them (`krait run --allow-import json,dataclasses,operator`).
var ExtraImports = []string{"json", "dataclasses", "operator"}

// AgentSnippet is a typical code-agent step: a loop, a comprehension, a
// dict, an f-string and a final expression. It is used for the per-call
// latency measurement (parse + compile + run in one Executor).
const AgentSnippet = `results = []
for i in range(10):
    results.append(i * i)
stats = {"n": len(results), "max": max(results)}
names = [f"item{i}" for i in range(5) if i % 2 == 0]
total = sum(results)
print(f"total={total} n={stats['n']}")
total
`

// Dir returns the directory of this package's source files (bench/).
func Dir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "bench"
	}
	return filepath.Dir(file)
}

// Programs returns the suite's programs in dir, sorted by name.
func Programs(dir string) ([]Program, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	var out []Program
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		out = append(out, Program{
			Name:   strings.TrimSuffix(filepath.Base(p), ".py"),
			Path:   p,
			Source: string(src),
		})
	}
	return out, nil
}

// Policy returns the default policy with the limits raised far enough for
// the suite (the default 10M-operation budget is smaller than some
// programs, and while_3m's loop runs past smolagents' 1,000,000-iteration
// cap) and ExtraImports allowed; every other rule stays the default.
func Policy() *policy.Policy {
	p := policy.Default()
	p.AllowImports(ExtraImports...)
	p.Limits.MaxOps = 1 << 40
	p.Limits.MaxDuration = 10 * time.Minute
	p.Limits.MaxMemoryBytes = 4 << 30
	p.Limits.MaxOutputChars = 1 << 20
	p.Limits.MaxWhileIterations = 0
	return p
}

// RunFlags are the `krait run` flags that give a whole-process run the
// limits and imports of Policy().
func RunFlags() []string {
	return []string{"--allow-import", strings.Join(ExtraImports, ","),
		"--max-ops", "1000000000000", "--max-memory", "4GiB", "--timeout", "10m",
		"--max-output-chars", "1048576", "--max-while", "0"}
}

// Run runs src in a fresh Executor with Policy() and returns what it
// printed.
func Run(ctx context.Context, name, src string) (string, error) {
	var buf bytes.Buffer
	ex, err := krait.New(krait.Options{Policy: Policy(), Stdout: &buf, Filename: name})
	if err != nil {
		return "", err
	}
	_, err = ex.Run(ctx, src)
	return buf.String(), err
}

// Parallel is n executors, each warmed by one run of AgentSnippet, to
// run the snippet at once in n goroutines: the measure of shared
// contention (with no shared state, runs per second grow with the cores
// until every core is busy, and stay there for larger n).
type Parallel struct {
	execs []*krait.Executor
}

// NewParallel creates the n executors of a throughput measurement.
func NewParallel(ctx context.Context, n int) (*Parallel, error) {
	p := &Parallel{execs: make([]*krait.Executor, n)}
	for i := range p.execs {
		ex, err := krait.New(krait.Options{})
		if err != nil {
			return nil, err
		}
		if _, err := ex.Run(ctx, AgentSnippet); err != nil {
			return nil, err
		}
		p.execs[i] = ex
	}
	return p, nil
}

// Run has every executor run AgentSnippet runs times, each on its own
// goroutine, and returns the wall time from the start of the first run
// to the end of the last.
func (p *Parallel) Run(ctx context.Context, runs int) (time.Duration, error) {
	errs := make(chan error, len(p.execs))
	start := make(chan struct{})
	var wg sync.WaitGroup
	for _, ex := range p.execs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			for range runs {
				if _, err := ex.Run(ctx, AgentSnippet); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	t0 := time.Now()
	close(start)
	wg.Wait()
	elapsed := time.Since(t0)
	close(errs)
	if err := <-errs; err != nil {
		return 0, err
	}
	return elapsed, nil
}
