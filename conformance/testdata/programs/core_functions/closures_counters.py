def make_counter():
    count = 0
    def inc(by=1):
        nonlocal count
        count += by
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter()
inc(); inc(5)
print(get())
inc2, get2 = make_counter()
print(inc2(), get())
def outer():
    x = 'outer'
    def mid():
        def inner():
            return x
        return inner
    x = 'changed'
    return mid()()
print(outer())
def acc():
    items = []
    def add(v):
        items.append(v)
        return len(items)
    return add
a = acc()
print(a('x'), a('y'))
fns = []
for i in range(3):
    def f(i=i):
        return i * 10
    fns.append(f)
print([f() for f in fns])
