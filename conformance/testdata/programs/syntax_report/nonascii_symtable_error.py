# traceback: full
def f(é, x, x):
    pass
