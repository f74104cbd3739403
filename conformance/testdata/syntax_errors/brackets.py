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
---
import numpy as np
for f in [lambda: np.concatenate([np.zeros((2, 2)), np.zeros((3, 3))], axis=1),
          lambda: np.stack([np.zeros(2), np.zeros(3)]) 
          lambda: np.dot(np.zeros((2, 3)), np.zeros((2, 3))),
          ]:
    pass
---
x = [a
     b + cccccccccccccccccccccccc]
---
x = [a  
     b + cccccccccccccccccccccccc]
---
x = [é
     b + cccccccccccccccccccccccc]
---
print([x * y for x in range(3)] [x for x in range(10)], 1)
---
print([float(repr(v)) == v for v in vals]  [float(str(v)) == v for v in vals])
---
print(a [x for x in y])
---
print(1 + a [x for x in y])
---
x = {1: a [x for x in y]}
---
print(a.b [x for x in y] + 2)
---
print(np.c_[np.ones(2), np np.zeros((2, 2))])
---
x[1, 2 3]
---
d = {
    "print": lambda: print~("x", file=s), "n": 1,
}
---
d = {
    "a": 1,
    λ'reading': [1],
}
