# traceback: full
def f(xs):
    return [1 / x for x in xs]
f([1, 0])
