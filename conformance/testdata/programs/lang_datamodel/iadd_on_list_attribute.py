class Bag:
    def __init__(self): self.items = []
b = Bag()
b.items += [1]
b.items += (2, 3)
t = ([1],)
try:
    t[0] += [2]
except TypeError as e:
    print(e)
print(b.items, t)
