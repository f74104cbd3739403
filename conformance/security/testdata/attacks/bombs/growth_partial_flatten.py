# attack: f = functools.partial(f, i) 2*10**5 times: each flattening copies every argument so far, n(n+1)/2 copies in all (issue 14, nested functools wrappers: the copies were not charged and the loop ran into the time limit)
# limits: ops=1e7 time=60s
# imports: functools
# expect: limit ops
import functools
f = lambda *a: len(a)
for i in range(200_000):
    f = functools.partial(f, i)
print(f())
