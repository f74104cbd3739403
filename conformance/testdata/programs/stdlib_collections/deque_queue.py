from collections import deque
# breadth-first search with a deque
graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
seen = {'a'}
q = deque(['a'])
order = []
while q:
    n = q.popleft()
    order.append(n)
    for m in graph[n]:
        if m not in seen:
            seen.add(m)
            q.append(m)
print(order)
window = deque(maxlen=3)
avgs = []
for x in [10, 20, 30, 40, 50]:
    window.append(x)
    avgs.append(sum(window) / len(window))
print(avgs)
