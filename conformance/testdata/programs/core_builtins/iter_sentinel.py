data = [3, 2, 1, 0, 5]
it = iter(data.pop, 0)
print(list(it), data)
n = [0]
def tick():
    n[0] += 1
    return n[0]
print(list(iter(tick, 4)))
