data = [5, 2, 8, 1, 9]
print(sorted(data), sorted(data, reverse=True), data)
print(sorted(['b', 'A', 'c'], key=str.lower))
print(list(reversed(data)), list(reversed(range(4))))
people = [('al', 30), ('bo', 25), ('cy', 30)]
print(sorted(people, key=lambda p: (-p[1], p[0])))
