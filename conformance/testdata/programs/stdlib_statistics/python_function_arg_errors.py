# krait-run: --allow-import statistics,re,random,queue,collections.abc
# Functions CPython writes in Python fail with a Python function's
# TypeErrors: counts with self for methods, "from X to Y", "was"/"were",
# keyword-only arguments in the count, 'a', 'b', and 'c' lists.
import collections.abc
import queue
import random
import re
import statistics

nd = statistics.NormalDist()
r = random.Random(5)
q = queue.Queue()


class M(collections.abc.MutableMapping):
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v

    def __delitem__(self, k):
        del self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


m = M()
calls = [
    lambda: nd.samples(), lambda: nd.samples(1, 2), lambda: nd.quantiles(1, 2), lambda: nd.samples(3, seed=1, n=2),
    lambda: statistics.quantiles([1, 2], 4), lambda: statistics.quantiles([1, 2], 4, n=2),
    lambda: statistics.quantiles(), lambda: statistics.median_grouped(), lambda: statistics.fmean([1], None, 3),
    lambda: statistics.variance(), lambda: statistics.correlation([1]), lambda: statistics.linear_regression(),
    lambda: re.sub(), lambda: re.sub("a"), lambda: re.sub(1, 2, 3, 4, 5, 6), lambda: re.compile(1, 2, 3),
    lambda: re.purge(1), lambda: re.escape(), lambda: re.split("a", "b", x=1), lambda: re.match("a", "a", pattern="b"),
    lambda: r.randint(), lambda: r.randint(1, 2, 3), lambda: r.sample(), lambda: r.choices(), lambda: r.choices([1], None, None),
    lambda: r.sample([1], 1, 2, counts=[1]), lambda: r.gauss(1, 2, 3), lambda: r.uniform(a=1),
    lambda: q.put(), lambda: q.put(1, 2, 3, 4), lambda: q.get(1, 2, 3), lambda: q.put_nowait(), lambda: q.get_nowait(1),
    lambda: q.put(1, item=2), lambda: q.qsize(1),
    lambda: m.pop(), lambda: m.pop(1, 2, 3), lambda: m.get(), lambda: m.setdefault(k=1), lambda: m.pop(key=1, default=5),
    lambda: m.get("x", default=7),
]
for f in calls:
    try:
        print("ok", f())
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
