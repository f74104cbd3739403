from collections import defaultdict, Counter
import math
class Task:
    _ids = 0
    def __init__(self, title, priority=3, tags=()):
        Task._ids += 1
        self.id = Task._ids
        self.title = title
        self.priority = priority
        self.tags = set(tags)
        self.done = False
    def complete(self):
        if self.done:
            raise RuntimeError(f'task {self.id} already done')
        self.done = True
        return self
    def __repr__(self):
        mark = 'x' if self.done else ' '
        return f'[{mark}] #{self.id} {self.title!r} p{self.priority}'
class Board:
    def __init__(self):
        self.tasks = []
    def add(self, *args, **kwargs):
        t = Task(*args, **kwargs)
        self.tasks.append(t)
        return t
    def by_tag(self):
        out = defaultdict(list)
        for t in self.tasks:
            for tag in sorted(t.tags):
                out[tag].append(t.id)
        return dict(out)
    def pending(self):
        return sorted((t for t in self.tasks if not t.done), key=lambda t: (t.priority, t.id))
    def stats(self):
        c = Counter('done' if t.done else 'open' for t in self.tasks)
        ratio = c['done'] / len(self.tasks) if self.tasks else math.nan
        return dict(c), round(ratio, 3)
b = Board()
b.add('write parser', 1, tags=['core', 'lang'])
b.add('write docs', tags=('docs',))
b.add('fix bug', priority=2, tags={'core'})
b.add('benchmark')
b.tasks[0].complete()
for t in b.pending():
    print(t)
print(b.by_tag())
print(b.stats())
try:
    b.tasks[0].complete()
except RuntimeError as e:
    print('error:', e)
summary = {t.title.split()[0]: len(t.title) for t in b.tasks}
print(summary, max(summary, key=summary.get))
matrix = [[t.priority * j for j in range(3)] for t in b.tasks]
print(matrix, list(map(sum, zip(*matrix))))
words = ' '.join(t.title for t in b.tasks).split()
print(Counter(words).most_common(1), sorted(set(w[0] for w in words)))
def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]
print([list(c) for c in chunks(range(7), 3)])
print(f"{'total':<8}|{len(b.tasks):>4}|{sum(t.priority for t in b.tasks) / len(b.tasks):6.2f}")
