class A:
    def __init__(self, **kw):
        print('A', sorted(kw))
        self.a = 1
class B(A):
    def __init__(self, b=0, **kw):
        print('B', b)
        super().__init__(**kw)
        self.b = b
class C(A):
    def __init__(self, c=0, **kw):
        print('C', c)
        super().__init__(**kw)
        self.c = c
class D(B, C):
    def __init__(self, **kw):
        super().__init__(**kw)
d = D(b=2, c=3, extra=4)
print(d.a, d.b, d.c)
