package re

import (
	"fmt"
	"time"

	"github.com/kraitpy/krait/py"
)

// Compiling a pattern costs far more than its length suggests, and the
// compile cannot be interrupted: a category escape (\d \D \s \S \w \W) or
// a boundary (\b \B) becomes Unicode classes that the engine builds anew
// at each occurrence. Measured (load ~7, 4,000 repetitions of each
// shape): 0.1-3.2 µs per character for literals, groups, alternations,
// classes of literals and repeats, against 30-60 µs per character for
// \b, \B and \s\S, and 57 µs per character (400 µs per class) for a class
// mixing negated categories such as [^\W\d]; CPython compiles any of them
// in about 1.6 µs per character. Compiles were charged one operation
// per character (25 ns), and a 256 MiB memory budget let through
// patterns of 512,000 characters: one of \b\w\B repeated would hold its
// thread some 30 s (60 µs per character, measured at 20,000), past any
// deadline, and a loop of smaller ones cost 1,000 times their charge.

// compileOpsPerChar and compileOpsPerCategory model the most a
// compile can cost, in operations (py.NanosPerOp each): 2.5 µs per
// character, plus 400 µs per category or boundary escape, above every
// shape measured.
const (
	compileOpsPerChar     = 100
	compileOpsPerCategory = 16_000
)

// CompileOps returns the most operations a compile of pattern may cost
// by that model: its length and its category and boundary escapes
// (counted in the text, in or out of classes; an escaped backslash is not
// one).
func CompileOps(pattern string) int64 {
	n := int64(len(pattern)) * compileOpsPerChar
	for i := 0; i < len(pattern); i++ {
		if pattern[i] != '\\' || i+1 == len(pattern) {
			continue
		}
		i++
		switch pattern[i] {
		case 'b', 'B', 'd', 'D', 's', 'S', 'w', 'W':
			n += compileOpsPerCategory
		}
	}
	return n + 1
}

// CompileFor compiles a str pattern that comes from a program's data for
// a run on t. A compile whose memory (CompileBytesPerChar per character)
// does not fit the memory budget is refused before it starts, as is one
// that may cost more than what is left of the operation budget
// (CompileOps): the engine cannot be stopped inside a compile. The
// compile is then charged its measured time (one operation per
// py.NanosPerOp, at least one per character), as matching is, so that
// the many small compiles of ordinary code cost what they take. Every
// pattern a program supplies is compiled through it or CompileBytesFor.
func CompileFor(t *py.Thread, pattern string, flags int) (*Pattern, error) {
	return compileFor(t, pattern, func() (*Pattern, error) { return Compile(pattern, flags) })
}

// CompileBytesFor is CompileFor for a bytes pattern.
func CompileBytesFor(t *py.Thread, pattern []byte, flags int) (*Pattern, error) {
	return compileFor(t, string(pattern), func() (*Pattern, error) { return CompileBytes(pattern, flags) })
}

// compileFor checks, runs and charges one compile of pattern on t.
func compileFor(t *py.Thread, pattern string, compile func() (*Pattern, error)) (*Pattern, error) {
	if err := t.CheckAlloc(int64(len(pattern))*CompileBytesPerChar + 256); err != nil {
		return nil, err
	}
	if worst, left := CompileOps(pattern), t.Limits.MaxOps-t.Ops(); worst > left {
		return nil, &py.LimitError{Kind: py.LimitOps, Msg: fmt.Sprintf("operation budget exhausted: compiling this pattern may cost up to %d operations, and %d are left", worst, max(left, 0))}
	}
	start := time.Now()
	p, err := compile()
	if cerr := t.Charge(max(int64(time.Since(start)/nsPerOp), int64(len(pattern))+1)); cerr != nil {
		return nil, cerr
	}
	return p, err
}
