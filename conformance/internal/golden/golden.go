// Package golden reads and writes the expected results of conformance
// cases, which only CPython produces (see conformance/cmd/update).
package golden

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/kraitpy/krait/conformance/internal/oracle"
)

// FullTracebackMarker, as a program's first line, makes the harness
// compare the whole of stderr instead of its last line.
const FullTracebackMarker = "# traceback: full"

// Program is the expected behaviour of one conformance program.
type Program struct {
	// Stdout is everything the program prints on standard output.
	Stdout string
	// ExitCode is 0 or 1.
	ExitCode int
	// Stderr is, for a failing program, the last line of standard error
	// ("Name: message"), or all of it when FullTraceback is set.
	Stderr string
	// FullTraceback is set by FullTracebackMarker.
	FullTraceback bool
}

// WantsFullTraceback reports whether a program's source starts with
// FullTracebackMarker.
func WantsFullTraceback(src string) bool {
	first, _, _ := strings.Cut(src, "\n")
	return strings.TrimRight(first, " \r") == FullTracebackMarker
}

// XFailMarker starts a comment line, in a program's leading comments,
// that marks the program as expected to fail under krait for the reason
// that follows: "# xfail: <reason>".
const XFailMarker = "# xfail:"

// XFail returns the reason of a program's xfail marker, or "" if it has
// none. Only the comment lines at the top of the program are searched.
func XFail(src string) string {
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "#") {
			break
		}
		if reason, ok := strings.CutPrefix(line, XFailMarker); ok {
			if reason = strings.TrimSpace(reason); reason == "" {
				return "no reason given"
			}
			return reason
		}
	}
	return ""
}

// LastLine returns the last non-empty line of s, without its newline.
func LastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// RelativePaths rewrites file names in a traceback and in the lines of
// compile-time warnings from absolute to relative to dir: CPython (since 3.9) shows the script it runs under its
// absolute path, which differs between checkouts, so expectations store
// "<area>/<case>.py" and krait's output is compared the same way.
func RelativePaths(stderr, dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return stderr
	}
	prefix := abs + string(filepath.Separator)
	stderr = strings.ReplaceAll(stderr, `File "`+prefix, `File "`)
	// Compile-time warnings start with "<path>:<line>: ".
	stderr = strings.ReplaceAll(stderr, "\n"+prefix, "\n")
	return strings.TrimPrefix(stderr, prefix)
}

// ProgramFromResult turns what CPython did, running a program in dir,
// into the expectation for a program with the given source.
func ProgramFromResult(src, dir string, r oracle.ProgramResult) (Program, error) {
	r.Stderr = RelativePaths(r.Stderr, dir)
	p := Program{Stdout: r.Stdout, ExitCode: r.ExitCode, FullTraceback: WantsFullTraceback(src)}
	switch r.ExitCode {
	case 0:
	case 1:
		p.Stderr = LastLine(r.Stderr) + "\n"
		if p.FullTraceback {
			p.Stderr = r.Stderr
		}
	default:
		return p, fmt.Errorf("python3 exited with status %d (only 0 and 1 are comparable)\n%s", r.ExitCode, r.Stderr)
	}
	return p, nil
}

// ProgramFiles returns the paths of a program's expectation files.
func ProgramFiles(pyPath string) (out, errPath string) {
	base := strings.TrimSuffix(pyPath, ".py")
	return base + ".out", base + ".err"
}

// WriteProgram stores p next to the program: <case>.out always, and
// <case>.err only for a failing program (a stale one is removed).
func WriteProgram(pyPath string, p Program) error {
	outPath, errPath := ProgramFiles(pyPath)
	if err := os.WriteFile(outPath, []byte(p.Stdout), 0o644); err != nil {
		return err
	}
	if p.ExitCode == 0 {
		if err := os.Remove(errPath); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	return os.WriteFile(errPath, []byte(p.Stderr), 0o644)
}

// ReadProgram loads the expectation stored for the program at pyPath.
func ReadProgram(pyPath, src string) (Program, error) {
	outPath, errPath := ProgramFiles(pyPath)
	out, err := os.ReadFile(outPath)
	if err != nil {
		return Program{}, fmt.Errorf("no expected output (run `make conformance-update`): %w", err)
	}
	p := Program{Stdout: string(out), FullTraceback: WantsFullTraceback(src)}
	errText, err := os.ReadFile(errPath)
	switch {
	case err == nil:
		p.ExitCode, p.Stderr = 1, string(errText)
	case !errors.Is(err, fs.ErrNotExist):
		return Program{}, err
	}
	return p, nil
}

// SyntaxCase is the expected error for one case of a chunked file of
// invalid programs.
type SyntaxCase struct {
	// Line is where the case starts in the chunked file.
	Line int `json:"line"`
	oracle.ParseError
}

// SyntaxFile returns the path of the expectation file of a chunked file.
func SyntaxFile(pyPath string) string {
	return strings.TrimSuffix(pyPath, ".py") + ".json"
}

// WriteSyntax stores the expected errors of a chunked file.
func WriteSyntax(pyPath string, cases []SyntaxCase) error {
	var b bytes.Buffer
	b.WriteString("[\n")
	for i, c := range cases {
		line, err := json.Marshal(c)
		if err != nil {
			return err
		}
		b.WriteString("  ")
		b.Write(line)
		if i < len(cases)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]\n")
	return os.WriteFile(SyntaxFile(pyPath), b.Bytes(), 0o644)
}

// ReadSyntax loads the expected errors of a chunked file.
func ReadSyntax(pyPath string) ([]SyntaxCase, error) {
	data, err := os.ReadFile(SyntaxFile(pyPath))
	if err != nil {
		return nil, fmt.Errorf("no expected errors (run `make conformance-update`): %w", err)
	}
	var cases []SyntaxCase
	if err := json.Unmarshal(data, &cases); err != nil {
		return nil, fmt.Errorf("%s: %w", SyntaxFile(pyPath), err)
	}
	return cases, nil
}
