# A tuple display assigned to a target of its length (`a, b = x, y`) is
# stored without building the tuple, and tuple displays of up to 8 items
# are built in one block: the order of evaluation and of stores, errors
# part-way and generators suspended inside the display must stay
# CPython's.
log = []


def v(x):
    log.append("eval %r" % (x,))
    return x


class Box:
    def __setattr__(self, name, value):
        log.append("set %s=%r" % (name, value))
        if value == "bad":
            raise ValueError("refused " + name)
        object.__setattr__(self, name, value)


class Keys(dict):
    def __setitem__(self, k, val):
        log.append("item %r=%r" % (k, val))
        dict.__setitem__(self, k, val)


def swap(a, b):
    a, b = b, a
    return a, b


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def stores():
    box, d = Box(), Keys()
    box.x, d["k"], [box.y, box.z] = v(1), v(2), v((3, 4))
    print(box.x, box.y, box.z, d)
    try:
        box.p, box.q, box.r = v("ok"), v("bad"), v("never stored")
    except ValueError as e:
        print("ValueError:", e, "p" in box.__dict__, "r" in box.__dict__)
    x = [0, 1, 2]
    i = 0
    i, x[i] = 2, 9  # i is stored before x[i] is evaluated
    print(i, x)
    [p, q] = v("p"), v("q")
    print(p, q)
    s, t = (1, 2)
    print(s, t)


def gen():
    a, b = (yield "first"), (yield "second")
    yield a, b
    t = ((yield "third"), 1, 2, 3, 4, (yield "fourth"), 6, 7)
    yield t


def sizes(a):
    ds = [(), (a,), (a, 1), (a, 1, 2), (a, 1, 2, 3), (a, 1, 2, 3, 4),
          (a, 1, 2, 3, 4, 5), (a, 1, 2, 3, 4, 5, 6), (a, 1, 2, 3, 4, 5, 6, 7),
          (a, 1, 2, 3, 4, 5, 6, 7, 8)]
    for n, d in enumerate(ds):
        print(n, len(d), d, d[-1:], d + (a,), hash(d) == hash(tuple(list(d))))
    t = (a, [a])
    t[1].append(2)
    print(t, (a, a) == (a, a), (a, 2) < (a, 3))


print(swap(1, "x"), fib(30))
stores()
print(log)
g = gen()
print(next(g), g.send("A"), g.send("B"), g.send("C"), g.send("D"))
try:
    a, b = v(1), v(2), v(3)
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = v(1), v(2)
except ValueError as e:
    print("ValueError:", e)
first, *rest = 1, 2, 3
print(first, rest)
print(log[-5:])
sizes("s")
m, n = "top", "level"
