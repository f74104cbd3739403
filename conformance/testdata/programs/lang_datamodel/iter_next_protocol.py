class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n <= 0: raise StopIteration
        self.n -= 1
        return self.n + 1
c = Countdown(3)
print(list(c), list(c))
print(next(Countdown(1)), next(Countdown(0), 'done'))
print(sum(Countdown(4)), max(Countdown(4)), sorted(Countdown(3)))
a, b = Countdown(2)
print(a, b)
