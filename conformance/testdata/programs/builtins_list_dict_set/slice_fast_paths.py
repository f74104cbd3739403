# obj[lo:hi] on a list or tuple with int or None bounds is cut without a
# slice object, and small dict displays keep their first entries in one
# block: results, identities, bounds through __index__, user __getitem__
# and errors must stay CPython's.
xs = list(range(10))
t = tuple(xs)
big = 10 ** 30


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        print("index", self.v)
        return self.v


class G:
    def __getitem__(self, k):
        return ("got", type(k).__name__, k.start, k.stop, k.step)


for lo, hi in [(None, None), (2, None), (None, 3), (-3, None), (3, 1), (-100, 100), (big, None), (None, -big), (True, 5), (I(1), I(4))]:
    print(lo if not isinstance(lo, I) else "I", xs[lo:hi], t[lo:hi])
print(t[:] is t, t[0:] is t, t[0:10] is t, t[:9] is t, xs[:] is xs, xs[:] == xs)
print(G()[1:], G()[:"x"], G()[1:2:3], "hello"[1:3], b"bytes"[2:], range(10)[2:5])
empty = ()
print(empty[1:], [][5:], t[5:5], xs[::-1][:3])
ys = xs[2:5]
ys.append(99)
print(ys, xs)
for bad in [lambda: xs["a":], lambda: t[:1.5], lambda: xs[1:2:0]]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


def fields(line):
    d = {}
    for p in line.split()[1:]:
        k, _, v = p.partition("=")
        d[k] = v
    return d


print(fields("req id=1 took=5ms status=200"), fields("x"), fields("a b=1 c=2 d=3 e=4 f=5 g=6"))
print({}, {"a": 1}, {"a": 1, "b": 2, "c": 3, "d": 4}, {"a": 1, **{"b": 2}}, {i: i for i in range(6)})
d = {"k": 1}
d.clear()
d.update(a=1, b=2, c=3, d=4, e=5)
print(d, len(d), {"a": 1} == {"a": 1}, {**d, "z": 0})
