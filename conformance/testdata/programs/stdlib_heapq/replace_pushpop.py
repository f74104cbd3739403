# krait-run: --allow-import heapq
import heapq
h = [1, 3, 5, 7, 9]
print(heapq.heapreplace(h, 6), h)
print(heapq.heappushpop(h, 0), h)
print(heapq.heappushpop(h, 8), h)
print(heapq.heappushpop([], 4))
try:
    heapq.heappop([])
except IndexError as e:
    print(e)
try:
    heapq.heapreplace([], 1)
except IndexError as e:
    print(e)
try:
    heapq.heappush((), 1)
except TypeError as e:
    print(e)
