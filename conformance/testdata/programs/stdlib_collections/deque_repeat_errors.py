from collections import deque
class D(deque): pass
class R:
    def __rmul__(self, o): return 'rmul'
for a, b in [(deque([1]), 1.5), (1.5, deque([1])), (D([1]), 'x'), (deque(), deque()), (deque([1]), None)]:
    try:
        print(a * b)
    except TypeError as e:
        print(e)
print(deque([1]) * R())
print(deque([1, 2]) * 2, 2 * deque([1]))
d = deque([1])
try:
    d *= 2.0
except TypeError as e:
    print(e)
try:
    d += 1
except TypeError as e:
    print(e)
