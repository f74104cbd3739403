# attack: unbounded recursion — catchable RecursionError, no Go stack overflow
# expect: python RecursionError
# message: maximum recursion depth exceeded
def f():
    return f()
f()
