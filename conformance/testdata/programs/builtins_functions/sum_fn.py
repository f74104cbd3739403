print(sum([1, 2, 3]), sum([1, 2], 10), sum([0.1] * 10), sum([[1], [2]], []), sum(range(101)), sum([1.5, 2]), sum([], start=5), sum((True, True)))
print(sum([1e100, 1.0, -1e100]), sum([0.1, 0.2, 0.3]))
