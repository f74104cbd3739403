    x = 1
---
if x:
pass
---
def f():
return 1
---
for i in range(3):
print(i)
---
x = 1
    y = 2
---
if x:
    a = 1
  b = 2
---
class C:
    def f(self):
    pass
---
while True:
# comment only
x = 1
---
try:
x = 1
except:
    pass
---
try:
    x = 1
except ValueError:
pass
---
with open(f) as g:
g.read()
---
def f():
    x = 1
        y = 2
---
if a:
    pass
else:
pass
---
if True:
	x = 1
        y = 2
---
if True:
        x = 1
	y = 2
---
match x:
case 1:
    pass
---
match x:
    case 1:
    pass
---
async def f():
await x
---
if x:
    pass
 elif y:
    pass
---
def f():
    """doc"""
  return 1
---
	x = 1
