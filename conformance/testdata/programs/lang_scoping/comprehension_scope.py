x = 'outer'
r = [x for x in range(3)]
print(x, r)
y = 5
print([y * i for i in range(3)], {i: y for i in 'ab'})
def f():
    z = 2
    return [[z * a * b for b in range(2)] for a in range(3)]
print(f())
