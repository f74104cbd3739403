# krait-run: --allow-import heapq,bisect
import random, heapq, bisect, itertools
from collections import Counter, deque, OrderedDict
random.seed(5)
# deque random operations
for trial in range(60):
    d = deque(range(random.randint(0, 6)), maxlen=random.choice([None, 3, 5, 8]))
    ops = []
    for _ in range(25):
        op = random.choice(['append', 'appendleft', 'pop', 'popleft', 'extend', 'extendleft', 'rotate', 'insert', 'remove', 'reverse', 'del', 'set', 'index', 'count', 'mul'])
        try:
            if op in ('append', 'appendleft'):
                getattr(d, op)(random.randint(0, 9))
            elif op in ('pop', 'popleft', 'reverse'):
                getattr(d, op)()
            elif op in ('extend', 'extendleft'):
                getattr(d, op)(range(random.randint(0, 4)))
            elif op == 'rotate':
                d.rotate(random.randint(-7, 7))
            elif op == 'insert':
                d.insert(random.randint(-8, 8), 'i')
            elif op == 'remove':
                d.remove(random.randint(0, 9))
            elif op == 'del':
                del d[random.randint(-8, 8)]
            elif op == 'set':
                d[random.randint(-8, 8)] = 's'
            elif op == 'index':
                ops.append(d.index(random.randint(0, 5)))
            elif op == 'count':
                ops.append(d.count(random.randint(0, 5)))
            elif op == 'mul':
                d = d * random.randint(0, 2)
        except (IndexError, ValueError) as e:
            ops.append(str(e))
    print(trial, d, ops)
# Counter arithmetic
for trial in range(60):
    a = Counter({k: random.randint(-3, 5) for k in random.sample('abcdefg', random.randint(0, 5))})
    b = Counter({k: random.randint(-3, 5) for k in random.sample('abcdefg', random.randint(0, 5))})
    c = a.copy(); c += b
    e = a.copy(); e -= b
    f = a.copy(); f |= b
    g = a.copy(); g &= b
    print(trial, a + b, a - b, a | b, a & b, +a, -b, c, e, f, g, a == b, a <= b, a.most_common(2), sorted(a.elements()), a.total())
# heap operations
for trial in range(40):
    h = []
    log = []
    for _ in range(30):
        r = random.random()
        if r < 0.5:
            heapq.heappush(h, (random.randint(0, 9), random.randint(0, 99)))
        elif r < 0.7 and h:
            log.append(heapq.heappop(h))
        elif r < 0.8 and h:
            log.append(heapq.heapreplace(h, (random.randint(0, 9), 0)))
        else:
            log.append(heapq.heappushpop(h, (random.randint(0, 9), 1)))
    print(trial, h, log)
    data = [random.randint(0, 20) for _ in range(random.randint(0, 15))]
    heapq.heapify(data)
    print(data, heapq.nlargest(3, data), heapq.nsmallest(4, data, key=lambda x: -x), list(heapq.merge(sorted(data), [5, 10])))
    s = sorted(random.randint(0, 10) for _ in range(10))
    x = random.randint(-1, 11)
    print(bisect.bisect_left(s, x), bisect.bisect_right(s, x, 2), bisect.bisect(s, x, 0, 5))
# itertools
for trial in range(40):
    xs = [random.randint(0, 4) for _ in range(random.randint(0, 6))]
    r = random.randint(0, 4)
    print(trial, list(itertools.combinations(xs, r))[:5], list(itertools.permutations(xs, min(r, 3)))[:5],
          list(itertools.combinations_with_replacement(xs, min(r, 2)))[:5], list(itertools.accumulate(xs)),
          [(k, list(g)) for k, g in itertools.groupby(xs)], list(itertools.islice(itertools.cycle(xs or [0]), r, r + 5, 2)),
          list(itertools.zip_longest(xs, 'ab')), list(itertools.pairwise(xs)), list(itertools.product(xs[:2], repeat=2))[:4])
