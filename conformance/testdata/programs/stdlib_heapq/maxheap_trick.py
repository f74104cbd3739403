# krait-run: --allow-import heapq
import heapq
nums = [4, 1, 7, 3, 8, 5]
h = [-x for x in nums]
heapq.heapify(h)
print([-heapq.heappop(h) for _ in range(3)])
stream = [5, 2, 9, 1, 7, 3, 8]
top = []
for x in stream:
    if len(top) < 3:
        heapq.heappush(top, x)
    else:
        heapq.heappushpop(top, x)
print(sorted(top, reverse=True), top)
