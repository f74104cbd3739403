package re

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/dlclark/regexp2"
)

// fastPatterns are patterns the simple-pattern matcher runs.
var fastPatterns = []string{
	``, `a`, `abc`, `a*`, `a+`, `a?`, `a*?`, `a+?`, `a??`, `a{2,3}`, `a{2,3}?`, `a{0}`, `a{3}`, `a*+`, `a++b`,
	`.`, `.*`, `(?s).*`, `.+?x`, `(?s:.)x`, `[abc]+`, `[^abc]+`, `[a-z0-9_]+`, `[\W\d]`, `[^\W\d]+`, `[\s\S]`, `[^\S\n]+`,
	`\d+`, `\D+`, `\w+`, `\W+`, `\s+`, `\S+`, `(?a)\w+`, `(?a:\d)\d+`, `(?a:\s)\S`,
	`(\w+)@(\w+)\.com`, `/page/(\d+)`, `\d\d:\d\d`, `(a|ab)(c|bcd)(d*)`, `(a)|(b)`, `(a)|b|(c)`, `x(a|)y`, `a|`, `|a`,
	`^`, `$`, `^a`, `a$`, `^$`, `\Aa`, `a\Z`, `(?m)^\w+$`, `(?m)$`, `(?m)^`, `\b`, `\B`, `\b\w+\b`, `\Ba\B`, `(?a)\b\w`,
	`(((a)b)c)`, `(?:(a)(b))(c)`, `(a*)(b*)(a*)`, `(a*?)(a*)`, `([ab]*)b`, `(x)?`[0:3], `(\d+)-(\d+)`, `(?P<y>\d{4})-(?P<m>\d\d)`,
	`é+`, `[é-ü]+`, `\u0663+`, `[^\n]*\n`, `\n$`, `a\s*$`,
}

// fastInputs exercise ASCII and non-ASCII characters of every category.
var fastInputs = []string{
	"", "a", "aa", "aaa", "ab", "abcd", "aab", "xay", "xy", "abcbcd", "a\n", "\n", "a\nb\n", "\na\n\nb",
	"user12@example3.com visited /page/12 at 12:05", "10-20 and 3-4; 2024-01 x",
	"héllo wörld ǅ ² Ⅻ ٣٤ ١٢:٣٤ \u2028 \x1c \u00a0 \u0301a_b", "é ü ÿ \u3000x\u200a", "  \t\va b\r\n",
	"a b  c\n\nd", "x!@#$%^&*()y", "abc123def456", "日本語 テキスト 123",
}

// TestFastMatchesRegexp2 runs every operation of simple patterns on both
// engines and compares the results.
func TestFastMatchesRegexp2(t *testing.T) {
	for _, src := range fastPatterns {
		fast, err := Compile(src, 0)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if fast.fast == nil {
			t.Errorf("%q does not run on the simple-pattern matcher", src)
			continue
		}
		slow, _ := Compile(src, 0)
		slow.fast = nil
		for _, s := range fastInputs {
			in := []rune(s)
			for pos := 0; pos <= len(in); pos += max(1, len(in)/3) {
				for _, end := range []int{len(in), len(in) - 1, pos + 2} {
					for _, op := range []string{"search", "match", "fullmatch"} {
						a, b := runOp(t, fast, op, in, pos, end), runOp(t, slow, op, in, pos, end)
						if a != b {
							t.Errorf("%q.%s(%q, %d, %d): fast %s, regexp2 %s", src, op, s, pos, end, a, b)
						}
						if isASCII(s) {
							if c := runASCIIOp(t, fast, op, s, pos, end); c != b {
								t.Errorf("%q.%s(%q, %d, %d) on the string: fast %s, regexp2 %s", src, op, s, pos, end, c, b)
							}
						}
					}
				}
			}
			a, errA := fast.FindAll(in, 0, len(in), nil)
			b, errB := slow.FindAll(in, 0, len(in), nil)
			if errA != nil || errB != nil || fmt.Sprint(a) != fmt.Sprint(b) {
				t.Errorf("%q.findall(%q): fast %v %v, regexp2 %v %v", src, s, a, errA, b, errB)
			}
			tmpl, err := fast.CompileTemplate("<\\g<0>>")
			if err != nil {
				t.Fatal(err)
			}
			ra, na, _ := fast.SubTemplate(tmpl, in, 0, nil)
			rb, nb, _ := slow.SubTemplate(tmpl, in, 0, nil)
			if string(ra) != string(rb) || na != nb {
				t.Errorf("%q.sub(%q): fast %q %d, regexp2 %q %d", src, s, string(ra), na, string(rb), nb)
			}
		}
	}
}

// isASCII reports whether s is ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// runASCIIOp is runOp matching the string itself (runASCII), and checks
// the match's texts against the string.
func runASCIIOp(t *testing.T, p *Pattern, op string, s string, pos, end int) string {
	md := map[string]mode{"search": modeSearch, "match": modeMatch, "fullmatch": modeFull}[op]
	pos, end = clampRange(len(s), pos, end)
	m, err := p.runASCII(md, s, pos, end, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m == nil {
		return "None"
	}
	for g := 0; g <= p.Groups(); g++ {
		if a, b := m.Span(g); a >= 0 {
			if txt, _ := m.Group(g); txt != s[a:b] || string(m.Input()[a:b]) != txt {
				t.Errorf("%q group %d on %q: %q", p.Pattern(), g, s, txt)
			}
		}
	}
	return fmt.Sprint(m.spans(), m.LastIndex())
}

// runOp renders the result of one matching operation.
func runOp(t *testing.T, p *Pattern, op string, in []rune, pos, end int) string {
	var m *Match
	var err error
	switch op {
	case "search":
		m, err = p.Search(in, pos, end, nil)
	case "match":
		m, err = p.MatchAt(in, pos, end, nil)
	default:
		m, err = p.FullMatch(in, pos, end, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	if m == nil {
		return "None"
	}
	return fmt.Sprint(m.spans(), m.LastIndex())
}

// TestFastBytes compares bytes patterns (ASCII classes) on both engines.
func TestFastBytes(t *testing.T) {
	for _, src := range []string{`\w+`, `\d+`, `\s+`, `\b\w`, `[^\w]+`, `.+`} {
		fast, err := CompileBytes([]byte(src), 0)
		if err != nil || fast.fast == nil {
			t.Fatalf("%q: %v %v", src, err, fast)
		}
		slow, _ := CompileBytes([]byte(src), 0)
		slow.fast = nil
		in := BytesToRunes([]byte("ab\xe9\xb2 1\xa0\x85x_9\n"))
		a, _ := fast.FindAll(in, 0, len(in), nil)
		b, _ := slow.FindAll(in, 0, len(in), nil)
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("%q: fast %v, regexp2 %v", src, a, b)
		}
	}
}

// TestFastCategories checks every category test of the simple-pattern
// matcher against the class regexp2 runs, for every code point of the
// BMP and a sample of the others.
func TestFastCategories(t *testing.T) {
	for _, flags := range []int{FlagUnicode, 0} {
		for c := catDigit; c <= catNotWord; c++ {
			body, neg := categoryBody(c, flags)
			cls := "[" + body + "]"
			if neg {
				cls = "[^" + body + "]"
			}
			re := regexp2.MustCompile(`\A`+cls+`\z`, regexp2.None)
			for r := rune(0); r <= 0x10ffff; r++ {
				if r > 0xffff && r%13 != 0 || r >= 0xd800 && r <= 0xdfff {
					continue
				}
				want, _ := re.MatchRunes([]rune{r})
				if got := categoryHas(c, r, flags != 0); got != want {
					t.Fatalf("category %d (flags %d) on %U: got %v, regexp2 %v", c, flags, r, got, want)
				}
			}
		}
	}
}

// TestFastFallsBack checks that patterns outside the subset run on
// regexp2.
func TestFastFallsBack(t *testing.T) {
	for _, src := range []string{`(?i)a`, `(?i:a)b`, `(ab)*`, `(?:ab|c)+`, `(a)\1`, `(?=a)`, `(?<=a)b`, `(?>a)`, `(a)?`, `(a)?(?(1)a|b)`, `(?a:\d)+`, `(?:(a)(b))(c)?`} {
		p, err := Compile(src, 0)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if p.fast != nil {
			t.Errorf("%q runs on the simple-pattern matcher", src)
		}
	}
}

// TestFastBacktrackingTimesOut checks that polynomial backtracking on the
// simple-pattern matcher stops at the attempt's time bound.
func TestFastBacktrackingTimesOut(t *testing.T) {
	p, err := Compile(`\d*\d*\d*\d*\d*\d*\d*x`, 0)
	if err != nil || p.fast == nil {
		t.Fatal(err, p.fast)
	}
	in := []rune(string(slices.Repeat([]byte("1"), 3000)))
	start := time.Now()
	_, err = p.Search(in, 0, len(in), &Limits{Timeout: 50 * time.Millisecond})
	if !IsTimeout(err) {
		t.Fatalf("got %v, want a timeout", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("stopping took %v", d)
	}
}

// TestBranchOfCharactersIsOneLoop checks CPython's parse-time rewrites of
// alternations: alternatives of one literal or class become one class
// and common first elements move out in front, so that these loops need
// no backtracking stack (MemoryEstimate 0) and run on the simple-pattern
// matcher, while loops over real branches keep their estimate.
func TestBranchOfCharactersIsOneLoop(t *testing.T) {
	for _, src := range []string{`(?:a|b)*c`, `(?:a|[bc]|x)+?`, `(?:\d|[a-z])*$`, `(?:xa|xb)c*`, `(?:a|b|a){0,3000000}c`, `(?:[ab]|\w)*+`} {
		p, err := Compile(src, 0)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if need := p.MemoryEstimate(2_000_000); need != 0 || p.fast == nil {
			t.Errorf("%q: estimate %d bytes on 2e6 characters, simple matcher %v", src, need, p.fast != nil)
		}
	}
	for _, src := range []string{`(?:ab|c)*d`, `(a|b)*c`, `(?:[^a]|b)*`, `(?:a|)*`} {
		p, err := Compile(src, 0)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if need := p.MemoryEstimate(2_000_000); need == 0 {
			t.Errorf("%q: a loop over a branch estimated at 0 bytes", src)
		}
	}
}
