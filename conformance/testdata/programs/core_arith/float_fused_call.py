# math functions called inside float arithmetic trees: floats, ints,
# errors, user objects and a module attribute that is not a builtin.
import math


class M:
    def sqrt(self, x):
        return x * 10


m = M()
d2 = 2.25
print(1.0 / (d2 * math.sqrt(d2)), 2.0 * math.sqrt(4) + 1.0, math.exp(0.0) * 3.0 - 1.0)
print(2.0 * m.sqrt(1.5) + 1.0, 1.0 + m.sqrt("a") * 2 if False else 0.5 * math.fabs(-3.0) - 1)
print(math.sqrt(-0.0) * 1.0 + 0.0, math.sqrt(float('inf')) * 2.0 - 1.0, math.log(math.e) * 2.0 + 0.0)
for fn in [lambda: 1.0 + math.sqrt(-1.0) * 2.0, lambda: 1.0 + math.exp(1000.0) * 2.0,
           lambda: 1.0 + math.sqrt("x") * 2.0, lambda: 1.0 + math.sqroot(2.0) * 2.0,
           lambda: 1.0 + math.sqrt(10 ** 400) * 2.0, lambda: 1.0 + math.log(0.0) * 2.0]:
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, e)
total = 0.0
for i in range(1, 6):
    total += 1.0 / (i * math.sqrt(i * 1.0))
print(total)
