# krait-run: --allow-import heapq
import heapq
tasks = []
for prio, name in [(3, 'write'), (1, 'plan'), (2, 'code'), (1, 'coffee'), (5, 'ship')]:
    heapq.heappush(tasks, (prio, name))
while tasks:
    print(heapq.heappop(tasks))
graph = {'A': {'B': 1, 'C': 4}, 'B': {'C': 2, 'D': 5}, 'C': {'D': 1}, 'D': {}}
dist = {'A': 0}
pq = [(0, 'A')]
while pq:
    d, node = heapq.heappop(pq)
    if d > dist.get(node, float('inf')):
        continue
    for nb, w in graph[node].items():
        nd = d + w
        if nd < dist.get(nb, float('inf')):
            dist[nb] = nd
            heapq.heappush(pq, (nd, nb))
print(dist)
