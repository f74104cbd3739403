# krait-run: --allow-import heapq
import heapq
h = [1, 'a']
try:
    heapq.heapify(h)
except TypeError as e:
    print(e)
heapq.heappush([1, 2], None)
