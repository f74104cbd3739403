# krait-run: --allow-import functools
from functools import total_ordering
@total_ordering
class LE:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __le__(self, o):
        return self.v <= o.v
print(LE(1) < LE(2), LE(2) < LE(2), LE(3) > LE(2), LE(2) >= LE(2))
@total_ordering
class GE:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __ge__(self, o):
        return self.v >= o.v
print(GE(1) < GE(2), GE(2) <= GE(2), GE(3) > GE(2), GE(1) > GE(1))
@total_ordering
class NI:
    def __lt__(self, o):
        return NotImplemented
try:
    NI() > NI()
except TypeError as e:
    print(e)
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print(e)
