class A:
    def hello(self): return 'class'
a = A()
a.hello = lambda: 'instance'
print(a.hello(), A().hello())
A.hello = lambda self: 'patched'
print(A().hello(), a.hello())
