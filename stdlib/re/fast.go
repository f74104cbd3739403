package re

import (
	"time"
	"unicode"
)

// This file is a backtracking matcher for simple patterns, which runs
// them without regexp2's per-match allocations and per-character
// category lookups. A pattern qualifies when it uses only literals, '.',
// classes, groups (capturing, or non-capturing with scoped flags),
// alternation, anchors, \b, \B and repeats of one character (greedy,
// lazy or possessive), and never IGNORECASE. Without repeats over
// groups, sre's matching is plain backtracking: alternatives in order,
// greedy repeats longest first, and a group's span set on the path that
// succeeds, which is what this matcher does. Every other pattern runs on
// regexp2.

// maxFastProg bounds the program size (and so the recursion depth, since
// the program has no loops but one-character repeats).
const maxFastProg = 400

// fastCheckEvery is how many steps pass between time checks; an attempt
// shorter than that never reads the clock (which costs more than a short
// match on some hosts).
const fastCheckEvery = 1 << 12

// fastStepCost is the estimated time of one step of the matcher (a
// character tested or an instruction run), by which its work is charged
// when it did not run long enough to be timed.
const fastStepCost = 4 * time.Nanosecond

type fastOp uint8

const (
	fChar   fastOp = iota + 1 // one character of set
	fRepeat                   // min..max characters of set
	fOpen                     // start of group
	fClose                    // end of group
	fAt                       // zero-width assertion
	fBranch                   // alternatives
	fAccept                   // end of the pattern
)

// fastInst is one instruction; next is the instruction that follows.
type fastInst struct {
	op       fastOp
	set      *charSet
	min, max int64
	mode     repeatMode
	group    int
	at       atCode
	flags    int   // fAt: the flags in effect
	alts     []int // fBranch
	next     int
}

// charSet is the character test of a literal, '.', or a class.
type charSet struct {
	kind   setKind
	lit    rune
	items  []setItem
	negate bool
	ascii  [2]uint64 // membership of the characters below 128 (kindClass)
	uni    bool      // categories have their Unicode meaning
}

type setKind uint8

const (
	kindLit   setKind = iota + 1 // lit
	kindAny                      // every character
	kindNotNL                    // every character but '\n'
	kindClass                    // items, negate
)

// has reports whether r is in the set.
func (c *charSet) has(r rune) bool {
	switch c.kind {
	case kindLit:
		return r == c.lit
	case kindAny:
		return true
	case kindNotNL:
		return r != '\n'
	}
	if r < 128 && r >= 0 {
		return c.ascii[r>>6]&(1<<(r&63)) != 0
	}
	return c.classHas(r)
}

// classHas evaluates the class items for r.
func (c *charSet) classHas(r rune) bool {
	in := false
	for _, it := range c.items {
		if it.cat != 0 {
			if categoryHas(it.cat, r, c.uni) {
				in = true
				break
			}
		} else if it.lo <= r && r <= it.hi {
			in = true
			break
		}
	}
	return in != c.negate
}

// categoryHas is membership in \d \D \s \S \w \W, with the definitions
// the translation to regexp2 spells out (emit.go's class bodies).
func categoryHas(c category, r rune, uni bool) bool {
	switch c {
	case catDigit:
		return isDigitCat(r, uni)
	case catNotDigit:
		return !isDigitCat(r, uni)
	case catSpace:
		return isSpaceCat(r, uni)
	case catNotSpace:
		return !isSpaceCat(r, uni)
	case catWord:
		return isWordCat(r, uni)
	}
	return !isWordCat(r, uni)
}

func isDigitCat(r rune, uni bool) bool {
	if r < 128 || !uni {
		return '0' <= r && r <= '9'
	}
	return unicode.Is(unicode.Nd, r)
}

func isWordCat(r rune, uni bool) bool {
	if r < 128 || !uni {
		return isASCIILetter(r) || ('0' <= r && r <= '9') || r == '_'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r)
}

func isSpaceCat(r rune, uni bool) bool {
	switch {
	case 0x09 <= r && r <= 0x0d, r == 0x20:
		return true
	case !uni:
		return false
	case 0x1c <= r && r <= 0x1f, r == 0x85, r == 0xa0, r == 0x1680, 0x2000 <= r && r <= 0x200a,
		r == 0x2028, r == 0x2029, r == 0x202f, r == 0x205f, r == 0x3000:
		return true
	}
	return false
}

// newCharSet makes the test of a literal, '.' or class node, or nil.
func newCharSet(n *node, flags int) *charSet {
	switch n.op {
	case opLiteral:
		return &charSet{kind: kindLit, lit: n.c}
	case opAny:
		if flags&FlagDotAll != 0 {
			return &charSet{kind: kindAny}
		}
		return &charSet{kind: kindNotNL}
	case opIn:
		c := &charSet{kind: kindClass, items: n.set, negate: n.negate, uni: flags&FlagUnicode != 0}
		for r := rune(0); r < 128; r++ {
			if c.classHas(r) {
				c.ascii[r>>6] |= 1 << (r & 63)
			}
		}
		return c
	}
	return nil
}

// fastProg is a compiled simple pattern.
type fastProg struct {
	insts []fastInst
	start int
	first *charSet // every match starts with a character of first (or nil)
}

// fastBuilder compiles a parsed pattern into a fastProg.
type fastBuilder struct {
	insts []fastInst
	ok    bool
}

// buildFast returns the program of a simple pattern, or nil.
func buildFast(body seq, flags int) *fastProg {
	if flags&FlagIgnoreCase != 0 {
		return nil
	}
	b := &fastBuilder{ok: true}
	accept := b.add(fastInst{op: fAccept})
	start := b.seq(body, flags, accept)
	if !b.ok || len(b.insts) > maxFastProg {
		return nil
	}
	fp := &fastProg{insts: b.insts, start: start}
	pc := start
	for fp.insts[pc].op == fOpen {
		pc = fp.insts[pc].next
	}
	if in := fp.insts[pc]; in.op == fChar || (in.op == fRepeat && in.min > 0) {
		fp.first = in.set
	}
	return fp
}

func (b *fastBuilder) add(in fastInst) int {
	b.insts = append(b.insts, in)
	return len(b.insts) - 1
}

// seq compiles s to run before next and returns its first instruction.
func (b *fastBuilder) seq(s seq, flags int, next int) int {
	for i := len(s) - 1; i >= 0 && b.ok; i-- {
		next = b.node(s[i], flags, next)
	}
	return next
}

func (b *fastBuilder) node(n *node, flags int, next int) int {
	if len(b.insts) > maxFastProg {
		b.ok = false
		return next
	}
	switch n.op {
	case opLiteral, opAny, opIn:
		return b.add(fastInst{op: fChar, set: newCharSet(n, flags), next: next})
	case opAt:
		return b.add(fastInst{op: fAt, at: n.at, flags: flags, next: next})
	case opSubpattern:
		inner := combineFlags(flags, n.add, n.del)
		if inner&FlagIgnoreCase != 0 {
			b.ok = false
			return next
		}
		if n.group == 0 {
			return b.seq(n.body, inner, next)
		}
		closing := b.add(fastInst{op: fClose, group: n.group, next: next})
		return b.add(fastInst{op: fOpen, group: n.group, next: b.seq(n.body, inner, closing)})
	case opRepeat:
		if len(n.body) != 1 {
			break
		}
		set := newCharSet(n.body[0], flags)
		if set == nil {
			break
		}
		return b.add(fastInst{op: fRepeat, set: set, min: n.min, max: n.max, mode: n.mode, next: next})
	case opBranch:
		alts := make([]int, len(n.alts))
		for i, a := range n.alts {
			alts[i] = b.seq(a, flags, next)
		}
		return b.add(fastInst{op: fBranch, alts: alts, next: next})
	}
	b.ok = false
	return next
}

// fastRun is one match attempt's state.
type fastRun struct {
	prog     *fastProg
	in       fastText // the input up to endpos
	pos      int      // where the search started
	m        mode
	caps     []int
	end      int // end of the match found
	steps    int
	check    int       // steps at which to check the time next
	began    time.Time // the first time check (zero before)
	bound    func() time.Duration
	timeout  time.Duration
	timedOut bool
}

// fastResult is the outcome of exec.
type fastResult struct {
	found, timedOut bool
	// spent is the attempt's time: measured, or estimated from its steps
	// when it was too short to be timed.
	spent time.Duration
}

// fastText is the input of the matcher: code points, or an ASCII
// string read without converting it.
type fastText struct {
	runes []rune
	str   string
	ascii bool // str holds the text
	n     int  // its length
}

// runeText and asciiText make the matcher's input.
func runeText(in []rune) fastText { return fastText{runes: in, n: len(in)} }
func asciiText(s string) fastText { return fastText{str: s, ascii: true, n: len(s)} }

// at returns the character at i.
func (t *fastText) at(i int) rune {
	if t.ascii {
		return rune(t.str[i])
	}
	return t.runes[i]
}

// exec looks for a match of mode m in in (the input up to endpos) from
// pos, filling caps (2 per group, group 0 included, -1 when unset; all
// -1 on entry). A long attempt is stopped once it has run for bound()
// (asked at its first time check).
func (fp *fastProg) exec(m mode, in fastText, pos int, caps []int, bound func() time.Duration) fastResult {
	r := fastRun{prog: fp, in: in, pos: pos, m: m, caps: caps, check: fastCheckEvery, bound: bound}
	found := r.search(pos)
	res := fastResult{found: found, timedOut: r.timedOut, spent: time.Duration(r.steps) * fastStepCost}
	if !r.began.IsZero() {
		res.spent = max(res.spent, time.Since(r.began)+fastCheckEvery*fastStepCost)
	}
	return res
}

// search tries each start position in turn.
func (r *fastRun) search(pos int) bool {
	fp, in, m, caps := r.prog, &r.in, r.m, r.caps
	last := in.n
	if m == modeMatch || m == modeFull {
		last = pos
	}
	for s := pos; s <= last; s++ {
		if fp.first != nil && (s >= in.n || !fp.first.has(in.at(s))) {
			r.steps++
			if r.steps >= r.check && r.checkTime() {
				return false
			}
			continue
		}
		if r.run(fp.start, s) {
			caps[0], caps[1] = s, r.end
			return true
		}
		if r.timedOut {
			return false
		}
	}
	return false
}

// checkTime reports (and records) whether the attempt ran out of time;
// the first check starts the clock.
func (r *fastRun) checkTime() bool {
	r.check = r.steps + fastCheckEvery
	if r.began.IsZero() {
		r.began, r.timeout = time.Now(), r.bound()
		return false
	}
	if time.Since(r.began) > r.timeout {
		r.timedOut = true
	}
	return r.timedOut
}

// run matches from instruction pc at position p to the end of the
// pattern, backtracking on failure (and restoring the group spans).
func (r *fastRun) run(pc, p int) bool {
	for {
		r.steps++
		if r.steps >= r.check && r.checkTime() {
			return false
		}
		in := &r.prog.insts[pc]
		switch in.op {
		case fChar:
			if p >= r.in.n || !in.set.has(r.in.at(p)) {
				return false
			}
			p++
			pc = in.next
		case fRepeat:
			n, max := 0, r.in.n-p
			if in.max < int64(max) {
				max = int(in.max)
			}
			for n < max && in.set.has(r.in.at(p+n)) {
				n++
			}
			r.steps += n
			if int64(n) < in.min {
				return false
			}
			switch in.mode {
			case possessive:
				p += n
				pc = in.next
				continue
			case greedy:
				for k := n; int64(k) >= in.min; k-- {
					if r.run(in.next, p+k) {
						return true
					}
					if r.timedOut {
						return false
					}
				}
			default:
				for k := int(in.min); k <= n; k++ {
					if r.run(in.next, p+k) {
						return true
					}
					if r.timedOut {
						return false
					}
				}
			}
			return false
		case fOpen, fClose:
			i := 2 * in.group
			if in.op == fClose {
				i++
			}
			old := r.caps[i]
			r.caps[i] = p
			if r.run(in.next, p) {
				return true
			}
			r.caps[i] = old
			return false
		case fAt:
			if !r.at(in, p) {
				return false
			}
			pc = in.next
		case fBranch:
			for _, a := range in.alts {
				if r.run(a, p) {
					return true
				}
				if r.timedOut {
					return false
				}
			}
			return false
		case fAccept:
			// modeAdvance: not empty where the search started.
			if (r.m == modeFull && p != r.in.n) || (r.m == modeAdvance && p == r.pos) {
				return false
			}
			r.end = p
			return true
		}
	}
}

// at tests a zero-width assertion at p, as sre does (the string ends at
// endpos; look-behind sees the characters before pos).
func (r *fastRun) at(in *fastInst, p int) bool {
	n := r.in.n
	switch in.at {
	case atBeginning:
		if in.flags&FlagMultiline != 0 {
			return p == 0 || r.in.at(p-1) == '\n'
		}
		return p == 0
	case atBeginningString:
		return p == 0
	case atEnd:
		if in.flags&FlagMultiline != 0 {
			return p == n || r.in.at(p) == '\n'
		}
		return p == n || (p == n-1 && r.in.at(p) == '\n')
	case atEndString:
		return p == n
	}
	uni := in.flags&FlagUnicode != 0
	before := p > 0 && isWordCat(r.in.at(p-1), uni)
	after := p < n && isWordCat(r.in.at(p), uni)
	if in.at == atBoundary {
		return before != after
	}
	return before == after && n > 0
}
