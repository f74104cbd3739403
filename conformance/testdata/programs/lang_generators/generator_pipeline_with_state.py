def running_avg(xs):
    total = 0
    for i, x in enumerate(xs, 1):
        total += x
        yield round(total / i, 2)
def window(xs, n):
    buf = []
    for x in xs:
        buf.append(x)
        if len(buf) > n:
            buf.pop(0)
        if len(buf) == n:
            yield tuple(buf)
print(list(running_avg([2, 4, 6, 8])))
print(list(window(range(6), 3)))
