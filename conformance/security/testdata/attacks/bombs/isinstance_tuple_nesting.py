# attack: isinstance() with a classinfo tuple nested 200,000 times (found by the depth matrix)
# limits: ops=1e7 memory=64MiB time=60s
# expect: python RecursionError
# message: maximum recursion depth exceeded in __instancecheck__
t = int
for _ in range(200_000):
    t = (t,)
isinstance(1, t)
