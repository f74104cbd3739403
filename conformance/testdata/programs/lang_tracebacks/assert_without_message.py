# traceback: full
def invariant(xs):
    assert xs == sorted(xs)
    return xs
invariant([1, 2])
invariant([2, 1])
