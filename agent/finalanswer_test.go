package agent

import "testing"

func TestRewriteFinalAnswer(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"assign then call", "final_answer = 3.21\nfinal_answer(final_answer)", "final_answer_variable = 3.21\nfinal_answer(final_answer_variable)"},
		{"no call is left alone", "final_answer = 3", "final_answer = 3"},
		{"only a call", "final_answer(x)", "final_answer(x)"},
		{"attribute untouched", "obj.final_answer = 5\nfinal_answer(obj.final_answer)", "obj.final_answer = 5\nfinal_answer(obj.final_answer)"},
		{"comparison is not assignment", "if final_answer == 3:\n    final_answer(1)", "if final_answer == 3:\n    final_answer(1)"},
		{"strings and comments untouched",
			"final_answer = 'final_answer = 1'  # final_answer here\nfinal_answer(final_answer)",
			"final_answer_variable = 'final_answer = 1'  # final_answer here\nfinal_answer(final_answer_variable)"},
		{"augmented", "final_answer = 1\nfinal_answer += 2\nfinal_answer(final_answer)", "final_answer_variable = 1\nfinal_answer_variable += 2\nfinal_answer(final_answer_variable)"},
		{"f-string field", "final_answer = 2\nfinal_answer(f\"got {final_answer}\")", "final_answer_variable = 2\nfinal_answer(f\"got {final_answer_variable}\")"},
		{"triple-quoted", "final_answer = \"\"\"a\nfinal_answer = b\"\"\"\nfinal_answer(final_answer)", "final_answer_variable = \"\"\"a\nfinal_answer = b\"\"\"\nfinal_answer(final_answer_variable)"},
		{"keyword argument", "final_answer = 1\nfinal_answer(answer=final_answer)", "final_answer_variable = 1\nfinal_answer(answer=final_answer_variable)"},
		{"annotated", "final_answer: int = 4\nfinal_answer(final_answer)", "final_answer_variable: int = 4\nfinal_answer(final_answer_variable)"},
		{"longer names untouched", "my_final_answer = 1\nfinal_answer_x = 2\nfinal_answer(my_final_answer)", "my_final_answer = 1\nfinal_answer_x = 2\nfinal_answer(my_final_answer)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := RewriteFinalAnswer(tc.in); got != tc.want {
				t.Errorf("RewriteFinalAnswer(%q)\n got %q\nwant %q", tc.in, got, tc.want)
			}
		})
	}
}
