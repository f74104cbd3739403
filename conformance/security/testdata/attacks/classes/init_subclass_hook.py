# attack: __init_subclass__ runs (as restricted code) when a subclass is made
# expect: ok
# output: hook B
class A:
    def __init_subclass__(cls, **kw):
        print('hook', cls.__name__)
class B(A):
    pass
