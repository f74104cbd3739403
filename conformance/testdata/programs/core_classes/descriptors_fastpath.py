class D:
    def __get__(self, obj, typ):
        return ('get', obj is not None)
    def __set__(self, obj, v):
        print('set', v)
class N:
    def __get__(self, obj, typ):
        return 'nondata'
class A:
    x = D()
    y = N()
    __slots__ = ()
class B:
    x = D()
    y = N()
b = B()
b.x = 5
print(b.x, b.y)
print(b.y, b.x)
class G:
    def __getattribute__(self, name):
        return 'ga:' + name
g = G()
print(g.anything)
class P:
    __slots__ = ('a',)
p = P()
p.a = 1
try:
    p.b = 2
except AttributeError as e:
    print(e)
