# traceback: full
# `"..." % (a, b)`: a str constant formatted with a tuple display (krait
# formats the items without building the tuple). Evaluation order,
# operand counts (0 to 9 items), conversions that call back into Python
# (which format in turn), mappings, errors raised by an item and by the
# format, the operator's caret.
log = []


def f(v):
    log.append(repr(v))
    return v


class R:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return "R(%r, %s)" % (self.n, "x" * self.n)

    def __str__(self):
        return "<%d:%s>" % (self.n, repr(self))


print("%s-%s-%s" % (f(1), f("two"), f(3.5)), log)
log.clear()
print("empty" % ())
for n in range(10):
    items = tuple(range(n))
    fmt = "|".join(["%d"] * n)
    print(n, fmt % items)
print("%d %d %d %d %d %d %d %d" % (1, 2, 3, 4, 5, 6, 7, 8))
print("%d %d %d %d %d %d %d %d %d" % (1, 2, 3, 4, 5, 6, 7, 8, 9))
print("%s and %r" % (R(2), R(3)))
print("%s" % (R(1),), "%s" % ((1, 2),), "%s %s" % ([1], {"a": 1}))
print("%5.2f|%-6s|%x|%c|%%" % (3.14159, "ab", 255, 65))
print("%(a)s" % {"a": 1}, "%s" % {"a": 1})
parts = (1, 2)
print("%s %s" % (*parts,), "%s %s %s" % (0, *parts))


class S(str):
    pass


print("%s|%s" % (S("sub"), True))

cases = [
    lambda: "%s %s" % (f(1),),
    lambda: "%s" % (f(1), f(2)),
    lambda: "%d" % (f("x"),),
    lambda: "%(a)s" % (f(1),),
    lambda: "%s %s" % (f(1), f(1 // 0)),
    lambda: "%z" % (f(1),),
    lambda: "%s" % (f(R(-1)) and None, undefined_name),
]
for case in cases:
    try:
        print(case())
    except Exception as exc:
        print(type(exc).__name__, exc, log)
    log.clear()


def bad(n):
    return "%d items, %d left" % (n, "many")


bad(3)
