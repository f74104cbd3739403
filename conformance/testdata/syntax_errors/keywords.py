x = import
---
else:
    pass
---
elif x:
    pass
---
except ValueError:
    pass
---
finally:
    pass
---
pass = 1
---
def class():
    pass
---
import
---
from x import
---
from import x
---
class = 1
---
x = if
---
def f(def):
    pass
---
a = yield = 1
---
for in range(3):
    pass
---
if = 3
---
x = 1 + not 2
---
x = True and or False
---
from x import *, y
---
from x import (*)
---
import *
---
global x = 1
---
nonlocal x = 1
---
x.if = 1
---
obj.class
---
return = 5
---
try:
    pass
---
try:
    pass
except* ValueError:
    pass
except TypeError:
    pass
---
try:
    pass
except*:
    pass
---
try:
    pass
except ValueError, TypeError:
    pass
---
raise E from
---
assert
---
del
---
with:
    pass
---
async x = 1
---
in = 1
---
is x
---
not
---
x = a not b
---
x = a is not not b
---
if x:
    pass
elif:
    pass
---
x = 1 if y else
---
x = 1 if else 2
---
for k!= v in d: pass
---
for a, b < c in x: pass
---
x = [x for a != b in y]
---
try:
    pass
except (ValueError, TypeError) as e[
---
try:
    pass
except* E as e[
---
try:
    pass
except E as e y:
    pass
---
try:
    pass
except E as e (
    pass
---
for day, amt@ in sales:
    pass
---
[x for a, b | in y]
---
for a - in x: pass
---
print([x for await in range(20) if x])
---
for -in x: pass
---
for not x in y: pass
---
for lambda: 1 in y: pass
