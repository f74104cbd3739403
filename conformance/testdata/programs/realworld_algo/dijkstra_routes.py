# krait-run: --allow-import heapq
import heapq
from collections import defaultdict

edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev

def path(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]

dist, prev = dijkstra("A")
for node in sorted(dist):
    print(f"{node}: {dist[node]:>3}  via {' -> '.join(path(prev, node))}")
print(dict(sorted(prev.items())))
print(heapq.nsmallest(3, edges, key=lambda e: e[2]))
print(heapq.nlargest(2, dist.items(), key=lambda kv: kv[1]))
h = [5, 1, 8, 3, 2]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 4), heapq.heapreplace(h, 0), h)
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))
print(path(prev, "Z"), dist["Z"])
