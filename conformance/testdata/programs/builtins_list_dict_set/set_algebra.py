a, b = {1, 2, 3}, {3, 4}
print(a | b, a & b, a - b, a ^ b, a.union(b, [9]), a.intersection(b, {3}), a.difference([1], [2]), a.symmetric_difference([4, 5]))
