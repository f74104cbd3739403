class C:
    def __call__(self): pass
print(callable(len), callable(C), callable(C()), callable(lambda: 0), callable('x'), callable(None), callable(print))
