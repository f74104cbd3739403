# attack: repr of list[list[...]] nested 200,000 times, built iteratively (issue 14, class 1: a Go stack overflow before the depth guard; the issue nested 10^6, which the depth matrix covers under a small stack)
# limits: ops=1e7 memory=64MiB time=60s
# expect: python RecursionError
# message: maximum recursion depth exceeded while getting the repr of an object
alias = int
for _ in range(200_000):
    alias = list[alias]
repr(alias)
