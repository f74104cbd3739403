# Built-in methods of str, dict, list, set, int and float get their
# arguments in windows of a per-thread stack: arguments whose evaluation
# yields, raises or calls back into Python code that calls more methods
# must still reach each method intact.
d = {"a": 1, "b": 2}


def gen():
    # the consumer calls d.get between the yield and the call's completion
    got = d.get((yield "first"), (yield "second"))
    yield ("got", got)
    yield "x,y".split((yield "sep"), (yield "max"))


g = gen()
print(next(g))
print(d.get("a", 0), "abc".startswith("a"), "-".join(["p", "q"]))
print(g.send("b"))
print("  s  ".strip(), d.get("zz", "dflt"), [1, 2, 3].index(2))
print(g.send(-5))
print(next(g))
print(g.send(","))
print(g.send(1))


def gen2():
    # suspended inside d.get's arguments by a method that stops early
    yield d.get("b", (yield "first"))
    yield "p,q,r".split(",", (yield "again"))


g2 = gen2()
print({"first"}.isdisjoint(g2), d.get("zz", 0), "x".startswith("y"))
print(g2.send(0), {"again"}.isdisjoint(g2), "a-b".split("-", 0), d.get("a"))
print(g2.send(1))


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        # calls more borrowing methods while d.get holds its window
        return hash("-".join([self.k.upper(), self.k.lower()]).replace("-", ""))

    def __eq__(self, other):
        return isinstance(other, Key) and other.k.lower() == self.k.lower()


kd = {Key("q"): "found"}
print(kd.get(Key("Q"), "missing"), kd.get(Key("r"), "missing"))


def arg(x):
    return "<%s>" % "|".join(str(v).rjust(2, ".") for v in [x, x * 2])


print("{}{}".format(arg(1), arg(2)), "a,b,c".replace(arg(3)[:0] or ",", arg(4)))


def boom():
    raise ValueError("in argument")


for attempt in range(3):
    try:
        d.get("a", boom() if attempt == 1 else attempt)
        print("attempt", attempt, "ok", d.setdefault("n%d" % attempt, [attempt]))
    except ValueError as e:
        print("attempt", attempt, e)

try:
    "abc".startswith(1)
except TypeError as e:
    print("TypeError:", e)
print("abc".startswith(("x", "a")), (255).to_bytes(2, "big"), (1.5).is_integer())


class S(str):
    pass


class L(list):
    pass


s = S("hello world")
lst = L([3, 1, 2])
lst.append(s.split(" ")[0])
print(s.startswith("hell"), s.split(), lst, lst.count(1))

# deep recursion through a method whose argument recurses
def depth(n):
    if n == 0:
        return ""
    return "x".join(["", depth(n - 1)]).strip("x") + "y"


print(len(depth(200)))
st = {1, 2}
st.update([3], {4}, (5,))
print(sorted(st), st.issuperset([1, 2]), {1}.union([2], [3, 4]))
counts = {}
for w in "a b a c b a".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)


# windows lent while the stack grows: each hash() runs inside the dict.get
# of the level above, whose default is read after the growth
class Deep:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        if self.n == 0:
            return 0
        return {0: 0}.get(Deep(self.n - 1), self.n * 3) + 1


print(hash(Deep(120)), {0: "z"}.get(Deep(90), "deep default"))


# built-in functions and int/float/str/bool borrow their arguments too
def gen3():
    yield max("b", (yield "first"), "a")
    yield int((yield "digits"), (yield "base"))


g3 = gen3()
print(next(g3), max(7, 8, 9), divmod(7, 2), len("abc"), str(12), float("1.5"), any([0, 1]))
print(g3.send("c"), min(3, 1, 2), abs(-4), int("7"), bool(0))
print(next(g3), max(-1, -2, -3), chr(65), ord("A"), repr("x"))
print(g3.send("ff"), pow(2, 3, 5), round(7.25, 1))
print(g3.send(16))


class Cmp:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        # max() iterates a tuple over its (borrowed) arguments meanwhile
        return max(self.v, 0) < max(other.v, 0) and len(str(self.v)) >= 0

    def __gt__(self, other):
        return other < self

    def __repr__(self):
        return "Cmp(%s)" % str(self.v)


print(max(Cmp(1), Cmp(5), Cmp(3)), min(Cmp(4), Cmp(2), Cmp(9)), sorted([Cmp(2), Cmp(1)]))
print(str(Cmp(7)), isinstance(Cmp(1), Cmp), hash(3) == hash(3.0), divmod(7, 2), round(2.675, 2))
