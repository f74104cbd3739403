package agent

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// finalAnswerName is the tool that ends a run.
const finalAnswerName = "final_answer"

// finalAnswerVariable is what RewriteFinalAnswer renames the variable to.
const finalAnswerVariable = "final_answer_variable"

// RewriteFinalAnswer fixes code that both assigns to final_answer and
// calls it, a common model slip (final_answer = x; final_answer(final_answer)),
// by renaming the variable to final_answer_variable. Code that does not do
// both is returned unchanged.
//
// Unlike smolagents' regular expressions, this works on tokens: names in
// string literals and comments are left alone, attribute names
// (obj.final_answer) are not touched, "final_answer == x" is a comparison,
// not an assignment, and names inside f-string replacement fields are
// renamed. It is still a text rewrite, not an AST one.
func RewriteFinalAnswer(code string) string {
	type use struct {
		start int
		call  bool
	}
	var uses []use
	assigned, called := false, false
	scanNames(code, func(start, end int) {
		if code[start:end] != finalAnswerName || precededByDot(code, start) {
			return
		}
		next := nextSignificant(code, end)
		switch {
		case strings.HasPrefix(code[next:], "("):
			called = true
			uses = append(uses, use{start: start, call: true})
		case isAssignment(code[next:]):
			assigned = true
			uses = append(uses, use{start: start})
		default:
			uses = append(uses, use{start: start})
		}
	})
	if !assigned || !called {
		return code
	}
	var b strings.Builder
	last := 0
	for _, u := range uses {
		if u.call {
			continue
		}
		b.WriteString(code[last:u.start])
		b.WriteString(finalAnswerVariable)
		last = u.start + len(finalAnswerName)
	}
	b.WriteString(code[last:])
	return b.String()
}

// isAssignment reports whether s starts with "=" (not "==") or an
// augmented assignment operator.
func isAssignment(s string) bool {
	if strings.HasPrefix(s, "==") {
		return false
	}
	if strings.HasPrefix(s, "=") {
		return true
	}
	for _, op := range []string{"+=", "-=", "*=", "/=", "//=", "%=", "**=", "|=", "&=", "^=", ">>=", "<<=", "@="} {
		if strings.HasPrefix(s, op) {
			return true
		}
	}
	// An annotated assignment: "final_answer: int = 3".
	if strings.HasPrefix(s, ":") && !strings.HasPrefix(s, ":=") {
		line, _, _ := strings.Cut(s, "\n")
		return strings.Contains(line, "=")
	}
	return false
}

// precededByDot reports whether the name starting at i is an attribute.
func precededByDot(code string, i int) bool {
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(code[:i])
		if r == ' ' || r == '\t' {
			i -= size
			continue
		}
		return r == '.'
	}
	return false
}

// nextSignificant skips spaces and tabs from i.
func nextSignificant(code string, i int) int {
	for i < len(code) && (code[i] == ' ' || code[i] == '\t') {
		i++
	}
	return i
}

// isNameStart reports whether r can start a Python identifier.
func isNameStart(r rune) bool { return r == '_' || unicode.IsLetter(r) }

// isNameChar reports whether r can continue a Python identifier.
func isNameChar(r rune) bool { return isNameStart(r) || unicode.IsDigit(r) }

// scanNames calls visit with the byte span of each identifier in code that
// lies outside comments and string literals, including identifiers in
// f-string replacement fields.
func scanNames(code string, visit func(start, end int)) {
	i := 0
	for i < len(code) {
		r, size := utf8.DecodeRuneInString(code[i:])
		switch {
		case r == '#':
			for i < len(code) && code[i] != '\n' {
				i++
			}
		case r == '\'' || r == '"':
			i = skipString(code, i, false, visit)
		case isNameStart(r):
			start := i
			for i < len(code) {
				r, size := utf8.DecodeRuneInString(code[i:])
				if !isNameChar(r) {
					break
				}
				i += size
			}
			if i < len(code) && (code[i] == '\'' || code[i] == '"') && isStringPrefix(code[start:i]) {
				i = skipString(code, i, strings.ContainsAny(code[start:i], "fF"), visit)
				continue
			}
			visit(start, i)
		default:
			i += size
		}
	}
}

// isStringPrefix reports whether p is a Python string prefix (r, b, f, u
// and their valid pairs, any case).
func isStringPrefix(p string) bool {
	switch strings.ToLower(p) {
	case "r", "b", "f", "u", "rb", "br", "fr", "rf":
		return true
	}
	return false
}

// skipString returns the index just after the string literal whose quote
// is at i. For f-strings, identifiers inside {fields} are visited.
func skipString(code string, i int, fstring bool, visit func(start, end int)) int {
	quote := code[i : i+1]
	if strings.HasPrefix(code[i:], strings.Repeat(quote, 3)) {
		quote = strings.Repeat(quote, 3)
	}
	i += len(quote)
	for i < len(code) {
		switch {
		case code[i] == '\\':
			i += 2
		case strings.HasPrefix(code[i:], quote):
			return i + len(quote)
		case len(quote) == 1 && code[i] == '\n':
			return i // unterminated; let the executor report it
		case fstring && strings.HasPrefix(code[i:], "{{"):
			i += 2
		case fstring && code[i] == '{':
			end := fieldEnd(code, i+1, quote)
			field := code[i+1 : end]
			scanNames(field, func(s, e int) { visit(i+1+s, i+1+e) })
			i = end
		default:
			i++
		}
	}
	return len(code)
}

// fieldEnd finds the end of an f-string replacement field starting at i:
// the matching "}" or the string's closing quote, whichever comes first.
func fieldEnd(code string, i int, quote string) int {
	depth := 1
	for j := i; j < len(code); j++ {
		if strings.HasPrefix(code[j:], quote) {
			return j
		}
		switch code[j] {
		case '{', '[', '(':
			depth++
		case '}', ']', ')':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return len(code)
}
