class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print('rolled back:', ev)
            return True
        print('committed')
db = {'a': 1}
with Transaction(db) as s:
    s['b'] = 2
with Transaction(db) as s:
    s['c'] = 3
    raise RuntimeError('constraint')
print(db)
