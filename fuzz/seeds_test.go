package fuzz

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// snippets are small programs in the style of the standard library that
// seed every target, alongside the conformance programs.
var snippets = []string{
	"",
	"x = 1\n",
	"def f(a, /, b=2, *args, c, **kw) -> int:\n    return a if b else c\n",
	"class C(Base, metaclass=M):\n    '''doc'''\n    @property\n    def x(self): return self._x\n",
	"async def main():\n    async with lock:\n        await asyncio.sleep(0)\n    async for x in gen():\n        yield x\n",
	"try:\n    import json\nexcept ImportError as e:\n    raise RuntimeError('no json') from e\nfinally:\n    pass\n",
	"match cmd.split():\n    case ['go', direction]:\n        move(direction)\n    case {'x': x, **rest} if x > 0:\n        pass\n    case Point(x=0, y=0) | None:\n        pass\n    case _:\n        pass\n",
	"result = [x * y for x in range(10) if x % 2 for y in range(x)]\n",
	"d = {k: v for k, v in zip(keys, values)}; s = {*a, *b}; t = (*a, *b)\n",
	"name = 'world'\nprint(f'hello {name!r:>{width}} {x=} {{literal}}')\n",
	"x = 0x_ff + 0o777 + 0b1010 + 1_000.5e-3 + 3j\n",
	"s = '''triple\nquoted''' \"and\" r'\\raw' b'\\x00bytes' rb'\\d'\n",
	"if (n := len(a)) > 10:\n    print(f'{n} items')\nelif n:\n    pass\nelse:\n    del a[0], b.c\n",
	"with open('f') as f, open('g') as g:\n    data = f.read()\n",
	"lambda *a, **k: (yield from g(*a, **k))\n",
	"global a, b\nnonlocal_name = not a or b and c is not d in e\n",
	"x = a[1:2, ::3, ...]\ny = a[b:=1]\n",
	"def g():\n\tif x:\n\t\treturn\n\telse:\n\t\tpass\n",
	"@decorator(arg)\n@other\ndef f(): ...\n",
	"assert isinstance(x, int), 'msg'\nraise\n",
	"for i, (a, *b) in enumerate(pairs):\n    continue\nelse:\n    break\n",
	"while True:\n    x += 1; y -= 2; z **= 3; w //= 4; v @= m; u >>= 1; t <<= 2; s |= 1; r &= 3; q ^= 4; p %= 5\n",
	"print(1,\n      2,\n      3)\n\\\nx = 1\n",
	"é = 'ü'\n日本 = '語'\n",
	"x = (((((((((((((((((((((1)))))))))))))))))))))\n",
	"try:\n    pass\nexcept* ValueError:\n    pass\n",
	"type = 1\nmatch = 2\ncase = 3\n_ = 4\n",
	"x: list[int] = []\ny: 'str'\n",
	"from . import a\nfrom ..b import (c as d, e)\nimport f.g as h\n",
	"if x:\n    pass\n  y\n",
	"s = 'unterminated\n",
	"x = (1,\n",
	"\ufeffx = 1\r\ny = 2\r\n",
	"# -*- coding: latin-1 -*-\nx = 1\n",
}

// deepSeeds are inputs nested far beyond CPython's limits (where CPython
// raises RecursionError or "too many nested parentheses"): the parser must
// refuse them with an error, not exhaust the Go stack.
func deepSeeds() []string {
	return []string{
		"x = " + strings.Repeat("-", 5000) + "1\n",
		"x = " + strings.Repeat("not ", 3000) + "x\n",
		"x = " + strings.Repeat("a.", 5000) + "b\n",
		"x = 1" + strings.Repeat(" + 1", 10000) + "\n",
		"x = " + strings.Repeat("lambda: ", 2000) + "1\n",
		"x = " + strings.Repeat("(", 5000) + "1" + strings.Repeat(")", 5000) + "\n",
		"x = " + strings.Repeat("[", 300) + "\n",
		"x = " + strings.Repeat("f(", 3000) + strings.Repeat(")", 3000) + "\n",
		"x = " + strings.Repeat("a if b else ", 3000) + "c\n",
		"x = " + strings.Repeat("f'{", 200) + strings.Repeat("}'", 200) + "\n",
		strings.Repeat("if x:\n", 1) + strings.Repeat(" ", 3000) + "pass\n",
		func() string {
			var b strings.Builder
			for i := range 150 {
				b.WriteString(strings.Repeat(" ", i) + "if x:\n")
			}
			return b.String()
		}(),
	}
}

// conformanceSeeds returns the checked-in conformance programs: every
// case of the invalid-program corpus and every program of the harness.
func conformanceSeeds(t testing.TB) []string {
	root := filepath.Join("..", "conformance", "testdata")
	var out []string
	files, _ := filepath.Glob(filepath.Join(root, "syntax_errors", "*.py"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, strings.Split(string(data), "\n---\n")...)
	}
	progs, _ := filepath.Glob(filepath.Join(root, "programs", "*", "*.py"))
	for _, f := range progs {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(data))
	}
	return out
}

// addSeeds adds the snippets and the conformance programs to f's corpus.
func addSeeds(f *testing.F) {
	for _, s := range snippets {
		f.Add([]byte(s))
	}
	for _, s := range deepSeeds() {
		f.Add([]byte(s))
	}
	for _, s := range conformanceSeeds(f) {
		f.Add([]byte(s))
	}
}
