# krait-run: --allow-import heapq
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from collections import defaultdict
edges = [("a", "b", 4), ("a", "c", 2), ("b", "c", 5), ("b", "d", 10), ("c", "e", 3), ("e", "d", 4), ("d", "f", 11)]
g = defaultdict(list)
for u, v, w in edges:
    g[u].append((v, w))
    g[v].append((u, w))
import heapq
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in g[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v], prev[v] = nd, u
                heapq.heappush(pq, (nd, v))
    return dist, prev
dist, prev = dijkstra("a")
print(dict(sorted(dist.items())))
path, node = [], "f"
while node != "a":
    path.append(node)
    node = prev[node]
print(" -> ".join(["a"] + path[::-1]), dist["f"])
