from collections import deque
d = deque()
for f in (d.pop, d.popleft):
    try:
        f()
    except IndexError as e:
        print(e)
d = deque([1, 2])
try:
    d[5]
except IndexError as e:
    print(e)
try:
    d.index(9)
except ValueError as e:
    print(e)
try:
    d.remove(9)
except ValueError as e:
    print(e)
try:
    deque(maxlen=-1)
except ValueError as e:
    print(e)
try:
    d + [3]
except TypeError as e:
    print(e)
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print(e)
d[1:2]
