class A: pass
class B(A): pass
class C: pass
objs = [A(), B(), C(), 1, 'x', None]
for o in objs:
    print(type(o).__name__, isinstance(o, (A, C)), isinstance(o, (int, (str, type(None)))))
print(issubclass(B, (C, A)), issubclass(bool, (str, int)), issubclass(C, ()))
