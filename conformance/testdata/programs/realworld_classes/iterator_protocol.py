class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        return CountdownIter(self.start)
    def __len__(self):
        return self.start
    def __contains__(self, x):
        return isinstance(x, int) and 0 < x <= self.start
    def __reversed__(self):
        return iter(range(1, self.start + 1))
    def __repr__(self):
        return f"Countdown({self.start})"

class CountdownIter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

c = Countdown(5)
print(list(c), list(c), len(c), 3 in c, 9 in c, list(reversed(c)), sum(c), max(c), sorted(c))
it = iter(c)
print(next(it), next(it), list(it), next(it, "done"))
for i, v in enumerate(c, 1):
    if i == 2:
        break
print(i, v, dict(zip("abc", c)), [*c, *"xy"])

class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i
print(list(Squares()), 9 in Squares(), 10 in Squares(), [x for x in Squares() if x % 2])

class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, key):
        if isinstance(key, tuple):
            r, col = key
            return self.rows[r][col]
        if isinstance(key, slice):
            return Matrix(self.rows[key])
        return self.rows[key]
    def __setitem__(self, key, value):
        r, col = key
        self.rows[r][col] = value
    def __len__(self):
        return len(self.rows)
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
m = Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
m[1, 1] = 50
print(m[0], m[1, 1], m[::2], m[-1, -1], len(m), m[1:], list(m)[:1])
print(list(iter(m)))
s = slice(1, None, 2)
print(s.start, s.stop, s.step, s.indices(10), range(10)[s], "abcdef"[s])
gen = iter([1, 2, 3])
print(list(zip(gen, gen)), list(gen))
print(next(iter(Countdown(0)), "empty"))
print(next(CountdownIter(0)))
