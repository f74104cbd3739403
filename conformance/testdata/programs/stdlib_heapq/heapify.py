# krait-run: --allow-import heapq
import heapq
for data in [[9, 8, 7, 6, 5, 4, 3, 2, 1], [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], [], [1], ['b', 'a', 'd', 'c']]:
    heapq.heapify(data)
    print(data)
h = [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z')]
heapq.heapify(h)
print(h, heapq.heappop(h))
