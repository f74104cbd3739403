x = $y
---
x = a ? b : c
---
x = `a`
---
x = 1 ! 2
---
x = 1 +\ 2
---
x = 1 \
---
x = a€b
---
x = 1 # comment \
    + 2
---
print("a") print("b")
---
x = 1 2
---
a b c
---
x == = 1
---
x = = 1
---
if x = 1:
    pass
---
while x = next(it):
    pass
---
x = 1 +
---
x = (1 +)
---
x = [1, 2, 3,,]
---
a..b
---
x = a.
---
f(1)(2)[3] 4
---
x = 5 6 7
---
x = <>
---
a <> b
---
x = 1 ++
---
import a.
---
from . import
---
x = [1 for x in]
---
x = [for x in y]
---
x = {x: for x in y}
---
x = [x for x in y if]
---
x = (x for)
---
a = 1; ; b = 2
---
x = 'a' 1
---
x = None None
---
class C(metaclass=M, **):
    pass
---
a = b = c =
---
x = 1 if 2
---
x = not
---
x = 1 < > 2
---
x = (1, 2 3)
---
x = {1, 2 3}
---
x = a[1:2:3:4]
---
x = y = yield = 1
---
def f(): return = 1
---
@property def f(): pass
---
x ≠ y
---
x = 1
  # indented comment is fine
 y = 2
---
x = 'a' if b else c = 1
---
x = a @= b
---
x = [1, 2, 3] [
---
x = [1, async 3]
---
x = {1, async 3}
---
f(m 1)
---
x = [ca b]
---
x = [mat() b]
---
x = [matches b]
---
x = [a b if c]
---
f(a b if c and d > 5)
---
x = [r for r  rs if r and r > 5]
---
x = {1: lambda x: x x / 0}
---
x = [a if b else c d]
---
f(c[1] b)
---
print(c['it']  c['times'])
---
f(m[1] + 2 b)
---
f(c() b)
---
print(s[1], s[::3 None ], s[:-1])
---
nums[1:3 3] = []
---
x = [a, b for , c]
---
print({k: len(v) for k, v groups in x.items()})
---
x = [a for a, *b c in d]
---
x = [a for (a, b) c in d]
---
x = [a if b else y d]
---
f(a if b else y z)
---
x = [a if b else {1} 4]
---
x = [lambda: a if b else y z]
---
x = f'{x:{"0" if x else{ ""}4}'
