# attack: str of ValueError(ValueError(...)) nested 200,000 times (issue 14, class 1, which nested 2.5 million: the depth matrix covers that depth under a small stack)
# limits: ops=1e7 memory=64MiB time=60s
# expect: python RecursionError
# message: maximum recursion depth exceeded while getting the str of an object
err = ValueError("x")
for _ in range(200_000):
    err = ValueError(err)
str(err)
