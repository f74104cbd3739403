# traceback: full
class Inventory:
    def __init__(self):
        self.stock = {}
    def add(self, item, n=1):
        self.stock[item] = self.stock.get(item, 0) + n
        return self
    def remove(self, item, n=1):
        if self.stock.get(item, 0) < n:
            raise ValueError(f'not enough {item}: have {self.stock.get(item, 0)}, need {n}')
        self.stock[item] -= n
        if self.stock[item] == 0:
            del self.stock[item]
    def __len__(self):
        return sum(self.stock.values())
    def __repr__(self):
        return f'Inventory({self.stock})'
inv = Inventory().add('apple', 5).add('pear')
inv.remove('apple', 2)
print(inv, len(inv))
try:
    inv.remove('pear', 3)
except ValueError as e:
    print('error:', e)
inv.remove('pear')
print(inv)
inv.remove('kiwi')
