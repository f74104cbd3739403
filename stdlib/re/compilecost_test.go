package re

import "testing"

// TestCompileOps: the model counts each character and, once each, the
// category and boundary escapes, in and out of classes, but not an
// escaped backslash followed by a letter.
func TestCompileOps(t *testing.T) {
	cases := []struct {
		pattern string
		escapes int64
	}{
		{`abc`, 0},
		{`\b\w+@\w+\.\w+\b`, 5},
		{`[^\W\d]`, 2},
		{`\\b\\w`, 0},
		{`\\\b`, 1},
		{`a\`, 0},
		{`\n\t\.\(`, 0},
		{`\S\s\D\d\B`, 5},
	}
	for _, c := range cases {
		want := int64(len(c.pattern))*compileOpsPerChar + c.escapes*compileOpsPerCategory + 1
		if got := CompileOps(c.pattern); got != want {
			t.Errorf("CompileOps(%q) = %d, want %d (%d escapes)", c.pattern, got, want, c.escapes)
		}
	}
}
