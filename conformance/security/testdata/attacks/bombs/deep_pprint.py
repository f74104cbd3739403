# attack: pprint.pformat of a 100000-deep list — a catchable RecursionError, never a Go stack overflow
# limits: ops=1e7 memory=64MiB
# imports: pprint
# requires: pprint
# expect: python RecursionError
# message: maximum recursion depth exceeded while getting the repr of an object
# note: CPython (whose pprint is Python code) says "while calling a Python object"; krait's pprint is native
a = []
b = []
for _ in range(100000):
    a = [a]
    b = [b]
import pprint
pprint.pformat(a)
