# traceback: full
class Item:
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        return self.name == other.name
items = [Item('a'), Item('b')]
print(Item('b') in items)
print('b' in items)
