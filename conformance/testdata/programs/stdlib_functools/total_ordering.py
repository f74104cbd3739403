# krait-run: --allow-import functools
from functools import total_ordering
@total_ordering
class Version:
    def __init__(self, major, minor):
        self.major, self.minor = major, minor
    def __eq__(self, other):
        return (self.major, self.minor) == (other.major, other.minor)
    def __lt__(self, other):
        return (self.major, self.minor) < (other.major, other.minor)
    def __repr__(self):
        return f'V{self.major}.{self.minor}'
a, b = Version(1, 2), Version(1, 3)
print(a < b, a > b, a <= b, a >= b, a <= Version(1, 2), a >= Version(1, 2))
print(sorted([Version(2, 0), a, b]), max(a, b))
@total_ordering
class G:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __gt__(self, o):
        return self.v > o.v
print(G(1) < G(2), G(1) <= G(1), G(3) >= G(2), G(1) > G(2))
