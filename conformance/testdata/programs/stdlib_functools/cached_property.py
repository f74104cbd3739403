# krait-run: --allow-import functools
from functools import cached_property
class Data:
    def __init__(self, values):
        self.values = values
        self.computed = 0
    @cached_property
    def total(self):
        self.computed += 1
        print('computing total')
        return sum(self.values)
d = Data([1, 2, 3])
print(d.total, d.total, d.computed)
d.total = 100
print(d.total)
del d.total
print(d.total, d.computed)
e = Data([5])
print(e.total, d.total)
