a = {1, 2}
print(a <= {1, 2}, a < {1, 2}, a < {1, 2, 3}, a >= {1}, a.issubset([1, 2, 5]), a.issuperset((1,)), a.isdisjoint({3}), a.isdisjoint([2]), a == frozenset({1, 2}))
