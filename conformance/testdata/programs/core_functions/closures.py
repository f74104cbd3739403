def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1 = make_counter()
c2 = make_counter()
print(c1(), c1(), c1(), c2())
def adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders()])
def late():
    return [lambda x: x + i for i in range(3)]
print([f(10) for f in late()])
