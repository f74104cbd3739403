class NamedList(list):
    def __init__(self, name, *items):
        super().__init__(items)
        self.name = name
    def __repr__(self):
        return f'{self.name}{list(self)}'
n = NamedList('nums', 3, 1, 2)
n.sort()
print(n, len(n), n[0], n + [9], isinstance(n, list))
class Registry(dict):
    def register(self, key):
        def deco(fn):
            self[key] = fn
            return fn
        return deco
r = Registry()
@r.register('hi')
def hi(): return 'hello'
print(list(r), r['hi']())
