print(*)
---
x = **a
---
f(**a, **)
---
del *a
---
del *a, b
---
x = [**a]
---
x = (**a)
---
*a += 1
---
x = {**a for a in b}
---
x = [*a for a in b]
---
x = {*a: 1}
---
x = *a, **b
---
return **x
---
f(*a=1)
---
a, *b, c = *
---
print(**)
---
(**1,) * 2.0
---
(**x y)
---
(**x if y)
