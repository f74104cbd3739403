# attack: not an attack: the readable dunders (__name__, __qualname__, __doc__) still work
# expect: ok
# output: f A.m doc
def f():
    pass
class A:
    'doc'
    def m(self):
        pass
print(f.__name__, A.m.__qualname__, A.__doc__)
