import queue
q = queue.Queue(2)
print(q.maxsize, q.qsize(), q.empty(), q.full())
q.put(1)
q.put(2)
print(q.qsize(), q.full())
try:
    q.put(3, block=False)
except queue.Full as e:
    print('Full', repr(e))
try:
    q.put(3, timeout=0.01)
except queue.Full as e:
    print('Full', repr(e))
try:
    q.put_nowait(3)
except queue.Full:
    print('Full nowait')
print(q.get(), q.get_nowait(), q.empty())
for f in [lambda: q.get_nowait(), lambda: q.get(timeout=0.01), lambda: q.get(False)]:
    try:
        f()
    except queue.Empty as e:
        print('Empty', repr(e))
print(q.unfinished_tasks)
q.task_done()
q.task_done()
try:
    q.task_done()
except ValueError as e:
    print(e)
q.join()
try:
    queue.Queue().get(timeout=-1)
except ValueError as e:
    print(e)
u = queue.Queue()
for i in range(100):
    u.put(i * i)
print([u.get() for _ in range(100)][-3:], u.qsize())
