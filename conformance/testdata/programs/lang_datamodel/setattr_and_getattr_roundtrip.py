class Record:
    def __init__(self):
        self.data = {}
    def __getattr__(self, name):
        if name in self.data:
            return self.data[name]
        raise AttributeError(name)
r = Record()
r.data['k'] = 'v'
print(r.k, hasattr(r, 'nope'))
