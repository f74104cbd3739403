class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), sum(Countdown(4)), 2 in Countdown(3))
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
print(list(Seq()), [x for x in Seq()], 20 in Seq())
it = iter(Countdown(2))
print(next(it), next(it), next(it, None))
class Reiterable:
    def __init__(self, data):
        self.data = data
    def __iter__(self):
        yield from self.data
r = Reiterable('ab')
print(list(r), list(r), dict(zip(r, r)))
def sentinel_source():
    vals = iter([1, 2, 0, 3])
    return lambda: next(vals)
print(list(iter(sentinel_source(), 0)))
