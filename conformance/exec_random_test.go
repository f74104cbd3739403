package conformance

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/conformance/internal/oracle"
)

// exprGen generates well-typed Python expressions over a fixed set of
// variables, for comparing what krait and CPython compute.
type exprGen struct {
	rng *rand.Rand
	// inFString is set while generating a replacement field of an
	// f-string: Python 3.11 cannot nest an f-string or reuse its quote
	// there, so only single-quoted literals and no f-strings are made.
	inFString bool
}

// fstring returns an f-string (double-quoted) with one replacement field.
func (g *exprGen) fstring(field func() string, specs ...string) string {
	outer := g.inFString
	if outer {
		// No nesting: a plain conversion of the same value instead.
		return "str(" + field() + ")"
	}
	g.inFString = true
	defer func() { g.inFString = false }()
	return "f\"{" + field() + g.pick(specs...) + "}\""
}

// execPrelude defines the variables the expressions use.
const execPrelude = `a = 7
b = -3
n = 0
big = 2 ** 70
c = 2.5
z = -0.0
s = 'abc'
t = 'XyZ q'
u = 'é日'
l = [3, 1, 2]
tp = (1, 'x', 2.0)
d = {'k': 1, 'j': 2}
st = {1, 2, 3}
`

func (g *exprGen) pick(xs ...string) string { return xs[g.rng.IntN(len(xs))] }

// intExpr returns an int-valued expression (or one raising a Python
// exception, such as a division by zero) of depth at most depth.
func (g *exprGen) intExpr(depth int) string {
	if depth <= 0 || g.rng.IntN(4) == 0 {
		return g.pick("a", "b", "n", "big", "0", "1", "-1", "255", "10**20", "True", "len(s)", "len(l)")
	}
	x, y := g.intExpr(depth-1), g.intExpr(depth-1)
	switch g.rng.IntN(13) {
	case 0, 1, 2:
		return "(" + x + " " + g.pick("+", "-", "*", "//", "%", "&", "|", "^") + " " + y + ")"
	case 3:
		return "(" + x + " ** " + g.pick("0", "1", "2", "3", "-1") + ")"
	case 4:
		return "(" + x + " " + g.pick("<<", ">>") + " " + g.pick("0", "1", "5", "70") + ")"
	case 5:
		return g.pick("-", "~", "+", "abs") + "(" + x + ")"
	case 6:
		return g.pick("min", "max") + "(" + x + ", " + y + ")"
	case 7:
		return "int(" + g.floatExpr(depth-1) + ")"
	case 8:
		return "len(" + g.strExpr(depth-1) + ")"
	case 9:
		return "round(" + g.floatExpr(depth-1) + ")"
	case 10:
		return "(" + x + " if " + g.boolExpr(depth-1) + " else " + y + ")"
	case 11:
		switch g.rng.IntN(8) {
		case 0:
			return "divmod(" + x + ", " + y + ")[" + g.pick("0", "1") + "]"
		case 1:
			return "pow(" + x + ", " + g.pick("2", "3", "-1") + ", " + g.pick("7", "-5", "1", "0") + ")"
		case 2:
			return "(" + x + ").bit_length()"
		case 3:
			return g.strExpr(depth-1) + "." + g.pick("find", "count", "rfind", "index") + "(" + g.pick("'a'", "'b'", "''", "' '", "'Z'") + ")"
		case 4:
			return "int(" + g.pick("'42'", "' -7 '", "'0x1f', 16", "'z', 36", "'1_000'", "'12.5'", "'0b101', 0", "'077', 8") + ")"
		case 5:
			return "hash(" + g.pick(x, "True", "2.0", "(1, 2)") + ") == hash(" + g.pick(y, "1", "2", "(1, 2)") + ")"
		case 6:
			return "sum(" + g.listExpr(depth-1) + g.pick("", ", 10") + ")"
		}
		return "(" + x + " " + g.pick("<", "==", ">=") + " " + y + " " + g.pick("<", "!=") + " " + g.intExpr(depth-1) + ")"
	}
	return "sum([" + x + ", " + y + "])"
}

// floatExpr returns a float-valued expression.
func (g *exprGen) floatExpr(depth int) string {
	if depth <= 0 || g.rng.IntN(4) == 0 {
		return g.pick("c", "z", "0.1", "1e16", "1.5e-7", "-2.75", "float('inf')", "float(a)", "3.0")
	}
	x := g.floatExpr(depth - 1)
	switch g.rng.IntN(6) {
	case 0, 1:
		return "(" + x + " " + g.pick("+", "-", "*", "/", "//", "%") + " " + g.pick(g.floatExpr(depth-1), g.intExpr(depth-1)) + ")"
	case 2:
		return "(" + g.intExpr(depth-1) + " / " + g.intExpr(depth-1) + ")"
	case 3:
		return "round(" + x + ", " + g.pick("0", "1", "2", "-1") + ")"
	case 4:
		return g.pick("abs", "-", "float") + "(" + x + ")"
	}
	return "(" + x + " ** " + g.pick("2", "0.5", "-1") + ")"
}

// strExpr returns a str-valued expression.
func (g *exprGen) strExpr(depth int) string {
	if depth <= 0 || g.rng.IntN(4) == 0 {
		if g.inFString {
			return g.pick("s", "t", "u", "''", "'a,b,,c'", "' pad '", "str(a)", "repr(c)")
		}
		return g.pick("s", "t", "u", "''", "'a,b,,c'", "' pad '", "'It''s'", "\"q'uote\"", "'tab\\there'", "str(a)", "repr(c)")
	}
	x := g.strExpr(depth - 1)
	switch g.rng.IntN(21) {
	case 19, 20:
		return g.fstring(func() string { return g.pick(g.intExpr(depth-1), g.floatExpr(depth-1)) }, ":"+g.formatSpec("deEfFgGx%"))
	case 16:
		return g.pick("str", "repr") + "(" + g.pick(g.dictExpr(depth-1), g.setExpr(depth-1), "tuple("+g.listExpr(depth-1)+")") + ")"
	case 18:
		switch g.rng.IntN(3) {
		case 0:
			return "format(" + g.intExpr(depth-1) + ", '" + g.formatSpec("bcdoxXneEfFgG%s") + "')"
		case 1:
			return "format(" + g.floatExpr(depth-1) + ", '" + g.formatSpec("eEfFgGn%d") + "')"
		}
		return "format(" + g.strExpr(depth-1) + ", '" + g.formatSpec("sd") + "')"
	case 17:
		switch g.rng.IntN(5) {
		case 0:
			return "repr(" + x + ".encode())"
		case 1:
			return "str(" + x + "." + g.pick("partition", "rpartition") + "(" + g.pick("'b'", "' '", "','") + "))"
		case 2:
			return "str(" + x + ".split(" + g.pick("',', 1", "None, 1", "'a', -1") + "))"
		case 3:
			return "str(" + x + "." + g.pick("startswith", "endswith") + "(" + g.pick("'a'", "('x', 'c')", "''") + "))"
		}
		return "str(sorted(" + x + ", key=" + g.pick("str.lower", "ord", "lambda ch: -ord(ch)") + "))"
	case 0:
		return "(" + x + " + " + g.strExpr(depth-1) + ")"
	case 1:
		return "(" + x + " * " + g.pick("0", "1", "3", "-1") + ")"
	case 2:
		return x + "." + g.pick("upper", "lower", "title", "swapcase", "strip", "capitalize", "casefold", "lstrip", "rstrip") + "()"
	case 3:
		return x + "[" + g.pick("0", "-1", "1:", ":2", "::-1", "1:3", "::2", "5") + "]"
	case 4:
		return x + "." + g.pick("replace('a', 'Z')", "center(9, '*')", "ljust(6)", "rjust(6, '.')", "zfill(6)", "removeprefix('a')", "removesuffix('c')")
	case 5:
		return "'-'.join(" + x + ".split(" + g.pick("", "','", "' '") + "))"
	case 6:
		return g.fstring(func() string { return g.intExpr(depth - 1) }, "", ":>6", ":x", ":08b", ":,", ":+d", "!r")
	case 7:
		return g.fstring(func() string { return g.floatExpr(depth - 1) }, "", ":.2f", ":e", ":g", ":10.3f", ":%", ":.0f")
	case 8:
		return g.fstring(func() string { return g.strExpr(depth - 1) }, "!r", ":^9", ":.2", "!a", "=")
	case 9:
		return "'%s|%5d|%.3f|%r' % (" + x + ", " + g.intExpr(depth-1) + ", " + g.floatExpr(depth-1) + ", " + x + ")"
	case 10:
		return "format(" + g.intExpr(depth-1) + ", '" + g.pick("x", "o", "b", "#x", "08d", ",", "^7") + "')"
	case 11:
		return "str(" + g.pick(g.intExpr(depth-1), g.floatExpr(depth-1), g.listExpr(depth-1)) + ")"
	case 12:
		return "repr(" + g.pick(x, g.floatExpr(depth-1), g.listExpr(depth-1)) + ")"
	case 13:
		return "(" + x + " if " + g.boolExpr(depth-1) + " else " + g.strExpr(depth-1) + ")"
	case 14:
		return "'{} and {!r}'.format(" + x + ", " + g.intExpr(depth-1) + ")"
	}
	return "chr(ord(" + x + "[0]) + 1)"
}

// listExpr returns a list-valued expression.
func (g *exprGen) listExpr(depth int) string {
	if depth <= 0 || g.rng.IntN(4) == 0 {
		return g.pick("l", "[]", "list(tp)", "list(s)", "sorted(st)", "list(d)", "[1, [2, 3]]")
	}
	x := g.listExpr(depth - 1)
	switch g.rng.IntN(9) {
	case 0:
		return "(" + x + " + " + g.listExpr(depth-1) + ")"
	case 1:
		return "(" + x + " * " + g.pick("0", "2") + ")"
	case 2:
		return "sorted(" + g.pick("l", "s", "t", "[3.5, -1, 2]") + g.pick("", ", reverse=True") + ")"
	case 3:
		return x + "[" + g.pick("::-1", "1:", ":1", "::2") + "]"
	case 4:
		return "[" + g.intExpr(depth-1) + " for _ in range(" + g.pick("0", "2", "3") + ")]"
	case 5:
		return "[i * " + g.intExpr(depth-1) + " for i in range(4) if i % 2]"
	case 6:
		return "list(range(" + g.pick("5", "-2, 3", "10, 0, -3", "0") + "))"
	case 7:
		return "list(zip(" + x + ", " + g.strExpr(depth-1) + "))"
	}
	return "list(map(str, " + x + "))"
}

// dictExpr returns a dict-valued expression.
func (g *exprGen) dictExpr(depth int) string {
	if depth <= 0 || g.rng.IntN(3) == 0 {
		return g.pick("d", "{}", "{1: 'a', 2: 'b'}", "dict(a=1)")
	}
	switch g.rng.IntN(5) {
	case 0:
		return "{**" + g.dictExpr(depth-1) + ", 'k': " + g.intExpr(depth-1) + "}"
	case 1:
		return "{k: v for k, v in zip(" + g.strExpr(depth-1) + ", " + g.listExpr(depth-1) + ")}"
	case 2:
		return "dict(sorted(" + g.dictExpr(depth-1) + ".items()))"
	case 3:
		return "(" + g.dictExpr(depth-1) + " | " + g.dictExpr(depth-1) + ")"
	}
	return "dict.fromkeys(" + g.strExpr(depth-1) + ", " + g.intExpr(depth-1) + ")"
}

// setExpr returns a set-valued expression over ints (whose iteration
// order CPython fixes; sets of strings would depend on the hash seed).
func (g *exprGen) setExpr(depth int) string {
	if depth <= 0 || g.rng.IntN(3) == 0 {
		return g.pick("st", "set()", "{0, -1, 10**20}", "set(l)")
	}
	x, y := g.setExpr(depth-1), g.setExpr(depth-1)
	switch g.rng.IntN(3) {
	case 0:
		return "(" + x + " " + g.pick("|", "&", "-", "^") + " " + y + ")"
	case 1:
		return "{" + g.intExpr(depth-1) + ", " + g.intExpr(depth-1) + "}"
	}
	return "{i % 5 for i in " + g.listExpr(depth-1) + " if isinstance(i, int)}"
}

// boolExpr returns a bool-valued expression.
func (g *exprGen) boolExpr(depth int) string {
	if depth <= 0 || g.rng.IntN(4) == 0 {
		return g.pick("True", "False", "bool(n)", "bool(s)", "(a > b)")
	}
	switch g.rng.IntN(8) {
	case 6:
		return "(" + g.pick(g.listExpr(depth-1), "tuple("+g.listExpr(depth-1)+")") + " " + g.pick("<", "==", "<=") + " " + g.pick(g.listExpr(depth-1), "tuple("+g.listExpr(depth-1)+")") + ")"
	case 7:
		return g.pick("any", "all") + "(" + g.listExpr(depth-1) + ")"
	case 0:
		return "(" + g.intExpr(depth-1) + " " + g.pick("<", "<=", "==", "!=", ">", ">=") + " " + g.pick(g.intExpr(depth-1), g.floatExpr(depth-1)) + ")"
	case 1:
		return "(" + g.strExpr(depth-1) + " " + g.pick("<", "==", "in", "not in") + " " + g.strExpr(depth-1) + ")"
	case 2:
		return "(" + g.boolExpr(depth-1) + " " + g.pick("and", "or") + " " + g.boolExpr(depth-1) + ")"
	case 3:
		return "(not " + g.boolExpr(depth-1) + ")"
	case 4:
		return g.strExpr(depth-1) + "." + g.pick("isdigit", "isalpha", "isupper", "isspace", "istitle", "isidentifier") + "()"
	}
	return "(" + g.intExpr(depth-1) + " in " + g.listExpr(depth-1) + ")"
}

// block appends a random statement block at the given indentation; the
// statements use the prelude's variables, always terminate, and print
// what they compute.
func (g *exprGen) block(b *strings.Builder, indent string, depth int) {
	for range 1 + g.rng.IntN(3) {
		switch k := g.rng.IntN(10); {
		case k < 2 || depth <= 0:
			fmt.Fprintf(b, "%sprint(repr(%s))\n", indent, g.pick(g.intExpr(2), g.strExpr(2), g.listExpr(2)))
		case k == 2:
			fmt.Fprintf(b, "%sfor i in range(%d):\n", indent, g.rng.IntN(5))
			fmt.Fprintf(b, "%s    a = (a + i * %s) %% 1000\n", indent, g.intExpr(1))
			if g.rng.IntN(2) == 0 {
				fmt.Fprintf(b, "%s    if %s:\n%s        %s\n", indent, g.boolExpr(1), indent, g.pick("break", "continue"))
			}
			g.block(b, indent+"    ", depth-1)
			if g.rng.IntN(3) == 0 {
				fmt.Fprintf(b, "%selse:\n%s    print('for-else', a)\n", indent, indent)
			}
		case k == 3:
			fmt.Fprintf(b, "%sif %s:\n", indent, g.boolExpr(2))
			g.block(b, indent+"    ", depth-1)
			fmt.Fprintf(b, "%selif %s:\n%s    print('elif')\n%selse:\n", indent, g.boolExpr(1), indent, indent)
			g.block(b, indent+"    ", depth-1)
		case k == 4:
			fmt.Fprintf(b, "%stry:\n", indent)
			fmt.Fprintf(b, "%s    print(repr(%s))\n", indent, g.intExpr(2))
			g.block(b, indent+"    ", depth-1)
			fmt.Fprintf(b, "%sexcept (ZeroDivisionError, ValueError) as e:\n%s    print('caught', type(e).__name__, e)\n", indent, indent)
			fmt.Fprintf(b, "%sexcept Exception as e:\n%s    print('other', type(e).__name__)\n", indent, indent)
			if g.rng.IntN(2) == 0 {
				fmt.Fprintf(b, "%sfinally:\n%s    print('finally')\n", indent, indent)
			}
		case k == 5:
			fmt.Fprintf(b, "%sl.%s\n%sprint(l)\n", indent, g.pick("append(a)", "insert(0, b)", "sort()", "reverse()", "pop()", "extend(range(2))", "remove(l[0]) if l else None", "clear()"), indent)
		case k == 6:
			fmt.Fprintf(b, "%sd[%s] = %s\n%sprint(sorted(d.items(), key=str))\n", indent, g.pick("'k'", "'new'", "a % 3"), g.intExpr(1), indent)
		case k == 7:
			fmt.Fprintf(b, "%sdef f(x, y=%s, *rest, **kw):\n", indent, g.intExpr(1))
			fmt.Fprintf(b, "%s    if x > y:\n%s        return x - y, rest, sorted(kw)\n", indent, indent)
			fmt.Fprintf(b, "%s    return [x * 2 for _ in range(2)], y\n", indent)
			fmt.Fprintf(b, "%sprint(f(%s), f(%s, %s, 9, q=1))\n", indent, g.intExpr(1), g.intExpr(1), g.intExpr(1))
		case k == 8:
			fmt.Fprintf(b, "%sk = 0\n%swhile k < %d:\n%s    k += 1\n%s    s = s[1:] + s[:1]\n%sprint(k, s)\n", indent, indent, g.rng.IntN(6), indent, indent, indent)
		default:
			fmt.Fprintf(b, "%sx, *ys = %s\n%sprint(x, ys)\n", indent, g.pick("l or [0]", "'xyz'", "range(3)", "(1, 2)"), indent)
		}
	}
}

// statementProgram returns a program of random statements.
func (g *exprGen) statementProgram() string {
	var b strings.Builder
	b.WriteString(execPrelude)
	b.WriteString("try:\n")
	g.block(&b, "    ", 2)
	b.WriteString("except Exception as e:\n    print('escaped', type(e).__name__, e)\n")
	return b.String()
}

// formatSpec returns a random format specification: fill, align, sign,
// '#', '0', width, grouping, precision and type, each present or not (so
// some are invalid for the value they format, and raise).
func (g *exprGen) formatSpec(types string) string {
	var b strings.Builder
	if g.rng.IntN(3) == 0 {
		b.WriteString(g.pick("*", "0", " ", "é", "x"))
		b.WriteString(g.pick("<", ">", "^", "="))
	} else if g.rng.IntN(2) == 0 {
		b.WriteString(g.pick("<", ">", "^", "="))
	}
	if g.rng.IntN(3) == 0 {
		b.WriteString(g.pick("+", "-", " "))
	}
	if g.rng.IntN(5) == 0 {
		b.WriteString("#")
	}
	if g.rng.IntN(5) == 0 {
		b.WriteString("0")
	}
	if g.rng.IntN(2) == 0 {
		b.WriteString(g.pick("1", "5", "12", "0"))
	}
	if g.rng.IntN(4) == 0 {
		b.WriteString(g.pick(",", "_"))
	}
	if g.rng.IntN(2) == 0 {
		b.WriteString(g.pick(".0", ".1", ".3", ".12"))
	}
	if g.rng.IntN(4) != 0 {
		b.WriteByte(types[g.rng.IntN(len(types))])
	}
	return b.String()
}

// moduleExpr returns a call into one of the default-authorized modules
// (math, json, re, itertools, collections).
func (g *exprGen) moduleExpr() string {
	num := func() string {
		return g.pick(g.intExpr(1), g.floatExpr(1), "0.5", "2", "-1", "1e300", "1e-300", "10**30")
	}
	lit := func() string {
		return g.pick("{'a': [1, 2.5, None], 'b': {'c': True}}", "[1, 'é', '\\n', [], {}]", "{'z': 1, 'a': -0.0, 'm': 1e16}",
			"'\\u2028 \"quoted\"'", "[1.0, 2, 3.5e-7, float('inf')]", "{'k': (1, 2)}", "{1: 'int key'}", "[[[[]]]]")
	}
	text := func() string {
		return g.pick("'a1b22c333'", "'Hello, World! 42'", "'  x = 1; y=2 '", "'aaa'", "''", "'2024-01-15 and 1999-12-31'", "'CamelCaseWords'", "s", "t")
	}
	pattern := func() string {
		return g.pick("r'\\d+'", "r'[a-z]+'", "r'(\\w)(\\d*)'", "r'\\s*=\\s*'", "r'a*'", "r'(?P<y>\\d{4})-(?P<m>\\d\\d)'", "r'[A-Z][a-z]*'", "r'x|y|$'", "r'(a)|b'", "r'^\\s+|\\s+$'")
	}
	switch g.rng.IntN(6) {
	case 0:
		return "math." + g.pick(
			"sqrt("+num()+")", "floor("+num()+")", "ceil("+num()+")", "trunc("+num()+")", "fabs("+num()+")",
			"log("+num()+")", "log("+num()+", "+g.pick("2", "10", "0.5", "1")+")", "log2("+num()+")", "log10("+num()+")",
			"exp("+num()+")", "sin("+num()+")", "atan2("+num()+", "+num()+")", "hypot("+num()+", "+num()+")",
			"pow("+num()+", "+num()+")", "fmod("+num()+", "+num()+")", "gcd("+g.intExpr(1)+", "+g.intExpr(1)+")",
			"lcm("+g.intExpr(1)+", "+g.intExpr(1)+")", "factorial("+g.pick("0", "5", "20", "-1", "3.0")+")",
			"isqrt("+g.intExpr(1)+")", "comb("+g.pick("10, 3", "5, 7", "-1, 2")+")", "perm("+g.pick("5", "5, 2")+")",
			"copysign("+num()+", "+num()+")", "isclose("+num()+", "+num()+")", "modf("+num()+")", "frexp("+num()+")",
			"ldexp("+num()+", "+g.pick("3", "-1074", "2000")+")", "fsum([0.1] * 10)", "prod("+g.listExpr(1)+")",
			"dist((0, 0), ("+num()+", "+num()+"))", "degrees("+num()+")", "isfinite("+num()+")")
	case 1:
		return "json.dumps(" + lit() + g.pick("", ", indent=2", ", sort_keys=True", ", separators=(',', ':')", ", ensure_ascii=False", ", indent='\\t', sort_keys=True") + ")"
	case 2:
		return "json.loads(" + g.pick("json.dumps("+lit()+")", `'{"a": 1,}'`, "'[1, 2'", "'nan'", "'NaN'", `'"\\ud83d\\ude00"'`, `'{"a" 1}'`, "'1e400'", "' [1] x'", `'"abc'`) + ")"
	case 3:
		return "re." + g.pick(
			"findall("+pattern()+", "+text()+")", "sub("+pattern()+", "+g.pick("'-'", "r'<\\g<0>>'", "r'\\1'", "lambda m: m.group(0).upper()")+", "+text()+")",
			"split("+pattern()+", "+text()+")", "fullmatch("+pattern()+", "+text()+")", "search("+pattern()+", "+text()+").span()",
			"match("+pattern()+", "+text()+").groups()", "subn("+pattern()+", '', "+text()+")", "escape("+text()+")")
	case 4:
		if g.rng.IntN(6) == 0 {
			return "[(k, list(grp)) for k, grp in itertools.groupby(sorted(" + g.strExpr(1) + "))]"
		}
		return "list(itertools." + g.pick("accumulate("+g.listExpr(1)+")", "combinations("+g.pick("'abcd'", "l")+", 2)", "permutations("+g.pick("'abc'", "l")+")",
			"product('ab', repeat=2)", "chain("+g.listExpr(1)+", "+g.strExpr(1)+")", "islice(itertools.count(5, 3), 4)",
			"starmap(pow, [(2, 5), (3, 2)])", "zip_longest('ab', 'xyz', fillvalue='-')", "pairwise("+g.listExpr(1)+")") + ")"
	}
	return g.pick("collections.Counter("+g.strExpr(1)+").most_common(3)", "collections.OrderedDict(a=1, b=2)", "collections.deque("+g.listExpr(1)+", maxlen=2)",
		"collections.defaultdict(list, {'a': [1]})", "collections.namedtuple('P', 'x y')(1, "+g.intExpr(1)+")",
		"collections.ChainMap({'a': 1}, d)['k']")
}

// moduleProgram returns a program printing the results of random calls
// into the standard modules.
func (g *exprGen) moduleProgram(exprs int) string {
	var b strings.Builder
	b.WriteString(execPrelude)
	b.WriteString("import math, json, re, itertools, collections\n")
	for range exprs {
		fmt.Fprintf(&b, "try:\n    print(repr(%s))\nexcept Exception as e:\n    print(type(e).__name__, e)\n", g.moduleExpr())
	}
	return b.String()
}

// program returns a program printing the value (or the exception) of a
// few random expressions.
func (g *exprGen) program(exprs int) string {
	var b strings.Builder
	b.WriteString(execPrelude)
	for range exprs {
		var e string
		switch g.rng.IntN(7) {
		case 5:
			e = g.dictExpr(3)
		case 6:
			e = g.setExpr(3)
		case 0:
			e = g.intExpr(3)
		case 1:
			e = g.floatExpr(3)
		case 2:
			e = g.strExpr(3)
		case 3:
			e = g.listExpr(3)
		default:
			e = g.boolExpr(3)
		}
		fmt.Fprintf(&b, "try:\n    print(repr(%s))\nexcept Exception as e:\n    print(type(e).__name__, e)\n", e)
	}
	return b.String()
}

// cpythonOutputs runs each program with exec() in one python3 process
// and returns what each printed.
func cpythonOutputs(py *oracle.Python, srcs []string) ([]string, error) {
	const script = `import contextlib, io, json, sys
out = []
for src in json.load(sys.stdin):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        try:
            exec(compile(src, "<code>", "exec"), {})
        except BaseException as e:
            print("UNCAUGHT", type(e).__name__, e)
    out.append(buf.getvalue())
json.dump(out, sys.stdout)`
	in, err := json.Marshal(srcs)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(py.Exe, "-I", "-c", script)
	cmd.Stdin = strings.NewReader(string(in))
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0")
	data, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("python3: %w", err)
	}
	var outs []string
	err = json.Unmarshal(data, &outs)
	return outs, err
}

// TestExecRandomExpressions compares what krait and CPython print for
// random well-typed expressions over ints, floats, strings, lists, dicts,
// int sets and booleans (arithmetic, formatting, str methods, slicing,
// comprehensions), each printed with repr() or as the exception it
// raises, and for random statement blocks (loops with break/continue/else,
// if/elif, try/except/finally, list and dict mutation, calls with
// defaults, *rest and **kw, while loops, star unpacking), and for random
// calls into math, json, re, itertools and collections. It is a
// differential for the evaluator and builtins, opt-in because the
// expressions reach corners the conformance programs do not pin yet:
// KRAIT_EXEC_RANDOM_N=n runs n programs, a third each of expressions,
// statements and module calls (seed KRAIT_RANDOM_SEED, default 1).
func TestExecRandomExpressions(t *testing.T) {
	n := envInt("KRAIT_EXEC_RANDOM_N", 0)
	if n == 0 {
		t.Skip("opt-in: set KRAIT_EXEC_RANDOM_N to the number of programs")
	}
	py, err := oracle.Find(context.Background())
	if errors.Is(err, oracle.ErrNoPython) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	seed := envInt("KRAIT_RANDOM_SEED", 1)
	g := &exprGen{rng: rand.New(rand.NewPCG(uint64(seed), 0x65786563))}
	srcs := make([]string, n)
	for i := range srcs {
		switch i % 3 {
		case 0:
			srcs[i] = g.program(10)
		case 1:
			srcs[i] = g.statementProgram()
		default:
			srcs[i] = g.moduleProgram(10)
		}
	}
	want, err := cpythonOutputs(py, srcs)
	if err != nil {
		t.Fatal(err)
	}
	same, lines, sameLines := 0, 0, 0
	for i, src := range srcs {
		e, err := krait.New(krait.Options{AuthorizedImports: []string{"json"}})
		if err != nil {
			t.Fatal(err)
		}
		out, err := e.Run(context.Background(), src)
		got := out.Logs
		if err != nil {
			got += fmt.Sprintf("UNCAUGHT %v\n", err)
		}
		wl, gl := strings.Split(want[i], "\n"), strings.Split(got, "\n")
		for j := range wl {
			lines++
			if j < len(gl) && gl[j] == wl[j] {
				sameLines++
			}
		}
		if got == want[i] {
			same++
			continue
		}
		// Show the first differing line (and, for expression programs,
		// the expression).
		for j := range wl {
			if j >= len(gl) || gl[j] != wl[j] {
				g := ""
				if j < len(gl) {
					g = gl[j]
				}
				if i%3 != 1 {
					t.Errorf("program %d, expression %s\n  cpython: %s\n  krait:   %s", i, programExpr(src, j), wl[j], g)
				} else {
					t.Errorf("program %d, output line %d:\n%s  cpython: %s\n  krait:   %s", i, j+1, indent(src[len(execPrelude):]), wl[j], g)
				}
				break
			}
		}
	}
	t.Logf("%d/%d programs print the same; %d/%d lines", same, n, sameLines, lines)
}

// programExpr returns the j-th printed expression of a generated program.
func programExpr(src string, j int) string {
	k := 0
	for _, line := range strings.Split(src, "\n") {
		if strings.HasPrefix(line, "    print(repr(") {
			if k == j {
				return strings.TrimSuffix(strings.TrimPrefix(line, "    print(repr("), "))")
			}
			k++
		}
	}
	return "?"
}
