# krait-run: --allow-import pprint
import pprint, random
from collections import OrderedDict, Counter, defaultdict, deque
random.seed(3)
def gen(d):
    r = random.random()
    if d > 3 or r < 0.3:
        return random.choice([1, -20, 3.5, 'word', 'a longer string with spaces ' * random.randint(1, 4), None, True, b'bytes' * random.randint(0, 8), 10 ** random.randint(1, 30)])
    n = random.randint(0, 6)
    k = random.random()
    if k < 0.25:
        return [gen(d + 1) for _ in range(n)]
    if k < 0.4:
        return tuple(gen(d + 1) for _ in range(n))
    if k < 0.6:
        return {random.choice(['k', 'key', 'z', 'alpha', 'b']) + str(i): gen(d + 1) for i in range(n)}
    if k < 0.65:
        return set(random.randint(0, 99) for _ in range(n))
    if k < 0.7:
        return OrderedDict((str(i), gen(d + 1)) for i in range(n))
    if k < 0.75:
        return Counter(random.choice('abcde') for _ in range(n * 3))
    if k < 0.8:
        dd = defaultdict(list)
        for i in range(n):
            dd[i].append(gen(d + 1))
        return dd
    if k < 0.85:
        return deque([gen(d + 1) for _ in range(n)], maxlen=random.choice([None, 10]))
    return [gen(d + 1) for _ in range(n)]
for i in range(250):
    obj = gen(0)
    kw = {}
    if random.random() < 0.5: kw['width'] = random.randint(5, 80)
    if random.random() < 0.3: kw['indent'] = random.randint(0, 4)
    if random.random() < 0.3: kw['depth'] = random.randint(1, 4)
    if random.random() < 0.3: kw['compact'] = True
    if random.random() < 0.2: kw['sort_dicts'] = False
    print(i, kw)
    print(pprint.pformat(obj, **kw))
