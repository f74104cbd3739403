# traceback: full
def f(a, b, c, d=0):
    pass
f()
