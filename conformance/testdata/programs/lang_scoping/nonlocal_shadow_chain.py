def a():
    v = 1
    def b():
        v = 2
        def c():
            nonlocal v
            v += 10
            return v
        return c(), v
    return b(), v
print(a())
