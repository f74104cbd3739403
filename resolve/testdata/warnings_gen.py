# Writes warnings.json: for each snippet, the SyntaxWarnings CPython 3.11's
# compiler gives, as [lineno, message] pairs in order. Run with python3.
import json, sys, warnings
snippets = [
    "x is 5", "x is not 'a'", "x is None", "x is True", "x is ...", "x is (1, 2)", "x is ()",
    "x is -1", "x is +2.5", "x is not ~3", "x is [1]", "x is {}", "x is y", "5 is x",
    "x is b'a'", "x is 1j", "x is (1, (2, 3))", "x is (1, y)", "x is not None is 5",
    "a < b is 3", "x == 5", "x is not -1.5 is 2",
    "5()", "None()", "'s'()", "(1, 2)(3)", "[1](2)", "[x for x in y]()", "{1: 2}()", "{1}()",
    "{x for x in y}()", "(x for x in y)()", "f'{x}'()", "True()", "...()", "b''()", "1.5()",
    "-1()", "f()", "x.y()", "(lambda: 0)()", "{k: v for k, v in z}()", "(1, y)(2)",
    "5[0]", "None[0]", "1.5['a']", "1j[0]", "True[0]", "...[0]", "{1}[0]", "{x for x in y}[0]",
    "(x for x in y)[0]", "(lambda: 0)[0]", "'abc'[0]", "'abc'['a']", "'abc'[1.5]", "'abc'[1:2]",
    "b'ab'['x']", "(1, 2)['a']", "[1, 2]['a']", "[1, 2][None]", "[x for x in y]['k']",
    "f'{x}'['k']", "(1, 2)[1.5]", "[1][(1, 2)]", "[1][[1]]", "[1][{}]", "[1][x]", "x['a']",
    "'abc'[True]", "[1][-1]", "[1][{1}]", "[1][lambda: 0]", "[1][(x for x in y)]",
    "del 5[0]", "x = [1]['a'] = 3",
    "assert (x, 'msg')", "assert ()", "assert x, 'msg'", "assert (x)",
    "def f(a=5()):\n    return None[0]", "@5()\ndef g(): pass", "class C(5()):\n    x = 1 is 1",
    "lambda: 5()", "y = 1 if x is 3 else 2", "[x is 1 for x in y if x is 2]",
    "if x:\n    pass\nelif x is 'a':\n    pass", "while x is 4: pass", "f(a is 1, b=2 is 2)",
    "x = (1, 2)\n(3, 4)", "x = [(1, 2) (3, 4),\n     (5, 6) (7, 8)]",
    "print(x is 5,\n      y is 6)",
    "with open() as f:\n    f is 1", "try:\n    pass\nexcept E:\n    x is 1\nfinally:\n    x is 2",
    "match x:\n    case 1:\n        y is 2", "def h():\n    yield 5()\n    return x is 'a'",
    "x: 5() = 1", "def k(a: 5()) -> None[0]: pass", "f'{5()}'", "f'{x is 1}'",
    "x is 'a' or y is 'b'", "not x is 5", "x = 1 is 1 is 1", "not x is not 5", "not x in 5()",
    "def f():\n    try:\n        return x is 1\n    finally:\n        y is 2",
    "def f():\n    for i in z:\n        try:\n            if i: break\n            continue\n        finally:\n            i is 3\n    return 0",
    "def f():\n    try:\n        try:\n            return g()\n        finally:\n            a is 1\n    finally:\n        b is 2",
    "while x:\n    try:\n        break\n    finally:\n        x is 1\nelse:\n    y is 2",
    "try:\n    pass\nexcept E:\n    pass\nelse:\n    x is 1\nfinally:\n    y is 2",
    "try:\n    a is 1\nexcept (5(), E) as e:\n    b is 2\nelse:\n    c is 3",
    "def f():\n    try:\n        pass\n    finally:\n        return x is 1",
    "for x in y is 1:\n    z is 2\nelse:\n    w is 3",
    "{1 is 1: 2 is 2, 3 is 3: 4 is 4}", "[a is 1 for a in b is 2 if a is 3 for c in d is 4]",
    "{k is 1: v is 2 for k in z is 3}", "a[5()] = 6()", "x = y = 5()", "x += 5()",
    "def f(a=1 is 1, *, b=2 is 2): pass", "async def f():\n    await (x is 1)",
    "class C:\n    def m(self):\n        try:\n            return 1\n        finally:\n            self is 1",
    "with a is 1 as b, c is 2:\n    d is 3",
]
out = []
for s in snippets:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            compile(s, "t.py", "exec")
        except SyntaxError as e:
            print("skip", repr(s), e, file=sys.stderr)
            continue
    out.append([s, [[x.lineno, str(x.message)] for x in w if x.category is SyntaxWarning]])
json.dump(out, sys.stdout, indent=0)
