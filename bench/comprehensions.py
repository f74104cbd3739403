# List/dict/set comprehensions and sorted(key=lambda).
data = [(i * 7919) % 10007 for i in range(120000)]
squares = [x * x for x in data if x % 3]
evens = {x: x // 2 for x in data if x % 2 == 0}
uniq = {x % 1000 for x in data}
pairs = [(x, y) for x in range(300) for y in range(x, 300) if (x + y) % 5 == 0]
ordered = sorted(data, key=lambda x: (x % 100, -x))
ordered2 = sorted(pairs, key=lambda p: p[1] - p[0], reverse=True)
print(sum(squares) % 1000003, len(evens), len(uniq), len(pairs), ordered[:3], ordered2[:2])
