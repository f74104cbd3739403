# traceback: full
def f():
    return 1
f(1)
