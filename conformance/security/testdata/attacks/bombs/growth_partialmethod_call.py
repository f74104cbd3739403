# attack: call a functools.partialmethod of 10**5 frozen arguments 10**6 times: each call copies them with the instance in front (issue 14, spread appends sized by data: the copy is charged before it is made now)
# limits: ops=1e7 time=60s
# imports: functools
# expect: limit ops
import functools
class C:
    m = functools.partialmethod(lambda self, *a: 0, *range(100_000))
c = C()
for _ in range(1_000_000):
    c.m()
print('done')
