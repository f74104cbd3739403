# attack: a million started-and-suspended generators (each may hold interpreter resources such as a goroutine stack) — the memory budget must see them
# limits: ops=1e8 time=30s
# expect: limit memory
def g():
    while True:
        yield 1
gens = []
for _ in range(10 ** 6):
    x = g()
    next(x)
    gens.append(x)
