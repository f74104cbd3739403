package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/parser"
)

const astUsage = `usage: krait ast [--positions] FILE.py

Print the syntax tree of FILE.py ("-" reads standard input) exactly as
CPython 3.11 prints ast.dump(ast.parse(source)). With --positions, print
ast.dump(..., include_attributes=True): every node's line and column range.
`

// cmdAST implements `krait ast`: it parses one file and prints its tree in
// ast.dump form, or CPython's report of the syntax error (exit 1).
func cmdAST(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("ast", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	positions := fs.Bool("positions", false, "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, astUsage)
			return exitOK
		}
		return astUsageError(stderr, err.Error())
	}
	if fs.NArg() != 1 {
		if fs.NArg() == 0 {
			return astUsageError(stderr, "no file given")
		}
		return astUsageError(stderr, fmt.Sprintf("unexpected argument %q", fs.Arg(1)))
	}
	path := fs.Arg(0)
	var (
		src      []byte
		err      error
		filename = path
	)
	if path == "-" {
		filename = "<stdin>"
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(path)
	}
	if err != nil {
		return astUsageError(stderr, fmt.Sprintf("can't read %s: %v", filename, err))
	}
	mod, err := parser.ParseFile(filename, src)
	if err != nil {
		var se *parser.SyntaxError
		if errors.As(err, &se) {
			fmt.Fprint(stderr, se.Report())
			return exitPython
		}
		fmt.Fprintf(stderr, "krait ast: %v\n", err)
		return exitPython
	}
	if _, err := fmt.Fprintln(stdout, ast.Dump(mod, *positions)); err != nil {
		return exitPython
	}
	return exitOK
}

// astUsageError prints the usage text and a final UsageError line.
func astUsageError(stderr io.Writer, msg string) int {
	fmt.Fprint(stderr, astUsage)
	fmt.Fprintf(stderr, "UsageError: %s\n", msg)
	return exitUsage
}
