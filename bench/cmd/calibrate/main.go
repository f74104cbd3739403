// Command calibrate prints, for each Python program named on its command
// line, the operations krait charges to run it and its best CPU time of
// three runs, as "path<TAB>ops<TAB>seconds": with the CPython CPU times
// of bench/calibration/cpython_cpu.py, the budget calibration table of
// docs/security.md (CPython nanoseconds per operation).
//
//	go run ./bench/cmd/calibrate bench/*.py bench/calibration/*.py
package main

import (
	"context"
	"fmt"
	"github.com/kraitpy/krait/bench"
	"os"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

func main() {
	for _, path := range os.Args[1:] {
		if err := measure(path); err != nil {
			fmt.Fprintln(os.Stderr, path+":", err)
			os.Exit(1)
		}
	}
}

// measure runs one program three times under a budget it cannot exhaust.
func measure(path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	pol := policy.Default()
	pol.Limits.MaxOps = 1e12
	pol.Limits.MaxDuration = 10 * time.Minute
	pol.Limits.MaxMemoryBytes = 4 << 30
	pol.Limits.MaxWhileIterations = 1 << 40
	ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"*"}})
	if err != nil {
		return err
	}
	defer ex.Close()
	best := time.Duration(1 << 62)
	var ops int64
	for i := 0; i < 3; i++ {
		start := bench.ProcessCPU()
		out, err := ex.Run(context.Background(), string(src))
		if err != nil {
			return err
		}
		best = min(best, bench.ProcessCPU()-start)
		ops = out.Ops
	}
	fmt.Printf("%s\t%d\t%.4f\n", path, ops, best.Seconds())
	return nil
}
