package re

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Python's re flag values.
const (
	// FlagTemplate is re.TEMPLATE (re.T), deprecated: no repetition.
	FlagTemplate = 1
	// FlagIgnoreCase is re.IGNORECASE (re.I).
	FlagIgnoreCase = 2
	// FlagLocale is re.LOCALE (re.L), bytes patterns only.
	FlagLocale = 4
	// FlagMultiline is re.MULTILINE (re.M).
	FlagMultiline = 8
	// FlagDotAll is re.DOTALL (re.S).
	FlagDotAll = 16
	// FlagUnicode is re.UNICODE (re.U), implied for str patterns.
	FlagUnicode = 32
	// FlagVerbose is re.VERBOSE (re.X).
	FlagVerbose = 64
	// FlagDebug is re.DEBUG, refused by krait.
	FlagDebug = 128
	// FlagASCII is re.ASCII (re.A).
	FlagASCII = 256
)

const (
	typeFlags   = FlagASCII | FlagLocale | FlagUnicode
	globalFlags = FlagDebug | FlagTemplate
	// maxRepeat is CPython's MAXREPEAT on 64-bit builds: a bound this large
	// means "no upper bound".
	maxRepeat = 4294967295
	// maxGroups is CPython's MAXGROUPS on 64-bit builds.
	maxGroups = 1073741823
	// maxWidth saturates width arithmetic (CPython's MAXWIDTH is 1<<64).
	maxWidth = int64(1) << 62
	// maxCode is the largest look-behind width CPython can encode.
	maxCode = int64(1)<<32 - 1
	// maxNesting bounds group nesting so parsing cannot exhaust the Go
	// stack; CPython fails with RecursionError a little below 500 levels.
	maxNesting = 490
)

var inlineFlags = map[rune]int{
	'i': FlagIgnoreCase, 'L': FlagLocale, 'm': FlagMultiline, 's': FlagDotAll,
	'x': FlagVerbose, 'a': FlagASCII, 't': FlagTemplate, 'u': FlagUnicode,
}

type opcode uint8

const (
	opLiteral opcode = iota + 1
	opAny
	opAt
	opIn
	opSubpattern // group (capture > 0) or flag-scoped group
	opAtomic
	opAssert
	opGroupRef
	opGroupRefExists
	opRepeat
	opBranch
)

type atCode uint8

const (
	atBeginning       atCode = iota + 1 // ^
	atEnd                               // $
	atBeginningString                   // \A
	atEndString                         // \Z
	atBoundary                          // \b
	atNonBoundary                       // \B
)

type category uint8

const (
	catDigit category = iota + 1
	catNotDigit
	catSpace
	catNotSpace
	catWord
	catNotWord
)

type repeatMode uint8

const (
	greedy repeatMode = iota
	lazy
	possessive
)

// setItem is one member of a character class: a literal, a range or a
// category.
type setItem struct {
	lo, hi rune     // literal when lo == hi and cat == 0
	cat    category // \d \s \w and negations
}

// node is one element of the parsed pattern (CPython's (opcode, argument)).
type node struct {
	op     opcode
	c      rune      // opLiteral
	at     atCode    // opAt
	set    []setItem // opIn
	negate bool      // opIn: [^...]; opAssert: (?! / (?<!
	behind bool      // opAssert: look-behind
	group  int       // opSubpattern (0: not capturing), opGroupRef, opGroupRefExists
	add    int       // opSubpattern: scoped flags turned on
	del    int       // opSubpattern: scoped flags turned off
	body   seq       // opSubpattern, opAtomic, opAssert, opRepeat; yes branch of opGroupRefExists
	no     seq       // opGroupRefExists
	hasNo  bool      // opGroupRefExists
	alts   []seq     // opBranch
	min    int64     // opRepeat
	max    int64     // opRepeat (maxRepeat: unbounded)
	mode   repeatMode
}

type seq []*node

// token is one pattern token: a character, or a backslash and the
// character after it.
type token struct {
	c   rune
	esc bool
	ok  bool
}

func (t token) len() int {
	switch {
	case !t.ok:
		return 0
	case t.esc:
		return 2
	}
	return 1
}

// String returns the token's text, as CPython's tokenizer holds it.
func (t token) String() string {
	if t.esc {
		return `\` + string(t.c)
	}
	return string(t.c)
}

func (t token) is(c rune) bool { return t.ok && !t.esc && t.c == c }

// tokenizer walks the pattern like CPython's sre Tokenizer, so that error
// positions agree.
type tokenizer struct {
	src     []rune
	pattern string
	bytes   bool // a bytes pattern (src is its Latin-1 decoding)
	index   int
	next    token
}

func (t *tokenizer) advance() {
	i := t.index
	if i >= len(t.src) {
		t.next = token{}
		return
	}
	c := t.src[i]
	if c == '\\' {
		i++
		if i >= len(t.src) {
			panic(&Error{Type: "error", Msg: "bad escape (end of pattern)", Pattern: t.pattern, Pos: len(t.src) - 1})
		}
		t.next = token{c: t.src[i], esc: true, ok: true}
	} else {
		t.next = token{c: c, ok: true}
	}
	t.index = i + 1
}

func (t *tokenizer) match(c rune) bool {
	if t.next.is(c) {
		t.advance()
		return true
	}
	return false
}

func (t *tokenizer) get() token {
	this := t.next
	t.advance()
	return this
}

// getWhile takes up to n plain characters from charset.
func (t *tokenizer) getWhile(n int, charset func(rune) bool) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if !t.next.ok || t.next.esc || !charset(t.next.c) {
			break
		}
		b.WriteRune(t.next.c)
		t.advance()
	}
	return b.String()
}

func (t *tokenizer) getUntil(terminator rune, name string) string {
	var b []rune
	for {
		c := t.next
		t.advance()
		if !c.ok {
			if len(b) == 0 {
				panic(t.error("missing "+name, 0))
			}
			panic(t.error(fmt.Sprintf("missing %c, unterminated name", terminator), len(b)))
		}
		if c.is(terminator) {
			if len(b) == 0 {
				panic(t.error("missing "+name, 1))
			}
			break
		}
		b = append(b, []rune(c.String())...) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
	}
	return string(b)
}

func (t *tokenizer) tell() int { return t.index - t.next.len() }

func (t *tokenizer) seek(i int) {
	t.index = i
	t.advance()
}

func (t *tokenizer) error(msg string, offset int) *Error {
	if t.bytes {
		msg = backslashReplace(msg)
	}
	return &Error{Type: "error", Msg: msg, Pattern: t.pattern, Pos: t.tell() - offset}
}

func (t *tokenizer) checkGroupName(name string, offset int) {
	if !isIdentifier(name) {
		panic(t.error("bad character in group name "+pyRepr(name), len([]rune(name))+offset))
	}
}

// width is a (min, max) match length, saturated at maxWidth.
type width struct{ lo, hi int64 }

// parser holds CPython's parse State.
type parser struct {
	tok              tokenizer
	flags            int
	groupNames       map[string]int
	groupWidths      []*width // index 0 is the whole match
	closePos         []int    // index of each group's closing parenthesis
	inAhead          []bool   // whether each group lies inside a look-ahead
	aheadDepth       int      // look-aheads enclosing the current position
	lookbehindGroups int      // -1 when not inside a look-behind
	grouprefPos      map[int]int
	grouprefOrder    []int
	depth            int
}

func (p *parser) groups() int { return len(p.groupWidths) }

func (p *parser) openGroup(name string, hasName bool) int {
	gid := p.groups()
	p.groupWidths = append(p.groupWidths, nil)
	p.closePos = append(p.closePos, -1)
	p.inAhead = append(p.inAhead, p.aheadDepth > 0)
	if p.groups() > maxGroups {
		panic(&Error{Type: "error", Msg: "too many groups", Pos: -1})
	}
	if hasName {
		if old, dup := p.groupNames[name]; dup {
			panic(&Error{Type: "error", Msg: fmt.Sprintf("redefinition of group name %s as group %d; was group %d", pyRepr(name), gid, old), Pos: -1})
		}
		p.groupNames[name] = gid
	}
	return gid
}

func (p *parser) checkGroup(gid int) bool { return gid < p.groups() && p.groupWidths[gid] != nil }

func (p *parser) checkLookbehindGroup(gid int) {
	if p.lookbehindGroups < 0 {
		return
	}
	if !p.checkGroup(gid) {
		panic(p.tok.error("cannot refer to an open group", 0))
	}
	if gid >= p.lookbehindGroups {
		panic(p.tok.error("cannot refer to group defined in the same lookbehind subpattern", 0))
	}
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxNesting {
		panic(&Error{Type: "RecursionError", Msg: "maximum recursion depth exceeded while calling a Python object", Pos: -1})
	}
}

func (p *parser) leave() { p.depth-- }

const (
	specialChars = ".\\[{()*+?^$|"
	repeatChars  = "*+?{"
	whitespace   = " \t\n\r\v\f"
)

func isDigit(c rune) bool    { return c >= '0' && c <= '9' }
func isOctDigit(c rune) bool { return c >= '0' && c <= '7' }
func isHexDigit(c rune) bool {
	return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}
func isASCIILetter(c rune) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// escapes are the single-character escapes valid everywhere.
var escapes = map[rune]rune{'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v', '\\': '\\'}

var categories = map[rune]category{'d': catDigit, 'D': catNotDigit, 's': catSpace, 'S': catNotSpace, 'w': catWord, 'W': catNotWord}

var atEscapes = map[rune]atCode{'A': atBeginningString, 'b': atBoundary, 'B': atNonBoundary, 'Z': atEndString}

// numericEscape handles \x, \u, \U and \N, common to both escape contexts.
// It reports ok=false when c is none of them.
func (p *parser) numericEscape(this token) (rune, bool) {
	t := &p.tok
	esc := this.String()
	if t.bytes && (this.c == 'u' || this.c == 'U' || this.c == 'N') {
		return 0, false // str-only escapes; bytes patterns reject them
	}
	switch this.c {
	case 'x':
		esc += t.getWhile(2, isHexDigit)
		if len(esc) != 4 {
			panic(t.error("incomplete escape "+esc, len(esc)))
		}
		v, _ := strconv.ParseUint(esc[2:], 16, 32)
		return rune(v), true
	case 'u':
		esc += t.getWhile(4, isHexDigit)
		if len(esc) != 6 {
			panic(t.error("incomplete escape "+esc, len(esc)))
		}
		v, _ := strconv.ParseUint(esc[2:], 16, 32)
		return rune(v), true
	case 'U':
		esc += t.getWhile(8, isHexDigit)
		if len(esc) != 10 {
			panic(t.error("incomplete escape "+esc, len(esc)))
		}
		v, _ := strconv.ParseUint(esc[2:], 16, 64)
		if v > unicode.MaxRune {
			panic(t.error("bad escape "+esc, len(esc)))
		}
		return rune(v), true
	case 'N':
		if !t.match('{') {
			panic(t.error("missing {", 0))
		}
		name := t.getUntil('}', "character name")
		r, found := lookupName(name)
		if !found {
			panic(t.error("undefined character name "+pyRepr(name), len([]rune(name))+len(`\N{}`)))
		}
		return r, true
	}
	return 0, false
}

// classEscape is CPython's _class_escape: an escape inside [...]. It
// returns a literal or a category item.
func (p *parser) classEscape(this token) setItem {
	t := &p.tok
	if r, ok := escapes[this.c]; ok {
		return setItem{lo: r, hi: r}
	}
	if c, ok := categories[this.c]; ok {
		return setItem{cat: c}
	}
	if r, ok := p.numericEscape(this); ok {
		return setItem{lo: r, hi: r}
	}
	esc := this.String()
	if isOctDigit(this.c) {
		esc += t.getWhile(2, isOctDigit)
		v, _ := strconv.ParseUint(esc[1:], 8, 32)
		if v > 0o377 {
			panic(t.error("octal escape value "+esc+" outside of range 0-0o377", len(esc)))
		}
		return setItem{lo: rune(v), hi: rune(v)}
	}
	if isDigit(this.c) || isASCIILetter(this.c) {
		panic(t.error("bad escape "+esc, len([]rune(esc))))
	}
	return setItem{lo: this.c, hi: this.c}
}

// escape is CPython's _escape: an escape outside a class.
func (p *parser) escape(this token) *node {
	t := &p.tok
	if c, ok := categories[this.c]; ok {
		return &node{op: opIn, set: []setItem{{cat: c}}}
	}
	if a, ok := atEscapes[this.c]; ok {
		return &node{op: opAt, at: a}
	}
	if r, ok := escapes[this.c]; ok {
		return &node{op: opLiteral, c: r}
	}
	if r, ok := p.numericEscape(this); ok {
		return &node{op: opLiteral, c: r}
	}
	esc := this.String()
	switch {
	case this.c == '0':
		esc += t.getWhile(2, isOctDigit)
		v, _ := strconv.ParseUint(esc[1:], 8, 32)
		return &node{op: opLiteral, c: rune(v)}
	case isDigit(this.c):
		if t.next.ok && !t.next.esc && isDigit(t.next.c) {
			esc += string(t.get().c)
			if isOctDigit(rune(esc[1])) && isOctDigit(rune(esc[2])) && t.next.ok && !t.next.esc && isOctDigit(t.next.c) {
				esc += string(t.get().c)
				v, _ := strconv.ParseUint(esc[1:], 8, 32)
				if v > 0o377 {
					panic(t.error("octal escape value "+esc+" outside of range 0-0o377", len(esc)))
				}
				return &node{op: opLiteral, c: rune(v)}
			}
		}
		group, _ := strconv.Atoi(esc[1:])
		if group < p.groups() {
			if !p.checkGroup(group) {
				panic(t.error("cannot refer to an open group", len(esc)))
			}
			p.checkLookbehindGroup(group)
			return &node{op: opGroupRef, group: group}
		}
		panic(t.error(fmt.Sprintf("invalid group reference %d", group), len(esc)-1))
	case isASCIILetter(this.c):
		panic(t.error("bad escape "+esc, len([]rune(esc))))
	}
	return &node{op: opLiteral, c: this.c}
}

// parseSub parses an alternation a|b|c (CPython's _parse_sub).
func (p *parser) parseSub(verbose bool, nested int) seq {
	p.enter()
	defer p.leave()
	var items []seq
	for {
		items = append(items, p.parse(verbose, nested+1, nested == 0 && len(items) == 0)) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		if !p.tok.match('|') {
			break
		}
		if nested == 0 {
			verbose = p.flags&FlagVerbose != 0
		}
	}
	if len(items) == 1 {
		return items[0]
	}
	return branch(items)
}

// branch makes the sequence of an alternation as CPython's _parse_sub
// does: elements every alternative starts with move out in front of it,
// and alternatives that are each one literal or non-negated class become
// one class. Besides the results (which these rewrites keep), this sets
// how the engine backtracks: (?:a|b)* is a loop over one character,
// which needs no backtracking stack, where a loop over a branch keeps a
// stack entry per iteration (CPython answers re.match('(?:a|b)*c',
// 'ab'*10**6) in constant memory).
func branch(items []seq) seq {
	var out seq
	for {
		prefix := commonPrefix(items)
		if prefix == nil {
			break
		}
		for i := range items {
			items[i] = items[i][1:]
		}
		out = append(out, prefix) //krait:alloc-ok one per element of the pattern: callers check CompileBytesPerChar per pattern character first
	}
	var set []setItem
	for _, it := range items {
		if len(it) != 1 {
			return append(out, &node{op: opBranch, alts: items}) //krait:alloc-ok one per alternation of the pattern: callers check CompileBytesPerChar per pattern character first
		}
		switch n := it[0]; {
		case n.op == opLiteral:
			set = append(set, setItem{lo: n.c, hi: n.c}) //krait:alloc-ok one per alternative of the pattern: callers check CompileBytesPerChar per pattern character first
		case n.op == opIn && !n.negate:
			set = append(set, n.set...) //krait:alloc-ok the items of the pattern's classes: callers check CompileBytesPerChar per pattern character first
		default:
			return append(out, &node{op: opBranch, alts: items}) //krait:alloc-ok one per alternation of the pattern: callers check CompileBytesPerChar per pattern character first
		}
	}
	return append(out, &node{op: opIn, set: uniqItems(set)}) //krait:alloc-ok one per alternation of the pattern: callers check CompileBytesPerChar per pattern character first
}

// commonPrefix returns the first element of every alternative when they
// are all equal (CPython compares them as tuples, so only leaves can be:
// groups, repeats and assertions hold sub-patterns compared by
// identity), or nil.
func commonPrefix(items []seq) *node {
	var prefix *node
	for _, it := range items {
		if len(it) == 0 {
			return nil
		}
		if prefix == nil {
			prefix = it[0]
		} else if !sameLeaf(prefix, it[0]) {
			return nil
		}
	}
	return prefix
}

// sameLeaf reports whether a and b are equal leaf elements.
func sameLeaf(a, b *node) bool {
	if a.op != b.op {
		return false
	}
	switch a.op {
	case opLiteral:
		return a.c == b.c
	case opAny:
		return true
	case opAt:
		return a.at == b.at
	case opGroupRef:
		return a.group == b.group
	case opIn:
		return a.negate == b.negate && slices.Equal(a.set, b.set)
	}
	return false
}

// uniqItems drops repeated class items, keeping the first of each
// (CPython's _uniq).
func uniqItems(items []setItem) []setItem {
	seen := make(map[setItem]bool, len(items)) //krait:alloc-ok the items of one alternation of the pattern: callers check CompileBytesPerChar per pattern character first
	out := items[:0]
	for _, it := range items {
		if !seen[it] {
			seen[it] = true
			out = append(out, it)
		}
	}
	return out
}

// parse parses a sequence up to | or ) (CPython's _parse).
func (p *parser) parse(verbose bool, nested int, first bool) seq {
	t := &p.tok
	var sub seq
	for {
		this := t.next
		if !this.ok || this.is('|') || this.is(')') {
			break
		}
		t.get()
		if verbose && !this.esc {
			if strings.ContainsRune(whitespace, this.c) {
				continue
			}
			if this.c == '#' {
				for {
					c := t.get()
					if !c.ok || c.is('\n') {
						break
					}
				}
				continue
			}
		}
		switch {
		case this.esc:
			sub = append(sub, p.escape(this)) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		case !strings.ContainsRune(specialChars, this.c):
			sub = append(sub, &node{op: opLiteral, c: this.c}) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		case this.c == '[':
			sub = append(sub, p.parseClass()) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		case strings.ContainsRune(repeatChars, this.c):
			if !p.parseRepeat(this, &sub) {
				sub = append(sub, &node{op: opLiteral, c: '{'}) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
			}
		case this.c == '.':
			sub = append(sub, &node{op: opAny}) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		case this.c == '(':
			n, newVerbose, global := p.parseGroup(verbose, nested, first && len(sub) == 0)
			if global {
				verbose = newVerbose
				continue
			}
			if n != nil {
				sub = append(sub, n) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
			}
		case this.c == '^':
			sub = append(sub, &node{op: opAt, at: atBeginning}) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		case this.c == '$':
			sub = append(sub, &node{op: opAt, at: atEnd}) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		}
	}
	// Unpack non-capturing groups without flags, as CPython does.
	var out seq
	for _, n := range sub {
		if n.op == opSubpattern && n.group == 0 && n.add == 0 && n.del == 0 {
			out = append(out, n.body...) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
			continue
		}
		out = append(out, n)
	}
	return out
}

// parseClass parses [...] after the opening bracket.
func (p *parser) parseClass() *node {
	t := &p.tok
	here := t.tell() - 1
	var set []setItem
	negate := t.match('^')
	for {
		this := t.get()
		if !this.ok {
			panic(t.error("unterminated character set", t.tell()-here))
		}
		if this.is(']') && len(set) > 0 {
			break
		}
		var code1 setItem
		if this.esc {
			code1 = p.classEscape(this)
		} else {
			code1 = setItem{lo: this.c, hi: this.c}
		}
		if t.match('-') {
			that := t.get()
			if !that.ok {
				panic(t.error("unterminated character set", t.tell()-here))
			}
			if that.is(']') {
				set = append(set, code1, setItem{lo: '-', hi: '-'}) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
				break
			}
			var code2 setItem
			if that.esc {
				code2 = p.classEscape(that)
			} else {
				code2 = setItem{lo: that.c, hi: that.c}
			}
			msg := "bad character range " + this.String() + "-" + that.String()
			if code1.cat != 0 || code2.cat != 0 || code2.lo < code1.lo {
				panic(t.error(msg, this.len()+1+that.len()))
			}
			set = append(set, setItem{lo: code1.lo, hi: code2.lo}) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
			continue
		}
		set = append(set, code1) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
	}
	return &node{op: opIn, set: set, negate: negate}
}

// parseRepeat applies a quantifier to the last item of sub. It returns
// false when '{' does not start a valid quantifier (it is then a literal).
func (p *parser) parseRepeat(this token, sub *seq) bool {
	t := &p.tok
	here := t.tell()
	var lo, hi int64
	switch this.c {
	case '?':
		lo, hi = 0, 1
	case '*':
		lo, hi = 0, maxRepeat
	case '+':
		lo, hi = 1, maxRepeat
	case '{':
		if t.next.is('}') {
			return false
		}
		lo, hi = 0, maxRepeat
		var los, his string
		for t.next.ok && !t.next.esc && isDigit(t.next.c) {
			los += string(t.get().c)
		}
		if t.match(',') {
			for t.next.ok && !t.next.esc && isDigit(t.next.c) {
				his += string(t.get().c)
			}
		} else {
			his = los
		}
		if !t.match('}') {
			t.seek(here)
			return false
		}
		if los != "" {
			lo = parseRepeatCount(los)
		}
		if his != "" {
			hi = parseRepeatCount(his)
			if hi < lo {
				panic(t.error("min repeat greater than max repeat", t.tell()-here))
			}
		}
	}
	s := *sub
	if len(s) == 0 || s[len(s)-1].op == opAt {
		panic(t.error("nothing to repeat", t.tell()-here+1))
	}
	item := s[len(s)-1]
	if item.op == opRepeat {
		panic(t.error("multiple repeat", t.tell()-here+1))
	}
	body := seq{item}
	if item.op == opSubpattern && item.group == 0 && item.add == 0 && item.del == 0 {
		body = item.body
	}
	mode := greedy
	if t.match('?') {
		mode = lazy
	} else if t.match('+') {
		mode = possessive
	}
	s[len(s)-1] = &node{op: opRepeat, min: lo, max: hi, mode: mode, body: body}
	return true
}

func parseRepeatCount(s string) int64 {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v >= maxRepeat {
		panic(&Error{Type: "OverflowError", Msg: "the repetition number is too large", Pos: -1})
	}
	return v
}

// parseGroup parses what follows '('. It returns the node (nil for a
// comment), and global=true with the new verbose setting for global
// inline flags.
func (p *parser) parseGroup(verbose bool, nested int, atStart bool) (n *node, newVerbose, global bool) {
	t := &p.tok
	start := t.tell() - 1
	capture, atomic := true, false
	name, hasName := "", false
	add, del := 0, 0
	if t.match('?') {
		c := t.get()
		if !c.ok {
			panic(t.error("unexpected end of pattern", 0))
		}
		switch {
		case c.is('P'):
			switch {
			case t.match('<'):
				name = t.getUntil('>', "group name")
				hasName = true
				t.checkGroupName(name, 1)
			case t.match('='):
				name = t.getUntil(')', "group name")
				t.checkGroupName(name, 1)
				gid, ok := p.groupNames[name]
				if !ok {
					panic(t.error("unknown group name "+pyRepr(name), len([]rune(name))+1))
				}
				if !p.checkGroup(gid) {
					panic(t.error("cannot refer to an open group", len([]rune(name))+1))
				}
				p.checkLookbehindGroup(gid)
				return &node{op: opGroupRef, group: gid}, false, false
			default:
				c2 := t.get()
				if !c2.ok {
					panic(t.error("unexpected end of pattern", 0))
				}
				panic(t.error("unknown extension ?P"+c2.String(), c2.len()+2))
			}
		case c.is(':'):
			capture = false
		case c.is('#'):
			for {
				if !t.next.ok {
					panic(t.error("missing ), unterminated comment", t.tell()-start))
				}
				if t.get().is(')') {
					break
				}
			}
			return nil, false, false
		case c.is('=') || c.is('!') || c.is('<'):
			return p.parseLookaround(c, verbose, nested, start), false, false
		case c.is('('):
			return p.parseConditional(verbose, nested, start), false, false
		case c.is('>'):
			capture, atomic = false, true
		case !c.esc && (inlineFlags[c.c] != 0 || c.c == '-'):
			a, d, isGlobal := p.parseFlags(c)
			if isGlobal {
				if !atStart {
					panic(t.error("global flags not at the start of the expression", t.tell()-start))
				}
				return nil, p.flags&FlagVerbose != 0, true
			}
			add, del = a, d
			capture = false
		default:
			panic(t.error("unknown extension ?"+c.String(), c.len()+1))
		}
	}
	group := 0
	if capture {
		func() {
			defer func() {
				if r := recover(); r != nil {
					if e, ok := r.(*Error); ok && e.Type == "error" && e.Pos < 0 {
						panic(t.error(e.Msg, len([]rune(name))+1))
					}
					panic(r)
				}
			}()
			group = p.openGroup(name, hasName)
		}()
	}
	subVerbose := (verbose || add&FlagVerbose != 0) && del&FlagVerbose == 0
	body := p.parseSub(subVerbose, nested+1)
	if !t.match(')') {
		panic(t.error("missing ), unterminated subpattern", t.tell()-start))
	}
	if group > 0 {
		w := p.width(body)
		p.groupWidths[group] = &w
		p.closePos[group] = t.tell() - 1
	}
	if atomic {
		return &node{op: opAtomic, body: body}, false, false
	}
	return &node{op: opSubpattern, group: group, add: add, del: del, body: body}, false, false
}

func (p *parser) parseLookaround(c token, verbose bool, nested, start int) *node {
	t := &p.tok
	behind := false
	kind := c
	saved := p.lookbehindGroups
	if c.is('<') {
		kind = t.get()
		if !kind.ok {
			panic(t.error("unexpected end of pattern", 0))
		}
		if !kind.is('=') && !kind.is('!') {
			panic(t.error("unknown extension ?<"+kind.String(), kind.len()+2))
		}
		behind = true
		if saved < 0 {
			p.lookbehindGroups = p.groups()
		}
	}
	if !behind {
		p.aheadDepth++
	}
	body := p.parseSub(verbose, nested+1)
	if !behind {
		p.aheadDepth--
	}
	if behind && saved < 0 {
		p.lookbehindGroups = -1
	}
	if !t.match(')') {
		panic(t.error("missing ), unterminated subpattern", t.tell()-start))
	}
	return &node{op: opAssert, behind: behind, negate: kind.is('!'), body: body}
}

func (p *parser) parseConditional(verbose bool, nested, start int) *node {
	t := &p.tok
	condName := t.getUntil(')', "group name")
	nameLen := len([]rune(condName))
	var cond int
	if isIdentifier(condName) {
		gid, ok := p.groupNames[condName]
		if !ok {
			panic(t.error("unknown group name "+pyRepr(condName), nameLen+1))
		}
		cond = gid
	} else {
		v, ok := pyIntLiteral(condName)
		if !ok || v < 0 {
			panic(t.error("bad character in group name "+pyRepr(condName), nameLen+1))
		}
		if v == 0 {
			panic(t.error("bad group number", nameLen+1))
		}
		if v >= maxGroups {
			panic(t.error(fmt.Sprintf("invalid group reference %d", v), nameLen+1))
		}
		cond = int(v)
		if _, seen := p.grouprefPos[cond]; !seen {
			p.grouprefPos[cond] = t.tell() - nameLen - 1
			p.grouprefOrder = append(p.grouprefOrder, cond)
		}
	}
	p.checkLookbehindGroup(cond)
	yes := p.parse(verbose, nested+1, false)
	n := &node{op: opGroupRefExists, group: cond, body: yes}
	if t.match('|') {
		n.no = p.parse(verbose, nested+1, false)
		n.hasNo = true
		if t.next.is('|') {
			panic(t.error("conditional backref with more than two branches", 0))
		}
	}
	if !t.match(')') {
		panic(t.error("missing ), unterminated subpattern", t.tell()-start))
	}
	return n
}

// parseFlags is CPython's _parse_flags. It returns the scoped flags, or
// global=true after applying global flags to p.flags.
func (p *parser) parseFlags(c token) (add, del int, global bool) {
	t := &p.tok
	isFlag := func(c token) bool { return c.ok && !c.esc && inlineFlags[c.c] != 0 }
	if !c.is('-') {
		for {
			flag := inlineFlags[c.c]
			if c.c == 'L' && !t.bytes {
				panic(t.error("bad inline flags: cannot use 'L' flag with a str pattern", 0))
			}
			if c.c == 'u' && t.bytes {
				panic(t.error("bad inline flags: cannot use 'u' flag with a bytes pattern", 0))
			}
			add |= flag
			if flag&typeFlags != 0 && add&typeFlags != flag {
				panic(t.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0))
			}
			c = t.get()
			if !c.ok {
				panic(t.error("missing -, : or )", 0))
			}
			if c.is(')') || c.is('-') || c.is(':') {
				break
			}
			if !isFlag(c) {
				msg := "missing -, : or )"
				if !c.esc && unicode.IsLetter(c.c) {
					msg = "unknown flag"
				}
				panic(t.error(msg, c.len()))
			}
		}
	}
	if c.is(')') {
		p.flags |= add
		return 0, 0, true
	}
	if add&globalFlags != 0 {
		panic(t.error("bad inline flags: cannot turn on global flag", 1))
	}
	if c.is('-') {
		c = t.get()
		if !c.ok {
			panic(t.error("missing flag", 0))
		}
		if !isFlag(c) {
			msg := "missing flag"
			if !c.esc && unicode.IsLetter(c.c) {
				msg = "unknown flag"
			}
			panic(t.error(msg, c.len()))
		}
		for {
			flag := inlineFlags[c.c]
			if flag&typeFlags != 0 {
				panic(t.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0))
			}
			del |= flag
			c = t.get()
			if !c.ok {
				panic(t.error("missing :", 0))
			}
			if c.is(':') {
				break
			}
			if !isFlag(c) {
				msg := "missing :"
				if !c.esc && unicode.IsLetter(c.c) {
					msg = "unknown flag"
				}
				panic(t.error(msg, c.len()))
			}
		}
	}
	if del&globalFlags != 0 {
		panic(t.error("bad inline flags: cannot turn off global flag", 1))
	}
	if add&del != 0 {
		panic(t.error("bad inline flags: flag turned on and off", 1))
	}
	return add, del, false
}

// width computes CPython's getwidth() of a sequence.
func (p *parser) width(s seq) width {
	var lo, hi int64
	for _, n := range s {
		var w width
		switch n.op {
		case opBranch:
			w.lo = maxWidth
			for _, a := range n.alts {
				aw := p.width(a)
				w.lo = min(w.lo, aw.lo)
				w.hi = max(w.hi, aw.hi)
			}
		case opAtomic, opSubpattern:
			w = p.width(n.body)
		case opRepeat:
			bw := p.width(n.body)
			w.lo = satMul(bw.lo, n.min)
			if n.max == maxRepeat && bw.hi > 0 {
				w.hi = maxWidth
			} else {
				w.hi = satMul(bw.hi, n.max)
			}
		case opAny, opIn, opLiteral:
			w = width{1, 1}
		case opGroupRef:
			if gw := p.groupWidths[n.group]; gw != nil {
				w = *gw
			}
		case opGroupRefExists:
			w = p.width(n.body)
			if n.hasNo {
				nw := p.width(n.no)
				w.lo = min(w.lo, nw.lo)
				w.hi = max(w.hi, nw.hi)
			} else {
				w.lo = 0
			}
		}
		lo = satAdd(lo, w.lo)
		hi = satAdd(hi, w.hi)
	}
	return width{min(lo, maxWidth), min(hi, maxWidth)}
}

func satAdd(a, b int64) int64 {
	if a > maxWidth-b {
		return maxWidth
	}
	return a + b
}

func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > maxWidth/b {
		return maxWidth
	}
	return a * b
}

// checkLookbehinds reports CPython's compile-time look-behind errors, in
// pattern order.
func (p *parser) checkLookbehinds(s seq) {
	for _, n := range s {
		switch n.op {
		case opAssert:
			if n.behind {
				w := p.width(n.body)
				if w.lo > maxCode {
					panic(&Error{Type: "error", Msg: "looks too much behind", Pos: -1})
				}
				if w.lo != w.hi {
					panic(&Error{Type: "error", Msg: "look-behind requires fixed-width pattern", Pos: -1})
				}
			}
			p.checkLookbehinds(n.body)
		case opSubpattern, opAtomic, opRepeat:
			p.checkLookbehinds(n.body)
		case opGroupRefExists:
			p.checkLookbehinds(n.body)
			p.checkLookbehinds(n.no)
		case opBranch:
			for _, a := range n.alts {
				p.checkLookbehinds(a)
			}
		}
	}
}
