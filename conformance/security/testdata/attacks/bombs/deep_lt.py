# attack: ordering comparison of two 100000-deep lists — a catchable RecursionError, never a Go stack overflow
# limits: ops=1e7 memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded in comparison
a = []
b = []
for _ in range(100000):
    a = [a]
    b = [b]
a < b
