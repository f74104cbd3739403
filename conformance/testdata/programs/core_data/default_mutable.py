def append_to(x, target=None):
    if target is None:
        target = []
    target.append(x)
    return target
print(append_to(1), append_to(2))
def counter(start=0, *, step=1):
    return list(range(start, start + 3 * step, step))
print(counter(), counter(5), counter(step=2), counter(1, step=3))
