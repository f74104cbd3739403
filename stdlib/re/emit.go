package re

import (
	"fmt"
	"strings"
)

// The translation to regexp2 (.NET) syntax resolves every Python flag
// except IGNORECASE at translation time, so the emitted pattern means the
// same under regexp2's default options:
//   - '.' becomes [^\n] or, under DOTALL, [\s\S];
//   - '^' becomes \A or, under MULTILINE, (?m:^); '$' becomes \Z (end or
//     before a final newline, as Python's $) or (?m:$); Python's \Z
//     becomes \z;
//   - \d \s \w and \b \B become explicit classes with Python's
//     definitions (Unicode: str.isdecimal, str.isspace, str.isalnum or
//     '_'; ASCII wherever the UNICODE flag is off: re.ASCII, bytes
//     patterns, LOCALE taken as the C locale), because .NET's differ;
//   - case-insensitive literals and classes list their case variants
//     (fold.go), so regexp2's own case rules are not involved;
//   - capturing groups stay unnamed, so regexp2 numbers them exactly as
//     Python does (names live in Pattern); back-references become \k<N>;
//   - possessive quantifiers become atomic groups; {,n} becomes {0,n}.

// Class bodies (without brackets) for the categories. The Unicode ones
// list the ASCII members as ranges first (already members of the
// categories, so the sets are unchanged): regexp2 checks a class's ranges
// before its categories, and a category test costs a map lookup.
const (
	uniDigit  = `0-9\p{Nd}`
	uniWord   = `0-9A-Z_a-z\p{L}\p{N}`
	uniSpace  = `\x09-\x0d\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`
	asciiDig  = `0-9`
	asciiWord = `a-zA-Z0-9_`
	asciiSp   = `\x09-\x0d\x20`
)

type emitter struct {
	b strings.Builder
}

// combineFlags is CPython's _combine_flags for a scoped (?flags:...) group.
func combineFlags(flags, add, del int) int {
	if add&typeFlags != 0 {
		flags &^= typeFlags
	}
	return (flags | add) &^ del
}

func (e *emitter) seq(s seq, flags int) {
	for _, n := range s {
		e.node(n, flags)
	}
}

func (e *emitter) node(n *node, flags int) {
	b := &e.b
	switch n.op {
	case opLiteral:
		if flags&FlagIgnoreCase != 0 {
			b.WriteString(foldedLiteral(n.c, flags))
		} else {
			b.WriteString(literalText(n.c))
		}
	case opAny:
		if flags&FlagDotAll != 0 {
			b.WriteString(`[\s\S]`)
		} else {
			b.WriteString(`[^\n]`)
		}
	case opAt:
		e.at(n.at, flags)
	case opIn:
		e.class(n.set, n.negate, flags)
	case opSubpattern:
		inner := combineFlags(flags, n.add, n.del)
		if n.group > 0 {
			b.WriteString("(")
		} else {
			b.WriteString("(?:")
		}
		e.seq(n.body, inner)
		b.WriteString(")")
	case opAtomic:
		b.WriteString("(?>")
		e.seq(n.body, flags)
		b.WriteString(")")
	case opAssert:
		switch {
		case !n.behind && !n.negate:
			b.WriteString("(?=")
		case !n.behind:
			b.WriteString("(?!")
		case !n.negate:
			b.WriteString("(?<=")
		default:
			b.WriteString("(?<!")
		}
		e.seq(n.body, flags)
		b.WriteString(")")
	case opGroupRef:
		if flags&FlagIgnoreCase != 0 {
			fmt.Fprintf(b, `(?i:\k<%d>)`, n.group)
		} else {
			fmt.Fprintf(b, `\k<%d>`, n.group)
		}
	case opGroupRefExists:
		fmt.Fprintf(b, "(?(%d)", n.group)
		e.seq(n.body, flags)
		if n.hasNo {
			b.WriteString("|")
			e.seq(n.no, flags)
		}
		b.WriteString(")")
	case opRepeat:
		e.repeat(n, flags)
	case opBranch:
		b.WriteString("(?:")
		for i, a := range n.alts {
			if i > 0 {
				b.WriteString("|")
			}
			e.seq(a, flags)
		}
		b.WriteString(")")
	}
}

// maxEngineCount is the largest count regexp2 accepts in {m,n}.
const maxEngineCount = 1<<31 - 1

func (e *emitter) repeat(n *node, flags int) {
	b := &e.b
	lo, hi := n.min, n.max
	if hi != maxRepeat && hi > maxEngineCount {
		hi = maxRepeat // no string is that long: the bound cannot bind
	}
	if lo > maxEngineCount {
		// No string is long enough for that many non-empty iterations.
		b.WriteString("(?!)")
		return
	}
	if n.mode == possessive {
		b.WriteString("(?>")
	}
	if len(n.body) == 1 && n.body[0].op != opBranch && n.body[0].op != opRepeat {
		e.node(n.body[0], flags)
	} else {
		b.WriteString("(?:")
		e.seq(n.body, flags)
		b.WriteString(")")
	}
	switch {
	case hi == maxRepeat && lo == 0:
		b.WriteString("*")
	case hi == maxRepeat && lo == 1:
		b.WriteString("+")
	case hi == maxRepeat:
		fmt.Fprintf(b, "{%d,}", lo)
	case lo == 0 && hi == 1:
		b.WriteString("?")
	case lo == hi:
		fmt.Fprintf(b, "{%d}", lo)
	default:
		fmt.Fprintf(b, "{%d,%d}", lo, hi)
	}
	switch n.mode {
	case lazy:
		b.WriteString("?")
	case possessive:
		b.WriteString(")")
	}
}

func (e *emitter) at(a atCode, flags int) {
	b := &e.b
	switch a {
	case atBeginning:
		if flags&FlagMultiline != 0 {
			b.WriteString("(?m:^)")
		} else {
			b.WriteString(`\A`)
		}
	case atEnd:
		if flags&FlagMultiline != 0 {
			b.WriteString("(?m:$)")
		} else {
			b.WriteString(`\Z`)
		}
	case atBeginningString:
		b.WriteString(`\A`)
	case atEndString:
		b.WriteString(`\z`)
	case atBoundary, atNonBoundary:
		w := "[" + uniWord + "]"
		if flags&FlagUnicode == 0 {
			w = "[" + asciiWord + "]"
		}
		if a == atBoundary {
			fmt.Fprintf(b, "(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))", w, w, w, w)
		} else {
			// CPython's \B never matches in an empty string, so between
			// two non-word positions a character must exist on one side.
			fmt.Fprintf(b, `(?:(?<=%s)(?=%s)|(?<!%s)(?!%s)(?:(?=[\s\S])|(?<=[\s\S])))`, w, w, w, w)
		}
	}
}

// categoryBody returns the class body of a category and whether the
// category is negated (\D, \S, \W).
func categoryBody(c category, flags int) (string, bool) {
	ascii := flags&FlagUnicode == 0
	pick := func(uni, asc string) string {
		if ascii {
			return asc
		}
		return uni
	}
	switch c {
	case catDigit:
		return pick(uniDigit, asciiDig), false
	case catNotDigit:
		return pick(uniDigit, asciiDig), true
	case catSpace:
		return pick(uniSpace, asciiSp), false
	case catNotSpace:
		return pick(uniSpace, asciiSp), true
	case catWord:
		return pick(uniWord, asciiWord), false
	}
	return pick(uniWord, asciiWord), true
}

// class emits a character class. Negated categories inside a class
// (e.g. [\W\d]) cannot be written as one .NET class, so the class becomes
// an alternation of the positive part and one [^...] per negated category.
func (e *emitter) class(items []setItem, negate bool, flags int) {
	wrapFold := false
	if flags&FlagIgnoreCase != 0 {
		folded, ok := foldSet(items, flags)
		if ok {
			items = folded
		} else {
			wrapFold = true
		}
	}
	var pos strings.Builder
	var negs []string
	for _, it := range items {
		if it.cat != 0 {
			body, neg := categoryBody(it.cat, flags)
			if neg {
				negs = append(negs, body) //krait:alloc-ok one per item of a class: parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
			} else {
				pos.WriteString(body)
			}
			continue
		}
		pos.WriteString(classLiteralText(it.lo))
		if it.hi != it.lo {
			pos.WriteString("-")
			pos.WriteString(classLiteralText(it.hi))
		}
	}
	var out string
	switch {
	case len(negs) == 0 && negate:
		out = "[^" + pos.String() + "]"
	case len(negs) == 0:
		out = "[" + pos.String() + "]"
	default:
		var alts []string
		if pos.Len() > 0 {
			alts = append(alts, "["+pos.String()+"]")
		}
		for _, n := range negs {
			alts = append(alts, "[^"+n+"]")
		}
		union := "(?:" + strings.Join(alts, "|") + ")"
		if negate {
			out = `(?:(?!` + union + `)[\s\S])`
		} else {
			out = union
		}
	}
	if wrapFold {
		out = "(?i:" + out + ")"
	}
	e.b.WriteString(out)
}

// literalText writes a character so that regexp2 reads it literally.
func literalText(c rune) string {
	switch {
	case c < 0x80 && (isASCIILetter(c) || isDigit(c)):
		return string(c)
	case c < 0x80:
		return fmt.Sprintf(`\x%02x`, c)
	case c >= 0xd800 && c <= 0xdfff:
		return fmt.Sprintf(`\u%04x`, c)
	}
	return string(c)
}

// classLiteralText is literalText inside [...].
func classLiteralText(c rune) string { return literalText(c) }
