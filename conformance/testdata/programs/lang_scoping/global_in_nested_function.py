x = 'g'
def outer():
    x = 'local'
    def inner():
        global x
        x = 'set by inner'
    inner()
    return x
print(outer(), x)
