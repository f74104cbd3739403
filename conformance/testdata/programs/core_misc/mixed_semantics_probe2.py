print([*range(3), *'ab'], {*[1, 2], *(2, 3)}, (*[1], 2), {**{'a': 1}, 'b': 2})
def f(a, b, /, *args, c, **kw): return (a, b, args, c, kw)
print(f(1, 2, 3, c=4, d=5))
x = [1, 2, 3]
x[1:2] = x
print(x)
print(1 if [] else 2, [] or {} or 0, (lambda: 1)())
class A:
    def __init_subclass__(cls, **kw):
        print('init_subclass', cls.__name__, kw)
class B(A, flag=True): pass
print(f'{"a" if True else "b"!r:>5}', f'{3!r}', f'{"x":{"^"}{5}}')
try:
    f(1)
except TypeError as e:
    print(e)
import math
print(math.inf > 10**400, 10**400 > math.inf, float(10**300) < 10**301)
print(divmod(-7, 2), divmod(7, -2), -7 // 2.0, 7 % -2.0, (-7) ** 0.5 if False else 'n')
print(sorted([3, 1, 2], key=None), list(map(None or str, [1])))
def g():
    return (yield)
gen = g(); next(gen)
try:
    gen.send(5)
except StopIteration as e:
    print('ret', e.value)
a = b = [1]
a += [2]
print(b)
t = 1, 2
print(t, type(t).__name__, (1 < 2) == True, 3 in {3: 4}, 'b' in 'abc')
print(str(1e16), repr(1.0e-4), 1_0.5_0, 0x_ff)
print(int.__name__, len.__name__, [].append.__name__ if False else 'skip')
nums = [1, 2, 3]
print(nums[-4:10], nums[::-1][::2])
d = dict.fromkeys(range(3))
print(d, list(reversed(d)), list(d.items())[::-1])
print(isinstance(1, bool), isinstance(True, int), bool.__mro__ if False else '', type(1) is int)
print("%-5s|%5.2f|%03d|%x|%r" % ('a', 3.14159, 7, 255, 'q'))
while False:
    pass
else:
    print('while else on false')
