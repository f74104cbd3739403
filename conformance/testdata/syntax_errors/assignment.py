f() = 1
---
a + 1 = 2
---
None = 1
---
True = 0
---
1 = x
---
'abc' = x
---
(a, b) += 1
---
[a, b] += 1
---
a.b, f() = 1, 2
---
x, 1 = 1, 2
---
[x for x in y] = 1
---
{a: b} = c
---
a if b else c = 1
---
-a = 1
---
(yield) = 1
---
lambda: 1 = 2
---
a < b = 1
---
f() += 1
---
del f()
---
del 1
---
del a + b
---
del (a, f())
---
for f() in x:
    pass
---
for 1 in x:
    pass
---
with a as f():
    pass
---
with a as 1:
    pass
---
x = 1 = 2
---
print(x) = 3
---
await x = 1
---
x.y: int, z = 1
---
(a, b): int = 1
---
[x for x in y]: int = 1
---
a() : int
---
import a as 1
---
from . import x as y.z
---
import a.b as c.d
---
f(a=1, a() = 2)
---
f(x() = 1)
---
f(True=1)
---
f(1=2)
---
x = {**a: b}
---
a, b c = f(1)
---
h, m, mx mx, cur = info
---
a, b c() = 1
---
a, b c
---
a, b c d
---
def f():
    yield *xs,: 'tail'
---
def f():
    yield: int
---
x = 1
1 = await
---
x = 1 = await
---
(1) = await
---
f() = lambda
---
1 = not
---
a, 1 = await
---
1 = a if b
---
1 = f(**)
---
1 += await
---
1 += 
---
f() += yield
---
x = 1
a, b = b, a = 
---
nums, lets zip =(*pairs)
