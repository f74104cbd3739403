# attack: a slice nested in slices 200,000 times, formatted by an f-string (issue 14, class 1)
# limits: ops=1e7 memory=64MiB time=60s
# expect: python RecursionError
# message: maximum recursion depth exceeded while getting the repr of an object
s = slice(1)
for _ in range(200_000):
    s = slice(s)
f"{s}"
