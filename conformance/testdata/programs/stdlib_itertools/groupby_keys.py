import itertools
nums = [1, 3, 5, 2, 4, 7, 9, 6]
print([(k, list(g)) for k, g in itertools.groupby(nums, key=lambda x: x % 2)])
print([(k, len(list(g))) for k, g in itertools.groupby('aaabbbccccd')])
rows = [{'d': 'x', 'v': 1}, {'d': 'x', 'v': 2}, {'d': 'y', 'v': 3}]
print({k: sum(r['v'] for r in g) for k, g in itertools.groupby(rows, key=lambda r: r['d'])})
print([k for k, _ in itertools.groupby([1.0, 1, True, 2])])
