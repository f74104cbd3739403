# krait-run: --allow-import heapq
import heapq
import itertools
# Priority queue with stable ordering and lazy deletion (the heapq docs recipe)
pq, entry_finder, counter = [], {}, itertools.count()
REMOVED = "<removed>"
def add_task(task, priority=0):
    if task in entry_finder:
        remove_task(task)
    entry = [priority, next(counter), task]
    entry_finder[task] = entry
    heapq.heappush(pq, entry)
def remove_task(task):
    entry = entry_finder.pop(task)
    entry[-1] = REMOVED
def pop_task():
    while pq:
        priority, count, task = heapq.heappop(pq)
        if task is not REMOVED:
            del entry_finder[task]
            return task, priority
    raise KeyError("pop from an empty priority queue")
for name, pri in [("write spec", 3), ("code", 5), ("test", 5), ("release", 9), ("coffee", 1)]:
    add_task(name, pri)
add_task("code", 2)
remove_task("test")
order = []
while True:
    try:
        order.append(pop_task())
    except KeyError as e:
        print("done:", e)
        break
print(order)
h = []
for x in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, -x)
print([-heapq.heappop(h) for _ in range(3)], sorted(-v for v in h))
print(heapq.heappushpop([1, 3, 5], 0), heapq.heappushpop([1, 3, 5], 4))
h = [1, 3, 5]
print(heapq.heapreplace(h, 0), h)
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError", e)
try:
    heapq.heapreplace([], 1)
except IndexError as e:
    print("IndexError", e)
