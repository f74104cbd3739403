graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
def bfs(start, goal):
    from collections import deque
    q = deque([[start]])
    seen = {start}
    while q:
        path = q.popleft()
        if path[-1] == goal:
            return path
        for n in graph[path[-1]]:
            if n not in seen:
                seen.add(n)
                q.append(path + [n])
def dfs_all(node, path=()):
    path = path + (node,)
    if not graph[node]:
        yield path
    for n in graph[node]:
        yield from dfs_all(n, path)
print(bfs('a', 'f'))
print(['-'.join(p) for p in dfs_all('a')])
