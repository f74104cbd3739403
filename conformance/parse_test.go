package conformance

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/conformance/internal/oracle"
	"github.com/kraitpy/krait/parser"
)

// excludedFiles lists corpus files that CPython parses but krait is not
// expected to, each with the reason. Files CPython itself rejects are
// excluded automatically and need no entry here.
var excludedFiles = map[string]string{}

// knownGaps lists stdlib files (by path relative to the stdlib directory)
// where krait is known to differ from CPython, with the reason. They are
// strict expected failures: a listed file that starts to match fails the
// test, so the list only shrinks.
var knownGaps = map[string]string{
	"site-packages/IPython/core/tests/nonascii2.py": "with '# coding: iso-8859-5', bytes 0x80-0x9F decode to U+FFFD instead of U+0080-U+009F",
	"test/tokenizedata/bad_coding2.py":              "CPython rejects a UTF-8 BOM followed by a coding cookie spelled 'utf8' ('encoding problem: utf8 with BOM'); krait accepts it",
}

// parseOutcome is the comparison result for one file.
type parseOutcome struct {
	path      string
	plainOK   bool
	posOK     bool
	skipped   string // why the file is not part of the comparison
	rejected  bool   // CPython raises a SyntaxError for the file
	sameError bool   // ... and krait raises one of the same type on the same line
	kraitErr  string // krait's error, if it failed
	stub      bool   // the parser reported it is not implemented
	report    string // mismatch description
	krait     time.Duration
	sourceLen int
}

// TestParseStdlib compares krait's parser with CPython's ast.parse on every
// .py file of python3's standard library (and, with KRAIT_PARSE_ALL=1, of
// every site-packages directory on python3's sys.path), dump for dump.
//
// KRAIT_PARSE_FILTER=substr limits the files to paths containing substr;
// KRAIT_PARSE_MAXREPORT=n prints at most n detailed mismatches (default 25).
func TestParseStdlib(t *testing.T) {
	if testing.Short() {
		t.Skip("parser differential over the stdlib skipped in -short mode")
	}
	ctx := context.Background()
	py, err := oracle.Find(ctx)
	if errors.Is(err, oracle.ErrNoPython) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	roots := []string{py.Stdlib}
	if os.Getenv("KRAIT_PARSE_ALL") == "1" {
		roots = append(roots, py.SitePackages...)
	}
	paths, err := oracle.PyFiles(roots...)
	if err != nil {
		t.Fatal(err)
	}
	filter := os.Getenv("KRAIT_PARSE_FILTER")
	var files []oracle.SourceFile
	for _, p := range paths {
		if filter != "" && !strings.Contains(p, filter) {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Logf("skipping unreadable %s: %v", p, err)
			continue
		}
		files = append(files, oracle.SourceFile{Path: p, Src: src})
	}
	if len(files) == 0 {
		t.Fatalf("no .py files under %v match KRAIT_PARSE_FILTER=%q", roots, filter)
	}

	var (
		mu       sync.Mutex
		outcomes []parseOutcome
		inFlight = map[string]time.Time{}
	)
	stopWatch := watchSlowParses(t, &mu, inFlight)
	err = py.ASTDumps(ctx, files, runtime.GOMAXPROCS(0), func(f oracle.SourceFile, d *oracle.ASTDump) {
		mu.Lock()
		inFlight[f.Path] = time.Now()
		mu.Unlock()
		o := compareParse(f, d)
		mu.Lock()
		delete(inFlight, f.Path)
		outcomes = append(outcomes, o)
		mu.Unlock()
	})
	stopWatch()
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(outcomes, func(i, j int) bool { return outcomes[i].path < outcomes[j].path })
	summarizeParse(t, outcomes)
}

// watchSlowParses logs, every few seconds, files krait has been parsing
// for too long, so a hang names its input instead of only timing out.
func watchSlowParses(t *testing.T, mu *sync.Mutex, inFlight map[string]time.Time) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(5 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case now := <-tick.C:
				mu.Lock()
				for p, start := range inFlight {
					if d := now.Sub(start); d > 10*time.Second {
						t.Logf("krait still parsing %s after %v", p, d.Round(time.Second))
					}
				}
				mu.Unlock()
			}
		}
	}()
	return func() { close(done); <-finished }
}

// compareParse parses one file with krait and compares both dumps.
func compareParse(f oracle.SourceFile, d *oracle.ASTDump) (o parseOutcome) {
	o = parseOutcome{path: f.Path, sourceLen: len(f.Src)}
	if reason, ok := excludedFiles[f.Path]; ok {
		o.skipped = reason
		return o
	}
	if d.Error != "" {
		if !d.IsUnparsable() {
			o.report = "no CPython dump: " + d.Error
		} else if kind, line, ok := parseErrorString(d.Error); ok {
			o.rejected = true
			compareRejection(f, kind, line, d.Error, &o)
		} else {
			o.skipped = "CPython rejects it: " + d.Error
		}
		return o
	}
	defer func() {
		if r := recover(); r != nil {
			o.kraitErr = fmt.Sprintf("Go panic: %v", r)
			o.report = fmt.Sprintf("krait panicked: %v\n%s", r, firstLines(string(debug.Stack()), 14))
		}
	}()
	start := time.Now()
	mod, err := parser.ParseFile(f.Path, f.Src)
	o.krait = time.Since(start)
	if err != nil {
		var se *parser.SyntaxError
		o.kraitErr = err.Error()
		o.report = "krait failed: " + err.Error()
		if !errors.As(err, &se) {
			o.stub = strings.Contains(err.Error(), "not implemented")
		} else if line := sourceLine(f.Src, se.Lineno); line != "" {
			o.report += fmt.Sprintf("\n  line %d: %s", se.Lineno, line)
		}
		return o
	}
	// Compare sums first: the texts are only loaded to show a mismatch.
	plain, pos := ast.Dump(mod, false), ast.Dump(mod, true)
	o.plainOK = oracle.Sum(plain) == d.DumpSum
	o.posOK = oracle.Sum(pos) == d.DumpPosSum
	if o.plainOK && o.posOK {
		return o
	}
	want, wantPos, err := d.Texts()
	if err != nil {
		o.report = "cannot show the difference: " + err.Error()
		return o
	}
	if want == plain && wantPos == pos {
		o.plainOK, o.posOK = true, true // the cached sums were wrong, not krait
		return o
	}
	if !o.plainOK {
		o.report = "ast.dump differs\n" + diffContext(want, plain)
	} else {
		o.report = "ast.dump(include_attributes=True) differs\n" + diffContext(wantPos, pos)
	}
	return o
}

// relToStdlib returns path relative to the directory holding the
// standard library's lib/pythonX.Y, or path unchanged.
func relToStdlib(path string) string {
	if i := strings.Index(path, "/lib/python3."); i >= 0 {
		if j := strings.IndexByte(path[i+len("/lib/python3."):], '/'); j >= 0 {
			return path[i+len("/lib/python3.")+j+1:]
		}
	}
	return path
}

// parseErrorString splits CPython's "Kind: msg (file, line N)" for the
// exceptions krait's parser also raises.
func parseErrorString(s string) (kind string, line int, ok bool) {
	kind, rest, _ := strings.Cut(s, ": ")
	switch kind {
	case "SyntaxError", "IndentationError", "TabError":
	default:
		return "", 0, false
	}
	i := strings.LastIndex(rest, ", line ")
	if i < 0 || !strings.HasSuffix(rest, ")") {
		return "", 0, false
	}
	line, err := strconv.Atoi(rest[i+len(", line ") : len(rest)-1])
	return kind, line, err == nil
}

// compareRejection checks that krait rejects a file CPython rejects, with
// the same exception type on the same line.
func compareRejection(f oracle.SourceFile, kind string, line int, cpython string, o *parseOutcome) {
	defer func() {
		if r := recover(); r != nil {
			o.report = fmt.Sprintf("krait panicked: %v\n%s", r, firstLines(string(debug.Stack()), 14))
		}
	}()
	_, err := parser.ParseFile(f.Path, f.Src)
	var se *parser.SyntaxError
	switch {
	case err == nil:
		o.report = "CPython rejects it, krait accepts it\n  cpython: " + cpython
	case !errors.As(err, &se):
		o.report = "krait failed: " + err.Error()
	case se.Kind != kind || se.Lineno != line:
		o.report = fmt.Sprintf("CPython and krait reject it differently\n  cpython: %s\n  krait:   %v", cpython, err)
	default:
		o.sameError = true
	}
}

// diffContext shows both texts around their first differing byte.
func diffContext(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	const before, after = 80, 60
	clip := func(s string) string {
		lo, hi := max(i-before, 0), min(i+after, len(s))
		out := s[lo:hi]
		if lo > 0 {
			out = "…" + out
		}
		if hi < len(s) {
			out += "…"
		}
		return out
	}
	return fmt.Sprintf("  first difference at byte %d (cpython %d bytes, krait %d bytes)\n  cpython: %s\n  krait:   %s",
		i, len(want), len(got), clip(want), clip(got))
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// summarizeParse reports mismatches (the first few in detail), the most
// common krait errors, and the summary line.
func summarizeParse(t *testing.T, outcomes []parseOutcome) {
	maxReport := 25
	if s := os.Getenv("KRAIT_PARSE_MAXREPORT"); s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			maxReport = n
		}
	}
	var total, stubs int
	stubErr := ""
	for _, o := range outcomes {
		if o.skipped == "" && !o.rejected {
			total++
			if o.stub {
				stubs++
				stubErr = o.kraitErr
			}
		}
	}
	if stubs == total && total > 0 {
		t.Skipf("parser not implemented yet (all %d files: %q)", total, stubErr)
	}
	var plain, pos, reported, failed, rejected, sameError, gaps int
	var bytes int64
	var kraitTime time.Duration
	errCounts := map[string]int{}
	for _, o := range outcomes {
		if o.skipped != "" {
			t.Logf("excluded %s: %s", o.path, o.skipped)
			continue
		}
		if o.rejected {
			rejected++
			if o.sameError {
				sameError++
			}
		}
		if o.plainOK {
			plain++
		}
		if o.posOK {
			pos++
			bytes += int64(o.sourceLen)
			kraitTime += o.krait
		}
		if o.kraitErr != "" {
			errCounts[errorShape(o.kraitErr)]++
		}
		ok := o.plainOK && o.posOK && !o.rejected || o.sameError
		if reason, listed := knownGaps[relToStdlib(o.path)]; listed {
			if ok {
				t.Errorf("%s now behaves as in CPython: remove it from knownGaps", o.path)
			} else {
				gaps++
				t.Logf("known gap %s: %s", o.path, reason)
			}
			continue
		}
		if ok {
			continue
		}
		failed++
		if reported < maxReport {
			reported++
			t.Errorf("%s: %s", o.path, o.report)
		}
	}
	if failed > reported {
		t.Errorf("... and %d more mismatching files (set KRAIT_PARSE_MAXREPORT or KRAIT_PARSE_FILTER to see them)", failed-reported)
	}
	if len(errCounts) > 0 {
		type kv struct {
			msg string
			n   int
		}
		var top []kv
		for m, n := range errCounts {
			top = append(top, kv{m, n})
		}
		sort.Slice(top, func(i, j int) bool { return top[i].n > top[j].n || top[i].n == top[j].n && top[i].msg < top[j].msg })
		var b strings.Builder
		b.WriteString("most common krait errors:")
		for i, e := range top {
			if i == 10 {
				break
			}
			fmt.Fprintf(&b, "\n  %5d  %s", e.n, e.msg)
		}
		t.Log(b.String())
	}
	if kraitTime > 0 {
		t.Logf("krait parsed the %d identical files at %.1f MB/s per core", pos, float64(bytes)/1e6/kraitTime.Seconds())
	}
	if gaps > 0 {
		t.Logf("%d known gaps (knownGaps)", gaps)
	}
	if rejected > 0 {
		t.Logf("%d/%d files CPython rejects are rejected alike (same exception type and line)", sameError, rejected)
	}
	t.Logf("%d/%d files identical (positions: %d/%d)", plain, total, pos, total)
}

// errorShape strips the file and line from an error, and replaces
// numbers by N, so that equal messages from different files count
// together.
func errorShape(msg string) string {
	if i := strings.LastIndex(msg, " ("); i > 0 && strings.HasSuffix(msg, ")") {
		msg = msg[:i]
	}
	var b strings.Builder
	inNum := false
	for _, r := range msg {
		if r >= '0' && r <= '9' {
			if !inNum {
				b.WriteByte('N')
			}
			inNum = true
			continue
		}
		inNum = false
		b.WriteRune(r)
	}
	return b.String()
}

// sourceLine returns line n (1-based) of src, trimmed, or "".
func sourceLine(src []byte, n int) string {
	if n < 1 {
		return ""
	}
	lines := strings.SplitN(string(src), "\n", n+1)
	if len(lines) < n {
		return ""
	}
	return strings.TrimSpace(lines[n-1])
}
