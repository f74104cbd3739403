package difftest

import "strings"

func (g *gen) sComprehension() {
	g.guarded(func() {
		switch g.intn(7) {
		case 0:
			g.line("print([%s for v in %s if %s])", g.pick("v * 2", "str(v)", "(v, v ** 2)", "-v"), g.pick("nums", "range(6)", "sorted(st)"), g.pick("v % 2", "v > 2", "True", "v != 3"))
		case 1:
			g.line("print({%s: %s for %s in %s})", g.pick("t", "t[0]", "len(t)"), g.pick("len(t)", "t.upper()", "t[::-1]"), "t", g.pick("words", "s.split()", "['aa', 'b', 'aa']"))
		case 2:
			g.line("print(sorted({%s for ch in %s}))", g.pick("ch", "ch.lower()", "ord(ch) % 7"), g.expr(tStr, 2))
		case 3:
			g.line("print(%s(%s for v in %s))", g.pick("sum", "max", "min", "any", "all", "list", "tuple", "sorted"), g.pick("v * v", "v % 3 == 0", "-v", "abs(v - 3)"), g.pick("nums", "range(7)", "[2, -5, 9]", "[]"))
		case 4:
			g.line("print([[i * j for j in range(%s)] for i in range(%s)])", g.pick("3", "2"), g.pick("3", "4"))
			g.line("print([q for v in %s if (q := v * 2) > 4], q)", g.pick("nums", "[1, 5, 2]"))
		case 5:
			g.line("print([(i, ch) for i in range(%s) for ch in %s if i %% 2 == 0])", g.pick("3", "4"), g.pick("'ab'", "s[:2]", "words[:2]"))
		default:
			gname := g.fresh("gen")
			g.line("%s = (v * 10 for v in %s)", gname, g.pick("nums", "range(5)", "[1, 2]"))
			g.line("print(next(%s), list(%s), next(%s, 'done'))", gname, gname, gname)
		}
	})
}

func (g *gen) sGenerator() {
	f := g.fresh("gen")
	switch g.intn(4) {
	case 0:
		g.line("def %s(n):", f)
		g.in(func() {
			g.line("for i in range(n):")
			g.in(func() {
				g.line("if i == %s:", g.pick("2", "4", "10"))
				g.in(func() { g.line("return 'stopped'") })
				g.line("yield i * %s", g.pick("2", "i", "-1"))
			})
			g.line("return 'done'")
		})
		g.line("def %s_outer():", f)
		g.in(func() {
			g.line("result = yield from %s(%s)", f, g.pick("3", "6"))
			g.line("yield ('result', result)")
		})
		g.guarded(func() { g.line("print(list(%s_outer()), list(%s(%s)))", f, f, g.pick("0", "5")) })
	case 1:
		g.line("def %s():", f)
		g.in(func() {
			g.line("total = 0")
			g.line("while True:")
			g.in(func() {
				g.line("got = yield total")
				g.line("if got is None:")
				g.in(func() { g.line("break") })
				g.line("total += got")
			})
		})
		g.guarded(func() {
			gv := g.fresh("g")
			g.line("%s = %s()", gv, f)
			g.line("print(next(%s), %s.send(%s), %s.send(%s))", gv, gv, g.pick("3", "10"), gv, g.pick("4", "-1"))
			g.line("print(next(%s, 'exhausted'))", gv)
		})
	case 2:
		g.line("def %s(items):", f)
		g.in(func() {
			g.line("for item in items:")
			g.in(func() {
				g.line("if isinstance(item, (list, tuple)):")
				g.in(func() { g.line("yield from %s(item)", f) })
				g.line("else:")
				g.in(func() { g.line("yield item") })
			})
		})
		g.guarded(func() {
			g.line("print(list(%s(%s)))", f, g.pick("[1, [2, (3, 4)], [[5]]]", "[]", "[tp, [nums]]"))
			g.line("print(list(itertools.islice(%s([range(100)]), %s)))", f, g.pick("3", "0"))
		})
	default:
		g.line("def %s():", f)
		g.in(func() {
			g.line("try:")
			g.in(func() {
				g.line("yield 1")
				g.line("yield 2")
			})
			g.line("finally:")
			g.in(func() { g.line("print('gen finally')") })
		})
		g.guarded(func() {
			g.line("print(list(%s()))", f)
			g.line("print(sum(%s()), [v for v in %s()])", f, f)
			if g.chance(2) {
				g.line("it = %s()", f)
				g.line("print(next(it), next(it))")
				g.line("print(next(it))")
			}
		})
	}
}

func (g *gen) sFormat() {
	for range 2 + g.intn(3) {
		g.guarded(func() {
			switch g.intn(8) {
			case 0:
				g.inF = true
				g.line("print(f\"{%s:{%s}.{%s}f}\")", g.expr(tFloat, 2), g.pick("8", "a", "1"), g.pick("2", "0", "c"))
				g.inF = false
			case 1:
				g.line("print('%s' %% %s)", g.pick("%5.2f|%-6s|%03d", "%e %g %G", "%x %o %X %c", "%10.4s|%-8r", "%i%%", "%+.1e|% d"), g.pick("(x, s, a)", "(y, big, 1e20)", "(255, 8, 3000, 65)", "(s, w)", "(a,)", "(-0.0, 7)"))
			case 2:
				g.line("print('{:%s}'.format(%s))", g.formatSpec("bdoxXeEfFgGn%s"), g.pick(g.expr(tInt, 1), g.expr(tFloat, 1), g.expr(tStr, 1)))
			case 3:
				g.line("print(f'{%s=}', f'{%s = !r:>12}')", g.pick("a", "s", "x * 2", "nums[1:]"), g.pick("w", "y", "d"))
			case 4:
				g.line("print('{name}-{0}-{1:^{width}}'.format(%s, %s, name=%s, width=%s))", g.expr(tInt, 1), g.expr(tStr, 1), g.expr(tStr, 1), g.pick("7", "3", "0"))
			case 5:
				g.line("print(format(%s, %s), format(%s))", g.expr(tFloat, 1), q(g.formatSpec("eEfFgG%")), g.pick("big", "s", "1e-5", "nums"))
			case 6:
				g.line("print(str.format('{!r:>10}|{!s:<4}|{!a}', %s, %s, %s))", g.expr(tStr, 1), g.expr(tInt, 1), g.pick("u", "'ü'", "s"))
			default:
				g.line("print(%s)", g.fstring(2))
			}
		})
	}
}

func (g *gen) sSlicing() {
	idx := func() string { return g.pick("", "0", "1", "-1", "-2", "3", "10", "-10", "a", "b") }
	step := func() string { return g.pick("", "1", "-1", "2", "-2", "3", "0") }
	for range 2 + g.intn(3) {
		g.guarded(func() {
			seq := g.pick("nums", "s", "tp", "words", "list(range(10))", "'abcdefgh'", "range(2, 20, 3)", "b'bytes'", "(1, 2, 3)")
			sl := idx() + ":" + idx()
			if g.chance(2) {
				sl += ":" + step()
			}
			switch g.intn(4) {
			case 0:
				g.line("tmp = list(range(8))")
				g.line("tmp[%s] = %s", sl, g.pick("[]", "'XY'", "[0] * 3", "range(2)"))
				g.line("print(tmp)")
			case 1:
				g.line("tmp = list('abcdefg')")
				g.line("del tmp[%s]", sl)
				g.line("print(tmp)")
			default:
				g.line("print(%s[%s])", seq, sl)
			}
		})
	}
}

func (g *gen) sUnpack() {
	for range 1 + g.intn(3) {
		g.guarded(func() {
			switch g.intn(7) {
			case 0:
				g.line("p, *q, r = %s", g.pick("nums", "'abcd'", "range(2)", "(1,)", "d", "[1, 2]"))
				g.line("print(p, q, r)")
			case 1:
				g.line("(p, q), r = %s", g.pick("(1, 2), 3", "'ab', 'c'", "[1, 2, 3], 4", "(1,), 2"))
				g.line("print(p, q, r)")
			case 2:
				g.line("p, q = q, p = %s", g.pick("1, 2", "'xy'"))
				g.line("print(p, q)")
			case 3:
				g.line("print(*%s, sep=%s)", g.pick("nums", "s", "d", "[]", "range(3)"), g.pick("', '", "'-'", "''"))
			case 4:
				g.line("print([*%s, *%s], {*%s}, {**%s, **%s})", g.pick("nums", "'ab'"), g.pick("tp", "range(2)"), g.pick("nums", "[1, 1]"), g.pick("d", "{}"), g.pick("{'x': 0}", "dict(q=1)"))
			case 5:
				g.line("for p, (q, r) in %s:", g.pick("enumerate(zip('ab', 'cd'))", "[(1, (2, 3))]", "d.items()"))
				g.in(func() { g.line("print(p, q, r)") })
			default:
				g.line("p, q, r = %s", g.pick("1, 2", "'abcd'", "[1, 2, 3]", "d", "range(3)"))
				g.line("print(p, q, r)")
			}
		})
	}
}

func (g *gen) sBuiltins() {
	calls := []func() string{
		func() string {
			return "sorted(" + g.pick("nums", "words", "s", "d", "[3, 1.5, True, -2]", "['b', 'A', 'a']", "[(1, 'b'), (1, 'a'), (0, 'z')]") + g.pick("", ", reverse=True", ", key=str", ", key=lambda v: str(v)[::-1]") + ")"
		},
		func() string {
			return g.pick("min", "max") + "(" + g.pick("nums", "words", "s", "[]", "[], default=None", "3, 1, 2", "nums, key=lambda v: -v", "'aB', 'Ab', key=str.lower", "d, key=d.get", "[1, 'a']") + ")"
		},
		func() string {
			return "sum(" + g.pick("nums", "[0.1] * 10", "[[1], [2]], []", "range(101)", "[1e100, 1.0, -1e100]", "['a']", "(x, y)") + ")"
		},
		func() string {
			return "list(enumerate(" + g.pick("s[:3]", "words", "d") + g.pick("", ", 1", ", start=-2") + "))"
		},
		func() string {
			return "list(zip(" + g.pick("nums, words", "s, range(3), 'xy'", "", "d, d.values()", "nums, words, strict=True") + "))"
		},
		func() string {
			return "round(" + g.pick("2.5", "3.5", "-0.5", "2.675, 2", "1234.5678, -2", "x, 1", "7, -1", "1e300, 2", "0.125, 2", "y", "big, -5", "-2.5") + ")"
		},
		func() string {
			return "divmod(" + g.pick("7, 2", "-7, 2", "7, -2", "7.5, 2", "-7.5, 0.5", "big, 3", "1, 0", "0.0, 0.3") + ")"
		},
		func() string {
			return "abs(" + g.pick("-3", "-2.5", "-0.0", "big", "True", "'x'", "-10**30") + ")"
		},
		func() string {
			return g.pick("int", "float", "str", "bool", "repr", "ascii", "list", "tuple", "set", "dict") + "(" + g.pick("", "0", "'3'", "'abc'", "2.7", "nums", "'é'", "[('a', 1)]", "-0.0", "None", "'  12  '") + ")"
		},
		func() string {
			return g.pick("any", "all") + "(" + g.pick("[]", "nums", "[0, '', None]", "s", "d", "[[]]") + ")"
		},
		func() string {
			return g.pick("bin", "oct", "hex") + "(" + g.pick("0", "-255", "big", "a", "True", "2.5") + ")"
		},
		func() string {
			return "pow(" + g.pick("2, 10", "2, -2", "-8, 1/3", "0, 0", "3, 4, 5", "2, 0.5", "10, 20", "0.0, -1", "-2, 3, 7", "7, -1, 13") + ")"
		},
		func() string {
			return "list(" + g.pick("map(str.upper, words)", "filter(str.isalpha, s)", "reversed(range(4))", "reversed(tp)", "iter([1, 2])", "range(0)", "d.items()", "d.keys() & {'x', 'q'}", "zip(*[(1, 'a'), (2, 'b')])") + ")"
		},
		func() string {
			return "repr(" + g.pick("range(3)", "range(1, 10, 2)", "slice(1, 2)", "frozenset()", "set()", "{}.keys()", "d.values()", "d.items()", "reversed", "len", "int", "None", "...", "NotImplemented", "1j", "complex(1, -2)", "2 + 3j", "b'\\x00a\\''", "bytearray(b'ab')") + ")"
		},
		func() string {
			return "isinstance(" + g.pick("True, int", "1, bool", "1.0, (int, float)", "[], list", "None, object", "'', (bytes, str)") + ")"
		},
		func() string {
			return g.pick("chr", "ord") + "(" + g.pick("97", "'z'", "8364", "'€'", "'ab'", "1114111") + ")"
		},
		func() string { return "callable(" + g.pick("len", "1", "lambda: 0", "int", "'s'") + ")" },
		func() string {
			// A set display of str constants (CPython folds 3+ constants
			// into a frozenset first) or of ints.
			pool := []string{"'pear'", "'fig'", "'apple'", "'a'", "'b'", "'hello'", "'zz'", "'x1'", "'kiwi'", "''", "'é'"}
			if g.chance(2) {
				pool = []string{"0", "1", "7", "-3", "99", "31", "1000", "64", "2**40", "8", "16"}
			}
			g.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
			return "{" + strings.Join(pool[:1+g.intn(8)], ", ") + "}"
		},
		func() string {
			return "hash(" + g.pick("1", "-1", "1.5", "'abc'", "(1, 2)", "True", "2**64", "-2**63", "float('inf')", "0.1", "[]", "frozenset('ab')", "b'abc'") + ")"
		},
		func() string {
			return "getattr(" + g.pick("s, 'upper')()", "nums, 'nope', 'dflt')", "d, 'keys')()", "1, 'real')", "x, 'imag')") + ""
		},
		func() string { return "type(" + g.anyExpr(1) + ")" },
		func() string {
			return "int.from_bytes(b'\\x01\\x02', '" + g.pick("big", "little") + "'), (1024).to_bytes(2, 'big')"
		},
		func() string {
			return g.pick("str.maketrans('ab', 'xy')", "'x'.join(map(str, range(4)))", "(255).to_bytes(1, 'little')", "(3.75).hex()", "float.fromhex('0x1.8p1')", "(10).as_integer_ratio()", "(0.1).as_integer_ratio()", "'%.20f' % 0.1", "1e22", "1e16", "123456789012345678.0", "5e-324", "1.7976931348623157e308 * 10")
		},
	}
	for range 2 + g.intn(4) {
		g.guarded(func() { g.line("print(%s)", calls[g.intn(len(calls))]()) })
	}
}

func (g *gen) sWith() {
	cm := g.fresh("Ctx")
	g.line("class %s:", cm)
	g.in(func() {
		g.line("def __init__(self, name):")
		g.in(func() { g.line("self.name = name") })
		g.line("def __enter__(self):")
		g.in(func() {
			g.line("print('enter', self.name)")
			g.line("return %s", g.pick("self.name", "self", "42"))
		})
		g.line("def __exit__(self, exc_type, exc, tb):")
		g.in(func() {
			g.line("print('exit', self.name, exc_type.__name__ if exc_type else None, exc)")
			g.line("return %s", g.pick("False", "True", "None", "isinstance(exc, KeyError)"))
		})
		g.line("def __repr__(self):")
		g.in(func() { g.line("return 'Ctx(' + repr(self.name) + ')'") })
	})
	g.guarded(func() {
		g.line("with %s('%s') as v%s:", cm, g.pick("a", "b"), g.pick("", ", "+cm+"('inner') as v2"))
		g.in(func() {
			g.line("print('body', v)")
			g.line("%s", g.pick("pass", "raise KeyError('in with')", "1 / 0", "print(v * 2)"))
		})
		g.line("print('after with')")
	})
}

func (g *gen) sMatch() {
	g.guarded(func() {
		subj := g.pick("nums", "tp", "d", "a", "s", "(1, 2)", "[1, [2, 3]]", "{'x': 1, 'y': 2}", "None", "3.5", "'go north'", "[]")
		g.line("match %s:", subj)
		g.in(func() {
			cases := []string{
				"case 0 | 1 | 7:", "case [p, q]:", "case [p, *rest]:", "case (p, q, r):", "case {'x': p, **rest}:",
				"case str() as text if len(text) > 3:", "case int(n) if n > 5:", "case float():", "case None:",
				"case [1, [p, q]]:", "case {'y': 2}:", "case 'go north' | 'go south':", "case [] :", "case (1, _):",
			}
			for range 2 + g.intn(3) {
				g.line("%s", cases[g.intn(len(cases))])
				g.in(func() { g.line("print('matched', %s)", g.pick("'x'", "repr("+subj+")", "type("+subj+").__name__")) })
			}
			g.line("case _:")
			g.in(func() { g.line("print('default')") })
		})
	})
}

func (g *gen) sMutate() {
	for range 2 + g.intn(3) {
		g.guarded(func() {
			switch g.intn(4) {
			case 0:
				g.line("nums.%s", g.pick("append(a)", "insert(1, 9)", "extend([b, 2])", "pop()", "pop(0)", "remove(3)", "sort(reverse=True)", "reverse()", "clear()", "insert(-1, 0)", "pop(10)", "sort(key=lambda v: v % 3)"))
				g.line("print(nums, len(nums))")
			case 1:
				g.line("d.%s", g.pick("update(y=5, q=6)", "pop('x')", "setdefault('w', 0)", "popitem()", "clear()", "update([('a', 1)])"))
				g.line("print(d, list(d.items())[:2])")
			case 2:
				g.line("st.%s", g.pick("add(2)", "discard(3)", "remove(10)", "update([7, 8])", "intersection_update({1, 4, 7})", "pop()", "difference_update(nums)", "symmetric_difference_update({1, 100})"))
				g.line("print(st, sorted(st))")
			default:
				g.line("words.%s", g.pick("append('kiwi')", "sort()", "sort(key=len)", "insert(0, 'date')", "remove('fig')", "extend('ab')", "index('pear')"))
				g.line("print(words, %s)", g.pick("' '.join(words)", "words.count('fig')", "sorted(set(words))"))
			}
		})
	}
}

// sMisc covers global/del/assert, chained comparison, walrus, conditional
// expressions, while-else, and augmented assignment on containers.
func (g *gen) sMisc() {
	switch g.intn(6) {
	case 0:
		f := g.fresh("setg")
		g.line("def %s(v):", f)
		g.in(func() {
			g.line("global a")
			g.line("a = v")
			g.line("return a")
		})
		g.line("print(%s(%s), a)", f, g.pick("11", "-4", "a * 2"))
	case 1:
		g.guarded(func() {
			g.line("tmp = %s", g.pick("[1, 2, 3]", "{'k': 1}", "'str'"))
			g.line("del tmp%s", g.pick("[0]", "['k']", "", "[5]"))
			g.line("print(tmp)")
		})
	case 2:
		g.guarded(func() {
			g.line("if (n := len(%s)) > %s:", g.expr(tStr, 1), g.pick("3", "10"))
			g.in(func() { g.line("print('long', n)") })
			g.line("print(n)")
		})
	case 3:
		g.guarded(func() {
			g.line("acc = %s", g.pick("[1]", "'s'", "(1,)", "{'a': 1}", "0", "{1}"))
			g.line("acc %s %s", g.pick("+=", "*=", "|=", "-=", "&="), g.pick("[2]", "2", "'t'", "{'b': 2}", "(3,)", "{2}"))
			g.line("print(acc)")
		})
	case 4:
		g.guarded(func() {
			g.line("assert %s, %s", g.expr(tBool, 2), g.pick("'message'", "s", "nums"))
			g.line("print('assert passed')")
		})
	default:
		g.guarded(func() {
			g.line("print(%s is %s, %s is not None, 1 < a < 10 > b)", g.pick("None", "nothing"), g.pick("None", "nothing", "d.get('q')"), g.anyExpr(1))
		})
	}
}

// sWrongTypes applies operations to values they do not accept, so the
// TypeError messages are compared.
func (g *gen) sWrongTypes() {
	for range 2 {
		g.guarded(func() {
			x, y := g.anyExpr(1), g.anyExpr(1)
			op := g.pick("+", "-", "*", "/", "//", "%", "**", "<", "&", "|", "@", "<<", ">=", "in")
			g.line("print(%s %s %s)", x, op, y)
			if g.chance(2) {
				g.line("print(%s[%s])", g.anyExpr(1), g.anyExpr(1))
			}
			if g.chance(2) {
				g.line("print(%s(%s))", g.pick("len", "abs", "int", "float", "sorted", "sum", "max", "ord", "chr", "round", "next", "bool", "list"), g.anyExpr(1))
			}
		})
	}
}

// uncaught ends the program with an exception nothing catches, so the
// final traceback lines are compared.
func (g *gen) uncaught() {
	e := g.fresh("FinalError")
	g.line("class %s(Exception):", e)
	g.in(func() { g.line("pass") })
	g.line("print('about to fail')")
	g.line("%s", g.pick(
		"raise "+e+"("+g.pick("'final'", "", "1, 2")+")",
		"raise ValueError('bad value: ' + "+g.expr(tStr, 1)+")",
		"print("+g.anyExpr(2)+" "+g.pick("+", "*", "/", "-")+" "+g.anyExpr(2)+")",
		"print(d["+g.pick("'missing'", "0", "(1, 2)")+"])",
		"print(nums[len(nums) + 3])",
		"raise "+e+" from KeyError('x')",
		"raise KeyError("+g.expr(tStr, 1)+")",
		"int("+g.expr(tStr, 1)+")",
		"assert "+g.expr(tBool, 2)+", 'final assert'",
		"print(json.loads("+g.pick("'{1: 2}'", "'[1,'", "''", "'nul'")+"))",
		"print(undefined_variable)",
		"print("+g.expr(tStr, 1)+".no_such_method())",
		"print(math.log("+g.pick("0", "-1", "0.0")+"))",
		"raise StopIteration",
		"raise SystemExit("+g.pick("0", "1", "'bye'", "None", "3")+")",
		"raise KeyboardInterrupt",
		"raise Exception",
	))
	if g.chance(2) {
		g.line("print('not reached')")
	}
}
