package difftest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// Imports are the modules generated programs may import; krait runs them
// with these added to its default allowlist.
var Imports = []string{
	"math", "itertools", "collections", "functools", "json", "re", "string",
	"heapq", "bisect", "operator", "statistics", "datetime", "random",
}

// RunKrait runs src in a fresh krait Executor with the generated programs'
// imports authorized and generous limits, and returns what it printed and
// the last line of its traceback (krait's own `Name: message` line for
// policy refusals, limits and syntax errors).
func RunKrait(ctx context.Context, src string, timeout time.Duration) Result {
	return RunKraitImports(ctx, src, timeout, Imports)
}

// NumpyImports are the imports of the numpy programs.
var NumpyImports = []string{"numpy.*"}

// importsFor returns the imports of the language or numpy programs.
func importsFor(numpy bool) []string {
	if numpy {
		return NumpyImports
	}
	return Imports
}

// RunKraitImports is RunKrait with the given imports authorized.
func RunKraitImports(ctx context.Context, src string, timeout time.Duration, imports []string) Result {
	pol := policy.Default()
	pol.Limits.MaxOps = 200_000_000
	pol.Limits.MaxDuration = timeout
	pol.Limits.MaxOutputChars = 10 << 20
	// CPython's stdout alone is compared (its stderr, where numpy's
	// RuntimeWarnings go, is discarded): so is krait's, not the Logs
	// that interleave both streams.
	var stdout strings.Builder
	e, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: imports, Stdout: &stdout})
	if err != nil {
		return Result{Exception: "difftest: " + err.Error()}
	}
	_, err = e.Run(ctx, src)
	return Result{Stdout: stdout.String(), Exception: kraitErrorLine(err)}
}

// kraitErrorLine renders the error of a run as the final line `krait run`
// prints on stderr: CPython's `Type: message` for Python exceptions and
// syntax errors, krait's own line for policy refusals and limits.
func kraitErrorLine(err error) string {
	if err == nil {
		return ""
	}
	var pe *krait.PythonError
	var se *krait.SyntaxError
	switch {
	case errors.As(err, &pe):
		if tb := strings.TrimRight(pe.Traceback, "\n"); tb != "" {
			return tb[strings.LastIndexByte(tb, '\n')+1:]
		}
		if pe.Message == "" {
			return pe.Type
		}
		return pe.Type + ": " + pe.Message
	case errors.As(err, &se):
		return fmt.Sprintf("%s: %s", se.Kind, se.Msg)
	}
	return err.Error()
}
