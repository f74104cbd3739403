# Subscripts of a local by a constant int (b[3], b[-1]) read and augment
# list and tuple items directly; everything else takes the generic path.
class Grow:
    """An item whose -= empties the list that holds it."""

    def __init__(self, owner):
        self.owner = owner

    def __isub__(self, other):
        self.owner.clear()
        return 7


class Shrink:
    def __init__(self, owner):
        self.owner = owner

    def __mul__(self, other):
        del self.owner[:]
        return 1.5


class Idx(list):
    def __getitem__(self, k):
        return ("sub", k)


def reads(b, t, s, d):
    print(b[0], b[-1], b[2] - b[0], b[1] * 2.0, b[-2] / 4)
    print(t[1], t[-3], t[0] - t[1], t[1] * 3)
    print(s[0], s[-1])
    print(d[1], d[-1])
    x = b[0] - b[1] * b[2]
    y = b[3] * t[1] - d[1]
    print(x, y)
    try:
        print(b[10])
    except IndexError as e:
        print("IndexError", e)
    try:
        print(t[-9] - 1)
    except IndexError as e:
        print("IndexError", e)
    try:
        print(s[3])
    except IndexError as e:
        print("IndexError", e)
    try:
        print(d[5])
    except KeyError as e:
        print("KeyError", e)
    try:
        n = 5
        print(n[0])
    except TypeError as e:
        print("TypeError", e)


def augs(b, t):
    b[0] += 1
    b[-1] -= 0.5
    b[1] *= b[2]
    b[2] /= 4
    b[3] -= b[0] * 2.5
    print(b)
    try:
        b[7] += 1
    except IndexError as e:
        print("IndexError", e)
    try:
        t[0] += 1
    except TypeError as e:
        print("TypeError", e)
    g = [0, 1]
    g[0] = Grow(g)
    try:
        g[0] -= 1
    except IndexError as e:
        print("IndexError", e, g)
    h = [1.0, 2.0]
    h[1] = Shrink(h)
    try:
        h[0] -= h[1] * 1
    except IndexError as e:
        print("IndexError", e, h)
    s = ["a", "b"]
    s[0] += "c"
    s[-1] *= 3
    print(s)
    i = Idx([1, 2])
    print(i[0], i[-1])
    i[0] += ("x",)
    print(list(i))


def unbound():
    try:
        print(q[0])
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    try:
        q[0] -= 1
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    q = [1]


reads([1.5, 2, 3.25, -4.0, 5], (10, 2.5, -1.0), "xyz", {1: 0.5, -1: "minus"})
augs([1, 2.0, 3.0, 8, 9.0], (1, 2))
unbound()
