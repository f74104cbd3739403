from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d)
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d, len(d))
print(d[0], d[-1], d[3])
d[1] = 'x'
print(d)
del d[1]
print(d)
print(list(reversed(d)))
print(3 in d, 99 in d)
print(deque())
print(bool(deque()), bool(d))
