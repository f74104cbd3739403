a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union([9]), a.intersection(range(3)), a.difference({1}, {2}), a.issubset(range(10)), {1, 2} <= a, a.isdisjoint({8}))
a.add(10); a.discard(99); a.remove(1)
print(a, len(a), 10 in a, sorted(a, reverse=True))
s = set("mississippi")
print(sorted(s), len(s))
tags1 = {"python", "go", "rust", "java"}
tags2 = {"go", "java", "kotlin"}
print(sorted(tags1 & tags2), sorted(tags1 | tags2), sorted(tags1 ^ tags2))
print(tags1 & tags2 == {"go", "java"}, sorted(tags1 - tags2))
fs = frozenset([3, 1, 2])
print(fs, {fs: "ok"}[frozenset({1, 2, 3})], fs | {4}, type(fs | {4}).__name__)
seen = set()
dupes = [x for x in [1, 2, 2, 3, 3, 3, 4] if x in seen or seen.add(x)]
print(dupes, seen)
print({x % 3 for x in range(10)}, set(), {()}, set([(1, 2), (1, 2)]))
e = {1, 2}
e |= {3}
e &= {2, 3, 4}
e -= {3}
print(e, e.pop(), e)
try:
    e.remove(42)
except KeyError as err:
    print("KeyError:", err)
try:
    {[]}
except TypeError as err:
    print("TypeError:", err)
print(sorted({"b", "a", "c"}), {True, 1, 1.0}, {0, False, 0.0, -0.0})
print(set([5, 3, 9, 1]), {100, 1, 50, 7, 32, 64})
