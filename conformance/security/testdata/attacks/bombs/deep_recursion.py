# attack: unbounded recursion — catchable RecursionError, no Go stack overflow
# limits: memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded
def f():
    return f()
f()
