match x:
    case 1 + 1:
        pass
---
match x:
    case f(x):
        pass
    case a.b():
        pass
    case -x:
        pass
---
match x:
    case {**rest, 'a': 1}:
        pass
---
match x:
    case {'a': 1, **rest, 'b': 2}:
        pass
---
match x:
    case {**_}:
        pass
---
match x:
    case 1 as 2:
        pass
---
match x:
    case a as b.c:
        pass
---
match x:
    case a as _:
        pass
---
match x:
    case C(a=1, 2):
        pass
---
match x:
    case {a: 1}:
        pass
---
match x:
    case (1 + 2j) * 3:
        pass
---
match x:
    case 1 if:
        pass
---
match x:
    case:
        pass
---
match x:
    case *a:
        pass
---
match x:
    case **a:
        pass
---
match x:
    case [a, **b]:
        pass
---
match x:
    case 1j + 1:
        pass
---
match x:
    case a.b.c():
        pass
    case x(y)(z):
        pass
---
match x:
    case {1: x, 2}:
        pass
---
match x:
    pass
---
match x:
    case 1:
        pass
    else:
        pass
---
match:
    case 1:
        pass
---
match x:
    case 1 as (a):
        pass
---
match x:
    case 1 as:
        pass
---
match x:
    case ("ID", "if" | "let" as )kw:
        pass
---
match x:
    case 1 as f(x):
        pass
---
match x:
    case _():
        pass
---
match x:
    case [_.a, 1]:
        pass
