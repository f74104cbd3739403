# A property without a getter, setter or deleter names itself only when it has a name (__set_name__), and the instance's type by its __qualname__.
def f():
    class In:
        p = property(None)
    return In
In = f()
for g in (lambda: In().p, lambda: setattr(In(), 'p', 1), lambda: delattr(In(), 'p')):
    try:
        g()
    except AttributeError as e:
        print(e)
class A:
    pass
A.p = property(None)
for g in (lambda: A().p, lambda: setattr(A(), 'p', 1), lambda: delattr(A(), 'p')):
    try:
        g()
    except AttributeError as e:
        print(e)
