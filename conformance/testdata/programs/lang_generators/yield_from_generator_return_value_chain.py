def leaf(n):
    yield n
    return n * 10
def mid():
    a = yield from leaf(1)
    b = yield from leaf(2)
    return a + b
def top():
    total = yield from mid()
    yield f'total={total}'
print(list(top()))
