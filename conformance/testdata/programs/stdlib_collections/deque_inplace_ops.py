from collections import deque
for n in range(0, 7):
    for k in range(-9, 10):
        d = deque(range(n)); d.rotate(k); print(n, k, list(d))
        d = deque(range(n), maxlen=n+1); d.rotate(k); print(d)
for n in range(0, 5):
    for i in range(-7, 8):
        d = deque(range(n)); d.insert(i, 'x'); print(d)
        if n:
            d = deque(range(n)); del d[i % n]; print(d)
            d = deque(range(n)); d.remove(n//2); print(d)
d = deque(range(3), maxlen=3)
try: d.insert(0, 1)
except IndexError as e: print(e)
print(deque([1,2]) + deque([3], maxlen=5), deque([1,2], maxlen=1) + deque([3,4]))
d = deque([1,2,3]); print(d + d)
d = deque(range(20)); 
for i in range(30): d.append(i); d.rotate(7); d.insert(3, -i); del d[5]
print(d)
