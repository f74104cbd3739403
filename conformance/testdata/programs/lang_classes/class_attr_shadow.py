class Counter:
    count = 0
    items = []
    def __init__(self):
        Counter.count += 1
        self.items.append(Counter.count)
a = Counter(); b = Counter()
print(Counter.count, a.count, b.items)
a.count = 99
print(a.count, b.count, Counter.count)
del a.count
print(a.count)
