# krait-run: --allow-import heapq,bisect
import itertools, collections, heapq, bisect
tests = [
    lambda: itertools.islice('abc', 2 ** 70),
    lambda: itertools.islice('abc', 2 ** 70, None),
    lambda: list(itertools.islice('abc', 1, 2 ** 63 - 1)),
    lambda: itertools.repeat(1, 2 ** 70),
    lambda: list(itertools.repeat(1, -2 ** 70)),
    lambda: collections.deque([1], 2 ** 70),
    lambda: collections.deque([1]).rotate(2 ** 70),
    lambda: list(itertools.combinations([1], 2 ** 70)),
    lambda: itertools.tee([1], 2 ** 70),
    lambda: bisect.bisect([1, 2], 1, 2 ** 70),
    lambda: heapq.nlargest(2 ** 70, [3, 1]),
    lambda: collections.Counter('ab').most_common(2 ** 70),
    lambda: list(itertools.permutations([1, 2], 2 ** 70)),
    lambda: collections.deque([1, 2]).insert(2 ** 70, 0),
]
for i, f in enumerate(tests):
    try:
        r = f()
        print(i, 'ok', r if isinstance(r, (list, int)) else type(r).__name__)
    except Exception as e:
        print(i, type(e).__name__, e)
