def make_counter():
    n = 0
    def inc(step=1):
        nonlocal n
        n += step
        return n
    return inc
c1, c2 = make_counter(), make_counter()
print(c1(), c1(), c1(10), c2())
