package agent

import (
	"errors"
	"strings"
	"testing"
)

func TestExtractCode(t *testing.T) {
	tests := []struct {
		name, reply, want string
	}{
		{"code tags", "Thought: add.\n<code>\nx = 1 + 1\nprint(x)\n</code>", "x = 1 + 1\nprint(x)"},
		{"two blocks are joined", "<code>a = 1</code> then <code>b = 2</code>", "a = 1\n\nb = 2"},
		{"python fence", "Thought: go\n```python\nprint(1)\n```\n", "print(1)"},
		{"py fence", "```py\nprint(2)\n```", "print(2)"},
		{"tags win over fences", "```python\nprint(1)\n```\n<code>print(3)</code>", "print(3)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ExtractCode(tc.reply, XMLCodeTags(), nil)
			if err != nil {
				t.Fatalf("ExtractCode: %v", err)
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestExtractCodeMarkdownTags(t *testing.T) {
	got, err := ExtractCode("Thought: x\n```python\ny = 2\n```", MarkdownCodeTags(), nil)
	if err != nil || got != "y = 2" {
		t.Fatalf("got %q, %v", got, err)
	}
}

func TestExtractCodeNoCode(t *testing.T) {
	_, err := ExtractCode("I think the final answer is 4.", XMLCodeTags(), nil)
	if !errors.Is(err, ErrNoCode) {
		t.Fatalf("error %v does not wrap ErrNoCode", err)
	}
	var ae *Error
	if !errors.As(err, &ae) || ae.Kind != ParsingError {
		t.Fatalf("error %v is not a parsing *Error", err)
	}
	msg := err.Error()
	for _, want := range []string{"<code>", "</code>", "final_answer(\"your answer\")"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q lacks %q", msg, want)
		}
	}
	_, err = ExtractCode("just words", XMLCodeTags(), nil)
	if strings.Contains(err.Error(), "final_answer(") {
		t.Errorf("hint about final answers given for a reply that does not mention one: %q", err)
	}
}

func TestExtractCodeWholeReplyFallback(t *testing.T) {
	accept := func(string) error { return nil }
	reject := func(string) error { return errors.New("SyntaxError") }
	if got, err := ExtractCode("print(5)\n", XMLCodeTags(), accept); err != nil || got != "print(5)" {
		t.Fatalf("accepting checker: got %q, %v", got, err)
	}
	if _, err := ExtractCode("print(5", XMLCodeTags(), reject); !errors.Is(err, ErrNoCode) {
		t.Fatalf("rejecting checker: error %v", err)
	}
}

func TestCloseOpenCode(t *testing.T) {
	if got := closeOpenCode("Thought: t\n<code>\nprint(1)", XMLCodeTags()); got != "Thought: t\n<code>\nprint(1)\n</code>" {
		t.Errorf("unclosed block: got %q", got)
	}
	done := "<code>x</code>"
	if got := closeOpenCode(done, XMLCodeTags()); got != done {
		t.Errorf("closed block changed to %q", got)
	}
	if got := closeOpenCode("no code", XMLCodeTags()); got != "no code" {
		t.Errorf("reply without code changed to %q", got)
	}
}

func TestTruncate(t *testing.T) {
	if got := Truncate("short", 10); got != "short" {
		t.Errorf("short text changed: %q", got)
	}
	long := strings.Repeat("a", 50) + strings.Repeat("é", 50)
	got := Truncate(long, 20)
	if !strings.HasPrefix(got, strings.Repeat("a", 10)+"\n") || !strings.HasSuffix(got, "\n"+strings.Repeat("é", 10)) {
		t.Errorf("head/tail not kept: %q", got)
	}
	if !strings.Contains(got, "80 characters were cut") {
		t.Errorf("no cut note: %q", got)
	}
	if Truncate(long, 0) != long {
		t.Error("max 0 must not truncate")
	}
}

func TestCutAtStop(t *testing.T) {
	got := CutAtStop("<code>x</code>\nObservation: fake", []string{"Observation:", "</code>"})
	if got != "<code>x" {
		t.Errorf("got %q", got)
	}
	if CutAtStop("abc", nil) != "abc" {
		t.Error("no stops must keep the text")
	}
}
