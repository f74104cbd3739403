package difftest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// typ is the static type of a generated expression. Every expression the
// generator writes has one, so operations are applied to operands they
// accept (wrong-type operations are written on purpose, and rarely, by
// wrongTypeExpr, to compare error messages).
type typ int

const (
	tInt typ = iota
	tFloat
	tStr
	tList  // list of ints
	tWords // list of strs
	tTuple
	tDict // dict of str to int
	tSet  // set of ints
	tBool
	tNone
	nTypes
)

// prelude defines the variables the expressions read. Statements only
// change them in ways that keep their types (nums stays a list of ints).
const prelude = `a, b, c = 7, -3, 0
big = 2 ** 70
x, y = 2.5, -0.125
s, w = 'hello world', 'Ab,c;D e'
u = 'é日x'
nums = [5, 3, 8, 1]
words = ['pear', 'fig', 'apple']
tp = (1, 'two', 3.0)
d = {'x': 1, 'y': 2, 'z': 3}
st = {3, 1, 4}
flag = True
nothing = None
`

// gen writes one program. All randomness comes from rng, so a program is
// a pure function of its seed and index.
type gen struct {
	rng *rand.Rand
	b   strings.Builder
	ind string
	// n numbers the names a program defines (f3, C3, E3) so that snippets
	// never collide.
	n int
	// inF is set while writing an f-string replacement field: Python 3.11
	// cannot reuse the quote or nest an f-string there.
	inF bool
}

func (g *gen) intn(n int) int { return g.rng.IntN(n) }

// pick returns one of xs at random.
func (g *gen) pick(xs ...string) string { return xs[g.rng.IntN(len(xs))] }

// chance is true with probability 1/n.
func (g *gen) chance(n int) bool { return g.rng.IntN(n) == 0 }

// fresh returns a new name with the given prefix.
func (g *gen) fresh(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

// line writes one line at the current indentation.
func (g *gen) line(format string, args ...any) {
	g.b.WriteString(g.ind)
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

// in runs body one indentation level deeper.
func (g *gen) in(body func()) {
	old := g.ind
	g.ind += "    "
	body()
	g.ind = old
}

// str returns a quoted string literal (single quotes) for s, which holds
// no quote or backslash.
func q(s string) string { return "'" + s + "'" }

// expr returns an expression of type t and nesting at most depth.
func (g *gen) expr(t typ, depth int) string {
	if depth <= 0 || g.chance(4) {
		return g.leaf(t)
	}
	switch t {
	case tInt:
		return g.intExpr(depth - 1)
	case tFloat:
		return g.floatExpr(depth - 1)
	case tStr:
		return g.strExpr(depth - 1)
	case tList:
		return g.listExpr(depth - 1)
	case tWords:
		return g.wordsExpr(depth - 1)
	case tTuple:
		return g.tupleExpr(depth - 1)
	case tDict:
		return g.dictExpr(depth - 1)
	case tSet:
		return g.setExpr(depth - 1)
	case tBool:
		return g.boolExpr(depth - 1)
	}
	return g.pick("None", "nothing", "d.get('nope')", "print(end='')", "nums.sort()")
}

// leaf returns a variable or literal of type t.
func (g *gen) leaf(t typ) string {
	switch t {
	case tInt:
		return g.pick("a", "b", "c", "big", "0", "1", "-1", "2", "10", "255", "10**20", "len(s)", "len(nums)", "True", "-7", "0x1F", "1_000")
	case tFloat:
		return g.pick("x", "y", "0.1", "1e16", "1.5e-7", "-2.75", "float('inf')", "float(a)", "3.0", "1/3", "-0.0", "2.5e-300", "123456.789")
	case tStr:
		if g.inF {
			return g.pick("s", "w", "u", "''", "'a,b,,c'", "' pad '", "str(a)", "'Tab X'")
		}
		return g.pick("s", "w", "u", "''", "'a,b,,c'", "' pad '", "\"it's\"", "'q\"uote'", "'tab\\there'", "str(a)", "'MiXeD cAsE'", "'12'", "'ß'")
	case tList:
		return g.pick("nums", "[]", "[1, 2, 3]", "list(range(5))", "[-4, 0, 4, 2]", "[10**20, -1]", "sorted(st)", "[len(t) for t in words]")
	case tWords:
		return g.pick("words", "[]", "['b', 'a', 'c']", "s.split()", "list('xyz')", "sorted(d)", "['Zeta', 'alpha', 'Beta']")
	case tTuple:
		return g.pick("tp", "()", "(1,)", "(a, b)", "tuple(nums)", "('x', 2, None)", "divmod(a, 3)", "(1.5, 'q', (2, 3))")
	case tDict:
		return g.pick("d", "{}", "{'a': 1}", "dict(k=2, j=-1)", "{'x': 10, 'w': 0}", "dict.fromkeys('ab', 0)")
	case tSet:
		return g.pick("st", "set()", "{0, -1, 7}", "set(nums)", "{10**20, 5}", "set(range(3))")
	case tBool:
		return g.pick("True", "False", "flag", "bool(c)", "bool(s)", "(a > b)", "(not nums)")
	}
	return g.pick("None", "nothing")
}

func (g *gen) smallInt() string { return g.pick("0", "1", "2", "3", "-1", "-2", "5") }

func (g *gen) intExpr(d int) string {
	x := func() string { return g.expr(tInt, d) }
	switch g.intn(24) {
	case 0, 1, 2:
		return "(" + x() + " " + g.pick("+", "-", "*", "//", "%", "&", "|", "^") + " " + x() + ")"
	case 3:
		return "(" + x() + " ** " + g.pick("0", "1", "2", "3") + ")"
	case 4:
		return "(" + x() + " " + g.pick("<<", ">>") + " " + g.pick("0", "1", "3", "65") + ")"
	case 5:
		return g.pick("-", "~", "+", "abs") + "(" + x() + ")"
	case 6:
		return g.pick("min", "max") + "(" + x() + ", " + x() + g.pick("", ", "+x()) + ")"
	case 7:
		return "int(" + g.expr(tFloat, d) + ")"
	case 8:
		return "len(" + g.pick(g.expr(tStr, d), g.expr(tList, d), g.expr(tDict, d), g.expr(tTuple, d), g.expr(tSet, d)) + ")"
	case 9:
		return "round(" + g.expr(tFloat, d) + ")"
	case 10:
		return "(" + x() + " if " + g.expr(tBool, d) + " else " + x() + ")"
	case 11:
		return "divmod(" + x() + ", " + x() + ")[" + g.pick("0", "1") + "]"
	case 12:
		return "pow(" + x() + ", " + g.pick("2", "3", "-1") + ", " + g.pick("7", "-5", "1", "0", "97") + ")"
	case 13:
		return "(" + x() + ").bit_length()"
	case 14:
		return g.expr(tStr, d) + "." + g.pick("find", "count", "rfind", "index", "rindex") + "(" + g.pick("'a'", "'o'", "''", "' '", "'l'") + ")"
	case 15:
		return "int(" + g.pick("'42'", "' -7 '", "'0x1f', 16", "'z', 36", "'1_000'", "'12.5'", "'0b101', 0", "'077', 8", "''", "'+3'", "'٣'") + ")"
	case 16:
		return "sum(" + g.expr(tList, d) + g.pick("", ", 10", ", start=-1") + ")"
	case 17:
		return g.expr(tList, d) + "[" + g.pick("0", "-1", "1", "len(nums) - 1", "a % 4") + "]"
	case 18:
		return g.expr(tDict, d) + g.pick("['x']", ".get('y', -1)", "['nope']", ".get('z', 0)", ".pop('x', 9)", ".setdefault('q', 4)")
	case 19:
		return "ord(" + g.pick("'a'", "'é'", "'日'", g.expr(tStr, d)+"[0]", "''") + ")"
	case 20:
		return g.pick("hash", "int", "abs") + "(" + g.pick(x(), "True", "(1, 2)", "'abc'", "2.0", "-1", "0.5", "(1, 'x', 2.5)", "frozenset({1, 2})", "''") + ")"
	case 21:
		return g.expr(tList, d) + "." + g.pick("index(3)", "count(1)", "index(8, 1)")
	case 22:
		return "(" + x() + " " + g.pick("<", "==", ">=", "!=") + " " + x() + ")"
	}
	return "len(" + g.expr(tStr, d) + ".split(" + g.pick("", "','", "' '") + "))"
}

func (g *gen) floatExpr(d int) string {
	f := func() string { return g.expr(tFloat, d) }
	switch g.intn(10) {
	case 0, 1:
		return "(" + f() + " " + g.pick("+", "-", "*", "/", "//", "%") + " " + g.pick(f(), g.expr(tInt, d)) + ")"
	case 2:
		return "(" + g.expr(tInt, d) + " / " + g.expr(tInt, d) + ")"
	case 3:
		return "round(" + f() + ", " + g.pick("0", "1", "2", "-1", "3") + ")"
	case 4:
		return g.pick("abs", "-", "float") + "(" + f() + ")"
	case 5:
		return "float(" + g.pick("'1.5'", "' -2e3 '", "'nan'", "'-inf'", "'1_0.5'", "'x'", "'1e400'", "'0x10'", "a", "big") + ")"
	case 6:
		return g.pick("min", "max") + "(" + f() + ", " + g.pick(f(), g.expr(tInt, d)) + ")"
	case 7:
		return "sum([" + f() + ", " + f() + "])"
	case 8:
		return "(" + f() + " ** " + g.pick("2", "0.5", "-1", "3") + ")"
	}
	return "divmod(" + f() + ", " + g.pick(f(), "2", "-3") + ")[" + g.pick("0", "1") + "]"
}

// fstring returns a double-quoted f-string with one or two fields.
func (g *gen) fstring(d int) string {
	if g.inF {
		return "str(" + g.expr(tInt, d) + ")"
	}
	g.inF = true
	defer func() { g.inF = false }()
	var b strings.Builder
	b.WriteString("f\"")
	for i := range 1 + g.intn(2) {
		if i > 0 || g.chance(2) {
			b.WriteString(g.pick("v=", "<", " | ", "x: ", "{{"))
		}
		t := []typ{tInt, tFloat, tStr, tList, tBool, tTuple}[g.intn(6)]
		e := g.expr(t, d)
		if strings.HasPrefix(e, "{") {
			e = " " + e // "{{" would be an escaped brace
		}
		b.WriteString("{" + e)
		switch t {
		case tInt:
			b.WriteString(g.pick("", ":"+g.formatSpec("bcdoxXneEfFgG%"), "!r", ":>6", ":,", ":_x", ":#o", ":08b", ":+", "="))
		case tFloat:
			b.WriteString(g.pick("", ":"+g.formatSpec("eEfFgG%"), ":.2f", ":e", ":g", ":10.3f", ":%", ":.0f", ":,.2f", "!r", "="))
		case tStr:
			b.WriteString(g.pick("", "!r", "!a", ":^9", ":.2", ":*<7", ":"+g.formatSpec("s"), "="))
		default:
			b.WriteString(g.pick("", "!r", "!s", ":>20", "="))
		}
		b.WriteString("}")
	}
	if g.chance(2) {
		b.WriteString(g.pick("}}", " end", "%"))
	}
	b.WriteString("\"")
	return b.String()
}

// formatSpec returns a random format specification, sometimes invalid for
// the value it formats (those raise ValueError in both).
func (g *gen) formatSpec(types string) string {
	var b strings.Builder
	if g.chance(3) {
		b.WriteString(g.pick("*", "0", " ", "é", "x", "-"))
		b.WriteString(g.pick("<", ">", "^", "="))
	} else if g.chance(2) {
		b.WriteString(g.pick("<", ">", "^", "="))
	}
	if g.chance(3) {
		b.WriteString(g.pick("+", "-", " "))
	}
	if g.chance(5) {
		b.WriteString("#")
	}
	if g.chance(5) {
		b.WriteString("0")
	}
	if g.chance(2) {
		b.WriteString(g.pick("1", "5", "12", "0"))
	}
	if g.chance(4) {
		b.WriteString(g.pick(",", "_"))
	}
	if g.chance(2) {
		b.WriteString(g.pick(".0", ".1", ".3", ".12"))
	}
	if !g.chance(4) {
		b.WriteByte(types[g.intn(len(types))])
	}
	return b.String()
}

func (g *gen) strExpr(d int) string {
	sx := func() string { return g.expr(tStr, d) }
	switch g.intn(26) {
	case 0, 1:
		return g.fstring(d)
	case 2:
		return "(" + sx() + " + " + sx() + ")"
	case 3:
		return "(" + sx() + " * " + g.smallInt() + ")"
	case 4:
		return sx() + "." + g.pick("upper", "lower", "title", "swapcase", "strip", "capitalize", "casefold", "lstrip", "rstrip", "expandtabs") + "()"
	case 5:
		return sx() + "[" + g.pick("0", "-1", "1:", ":2", "::-1", "1:3", "::2", "5", "-3:", "1:-1:2", "::0", "10:2:-2") + "]"
	case 6:
		return sx() + "." + g.pick("replace('l', 'L')", "replace('o', '', 1)", "center(9, '*')", "ljust(6)", "rjust(6, '.')", "zfill(6)",
			"removeprefix('he')", "removesuffix('ld')", "strip('hd')", "translate({97: 'A', 98: None})", "partition(' ')[2]", "rsplit(',', 1)[0]", "center(4, 'ab')")
	case 7:
		return g.pick("'-'", "', '", "''", "'|'") + ".join(" + g.pick(g.expr(tWords, d), sx()) + ")"
	case 8:
		return "'%s|%5d|%.3f|%r|%x|%-4s|%+05d' % (" + sx() + ", " + g.expr(tInt, d) + ", " + g.expr(tFloat, d) + ", " + sx() + ", " + g.expr(tInt, d) + ", " + g.expr(tBool, d) + ", " + g.expr(tInt, d) + ")"
	case 9:
		return "'%(k)s=%(v)05.1f %%' % {'k': " + sx() + ", 'v': " + g.expr(tFloat, d) + "}"
	case 10:
		return "'{} and {!r} {:>5}'.format(" + sx() + ", " + g.expr(tInt, d) + ", " + g.expr(tStr, d) + ")"
	case 11:
		return "'{0}{1}{0} {k:^7}'.format(" + sx() + ", " + g.expr(tInt, d) + ", k=" + sx() + ")"
	case 12:
		return "'{0[1]} {1[x]} {2.real}'.format(" + g.expr(tWords, d) + ", " + g.expr(tDict, d) + ", " + g.expr(tFloat, d) + ")"
	case 13:
		t := typ(g.intn(int(nTypes)))
		return g.pick("str", "repr", "ascii") + "(" + g.expr(t, d) + ")"
	case 14:
		return "format(" + g.expr(tInt, d) + ", '" + g.formatSpec("bcdoxXneEfFgG%s") + "')"
	case 15:
		return "format(" + g.expr(tFloat, d) + ", '" + g.formatSpec("eEfFgGn%d") + "')"
	case 16:
		return "(" + sx() + " if " + g.expr(tBool, d) + " else " + sx() + ")"
	case 17:
		return "chr(" + g.pick("65", "0x263A", "a + 90", "-1", "0x110000", "955") + ")"
	case 18:
		return g.pick("bin", "oct", "hex") + "(" + g.expr(tInt, d) + ")"
	case 19:
		return "type(" + g.expr(typ(g.intn(int(nTypes))), d) + ").__name__"
	case 20:
		return "''.join(sorted(" + sx() + g.pick("", ", reverse=True", ", key=str.lower") + "))"
	case 21:
		return "str(" + sx() + "." + g.pick("split(',')", "split(None, 1)", "rsplit(' ', 1)", "splitlines()", "partition(',')", "rpartition('o')", "startswith(('h', 'A'))", "endswith('')", "isdigit()", "istitle()") + ")"
	case 22:
		return "repr(" + sx() + ".encode(" + g.pick("", "'utf-8'", "'ascii', 'replace'", "'latin-1', 'ignore'", "'ascii'") + "))"
	case 23:
		return sx() + ".format(" + g.expr(tInt, d) + ")"
	case 24:
		return g.pick("s", "w", "u") + "[" + g.expr(tInt, d) + "]"
	}
	return "(" + sx() + g.pick(".title()", ".zfill(3)", ".upper()[::2]", "[:3] * 2") + ")"
}

func (g *gen) listExpr(d int) string {
	lx := func() string { return g.expr(tList, d) }
	switch g.intn(18) {
	case 0:
		return "(" + lx() + " + " + lx() + ")"
	case 1:
		return "(" + lx() + " * " + g.smallInt() + ")"
	case 2:
		return "sorted(" + lx() + g.pick("", ", reverse=True", ", key=abs", ", key=lambda v: (v % 3, -v)") + ")"
	case 3:
		return lx() + "[" + g.pick("::-1", "1:", ":1", "::2", "-2:", "1:-1", "5:", "::-3") + "]"
	case 4:
		return "[" + g.expr(tInt, d) + " for _ in range(" + g.pick("0", "2", "3") + ")]"
	case 5:
		return "[v * " + g.expr(tInt, d) + " for v in " + lx() + " if v % 2]"
	case 6:
		return "list(range(" + g.pick("5", "-2, 3", "10, 0, -3", "0", "a", "b, a, 2") + "))"
	case 7:
		return "list(map(" + g.pick("abs", "lambda v: v * 2", "int", "lambda v: v // 2", "len") + ", " + lx() + "))"
	case 8:
		return "list(filter(" + g.pick("None", "lambda v: v > 2", "bool") + ", " + lx() + "))"
	case 9:
		return "[len(t) for t in " + g.expr(tWords, d) + "]"
	case 10:
		return "list(" + g.pick("reversed("+lx()+")", "sorted("+g.expr(tSet, d)+")", "d.values()", "range(3)[::-1]", "b'AZ'", "divmod(a, 4)") + ")"
	case 11:
		return "[i * j for i in range(3) for j in " + lx() + " if i != j]"
	case 12:
		return "list(itertools.accumulate(" + lx() + g.pick("", ", operator.mul", ", max", ", initial=100") + "))"
	case 13:
		return "[v * 2 for v in " + lx() + " if v * 2 > 4]"
	case 14:
		return "list(" + g.pick("heapq.nsmallest(2, "+lx()+")", "heapq.nlargest(3, "+lx()+")", "map(operator.neg, "+lx()+")", "itertools.islice(itertools.count(a), 3)", "itertools.chain("+lx()+", "+lx()+")") + ")"
	case 15:
		return "[ord(ch) for ch in " + g.expr(tStr, d) + "][:4]"
	case 16:
		return "list(" + g.expr(tDict, d) + ".values())"
	}
	return "[" + g.expr(tInt, d) + ", " + g.expr(tInt, d) + "]"
}

func (g *gen) wordsExpr(d int) string {
	wx := func() string { return g.expr(tWords, d) }
	switch g.intn(10) {
	case 0:
		return "sorted(" + wx() + g.pick("", ", key=len", ", key=str.lower", ", reverse=True", ", key=lambda t: t[::-1]") + ")"
	case 1:
		return g.expr(tStr, d) + "." + g.pick("split()", "split(',')", "split(' ', 1)", "splitlines(True)", "rsplit(None, 1)", "split('l')")
	case 2:
		return "(" + wx() + " + " + wx() + ")"
	case 3:
		return "[t.upper() for t in " + wx() + " if t]"
	case 4:
		return "list(" + g.expr(tDict, d) + ")"
	case 5:
		if g.inF {
			// No backslash in an f-string field (3.11).
			return "re.findall(" + g.pick("r'[aeiou]'", "r'l+'", "r'(?i)[a-d]'") + ", " + g.expr(tStr, d) + ")"
		}
		return "re.findall(" + g.pick("r'\\w+'", "r'[aeiou]'", "r'l+'", "r'(?i)[a-d]'") + ", " + g.expr(tStr, d) + ")"
	case 6:
		return "list(map(str, " + g.expr(tList, d) + "))"
	case 7:
		return wx() + "[" + g.pick("::-1", "1:", ":2") + "]"
	case 8:
		return "[f'{i}:{t}' for i, t in enumerate(" + wx() + ", " + g.pick("0", "1", "-1") + ")]"
	}
	return "list(" + g.expr(tStr, d) + ")"
}

func (g *gen) tupleExpr(d int) string {
	switch g.intn(9) {
	case 0:
		return "tuple(" + g.expr(tList, d) + ")"
	case 1:
		return "(" + g.expr(tInt, d) + ", " + g.expr(tStr, d) + ")"
	case 2:
		return "divmod(" + g.expr(tInt, d) + ", " + g.pick(g.expr(tInt, d), g.expr(tFloat, d)) + ")"
	case 3:
		return g.expr(tStr, d) + "." + g.pick("partition", "rpartition") + "(" + g.pick("'o'", "','", "' '") + ")"
	case 4:
		return "(" + g.expr(tTuple, d) + " + " + g.expr(tTuple, d) + ")"
	case 5:
		return g.expr(tTuple, d) + "[" + g.pick("::-1", "1:", ":1") + "]"
	case 6:
		return "tuple(zip(" + g.expr(tList, d) + ", " + g.expr(tStr, d) + "))"
	case 7:
		return "(" + g.expr(tFloat, d) + ").as_integer_ratio()"
	}
	return "tuple(sorted(" + g.expr(tDict, d) + ".items()))"
}

func (g *gen) dictExpr(d int) string {
	dx := func() string { return g.expr(tDict, d) }
	switch g.intn(9) {
	case 0:
		return "{**" + dx() + ", 'k': " + g.expr(tInt, d) + "}"
	case 1:
		return "{t: len(t) for t in " + g.expr(tWords, d) + "}"
	case 2:
		return "dict(sorted(" + dx() + ".items(), key=lambda kv: kv[1]))"
	case 3:
		return "(" + dx() + " | " + dx() + ")"
	case 4:
		return "dict.fromkeys(" + g.expr(tStr, d) + ", " + g.expr(tInt, d) + ")"
	case 5:
		return "dict(zip(" + g.expr(tWords, d) + ", " + g.expr(tList, d) + "))"
	case 6:
		return "dict(collections.Counter(" + g.expr(tStr, d) + ").most_common(2))"
	case 7:
		return "{k: v * 2 for k, v in " + dx() + ".items() if v != " + g.expr(tInt, d) + "}"
	}
	return "dict(" + dx() + ", extra=" + g.expr(tInt, d) + ")"
}

func (g *gen) setExpr(d int) string {
	sx := func() string { return g.expr(tSet, d) }
	switch g.intn(5) {
	case 0:
		return "(" + sx() + " " + g.pick("|", "&", "-", "^") + " " + sx() + ")"
	case 1:
		return "{" + g.expr(tInt, d) + ", " + g.expr(tInt, d) + "}"
	case 2:
		return "{v % 5 for v in " + g.expr(tList, d) + "}"
	case 3:
		return "set(" + g.expr(tList, d) + ")"
	}
	return sx() + "." + g.pick("union", "intersection", "difference", "symmetric_difference") + "(" + g.expr(tList, d) + ")"
}

func (g *gen) boolExpr(d int) string {
	switch g.intn(12) {
	case 0:
		return "(" + g.expr(tInt, d) + " " + g.pick("<", "<=", "==", "!=", ">", ">=") + " " + g.pick(g.expr(tInt, d), g.expr(tFloat, d)) + ")"
	case 1:
		return "(" + g.expr(tStr, d) + " " + g.pick("<", "==", "in", "not in", ">=") + " " + g.expr(tStr, d) + ")"
	case 2:
		return "(" + g.expr(tBool, d) + " " + g.pick("and", "or") + " " + g.expr(tBool, d) + ")"
	case 3:
		return "(not " + g.expr(tBool, d) + ")"
	case 4:
		return g.expr(tStr, d) + "." + g.pick("isdigit", "isalpha", "isupper", "isspace", "istitle", "isidentifier", "isalnum", "isdecimal", "islower", "isprintable", "isascii") + "()"
	case 5:
		return "(" + g.expr(tInt, d) + " in " + g.pick(g.expr(tList, d), g.expr(tSet, d), g.expr(tTuple, d)) + ")"
	case 6:
		return g.pick("any", "all") + "(" + g.pick(g.expr(tList, d), g.expr(tWords, d), "v > 2 for v in "+g.expr(tList, d)) + ")"
	case 7:
		return "isinstance(" + g.expr(typ(g.intn(int(nTypes))), d) + ", " + g.pick("int", "str", "(list, tuple)", "bool", "float", "dict", "(set, frozenset)", "type(None)", "object") + ")"
	case 8:
		return "(" + g.pick(g.expr(tList, d), g.expr(tTuple, d)) + " " + g.pick("<", "==", "<=", "!=") + " " + g.pick(g.expr(tList, d), g.expr(tTuple, d)) + ")"
	case 9:
		return "(" + g.expr(tSet, d) + " " + g.pick("<=", "<", "==", ">") + " " + g.expr(tSet, d) + ")"
	case 10:
		return "(" + g.expr(tFloat, d) + ").is_integer()"
	}
	return "(" + g.expr(tInt, d) + " < " + g.expr(tInt, d) + " " + g.pick("<", "<=", "!=") + " " + g.expr(tInt, d) + ")"
}

// anyExpr returns an expression of a random type.
func (g *gen) anyExpr(d int) string { return g.expr(typ(g.intn(int(nTypes))), d) }
