# generators and comprehension edge
def g():
    x = yield
    print('got', x)
    y = yield x + 1
    return y
it = g()
next(it)
print(it.send(10))
try:
    it.send(5)
except StopIteration as e:
    print('returned', e.value)
print(list(x for x in []))
nested = [[y for y in range(x)] for x in range(3)]
print(nested)
print([(a, b) for a in range(3) if a for b in range(a) if b != a - 1 or a == 1])
gen = (i for i in range(3))
print(list(gen), list(gen))
def early():
    for i in range(5):
        if i == 2:
            return
        yield i
print(list(early()))
def gen_in_gen():
    yield [j for j in (yield 'a')]
q = gen_in_gen()
print(next(q), q.send([1, 2]))
