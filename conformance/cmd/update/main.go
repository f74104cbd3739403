// Command update regenerates the expected results of krait's conformance
// cases by asking CPython (python3): the SyntaxError each case of
// conformance/testdata/syntax_errors/*.py raises in ast.parse, and the
// output of each program conformance/testdata/programs/<area>/<case>.py.
//
// Run it from the repository root (`make conformance-update`):
//
//	go run ./conformance/cmd/update [-syntax] [-programs] [-filter SUBSTR]
//
// With neither -syntax nor -programs it regenerates both. It never writes
// an expectation CPython did not produce, and fails on cases that are not
// usable: an "invalid" program that CPython parses, or a program that
// exits with a status other than 0 or 1.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/kraitpy/krait/conformance/internal/chunks"
	"github.com/kraitpy/krait/conformance/internal/golden"
	"github.com/kraitpy/krait/conformance/internal/oracle"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("update", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", filepath.Join("conformance", "testdata"), "the conformance testdata directory")
	syntax := fs.Bool("syntax", false, "regenerate syntax_errors/*.json")
	programs := fs.Bool("programs", false, "regenerate programs/**/*.out and *.err")
	filter := fs.String("filter", "", "only cases whose path contains this")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if !*syntax && !*programs {
		*syntax, *programs = true, true
	}
	ctx := context.Background()
	py, err := oracle.Find(ctx)
	if err != nil {
		fmt.Fprintln(stderr, "update:", err)
		return 1
	}
	fmt.Fprintf(stdout, "oracle: %s (%s)\n", py.Exe, strings.SplitN(py.Version, " ", 2)[0])
	npy, err := oracle.FindNumpy(ctx)
	if err != nil {
		npy = nil
	} else {
		fmt.Fprintf(stdout, "numpy oracle: %s (%s)\n", npy.Exe, npy.Version)
	}
	failed := false
	if *syntax {
		if err := updateSyntax(ctx, py, filepath.Join(*dir, "syntax_errors"), *filter, stdout); err != nil {
			fmt.Fprintln(stderr, "update:", err)
			failed = true
		}
	}
	if *programs {
		if err := updatePrograms(ctx, py, npy, filepath.Join(*dir, "programs"), *filter, stdout, stderr); err != nil {
			fmt.Fprintln(stderr, "update:", err)
			failed = true
		}
	}
	if failed {
		return 1
	}
	return 0
}

// updateSyntax writes <file>.json for every chunked file of invalid programs.
func updateSyntax(ctx context.Context, py *oracle.Python, dir, filter string, stdout io.Writer) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil {
		return err
	}
	total := 0
	var bad []string
	for _, f := range files {
		if filter != "" && !strings.Contains(f, filter) {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		cs := chunks.Split(string(data))
		srcs := make([]string, len(cs))
		for i, c := range cs {
			srcs[i] = c.Src
		}
		errs, err := py.ParseErrors(ctx, srcs)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		cases := make([]golden.SyntaxCase, len(cs))
		nbad := len(bad)
		for i, e := range errs {
			switch e.Type {
			case "SyntaxError", "IndentationError", "TabError":
			case "":
				bad = append(bad, fmt.Sprintf("%s:%d: CPython's ast.parse accepts this case", f, cs[i].Line))
			default:
				bad = append(bad, fmt.Sprintf("%s:%d: ast.parse raises %s, not a SyntaxError: %s", f, cs[i].Line, e.Type, e.Msg))
			}
			cases[i] = golden.SyntaxCase{Line: cs[i].Line, ParseError: e}
		}
		if len(bad) > nbad {
			continue
		}
		if err := golden.WriteSyntax(f, cases); err != nil {
			return err
		}
		total += len(cases)
		fmt.Fprintf(stdout, "%s: %d cases\n", golden.SyntaxFile(f), len(cases))
	}
	fmt.Fprintf(stdout, "syntax errors: %d cases in all\n", total)
	if len(bad) > 0 {
		return fmt.Errorf("unusable cases (their files were not updated):\n  %s", strings.Join(bad, "\n  "))
	}
	return nil
}

// programPaths returns the programs under dir as "<area>/<case>.py"
// paths relative to dir, sorted.
func programPaths(dir string) ([]string, error) {
	matches, err := filepath.Glob(filepath.Join(dir, "*", "*.py"))
	if err != nil {
		return nil, err
	}
	var rel []string
	for _, m := range matches {
		r, err := filepath.Rel(dir, m)
		if err != nil {
			return nil, err
		}
		rel = append(rel, filepath.ToSlash(r))
	}
	sort.Strings(rel)
	return rel, nil
}

// updatePrograms writes <case>.out and <case>.err for every program
// (numpy_* and pandas_* areas from the numpy oracle npy).
func updatePrograms(ctx context.Context, py, npy *oracle.Python, dir, filter string, stdout, stderr io.Writer) error {
	paths, err := programPaths(dir)
	if err != nil {
		return err
	}
	n, failures := 0, 0
	for _, rel := range paths {
		if filter != "" && !strings.Contains(rel, filter) {
			continue
		}
		full := filepath.Join(dir, filepath.FromSlash(rel))
		src, err := os.ReadFile(full)
		if err != nil {
			return err
		}
		runner := py
		if oracle.UsesNumpy(rel) {
			if npy == nil {
				fmt.Fprintf(stderr, "%s: %v\n", rel, oracle.ErrNoNumpy)
				failures++
				continue
			}
			runner = npy
		}
		res, err := runner.RunProgram(ctx, dir, rel)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", rel, err)
			failures++
			continue
		}
		exp, err := golden.ProgramFromResult(string(src), dir, res)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", rel, err)
			failures++
			continue
		}
		if err := golden.WriteProgram(full, exp); err != nil {
			return err
		}
		n++
	}
	fmt.Fprintf(stdout, "programs: %d expectations written\n", n)
	if failures > 0 {
		return fmt.Errorf("%d programs could not be used", failures)
	}
	return nil
}
