class Const:
    def __get__(self, obj, objtype=None):
        return 42
class A:
    c = Const()
a = A()
print(a.c, A.c)
a.c = 'instance wins'
print(a.c)
