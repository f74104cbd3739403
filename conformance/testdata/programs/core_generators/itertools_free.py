def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out
def count(start=0, step=1):
    while True:
        yield start
        start += step
def chain(*its):
    for it in its:
        yield from it
print(take(5, count(10, 5)))
print(list(chain([1, 2], 'ab', range(2))))
print(take(3, (x for x in count() if x % 7 == 3)))
