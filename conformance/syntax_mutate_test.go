package conformance

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kraitpy/krait/conformance/internal/oracle"
	"github.com/kraitpy/krait/lexer"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/resolve"
)

// The invalid-program differential: valid conformance programs, each
// broken by one mutation of a kind people and language models make (a
// deleted, duplicated or swapped token, a dropped bracket or colon, bad
// indentation, an unterminated string, a broken f-string, misused walrus,
// lambda or star, `print x`, ...), compiled by CPython and by krait. For
// every program CPython rejects, krait must raise the same exception
// type with the same message, line, offset and end position (parser and
// resolver), and `krait run FILE` must print what `python3 FILE` prints
// (the quoted line and its carets).

// mutator applies one mutation of a category to a valid program.
type mutator struct {
	rng  *rand.Rand
	src  []byte
	toks []lexer.Token
}

// mutation is a category of edits; apply returns the mutated source, or
// false when the program offers no place for it.
type mutation struct {
	name  string
	apply func(m *mutator) (string, bool)
}

// real reports whether a token is source text (not NEWLINE, INDENT,
// DEDENT or EOF).
func real(t lexer.Token) bool { return t.Kind >= lexer.NAME }

func (m *mutator) pick(xs []string) string { return xs[m.rng.IntN(len(xs))] }

// pickTok returns the index of a random token satisfying ok, or -1.
func (m *mutator) pickTok(ok func(i int, t lexer.Token) bool) int {
	var idx []int
	for i, t := range m.toks {
		if ok(i, t) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return -1
	}
	return idx[m.rng.IntN(len(idx))]
}

// splice replaces src[start:end] with s.
func (m *mutator) splice(start, end int, s string) string {
	return string(m.src[:start]) + s + string(m.src[end:])
}

// editToken replaces a random token satisfying ok with edit of its text.
func (m *mutator) editToken(ok func(t lexer.Token) bool, edit func(text string) string) (string, bool) {
	i := m.pickTok(func(_ int, t lexer.Token) bool { return ok(t) })
	if i < 0 {
		return "", false
	}
	return m.splice(int(m.toks[i].Start), int(m.toks[i].End), edit(m.text(i))), true
}

// tokenEdge returns the start or the end of a random token.
func (m *mutator) tokenEdge() (int, bool) {
	i := m.pickTok(func(_ int, t lexer.Token) bool { return real(t) })
	if i < 0 {
		return 0, false
	}
	if m.rng.IntN(2) == 0 {
		return int(m.toks[i].End), true
	}
	return int(m.toks[i].Start), true
}

// insertNearToken inserts s just before or just after a random token.
func (m *mutator) insertNearToken(s string) (string, bool) {
	p, ok := m.tokenEdge()
	if !ok {
		return "", false
	}
	return m.splice(p, p, s), true
}

// isKind returns a token predicate for one kind.
func isKind(k lexer.Kind) func(lexer.Token) bool {
	return func(t lexer.Token) bool { return t.Kind == k }
}

// text returns token i's source text.
func (m *mutator) text(i int) string { return string(m.toks[i].Text(m.src)) }

// lineStart returns the byte offset of the start of the line holding
// offset p.
func (m *mutator) lineStart(p int) int {
	return bytes.LastIndexByte(m.src[:p], '\n') + 1
}

// lineEnd returns the offset of the newline ending the line holding p
// (or the length of the source).
func (m *mutator) lineEnd(p int) int {
	if i := bytes.IndexByte(m.src[p:], '\n'); i >= 0 {
		return p + i
	}
	return len(m.src)
}

// logicalStarts returns the indices of the first tokens of logical lines.
func (m *mutator) logicalStarts() []int {
	var out []int
	for i, t := range m.toks {
		if !real(t) {
			continue
		}
		if i == 0 || !real(m.toks[i-1]) {
			out = append(out, i)
		}
	}
	return out
}

// logicalLine returns the first token of a random logical line.
func (m *mutator) logicalLine() (lexer.Token, bool) {
	starts := m.logicalStarts()
	if len(starts) == 0 {
		return lexer.Token{}, false
	}
	return m.toks[starts[m.rng.IntN(len(starts))]], true
}

// name returns a random identifier of the program ("x" if none).
func (m *mutator) name() string {
	if i := m.pickTok(func(_ int, t lexer.Token) bool { return t.Kind == lexer.NAME }); i >= 0 {
		return m.text(i)
	}
	return "x"
}

// fillTemplate replaces each "N" standing alone in tmpl with a name of
// the program.
func (m *mutator) fillTemplate(tmpl string) string {
	return templateName.ReplaceAllStringFunc(tmpl, func(string) string { return m.name() })
}

var templateName = regexp.MustCompile(`\bN\b`)

// insertLines inserts a template (lines separated by "\n", "N" for a
// name of the program) before a random logical line, at its indentation.
func (m *mutator) insertLines(tmpl string) (string, bool) {
	t, ok := m.logicalLine()
	if !ok {
		return "", false
	}
	ls := m.lineStart(int(t.Start))
	indent := string(m.src[ls:t.Start])
	if strings.TrimLeft(indent, " \t\f") != "" {
		return "", false // the line starts inside a multi-line token
	}
	var b strings.Builder
	for _, l := range strings.Split(m.fillTemplate(tmpl), "\n") {
		b.WriteString(indent + l + "\n")
	}
	return m.splice(ls, ls, b.String()), true
}

// matching returns, for each bracket token, the index of its partner
// (-1 when unmatched).
func (m *mutator) matching() []int {
	match := make([]int, len(m.toks))
	var stack []int
	for i, t := range m.toks {
		match[i] = -1
		switch t.Kind {
		case lexer.LPAR, lexer.LSQB, lexer.LBRACE:
			stack = append(stack, i)
		case lexer.RPAR, lexer.RSQB, lexer.RBRACE:
			if n := len(stack); n > 0 {
				match[i], match[stack[n-1]] = stack[n-1], i
				stack = stack[:n-1]
			}
		}
	}
	return match
}

func isOpen(k lexer.Kind) bool  { return k == lexer.LPAR || k == lexer.LSQB || k == lexer.LBRACE }
func isClose(k lexer.Kind) bool { return k == lexer.RPAR || k == lexer.RSQB || k == lexer.RBRACE }

// lastOnLine reports whether token i is the last real token of its
// logical line.
func (m *mutator) lastOnLine(i int) bool {
	return i+1 < len(m.toks) && m.toks[i+1].Kind == lexer.NEWLINE
}

// firstOfLine returns the index of the first token of token i's logical
// line.
func (m *mutator) firstOfLine(i int) int {
	for i > 0 && real(m.toks[i-1]) {
		i--
	}
	return i
}

var compoundKeywords = map[lexer.Kind]bool{
	lexer.KwIf: true, lexer.KwElif: true, lexer.KwElse: true, lexer.KwFor: true, lexer.KwWhile: true,
	lexer.KwDef: true, lexer.KwClass: true, lexer.KwTry: true, lexer.KwExcept: true,
	lexer.KwFinally: true, lexer.KwWith: true, lexer.KwAsync: true,
}

var (
	mutKeywords = []string{"if", "else", "elif", "for", "in", "not", "and", "or", "is", "lambda", "def", "class",
		"return", "yield", "import", "from", "as", "pass", "break", "continue", "while", "with", "try",
		"except", "finally", "raise", "del", "global", "nonlocal", "assert", "None", "True", "async", "await"}
	mutOperators = []string{"(", ")", "[", "]", "{", "}", ":", ",", ";", ".", "=", "==", ":=", "*", "**", "->",
		"@", "+", "-", "/", "//", "%", "<", ">", "!=", "<>", "!", "+=", "...", "~", "|", "&", "^"}
	mutChars = []string{"$", "?", "`", "€", "\u00a0", "“", "！", "\x0c", "λ", "\u200b", "·", "²"}
)

// mutations are the categories of the differential, each a kind of
// mistake.
var mutations = []mutation{
	{"delete-token", func(m *mutator) (string, bool) {
		return m.editToken(real, func(string) string { return "" })
	}},
	{"duplicate-token", func(m *mutator) (string, bool) {
		return m.editToken(real, func(s string) string { return s + " " + s })
	}},
	{"swap-tokens", func(m *mutator) (string, bool) {
		i := m.pickTok(func(i int, t lexer.Token) bool {
			return real(t) && i+1 < len(m.toks) && real(m.toks[i+1]) && m.toks[i+1].Line == t.EndLine
		})
		if i < 0 {
			return "", false
		}
		a, b := m.toks[i], m.toks[i+1]
		return string(m.src[:a.Start]) + m.text(i+1) + string(m.src[a.End:b.Start]) + m.text(i) + string(m.src[b.End:]), true
	}},
	{"drop-close", func(m *mutator) (string, bool) {
		return m.editToken(func(t lexer.Token) bool { return isClose(t.Kind) }, func(string) string { return "" })
	}},
	{"drop-open", func(m *mutator) (string, bool) {
		return m.editToken(func(t lexer.Token) bool { return isOpen(t.Kind) }, func(string) string { return "" })
	}},
	{"wrong-close", func(m *mutator) (string, bool) {
		return m.editToken(func(t lexer.Token) bool { return isClose(t.Kind) }, func(s string) string {
			others := strings.Replace(")]}", s, "", 1)
			return string(others[m.rng.IntN(2)])
		})
	}},
	{"extra-close", func(m *mutator) (string, bool) {
		return m.insertNearToken(m.pick([]string{")", "]", "}"}))
	}},
	{"indentation", func(m *mutator) (string, bool) {
		t, ok := m.logicalLine()
		if !ok {
			return "", false
		}
		ls := m.lineStart(int(t.Start))
		indent := string(m.src[ls:t.Start])
		var repl string
		switch m.rng.IntN(5) {
		case 0:
			repl = indent + strings.Repeat(" ", 1+m.rng.IntN(4))
		case 1:
			if len(indent) == 0 {
				return "", false
			}
			repl = indent[:m.rng.IntN(len(indent))]
		case 2:
			repl = strings.Replace(indent, "    ", "\t", 1) + m.pick([]string{"", " "})
		case 3:
			repl = "\t" + indent
		default:
			repl = strings.Repeat(" ", m.rng.IntN(9))
		}
		if repl == indent {
			return "", false
		}
		return m.splice(ls, int(t.Start), repl), true
	}},
	{"stray-keyword", func(m *mutator) (string, bool) {
		return m.insertNearToken(" " + m.pick(mutKeywords) + " ")
	}},
	{"stray-token", func(m *mutator) (string, bool) {
		return m.insertNearToken(m.pick(mutOperators))
	}},
	{"replace-token", func(m *mutator) (string, bool) {
		return m.editToken(real, func(string) string {
			if m.rng.IntN(3) == 0 {
				return m.pick(mutKeywords)
			}
			return m.pick(mutOperators)
		})
	}},
	{"unterminated-string", func(m *mutator) (string, bool) {
		i := m.pickTok(func(_ int, t lexer.Token) bool { return t.Kind == lexer.STRING })
		if i < 0 {
			return "", false
		}
		t := m.toks[i]
		s := m.text(i)
		if m.rng.IntN(3) == 0 {
			// A line break inside the literal.
			q := strings.IndexAny(s, `'"`)
			if q < 0 || q+1 >= len(s)-1 {
				return "", false
			}
			p := int(t.Start) + q + 1 + m.rng.IntN(len(s)-q-2)
			return m.splice(p, p, "\n"), true
		}
		n := 1
		if strings.HasSuffix(s, `'''`) || strings.HasSuffix(s, `"""`) {
			n = 1 + m.rng.IntN(3)
		}
		return m.splice(int(t.End)-n, int(t.End), ""), true
	}},
	{"fstring", func(m *mutator) (string, bool) {
		i := m.pickTok(func(i int, t lexer.Token) bool {
			s := strings.ToLower(m.text(i))
			q := strings.IndexAny(s, `'"`)
			return t.Kind == lexer.STRING && q > 0 && strings.Contains(s[:q], "f") && strings.Contains(s, "{")
		})
		if i < 0 {
			return m.insertLines(m.pick([]string{
				"print(f'{N!}')", "print(f'{}')", "print(f'{N')", "print(f'N}')", "print(f'{N!x}')",
				"print(f'{N:{N:{N}}}')", "print(f'{N=!}')", "print(f'{lambda N: N}')", "print(f'{*N}')",
				"print(f'{N #}')", "print(f'{\\n}')", "print(f'{yield}')", "print(f'{N!r:>{N}')",
				"print(f'{N N}')", "print(f'{N:=1}')", "print(f'{ }')", "print(f'{N:{}}')", "print(f\"{N['a']}\")",
				"print(f'''{\nN\n}''')", "print(f'{N}' f'{')", "print(f'{)}')", "print(f'{N)}')", "print(f'{[}')",
			}))
		}
		t := m.toks[i]
		s := m.text(i)
		var opens []int
		for j := 0; j < len(s); j++ {
			if s[j] == '{' {
				if j+1 < len(s) && s[j+1] == '{' {
					j++
					continue
				}
				opens = append(opens, j)
			}
		}
		if len(opens) == 0 {
			return "", false
		}
		o := opens[m.rng.IntN(len(opens))]
		c := strings.IndexByte(s[o:], '}')
		if c < 0 {
			return "", false
		}
		c += o
		var ns string
		switch m.rng.IntN(4) {
		case 0: // replace the replacement field's contents
			ns = s[:o+1] + m.fillTemplate(m.pick([]string{"", " ", "!r", "N!", "N!z", "N=!", "#", "N:{N:{N}}",
				"lambda N: N", "yield", "*N", "N N", "1 +", "N)", "(N", "N!r=", "\\\\", "N:{", "N!r:{}", "'", "N:=1", "=",
			})) + s[c:]
		case 1: // drop the closing brace
			ns = s[:c] + s[c+1:]
		case 2: // a lone closing brace
			p := 1 + m.rng.IntN(len(s)-2)
			ns = s[:p] + "}" + s[p:]
		default: // an extra opening brace
			p := o + 1 + m.rng.IntN(c-o)
			ns = s[:p] + "{" + s[p:]
		}
		return m.splice(int(t.Start), int(t.End), ns), true
	}},
	{"walrus", func(m *mutator) (string, bool) {
		if m.rng.IntN(2) == 0 {
			i := m.pickTok(func(i int, t lexer.Token) bool { return t.Kind == lexer.EQUAL })
			if i >= 0 {
				return m.splice(int(m.toks[i].Start), int(m.toks[i].End), ":="), true
			}
		}
		return m.insertLines(m.pick([]string{"N := 1", "(N.N := 1)", "(N[0] := 1)", "((N, N) := N)", "(N := 1 := 2)",
			"def N(N := 1): pass", "N = [N := 1 for N in N]", "(N() := 1)", "N = (lambda: N := 1)", "print(N := 1, N = 2)",
			"(*N := N)", "N(N for N in N := N)", "[N for N in (N := N)]", "N[N := 1]", "(N := yield)", "('s' := 1)",
			"(True := 1)", "(N, N := 1, 2)", "with (N := N): pass", "N = {N := 1: 2}", "N = {N: N := 1}",
		}))
	}},
	{"lambda", func(m *mutator) (string, bool) {
		return m.insertLines(m.pick([]string{"N = lambda (N): N", "N = lambda N=1, N: N", "N = lambda *: 1",
			"N = lambda N, N: 1", "N = lambda: yield", "lambda N: N = 1", "N = lambda **N, N: 1", "N = lambda N: *N",
			"N = lambda N: return N", "N = lambda N:", "N = lambda: (yield)", "N = lambda N, *, **N: 1",
			"N = lambda *N, *N: 1", "N = lambda N: N for N in N", "N(lambda N: N = 1)", "N = lambda N: pass",
			"N = lambda N, /, N: 1", "N = lambda /: 1", "N = lambda N: N if N", "N = lambda N.N: 1", "N = lambda [N]: 1",
			"N = lambda N: await N", "N = lambda N: (N := 1)", "N = lambda: *N, N", "lambda = 1",
		}))
	}},
	{"star", func(m *mutator) (string, bool) {
		if m.rng.IntN(3) == 0 {
			i := m.pickTok(func(i int, t lexer.Token) bool {
				return t.Kind == lexer.NAME && i > 0 && (m.toks[i-1].Kind == lexer.EQUAL || m.toks[i-1].Kind == lexer.KwReturn ||
					m.toks[i-1].Kind == lexer.LPAR || m.toks[i-1].Kind == lexer.COMMA || !real(m.toks[i-1]))
			})
			if i >= 0 {
				p := int(m.toks[i].Start)
				return m.splice(p, p, m.pick([]string{"*", "**"})), true
			}
		}
		return m.insertLines(m.pick([]string{"*N", "*N = N", "N = *N", "del *N", "print(**N, *N)", "N = [**N]",
			"N(*)", "N(**)", "*N, *N = N", "N = {**N for N in N}", "N(N=1, N)", "N(**N, N)", "for *N in N: pass",
			"N = (*N)", "print(*N for N in N)", "N = [*N for N in N]", "N += *N", "N = N, **N", "N[*N] = 1",
			"N(* N)", "N = {*N: 1}", "N = **N", "N = N if *N else N", "return *N", "*N += 1", "print(N=*N)",
			"def N(*, **N): pass", "def N(**N, N): pass", "def N(*N, *N): pass", "def N(N=1, N): pass",
			"def N(N, /, /): pass", "def N(/, N): pass", "def N(*, N, /): pass", "def N(**N=1): pass", "def N(*N=1): pass",
			"class N(N=1, N): pass", "N(N for N in N, 1)", "N(1, N for N in N)", "print(*)", "N = *N,",
		}))
	}},
	{"print-statement", func(m *mutator) (string, bool) {
		match := m.matching()
		i := m.pickTok(func(i int, t lexer.Token) bool {
			return t.Kind == lexer.NAME && m.text(i) == "print" && i+1 < len(m.toks) && m.toks[i+1].Kind == lexer.LPAR &&
				match[i+1] > 0 && m.toks[match[i+1]].Line == t.Line
		})
		if i < 0 || m.rng.IntN(4) == 0 {
			return m.insertLines(m.pick([]string{"print N", "print 'N'", "print N, N", "exec 'N'", "exec N",
				"print >>N, N", "print", "print -N", "print N.N", "print N[0]", "print(N) N", "print f'{N}'", "exec('N') N"}))
		}
		l, r := m.toks[i+1], m.toks[match[i+1]]
		return string(m.src[:l.Start]) + " " + string(m.src[l.End:r.Start]) + string(m.src[r.End:]), true
	}},
	{"missing-colon", func(m *mutator) (string, bool) {
		i := m.pickTok(func(i int, t lexer.Token) bool {
			if t.Kind != lexer.COLON {
				return false
			}
			f := m.firstOfLine(i)
			if !compoundKeywords[m.toks[f].Kind] && m.text(f) != "match" && m.text(f) != "case" {
				return false
			}
			// The header's colon: the first colon at bracket depth 0.
			depth := 0
			for j := f; j < i; j++ {
				switch {
				case isOpen(m.toks[j].Kind):
					depth++
				case isClose(m.toks[j].Kind):
					depth--
				case m.toks[j].Kind == lexer.COLON && depth == 0:
					return false
				case m.toks[j].Kind == lexer.KwLambda:
					return false
				}
			}
			return depth == 0
		})
		if i < 0 {
			return "", false
		}
		return m.splice(int(m.toks[i].Start), int(m.toks[i].End), ""), true
	}},
	{"bad-assignment", func(m *mutator) (string, bool) {
		if m.rng.IntN(3) == 0 {
			i := m.pickTok(func(i int, t lexer.Token) bool {
				f := m.firstOfLine(i)
				k := m.toks[f].Kind
				return t.Kind == lexer.EQEQUAL && (k == lexer.KwIf || k == lexer.KwElif || k == lexer.KwWhile || k == lexer.KwAssert)
			})
			if i >= 0 {
				return m.splice(int(m.toks[i].Start), int(m.toks[i].End), "="), true
			}
		}
		return m.insertLines(m.pick([]string{"if N = 1: pass", "N() = 1", "N + 1 = N", "1 = N", "None = N", "N() += 1",
			"'s' = N", "N.N() = 1", "[N, N()] = N", "N(N for N in N) = 1", "del N()", "del 1", "for N() in N: pass",
			"with N as N(): pass", "N if N else N = 1", "(N, N) += 1", "not N = 1", "N = yield = 1", "N, 1 = N",
			"f'{N}' = 1", "N[0] + 1 = 2", "N and N = 1", "-N = 1", "N < N = 1", "(N := 1) = 2", "lambda: 1 = N",
			"{N: N} = N", "{N} = N", "... = 1", "True += 1", "N = 1 = N", "__debug__ = 1", "del (N, 1)",
			"while N = 1: pass", "assert N = 1", "N(N=1) = 2", "N(N) += N", "[N for N in N] = 1", "N.N += yield",
			"N = N = await", "N: int = 1 = 2", "(N): int = 1", "N, N: int", "[N]: int", "N(): int",
			"import N as N.N", "from N import (N, N", "from N import N,", "import N,", "from . import", "import N as 1",
			"from __future__ import braces", "global N, 1", "nonlocal", "del N + 1", "del", "raise N from",
		}))
	}},
	{"keyword-as-name", func(m *mutator) (string, bool) {
		return m.editToken(isKind(lexer.NAME), func(string) string { return m.pick(mutKeywords) })
	}},
	{"number", func(m *mutator) (string, bool) {
		i := m.pickTok(func(_ int, t lexer.Token) bool { return t.Kind == lexer.NUMBER })
		if i < 0 {
			return m.insertLines("N = " + m.pick([]string{"1_", "0777", "1a", "0x", "0b2", "1e", "1.2.3", "09", "1__0", "0o8", "1.e", "1_000_", "0_7", "1j2", "0xg", "1in N", "0b1for N in N", "1if N else 2", "1 if 1else 2", "1.__add__", "0x_", "1e+", "07.5", "00", "0_0", "1_.5", "1._5"}))
		}
		t := m.toks[i]
		s := m.text(i)
		var ns string
		switch m.rng.IntN(8) {
		case 0:
			ns = s + "_"
		case 1:
			ns = s + m.pick([]string{"a", "x", "_a", "e", "j2", "if", "in", "or", "else", "$", "\u00e9"})
		case 2:
			ns = "0" + s
		case 3:
			p := 1 + m.rng.IntN(len(s))
			ns = s[:p] + "__" + s[p:]
		case 4:
			ns = m.pick([]string{"0x", "0b", "0o"}) + s
		case 5:
			ns = s + "." + s + "." + s
		case 6:
			ns = s + m.pick([]string{"e", "e+", "j", "L", "l"})
		default:
			ns = s[:1] + "_" + s[1:]
		}
		return m.splice(int(t.Start), int(t.End), ns), true
	}},
	{"invalid-character", func(m *mutator) (string, bool) {
		return m.insertNearToken(m.pick(mutChars))
	}},
	{"backslash", func(m *mutator) (string, bool) {
		switch m.rng.IntN(4) {
		case 0:
			return strings.TrimRight(string(m.src), "\n") + "\n" + m.pick([]string{"\\", "N = 1 +\\", "\\\n", "N = \\", "\\ ", "N(\\"}), true
		case 1:
			return m.insertNearToken(m.pick([]string{"\\", " \\ ", "\\x", "\\ # c", "\\\n"}))
		default:
			i := m.pickTok(func(i int, t lexer.Token) bool { return real(t) && m.lastOnLine(i) })
			if i < 0 {
				return "", false
			}
			p := int(m.toks[i].End)
			return m.splice(p, p, m.pick([]string{" \\", "\\", " \\ ", " \\\n", "\\\n\n"})), true
		}
	}},
	{"truncate", func(m *mutator) (string, bool) {
		p, ok := m.tokenEdge()
		if !ok {
			return "", false
		}
		s := string(m.src[:p])
		if m.rng.IntN(2) == 0 {
			s += "\n"
		}
		return s, true
	}},
	{"empty-block", func(m *mutator) (string, bool) {
		if m.rng.IntN(2) == 0 {
			// Delete the body of a compound statement.
			i := m.pickTok(func(i int, t lexer.Token) bool {
				return t.Kind == lexer.INDENT && i > 0 && m.toks[i-1].Kind == lexer.NEWLINE
			})
			if i >= 0 {
				depth, j := 0, i
				for ; j < len(m.toks); j++ {
					if m.toks[j].Kind == lexer.INDENT {
						depth++
					} else if m.toks[j].Kind == lexer.DEDENT {
						if depth--; depth == 0 {
							break
						}
					}
				}
				if j < len(m.toks) {
					start := m.lineStart(int(m.toks[i+1].Start))
					end := m.lineStart(int(m.toks[j].Start))
					if m.toks[j].Kind == lexer.DEDENT && int(m.toks[j].Start) >= len(m.src) {
						end = len(m.src)
					}
					if end > start {
						return m.splice(start, end, ""), true
					}
				}
			}
		}
		return m.insertLines(m.pick([]string{"if N:", "for N in N:", "while N:", "def N():", "class N:", "try:",
			"with N:", "else:", "elif N:", "except:", "finally:", "match N:", "case 1:", "async def N():",
			"if N: pass\nelse:", "try:\n    pass", "try:\n    pass\nelse:\n    pass", "def N(): \"doc\"\nN()\n  N",
			"if N:\npass", "for N in N:\n# c\nN", "class N:\n\tpass\n        pass", "with N as N, :", "except N:\n    pass",
			"match N:\n    case:\n        pass", "match N:\n    N", "if N:\n    pass\n  else:\n    pass",
		}))
	}},
	{"misplaced-clause", func(m *mutator) (string, bool) {
		return m.insertLines(m.pick([]string{"else: pass", "elif N: pass", "except: pass", "finally: pass",
			"except N as N: pass", "case N: pass", "else N: pass", "try: pass", "try: pass\nN = 1\nexcept: pass",
			"try:\n    pass\nexcept N, N:\n    pass", "try:\n    pass\nexcept* N:\n    pass\nexcept N:\n    pass",
			"try:\n    pass\nexcept:\n    pass\nexcept N:\n    pass", "if N: pass\nelse: pass\nelse: pass",
			"@N\nN = 1", "@N\n", "@\ndef N(): pass", "async N", "async with N: pass", "await N", "yield N",
			"return N", "break", "continue", "nonlocal N", "def N():\n    nonlocal N", "def N(N):\n    global N",
			"def N():\n    N = 1\n    global N", "def N():\n    print(N)\n    nonlocal N", "class N:\n    return 1",
			"def N():\n    yield from N\n    return 1\nasync def N():\n    yield from N", "def N():\n    from N import *",
			"async def N():\n    yield 1\n    return 2", "def N(N, N): pass", "def N(*, N, N): pass",
			"def N():\n    def N():\n        nonlocal N\n    N = 1\n    global N", "for N in N:\n    pass\nelse:\n    break",
			"class N:\n    [N := 1 for N in N]", "[N := 1 for N in N]", "[N for N in (N := [])]", "x: int\nglobal x",
			"match N:\n    case N:\n        pass\n    case 1:\n        pass", "match N:\n    case [N, N]:\n        pass",
			"match N:\n    case N | 1:\n        pass", "match N:\n    case _:\n        pass\n    case 1:\n        pass",
			"match N:\n    case {**N, 'a': 1}:\n        pass", "match N:\n    case N():\n        pass",
			"match N:\n    case -N:\n        pass", "match N:\n    case 1 + N:\n        pass", "match N:\n    case {N: 1}:\n        pass",
			"match N:\n    case [*N, *N]:\n        pass", "match N:\n    case N(N=1, N):\n        pass", "match N:\n    case f'{N}':\n        pass",
		}))
	}},
	{"comprehension", func(m *mutator) (string, bool) {
		return m.insertLines(m.pick([]string{"N = [N for N in N if N else N]", "N = [*N for N in N]",
			"N = {**N for N in N}", "N = [N, N for N in N]", "N = [N for N in N, N]", "N = [N for in N]",
			"N = [N for N N]", "N = [for N in N]", "N = {N: for N in N}", "N = (N for N in)", "N = [N for N in N if]",
			"N = [N for (N, 1) in N]", "N = [N async for N in N]", "N = [await N for N in N]", "N = [N for N in N for]",
			"N = [yield N for N in N]", "N = [N for N in N] if", "N = {N: N, N for N in N}", "N = {N: *N for N in N}",
			"N = [N for N() in N]", "N = [i for i in range(3) if i = 1]", "N = [N for N in N else N]",
		}))
	}},
	{"strings", func(m *mutator) (string, bool) {
		return m.insertLines(m.pick([]string{"N = 'a' b'b'", "N = bu'N'", "N = 'a\\N{nosuchname}'", "N = b'\u00e9'",
			"N = '\\x4'", "N = u'a' f'{N}' b'c'", "N = br'a' 'b'", "N = '''a", "N = \"abc", "N = 'a' 'b", "N = rb'\\'",
			"N = f'{N}' b'x'", "N = '\\N{LATIN SMALL LETTER A}' '", "N = b'\\N{DASH}'", "N = '\\U0011ffff'",
			"N = 'a'\n'b", "N = (\n'a'\n'b", "N = \"\"\"\nabc\n", "N = f'''\n{N\n'''", "N = ur'x'", "N = 'x' 'y' N",
		}))
	}},
	{"drop-comma", func(m *mutator) (string, bool) {
		return m.editToken(isKind(lexer.COMMA), func(string) string { return m.pick([]string{"", " "}) })
	}},
	{"move-line", func(m *mutator) (string, bool) {
		starts := m.logicalStarts()
		if len(starts) < 2 {
			return "", false
		}
		a := m.toks[starts[m.rng.IntN(len(starts))]]
		b := m.toks[starts[m.rng.IntN(len(starts))]]
		al := m.lineStart(int(a.Start))
		line := string(m.src[al:m.lineEnd(int(a.Start))]) + "\n"
		bl := m.lineStart(int(b.Start))
		return m.splice(bl, bl, line), true
	}},
}

// syntaxMutateScript is the oracle of the differential: it reads a JSON
// object {"dir": D, "n": N}, where D/<i>.py (0 <= i < N) are the
// programs, and writes one JSON line per program: what compile() of the
// decoded text (under a file name that does not exist) raises (type, msg, positions: offsets in characters, as
// krait's SyntaxError counts them) and, for a SyntaxError, the text `python3
// D/<i>.py` prints (CPython's own printer, sys.__excepthook__, on the
// error its file tokenizer reports, obtained through PyRun_FileExFlags:
// the program is compiled but not run, since compile() rejected it).
const syntaxMutateScript = `
import ctypes, io, json, sys, warnings
warnings.simplefilter("ignore")
sys.setrecursionlimit(10000)
libc = ctypes.CDLL(None)
libc.fopen.restype = ctypes.c_void_p
libc.fopen.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
run_file = ctypes.pythonapi.PyRun_FileExFlags
run_file.restype = ctypes.py_object
run_file.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.py_object, ctypes.py_object, ctypes.c_int, ctypes.c_void_p]

def file_report(path):
    fp = libc.fopen(path.encode(), b"rb")
    if not fp:
        return "!fopen"
    env = {"__builtins__": {}}
    try:
        run_file(fp, path.encode(), 257, env, env, 1, None)
    except SyntaxError as e:
        e.__traceback__ = None
        buf, old = io.StringIO(), sys.stderr
        sys.stderr = buf
        try:
            sys.__excepthook__(type(e), e, None)
        finally:
            sys.stderr = old
        return buf.getvalue()
    except BaseException as e:
        return "!" + type(e).__name__
    return "!ran"

req = json.load(sys.stdin)
for i in range(req["n"]):
    path = "%s/%d.py" % (req["dir"], i)
    with open(path, "rb") as f:
        src = f.read()
    out = {"type": None}
    try:
        # Under a name that is no file: CPython re-reads an error's line
        # from the named file, newline included, which moves the clamped
        # end of a range that ends on a later line one column on;
        # krait's errors are those of compile() of a str.
        compile(src.decode("utf-8"), path + ".str", "exec", dont_inherit=True)
    except SyntaxError as e:
        out = {"type": type(e).__name__, "msg": e.msg, "lineno": e.lineno or 0, "offset": e.offset or 0,
               "end_lineno": e.end_lineno or 0, "end_offset": e.end_offset or 0}
    except BaseException as e:
        out = {"type": type(e).__name__, "msg": str(e)}
    if out["type"] in ("SyntaxError", "IndentationError", "TabError"):
        out["report"] = file_report(path)
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
`

// mutCase is one generated invalid program and both answers.
type mutCase struct {
	index    int
	category string
	origin   string // the program it was made from
	path     string
	src      []byte
	want     mutAnswer
	got      mutAnswer
	krait    error // a krait failure other than a SyntaxError
}

// mutAnswer is a compile error and the report printed for it.
type mutAnswer struct {
	oracle.ParseError
	Report string `json:"report"`
}

// kraitCompile parses and resolves src, turning a panic or a compile
// that does not finish into an error.
func kraitCompile(filename string, src []byte) error {
	done := make(chan error, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Errorf("Go panic: %v\n%s", r, firstLines(string(debug.Stack()), 12))
			}
		}()
		mod, err := parser.ParseFile(filename, src)
		if err == nil {
			_, err = resolve.Resolve(filename, src, mod)
		}
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(parseTimeout):
		return fmt.Errorf("compile did not finish within %v", parseTimeout)
	}
}

// generateMutations makes n invalid-program candidates from the programs
// under testdata/programs, deterministically from seed.
func generateMutations(t *testing.T, n, seed int, only string) []*mutCase {
	files, err := filepath.Glob(filepath.Join(programsDir, "*", "*.py"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs: %v", err)
	}
	sort.Strings(files)
	type prog struct {
		name string
		src  []byte
		toks []lexer.Token
	}
	var progs []prog
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		toks, lerr := lexer.Tokenize(src)
		if lerr != nil {
			continue
		}
		rel, _ := filepath.Rel(programsDir, f)
		progs = append(progs, prog{rel, src, toks})
	}
	muts := mutations
	if only != "" {
		muts = nil
		for _, mu := range mutations {
			if strings.Contains(mu.name, only) {
				muts = append(muts, mu)
			}
		}
		if len(muts) == 0 {
			t.Fatalf("no mutation category matches %q", only)
		}
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x73796e746178))
	var out []*mutCase
	for len(out) < n {
		p := progs[rng.IntN(len(progs))]
		mu := muts[rng.IntN(len(muts))]
		m := &mutator{rng: rng, src: p.src, toks: p.toks}
		s, ok := mu.apply(m)
		if !ok || strings.IndexByte(s, 0) >= 0 {
			continue
		}
		out = append(out, &mutCase{index: len(out), category: mu.name, origin: p.name, src: []byte(s)})
	}
	return out
}

// askCPython fills in CPython's answers, running the oracle script once
// for all programs (written under dir).
func askCPython(py *oracle.Python, dir string, cases []*mutCase) error {
	for _, c := range cases {
		c.path = filepath.Join(dir, fmt.Sprintf("%d.py", c.index))
		if err := os.WriteFile(c.path, c.src, 0o644); err != nil {
			return err
		}
	}
	req, _ := json.Marshal(map[string]any{"dir": dir, "n": len(cases)})
	cmd := exec.Command(py.Exe, "-I", "-c", syntaxMutateScript)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(req)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("python3: %v\n%s", err, stderr.String())
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(cases) {
		return fmt.Errorf("python3 answered %d of %d programs\n%s", len(lines), len(cases), stderr.String())
	}
	for i, l := range lines {
		if err := json.Unmarshal([]byte(l), &cases[i].want); err != nil {
			return err
		}
	}
	return nil
}

// askKrait fills in krait's answers: the compile error in process, and
// what `krait run FILE` prints on stderr for the programs it rejects.
func askKrait(bin string, cases []*mutCase) {
	var wg sync.WaitGroup
	work := make(chan *mutCase)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range work {
				err := kraitCompile(c.path, c.src)
				var se *parser.SyntaxError
				switch {
				case err == nil:
					continue
				case !errors.As(err, &se):
					c.krait = err
					continue
				}
				c.got.ParseError = oracle.ParseError{Type: se.Kind, Msg: se.Msg, Lineno: se.Lineno, Offset: se.Offset,
					EndLineno: se.EndLineno, EndOffset: se.EndOffset}
				ctx, cancel := context.WithTimeout(context.Background(), programTimeout)
				cmd := exec.CommandContext(ctx, bin, "run", c.path)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				cmd.Stdin = strings.NewReader("")
				cmd.Run()
				cancel()
				c.got.Report = stderr.String()
			}
		}()
	}
	for _, c := range cases {
		if isSyntaxErrorType(c.want.Type) {
			work <- c
		}
	}
	close(work)
	wg.Wait()
}

func isSyntaxErrorType(s string) bool {
	return s == "SyntaxError" || s == "IndentationError" || s == "TabError"
}

// mutStats counts one category's results.
type mutStats struct {
	total, accepted, other, kind, msg, offset, end, report, any int
}

// classify records how c's answers differ, returning the names of the
// differences.
func (s *mutStats) classify(c *mutCase) []string {
	s.total++
	var d []string
	count := func(differs bool, n *int, what string) {
		if differs {
			*n++
			d = append(d, what)
		}
	}
	w, g := c.want, c.got
	switch {
	case c.krait != nil:
		count(true, &s.other, "krait-error")
	case g.Type == "":
		count(true, &s.accepted, "accepted")
	default:
		count(g.Type != w.Type || g.Lineno != w.Lineno, &s.kind, "type/line")
		count(g.Msg != w.Msg, &s.msg, "message")
		count(g.Offset != w.Offset, &s.offset, "offset")
		count(g.EndLineno != w.EndLineno || g.EndOffset != w.EndOffset, &s.end, "end")
		count(g.Report != w.Report, &s.report, "report")
	}
	if len(d) > 0 {
		s.any++
	}
	return d
}

func (s mutStats) row(name string) string {
	pct := func(n int) string { return fmt.Sprintf("%5.1f%%", 100*float64(n)/float64(max(s.total, 1))) }
	return fmt.Sprintf("%-20s %6d %6s  %5d %5d %5d %5d %5d %5d %5d", name, s.total, pct(s.any),
		s.accepted+s.other, s.kind, s.msg, s.offset, s.end, s.report, s.any)
}

// messageShape abstracts a CPython message for grouping (line numbers and
// quoted names removed).
var (
	shapeNumber = regexp.MustCompile(`\d+`)
	shapeQuoted = regexp.MustCompile(`'[^']*'`)
)

func messageShape(msg string) string {
	return shapeQuoted.ReplaceAllString(shapeNumber.ReplaceAllString(msg, "N"), "'…'")
}

// TestSyntaxMutations is the invalid-program differential (opt-in:
// KRAIT_SYNTAX_MUTATE_N=n programs, KRAIT_RANDOM_SEED, and
// KRAIT_SYNTAX_MUTATE_ONLY=category to restrict the mutations;
// KRAIT_RANDOM_DUMP=dir writes each differing program with both answers,
// KRAIT_SYNTAX_MUTATE_KEEP=dir keeps all the programs there).
// It reports the share of CPython-rejected programs on which krait
// differs, by category and by CPython message, and fails only on a krait
// failure that is not a SyntaxError (a panic, a hang, another error).
func TestSyntaxMutations(t *testing.T) {
	n := envInt("KRAIT_SYNTAX_MUTATE_N", 0)
	if n == 0 {
		t.Skip("set KRAIT_SYNTAX_MUTATE_N to run the invalid-program differential")
	}
	py, err := oracle.Find(context.Background())
	if errors.Is(err, oracle.ErrNoPython) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	bin, err := binary.get()
	if err != nil {
		t.Fatal(err)
	}
	seed := envInt("KRAIT_RANDOM_SEED", 1)
	cases := generateMutations(t, n, seed, os.Getenv("KRAIT_SYNTAX_MUTATE_ONLY"))
	dir := os.Getenv("KRAIT_SYNTAX_MUTATE_KEEP")
	if dir == "" {
		dir = t.TempDir()
	} else if dir, err = filepath.Abs(dir); err != nil {
		t.Fatal(err)
	}
	if err := askCPython(py, dir, cases); err != nil {
		t.Fatal(err)
	}
	askKrait(bin, cases)

	dump := os.Getenv("KRAIT_RANDOM_DUMP")
	byCat := map[string]*mutStats{}
	byMsg := map[string]*mutStats{}
	var all mutStats
	var shown int
	for _, c := range cases {
		if !isSyntaxErrorType(c.want.Type) {
			continue
		}
		if byCat[c.category] == nil {
			byCat[c.category] = &mutStats{}
		}
		shape := c.want.Type + ": " + messageShape(c.want.Msg)
		if byMsg[shape] == nil {
			byMsg[shape] = &mutStats{}
		}
		byMsg[shape].classify(c)
		all.classify(c)
		d := byCat[c.category].classify(c)
		if len(d) == 0 {
			continue
		}
		detail := fmt.Sprintf("program %d (%s, from %s) differs in %s\n%s  cpython: %s: %s (%d:%d-%d:%d)\n  krait:   %s: %s (%d:%d-%d:%d)\n",
			c.index, c.category, c.origin, strings.Join(d, ", "), indent(excerpt(string(c.src), c.want.Lineno)),
			c.want.Type, c.want.Msg, c.want.Lineno, c.want.Offset, c.want.EndLineno, c.want.EndOffset,
			c.got.Type, c.got.Msg, c.got.Lineno, c.got.Offset, c.got.EndLineno, c.got.EndOffset)
		if c.krait != nil {
			detail += fmt.Sprintf("  krait failed: %v\n", c.krait)
			t.Errorf("%s", detail)
		}
		if c.got.Report != c.want.Report {
			detail += "  python3 FILE:\n" + indent(c.want.Report) + "  krait run FILE:\n" + indent(c.got.Report)
		}
		if dump != "" {
			os.WriteFile(filepath.Join(dump, fmt.Sprintf("%d.py", c.index)), c.src, 0o644)
			os.WriteFile(filepath.Join(dump, fmt.Sprintf("%d.txt", c.index)), []byte(detail), 0o644)
		}
		if shown < 10 {
			shown++
			t.Logf("%s", detail)
		}
	}
	var b strings.Builder
	header := fmt.Sprintf("%-20s %6s %6s  %5s %5s %5s %5s %5s %5s %5s\n", "category", "n", "differ", "accpt", "t/l", "msg", "off", "end", "rprt", "any")
	b.WriteString(header)
	names := make([]string, 0, len(byCat))
	for k := range byCat {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		b.WriteString(byCat[k].row(k) + "\n")
	}
	b.WriteString(all.row("all") + "\n\nby CPython message (with differences):\n")
	shapes := make([]string, 0, len(byMsg))
	for k, s := range byMsg {
		if s.any > 0 {
			shapes = append(shapes, k)
		}
	}
	sort.Slice(shapes, func(i, j int) bool {
		if a, b := byMsg[shapes[i]].any, byMsg[shapes[j]].any; a != b {
			return a > b
		}
		return shapes[i] < shapes[j]
	})
	for _, k := range shapes {
		s := byMsg[k]
		fmt.Fprintf(&b, "  %4d/%-4d %s\n", s.any, s.total, k)
	}
	t.Logf("%d programs (seed %d), %d rejected by CPython:\n%s", len(cases), seed, all.total, b.String())
}

// excerpt returns up to three lines of src around line n (1-based).
func excerpt(src string, n int) string {
	lines := strings.Split(strings.TrimSuffix(src, "\n"), "\n")
	lo, hi := max(n-3, 0), min(n+1, len(lines))
	if lo >= hi {
		lo, hi = max(len(lines)-3, 0), len(lines)
	}
	var b strings.Builder
	for i := lo; i < hi; i++ {
		fmt.Fprintf(&b, "%4d %s\n", i+1, lines[i])
	}
	return b.String()
}
