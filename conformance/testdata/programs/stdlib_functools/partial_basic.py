# krait-run: --allow-import functools
from functools import partial
def power(base, exp):
    return base ** exp
square = partial(power, exp=2)
cube = partial(power, exp=3)
print(square(5), cube(2), square(base=3))
int2 = partial(int, base=2)
print(int2('1010'), int2('11', base=10))
p = partial(max, 3)
print(p(1, 2), p(10))
print(p.func is max, p.args, p.keywords)
print(square.args, square.keywords)
print(repr(partial(max, 1, key=len)))
print(repr(partial(sorted, reverse=True)))
