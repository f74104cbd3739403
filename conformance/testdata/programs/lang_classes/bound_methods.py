class A:
    def f(self, x): return (type(self).__name__, x)
a = A()
m = a.f
print(m(1), A.f(a, 2))
print(m == a.f, m is a.f, m != A().f)
