a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
a.add(10)
a.discard(1)
print(sorted(a), 3 in a, len(a))
print(set(), {1, 1, 2}, set([3, 3]))
print({1, 2} <= {1, 2, 3}, {1} < {1}, a.isdisjoint({99}))
