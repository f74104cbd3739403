# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from collections import namedtuple, OrderedDict, deque
Point = namedtuple("Point", ["x", "y"])
pts = [Point(3, 4), Point(-1, 2), Point(0, 0), Point(5, -2)]
dist = {p: (p.x ** 2 + p.y ** 2) ** 0.5 for p in pts}
for p, d in sorted(dist.items(), key=lambda kv: kv[1]):
    print(p, round(d, 3))
print(pts[0]._asdict(), pts[1]._replace(x=10))
q = deque(maxlen=3)
for i in range(6):
    q.append(i)
print(list(q), q.popleft(), q)
od = OrderedDict(b=2, a=1)
od.move_to_end("b")
print(od)
