class Record:
    def __init__(self, **kw): self._data = kw
    def __getattr__(self, name):
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(f'{type(self).__name__!r} has no field {name!r}') from None
r = Record(a=1, b='two')
print(r.a, r.b, getattr(r, 'c', 'default'))
try:
    r.c
except AttributeError as e:
    print(e)
