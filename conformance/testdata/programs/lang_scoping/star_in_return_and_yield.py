def f(*a):
    return *a, 'end'
def g(xs):
    yield *xs, 'tail'
print(f(1, 2), list(g([0])))
