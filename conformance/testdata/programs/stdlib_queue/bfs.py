from queue import Queue
graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
seen, order = {'a'}, []
q = Queue()
q.put('a')
while not q.empty():
    node = q.get()
    order.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            seen.add(nxt)
            q.put(nxt)
print(order)
