def f(x):
    def g():
        pass
    nonlocal x
