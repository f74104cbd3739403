# krait-run: --allow-import heapq
import heapq
h = []
for x in [5, 1, 8, 3, 9, 2, 7, 2, 6]:
    heapq.heappush(h, x)
    print(h)
out = []
while h:
    out.append(heapq.heappop(h))
    print(h)
print(out)
