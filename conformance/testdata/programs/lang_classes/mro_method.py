class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print([k.__name__ for k in D.mro()])
print(type.mro(D)[-1] is object)
