class A:
    __slots__ = ('a',)
class B(A):
    __slots__ = ('b',)
b = B()
b.a = 1; b.b = 2
print(b.a, b.b)
class C(A):
    pass
c = C()
c.anything = 5
print(c.anything)
