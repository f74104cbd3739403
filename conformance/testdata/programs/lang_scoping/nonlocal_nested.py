def outer():
    x = 'outer'
    def mid():
        def inner():
            nonlocal x
            x = 'changed by inner'
        inner()
        return x
    r = mid()
    return r, x
print(outer())
