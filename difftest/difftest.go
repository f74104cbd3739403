package difftest

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"
)

// Config says which programs to run.
type Config struct {
	// Seed and N select programs Generate(Seed, 0..N-1).
	Seed uint64
	N    int
	// Timeout bounds each program's run, in krait and in CPython.
	Timeout time.Duration
	// Minimize shrinks each unexplained difference before reporting it.
	Minimize bool
	// Report, if set, receives each unexplained difference as found.
	Report io.Writer
	// Numpy runs the numpy programs (GenerateNumpy) against the numpy
	// oracle (a python3 with numpy) instead of the language programs.
	Numpy bool
}

// Difference is a program whose krait and CPython runs differ.
type Difference struct {
	Seed    uint64
	Index   int
	Program string
	Krait   Result
	CPython Result
	// Explained is the documented deviation it matches, or nil.
	Explained *Explanation
	// Imports are the modules krait authorized for it (nil: Imports).
	Imports []string
}

// imports returns the modules krait authorizes for the program.
func (d *Difference) imports() []string {
	if d.Imports == nil {
		return Imports
	}
	return d.Imports
}

// Summary is the outcome of a run.
type Summary struct {
	Ran, Same   int
	Differences []*Difference
	// Skipped counts programs CPython did not finish within Timeout
	// (generated programs always terminate; nonzero means a loaded
	// machine).
	Skipped int
	Elapsed time.Duration
}

// Unexplained returns the differences no entry of Explained accounts for.
func (s *Summary) Unexplained() []*Difference {
	var out []*Difference
	for _, d := range s.Differences {
		if d.Explained == nil {
			out = append(out, d)
		}
	}
	return out
}

// String is the one-line summary `make difftest` prints.
func (s *Summary) String() string {
	return fmt.Sprintf("difftest: ran %d, same %d, differences %d (explained %d, unexplained %d), skipped %d, %.1f s",
		s.Ran, s.Same, len(s.Differences), len(s.Differences)-len(s.Unexplained()), len(s.Unexplained()), s.Skipped, s.Elapsed.Seconds())
}

// Run generates and compares cfg.N programs.
func Run(ctx context.Context, cfg Config) (*Summary, error) {
	if cfg.Timeout == 0 {
		cfg.Timeout = 20 * time.Second
	}
	var py *CPython
	var err error
	if cfg.Numpy {
		py, err = NewNumpyPython(cfg.Timeout)
	} else {
		py, err = NewCPython(cfg.Timeout)
	}
	if err != nil {
		return nil, err
	}
	defer py.Close()
	start := time.Now()
	sum := &Summary{}
	for i := range cfg.N {
		if err := ctx.Err(); err != nil {
			return sum, err
		}
		src := Generate(cfg.Seed, i)
		if cfg.Numpy {
			src = GenerateNumpy(cfg.Seed, i)
		}
		want, err := py.Run(src)
		if err != nil {
			// CPython gave no answer (its worker timed out or died): say
			// which program, so a skip is never silent.
			sum.Skipped++
			if cfg.Report != nil {
				fmt.Fprintf(cfg.Report, "skipped seed %d index %d: python3: %v\n", cfg.Seed, i, err)
			}
			continue
		}
		got := RunKraitImports(ctx, src, cfg.Timeout, importsFor(cfg.Numpy))
		sum.Ran++
		if got == want {
			sum.Same++
			continue
		}
		d := &Difference{Seed: cfg.Seed, Index: i, Program: src, Krait: got, CPython: want, Imports: importsFor(cfg.Numpy)}
		d.Explained = explain(d)
		sum.Differences = append(sum.Differences, d)
		if d.Explained == nil && cfg.Report != nil {
			if cfg.Minimize && !isSyntaxError(d.CPython.Exception) {
				d = Minimize(ctx, d, py, cfg.Timeout)
			}
			fmt.Fprint(cfg.Report, d.Format())
		}
	}
	sum.Elapsed = time.Since(start)
	return sum, nil
}

// Format renders a difference: where it comes from, the program, and both
// outputs.
func (d *Difference) Format() string {
	return fmt.Sprintf("=== difference: seed %d index %d (difftest -seed %d -index %d)\n--- program\n%s--- cpython stdout\n%s--- cpython exception: %s\n--- krait stdout\n%s--- krait exception: %s\n",
		d.Seed, d.Index, d.Seed, d.Index, d.Program, d.CPython.Stdout, d.CPython.Exception, d.Krait.Stdout, d.Krait.Exception) + d.firstDifference()
}

// firstDifference returns the first line where the two runs part, for
// skimming many reports.
func (d *Difference) firstDifference() string {
	want := strings.Split(d.CPython.Stdout, "\n")
	got := strings.Split(d.Krait.Stdout, "\n")
	for i := range max(len(want), len(got)) {
		var w, g string
		if i < len(want) {
			w = want[i]
		}
		if i < len(got) {
			g = got[i]
		}
		if w != g {
			return fmt.Sprintf("--- first difference, line %d\n  cpython: %s\n  krait:   %s\n", i+1, w, g)
		}
	}
	return fmt.Sprintf("--- first difference, exception\n  cpython: %s\n  krait:   %s\n", d.CPython.Exception, d.Krait.Exception)
}
