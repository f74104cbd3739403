# krait-run: --allow-import heapq
import heapq
graph = {"A": {"B": 4, "C": 2}, "B": {"C": 5, "D": 10}, "C": {"E": 3}, "D": {"F": 11}, "E": {"D": 4}, "F": {}}
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    seen = set()
    while pq:
        d, u = heapq.heappop(pq)
        if u in seen:
            continue
        seen.add(u)
        for v, w in sorted(graph[u].items()):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v], prev[v] = nd, u
                heapq.heappush(pq, (nd, v))
    return dist, prev
dist, prev = dijkstra("A")
print(sorted(dist.items()))
path, node = [], "F"
while node != "A":
    path.append(node)
    node = prev[node]
print(" -> ".join(["A"] + path[::-1]))
class Job:
    def __init__(self, name, cost):
        self.name, self.cost = name, cost
    def __lt__(self, other):
        return (self.cost, self.name) < (other.cost, other.name)
    def __repr__(self):
        return f"Job({self.name}, {self.cost})"
jobs = [Job("x", 3), Job("y", 1), Job("z", 3), Job("w", 2)]
heapq.heapify(jobs)
print([heapq.heappop(jobs) for _ in range(4)])
stream = [5, 1, 9, 3, 7, 2, 8, 6, 4]
top = []
for x in stream:
    if len(top) < 3:
        heapq.heappush(top, x)
    else:
        heapq.heappushpop(top, x)
print(sorted(top, reverse=True), heapq.nlargest(3, stream))
try:
    heapq.heappush([1, "a"], 2)
    h = []
    heapq.heappush(h, 1)
    heapq.heappush(h, "a")
except TypeError as e:
    print("TypeError", e)
