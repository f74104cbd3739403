# traceback: full
# xfail: free-variable NameError lacks Did you mean suggestion
def outer():
    def inner():
        return value * 2
    r = inner()
    value = 3
    return r
outer()
