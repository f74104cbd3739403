# Int trees of + - * // % / are computed unboxed: overflow into big ints,
# floor division and modulo signs, true division of large ints, mixing
# with floats, bools and int subclasses, and augmented assignments.
vals = [0, 1, -1, 2, -3, 7, -7, 2**31 - 1, -2**31, 2**31, 2**53, 2**53 + 1,
        -2**53 - 1, 2**62, 2**63 - 1, -2**63, 10**18, -10**18, 10**19, 0.5, -2.5, True]


def trees(a, b):
    out = []
    for f in (lambda: (a + b) + 1, lambda: (a - b) - 1, lambda: (a * b) * 3,
              lambda: (a // b) // 2, lambda: (a % b) % 1000, lambda: (a / b) + 0,
              lambda: (a + b) * (a - b) // 3 % 1000003 + a / 7,
              lambda: (a * a) * (b * b), lambda: a - b * 2 - (a // 3)):
        try:
            r = f()
            out.append(f"{type(r).__name__}:{r!r}")
        except Exception as e:
            out.append(f"{type(e).__name__}: {e}")
    return out


for a in vals:
    for b in vals:
        print(a, b, *trees(a, b))


def aug(a, b):
    x = a
    x += a * b
    x -= b // 3 + 1
    x %= 97 + b * 0
    x *= b - 1 + 0
    return x


for a in vals[:14]:
    for b in vals[:14]:
        try:
            print("aug", a, b, aug(a, b))
        except Exception as e:
            print("aug", a, b, type(e).__name__, e)


class I(int):
    def __add__(self, o):
        return "I.add"

    def __rsub__(self, o):
        return "I.rsub"


i = I(5)
print((i + 1) if True else 0, 3 - i, (2 * 3) - i, (i * 2) + 1)
print(2 ** 62 * 4 + 1, -(2 ** 63) * 1 - 1, (2 ** 63 - 1) + 1 - 1)
print((10 ** 17 + 1) / (3 + 0), (2 ** 53 + 1) / (1 + 0), 7 // -2 + 0, -7 % 3 * 1)
n = 10
print(sum((i + n) * (i + n + 1) // 2 + i + 1 for i in range(5)))
