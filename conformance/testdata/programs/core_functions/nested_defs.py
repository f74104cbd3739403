def outer(x):
    def middle(y):
        def inner(z):
            return x + y + z
        return inner
    return middle
print(outer(1)(2)(3))
def compose(*fs):
    def run(v):
        for f in reversed(fs):
            v = f(v)
        return v
    return run
print(compose(str, lambda v: v * 2, abs)(-21))
