x = “hello”
---
print(‘hi’)
---
x = 1 – 2
---
x = 1
---
x = 1​
---
def f():
    return 1
---
x = 5 × 3
---
if x ≥ 3:
    pass
---
x = a → b
---
s = 'abc'
---
x = 1
---
λ = 1
π = 3.14
x = λ + π + ∞
---
x = 1 # ok
y = 2 ¬ 3
---
x = ½
---
var² = 4
---
x = ٤٢
---
def f(x):
    return x；
---
x = [1，2]
---
print（1）
---
a = 1
b = 2
c = a ⁄ b
