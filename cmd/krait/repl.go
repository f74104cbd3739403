package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync/atomic"

	"github.com/peterh/liner"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/lexer"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

const replUsage = `usage: krait repl [flags]

An interactive Python session on one krait executor: state persists between
inputs, blocks continue with "... " until a blank line, and the value of an
expression is printed like CPython's interactive mode. Ctrl-C interrupts
running code with KeyboardInterrupt (the session stays); input history is
kept in ~/.krait_history. Reads standard input when it is not a terminal.
Commands: :reset (fresh state), :quit.

flags:
  --allow-import LIST   also authorize these imports (comma-separated;
                        repeatable)
` + cliflag.LimitsHelp

// historyFile is where an interactive session keeps its input history,
// under the home directory.
const historyFile = ".krait_history"

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

// termLines reads lines with editing and history, and saves the history
// when closed.
type termLines struct {
	st      *liner.State
	history string // the history file, "" when there is no home directory
}

func newTermLines() *termLines {
	t := &termLines{st: liner.NewLiner()}
	t.st.SetCtrlCAborts(true)
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		t.history = filepath.Join(home, historyFile)
		if f, err := os.Open(t.history); err == nil {
			t.st.ReadHistory(f)
			f.Close()
		}
	}
	return t
}

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

func (t *termLines) Close() error {
	if t.history != "" {
		if f, err := os.OpenFile(t.history, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600); err == nil {
			t.st.WriteHistory(f)
			f.Close()
		}
	}
	return t.st.Close()
}

// errInterrupted is Ctrl-C at a prompt: drop the pending input.
var errInterrupted = errors.New("interrupted")

// cmdRepl implements `krait repl`.
func cmdRepl(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cliflag.NewFlagSet("repl")
	cfg := cliflag.NewRunConfig(fs)
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		return cliflag.FlagError(err, replUsage, stdout, stderr)
	}
	if len(rest) != 0 {
		return cliflag.UsageError(stderr, replUsage, fmt.Sprintf("unexpected argument %q", rest[0]))
	}
	opts := executorOptions(cfg, "<stdin>")
	opts.Stdout, opts.Stderr = stdout, stderr
	s := &session{opts: opts, stdout: stdout, stderr: stderr}
	var src lineSource
	if f, ok := stdin.(*os.File); ok && isTerminal(f) {
		src, s.interactive = newTermLines(), true
		// Ctrl-C while code runs interrupts the code, not the session (at
		// the prompt the line editor reads it as a key).
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, os.Interrupt)
		defer signal.Stop(sig)
		go func() {
			for range sig {
				if ex := s.exec.Load(); ex != nil {
					ex.Interrupt()
				}
			}
		}()
	} else {
		src = &pipeLines{r: bufio.NewReader(stdin)}
	}
	defer src.Close()
	return s.loop(src)
}

// isTerminal reports whether f is a character device (a terminal).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// session is one read-eval-print loop.
type session struct {
	opts           krait.Options
	interactive    bool
	stdout, stderr io.Writer
	// exec is the session's executor (replaced by :reset), shared with
	// the goroutine that forwards Ctrl-C to it.
	exec atomic.Pointer[krait.Executor]
}

// loop runs the read-eval-print loop and returns the exit code: 0 at end
// of input, 2 for a bad configuration, and for an uncaught SystemExit
// what `krait run` would return.
func (s *session) loop(src lineSource) int {
	if err := s.reset(); err != nil {
		return cliflag.UsageError(s.stderr, "", err.Error())
	}
	if s.interactive {
		fmt.Fprintln(s.stdout, "krait — restricted Python 3.11. :reset for fresh state, Ctrl-D to leave.")
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
			fmt.Fprintln(s.stderr, "KeyboardInterrupt")
			continue
		}
		if err != nil {
			if len(pending) > 0 {
				if code, done := s.run(strings.Join(pending, "\n") + "\n"); done {
					return code
				}
			}
			if s.interactive {
				fmt.Fprintln(s.stdout)
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
				if err := s.reset(); err != nil {
					return cliflag.UsageError(s.stderr, "", err.Error())
				}
				continue
			}
		}
		pending = append(pending, line)
		text := strings.Join(pending, "\n") + "\n"
		if se := dedentError(pending, text); se != nil {
			// CPython's interactive loop compiles one statement at a time:
			// a new statement after a block without the blank line that
			// ends it is invalid syntax, and the whole input is dropped.
			fmt.Fprint(s.stderr, fileSyntaxErrorReport(se))
			pending = nil
			continue
		}
		if !inputComplete(pending, text, strings.TrimSpace(line) == "") {
			continue
		}
		pending = nil
		if code, done := s.run(text); done {
			return code
		}
	}
}

// reset starts the session over on a fresh executor.
func (s *session) reset() error {
	ex, err := krait.New(s.opts)
	if err != nil {
		return err
	}
	s.exec.Store(ex)
	return nil
}

// run runs one complete input and prints its value or error; done is set
// when the code raised SystemExit, which ends the session with code.
func (s *session) run(text string) (code int, done bool) {
	ex := s.exec.Load()
	ctx := context.Background()
	out, err := ex.Run(ctx, text)
	var ee *krait.ExitError
	if errors.As(err, &ee) {
		rep := describeError(err)
		io.WriteString(s.stderr, rep.report)
		return rep.code, true
	}
	if err != nil {
		rep := describeError(err)
		io.WriteString(s.stderr, rep.report)
		return 0, false
	}
	if out.IsFinalAnswer {
		fmt.Fprintf(s.stdout, "final answer: %v\n", out.Value)
		return 0, false
	}
	// Like CPython's interactive mode, only an expression statement's
	// value is echoed (not an assignment's or a definition's).
	if out.PyValue != nil && out.PyValue != py.None && endsWithExpression(text) {
		r, err := ex.Repr(ctx, out.PyValue)
		if err != nil {
			io.WriteString(s.stderr, describeError(err).report)
			return 0, false
		}
		fmt.Fprintln(s.stdout, r)
	}
	return 0, false
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

// dedentError returns CPython's interactive SyntaxError for a block
// followed, without a blank line, by a new statement at the left margin
// ("invalid syntax" under the new statement's first token), or nil.
func dedentError(lines []string, text string) *parser.SyntaxError {
	if len(lines) < 2 {
		return nil
	}
	last := lines[len(lines)-1]
	if last == "" || last[0] == ' ' || last[0] == '\t' || last[0] == '#' {
		return nil
	}
	mod, err := parser.ParseFile("<stdin>", []byte(text))
	if err != nil || len(mod.Body) < 2 {
		return nil
	}
	second := mod.Body[1].Position()
	lineno := second.Lineno
	if lineno < 1 || lineno > len(lines) {
		return nil
	}
	src := lines[lineno-1]
	end := len(src)
	if toks, lerr := lexer.Tokenize([]byte(src + "\n")); lerr == nil && len(toks) > 0 {
		end = int(toks[0].End)
	}
	return &parser.SyntaxError{
		Kind: "SyntaxError", Msg: "invalid syntax", Filename: "<stdin>",
		Lineno: lineno, Offset: 1, EndLineno: lineno, EndOffset: end + 1,
		Text: src, ByteOffsets: true,
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
