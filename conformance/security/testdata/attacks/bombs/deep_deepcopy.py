# attack: copy.deepcopy of a 100000-deep list — a catchable RecursionError, never a Go stack overflow
# limits: ops=1e7 memory=64MiB
# imports: copy
# requires: copy
# expect: python RecursionError
# message: maximum recursion depth exceeded while calling a Python object
a = []
b = []
for _ in range(100000):
    a = [a]
    b = [b]
import copy
copy.deepcopy(a)
