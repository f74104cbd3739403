x = 'global'
class A:
    x = 'class'
    y = x + '!'
    def get(self):
        return x
    z = [x for _ in range(1)]
print(A.y, A().get(), A.z)
def f():
    x = 'enclosing'
    class B:
        print('in class body sees', x)
        x = 'B attr'
        def m(self):
            return x
    return B
B = f()
print(B.x, B().m())
def g():
    v = 1
    class C:
        w = v + 1
    return C.w
print(g())
