# attack: next() of a chain of 200,000 map iterators (issue 14, class 1; CPython itself overflows its C stack here)
# limits: ops=1e7 memory=64MiB time=60s
# expect: python RecursionError
# message: maximum recursion depth exceeded
it = iter([1, 2, 3])
for _ in range(200_000):
    it = map(abs, it)
next(it)
