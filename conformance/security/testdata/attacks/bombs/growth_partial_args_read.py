# attack: read functools.partial(...).args of 10**5 frozen arguments 10**6 times: each read copied every argument into a new tuple, uncharged (issue 14, spread appends sized by data: ran into the time limit); the tuple now shares the frozen arguments
# limits: ops=1e7 time=60s
# imports: functools
# expect: ok
# output: 100000000000
import functools
p = functools.partial(print, *range(100_000))
n = 0
for _ in range(1_000_000):
    n += len(p.args)
print(n)
