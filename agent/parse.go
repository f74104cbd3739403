package agent

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// CodeTags are the opening and closing markers around code in a reply.
type CodeTags struct {
	// Open starts a code block and Close ends it.
	Open, Close string
}

// XMLCodeTags asks for <code>...</code>, smolagents' default.
func XMLCodeTags() CodeTags { return CodeTags{Open: "<code>", Close: "</code>"} }

// MarkdownCodeTags asks for ```python fences.
func MarkdownCodeTags() CodeTags { return CodeTags{Open: "```python", Close: "```"} }

// fencedCode matches a ```python or ```py fenced block.
var fencedCode = regexp.MustCompile("(?s)```(?:python|py)[ \t]*\r?\n(.*?)\r?\n```")

// ErrNoCode is wrapped by the parsing error returned when a reply holds no
// code block.
var ErrNoCode = errors.New("no code block found")

// ExtractCode returns the code in a model reply. It takes every block
// between tags (joined by a blank line), falls back to ```python / ```py
// fences, and then, when check is not nil and accepts the whole reply as
// Python, to the reply itself. Otherwise the error explains to the model
// what a code block must look like.
func ExtractCode(reply string, tags CodeTags, check func(string) error) (string, error) {
	if blocks := between(reply, tags); len(blocks) > 0 {
		return strings.Join(blocks, "\n\n"), nil
	}
	if ms := fencedCode.FindAllStringSubmatch(reply, -1); len(ms) > 0 {
		var blocks []string
		for _, m := range ms {
			if b := strings.TrimSpace(m[1]); b != "" {
				blocks = append(blocks, b)
			}
		}
		if len(blocks) > 0 {
			return strings.Join(blocks, "\n\n"), nil
		}
	}
	if check != nil && strings.TrimSpace(reply) != "" && check(reply) == nil {
		return strings.TrimSpace(reply), nil
	}
	return "", noCodeError(reply, tags)
}

// between returns the trimmed, non-empty texts between each Open and the
// next Close.
func between(s string, tags CodeTags) []string {
	var out []string
	for {
		i := strings.Index(s, tags.Open)
		if i < 0 {
			return out
		}
		s = s[i+len(tags.Open):]
		j := strings.Index(s, tags.Close)
		if j < 0 {
			return out
		}
		if b := strings.TrimSpace(s[:j]); b != "" {
			out = append(out, b)
		}
		s = s[j+len(tags.Close):]
	}
}

// noCodeError builds the message the model sees when it wrote no code.
func noCodeError(reply string, tags CodeTags) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Write your thoughts, then the code between %s and %s, like this:\n", tags.Open, tags.Close)
	fmt.Fprintf(&b, "Thought: what I am going to do and why.\n%s\n# your Python code\n%s\n", tags.Open, tags.Close)
	low := strings.ToLower(reply)
	if strings.Contains(low, "final") && strings.Contains(low, "answer") {
		fmt.Fprintf(&b, "If you already know the answer, give it from code:\n%s\nfinal_answer(\"your answer\")\n%s\n", tags.Open, tags.Close)
	}
	//lint:ignore ST1005 a message to the model, in smolagents' wording
	return &Error{Kind: ParsingError, Err: fmt.Errorf("Your reply had no code I could run: %w.\n%s", ErrNoCode, strings.TrimRight(b.String(), "\n"))}
}

// closeOpenCode appends the closing tag when the reply opened a code block
// and stopped (typically at the closing tag, a stop sequence) before
// closing it, so the stored reply shows the model well-formed turns.
func closeOpenCode(reply string, tags CodeTags) string {
	open := strings.LastIndex(reply, tags.Open)
	if open < 0 {
		return reply
	}
	if strings.Contains(reply[open+len(tags.Open):], tags.Close) {
		return reply
	}
	if !strings.HasSuffix(reply, "\n") {
		reply += "\n"
	}
	return reply + tags.Close
}

// Truncate keeps the head and the tail of s when it has more than max
// characters (runes), with a note in the middle saying how much was cut.
// max <= 0 means no limit.
func Truncate(s string, max int) string {
	if max <= 0 {
		return s
	}
	r := []rune(s)
	if len(r) <= max {
		return s
	}
	head := max / 2
	tail := max - head
	return string(r[:head]) +
		fmt.Sprintf("\n..._%d characters were cut here to keep this under %d characters_...\n", len(r)-max, max) +
		string(r[len(r)-tail:])
}
