# Sorting with native and tuple keys: ties keep their order (stable), reverse
# keeps it too, mixed first items fall back to the whole comparison, NaN and
# -0.0 first items, keys whose later items differ in type, and errors raised
# by a later item's comparison.
data = [(i * 7919) % 101 for i in range(300)]
print(sorted(data)[:8], sorted(data, reverse=True)[:8])
print(sorted(range(20), key=lambda x: (x % 3, -x)))
print(sorted(range(20), key=lambda x: (x % 3, -x), reverse=True))
print(sorted(["b", "a", "c", "a"], key=lambda s: (s, len(s))))
print(sorted([(1.5, "x"), (0.5, "y"), (-0.0, "z"), (0.0, "w")]))
print(sorted([(2, "b"), (1, 3), (1, 2), (2, "a")]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
print(sorted([(1, 2), (1.5, 1), (True, 0)]))
print(sorted([(), (1,), (0, 1)]))
print(sorted([("b",), ("a", 1), ("a",)]))


class Key:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __eq__(self, other):
        return self.v == other.v


print([k[1].v for k in sorted([(1, Key(2)), (0, Key(9)), (1, Key(1))])])
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, key=len, reverse=True))
big = [(x % 7, str(x)) for x in range(50)]
print(sorted(big)[:5], sorted(big, reverse=True)[:5])
print(sorted([10**20, 5, -10**20, 3]), sorted([(10**20, 1), (5, 2)]))
