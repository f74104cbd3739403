package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib"
)

const runUsage = `usage: krait run [flags] FILE.py

Run FILE.py ("-" reads standard input) and print its output as CPython
3.11 would. Exit status: 0 ok, 1 Python error, 2 usage, 3 policy refusal,
4 limit exceeded.

flags:
  --allow-import LIST   also authorize these imports (comma-separated)
  --max-ops N           operation budget (default 10000000)
  --timeout DURATION    wall-clock limit (default 30s)
  --max-memory SIZE     memory budget, e.g. 256MiB (default 256MiB)
  --json                print one JSON object instead of the program output
`

// runOutputLimit bounds what `krait run` lets a program print.
const runOutputLimit = 64 << 20

// runOptions are the parsed flags of `krait run`.
type runOptions struct {
	path      string
	imports   []string
	maxOps    int64
	timeout   time.Duration
	maxMemory int64
	json      bool
}

// cmdRun implements `krait run`.
func cmdRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, err := parseRunFlags(args)
	if err != nil {
		return flagError(err, runUsage, stdout, stderr)
	}
	var src []byte
	filename := opts.path
	if opts.path == "-" {
		filename = "<stdin>"
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(opts.path)
		if abs, aerr := filepath.Abs(opts.path); aerr == nil {
			filename = abs
		}
	}
	if err != nil {
		return usageError(stderr, "", fmt.Sprintf("cannot read %s: %v", opts.path, err))
	}
	res := execute(opts, filename, src)
	if opts.json {
		return res.writeJSON(stdout, stderr)
	}
	io.WriteString(stderr, res.warnings)
	stdout.Write(res.output.Bytes())
	if res.report != "" {
		io.WriteString(stderr, res.report)
	}
	return res.code
}

func parseRunFlags(args []string) (runOptions, error) {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	opts := runOptions{}
	allow := fs.String("allow-import", "", "")
	fs.Int64Var(&opts.maxOps, "max-ops", policy.DefaultMaxOps, "")
	fs.DurationVar(&opts.timeout, "timeout", policy.DefaultMaxDuration, "")
	mem := fs.String("max-memory", "256MiB", "")
	fs.BoolVar(&opts.json, "json", false, "")
	if err := fs.Parse(args); err != nil {
		return opts, err
	}
	switch fs.NArg() {
	case 0:
		return opts, errors.New("no file given")
	case 1:
	default:
		return opts, fmt.Errorf("unexpected argument %q", fs.Arg(1))
	}
	opts.path = fs.Arg(0)
	if *allow != "" {
		for _, m := range strings.Split(*allow, ",") {
			if m = strings.TrimSpace(m); m != "" {
				opts.imports = append(opts.imports, m)
			}
		}
	}
	if opts.maxOps <= 0 {
		return opts, fmt.Errorf("--max-ops must be positive, got %d", opts.maxOps)
	}
	if opts.timeout <= 0 {
		return opts, fmt.Errorf("--timeout must be positive, got %s", opts.timeout)
	}
	n, err := policy.ParseSize(*mem)
	if err != nil {
		return opts, fmt.Errorf("invalid --max-memory: %w", err)
	}
	opts.maxMemory = n
	return opts, nil
}

// runResult is the outcome of one run.
type runResult struct {
	output bytes.Buffer
	result any    // the value of the last top-level statement, as JSON data
	report string // what goes to stderr
	// warnings are the compiler's SyntaxWarnings, printed to stderr
	// before anything else, as CPython does.
	warnings string
	code     int
	errType  string
	errMsg   string
	errLine  int
}

// execute parses, compiles and runs a program.
func execute(opts runOptions, filename string, src []byte) *runResult {
	res := &runResult{}
	pol := policy.Default()
	pol.AllowImports(opts.imports...)
	pol.Limits.MaxOps = opts.maxOps
	pol.Limits.MaxDuration = opts.timeout
	pol.Limits.MaxMemoryBytes = opts.maxMemory

	mod, err := parser.ParseFile(filename, src)
	if err != nil {
		res.fail(err, nil, nil)
		return res
	}
	in := interp.New(interp.Config{
		Policy: pol,
		CheckImport: func(name string, from bool) error {
			if from {
				return pol.CheckImportFrom(name)
			}
			return pol.CheckImport(name)
		},
	})
	builtins.Register(in)
	stdlib.Register(in)
	prog, err := in.Compile(filename, src, mod)
	if err != nil {
		res.fail(err, nil, nil)
		return res
	}
	for _, w := range prog.Warnings() {
		res.warnings += w.String()
	}
	out := bufio.NewWriter(&res.output)
	ctx, cancel := context.WithTimeout(context.Background(), opts.timeout)
	defer cancel()
	th := py.NewThread(ctx, py.Limits{
		MaxOps:       opts.maxOps,
		MaxMemory:    opts.maxMemory,
		MaxDepth:     pol.Limits.MaxRecursion,
		MaxDataDepth: pol.Limits.MaxDataDepth,
		MaxOutput:    runOutputLimit,
		MaxTime:      opts.timeout,
	}, out)
	defer th.Close()
	v, err := prog.RunResult(th)
	out.Flush()
	if err != nil {
		res.fail(err, in, th)
		return res
	}
	res.result = jsonValue(th, v, 0)
	return res
}

// fail classifies a run's error into the exit-code contract.
func (r *runResult) fail(err error, in *interp.Interp, th *py.Thread) {
	var se *parser.SyntaxError
	var exc *py.Exception
	var le *py.LimitError
	switch {
	case errors.As(err, &se):
		r.code, r.errType, r.errMsg, r.errLine = exitPython, se.Kind, se.Msg, se.Lineno
		r.report = fileSyntaxErrorReport(se)
	case errors.As(err, &exc) && exc.Matches(py.SystemExitType) && systemExitOK(exc):
		// raise SystemExit / SystemExit(0) / SystemExit(None) ends the
		// program successfully and silently, as in CPython.
		r.code = exitOK
	case errors.As(err, &exc) && exc.Matches(py.SystemExitType):
		// Any other code: CPython exits with it (an int) or prints it
		// (anything else) and exits 1, with no traceback. krait keeps its
		// exit-status contract (1, since 3 and 4 mean policy and limits)
		// and its last-line contract: "SystemExit: <code or message>".
		r.code = exitPython
		r.errType = exc.Type().Name
		var msg string
		if len(exc.Args) == 1 {
			if s, serr := py.ToStr(th, exc.Args[0]); serr == nil {
				msg = s
			}
		} else if len(exc.Args) > 1 {
			msg, _ = py.Repr(th, py.NewTuple(exc.Args))
		}
		r.errMsg = msg
		r.report = r.errType + ": " + msg + "\n"
	case errors.As(err, &exc) && in != nil:
		r.code = exitPython
		r.report = in.Traceback(th, exc)
		r.errType = exc.Type().Name
		last := strings.TrimSuffix(r.report, "\n")
		if i := strings.LastIndexByte(last, '\n'); i >= 0 {
			last = last[i+1:]
		}
		_, r.errMsg, _ = strings.Cut(last, ": ")
		r.errLine = in.LastLine(exc)
	case errors.As(err, &le):
		r.code = exitLimit
		r.errType = le.Kind.String()
		if le.Kind == py.LimitTime {
			r.errType = "TimeoutError"
		}
		r.errMsg = le.Msg
		r.report = r.errType + ": " + r.errMsg + "\n"
	case interp.IsPolicyError(err):
		r.code = exitPolicy
		r.errType, r.errMsg = "InterpreterError", err.Error()
		r.report = "InterpreterError: " + err.Error() + "\n"
	default:
		r.code = exitPython
		r.errType, r.errMsg = "InterpreterError", err.Error()
		r.report = "InterpreterError: " + err.Error() + "\n"
	}
}

// writeJSON prints the result as one JSON object.
func (r *runResult) writeJSON(stdout, stderr io.Writer) int {
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
	}{Output: r.result, Logs: r.output.String()}
	if r.code != exitOK {
		doc.Error = &jsonError{Type: r.errType, Message: r.errMsg, Line: r.errLine}
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		fmt.Fprintf(stderr, "InterpreterError: %v\n", err)
		return exitPython
	}
	return r.code
}

// jsonValue converts a run's result to JSON data: None, bools, ints,
// floats and strs as themselves, lists and tuples as arrays, dicts with
// str keys as objects (nested up to a small depth), anything else as its
// repr.
func jsonValue(th *py.Thread, v py.Value, depth int) any {
	switch x := v.(type) {
	case py.NoneType:
		return nil
	case py.Bool:
		return bool(x)
	case py.Int:
		return int64(x)
	case py.Float:
		if f := float64(x); !math.IsInf(f, 0) && !math.IsNaN(f) {
			return f
		}
	case *py.Str:
		return x.String()
	}
	if depth < 32 {
		switch x := v.(type) {
		case *py.List:
			return jsonItems(th, x.Items(), depth)
		case *py.Tuple:
			return jsonItems(th, x.Items(), depth)
		case *py.Dict:
			obj := map[string]any{}
			for _, kv := range x.Items() {
				k, ok := kv[0].(*py.Str)
				if !ok {
					return reprOf(th, v)
				}
				obj[k.String()] = jsonValue(th, kv[1], depth+1)
			}
			return obj
		}
	}
	return reprOf(th, v)
}

func jsonItems(th *py.Thread, items []py.Value, depth int) []any {
	out := make([]any, len(items))
	for i, it := range items {
		out[i] = jsonValue(th, it, depth+1)
	}
	return out
}

func reprOf(th *py.Thread, v py.Value) string {
	s, err := py.Repr(th, v)
	if err != nil {
		return "<unrepresentable " + v.Type().Name + ">"
	}
	return s
}

// systemExitOK reports whether a SystemExit asks for exit status 0: no
// argument, None or 0.
func systemExitOK(exc *py.Exception) bool {
	switch len(exc.Args) {
	case 0:
		return true
	case 1:
		switch v := exc.Args[0].(type) {
		case py.NoneType:
			return true
		case py.Int:
			return v == 0
		}
	}
	return false
}
