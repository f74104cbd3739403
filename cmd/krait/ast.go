package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/internal/cliflag"
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
	fs := cliflag.NewFlagSet("ast")
	positions := fs.Bool("positions", false, "")
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		return cliflag.FlagError(err, astUsage, stdout, stderr)
	}
	if len(rest) != 1 {
		if len(rest) == 0 {
			return cliflag.UsageError(stderr, astUsage, "no file given")
		}
		return cliflag.UsageError(stderr, astUsage, fmt.Sprintf("unexpected argument %q", rest[1]))
	}
	path := rest[0]
	var (
		src      []byte
		filename = path
	)
	if path == "-" {
		filename = "<stdin>"
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(path)
	}
	if err != nil {
		return cliflag.UsageError(stderr, astUsage, fmt.Sprintf("can't read %s: %v", filename, err))
	}
	mod, err := parser.ParseFile(filename, src)
	if err != nil {
		var se *parser.SyntaxError
		if errors.As(err, &se) {
			fmt.Fprint(stderr, fileSyntaxErrorReport(se))
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

// fileSyntaxErrorReport returns exactly what `python3 FILE` prints when
// compiling FILE raises se (CPython 3.11's print_exception in
// pythonrun.c), which differs from a plain rendering of the exception:
//
//   - the offsets are those of CPython's file tokenizer (se.FileOffsets:
//     UTF-8 bytes for most errors), used as byte positions in the line;
//   - only an exact SyntaxError shows its end position: IndentationError
//     and TabError always get a single caret;
//   - a range that ends on a later line is underlined to the end of the
//     first line;
//   - leading blanks of the quoted line are dropped, and no caret is
//     drawn when the position falls inside them.
//
// `krait run` must print the same for a program that does not compile.
func fileSyntaxErrorReport(se *parser.SyntaxError) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  File \"%s\", line %d\n", se.Filename, se.Lineno)
	if se.Text != "" {
		text := se.Text
		offset, endOffset := se.FileOffsets()
		if se.Kind != "SyntaxError" {
			endOffset = -1
		} else {
			if se.EndLineno > se.Lineno {
				endOffset = len(text) + 1 // the line's size with its newline
			}
			if endOffset > len(text)+2 {
				endOffset = len(text) + 2
			}
		}
		writeErrorText(&b, text, offset, endOffset)
	}
	fmt.Fprintf(&b, "%s: %s\n", se.Kind, se.Msg)
	return b.String()
}

// writeErrorText writes the quoted source line and the caret line the
// way CPython's print_error_text does; offsets are 1-based byte offsets
// and endOffset is -1 when only one caret is wanted. text has no newline.
func writeErrorText(b *strings.Builder, text string, offset, endOffset int) {
	carets := 1
	if endOffset > 0 && endOffset > offset {
		carets = endOffset - offset
	}
	offset-- // 0-based from here on
	for len(text) > 0 && (text[0] == ' ' || text[0] == '\t' || text[0] == '\f') {
		text = text[1:]
		offset--
	}
	if offset > len(text) {
		offset = len(text)
	}
	b.WriteString("    ")
	b.WriteString(text)
	b.WriteByte('\n')
	if offset < 0 {
		return
	}
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", offset))
	b.WriteString(strings.Repeat("^", carets))
	b.WriteByte('\n')
}
