def make_acc():
    items = []
    total = 0
    def add(x):
        nonlocal total
        items.append(x)
        total += x
        return total, len(items)
    return add
a = make_acc()
print(a(1), a(2), a(3))
