class Item:
    def __init__(self, name, qty=0, price=0.0):
        self.name, self.qty, self.price = name, qty, price
    def __eq__(self, o):
        return isinstance(o, Item) and (self.name, self.qty, self.price) == (o.name, o.qty, o.price)
    def __repr__(self):
        return f'Item(name={self.name!r}, qty={self.qty!r}, price={self.price!r})'
    @property
    def total(self):
        return self.qty * self.price
inv = [Item('bolt', 10, 0.25), Item('nut', 5, 0.1), Item('gear', 1, 12.5)]
print(sorted(inv, key=lambda i: i.total))
print(Item('a') == Item('a'), Item('a') == Item('b'), Item('a') == 'a')
print(f'{sum(i.total for i in inv):.2f}')
