# Produces ast/testdata/unparse.json: annotation source -> the string
# CPython 3.11 keeps under `from __future__ import annotations`.
import json, sys
exprs = r'''
int
List[int]
Dict[str, "A"]
Optional[Tuple[int, ...]]
int | None
list[int] | dict[str, int] | None
Callable[[int, str], bool]
Callable[..., Any]
a.b.c
a[1:2]
a[1:2:3]
a[:]
a[::2]
a[:, 1]
a[1,]
a[()]
a[(1, 2)]
a[*b]
(1, 2)
(1,)
()
[1, 2]
[]
{1: 2, **d}
{1, 2}
{}
1 + 2 * 3
(1 + 2) * 3
2 ** 3 ** 4
(2 ** 3) ** 4
-x ** 2
(-x) ** 2
not a
not (a and b)
a and b or c
a and (b or c)
(a or b) and c
a if b else c
(a if b else c) if d else e
a if (b if c else d) else e
lambda: 0
lambda x: x
lambda x, y=1: x
lambda *a: 0
lambda *a, k=1, **kw: 0
lambda x, /, y: 0
lambda **kw: 0
lambda x, *, y: 0
f(x)
f(x, y=1, *a, **k)
f(*a)
f(x for x in y)
f((x for x in y), 1)
[x for x in y if x if not x]
{x: y for x, y in z}
{x for x in y}
(x for x in y for z in x)
a < b <= c
a is not b
a not in b
a == (b == c)
(a < b) < c
x := 5
(x := 5)
1 .real
1.5 .real
'str'
"it's"
b'bytes'
u'text'
1e400
-1e400
1j
1e400j
3.14
...
None
True
12345678901234567890123
a @ b
a // b % c
a << b >> c
a | b ^ c & d
(a | b) & c
~a
+a
-(-a)
- -a
await x
f'{x}'
f'{x!r:>{width}} and {{braces}}'
f'{ {1: 2}[1] }'
f'a{b:{c}.{d}}'
"a" "b"
(yield)
(yield x)
(yield from x)
*a
a[b][c](d).e
(a + b).c
(a, b)[0]
'x'.join
Literal["a", "b"]
Annotated[int, "meta"]
'''.strip().split('\n')
out = []
for src in exprs:
    ns = {}
    code = "from __future__ import annotations\nx: " + src + "\n"
    try:
        compiled = compile(code, "t", "exec")
    except SyntaxError:
        try:
            compiled = compile("from __future__ import annotations\nasync def _f():\n    x: " + src + "\n", "t", "exec")
            continue
        except SyntaxError as e:
            print("skip", src, e, file=sys.stderr)
            continue
    exec(compiled, ns)
    out.append([src, ns["__annotations__"]["x"]])
json.dump(out, sys.stdout, indent=0, ensure_ascii=False)
