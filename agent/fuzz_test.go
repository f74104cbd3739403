package agent

import (
	"strings"
	"testing"
)

// FuzzRewriteFinalAnswer checks that the rewrite never panics, leaves code
// without both an assignment and a call alone, and only ever renames.
func FuzzRewriteFinalAnswer(f *testing.F) {
	for _, s := range []string{
		"final_answer = 3\nfinal_answer(final_answer)",
		"f'{final_answer!r:>{w}}'\nfinal_answer = 1\nfinal_answer(2)",
		"'''unterminated final_answer = 1",
		"x = \"a\\\nb\"\nfinal_answer(x)",
		"rb'\\x00' # final_answer = 2\n",
		"final_answer: int = 1\nfinal_answer(final_answer)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		out := RewriteFinalAnswer(code)
		if out == code || strings.Contains(code, finalAnswerVariable) {
			return
		}
		if !strings.Contains(code, "final_answer") {
			t.Fatalf("rewrote code without final_answer: %q -> %q", code, out)
		}
		if strings.ReplaceAll(out, finalAnswerVariable, finalAnswerName) != code {
			t.Fatalf("rewrite did more than rename: %q -> %q", code, out)
		}
	})
}

// FuzzExtractCode checks that extraction never panics and that extracted
// code comes from the reply.
func FuzzExtractCode(f *testing.F) {
	for _, s := range []string{"<code>x</code>", "```py\nx\n```", "<code>", "</code><code>", "```python\n\n```"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		code, err := ExtractCode(reply, XMLCodeTags(), nil)
		if err == nil && code == "" {
			t.Fatalf("empty code without error for %q", reply)
		}
		for _, part := range strings.Split(code, "\n\n") {
			if !strings.Contains(reply, part) {
				t.Fatalf("code %q not in reply %q", part, reply)
			}
		}
		_ = closeOpenCode(reply, XMLCodeTags())
		_ = Truncate(reply, 7)
	})
}
