// Command difftest runs krait's differential test: N generated programs
// through krait and CPython, a summary line, and every unexplained
// difference minimised. It exits 1 when any difference is unexplained.
//
//	difftest -n 10000 -seed 7          run programs 0..9999 of seed 7
//	difftest -seed 7 -index 42         print program 42 of seed 7 and both results
//	difftest -explained                list the documented deviations
//	difftest -numpy -n 1000            numpy programs against the numpy oracle
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/kraitpy/krait/difftest"
)

func main() {
	n := flag.Int("n", 1000, "number of programs")
	seed := flag.Uint64("seed", 1, "seed of the generated programs")
	index := flag.Int("index", -1, "only show program INDEX of the seed, its results and its minimised form")
	timeout := flag.Duration("timeout", 20*time.Second, "time limit of each program run")
	noMin := flag.Bool("no-minimize", false, "report differences without minimising them")
	listExplained := flag.Bool("explained", false, "list the explained differences and exit")
	numpy := flag.Bool("numpy", false, "numpy programs, against the numpy oracle (a python3 with numpy)")
	flag.Parse()
	ctx := context.Background()
	if *listExplained {
		for _, e := range difftest.Explained {
			fmt.Printf("%s: %s\n", e.Name, e.Reason)
		}
		return
	}
	if *index >= 0 {
		os.Exit(showOne(ctx, *seed, *index, *timeout, *numpy))
	}
	sum, err := difftest.Run(ctx, difftest.Config{Seed: *seed, N: *n, Timeout: *timeout, Minimize: !*noMin, Report: os.Stdout, Numpy: *numpy})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	byName := map[string]int{}
	for _, d := range sum.Differences {
		if d.Explained != nil {
			byName[d.Explained.Name]++
		}
	}
	for name, k := range byName {
		fmt.Printf("explained %s: %d\n", name, k)
	}
	fmt.Printf("%s (seed %d)\n", sum, *seed)
	if len(sum.Unexplained()) > 0 {
		os.Exit(1)
	}
	// A run that compared nothing, or skipped more than 1% of its
	// programs (a dead CPython worker), has not tested anything.
	if sum.Ran == 0 || sum.Skipped*100 > sum.Ran {
		fmt.Fprintf(os.Stderr, "difftest: %d programs ran, %d skipped: too few compared\n", sum.Ran, sum.Skipped)
		os.Exit(1)
	}
}

// showOne prints one program with both results, minimised if they differ.
func showOne(ctx context.Context, seed uint64, index int, timeout time.Duration, numpy bool) int {
	newPython, generate, imports := difftest.NewCPython, difftest.Generate, difftest.Imports
	if numpy {
		newPython, generate, imports = difftest.NewNumpyPython, difftest.GenerateNumpy, difftest.NumpyImports
	}
	py, err := newPython(timeout)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer py.Close()
	src := generate(seed, index)
	want, err := py.Run(src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	d := &difftest.Difference{Seed: seed, Index: index, Program: src, Krait: difftest.RunKraitImports(ctx, src, timeout, imports), CPython: want, Imports: imports}
	fmt.Print(d.Format())
	if d.Krait == d.CPython {
		fmt.Println("=== same")
		return 0
	}
	fmt.Print("=== minimised\n", difftest.Minimize(ctx, d, py, timeout).Format())
	return 1
}
