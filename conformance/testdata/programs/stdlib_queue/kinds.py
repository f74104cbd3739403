import queue
p = queue.PriorityQueue()
for x in [5, 1, 4, 1, 3, 9, 2, 6]:
    p.put(x)
print([p.get() for _ in range(p.qsize())])
p = queue.PriorityQueue()
for item in [(2, 'b'), (1, 'z'), (2, 'a'), (1, 'y')]:
    p.put(item)
print([p.get_nowait() for _ in range(4)])
l = queue.LifoQueue()
for x in 'abc':
    l.put(x)
print([l.get() for _ in range(3)], l.empty())
s = queue.SimpleQueue()
s.put(1)
s.put_nowait(2)
print(s.qsize(), s.get(), s.get_nowait(), s.empty())
try:
    s.get(block=False)
except queue.Empty as e:
    print('Empty', repr(e))
print(issubclass(queue.LifoQueue, queue.Queue), issubclass(queue.Empty, Exception), queue.Full.__name__, queue.Empty.__name__)
names = ['Empty', 'Full', 'LifoQueue', 'PriorityQueue', 'Queue', 'SimpleQueue']
print([n for n in names if not hasattr(queue, n)])
class Tracked(queue.Queue):
    def put(self, item, block=True, timeout=None):
        print('put', item)
        super().put(item, block, timeout)
t = Tracked()
t.put(7)
print(t.get())
