def binary_search(xs, target):
    lo, hi = 0, len(xs) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid, steps
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
data = list(range(0, 200, 3))
for t in (0, 99, 198, 100, -5):
    print(t, binary_search(data, t))
def bfs(graph, start):
    seen, order, queue = {start}, [], [start]
    while queue:
        node = queue.pop(0)
        order.append(node)
        for nxt in graph.get(node, []):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return order
g = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['a'], 'e': []}
print(bfs(g, 'a'), bfs(g, 'e'))
