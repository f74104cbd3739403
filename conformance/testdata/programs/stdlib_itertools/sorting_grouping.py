import itertools
records = [
    {'dept': 'eng', 'name': 'ann', 'salary': 120},
    {'dept': 'ops', 'name': 'bo', 'salary': 90},
    {'dept': 'eng', 'name': 'cy', 'salary': 100},
    {'dept': 'ops', 'name': 'di', 'salary': 95},
]
key = lambda r: r['dept']
for dept, rows in itertools.groupby(sorted(records, key=key), key=key):
    rows = list(rows)
    print(dept, len(rows), sum(r['salary'] for r in rows), [r['name'] for r in rows])
pairs = list(itertools.combinations([r['name'] for r in records], 2))
print(len(pairs), pairs[:3])
print(max(itertools.permutations([3, 1, 2])))
