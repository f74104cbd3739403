# traceback: full
def outer():
    def inner():
        return value * 2
    r = inner()
    value = 3
    return r
outer()
