from collections import deque
d = deque(range(10))
print(d[-1], d[-10], d[4])
d[-1] = 'last'
del d[0]
del d[-2]
print(d)
print(d.index('last'), d.index(3, 1, 5))
try:
    d.index(3, 4)
except ValueError as e:
    print(e)
d.insert(-1, 'ins')
d.insert(100, 'end')
d.insert(-100, 'start')
print(d)
try:
    d['x']
except TypeError as e:
    print(e)
print(len(d), d.count('end'))
