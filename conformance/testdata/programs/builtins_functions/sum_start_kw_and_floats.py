print(sum([1, 2], start=10), sum([0.5, 0.25], 1), sum(range(5), -10), sum([[1], [2, 3]], start=[0]))
