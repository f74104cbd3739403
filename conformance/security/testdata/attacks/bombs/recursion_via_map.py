# attack: recursion re-entering through map()
# expect: python RecursionError
# message: maximum recursion depth exceeded
def f(x):
    return list(map(f, [x]))
f(1)
