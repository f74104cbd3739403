def deco(arg):
    def wrap(f):
        f.tag = arg
        return f
    return wrap
@deco('x')
def h(): pass
print(h.tag)
class P:
    @staticmethod
    def s(x): return x
    @classmethod
    def c(cls): return cls.__name__
    @property
    def p(self): return 'prop'
print(P.s(1), P().s(2), P.c(), P().c(), P().p)
gen = (i for i in range(3))
print(sum(gen), sum(gen))
def kwonly(*, a=1, b): return a, b
print(kwonly(b=2))
try:
    kwonly(1)
except TypeError as e:
    print(e)
def defaults(a, b=[], *, c={}): return id(b) == id(defaults.__defaults__[0]) if False else (b, c)
print(defaults(1))
nested = [[1, 2], [3]]
print([y for x in nested for y in x if y != 2], [[y * 2 for y in x] for x in nested])
print({x: x ** 2 for x in range(4)}.get(3), {*'aba'} == {'a', 'b'})
i = 5
print([i for i in range(2)], i)
print(list(zip(*[[1, 2], [3, 4]])), dict(a=1, **{'b': 2}))
s = 'abc'
print(s.upper().lower().title(), s[::-1].upper(), '-'.join(reversed(s)))
a, (b, *c), d = 1, (2, 3, 4), 5
print(a, b, c, d)
def gen2():
    x = yield 1
    print('got', x)
    yield x * 2
g2 = gen2()
print(next(g2), g2.send(10))
print(round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1e300, -299))
print(-0.0 == 0.0, str(-0.0), abs(-0.0), 0.0 * -1)
print(7 // -2, -7 // 2, 7 % -2, -7 % 2, 2 ** -2, (-2) ** -1)
print(10 / 4, 10 // 4, 10 % 4, -10 / 4, 1e300 * 1e10, -1e300 * 1e10)
print(int('-0'), 0 == -0, 1 / 3 * 3 == 1.0, 0.1 * 3)
print(True + 1, True / 2, str(True), int(False), True == 1)
print(f"{'nested {braces}'}", f'{{}}', f'{1:{"<"}3}|')
