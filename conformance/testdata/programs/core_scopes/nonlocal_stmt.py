def outer():
    x = 'outer'
    def inner():
        nonlocal x
        x = 'inner'
    inner()
    return x
print(outer())
def acc():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    return add
a = acc()
a(5)
print(a(10))
