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
