class C:
    def m(self, a, b=2, c=3):
        return (a, b, c)
    def p(self, a, /, b=1):
        return (a, b)
    def cl(self, x, k=10):
        def inner():
            return x + k
        return inner()
    def acc(self, item, into=[]):
        into.append(item)
        return into
    def req(self, a, b, c=0):
        return a + b + c
o = C()
print(o.m(1), o.m(1, 5), o.m(1, c=9), o.m(a=4), o.m(c=7, a=1), o.m(1, b=8, c=9), o.m(b=0, a=1))
print(o.p(1), o.p(1, b=5))
print(o.cl(1), o.cl(1, k=2), o.cl(x=5))
print(o.acc(1), o.acc(2), o.acc(3, into=[]))
print(o.req(1, b=2), o.req(b=1, a=2, c=3))
for call in [lambda: o.m(), lambda: o.m(1, a=2), lambda: o.m(1, d=3), lambda: o.p(a=1), lambda: o.req(1, c=2), lambda: o.m(1, 2, 3, 4), lambda: o.req(c=1)]:
    try:
        print(call())
    except TypeError as e:
        print('TypeError', e)
class D(C):
    def m(self, a, b=20, c=30):
        return super().m(a, b=b, c=c) + ('D',)
print(D().m(1), D().m(1, c=0))
def order(tag):
    print('eval', tag)
    return tag
print(o.m(order(1), c=order(3), b=order(2)))
