with (open(f) as g, open(h) as):
    pass
---
with open(f) as g, :
    pass
---
import a, 
---
from x import a,
---
from x import (a, b
---
from x import (a b)
---
class C(a, b
    pass
---
x = {a: b: c}
---
x = {1: 2, 3}
---
x = {1, 2: 3}
---
x = (a for a in b for)
---
x = [a async for]
---
async with:
    pass
---
for x in range(10):
    pass
else
    pass
---
while x:
    pass
else x:
    pass
---
try:
    pass
except E as e.f:
    pass
---
try:
    pass
except E as (a, b):
    pass
---
try:
    pass
except E as 1:
    pass
---
raise E,
---
raise E, "message"
---
assert x,
---
global
---
global a,
---
nonlocal 1
---
x = [
1,
2
3]
---
if x:
    pass
  else:
    pass
---
def f():
    return
  x
---
x = lambda: (yield
---
a = (1 if 2 else 3 if 4)
---
x = 1 and
---
x = a[]
---
f = lambda: await
---
x = {'a': 1, **}
---
import .a
---
from .. import (a as b as c)
---
x = a if b else
---
print(1 2 3)
---
x = (a, b for b in c)
---
x = [a, b for b in c]
