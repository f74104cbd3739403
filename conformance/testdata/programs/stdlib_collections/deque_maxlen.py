from collections import deque
d = deque(maxlen=3)
for i in range(6):
    d.append(i)
    print(d)
d.appendleft(-1)
print(d, d.maxlen)
print(deque([1, 2]).maxlen)
e = deque(range(10), 4)
print(e)
e.extendleft('ab')
print(e)
z = deque([1, 2], maxlen=0)
print(z)
try:
    e.insert(0, 'q')
except IndexError as ex:
    print(ex)
