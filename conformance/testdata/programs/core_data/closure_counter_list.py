def make_acc():
    items = []
    def add(x):
        items.append(x)
        return len(items)
    def get():
        return list(items)
    return add, get
add, get = make_acc()
add('a'); add('b')
print(get(), add('c'), get())
def multipliers():
    return [lambda x, n=n: x * n for n in range(1, 4)]
print([m(10) for m in multipliers()])
