class DefaultDict(dict):
    def __missing__(self, key):
        self[key] = v = len(key)
        return v
d = DefaultDict(a=1)
print(d['a'], d['xyz'], d)
print(d.get('nope'), 'nope' in d, isinstance(d, dict))
class Counter(dict):
    def add(self, k): self[k] = self.get(k, 0) + 1
c = Counter()
for ch in 'hello': c.add(ch)
print(c, type(c).__name__, len(c))
