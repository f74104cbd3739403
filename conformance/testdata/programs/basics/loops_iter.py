# Iteration helpers: enumerate, zip, reversed, sorted, comprehensions.
names = ["carol", "alice", "bob"]
for i, name in enumerate(names, start=1):
    print(i, name)
for a, b in zip(names, range(3)):
    print(a, b)
print(sorted(names), sorted(names, key=len), sorted(names, reverse=True))
print(list(reversed(names)), names[::-1])
print({n: len(n) for n in names})
print({len(n) for n in names})
print(list(map(str.upper, names)), list(filter(lambda s: "o" in s, names)))
print(any(x > 2 for x in [1, 2, 3]), all(x > 0 for x in [1, 2, 0]))
print([(x, y) for x in range(3) for y in range(x)])
total = 0
for row in [[1, 2], [3, 4], [5]]:
    for v in row:
        total += v
print(total, sum(range(101)), max(names, key=len))
