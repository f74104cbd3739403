package difftest

import "strings"

// sClass writes a class with a random selection of special methods,
// properties, class and static methods, and exercises them.
func (g *gen) sClass() {
	c := g.fresh("C")
	has := map[string]bool{}
	g.line("class %s:", c)
	g.in(func() {
		if g.chance(3) {
			g.line("\"\"\"A generated class.\"\"\"")
		}
		g.line("count = 0")
		g.line("def __init__(self, v, tag=%s):", g.pick("'t'", "None", "''"))
		g.in(func() {
			g.line("self.v = v")
			g.line("self.tag = tag")
			g.line("%s.count += 1", c)
		})
		g.line("def __repr__(self):")
		g.in(func() {
			g.line("return %s", g.pick("f'"+c+"({self.v!r})'", "'"+c+"(%r, %r)' % (self.v, self.tag)", "'<' + str(self.v) + '>'"))
		})
		for _, m := range []string{"__str__", "__eq__", "__lt__", "__len__", "__iter__", "__add__", "__contains__", "__getitem__", "__bool__", "__hash__", "__call__", "__mul__", "__neg__", "__le__", "__radd__", "__iadd__", "__setitem__", "__format__", "__index__", "__int__"} {
			if !g.chance(3) {
				continue
			}
			has[m] = true
			switch m {
			case "__str__":
				g.line("def __str__(self):")
				g.in(func() { g.line("return 'str:' + str(self.v)") })
			case "__eq__":
				g.line("def __eq__(self, other):")
				g.in(func() {
					g.line("if not isinstance(other, %s):", c)
					g.in(func() { g.line("return NotImplemented") })
					g.line("return self.v == other.v")
				})
			case "__lt__":
				g.line("def __lt__(self, other):")
				g.in(func() { g.line("return self.v < other.v") })
			case "__le__":
				g.line("def __le__(self, other):")
				g.in(func() { g.line("return self.v <= getattr(other, 'v', other)") })
			case "__len__":
				g.line("def __len__(self):")
				g.in(func() { g.line("return %s", g.pick("len(str(self.v))", "abs(hash(self.v)) % 5", "-1")) })
			case "__iter__":
				g.line("def __iter__(self):")
				g.in(func() {
					g.line("%s", g.pick("return iter(str(self.v))", "yield self.v\n"+g.ind+"yield self.tag", "return iter([self.v] * 2)"))
				})
			case "__add__":
				g.line("def __add__(self, other):")
				g.in(func() {
					g.line("if isinstance(other, %s):", c)
					g.in(func() { g.line("return %s(self.v + other.v)", c) })
					g.line("return NotImplemented")
				})
			case "__radd__":
				g.line("def __radd__(self, other):")
				g.in(func() { g.line("return %s(other + self.v)", c) })
			case "__iadd__":
				g.line("def __iadd__(self, other):")
				g.in(func() {
					g.line("self.v = self.v + getattr(other, 'v', other)")
					g.line("return self")
				})
			case "__mul__":
				g.line("def __mul__(self, k):")
				g.in(func() { g.line("return %s(self.v * k)", c) })
			case "__neg__":
				g.line("def __neg__(self):")
				g.in(func() { g.line("return %s(-self.v)", c) })
			case "__contains__":
				g.line("def __contains__(self, item):")
				g.in(func() { g.line("return item == self.v or item == self.tag") })
			case "__getitem__":
				g.line("def __getitem__(self, i):")
				g.in(func() { g.line("return [self.v, self.tag][i]") })
			case "__setitem__":
				g.line("def __setitem__(self, i, val):")
				g.in(func() { g.line("self.v = (i, val)") })
			case "__bool__":
				g.line("def __bool__(self):")
				g.in(func() { g.line("return bool(self.v)") })
			case "__hash__":
				g.line("def __hash__(self):")
				g.in(func() { g.line("return hash(self.v)") })
			case "__call__":
				g.line("def __call__(self, *args):")
				g.in(func() { g.line("return (self.v, args)") })
			case "__format__":
				g.line("def __format__(self, spec):")
				g.in(func() { g.line("return format(self.v, spec) + '!'") })
			case "__index__":
				g.line("def __index__(self):")
				g.in(func() { g.line("return int(self.v)") })
			case "__int__":
				g.line("def __int__(self):")
				g.in(func() { g.line("return 42") })
			}
		}
		if g.chance(2) {
			has["prop"] = true
			g.line("@property")
			g.line("def double(self):")
			g.in(func() { g.line("return self.v * 2") })
			if g.chance(2) {
				g.line("@double.setter")
				g.line("def double(self, value):")
				g.in(func() {
					g.line("if value == 0:")
					g.in(func() { g.line("raise ValueError('zero')") })
					g.line("self.v = value // 2")
				})
			}
		}
		if g.chance(2) {
			has["cm"] = true
			g.line("@classmethod")
			g.line("def make(cls, *vs):")
			g.in(func() { g.line("return [cls(v) for v in vs]") })
			g.line("@staticmethod")
			g.line("def helper(p, q=2):")
			g.in(func() { g.line("return p * q") })
		}
	})
	vals := []string{g.pick("3", "-1", "0", "10**20"), g.pick("'ab'", "2.5", "[1, 2]", "(1,)"), g.pick("1", "7", "True", "'z'")}
	objs := make([]string, len(vals))
	for i, v := range vals {
		objs[i] = g.fresh("o")
		g.line("%s = %s(%s)", objs[i], c, v)
	}
	o1, o2 := objs[0], objs[1+g.intn(2)]
	ops := []string{
		"repr(" + o1 + ")", "str(" + o2 + ")", o1 + " == " + o2, o1 + " != " + o1, c + ".count",
		"[" + strings.Join(objs, ", ") + "]", "sorted([" + o1 + ", " + objs[2] + "])", o1 + " < " + o2,
		"len(" + o1 + ")", "list(" + o2 + ")", o1 + " + " + o1, "1 in " + o1, o1 + "[0]", "bool(" + o1 + ")",
		"hash(" + o1 + ") == hash(" + o1 + ")", o1 + "(1, 2)", o1 + " * 2", "-" + o1, o1 + " <= 3",
		"sum([" + o1 + ", " + o1 + "], " + o1 + ")", "f'{" + o1 + ":>8}'", "[1, 2, 3][" + o1 + "]", "int(" + o1 + ")",
		"isinstance(" + o1 + ", " + c + ")", "getattr(" + o1 + ", 'missing', 'dflt')", "hasattr(" + o1 + ", 'tag')",
		o1 + ".missing", "type(" + o1 + ").__name__", c + ".__name__", "max(" + o1 + ", " + objs[2] + ")",
		"{" + o1 + ": 1}[" + o1 + "]", "str(" + o1 + ")",
	}
	if has["prop"] {
		ops = append(ops, o1+".double", o2+".double")
	}
	if has["cm"] {
		ops = append(ops, c+".make(1, 'x')", c+".helper(3)", o1+".helper('ab', 3)", o1+".make()")
	}
	for range 3 + g.intn(4) {
		g.guarded(func() { g.line("print(%s)", ops[g.intn(len(ops))]) })
	}
	if g.chance(2) {
		g.guarded(func() {
			g.line("%s", g.pick(o1+".double = "+g.pick("0", "8"), o1+" += "+o2, o1+"[1] = 'set'", "del "+o1+".tag", o1+".extra = [1]", "del "+o1+".nope"))
			g.line("print(%s, %s.v, getattr(%s, 'tag', '-'))", o1, o1, o1)
		})
	}
}

// sInherit writes a small hierarchy with super(), overriding, multiple
// inheritance and abstract-ish methods.
func (g *gen) sInherit() {
	base, mid, leaf := g.fresh("Base"), g.fresh("Mid"), g.fresh("Leaf")
	g.line("class %s:", base)
	g.in(func() {
		g.line("kind = 'base'")
		g.line("def __init__(self, n=%s):", g.pick("1", "0", "'n'"))
		g.in(func() { g.line("self.n = n") })
		g.line("def describe(self):")
		g.in(func() { g.line("return f'{type(self).__name__}:{self.kind}:{self.n}'") })
		g.line("def area(self):")
		g.in(func() { g.line("raise NotImplementedError('area of ' + type(self).__name__)") })
		g.line("def __repr__(self):")
		g.in(func() { g.line("return f'{type(self).__name__}({self.n!r})'") })
	})
	g.line("class %s(%s):", mid, base)
	g.in(func() {
		g.line("kind = 'mid'")
		g.line("def __init__(self, n, extra=%s):", g.pick("2", "None", "'e'"))
		g.in(func() {
			g.line("super().__init__(n)")
			g.line("self.extra = extra")
		})
		g.line("def area(self):")
		g.in(func() { g.line("return self.n * %s", g.pick("2", "self.n", "1.5")) })
	})
	mix := g.fresh("Mixin")
	g.line("class %s:", mix)
	g.in(func() {
		g.line("def describe(self):")
		g.in(func() { g.line("return 'mixin+' + super().describe()") })
	})
	bases := g.pick(mix+", "+mid, mid, mid+", "+mix)
	g.line("class %s(%s):", leaf, bases)
	g.in(func() {
		if g.chance(2) {
			g.line("kind = 'leaf'")
		}
		g.line("def area(self):")
		g.in(func() {
			g.line("return super().area() + %s", g.pick("1", "0.5", "self.extra if isinstance(self.extra, int) else 0"))
		})
	})
	objs := []string{base + "()", mid + "(" + g.pick("3", "'ab'", "2.5") + ")", leaf + "(" + g.pick("4", "-1", "'x'") + ")"}
	for range 3 + g.intn(3) {
		o := objs[g.intn(3)]
		g.guarded(func() {
			g.line("print(%s)", g.pick(o+".describe()", o+".area()", "repr("+o+")", "isinstance("+o+", "+mid+")",
				"issubclass("+leaf+", "+g.pick(base, mix, "object", "int")+")", "[k.__name__ for k in "+leaf+".mro()]",
				o+".kind", "type("+o+").__name__ == '"+leaf+"'", leaf+".area("+o+")"))
		})
	}
}

// sExceptions writes custom exception classes and try statements whose
// control flow depends on random choices.
func (g *gen) sExceptions() {
	e1, e2 := g.fresh("AppError"), g.fresh("DetailError")
	g.line("class %s(%s):", e1, g.pick("Exception", "ValueError", "LookupError", "RuntimeError"))
	g.in(func() { g.line("pass") })
	g.line("class %s(%s):", e2, e1)
	g.in(func() {
		g.line("def __init__(self, code, msg=%s):", g.pick("'detail'", "''"))
		g.in(func() {
			g.line("super().__init__(code, msg)")
			g.line("self.code = code")
		})
		if g.chance(2) {
			g.line("def __str__(self):")
			g.in(func() { g.line("return f'[{self.code}] ' + str(self.args[1])") })
		}
	})
	raisers := []string{
		"raise " + e1 + "(" + g.pick("'boom'", "", "1, 2", "'a', [1]") + ")",
		"raise " + e2 + "(" + g.pick("404", "'x'", "7, 'msg'") + ")",
		"raise " + e1 + " from " + g.pick("KeyError('k')", "None", "ValueError()"),
		"1 / " + g.pick("0", "c", "0.0"),
		"[][" + g.pick("0", "5") + "]",
		"{}['" + g.pick("k", "") + "']",
		"int('" + g.pick("x", "1.5", "") + "')",
		"undefined_name_" + g.pick("q", "z"),
		"None.attr",
		"'a' + 1",
		"(1, 2).append(3)",
		"raise " + g.pick("TypeError", "KeyError", "IndexError", "StopIteration", "AttributeError", "ArithmeticError") + "(" + g.pick("'m'", "", "1, 'two'", "'x', 3") + ")",
		"assert " + g.pick("a < 0", "False, 'assert message'", "nums == []", "not s, s"),
		"raise",
		"math.sqrt(-1)",
		"float('inf') // 0",
		"[1, 2].index(9)",
		"d.pop('missing')",
		"set().pop()",
		"next(iter(()))",
		"'abc'.index('z')",
		"chr(-5)",
		"json.loads('{bad')",
		"round(float('nan'))",
		"int(float('inf'))",
		"b'x'.decode('ascii') + b'y'",
	}
	g.guarded(func() {
		g.line("try:")
		g.in(func() {
			g.line("print('start')")
			g.line("%s", raisers[g.intn(len(raisers))])
			g.line("print('not reached?')")
		})
		handlers := []string{e2, e1, "(ZeroDivisionError, KeyError)", "ArithmeticError", "LookupError", "TypeError", "ValueError", "Exception"}
		for range 1 + g.intn(3) {
			h := handlers[g.intn(len(handlers))]
			if g.chance(2) {
				g.line("except %s as err:", h)
				g.in(func() {
					g.line("print(%s)", g.pick("'caught', type(err).__name__, err", "repr(err)", "err.args", "str(err)", "isinstance(err, "+e1+")"))
					if g.chance(3) {
						g.line("%s", g.pick("raise", "raise RuntimeError('wrapped') from err", "raise "+e2+"(500) from None", "print(len(err.args))"))
					}
				})
			} else {
				g.line("except %s:", h)
				g.in(func() { g.line("print('handled %s')", strings.Trim(h, "()")) })
			}
		}
		if g.chance(2) {
			g.line("else:")
			g.in(func() { g.line("print('else ran')") })
		}
		if g.chance(2) {
			g.line("finally:")
			g.in(func() { g.line("print('finally ran')") })
		}
	})
	if g.chance(2) {
		f := g.fresh("tf")
		g.line("def %s(v):", f)
		g.in(func() {
			g.line("try:")
			g.in(func() {
				g.line("if v > 1:")
				g.in(func() { g.line("return 'try'") })
				g.line("raise %s(v)", g.pick(e1, "ValueError"))
			})
			g.line("except %s as err:", g.pick(e1, "Exception", "ValueError"))
			g.in(func() { g.line("return 'except ' + repr(err)") })
			g.line("finally:")
			g.in(func() {
				g.line("print('cleanup', v)")
				if g.chance(3) {
					g.line("if v == 0:")
					g.in(func() { g.line("return 'finally wins'") })
				}
			})
		})
		g.guarded(func() { g.line("print(%s(2), %s(1), %s(0))", f, f, f) })
	}
	if g.chance(3) {
		g.guarded(func() {
			g.line("err = %s", g.pick(e2+"(3)", e1+"()", e1+"('a', 'b')", "KeyError('k')", "OSError(2, 'nope')", "UnicodeDecodeError('utf-8', b'\\xff', 0, 1, 'invalid start byte')", "SyntaxError('bad', ('f.py', 1, 2, 'x y', 1, 3))"))
			g.line("print(str(err), repr(err), err.args, isinstance(err, Exception))")
		})
	}
}
