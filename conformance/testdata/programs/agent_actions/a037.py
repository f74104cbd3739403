# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
graph = {"A": ["B", "C"], "B": ["D"], "C": ["D", "E"], "D": ["F"], "E": ["F"], "F": []}
from collections import deque
def bfs(start, goal):
    queue = deque([[start]])
    seen = {start}
    while queue:
        path = queue.popleft()
        node = path[-1]
        if node == goal:
            return path
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(path + [nxt])
    return None
print("Shortest A->F:", " -> ".join(bfs("A", "F")))
def all_paths(node, goal, path=()):
    path = path + (node,)
    if node == goal:
        return [path]
    return [p for n in graph[node] for p in all_paths(n, goal, path)]
for p in all_paths("A", "F"):
    print(p)
indeg = {n: 0 for n in graph}
for vs in graph.values():
    for v in vs:
        indeg[v] += 1
print(indeg)
