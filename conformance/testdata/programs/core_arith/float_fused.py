# Nested float arithmetic (+ - * / trees, augmented assignment): every
# operand type mix, evaluation order, reflected operators and errors.
import math

a, b, c = 1.5, -2.25, 3
print(a * a + b * b + c * c, a - b * c / 2, (a + b) * (a - b))
print(c * a + c, c / 2 * a, 1 / 3 + 2 / 3, 7 / 2 * 2)
print(True * a + False, a * True - b * False)
print(2 ** 60 * a + 1, (2 ** 60 + 1) * 1.0 + 0.5, 10 ** 30 * 1.0 + 1.0)
print(-0.0 * 1.0 + -0.0, 0.0 * -1.0 - 0.0, -0.0 + 0.0 * 1.0)
inf, nan = float('inf'), float('nan')
print(inf * 0.0 + 1.0, inf - inf * 1.0, nan * 2.0 + 1.0, 1e308 * 10.0 + 1.0)
print(1e308 * 10.0 - 1e308 * 10.0, -1e308 * 10.0 * 2.0)
print(math.sqrt(a * a + b * b) * 2.0, 1.0 / (a * a) + 1.0)
print(1 + 2 * 3 - 4, 7 // 2 * 2.0 + 1, 2 * 3 / 4 + 1, 10 / 5 / 2)
print("ab" + "cd" * 2 + "e", [1] * 2 + [3], (1,) + (2,) * 2)
print(1.5 % 1.0 * 2.0 + 1.0, 2.0 ** 0.5 * 2.0 + 1.0, 7.5 // 2.0 * 3.0 - 1.0)


class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        return V(self.x + (o.x if isinstance(o, V) else o))

    def __radd__(self, o):
        return V(o * 10 + self.x)

    def __mul__(self, o):
        return V(self.x * o)

    def __rmul__(self, o):
        return V(o * self.x * 100)

    def __repr__(self):
        return f"V({self.x!r})"


v = V(2.5)
print(v * 2.0 + 1.0, 2.0 * v + 1.0, 1.0 + v * 2.0, 1.5 * 2.0 + v, 1.5 * 2 + v * 1)


class F(float):
    def __add__(self, o):
        return "F.add"

    def __radd__(self, o):
        return "F.radd"


f = F(1.0)
print(f * 1.0 + 1.0, 1.0 * 2.0 + f, f + 1.0 * 2.0, type(f * 2.0 - 1.0).__name__)

order = []


def t(x):
    order.append(x)
    return x


print(t(1.0) * t(2.0) + t(3.0) * t(4.0) - t(5.0) / t(2.0), order)

x = 1.0
x += 2.0 * 3.0
x -= 0.5 * 3
x *= 2 + 1.5 * 2
x /= 0.5 * 4
print(x)
n = 3
n += 1.5 * 2
print(n, type(n).__name__)
n = 3
n *= 2 * 2
print(n, type(n).__name__)
lst = [1.0, 2.0]
lst[0] += lst[1] * lst[1]
lst[1] -= 1 / 4 * lst[0]
print(lst)
s = "x"
s += "y" * 2
print(s)
w = V(1.0)
w += 2.0 * 3.0
print(w)
w = 1.0
w += V(2.0) * 3.0
print(w)
y = 5.0
y //= 1.5 * 1.0
print(y)
y = 5.0
y %= 1.5 * 1.0
print(y)
y = 5.0
y **= 0.5 * 4
print(y)

for fn in [lambda: 1.0 / (a - a) + 1.0, lambda: a + 1.0 / (c - 3), lambda: a * 2.0 + 'x',
           lambda: 1.0 * 2.0 - None, lambda: (1 << 1100) * 1.0 + 1.0, lambda: 1.0 + 2.0 // 0.0 * 3,
           lambda: 1.0 + 2.0 % (b - b), lambda: 10.0 ** 400 * 1.0]:
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, e)

z = 2.0
try:
    z /= 1.0 * 0.0
except ZeroDivisionError as e:
    print("aug", e, z)
try:
    z += 1.0 * None
except TypeError as e:
    print("aug", e, z)
try:
    z -= "s" * 2
except TypeError as e:
    print("aug", e, z)


def unbound():
    try:
        r = q * 2.0 + 1.0
    except UnboundLocalError as e:
        print("unbound", e)
    q = 1.0
    return q * q - q / 2


print(unbound())
