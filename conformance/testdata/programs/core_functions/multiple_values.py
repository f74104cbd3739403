# traceback: full
def f(x, y):
    return x
f(1, x=2)
