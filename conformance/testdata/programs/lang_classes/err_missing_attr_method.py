# traceback: full
class Cart:
    def __init__(self):
        self.items = []
    def total(self):
        return sum(i.price for i in self.items)
class Item:
    def __init__(self, cost):
        self.cost = cost
c = Cart()
c.items.append(Item(3))
print(c.total())
