# traceback: full
class Registry:
    def __init__(self):
        self._items = {'a': 1}
    def __getitem__(self, key):
        return self._items[key]
def lookup(reg, keys):
    return [reg[k] for k in keys]
print(lookup(Registry(), ['a']))
print(lookup(Registry(), ['a', 'b']))
