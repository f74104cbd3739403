# krait-run: --allow-import dataclasses
# A dataclass's generated methods get their arguments in a window the
# caller lends (no slice allocated per call): construction, comparisons
# during a sort, __eq__/__hash__ through dicts, generators suspended
# inside the arguments, a field's __eq__ and __lt__ called back, errors
# from the bound arguments.
from dataclasses import dataclass, field

@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)


ps = [P(1, 2), P(3), P(P(4).x, len(P(5, 6).tags))]
ps[0].tags.append(ps[1])
print(ps, ps[1] == P(3), ps[0] != P(1, 2))


@dataclass(order=True, frozen=True)
class Q:
    a: int
    b: str


def gen():
    q1 = Q((yield "a?"), (yield "b?"))
    yield q1
    yield Q(len([Q(i, str(i)) for i in range((yield "n?"))]), "n")


g = gen()
print(next(g), g.send(3), g.send("s"), next(g), g.send(4))
qs = [Q(i % 3, "v%d" % (i % 5)) for i in range(12)]
qs.sort()
print(qs[:4], qs[-1], sorted(qs, reverse=True)[:2])
print(Q(1, "a") < Q(1, "b"), Q(1, "b") <= Q(1, "b"), Q(2, "a") > Q(1, "z"), Q(1, "a") == Q(1, "a"))
counts = {}
for x in qs:
    counts[x] = counts.get(x, 0) + 1
print(len(counts), counts[Q(0, "v0")], hash(Q(1, "v1")) == hash(Q(1, "v1")))
for bad in [lambda: Q(1), lambda: Q(1, "a", 3), lambda: Q(1, b="x", a=2), lambda: Q(1, "a") < 3]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)


class Evil:
    def __eq__(self, other):
        print("eq called with", other)
        return False

    def __lt__(self, other):
        return "evil"


@dataclass(order=True)
class R:
    k: object


print(R(Evil()) < R(1), R(1) < R(2), Q(1, "a") < Q(2, "b"))
