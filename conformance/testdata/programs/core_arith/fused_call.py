# traceback: full
# A call inside an arithmetic tree: a function whose body is a single
# `return <arithmetic>` hands its result back unboxed; every other callee
# (builtins, classes, defaults, closures, generators, reassigned names)
# is called as usual.
def a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def sq(x):
    return x * x


def big(x):
    return x * 2 ** 62 + x


def cat(s, t):
    return s + t


def k(x, y=3):
    return x * y


def make(n):
    def add(x):
        return x + n
    return add


def gen(x):
    yield x + 1


class N:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return N(self.v + (o.v if isinstance(o, N) else o))

    def __radd__(self, o):
        return N(o + self.v)

    def __repr__(self):
        return f"N({self.v})"


v = [1.5, 2.5, 3.5]
print([a(i, j) * v[j] for i in range(3) for j in range(3)])
print([sum([a(i, j) * v[j] for j in range(3)]) for i in range(2)])
print(sq(3) + 1, sq(2.5) * 2, sq(10 ** 10) + 1, big(3) - 1, big(1.5) * 1)
print(cat("ab", "cd") + "!", cat([1], [2]) + [3], sq(N(2) + 1) if False else sq(3) * 1)
print(k(2) + 1, k(2, 4) + 1, len("abc") + 1, abs(-2) * 3, float(2) / 4, int(7.9) % 4)
add5 = make(5)
print(add5(1) * 2, add5(2.5) + 0.5)
try:
    print(gen(1) + 1)
except TypeError as e:
    print("TypeError", e)
print(N(1) + sq(2), sq(2) + N(1))
print(sq(True) + 1, sq(N(1) + 0 if False else 2) - 1)
print(sq(2) + sq(sq(2)) * sq(3) - a(0, 0))
f = sq
sq = lambda x: x + 100
print(sq(1) + 1, f(1) + 1)
sq = f


def rec(n):
    return n if n < 2 else rec(n - 1) + rec(n - 2)


print(rec(15) + 0)


def div(x, y):
    return x / y


def g(x):
    return div(x, 0) + 1


for args in ((1, 2), (1, 0), (2 ** 70, 3), (1.5, 0.0)):
    try:
        print(div(*args) * 1, div(args[0], args[1]) + 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
g(3)
