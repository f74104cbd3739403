# attack: typing.Optional[list[...]] nested 50,000 times: each level used to copy the repr text of every level below it (quadratic time and memory outside the budget)
# limits: ops=1e7 memory=64MiB time=60s
# imports: typing
# expect: python RecursionError
# message: maximum recursion depth exceeded while calling a Python object
import typing
a = int
for _ in range(50_000):
    a = typing.Optional[list[a]]
repr(a)
