// Package re is the engine behind krait's Python `re` module: it parses
// Python 3.11 regular-expression syntax exactly as CPython's sre parser
// does (same accepted language, same re.error messages and positions),
// translates it to github.com/dlclark/regexp2 syntax with Python's
// semantics spelled out, and offers Python's matching operations (match,
// fullmatch, search, finditer, findall, split, sub with templates) over
// code-point slices, with a time limit and a budget hook so that
// catastrophic backtracking cannot hang a run.
//
// Bytes patterns are compiled with CompileBytes and matched against
// inputs holding one rune per byte (BytesToRunes).
package re

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dlclark/regexp2"
)

// Pattern is a compiled pattern (Python's re.Pattern). It is safe for
// concurrent use, though matches on one Pattern run one at a time; the
// regexp2 programs it holds are compiled lazily per matching mode.
type Pattern struct {
	source     string
	isBytes    bool
	flags      int
	groups     int
	names      []string // names[i] is group i's name or ""
	groupIndex map[string]int
	closePos   []int // closing-parenthesis index of each group, for lastindex
	loops      []loopBound
	inAhead    []bool  // group lies inside a look-ahead, for lastindex
	loopPaths  [][]int // loops enclosing each group, for lastindex
	expr       string
	fast       *fastProg // the simple-pattern matcher's program, or nil
	lastTmpl   atomic.Pointer[cachedTemplate]

	mu    sync.Mutex // serializes compiling progs
	progs [numModes]atomic.Pointer[regexp2.Regexp]
	runMu sync.Mutex // serializes matches: each sets MatchTimeout on a shared program
}

// matching modes, each a differently anchored regexp2 program.
type mode int

const (
	modeSearch  mode = iota // (?:P)
	modeMatch               // \G(?:P): anchored at pos
	modeFull                // \G(?:P)\z: anchored at pos and endpos
	modeAdvance             // (?:P)(?!\G): non-empty if starting at pos
	numModes
)

// GroupName is one entry of Pattern.GroupIndex.
type GroupName struct {
	// Name is the group's name.
	Name string
	// Index is the group's number.
	Index int
}

// DefaultMaxMatchMemory is the memory bound used when Limits.MaxMemory is
// zero.
const DefaultMaxMatchMemory = 128 << 20

// bytesPerIteration estimates the backtracking-stack bytes regexp2 keeps
// per iteration of a loop over a group or a multi-element body (about 190
// measured for (.)* and (a?){n}).
const bytesPerIteration = 200

// ErrMatchMemory is returned (wrapped) when a match could need more
// backtracking memory, or a result more memory, than Limits.MaxMemory
// allows.
var ErrMatchMemory = errors.New("regular expression match needs too much memory")

// Limits bounds the matching work of one call.
type Limits struct {
	// Timeout bounds each underlying regexp2 match attempt (0: none).
	Timeout time.Duration
	// Charge, when set, is called before every match attempt with the
	// number of code points the attempt may scan; a non-nil error stops
	// the operation and is returned as is (use it to charge an operation
	// budget or to check cancellation between matches).
	Charge func(cost int) error
	// MaxMemory bounds the estimated backtracking memory of one match
	// attempt (0: DefaultMaxMatchMemory). regexp2 keeps a stack entry per
	// iteration of a loop over a group, so `(a)*` on a long string or
	// `(a?){10000000}` on any string would otherwise allocate gigabytes.
	MaxMemory int64
	// AttemptTimeout, when set, is called before every match attempt
	// (after Charge) and bounds that attempt instead of Timeout when it
	// returns a positive duration: a caller can derive the bound from
	// what is left of an operation budget.
	AttemptTimeout func() time.Duration
	// Spent, when set, is called after every match attempt with the time
	// the engine ran and whether it stopped at the attempt's time bound;
	// a non-nil error stops the operation and is returned as is (use it
	// to charge an operation budget for the engine's work, which the
	// engine does not count in steps).
	Spent func(d time.Duration, timedOut bool) error
}

// Compile parses and translates a str pattern with the given flags
// (FlagIgnoreCase | ...). Errors are *Error values carrying CPython's
// exception type and message.
func Compile(pattern string, flags int) (pat *Pattern, err error) {
	return compile([]rune(pattern), pattern, false, flags)
}

// CompileBytes is Compile for a bytes pattern: ASCII semantics for \d \s
// \w \b and case folding, \u \U \N rejected, LOCALE allowed (as the C
// locale) and UNICODE refused, as CPython does. Error messages and
// Pattern() give the pattern as its Latin-1 decoding.
func CompileBytes(pattern []byte, flags int) (*Pattern, error) {
	src := BytesToRunes(pattern)
	return compile(src, string(src), true, flags)
}

// BytesToRunes maps each byte to the rune of the same value (Latin-1), the
// input form bytes patterns match against.
func BytesToRunes(b []byte) []rune {
	out := make([]rune, len(b)) //krait:alloc-ok 4 bytes per byte of b, bytes that exist (inputOf checks 4*len(subject) first)
	for i, c := range b {
		out[i] = rune(c)
	}
	return out
}

// IsBytes reports whether the pattern was compiled from bytes.
func (p *Pattern) IsBytes() bool { return p.isBytes }

func compile(src []rune, pattern string, isBytes bool, flags int) (pat *Pattern, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			if e.Type == "error" && e.Pattern == "" && e.Pos >= 0 {
				e.Pattern = pattern
			}
			pat, err = nil, e
		}
	}()
	p := &parser{
		flags:            flags,
		groupNames:       map[string]int{},
		groupWidths:      []*width{nil},
		closePos:         []int{-1},
		inAhead:          []bool{false},
		lookbehindGroups: -1,
		grouprefPos:      map[int]int{},
	}
	p.tok = tokenizer{src: src, pattern: pattern, bytes: isBytes}
	p.tok.advance()
	body := p.parseSub(flags&FlagVerbose != 0, 0)
	if err := fixFlags(&p.flags, isBytes); err != nil {
		return nil, err
	}
	if p.tok.next.ok {
		panic(p.tok.error("unbalanced parenthesis", 0))
	}
	for _, g := range p.grouprefOrder {
		if g >= p.groups() {
			panic(&Error{Type: "error", Msg: fmt.Sprintf("invalid group reference %d", g), Pattern: pattern, Pos: p.grouprefPos[g]})
		}
	}
	p.checkLookbehinds(body)
	if p.flags&FlagDebug != 0 {
		// CPython prints the parsed pattern to stdout; krait cannot
		// reproduce that output, so it refuses rather than differ.
		return nil, &Error{Type: "NotImplementedError", Msg: "re.DEBUG is not supported by krait", Pos: -1}
	}
	if p.flags&FlagTemplate != 0 {
		if op := firstRepeat(body); op != "" {
			return nil, &Error{Type: "error", Msg: "internal: unsupported template operator " + op, Pos: -1}
		}
	}
	var e emitter
	e.seq(body, p.flags)
	pat = &Pattern{
		fast:       buildFast(body, p.flags),
		source:     pattern,
		isBytes:    isBytes,
		flags:      p.flags,
		groups:     p.groups() - 1,
		names:      make([]string, p.groups()), //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
		groupIndex: p.groupNames,
		closePos:   p.closePos,
		inAhead:    p.inAhead,
		loops:      p.collectLoops(body, 1, nil),
		expr:       e.b.String(),
	}
	for name, i := range p.groupNames {
		pat.names[i] = name
	}
	pat.loopPaths = make([][]int, p.groups()) //krait:alloc-ok parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
	loopCount := 0
	groupLoops(body, nil, &loopCount, pat.loopPaths)
	if _, err := pat.prog(modeSearch); err != nil {
		return nil, err
	}
	return pat, nil
}

// loopBound describes one loop for MemoryEstimate: its maximum count, the
// minimum width of one iteration, and the product of the finite maxima of
// the counted loops enclosing it.
type loopBound struct {
	max      int64
	minWidth int64
	outer    int64
}

// iterations bounds how often the loop can iterate over n characters: an
// iteration that consumes at least w characters happens at most n/w+1
// times; one that may be empty is bounded only by the loop's count (or
// n+1 for an unbounded loop, which stops on an empty iteration).
func (l loopBound) iterations(n int64) int64 {
	limit := n + 1
	if l.minWidth > 0 {
		limit = n/l.minWidth + 1
	} else if l.max != maxRepeat {
		limit = l.max
	}
	return min(l.max, limit)
}

// collectLoops lists the loops that need a backtracking stack.
func (p *parser) collectLoops(s seq, outer int64, out []loopBound) []loopBound {
	for _, n := range s {
		switch n.op {
		case opRepeat:
			inner := outer
			if !simpleLoop(n) {
				out = append(out, loopBound{max: n.max, minWidth: p.width(n.body).lo, outer: outer}) //krait:alloc-ok one per repeat node: parsing a pattern: callers check CompileBytesPerChar per pattern character first (re's compile, string.Template; textwrap's patterns are constants)
				if n.max != maxRepeat {
					inner = satMul(outer, max(n.max, 1))
				}
			}
			out = p.collectLoops(n.body, inner, out)
		case opSubpattern, opAtomic, opAssert:
			out = p.collectLoops(n.body, outer, out)
		case opGroupRefExists:
			out = p.collectLoops(n.body, outer, out)
			out = p.collectLoops(n.no, outer, out)
		case opBranch:
			for _, a := range n.alts {
				out = p.collectLoops(a, outer, out)
			}
		}
	}
	return out
}

// simpleLoop reports whether regexp2 runs the loop as a one-character
// loop, without a per-iteration stack entry.
func simpleLoop(n *node) bool {
	if len(n.body) != 1 {
		return false
	}
	switch n.body[0].op {
	case opLiteral, opAny:
		return true
	case opIn:
		for _, it := range n.body[0].set {
			if _, neg := categoryBody(it.cat, 0); it.cat != 0 && neg && len(n.body[0].set) > 1 {
				return false // a negated category among others becomes an alternation
			}
		}
		return true
	}
	return false
}

// firstRepeat returns the sre opcode name of the first repeat in compile
// order ("" if none): re.TEMPLATE patterns may not repeat.
func firstRepeat(s seq) string {
	for _, n := range s {
		switch n.op {
		case opRepeat:
			return [...]string{greedy: "MAX_REPEAT", lazy: "MIN_REPEAT", possessive: "POSSESSIVE_REPEAT"}[n.mode]
		case opSubpattern, opAtomic, opAssert:
			if op := firstRepeat(n.body); op != "" {
				return op
			}
		case opGroupRefExists:
			if op := firstRepeat(n.body); op != "" {
				return op
			}
			if op := firstRepeat(n.no); op != "" {
				return op
			}
		case opBranch:
			for _, a := range n.alts {
				if op := firstRepeat(a); op != "" {
					return op
				}
			}
		}
	}
	return ""
}

// fixFlags is CPython's fix_flags: str patterns get UNICODE unless ASCII;
// bytes patterns refuse UNICODE and ASCII with LOCALE.
func fixFlags(flags *int, isBytes bool) error {
	f := *flags
	if !isBytes {
		if f&FlagLocale != 0 {
			return &Error{Type: "ValueError", Msg: "cannot use LOCALE flag with a str pattern", Pos: -1}
		}
		if f&FlagASCII == 0 {
			*flags |= FlagUnicode
		} else if f&FlagUnicode != 0 {
			return &Error{Type: "ValueError", Msg: "ASCII and UNICODE flags are incompatible", Pos: -1}
		}
		return nil
	}
	if f&FlagUnicode != 0 {
		return &Error{Type: "ValueError", Msg: "cannot use UNICODE flag with a bytes pattern", Pos: -1}
	}
	if f&FlagLocale != 0 && f&FlagASCII != 0 {
		return &Error{Type: "ValueError", Msg: "ASCII and LOCALE flags are incompatible", Pos: -1}
	}
	return nil
}

// prog returns (compiling on first use) the regexp2 program of a mode.
func (p *Pattern) prog(m mode) (*regexp2.Regexp, error) {
	if re := p.progs[m].Load(); re != nil {
		return re, nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if re := p.progs[m].Load(); re != nil {
		return re, nil
	}
	expr := "(?:" + p.expr + ")"
	switch m {
	case modeMatch:
		expr = `\G` + expr
	case modeFull:
		expr = `\G` + expr + `\z`
	case modeAdvance:
		expr += `(?!\G)`
	}
	re, err := regexp2.Compile(expr, regexp2.None)
	if err != nil {
		return nil, &Error{Type: "NotImplementedError", Msg: fmt.Sprintf("krait cannot run this pattern: %v", err), Pos: -1}
	}
	p.progs[m].Store(re)
	return re, nil
}

// MemoryEstimate returns the estimated backtracking memory, in bytes, of
// one match attempt over n characters: bytesPerIteration for every
// possible iteration of each loop that regexp2 cannot run without a
// stack (loops over groups or several elements), as bounded by
// loopBound.iterations, multiplied by the counts of the counted loops
// around it.
func (p *Pattern) MemoryEstimate(n int) int64 {
	var total int64
	for _, l := range p.loops {
		total = satAdd(total, satMul(satMul(l.iterations(int64(n)), l.outer), bytesPerIteration))
	}
	return total
}

// maxMemory returns the effective memory bound of l (nil-safe).
func (l *Limits) maxMemory() int64 {
	if l != nil && l.MaxMemory > 0 {
		return l.MaxMemory
	}
	return DefaultMaxMatchMemory
}

// checkResultSize refuses results (findall rows, split pieces, sub output)
// whose size exceeds the memory bound, so that e.g. re.sub(”, 'x' * 1000,
// s) on a long s cannot grow without limit. It is this package's memory
// check (krait:memcheck): the module passes as MaxMemory the room the
// run's memory budget has left (newThreadLimits).
func (l *Limits) checkResultSize(bytes int64) error {
	if max := l.maxMemory(); bytes > max {
		return fmt.Errorf("%w: result of about %d bytes (limit %d)", ErrMatchMemory, bytes, max)
	}
	return nil
}

// Pattern returns the pattern text (re.Pattern.pattern).
func (p *Pattern) Pattern() string { return p.source }

// Flags returns the effective flags, including inline ones and the
// implied FlagUnicode (re.Pattern.flags).
func (p *Pattern) Flags() int { return p.flags }

// Groups returns the number of capturing groups (re.Pattern.groups).
func (p *Pattern) Groups() int { return p.groups }

// GroupIndex returns the named groups in definition order
// (re.Pattern.groupindex).
func (p *Pattern) GroupIndex() []GroupName {
	var out []GroupName
	for i, n := range p.names {
		if n != "" {
			out = append(out, GroupName{n, i}) //krait:alloc-ok sized by the groups of a compiled pattern, checked at CompileBytesPerChar per pattern character when compiled
		}
	}
	return out
}

// GroupNumber returns the number of a named group.
func (p *Pattern) GroupNumber(name string) (int, bool) {
	i, ok := p.groupIndex[name]
	return i, ok
}

// Translated returns the regexp2 pattern the engine runs (for debugging).
func (p *Pattern) Translated() string { return p.expr }

// Match is one successful match (Python's re.Match). Indexes are code
// points into the searched string.
type Match struct {
	pat       *Pattern
	input     []rune
	pos       int
	endpos    int
	lastIndex int
	ascii     string // the input when matched on an ASCII string (input nil)
	// The spans, 2 per group, -1 when the group did not take part: in
	// spanBuf for up to two groups, else in extra. (A Match never points
	// into itself, so that scratch Matches can stay on the stack.)
	spanBuf [6]int
	extra   []int
}

// spans returns the span slots.
func (m *Match) spans() []int {
	if m.extra != nil {
		return m.extra
	}
	return m.spanBuf[:2*(m.pat.groups+1)]
}

// set makes m a copy of src that shares no storage with it (src may be
// a scratch Match that the next match overwrites).
func (m *Match) set(src *Match) {
	*m = *src
	m.extra = slices.Clone(src.extra)
}

// Pattern returns the pattern that produced the match.
func (m *Match) Pattern() *Pattern { return m.pat }

// Input returns the searched string (match.string).
func (m *Match) Input() []rune {
	if m.input == nil && m.ascii != "" {
		m.input = []rune(m.ascii) // matched on the string: converted on demand
	}
	return m.input
}

// Pos returns the pos argument of the search (match.pos).
func (m *Match) Pos() int { return m.pos }

// Endpos returns the endpos argument of the search (match.endpos).
func (m *Match) Endpos() int { return m.endpos }

// Span returns group g's span, or (-1, -1) if it did not participate.
// g must be in 0..Groups().
func (m *Match) Span(g int) (start, end int) {
	if m.extra != nil {
		return m.extra[2*g], m.extra[2*g+1]
	}
	return m.spanBuf[2*g], m.spanBuf[2*g+1]
}

// Group returns group g's text and whether it participated.
func (m *Match) Group(g int) (string, bool) {
	s, e := m.Span(g)
	if s < 0 {
		return "", false
	}
	if m.input == nil {
		return m.ascii[s:e], true
	}
	return string(m.input[s:e]), true
}

// LastIndex returns match.lastindex, or -1 for None.
func (m *Match) LastIndex() int { return m.lastIndex }

// LastGroup returns match.lastgroup and false for None.
func (m *Match) LastGroup() (string, bool) {
	if m.lastIndex < 0 || m.pat.names[m.lastIndex] == "" {
		return "", false
	}
	return m.pat.names[m.lastIndex], true
}

// clampRange applies CPython's adjustment of pos and endpos.
func clampRange(n, pos, endpos int) (int, int) {
	pos = max(0, min(pos, n))
	endpos = max(0, min(endpos, n))
	return pos, endpos
}

// run performs one match attempt of a mode from pos in input[:endpos]:
// the match, stored in dst when it is not nil, or nil.
func (p *Pattern) run(m mode, input []rune, pos, endpos int, lim *Limits, dst *Match) (*Match, error) {
	if pos > endpos {
		return nil, nil
	}
	if err := p.prepare(pos, endpos, lim); err != nil {
		return nil, err
	}
	if p.fast != nil {
		return p.runFast(m, runeText(input[:endpos]), pos, lim, dst, input, "")
	}
	timeout := lim.attemptTimeout()
	// A mode's program is compiled at its first match (the search mode's
	// with the pattern): that compile is charged as the match's time.
	re := p.progs[m].Load()
	var compiling time.Duration
	if re == nil {
		began := time.Now()
		var err error
		if re, err = p.prog(m); err != nil {
			return nil, err
		}
		compiling = time.Since(began)
	}
	p.runMu.Lock()
	re.MatchTimeout = timeout
	start := time.Now()
	rm, err := re.FindRunesMatchStartingAt(input[:endpos], pos)
	spent := time.Since(start) + compiling
	p.runMu.Unlock()
	if lim != nil && lim.Spent != nil {
		if serr := lim.Spent(spent, err != nil); serr != nil {
			return nil, serr
		}
	}
	if err != nil {
		return nil, p.timeoutError(timeout)
	}
	if rm == nil {
		return nil, nil
	}
	if dst == nil {
		dst = new(Match)
	}
	p.fillMatch(dst, rm, input, pos, endpos)
	return dst, nil
}

// timeoutError is the error of an attempt stopped at its time bound.
func (p *Pattern) timeoutError(timeout time.Duration) error {
	// regexp2's message quotes the whole input; keep ours short.
	return fmt.Errorf("%w after %v (pattern %.60q)", ErrMatchTimeout, timeout, p.source)
}

// attemptTimeout is the time bound of one match attempt (nil-safe).
func (l *Limits) attemptTimeout() time.Duration {
	timeout := regexp2.DefaultMatchTimeout
	if l != nil && l.Timeout > 0 {
		timeout = l.Timeout
	}
	if l != nil && l.AttemptTimeout != nil {
		if d := l.AttemptTimeout(); d > 0 {
			timeout = d
		}
	}
	return timeout
}

// prepare charges an attempt on input[pos:endpos] and checks its
// memory estimate.
func (p *Pattern) prepare(pos, endpos int, lim *Limits) error {
	if lim != nil && lim.Charge != nil {
		if err := lim.Charge(endpos - pos + 1); err != nil {
			return err
		}
	}
	maxMem := lim.maxMemory()
	if need := p.MemoryEstimate(endpos); need > maxMem {
		return fmt.Errorf("%w: about %d bytes for pattern %.60q on %d characters (limit %d)", ErrMatchMemory, need, p.source, endpos, maxMem)
	}
	return nil
}

// runASCII is run on an ASCII string for a pattern that runs on the
// simple-pattern matcher (p.fast != nil), without converting the string
// to code points; pos and
// endpos must be within [0, len(s)] (as clampRange makes them).
func (p *Pattern) runASCII(m mode, s string, pos, endpos int, lim *Limits, dst *Match) (*Match, error) {
	if pos > endpos {
		return nil, nil
	}
	if err := p.prepare(pos, endpos, lim); err != nil {
		return nil, err
	}
	return p.runFast(m, asciiText(s[:endpos]), pos, lim, dst, nil, s)
}

// runFast is run on the simple-pattern matcher (fast.go): text is the
// input up to endpos, whole is the input as code points or, when nil,
// the ASCII string ascii.
func (p *Pattern) runFast(m mode, text fastText, pos int, lim *Limits, dst *Match, whole []rune, ascii string) (*Match, error) {
	var buf [6]int
	var caps []int
	if n := 2 * (p.groups + 1); n <= len(buf) {
		caps = buf[:n]
	} else {
		caps = make([]int, n) //krait:alloc-ok sized by the groups of a compiled pattern, checked at CompileBytesPerChar per pattern character when compiled
	}
	for i := range caps {
		caps[i] = -1
	}
	timeout := time.Duration(0)
	res := p.fast.exec(m, text, pos, caps, func() time.Duration {
		timeout = lim.attemptTimeout()
		return timeout
	})
	if lim != nil && lim.Spent != nil {
		if err := lim.Spent(res.spent, res.timedOut); err != nil {
			return nil, err
		}
	}
	if res.timedOut {
		return nil, p.timeoutError(timeout)
	}
	if !res.found {
		return nil, nil
	}
	if dst == nil {
		dst = new(Match)
	}
	p.initMatch(dst, whole, pos, text.n)
	dst.ascii = ascii
	copy(dst.spans(), caps)
	p.setLastIndex(dst)
	return dst, nil
}

// initMatch resets m for a match of input[pos:endpos], with every group
// unset.
func (p *Pattern) initMatch(m *Match, input []rune, pos, endpos int) {
	extra := m.extra
	*m = Match{pat: p, input: input, pos: pos, endpos: endpos, lastIndex: -1}
	if n := 2 * (p.groups + 1); n > len(m.spanBuf) {
		if cap(extra) >= n { // a reused Match's own slice
			m.extra = extra[:n]
		} else {
			m.extra = make([]int, n) //krait:alloc-ok sized by the groups of a compiled pattern, checked at CompileBytesPerChar per pattern character when compiled
		}
	}
	spans := m.spans()
	for i := range spans {
		spans[i] = -1
	}
}

// fillMatch sets m to the match rm of input[pos:endpos].
func (p *Pattern) fillMatch(m *Match, rm *regexp2.Match, input []rune, pos, endpos int) {
	p.initMatch(m, input, pos, endpos)
	spans := m.spans()
	for g := 0; g <= p.groups; g++ {
		grp := rm.GroupByNumber(g)
		if grp == nil || len(grp.Captures) == 0 {
			continue
		}
		spans[2*g], spans[2*g+1] = grp.Index, grp.Index+grp.Length
	}
	p.setLastIndex(m)
}

// setLastIndex sets m.lastIndex: the group whose closing parenthesis was
// passed last. The match data does not record time, so it is
// reconstructed: outside a common loop, execution follows the pattern
// text, so the group whose ')' comes later closed later; inside a common
// loop, the group ending later belongs to a later iteration (a group
// inside a look-ahead counting as ending where it starts).
func (p *Pattern) setLastIndex(m *Match) {
	best := -1
	for g := 1; g <= p.groups; g++ {
		if s, _ := m.Span(g); s < 0 {
			continue
		}
		if best < 0 || p.closedAfter(m, g, best) {
			best = g
		}
	}
	m.lastIndex = best
}

// closedAfter reports whether group a's last closing came after group
// b's in the match m (see newMatch).
func (p *Pattern) closedAfter(m *Match, a, b int) bool {
	if sharesLoop(p.loopPaths[a], p.loopPaths[b]) {
		sa, ea := m.Span(a)
		sb, eb := m.Span(b)
		if p.inAhead[a] {
			ea = sa
		}
		if p.inAhead[b] {
			eb = sb
		}
		if ea != eb {
			return ea > eb
		}
	}
	return p.closePos[a] > p.closePos[b]
}

// sharesLoop reports whether two loop paths have an enclosing loop in
// common.
func sharesLoop(a, b []int) bool { return len(a) > 0 && len(b) > 0 && a[0] == b[0] }

// groupLoops records, for every group, the loops (numbered in walk order)
// that enclose it, outermost first.
func groupLoops(s seq, stack []int, next *int, out [][]int) {
	for _, n := range s {
		switch n.op {
		case opRepeat:
			*next++
			groupLoops(n.body, append(stack, *next), next, out)
		case opSubpattern:
			if n.group > 0 {
				out[n.group] = slices.Clone(stack)
			}
			groupLoops(n.body, stack, next, out)
		case opAtomic, opAssert:
			groupLoops(n.body, stack, next, out)
		case opGroupRefExists:
			groupLoops(n.body, stack, next, out)
			groupLoops(n.no, stack, next, out)
		case opBranch:
			for _, a := range n.alts {
				groupLoops(a, stack, next, out)
			}
		}
	}
}

// Search is re.Pattern.search(string, pos, endpos).
func (p *Pattern) Search(input []rune, pos, endpos int, lim *Limits) (*Match, error) {
	pos, endpos = clampRange(len(input), pos, endpos)
	return p.run(modeSearch, input, pos, endpos, lim, nil)
}

// MatchAt is re.Pattern.match(string, pos, endpos): anchored at pos.
func (p *Pattern) MatchAt(input []rune, pos, endpos int, lim *Limits) (*Match, error) {
	pos, endpos = clampRange(len(input), pos, endpos)
	return p.run(modeMatch, input, pos, endpos, lim, nil)
}

// FullMatch is re.Pattern.fullmatch(string, pos, endpos).
func (p *Pattern) FullMatch(input []rune, pos, endpos int, lim *Limits) (*Match, error) {
	pos, endpos = clampRange(len(input), pos, endpos)
	return p.run(modeFull, input, pos, endpos, lim, nil)
}

// Iterator yields successive matches like re.Pattern.finditer: after an
// empty match the next match must not be empty at the same position
// (CPython 3.7+ semantics).
type Iterator struct {
	pat         *Pattern
	startPos    int
	input       []rune
	pos, endpos int
	mustAdvance bool
	done        bool
	lim         *Limits
}

// Finditer returns an Iterator over input[pos:endpos].
func (p *Pattern) Finditer(input []rune, pos, endpos int, lim *Limits) *Iterator {
	pos, endpos = clampRange(len(input), pos, endpos)
	return &Iterator{pat: p, input: input, startPos: pos, pos: pos, endpos: endpos, lim: lim}
}

// Next returns the next match, or nil at the end.
func (it *Iterator) Next() (*Match, error) { return it.next(nil) }

// NextInto is Next storing the match in *dst, for callers that do not
// keep a match past the next call (no allocation per match).
func (it *Iterator) NextInto(dst *Match) (*Match, error) { return it.next(dst) }

// next is Next storing the match in dst when it is not nil (for callers
// that do not keep the match past the next call).
func (it *Iterator) next(dst *Match) (*Match, error) {
	if it.done {
		return nil, nil
	}
	m := modeSearch
	if it.mustAdvance {
		m = modeAdvance
	}
	res, err := it.pat.run(m, it.input, it.pos, it.endpos, it.lim, dst)
	if err != nil || res == nil {
		it.done = true
		return nil, err
	}
	// Report pos as given to finditer, as CPython's scanner does.
	res.pos = it.startPos
	s, e := res.Span(0)
	it.mustAdvance = s == e
	it.pos = e
	return res, nil
}

// Span is a code-point range of the input; Start is -1 for a group that
// did not participate (Python's None).
type Span struct {
	// Start is the first index, or -1.
	Start int
	// End is one past the last index, or -1.
	End int
}

// Valid reports whether the span is not None.
func (s Span) Valid() bool { return s.Start >= 0 }

// FindAll is re.Pattern.findall on spans: for each match, the whole match
// when the pattern has no groups, else every group (an unmatched group
// gives an invalid span, which findall renders as ""). The wrapper builds
// the str or tuple values from these.
func (p *Pattern) FindAll(input []rune, pos, endpos int, lim *Limits) ([][]Span, error) {
	var out [][]Span
	var scratch Match
	it := p.Finditer(input, pos, endpos, lim)
	for {
		m, err := it.next(&scratch)
		if err != nil {
			return nil, err
		}
		if m == nil {
			return out, nil
		}
		if p.groups == 0 {
			s, e := m.Span(0)
			out = append(out, []Span{{s, e}}) //krait:alloc-ok checked against the memory budget after each match (checkResultSize): one row over at most
			if err := lim.checkResultSize(int64(len(out)) * 32); err != nil {
				return nil, err
			}
			continue
		}
		row := make([]Span, p.groups) //krait:alloc-ok sized by the groups of a compiled pattern, checked at CompileBytesPerChar per pattern character when compiled
		for g := 1; g <= p.groups; g++ {
			s, e := m.Span(g)
			row[g-1] = Span{s, e}
		}
		out = append(out, row) //krait:alloc-ok checked against the memory budget after each match (checkResultSize): one row over at most
		if err := lim.checkResultSize(int64(len(out)) * int64(len(row)+1) * 16); err != nil {
			return nil, err
		}
	}
}

// Split is re.Pattern.split(string, maxsplit): the pieces between
// matches, with the groups of each match interleaved (invalid spans are
// None); maxsplit <= 0 means no limit.
func (p *Pattern) Split(input []rune, maxsplit int, lim *Limits) ([]Span, error) {
	var out []Span
	last, n := 0, 0
	var scratch Match
	it := p.Finditer(input, 0, len(input), lim)
	for maxsplit <= 0 || n < maxsplit {
		m, err := it.next(&scratch)
		if err != nil {
			return nil, err
		}
		if m == nil {
			break
		}
		s, e := m.Span(0)
		out = append(out, Span{last, s}) //krait:alloc-ok checked against the memory budget after each match (checkResultSize): one match's spans over at most
		for g := 1; g <= p.groups; g++ {
			gs, ge := m.Span(g)
			out = append(out, Span{gs, ge}) //krait:alloc-ok checked against the memory budget after each match (checkResultSize): one match's spans over at most
		}
		if err := lim.checkResultSize(int64(len(out)) * 16); err != nil {
			return nil, err
		}
		last = e
		n++
	}
	return append(out, Span{last, len(input)}), nil
}

// Replacer produces the replacement text for one match of Sub.
type Replacer func(m *Match) ([]rune, error)

// TemplateReplacer returns a Replacer expanding a template.
func TemplateReplacer(t *Template) Replacer {
	return func(m *Match) ([]rune, error) { return t.Expand(m), nil }
}

// Sub is re.Pattern.subn(repl, string, count): the new string and the
// number of replacements; count <= 0 means all.
func (p *Pattern) Sub(repl Replacer, input []rune, count int, lim *Limits) ([]rune, int, error) {
	return p.sub(func(out []rune, m *Match) ([]rune, error) {
		r, err := repl(m)
		if err != nil {
			return out, err
		}
		if err := lim.checkResultSize(subBytes(len(out) + len(r))); err != nil {
			return out, err
		}
		return append(out, r...), nil
	}, nil, input, count, lim)
}

// SubTemplate is Sub with a template as the replacement, expanded
// straight into the result.
func (p *Pattern) SubTemplate(t *Template, input []rune, count int, lim *Limits) ([]rune, int, error) {
	return p.sub(func(out []rune, m *Match) ([]rune, error) {
		// Checked before expanding: one expansion of "\\1" * 1000 can
		// be hundreds of megabytes.
		if err := lim.checkResultSize(subBytes(len(out) + t.ExpandLen(m))); err != nil {
			return out, err
		}
		return t.appendExpand(out, m), nil
	}, new(Match), input, count, lim)
}

// sub runs Sub with repl appending each replacement to the result; a
// non-nil scratch holds every match in turn (when repl keeps none).
func (p *Pattern) sub(repl func(out []rune, m *Match) ([]rune, error), scratch *Match, input []rune, count int, lim *Limits) ([]rune, int, error) {
	out := make([]rune, 0, len(input)+len(input)/4)
	last, n := 0, 0
	it := p.Finditer(input, 0, len(input), lim)
	for count <= 0 || n < count {
		m, err := it.next(scratch)
		if err != nil {
			return nil, 0, err
		}
		if m == nil {
			break
		}
		s, e := m.Span(0)
		out = append(out, input[last:s]...) //krait:alloc-ok a slice of the input (which exists); the result is checked after each match (checkResultSize)
		if out, err = repl(out, m); err != nil {
			return nil, 0, err
		}
		if err := lim.checkResultSize(subBytes(len(out))); err != nil {
			return nil, 0, err
		}
		last = e
		n++
	}
	if err := lim.checkResultSize(subBytes(len(out) + len(input) - last)); err != nil {
		return nil, 0, err
	}
	out = append(out, input[last:]...)
	return out, n, nil
}

// subBytes is the memory a sub result of n runes holds while it grows:
// the rune array twice (append copies it into a larger one) and the text
// it becomes.
func subBytes(n int) int64 { return int64(n) * 4 * 3 }

// Escape is re.escape for str: a backslash before every character that is
// special in a pattern.
func Escape(s string) string {
	var b strings.Builder // at most 2 bytes per byte of s (callers charge 2*len(s))
	for _, r := range s {
		if r < 0x80 && strings.ContainsRune(escaped, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// escaped lists the characters re.escape puts a backslash before.
const escaped = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"

// IsTimeout reports whether err is a match timeout.
func IsTimeout(err error) bool { return errors.Is(err, ErrMatchTimeout) }
