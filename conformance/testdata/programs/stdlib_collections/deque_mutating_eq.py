import collections
D = collections.deque(range(10))
class DE:
    def __init__(s, n): s.n = n
    def __eq__(s, o):
        if s.n == 0: D.clear()
        elif s.n == 1: D.append(99)
        elif s.n == 2: D.popleft()
        elif s.n == 3: D.rotate(1)
        elif s.n == 4: D.appendleft(7); D.pop()
        return False
for n in range(5):
    for op in ("remove", "index", "count", "contains"):
        D = collections.deque(range(10))
        try:
            if op == "remove": D.remove(DE(n)); r = None
            elif op == "index": r = D.index(DE(n))
            elif op == "count": r = D.count(DE(n))
            else: r = DE(n) in D
            print(n, op, r, list(D))
        except Exception as e: print(n, op, type(e).__name__, e, list(D))
