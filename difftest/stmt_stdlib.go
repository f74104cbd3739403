package difftest

// sStdlib prints a few calls into one standard module, with fixed inputs
// (datetime) or a fixed seed (random).
func (g *gen) sStdlib() {
	mods := []func() string{g.mathCall, g.itertoolsCall, g.collectionsCall, g.functoolsCall, g.jsonCall, g.reCall,
		g.stringCall, g.heapqCall, g.bisectCall, g.operatorCall, g.statisticsCall, g.datetimeCall, g.randomCall}
	k := g.intn(len(mods))
	m := mods[k]
	// The module-level generator is seeded: CPython seeds it from the OS.
	if k == len(mods)-1 || g.chance(4) {
		g.line("random.seed(%s)", g.pick("0", "42", "'seed'", "12345"))
	}
	for range 2 + g.intn(3) {
		g.guarded(func() { g.line("print(%s)", m()) })
	}
}

func (g *gen) num() string {
	return g.pick(g.expr(tInt, 1), g.expr(tFloat, 1), "0.5", "2", "-1", "1e300", "1e-300", "10**30", "0", "math.pi", "math.inf", "math.nan")
}

func (g *gen) mathCall() string {
	n := g.num
	return "math." + g.pick(
		"sqrt("+n()+")", "floor("+n()+")", "ceil("+n()+")", "trunc("+n()+")", "fabs("+n()+")",
		"log("+n()+")", "log("+n()+", "+g.pick("2", "10", "0.5", "1")+")", "log2("+n()+")", "log10("+n()+")", "log1p("+n()+")",
		"exp("+n()+")", "expm1("+n()+")", "sin("+n()+")", "cos("+n()+")", "tan("+n()+")", "atan("+n()+")", "asin("+n()+")",
		"atan2("+n()+", "+n()+")", "hypot("+n()+", "+n()+")", "sinh("+n()+")", "tanh("+n()+")", "acosh("+n()+")",
		"pow("+n()+", "+n()+")", "fmod("+n()+", "+n()+")", "remainder("+n()+", "+n()+")", "gcd("+g.expr(tInt, 1)+", "+g.expr(tInt, 1)+")",
		"lcm("+g.expr(tInt, 1)+", "+g.expr(tInt, 1)+")", "factorial("+g.pick("0", "5", "20", "-1", "3.0", "25")+")",
		"isqrt("+g.expr(tInt, 1)+")", "comb("+g.pick("10, 3", "5, 7", "-1, 2", "50, 25")+")", "perm("+g.pick("5", "5, 2", "3, 4")+")",
		"copysign("+n()+", "+n()+")", "isclose("+n()+", "+n()+")", "modf("+n()+")", "frexp("+n()+")",
		"ldexp("+n()+", "+g.pick("3", "-1074", "2000")+")", "fsum("+g.pick("[0.1] * 10", "[1e100, 1.0, -1e100]", "nums", "[]")+")",
		"prod("+g.pick("nums", "[]", "[1.5, 2]", "range(1, 10)")+")", "dist((0, 0), ("+n()+", "+n()+"))", "degrees("+n()+")",
		"radians("+n()+")", "isfinite("+n()+")", "isnan("+n()+")", "isinf("+n()+")", "erf("+n()+")", "gamma("+g.pick("0.5", "5", "-1", "171.5")+")",
		"lgamma("+g.pick("0.5", "10")+")", "nextafter(1.0, 2.0)", "ulp("+g.pick("1.0", "0.0", "1e300")+")", "cbrt(27)" /* 3.11 */, "exp2(10)", "e", "tau", "inf")
}

func (g *gen) itertoolsCall() string {
	if g.chance(6) {
		return "[(k, list(grp)) for k, grp in itertools.groupby(" + g.pick("sorted(s)", "'aaabccdd'", "nums", "words, key=len") + ")]"
	}
	return "list(itertools." + g.pick(
		"accumulate("+g.expr(tList, 1)+")", "combinations("+g.pick("'abcd'", "nums", "range(4)")+", "+g.pick("2", "0", "5")+")",
		"permutations("+g.pick("'abc'", "nums[:3]")+g.pick("", ", 2")+")", "product('ab', "+g.pick("repeat=2", "'xy'", "[]")+")",
		"chain("+g.expr(tList, 1)+", "+g.expr(tStr, 1)+")", "chain.from_iterable(["+g.pick("'ab', 'cd'", "nums, [0]")+"])",
		"islice(itertools.count("+g.pick("5, 3", "0.5, 0.25", "-1, -2")+"), 4)", "islice("+g.pick("'abcdefg'", "nums")+", "+g.pick("2", "1, 5, 2", "None")+")",
		"starmap(pow, [(2, 5), (3, 2)])", "zip_longest('ab', 'xyz'"+g.pick("", ", fillvalue='-'")+")",
		"pairwise("+g.expr(tList, 1)+")", "repeat("+g.pick("'x', 3", "None, 0")+")", "compress('abcdef', [1, 0, 1, 0, 1])",
		"takewhile(lambda v: v < 5, "+g.expr(tList, 1)+")", "dropwhile(lambda v: v < 5, "+g.expr(tList, 1)+")",
		"filterfalse(None, [0, 1, '', 'a'])", "combinations_with_replacement('abc', 2)", "islice(itertools.cycle('ab'), 5)",
		"tee("+g.pick("nums", "'ab'")+", 2)[0]") + ")"
}

func (g *gen) collectionsCall() string {
	return g.pick(
		"collections.Counter("+g.expr(tStr, 1)+").most_common("+g.pick("", "2", "0")+")",
		"collections.Counter("+g.pick("words", "nums", "'mississippi'")+")",
		"collections.Counter(a=3, b=1) + collections.Counter(a=1, c=2)",
		"collections.Counter('abracadabra') - collections.Counter('aab')",
		"sorted(collections.Counter('hello').elements())",
		"collections.OrderedDict(a=1, b=2)",
		"list(collections.OrderedDict.fromkeys('abcab'))",
		"collections.deque("+g.expr(tList, 1)+", maxlen="+g.pick("2", "None", "0")+")",
		"(lambda dq: (dq.rotate("+g.pick("1", "-2")+"), dq.appendleft(0), dq)[2])(collections.deque(range(5)))",
		"(lambda dq: (dq.popleft(), dq.pop(), dq))(collections.deque("+g.pick("'abc'", "[]", "nums")+"))",
		"collections.defaultdict(list, {'a': [1]})",
		"(lambda dd: (dd['x'].append(1), dd['y'], sorted(dd.items()))[2])(collections.defaultdict(list))",
		"(lambda dd: [dd[ch] for ch in 'abca'] and dict(dd))(collections.defaultdict(int))",
		"collections.namedtuple('P', 'x y')(1, "+g.expr(tInt, 1)+")",
		"collections.namedtuple('P', ['x', 'y'], defaults=[0])(5)._asdict()",
		"collections.namedtuple('P', 'x y')(1, 2)._replace(y=9)",
		"collections.namedtuple('P', 'x, y')(*range(2)) == (0, 1)",
		"collections.ChainMap({'a': 1}, d)['"+g.pick("a", "x", "zz")+"']",
		"dict(collections.ChainMap({'a': 1}, {'a': 2, 'b': 3}))",
		"collections.Counter("+g.pick("s", "w")+")['"+g.pick("l", "q")+"']",
	)
}

func (g *gen) functoolsCall() string {
	switch g.intn(4) {
	case 0:
		f := g.fresh("memo")
		g.line("@functools.lru_cache(maxsize=%s)", g.pick("None", "2", "128"))
		g.line("def %s(n):", f)
		g.in(func() { g.line("return n if n < 2 else %s(n - 1) + %s(n - 2)", f, f) })
		return f + "(" + g.pick("30", "10", "1") + "), " + f + ".cache_info()"
	case 1:
		p := g.fresh("part")
		g.line("%s = functools.partial(%s)", p, g.pick("int, base=2", "max, 0", "sorted, reverse=True", "pow, 2"))
		return p + "(" + g.pick("'101'", "-5", "nums", "10", "'2'") + ")"
	case 2:
		return "sorted(" + g.pick("words", "nums", "['b', 'A', 'c']") + ", key=functools.cmp_to_key(lambda p, q: " + g.pick("(p > q) - (p < q)", "-1 if str(p) < str(q) else 1", "len(str(q)) - len(str(p))") + "))"
	}
	return "functools.reduce(" + g.pick("operator.add", "lambda p, q: p * q", "max", "lambda p, q: q + p") + ", " + g.pick("nums", "words", "[]", "'abc'", "range(1, 6)") + g.pick("", ", 1", ", 'z'") + ")"
}

func (g *gen) jsonLit() string {
	return g.pick("{'a': [1, 2.5, None], 'b': {'c': True}}", "[1, 'é', '\\n', [], {}]", "{'z': 1, 'a': -0.0, 'm': 1e16}",
		"'\\u2028 \"quoted\"'", "[1.0, 2, 3.5e-7, float('inf')]", "{'k': (1, 2)}", "{1: 'int key', 2.5: 'f', None: 0, True: 1}", "[[[[]]]]",
		"d", "nums", "s", "tp", "{'s': {1, 2}}", "big", "1e-7", "'日本'", "{'nested': {'list': [{'x': None}]}}")
}

func (g *gen) jsonCall() string {
	if g.chance(2) {
		return "json.dumps(" + g.jsonLit() + g.pick("", ", indent=2", ", sort_keys=True", ", separators=(',', ':')", ", ensure_ascii=False", ", indent='\\t', sort_keys=True", ", indent=0", ", allow_nan=False", ", default=str") + ")"
	}
	return "json.loads(" + g.pick("json.dumps("+g.jsonLit()+")", `'{"a": 1,}'`, "'[1, 2'", "'nan'", "'NaN'", `'"\\ud83d\\ude00"'`, `'{"a" 1}'`, "'1e400'", "' [1] x'", `'"abc'`, `'{"a": 1, "a": 2}'`, "'-0'", "'[1.5E3, -0.0, 1e-5]'", "'\"\\\\u00e9\"'", "'tru'", "'{\"k\": [1, {\"x\": null}]}'") + ")"
}

func (g *gen) reCall() string {
	pat := g.pick("r'\\d+'", "r'[a-z]+'", "r'(\\w)(\\d*)'", "r'\\s*[=,;]\\s*'", "r'a*'", "r'(?P<y>\\d{4})-(?P<m>\\d\\d)'", "r'[A-Z][a-z]*'", "r'x|y|$'", "r'(a)|b'", "r'^\\s+|\\s+$'", "r'(?i)hello'", "r'\\bw\\w*'", "r'o(?=r)'", "r'(l+)'", "r'[^aeiou ]{2,}'")
	text := g.pick("'a1b22c333'", "'Hello, World! 42'", "'  x = 1; y=2 '", "'aaa'", "''", "'2024-01-15 and 1999-12-31'", "'CamelCaseWords'", "s", "w", "'hello world wide web'")
	if g.chance(12) {
		return "[m.span() for m in re.finditer(" + pat + ", " + text + ")]"
	}
	return "re." + g.pick(
		"findall("+pat+", "+text+")", "sub("+pat+", "+g.pick("'-'", "r'<\\g<0>>'", "r'[\\1]'", "lambda m: m.group(0).upper()", "''")+", "+text+g.pick("", ", count=1")+")",
		"split("+pat+", "+text+g.pick("", ", maxsplit=1")+")", "fullmatch("+pat+", "+text+")", "search("+pat+", "+text+").span()",
		"match("+pat+", "+text+").groups()", "subn("+pat+", '', "+text+")", "escape("+text+")", "search("+pat+", "+text+").group(0)",
		"compile("+pat+").pattern", "search(r'(?P<y>\\d{4})', "+text+").groupdict()",
		"compile("+pat+", re.I).findall("+text+")", "sub(r'(\\w+) (\\w+)', r'\\2 \\1', "+text+")")
}

func (g *gen) stringCall() string {
	return g.pick("string.ascii_lowercase", "string.digits + string.hexdigits", "string.punctuation", "string.capwords("+g.expr(tStr, 1)+")",
		"string.Template('$who likes ${what}!').substitute(who="+g.expr(tStr, 1)+", what='tea')",
		"string.Template('$who $x').safe_substitute(who='me')", "string.Template('$who').substitute({})",
		"string.ascii_uppercase[::3]", "string.Formatter().format('{0}-{x}', 1, x="+g.expr(tInt, 1)+")", "len(string.printable)")
}

func (g *gen) heapqCall() string {
	h := g.fresh("h")
	g.line("%s = %s", h, g.pick("[5, 1, 8, 3, 2]", "list(nums)", "[]", "[(2, 'b'), (1, 'z'), (2, 'a')]"))
	return g.pick(
		"(heapq.heapify("+h+"), "+h+")[1]",
		"(heapq.heappush("+h+", 0), heapq.heappop("+h+"), "+h+")",
		"heapq.nlargest(2, "+h+")", "heapq.nsmallest(3, "+h+g.pick("", ", key=lambda v: -v[0] if isinstance(v, tuple) else -v")+")",
		"list(heapq.merge([1, 4, 7], [2, 3, 9]))", "(heapq.heapify("+h+"), [heapq.heappop("+h+") for _ in range(len("+h+"))])[1]",
		"(heapq.heapify("+h+"), heapq.heappushpop("+h+", 4), heapq.heapreplace("+h+", 6))")
}

func (g *gen) bisectCall() string {
	lst := g.pick("[1, 3, 3, 5, 9]", "sorted(nums)", "[]", "sorted(words)", "[10, 20, 30]")
	v := g.pick("3", "0", "100", "'fig'", "5")
	return g.pick("bisect.bisect_left("+lst+", "+v+")", "bisect.bisect_right("+lst+", "+v+")", "bisect.bisect("+lst+", "+v+", 1)",
		"(lambda L: (bisect.insort(L, "+v+"), L)[1])("+lst+")", "bisect.bisect_left("+lst+", "+v+", key=lambda e: e)",
		"(lambda L: (bisect.insort_left(L, 4), L)[1])([1, 4, 4, 6])")
}

func (g *gen) operatorCall() string {
	return g.pick("operator.itemgetter(1)("+g.pick("nums", "'abc'", "tp", "[]")+")", "operator.itemgetter(0, -1)("+g.pick("nums", "words", "s")+")",
		"operator.itemgetter('x')(d)", "sorted(d.items(), key=operator.itemgetter(1), reverse=True)",
		"operator.attrgetter('real', 'imag')("+g.pick("3", "2.5", "1j")+")", "operator.methodcaller('split', ',')("+g.expr(tStr, 1)+")",
		"operator."+g.pick("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lt", "eq", "and_", "or_", "xor", "concat", "contains", "getitem")+"("+g.pick("7, 3", "'ab', 'c'", "[1, 2], [3]", "2.5, 0", "nums, 1", "d, 'x'")+")",
		"operator.neg("+g.expr(tInt, 1)+")", "operator.not_("+g.anyExpr(1)+")", "operator.index("+g.pick("5", "True", "2.5")+")",
		"list(map(operator.mul, nums, nums))", "operator.truth("+g.anyExpr(1)+")")
}

func (g *gen) statisticsCall() string {
	data := g.pick("nums", "[1, 2, 3, 4]", "[2.5, 3.5, 1.0]", "[1, 1, 2, 3, 3]", "[]", "[5]", "range(10)", "[10**20, 1]", "[-1.5, 0, 2]")
	return "statistics." + g.pick("mean", "median", "median_low", "median_high", "mode", "multimode", "pstdev", "pvariance", "stdev", "variance", "fmean", "geometric_mean", "harmonic_mean") + "(" + data + ")"
}

func (g *gen) datetimeCall() string {
	dt := g.pick("datetime.date(2024, 2, 29)", "datetime.date(1999, 12, 31)", "datetime.datetime(2020, 1, 2, 3, 4, 5)", "datetime.datetime(2023, 7, 14, 23, 59, 59, 123456)", "datetime.date(2024, 13, 1)", "datetime.date(1, 1, 1)")
	td := g.pick("datetime.timedelta(days=1)", "datetime.timedelta(hours=-5, minutes=30)", "datetime.timedelta(weeks=2, seconds=1.5)", "datetime.timedelta(0)", "datetime.timedelta(days=-1, microseconds=1)")
	return g.pick(dt, "repr("+dt+")", "str("+td+")", "repr("+td+")", dt+" + "+td, dt+" - "+td, dt+".isoformat()", dt+".weekday()",
		dt+".strftime('"+g.pick("%Y-%m-%d", "%d/%m/%y %H:%M", "%A %B %j", "%a %b %e", "%%Y", "%I %p", "%U %W")+"')", dt+".replace(year=2000)",
		td+".total_seconds()", td+" * 3", td+" // 2", "abs("+td+")", dt+".isocalendar()", "datetime.date.fromisoformat('2021-03-04')",
		"datetime.datetime(2024, 1, 1) - datetime.datetime(2023, 3, 1, 12)", dt+".toordinal()", "datetime.date.fromordinal(738000)",
		"datetime.datetime.strptime('2022-05-06 07:08', '%Y-%m-%d %H:%M')", "datetime.date(2024, 1, 1) < datetime.date(2023, 1, 1)",
		"max(datetime.date(2020, 5, 1), datetime.date(2020, 1, 5))", "datetime.timedelta(days=400).days", dt+".timetuple()[:6]")
}

func (g *gen) randomCall() string {
	r := g.pick("random.Random("+g.pick("0", "1", "42", "'abc'", "2**40")+")", "random")
	return g.pick(
		r+".random()", r+".randint(1, 100)", r+".randrange(10)", r+".randrange(0, 100, 7)", r+".choice("+g.pick("words", "'abcdef'", "nums")+")",
		r+".sample(range(20), 4)", "(lambda R: [R.random() for _ in range(3)])("+r+")", r+".uniform(1, 2)", r+".getrandbits(40)",
		"(lambda R, L: (R.shuffle(L), L)[1])("+r+", list(range(8)))", r+".choices('abc', k=5)", r+".choices(range(3), weights=[5, 1, 1], k=4)",
		r+".gauss(0, 1)", r+".normalvariate(10, 2)", r+".expovariate(1.5)", r+".triangular(0, 10)", r+".betavariate(2, 3)", r+".randbytes(4)")
}
