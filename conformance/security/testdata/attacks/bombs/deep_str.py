# attack: str() of a 100000-deep list — a catchable RecursionError, never a Go stack overflow
# limits: ops=1e7 memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded while getting the repr of an object
a = []
b = []
for _ in range(100000):
    a = [a]
    b = [b]
str(a)
