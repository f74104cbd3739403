package difftest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// header imports every module a generated program may use.
const header = "import math, itertools, collections, functools, json, re, string, heapq, bisect, operator, statistics, datetime, random\n"

// Generate returns program number index of the run with the given seed.
// The same seed and index always give the same program.
func Generate(seed uint64, index int) string {
	g := &gen{rng: rand.New(rand.NewPCG(seed, uint64(index)))}
	g.b.WriteString(header)
	g.b.WriteString(prelude)
	for k := 2 + g.intn(4); k > 0; k-- {
		g.snippet()
	}
	if g.chance(6) {
		g.uncaught()
	}
	return g.b.String()
}

// snippet writes one randomly chosen feature demonstration.
func (g *gen) snippet() {
	snippets := []func(){
		g.sPrints, g.sPrints, g.sIf, g.sFor, g.sWhile, g.sFunc, g.sClosure, g.sRecursion,
		g.sLambda, g.sClass, g.sInherit, g.sExceptions, g.sExceptions, g.sComprehension,
		g.sGenerator, g.sFormat, g.sSlicing, g.sUnpack, g.sBuiltins, g.sBuiltins, g.sStdlib,
		g.sStdlib, g.sStdlib, g.sWith, g.sMatch, g.sMutate, g.sMisc, g.sWrongTypes,
	}
	snippets[g.intn(len(snippets))]()
}

// guarded writes body inside try/except Exception, printing the
// exception's type name and message as the programs do everywhere.
func (g *gen) guarded(body func()) {
	g.line("try:")
	g.in(body)
	g.line("except Exception as e:")
	g.in(func() { g.line("print(type(e).__name__, e)") })
}

// printExpr writes one print of a random expression.
func (g *gen) printExpr(d int) {
	switch g.intn(6) {
	case 0:
		g.line("print(repr(%s))", g.anyExpr(d))
	case 1:
		g.line("print(%s, %s, sep=%s)", g.anyExpr(d), g.anyExpr(d), g.pick("' | '", "''", "',\\n'"))
	case 2:
		g.line("print(%s, end=%s)", g.anyExpr(d), g.pick("'!\\n'", "' '", "'\\n\\n'"))
	default:
		g.line("print(%s)", g.anyExpr(d))
	}
}

func (g *gen) sPrints() {
	for range 1 + g.intn(3) {
		g.guarded(func() {
			for range 1 + g.intn(2) {
				g.printExpr(3)
			}
		})
	}
}

// block writes 1-3 simple or nested statements; loops stay bounded.
func (g *gen) block(depth int) {
	for range 1 + g.intn(3) {
		switch k := g.intn(9); {
		case k < 3 || depth <= 0:
			g.printExpr(2)
		case k == 3:
			g.line("a = (a + %s) %% 1000", g.expr(tInt, 1))
		case k == 4:
			g.line("if %s:", g.expr(tBool, 2))
			g.in(func() { g.block(depth - 1) })
			if g.chance(2) {
				g.line("else:")
				g.in(func() { g.block(depth - 1) })
			}
		case k == 5:
			v := g.fresh("i")
			g.line("for %s in %s:", v, g.pick("range(3)", "nums[:3]", "'ab'", "words", "enumerate('xy')", "d.items()", "zip(nums, words)"))
			g.in(func() {
				g.line("print(%s, end=' ')", v)
				if g.chance(3) {
					g.line("if %s:", g.expr(tBool, 1))
					g.in(func() { g.line("%s", g.pick("break", "continue")) })
				}
				g.block(depth - 1)
			})
			g.line("print()")
		case k == 6:
			g.line("s = %s", g.expr(tStr, 1))
		case k == 7:
			g.line("nums.%s", g.pick("append(a)", "insert(0, b)", "sort()", "reverse()", "pop()", "extend(range(2))", "remove(nums[0]) if nums else None", "sort(key=lambda v: -v)"))
		default:
			g.line("d[%s] = %s", g.pick("'x'", "'new'", "s[:1]", "str(a % 3)"), g.expr(tInt, 1))
		}
	}
}

func (g *gen) sIf() {
	g.guarded(func() {
		g.line("if %s:", g.expr(tBool, 3))
		g.in(func() { g.block(2) })
		for range g.intn(3) {
			g.line("elif %s:", g.expr(tBool, 2))
			g.in(func() { g.block(1) })
		}
		if g.chance(2) {
			g.line("else:")
			g.in(func() { g.block(2) })
		}
	})
}

func (g *gen) sFor() {
	g.guarded(func() {
		acc := g.fresh("acc")
		v := g.fresh("v")
		g.line("%s = []", acc)
		iter := g.pick("range(%s)", "%s", "reversed(%s)", "enumerate(%s)", "zip(%s, 'abcdef')", "sorted(%s)", "%s[::-1]")
		arg := g.pick("nums", "[3, 1, 2, 5]", "words", "s", "d", "range(4)", "st", "tp")
		if strings.HasPrefix(iter, "range") {
			arg = g.pick("5", "2, 9, 3", "a", "10, -2, -4", "len(s)")
		}
		g.line("for %s in %s:", v, fmt.Sprintf(iter, arg))
		g.in(func() {
			if g.chance(2) {
				g.line("if %s %% %s == %s:", "len(str("+v+"))", g.pick("2", "3"), g.pick("0", "1"))
				g.in(func() { g.line("%s", g.pick("continue", "break", "pass")) })
			}
			g.line("%s.append(%s)", acc, g.pick(v, "str("+v+")", "repr("+v+")", "("+v+", len("+acc+"))"))
			withBlock := g.chance(3)
			if withBlock {
				g.block(1)
			}
			if withBlock || g.chance(3) {
				g.line("if len(%s) > %s:", acc, g.pick("2", "3"))
				g.in(func() { g.line("break") })
			}
		})
		if g.chance(2) {
			g.line("else:")
			g.in(func() { g.line("print('no break', len(%s))", acc) })
		}
		g.line("print(%s)", acc)
	})
}

func (g *gen) sWhile() {
	g.guarded(func() {
		k := g.fresh("k")
		g.line("%s = %s", k, g.pick("0", "10", "a"))
		g.line("while %s %s %s:", k, g.pick("<", "!=", ">"), g.pick("5", "20", "13", "-4"))
		g.in(func() {
			g.line("%s %s %s", k, g.pick("+=", "-=", "+="), g.pick("1", "3", "2"))
			g.line("if %s > 40 or %s < -40:", k, k)
			g.in(func() { g.line("print('bail', %s)", k); g.line("break") })
			if g.chance(2) {
				g.line("if %s %% %s == 0:", k, g.pick("2", "3"))
				g.in(func() { g.line("continue") })
			}
			g.line("print(%s, %s)", k, g.expr(tInt, 1))
		})
		if g.chance(2) {
			g.line("else:")
			g.in(func() { g.line("print('while-else', %s)", k) })
		}
	})
}

func (g *gen) sFunc() {
	f := g.fresh("f")
	params := []string{"p"}
	if g.chance(2) {
		params = append(params, "q="+g.expr(tInt, 1))
	}
	if g.chance(2) {
		params = append(params, "*rest")
	} else if g.chance(2) {
		params = append(params, "*")
	}
	if params[len(params)-1] == "*" || g.chance(3) {
		params = append(params, "kw="+g.pick("'k'", "None", "[]", "()"))
	}
	if g.chance(2) {
		params = append(params, "**opts")
	}
	if g.chance(4) {
		params = append([]string{"first", "/"}, params...)
	}
	g.line("def %s(%s):", f, strings.Join(params, ", "))
	g.in(func() {
		if g.chance(3) {
			g.line("\"\"\"Doc of %s.\"\"\"", f)
		}
		body := []string{"p"}
		for _, p := range params {
			name := strings.TrimLeft(strings.SplitN(p, "=", 2)[0], "*")
			if name != "" && name != "/" && name != "p" {
				if name == "opts" {
					body = append(body, "sorted(opts.items())")
				} else {
					body = append(body, name)
				}
			}
		}
		g.line("if isinstance(p, int) and p > %s:", g.pick("5", "0", "100"))
		g.in(func() { g.line("return %s", strings.Join(body, ", ")) })
		g.line("return [%s]", strings.Join(body, ", "))
	})
	hasFirst := params[0] == "first"
	for range 2 + g.intn(3) {
		var pos, kws []string
		if hasFirst || g.chance(4) {
			pos = append(pos, g.pick("0", "'f'"))
		}
		if g.chance(4) {
			kws = append(kws, "p="+g.expr(tInt, 1))
		} else {
			pos = append(pos, g.pick(g.expr(tInt, 1), g.expr(tStr, 1)))
		}
		for range g.intn(3) {
			if g.chance(2) {
				pos = append(pos, g.pick(g.expr(tInt, 1), "*nums", "*'ab'"))
			} else if k := g.pick("q=2", "kw='K'", "z=9", "**{'m': 1}", "first=1", "**d"); !strings.Contains(strings.Join(kws, ","), k) {
				kws = append(kws, k)
			}
		}
		g.guarded(func() { g.line("print(%s(%s))", f, strings.Join(append(pos, kws...), ", ")) })
	}
	if g.chance(3) {
		g.line("print(%s.__name__, %s.__doc__)", f, f)
	}
}

func (g *gen) sClosure() {
	switch g.intn(3) {
	case 0:
		mk, cnt := g.fresh("make"), g.fresh("counter")
		g.line("def %s(start=%s, step=%s):", mk, g.pick("0", "a", "10"), g.pick("1", "2", "-3"))
		g.in(func() {
			g.line("total = start")
			g.line("def %s():", cnt)
			g.in(func() {
				g.line("nonlocal total")
				g.line("total += step")
				g.line("return total")
			})
			g.line("return %s", cnt)
		})
		c1 := g.fresh("c")
		g.line("%s = %s(%s)", c1, mk, g.pick("", "5", "step=4", "1, 1"))
		g.line("print(%s(), %s(), %s())", c1, c1, mk+"()()")
	case 1:
		fs := g.fresh("fs")
		if g.chance(2) {
			g.line("%s = [lambda v, i=i: v * i for i in range(%s)]", fs, g.pick("3", "4"))
		} else {
			g.line("%s = [lambda v: v * i for i in range(%s)]", fs, g.pick("3", "4"))
		}
		g.line("print([f(%s) for f in %s])", g.pick("2", "'ab'", "1.5"), fs)
	default:
		outer := g.fresh("outer")
		g.line("def %s(n):", outer)
		g.in(func() {
			g.line("seen = []")
			g.line("def inner(v):")
			g.in(func() {
				g.line("seen.append(v)")
				g.line("return len(seen) * n")
			})
			g.line("return [inner(ch) for ch in %s], seen", g.pick("'abc'", "range(3)", "words"))
		})
		g.guarded(func() { g.line("print(%s(%s))", outer, g.expr(tInt, 1)) })
	}
}

func (g *gen) sRecursion() {
	f := g.fresh("rec")
	switch g.intn(4) {
	case 0:
		g.line("def %s(n):", f)
		g.in(func() { g.line("return n if n < 2 else %s(n - 1) + %s(n - 2)", f, f) })
		g.line("print([%s(i) for i in range(%s)])", f, g.pick("8", "12", "5"))
	case 1:
		g.line("def %s(v):", f)
		g.in(func() {
			g.line("if isinstance(v, list):")
			g.in(func() { g.line("return [y for item in v for y in %s(item)]", f) })
			g.line("return [v]")
		})
		g.guarded(func() {
			g.line("print(%s(%s))", f, g.pick("[1, [2, [3, [4]], 5]]", "[[[]], 'x', [nums]]", "[]", "[[1, 2], [3, [4, [5, [6]]]]]"))
		})
	case 2:
		g.line("def %s(n, acc=1):", f)
		g.in(func() {
			g.line("if n < 0:")
			g.in(func() { g.line("raise ValueError(f'negative: {n}')") })
			g.line("return acc if n <= 1 else %s(n - 1, acc * n)", f)
		})
		for range 2 {
			g.guarded(func() { g.line("print(%s(%s))", f, g.pick("5", "20", "-2", "0", "30")) })
		}
	default:
		g.line("def %s(s):", f)
		g.in(func() { g.line("return s if len(s) <= 1 else %s(s[1:]) + s[0]", f) })
		g.line("print(%s(%s))", f, g.expr(tStr, 2))
	}
}

func (g *gen) sLambda() {
	g.guarded(func() {
		switch g.intn(4) {
		case 0:
			g.line("print(sorted(%s, key=lambda t: %s))", g.pick("words", "['bb', 'a', 'ccc', 'B']", "s.split()"), g.pick("(len(t), t)", "t[-1]", "-len(t)", "t.lower()"))
		case 1:
			g.line("print((lambda p, q=%s, *r: (p, q, r))(%s))", g.expr(tInt, 1), g.pick("1", "1, 2", "1, 2, 3, 4"))
		case 2:
			g.line("print(list(map(lambda p, q: p %s q, %s, %s)))", g.pick("+", "*", "-"), g.pick("nums", "[1, 2, 3]"), g.pick("range(10)", "[4, 5]"))
		default:
			fn := g.fresh("fn")
			g.line("%s = lambda *args, **kw: (len(args), sorted(kw))", fn)
			g.line("print(%s(1, 2, z=3, a=4), %s(), %s.__name__)", fn, fn, fn)
		}
	})
}
