package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/peterh/liner"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

const replUsage = `usage: krait repl [flags]

An interactive Python session on one krait executor: state persists between
inputs, blocks continue with "... " until a blank line, and the value of an
expression is printed like CPython's interactive mode. Reads standard input
when it is not a terminal. Commands: :reset (fresh state), :quit.

flags:
  --allow-import LIST   also authorize these imports (comma-separated;
                        repeatable)
` + cliflag.LimitsHelp

// lineSource yields input lines with a prompt; io.EOF ends the session.
type lineSource interface {
	ReadLine(prompt string) (string, error)
	Close() error
}

// pipeLines reads lines from a non-terminal reader without prompts.
type pipeLines struct{ r *bufio.Reader }

func (p *pipeLines) ReadLine(string) (string, error) {
	line, err := p.r.ReadString('\n')
	if err == io.EOF && line != "" {
		return strings.TrimRight(line, "\r\n"), nil
	}
	if err != nil {
		return "", err
	}
	return strings.TrimRight(line, "\r\n"), nil
}

func (p *pipeLines) Close() error { return nil }

// termLines reads lines with editing and history.
type termLines struct{ st *liner.State }

func (t *termLines) ReadLine(prompt string) (string, error) {
	line, err := t.st.Prompt(prompt)
	if errors.Is(err, liner.ErrPromptAborted) {
		return "", errInterrupted
	}
	if err == nil && strings.TrimSpace(line) != "" {
		t.st.AppendHistory(line)
	}
	return line, err
}

func (t *termLines) Close() error { return t.st.Close() }

// errInterrupted is Ctrl-C at a prompt: drop the pending input.
var errInterrupted = errors.New("interrupted")

// cmdRepl implements `krait repl`.
func cmdRepl(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cliflag.NewFlagSet("repl")
	cfg := newRunConfig(fs)
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		return flagError(err, replUsage, stdout, stderr)
	}
	if len(rest) != 0 {
		return usageError(stderr, replUsage, fmt.Sprintf("unexpected argument %q", rest[0]))
	}
	opts := cfg.options("<stdin>")
	opts.Stdout, opts.Stderr = stdout, stderr
	var src lineSource
	interactive := false
	if f, ok := stdin.(*os.File); ok && isTerminal(f) {
		st := liner.NewLiner()
		st.SetCtrlCAborts(true)
		src, interactive = &termLines{st: st}, true
	} else {
		src = &pipeLines{r: bufio.NewReader(stdin)}
	}
	defer src.Close()
	return repl(src, interactive, opts, stdout, stderr)
}

// isTerminal reports whether f is a character device (a terminal).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// repl runs the read-eval-print loop and returns the exit code: 0 at end
// of input, 2 for a bad configuration.
func repl(src lineSource, interactive bool, opts krait.Options, stdout, stderr io.Writer) int {
	exec, err := krait.New(opts)
	if err != nil {
		return usageError(stderr, "", err.Error())
	}
	if interactive {
		fmt.Fprintln(stdout, "krait — restricted Python 3.11. :reset for fresh state, Ctrl-D to leave.")
	}
	var pending []string
	for {
		prompt := ">>> "
		if len(pending) > 0 {
			prompt = "... "
		}
		line, err := src.ReadLine(prompt)
		if errors.Is(err, errInterrupted) {
			pending = nil
			fmt.Fprintln(stderr, "KeyboardInterrupt")
			continue
		}
		if err != nil {
			if len(pending) > 0 {
				runInput(exec, strings.Join(pending, "\n")+"\n", stdout, stderr)
			}
			if interactive {
				fmt.Fprintln(stdout)
			}
			return exitOK
		}
		if len(pending) == 0 {
			switch strings.TrimSpace(line) {
			case "":
				continue
			case ":quit":
				return exitOK
			case ":reset":
				if exec, err = krait.New(opts); err != nil {
					return usageError(stderr, "", err.Error())
				}
				continue
			}
		}
		pending = append(pending, line)
		text := strings.Join(pending, "\n") + "\n"
		if !inputComplete(pending, text, strings.TrimSpace(line) == "") {
			continue
		}
		runInput(exec, text, stdout, stderr)
		pending = nil
	}
}

// inputComplete decides, like CPython's interactive loop, whether the
// pending lines form a statement to run now: a single simple statement
// runs at once; a block (or anything the parser finds incomplete) waits
// for more lines, and a blank line ends a block.
func inputComplete(lines []string, text string, blank bool) bool {
	_, err := parser.ParseFile("<stdin>", []byte(text))
	if err != nil && parser.IncompleteInput(err) {
		return false
	}
	if len(lines) == 1 {
		first := strings.TrimRight(lines[0], " \t")
		// A compound statement header asks for its body first.
		return !strings.HasSuffix(first, ":") && !strings.HasSuffix(first, "\\")
	}
	return blank || err != nil
}

// runInput runs one complete input and prints its value or error.
func runInput(exec *krait.Executor, text string, stdout, stderr io.Writer) {
	out, err := exec.Run(context.Background(), text)
	if err != nil {
		reportReplError(err, stderr)
		return
	}
	if out.IsFinalAnswer {
		fmt.Fprintf(stdout, "final answer: %v\n", out.Value)
		return
	}
	// Like CPython's interactive mode, only an expression statement's
	// value is echoed (not an assignment's or a definition's).
	if out.PyValue != nil && out.PyValue != py.None && endsWithExpression(text) {
		th := py.NewThread(context.Background(), py.Limits{}, io.Discard)
		defer th.Close()
		if s, rerr := py.Repr(th, out.PyValue); rerr == nil {
			fmt.Fprintln(stdout, s)
		}
	}
}

// reportReplError prints an error the way the CLI does: the traceback or
// report, ending with one `Name: message` line.
func reportReplError(err error, stderr io.Writer) {
	var pe *krait.PythonError
	var se *parser.SyntaxError
	var le *krait.LimitError
	var pol *krait.PolicyError
	switch {
	case errors.As(err, &pe) && pe.Traceback != "":
		fmt.Fprint(stderr, pe.Traceback)
	case errors.As(err, &se):
		fmt.Fprint(stderr, fileSyntaxErrorReport(se))
	case errors.As(err, &le):
		fmt.Fprintln(stderr, le.Error())
	case errors.As(err, &pol):
		fmt.Fprintln(stderr, pol.Error())
	default:
		fmt.Fprintf(stderr, "InterpreterError: %v\n", err)
	}
}

// endsWithExpression reports whether the input's last statement is an
// expression statement.
func endsWithExpression(text string) bool {
	mod, err := parser.ParseFile("<stdin>", []byte(text))
	if err != nil || len(mod.Body) == 0 {
		return false
	}
	_, ok := mod.Body[len(mod.Body)-1].(*ast.ExprStmt)
	return ok
}
