# traceback: full
def f(a):
    return a
f(a=1, z=2)
