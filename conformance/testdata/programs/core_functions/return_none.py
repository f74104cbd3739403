def f():
    return
def g():
    pass
def h(x):
    if x:
        return 'yes'
print(f(), g(), h(1), h(0))
