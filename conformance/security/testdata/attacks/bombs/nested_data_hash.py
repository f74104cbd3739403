# attack: hash of 100000-deep nested tuples
# limits: ops=1e7 memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded
a = ()
for _ in range(100000):
    a = (a,)
hash(a)
