# Found by difftest: list() and tuple() call a user __len__ first (the
# length hint); a negative length is a ValueError, a TypeError is ignored.
class C:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __iter__(self):
        return iter('ab')
for n in [-1, 2, 'x', 2 ** 70]:
    for make in [list, tuple]:
        try:
            print(make(C(n)))
        except (ValueError, TypeError, OverflowError) as e:
            print(type(e).__name__, e)
class G:
    def __len__(self):
        return -1
    def __getitem__(self, i):
        if i > 1:
            raise IndexError(i)
        return i
try:
    print(list(G()))
except ValueError as e:
    print(type(e).__name__, e)
print(sorted(set(C(-1))), sorted(C(5)))
class N:
    def __len__(self):
        return -1
try:
    print(list(N()))
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
class P:
    def __len__(self):
        return -1
    def __iter__(self):
        print('iter called')
        return iter([1])
try:
    print(tuple(P()))
except ValueError as e:
    print(type(e).__name__, e)
