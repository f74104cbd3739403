package difftest

import (
	"context"
	"strings"
	"time"
)

// Minimize shrinks d's program while krait and CPython still differ and
// CPython still accepts it: it deletes statements (a line with the block
// under it, a whole if/try/for statement with its clauses) and unwraps
// compound statements into their bodies, until no single step keeps the
// difference. The result carries both outputs of the minimal program.
func Minimize(ctx context.Context, d *Difference, py *CPython, timeout time.Duration) *Difference {
	best := *d
	shrink(d.Program, func(src string) bool {
		if ctx.Err() != nil {
			return false
		}
		want, err := py.Run(src)
		if err != nil || isSyntaxError(want.Exception) {
			return false
		}
		got := RunKraitImports(ctx, src, timeout, d.imports())
		if got == want {
			return false
		}
		nd := &Difference{Seed: d.Seed, Index: d.Index, Program: src, Krait: got, CPython: want}
		if explain(nd) != nil {
			return false
		}
		best = *nd
		return true
	})
	return &best
}

// shrink returns the smallest program it reaches from src by deleting and
// unwrapping statements, one step at a time, each kept only when keep
// accepts the result.
func shrink(src string, keep func(string) bool) string {
	lines := strings.Split(strings.TrimRight(src, "\n"), "\n")
	try := func(cand []string) bool { return keep(strings.Join(cand, "\n") + "\n") }
	for changed := true; changed; {
		changed = false
		// Deletions, from the end so indexes stay valid.
		for i := len(lines) - 1; i >= 0; i-- {
			if i >= len(lines) {
				continue
			}
			for _, end := range []int{statementEnd(lines, i), blockEnd(lines, i), i + 1} {
				cand := append(append([]string{}, lines[:i]...), lines[end:]...)
				if end > i && try(cand) {
					lines, changed = cand, true
					break
				}
			}
		}
		// Unwrapping: a compound statement becomes its first body.
		for i := 0; i < len(lines); i++ {
			if !strings.HasSuffix(lines[i], ":") {
				continue
			}
			body := blockEnd(lines, i)
			if body == i+1 {
				continue
			}
			ind := indentOf(lines[i])
			sub := indentOf(lines[i+1]) - ind
			var inner []string
			for _, l := range lines[i+1 : body] {
				inner = append(inner, l[min(sub, indentOf(l)):])
			}
			cand := append(append(append([]string{}, lines[:i]...), inner...), lines[statementEnd(lines, i):]...)
			if try(cand) {
				lines, changed = cand, true
			}
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

func isSyntaxError(exc string) bool {
	return strings.HasPrefix(exc, "SyntaxError") || strings.HasPrefix(exc, "IndentationError")
}

func indentOf(l string) int { return len(l) - len(strings.TrimLeft(l, " ")) }

// blockEnd returns the index after line i and the lines indented under it.
func blockEnd(lines []string, i int) int {
	ind := indentOf(lines[i])
	j := i + 1
	for j < len(lines) && (indentOf(lines[j]) > ind || strings.TrimSpace(lines[j]) == "") {
		j++
	}
	return j
}

// statementEnd is blockEnd extended over the clauses that continue a
// compound statement at the same indentation (elif, else, except,
// finally).
func statementEnd(lines []string, i int) int {
	ind := indentOf(lines[i])
	j := blockEnd(lines, i)
	for j < len(lines) && indentOf(lines[j]) == ind {
		t := strings.TrimSpace(lines[j])
		if !(strings.HasPrefix(t, "elif ") || strings.HasPrefix(t, "else:") || strings.HasPrefix(t, "except") || strings.HasPrefix(t, "finally:")) {
			break
		}
		j = blockEnd(lines, j)
	}
	return j
}
