if x
    pass
---
if x == 1 print(x)
---
while x
    pass
---
for i in range(3)
    pass
---
def f()
    pass
---
def f(x) -> int
    pass
---
class C
    pass
---
class C(B)
    pass
---
try
    pass
except:
    pass
---
try:
    pass
except ValueError
    pass
---
try:
    pass
finally
    pass
---
with open(f) as g
    pass
---
if x:
    pass
else
    pass
---
if x:
    pass
elif y
    pass
---
match x
    case 1:
        pass
---
match x:
    case 1
        pass
---
lambda x x
---
x = lambda: 1 if y
---
d = {1 2}
---
d = {'a' 1}
---
d = {'a': 1, 'b' 2}
---
x = a[1 2]
---
async def f()
    pass
---
while True: x = 1; if y: pass
---
with (a as b,)
    pass
---
with (a as b,
      c as d,
)
    pass
---
with (a as b) # c
    pass
