n = 3
g = (i * n for i in range(4))
n = 10
print(list(g))
gens = [(x for _ in range(2)) for x in 'ab']
print([list(g) for g in gens])
print(list(zip((i for i in range(3)), 'xyz')))
