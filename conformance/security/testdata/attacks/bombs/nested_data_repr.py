# attack: repr of 100000-deep nested lists
# limits: ops=1e7 memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded while getting the repr of an object
a = []
for _ in range(100000):
    a = [a]
repr(a)
