class I:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n
it = I()
print(iter(it) is it, type(iter(it)).__name__)
print(list(iter(it)))
class J:
    def __iter__(self):
        return I()
j = J()
print(type(iter(j)).__name__, iter(j) is j, list(iter(j)))
print(next(iter(I())))
for x in iter(I()):
    print(x)
