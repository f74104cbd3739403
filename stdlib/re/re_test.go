package re

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestCatastrophicBacktrackingStops(t *testing.T) {
	p, err := Compile(`(a+)+$`, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := []rune(strings.Repeat("a", 40) + "!")
	_, err = p.Search(in, 0, len(in), &Limits{Timeout: 20 * time.Millisecond})
	if !errors.Is(err, ErrMatchTimeout) || !IsTimeout(err) {
		t.Fatalf("got %v, want a match timeout", err)
	}
}

func TestChargeStopsIteration(t *testing.T) {
	p, err := Compile(`a`, 0)
	if err != nil {
		t.Fatal(err)
	}
	stop := errors.New("budget exhausted")
	calls, total := 0, 0
	lim := &Limits{Charge: func(cost int) error {
		calls++
		total += cost
		if calls > 3 {
			return stop
		}
		return nil
	}}
	in := []rune(strings.Repeat("a", 100))
	if _, err := p.FindAll(in, 0, len(in), lim); !errors.Is(err, stop) {
		t.Fatalf("FindAll = %v, want the Charge error", err)
	}
	if _, _, err := p.Sub(func(*Match) ([]rune, error) { return nil, nil }, in, 0, lim); !errors.Is(err, stop) {
		t.Fatalf("Sub = %v, want the Charge error", err)
	}
	if total <= 0 {
		t.Fatal("Charge was given no cost")
	}
}

func TestNestingLimit(t *testing.T) {
	// CPython 3.11 compiles 495 nested groups and fails with RecursionError
	// a little above; krait refuses beyond maxNesting instead of growing
	// the Go stack.
	ok := strings.Repeat("(", 300) + strings.Repeat(")", 300)
	if _, err := Compile(ok, 0); err != nil {
		t.Fatalf("300 nested groups: %v", err)
	}
	deep := strings.Repeat("(?:", 100000) + strings.Repeat(")", 100000)
	_, err := Compile(deep, 0)
	var e *Error
	if !errors.As(err, &e) || e.Type != "RecursionError" {
		t.Fatalf("deep nesting: %v, want RecursionError", err)
	}
}

func TestEscapeMatchesCPython(t *testing.T) {
	// CPython: re.escape('a.b*c\u00e9 -_#\n~&!"')
	got := Escape("a.b*c\u00e9 -_#\n~&!\"")
	want := "a\\.b\\*c\u00e9\\ \\-_\\#\\\n\\~\\&!\""
	if got != want {
		t.Fatalf("Escape = %q, want %q", got, want)
	}
}

func TestLastGroupAndCallbackSub(t *testing.T) {
	p, err := Compile(`(?P<w>\w+)(?P<n>\d)?`, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := []rune("ab1")
	m, err := p.Search(in, 0, len(in), nil)
	if err != nil || m == nil {
		t.Fatal(m, err)
	}
	// CPython: lastgroup 'w', lastindex 1 (\w+ takes the digit too).
	if name, ok := m.LastGroup(); !ok || name != "w" || m.LastIndex() != 1 {
		t.Errorf("lastgroup %q %v, lastindex %d", name, ok, m.LastIndex())
	}
	if n, ok := p.GroupNumber("n"); !ok || n != 2 {
		t.Errorf("GroupNumber(n) = %d, %v", n, ok)
	}
	out, n, err := p.Sub(func(m *Match) ([]rune, error) {
		g, _ := m.Group(1)
		return []rune(strings.ToUpper(g)), nil
	}, []rune("ab cd"), 0, nil)
	if err != nil || string(out) != "AB CD" || n != 2 {
		t.Errorf("Sub = %q, %d, %v", string(out), n, err)
	}
	tmpl, err := p.CompileTemplate(`x\g<w>`)
	if err != nil {
		t.Fatal(err)
	}
	if _, lit := tmpl.Literal(); lit {
		t.Error("template with a group reported as literal")
	}
	if got := string(tmpl.Expand(m)); got != "xab1" {
		t.Errorf("Expand = %q", got)
	}
}

func TestErrorFormatting(t *testing.T) {
	_, err := Compile("a\n(", 0)
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrPattern) {
		t.Fatalf("got %v", err)
	}
	// CPython: missing ), unterminated subpattern at position 2 (line 2, column 1)
	if got := e.Error(); got != "missing ), unterminated subpattern at position 2 (line 2, column 1)" {
		t.Errorf("message %q", got)
	}
	if line, col := e.LineCol(); line != 2 || col != 1 {
		t.Errorf("LineCol = %d, %d", line, col)
	}
}

func FuzzCompileAndSearch(f *testing.F) {
	for _, s := range []string{`(a+)+$`, `(?P<x>a)(?P=x)`, `[\w-]`, `(?i)(?<=ab)c`, `\N{EM DASH}`, `(?(1)a|b)`, `x{2,1}`, `((`, `[`} {
		f.Add(s, "aab")
	}
	f.Fuzz(func(t *testing.T, pattern, input string) {
		p, err := Compile(pattern, 0)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Compile(%q) returned a non-*Error: %v", pattern, err)
			}
			return
		}
		in := []rune(input)
		lim := &Limits{Timeout: 50 * time.Millisecond}
		if _, err := p.FindAll(in, 0, len(in), lim); err != nil && !IsTimeout(err) {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("FindAll(%q, %q): %v", pattern, input, err)
			}
		}
	})
}

func TestMemoryBoundRefusesHugeBacktrackingStacks(t *testing.T) {
	// Measured before the bound existed: (a?){10000000}b allocated over a
	// gigabyte within two seconds on a 60-character input.
	p, err := Compile(`(a?){10000000}b`, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := []rune(strings.Repeat("a", 60))
	if _, err := p.Search(in, 0, len(in), nil); !errors.Is(err, ErrMatchMemory) {
		t.Fatalf("got %v, want ErrMatchMemory", err)
	}
	q, err := Compile(`(.)*`, 0)
	if err != nil {
		t.Fatal(err)
	}
	big := []rune(strings.Repeat("a", 1_000_000))
	if _, err := q.Search(big, 0, len(big), &Limits{MaxMemory: 64 << 20}); !errors.Is(err, ErrMatchMemory) {
		t.Fatalf("(.)* on 1e6 chars with 64 MiB: %v, want ErrMatchMemory", err)
	}
	// One-character loops need no stack and are never refused.
	for _, pat := range []string{`.*`, `\w+`, `[^,]*`, `(?i)a*`} {
		r, err := Compile(pat, 0)
		if err != nil {
			t.Fatal(err)
		}
		if est := r.MemoryEstimate(len(big)); est != 0 {
			t.Errorf("MemoryEstimate(%q) = %d, want 0", pat, est)
		}
	}
}

func TestFinditerReportsOriginalPos(t *testing.T) {
	// CPython: [(m.pos, m.endpos) for m in re.compile('a').finditer('aaaa', 1, 3)]
	// == [(1, 3), (1, 3)]
	p, err := Compile("a", 0)
	if err != nil {
		t.Fatal(err)
	}
	it := p.Finditer([]rune("aaaa"), 1, 3, nil)
	n := 0
	for {
		m, err := it.Next()
		if err != nil {
			t.Fatal(err)
		}
		if m == nil {
			break
		}
		n++
		if m.Pos() != 1 || m.Endpos() != 3 {
			t.Errorf("match %d: pos %d endpos %d, want 1 3", n, m.Pos(), m.Endpos())
		}
	}
	if n != 2 {
		t.Errorf("%d matches, want 2", n)
	}
}

func TestFlagReprs(t *testing.T) {
	// Expected values printed by CPython 3.11: repr(re.compile(p, f)) and
	// repr(re.RegexFlag(f)).
	pat := []struct {
		flags   int
		isBytes bool
		want    string
	}{
		{FlagIgnoreCase | FlagUnicode, false, "re.IGNORECASE"},
		{FlagIgnoreCase | FlagMultiline | FlagUnicode, false, "re.IGNORECASE|re.MULTILINE"},
		{FlagVerbose | FlagASCII, false, "re.VERBOSE|re.ASCII"},
		{FlagDotAll | FlagUnicode, false, "re.DOTALL"},
		{FlagIgnoreCase | FlagLocale, true, "re.IGNORECASE|re.LOCALE"},
		{FlagUnicode, false, ""},
		{546, false, "re.IGNORECASE|0x200"},
	}
	for _, c := range pat {
		if got := PatternFlagsRepr(c.flags, c.isBytes); got != c.want {
			t.Errorf("PatternFlagsRepr(%d) = %q, want %q", c.flags, got, c.want)
		}
	}
	enum := map[int]string{
		2: "re.IGNORECASE", 10: "re.IGNORECASE|re.MULTILINE", 320: "re.ASCII|re.VERBOSE",
		48: "re.UNICODE|re.DOTALL", 4: "re.LOCALE", 0: "re.NOFLAG", 514: "re.IGNORECASE|0x200",
		129: "re.TEMPLATE|re.DEBUG",
	}
	for f, want := range enum {
		if got := RegexFlagRepr(f); got != want {
			t.Errorf("RegexFlagRepr(%d) = %q, want %q", f, got, want)
		}
	}
}

func TestResultSizeBound(t *testing.T) {
	p, err := Compile("", 0)
	if err != nil {
		t.Fatal(err)
	}
	in := []rune(strings.Repeat("a", 10000))
	big := []rune(strings.Repeat("x", 1000))
	lim := &Limits{MaxMemory: 1 << 20}
	_, _, err = p.Sub(func(*Match) ([]rune, error) { return big, nil }, in, 0, lim)
	if !errors.Is(err, ErrMatchMemory) {
		t.Fatalf("Sub growing to 40 MB under a 1 MiB bound: %v", err)
	}
	if _, err := p.FindAll(in, 0, len(in), &Limits{MaxMemory: 1 << 10}); !errors.Is(err, ErrMatchMemory) {
		t.Fatalf("FindAll: %v", err)
	}
	if _, err := p.Split(in, 0, &Limits{MaxMemory: 1 << 10}); !errors.Is(err, ErrMatchMemory) {
		t.Fatalf("Split: %v", err)
	}
	if _, err := p.FindAll(in, 0, len(in), nil); err != nil {
		t.Fatalf("FindAll within the default bound: %v", err)
	}
}

func TestDebugFlagRefused(t *testing.T) {
	_, err := Compile("a", FlagDebug)
	var e *Error
	if !errors.As(err, &e) || e.Type != "NotImplementedError" {
		t.Fatalf("re.DEBUG: %v, want NotImplementedError", err)
	}
}

func FuzzTemplate(f *testing.F) {
	for _, s := range []string{`\1`, `\g<a>`, `\g<0>x`, `\777`, `\g<`, `\`, `a\n\q`} {
		f.Add(s, false)
	}
	p, err := Compile(`(?P<a>x)(y)?`, 0)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, repl string, asBytes bool) {
		if asBytes {
			if _, err := CompileBytes([]byte(repl), 0); err != nil {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("CompileBytes(%q): %v", repl, err)
				}
			}
		}
		tmpl, err := p.CompileTemplate(repl)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("CompileTemplate(%q): %v", repl, err)
			}
			return
		}
		m, err := p.Search([]rune("axb"), 0, 3, nil)
		if err != nil || m == nil {
			t.Fatal(m, err)
		}
		tmpl.Expand(m)
	})
}

func TestConcurrentUse(t *testing.T) {
	p, err := Compile(`(\w+)@(\w+)`, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := []rune(strings.Repeat("ab@cd ", 50))
	done := make(chan error, 4)
	for i := 0; i < 4; i++ {
		go func(i int) {
			lim := &Limits{Timeout: time.Duration(i+1) * time.Second}
			rows, err := p.FindAll(in, 0, len(in), lim)
			if err == nil && len(rows) != 50 {
				err = errors.New("wrong match count")
			}
			done <- err
		}(i)
	}
	for i := 0; i < 4; i++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
