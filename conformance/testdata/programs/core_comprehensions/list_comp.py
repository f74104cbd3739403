print([x * x for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(i, j) for i in range(3) for j in range(i)])
print([[j for j in range(i)] for i in range(4)])
words = ['apple', 'Bob', 'cat']
print([w.upper() for w in words if len(w) > 2])
