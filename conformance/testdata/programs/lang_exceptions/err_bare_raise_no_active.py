# traceback: full
def f():
    raise
f()
