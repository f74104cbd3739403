# traceback: full
def f(*, key, other):
    pass
f(other=1)
