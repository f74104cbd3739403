def averager():
    total = count = 0
    avg = None
    while True:
        x = yield avg
        if x is None: break
        total += x; count += 1
        avg = total / count
    return count
g = averager()
print(next(g), g.send(10), g.send(20), g.send(0))
try:
    g.send(None)
except StopIteration as e:
    print('returned', e.value)
