package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/internal/cliflag"
)

const runUsage = `usage: krait run [flags] FILE.py [flags]

Run FILE.py ("-" reads standard input) and print its output as CPython
3.11 would. Exit status: 0 ok, 1 Python error, 2 usage, 3 policy refusal,
4 limit exceeded.

flags:
  --allow-import LIST   also authorize these imports (comma-separated;
                        repeatable)
  --json                print one JSON object (output, logs,
                        is_final_answer, error) instead of the program
                        output
  --strict-dunders      smolagents' dunder rule instead of krait's table
` + cliflag.LimitsHelp

// executorOptions returns the executor options the shared flags (c)
// configure for a program named filename.
func executorOptions(c *cliflag.RunConfig, filename string) krait.Options {
	return krait.Options{
		Policy:            c.Policy,
		AuthorizedImports: c.Imports,
		Filename:          filename,
		MaxOutput:         c.MaxOutput,
	}
}

// runFlags are the parsed command line of `krait run`.
type runFlags struct {
	*cliflag.RunConfig
	path string
	json bool
}

// parseRunFlags parses the arguments of `krait run`.
func parseRunFlags(args []string) (runFlags, error) {
	fs := cliflag.NewFlagSet("run")
	f := runFlags{RunConfig: cliflag.NewRunConfig(fs)}
	fs.BoolVar(&f.json, "json", false, "")
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		return f, err
	}
	switch len(rest) {
	case 0:
		return f, &cliflag.Error{Msg: "no file given"}
	case 1:
	default:
		return f, &cliflag.Error{Msg: fmt.Sprintf("unexpected argument %q", rest[1])}
	}
	f.path = rest[0]
	return f, nil
}

// cmdRun implements `krait run`.
func cmdRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	flags, err := parseRunFlags(args)
	if err != nil {
		return cliflag.FlagError(err, runUsage, stdout, stderr)
	}
	path := flags.path
	var src []byte
	filename := path
	if path == "-" {
		filename = "<stdin>"
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(path)
		if abs, aerr := filepath.Abs(path); aerr == nil {
			filename = abs
		}
	}
	if err != nil {
		return cliflag.UsageError(stderr, "", fmt.Sprintf("cannot read %s: %v", path, err))
	}
	opts := executorOptions(flags.RunConfig, filename)
	opts.SkipGoValue = true // printed as CPython does: not at all (--json converts PyValue)
	var out *bufio.Writer
	if !flags.json {
		// The program's output streams to stdout as it is printed:
		// unbuffered on a terminal, in blocks otherwise (as CPython).
		opts.Stdout, opts.Stderr = stdout, stderr
		if !isTerminalWriter(stdout) {
			out = bufio.NewWriterSize(stdout, 64<<10)
			opts.Stdout = out
		}
	}
	ex, err := krait.New(opts)
	if err != nil {
		return cliflag.UsageError(stderr, "", err.Error())
	}
	ctx := context.Background()
	res, err := ex.Run(ctx, string(src))
	if out != nil {
		out.Flush()
	}
	if flags.json {
		return writeJSON(ctx, ex, res, err, stdout, stderr)
	}
	rep := describeError(err)
	io.WriteString(stderr, rep.report)
	if rep.code == exitOK || rep.code == exitPython {
		// What CPython runs at exit, after the traceback: suspended
		// generators' finally blocks. Its errors do not change the
		// status (CPython reports them and exits as it would have).
		_, xerr := ex.Exit(ctx)
		if out != nil {
			out.Flush()
		}
		if xerr != nil {
			xrep := describeError(xerr)
			io.WriteString(stderr, xrep.report)
			return xrep.code
		}
	}
	return rep.code
}

// isTerminalWriter reports whether w is a terminal.
func isTerminalWriter(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && isTerminal(f)
}

// errorReport is how the CLI shows an error returned by Executor.Run.
type errorReport struct {
	code    int    // exit status
	report  string // what goes to stderr, ending with "Name: message\n"
	errType string // the Name of the last line
	errMsg  string // its message
	line    int    // the line it happened on, 0 if unknown
}

// describeError classifies a run's error into the exit-code contract and
// CPython's report.
func describeError(err error) errorReport {
	info := krait.DescribeError(err)
	r := errorReport{code: info.ExitCode, errType: info.Type, errMsg: info.Message, line: info.Line, report: info.Traceback}
	var se *krait.SyntaxError
	switch {
	case errors.As(err, &se):
		r.report = fileSyntaxErrorReport(se)
	case info.Traceback == "" && info.Type != "":
		r.report = info.Type + ": " + info.Message + "\n"
	}
	return r
}

// writeJSON prints a run's outcome as one JSON object.
func writeJSON(ctx context.Context, ex *krait.Executor, res krait.Output, err error, stdout, stderr io.Writer) int {
	type jsonError struct {
		Type    string `json:"type"`
		Message string `json:"message"`
		Line    int    `json:"line,omitempty"`
	}
	doc := struct {
		Output        any        `json:"output"`
		Logs          string     `json:"logs"`
		IsFinalAnswer bool       `json:"is_final_answer"`
		Error         *jsonError `json:"error"`
	}{Logs: res.Logs, IsFinalAnswer: res.IsFinalAnswer}
	rep := describeError(err)
	if err == nil {
		doc.Output, err = ex.JSON(ctx, res.PyValue)
		rep = describeError(err)
	}
	if rep.code != exitOK {
		doc.Error = &jsonError{Type: rep.errType, Message: rep.errMsg, Line: rep.line}
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		fmt.Fprintf(stderr, "InterpreterError: %v\n", err)
		return exitPython
	}
	return rep.code
}
