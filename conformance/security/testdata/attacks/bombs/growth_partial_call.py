# attack: call a functools.partial of 10**5 frozen arguments 10**6 times: each call copies the frozen arguments before calling (issue 14, spread appends sized by data: the copy is charged before it is made now)
# limits: ops=1e7 time=60s
# imports: functools
# expect: limit ops
import functools
p = functools.partial(lambda *a: 0, *range(100_000))
for _ in range(1_000_000):
    p()
print('done')
