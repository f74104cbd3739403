x = 'global'
def f():
    x = 'local'
    return x
def g():
    return x
print(f(), g(), x)
def h(len):
    return len
print(h(3), len('abc'))
