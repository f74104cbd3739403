# scoping corner cases
x = 'g'
class C:
    x = 'c'
    y = x
    def f(self):
        return x
    z = [x for _ in range(1)]
print(C.y, C().f(), C.z)
def outer():
    x = 'o'
    class D:
        print(x)
        x = 'd'
        print(x)
    return D.x
print(outer())
def f():
    v = 1
    def g():
        return v
    v = 2
    return g()
print(f())
def h():
    fs = []
    for i in range(3):
        def k():
            return i
        fs.append(k)
    return [q() for q in fs]
print(h())
lam = lambda: lam
print(lam() is lam)
def defaults(a, b=[x for x in 'ab']):
    return b
print(defaults(1))
def kwdef(*, a=len('xyz')):
    return a
print(kwdef())
i = 10
print([i for i in range(3)], i)
print({k: i for k in 'ab'})
