# send(), return values and StopIteration through while/if/for bodies.
def averager():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return (count, average)

a = averager()
print(next(a))
for v in (10, 20, 60):
    print(a.send(v))
try:
    a.send(None)
except StopIteration as e:
    print("returned", e.value)

def grid(rows, cols):
    for r in range(rows):
        if r % 2:
            for c in range(cols):
                yield (r, c)
        else:
            yield ("even row", r)
    else:
        yield "done"

print(list(grid(3, 2)))

def echo():
    received = []
    while len(received) < 3:
        x = y = yield len(received)
        received.append((x, y))
    return received

e = echo()
next(e)
e.send("a")
e.send("b")
try:
    e.send("c")
except StopIteration as stop:
    print(stop.value)
try:
    e.send(1)
except StopIteration as stop:
    print("again", stop.value)
