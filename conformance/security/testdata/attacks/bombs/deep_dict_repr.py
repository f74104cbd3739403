# attack: repr of a 100000-deep dict — a catchable RecursionError, never a Go stack overflow
# limits: ops=1e7 memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded while getting the repr of an object
d = {}
for _ in range(100000):
    d = {1: d}
repr(d)
