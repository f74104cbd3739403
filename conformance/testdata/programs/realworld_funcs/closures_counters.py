def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc

c = make_counter()
print(c(), c(), c())
c.reset()
print(c())
c10 = make_counter(100, 10)
print([c10() for _ in range(3)])

funcs = [lambda x: x * i for i in range(3)]
print([f(10) for f in funcs])
funcs = [lambda x, i=i: x * i for i in range(3)]
print([f(10) for f in funcs])

def make_accumulators():
    totals = {}
    def add(key, value):
        totals[key] = totals.get(key, 0) + value
        return totals[key]
    def snapshot():
        return dict(sorted(totals.items()))
    return add, snapshot
add, snap = make_accumulators()
for k, v in [("a", 1), ("b", 2), ("a", 5)]:
    add(k, v)
print(snap())

x = "global"
def outer():
    x = "outer"
    def inner():
        return x
    x = "rebound"
    return inner
print(outer()())

def compose(*fns):
    def composed(arg):
        for f in reversed(fns):
            arg = f(arg)
        return arg
    return composed
pipeline = compose(str.upper, str.strip, lambda s: s.replace("-", " "))
print(repr(pipeline("  hello-world-again ")))

total = 0
def bump():
    global total
    total += 1
for _ in range(5):
    bump()
print(total)
def broken():
    print(total)
    total = 1
broken()
