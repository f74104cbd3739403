x = (1, 2
---
x = [1, 2
y = 3
---
d = {'a': 1,
---
print("hello"
---
x = (1, 2]
---
x = [1, 2)
---
x = {1: 2)
---
foo(a, b]
---
x = 1)
---
]
---
x = [1, (2, 3], 4)
---
def f(a, b:
    pass
---
x = (
    1 +
    2
---
if (a and
    b:
    pass
---
x = [[1, 2], [3, 4]
---
class C(Base:
    pass
---
s = f(g(h(1))
---
print("start"...
float(None)
---
print(a b
c)
