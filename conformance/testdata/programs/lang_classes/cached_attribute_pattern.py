class Lazy:
    def __init__(self):
        self._cache = None
        self.calls = 0
    @property
    def value(self):
        if self._cache is None:
            self.calls += 1
            self._cache = sum(range(10))
        return self._cache
l = Lazy()
print(l.value, l.value, l.calls)
