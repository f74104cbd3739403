# traceback: full
def outer():
    def inner():
        return v
    r = inner()
    v = 1
    return r
outer()
