# krait-run: --allow-import heapq
import queue
import collections
import time
import heapq
print(queue.deque is collections.deque, queue.time is time.monotonic, queue.heappush is heapq.heappush, queue.heappop is heapq.heappop)
d = queue.deque([1, 2])
d.appendleft(0)
print(d)
h = []
for x in [5, 1, 4]:
    queue.heappush(h, x)
print(queue.heappop(h), h)
print(isinstance(queue.time(), float))
