# sum() adds floats (and ints after a float) unboxed: the same totals, in order, as the generic additions, and the generic path again after anything else.
import math
class F(float):
    def __add__(self, o): return "F"
    def __radd__(self, o): return "rF"
tests = [[0.1]*10, [1, 0.5, 2**62, 2**63, 0.25], [0.5, True, False, 3], [1e308, 1e308, -1e308],
         [float('nan'), 1], [0.1, F(2.0), 3], [2**70, 0.5], [0.5, 2**70, 1], [], [1, 2, 3.5, 10**20],
         [-0.0], [0.0, -0.0], [1.5, 1j, 2.5], [0.1, 0.2, 0.3]]
for t in tests:
    for start in (0, 0.0, -0.0, 1.5, 10**30):
        try:
            print(repr(sum(t, start)), repr(sum(iter(t), start)))
        except Exception as e:
            print(type(e).__name__, e)
print(sum(x / 3 for x in range(1000)))
print(sum([1.0, 'a'] if False else [1.0, 2.0]))
try:
    sum([1.5, 'a'])
except TypeError as e:
    print(e)
