def outer():
    x = 0
    def mid():
        def inner():
            nonlocal x
            x += 1
            return x
        return inner
    f = mid()
    f(); f()
    return x
print(outer())
def make():
    state = {'n': 0}
    def inc():
        state['n'] += 1
        return state['n']
    return inc
i = make()
i(); print(i())
