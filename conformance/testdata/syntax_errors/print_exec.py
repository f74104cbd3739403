print "hello"
---
print 'x', 'y'
---
print x
---
print x, y
---
exec "code"
---
exec code in ns
---
def f():
    print "inside"
---
print f"x"
---
print 1
---
print [1]
x = 1 +
---
print -1
if x:
pass
---
exec [1]
x = (1 2)
---
(print[0] := 1)
---
print[0] + 1 = 2
---
print [x for x in y]
---
print - x, y
z = 1 +
---
def f():
    print [1]
x = [1 2]
---
print -1
x = f'{'
---
print -1
x = 'a' b'c'
---
del print + 1
---
del print [1], x()
---
del x, print - 1
---
n = 1
for i in range(2):
    print'done'(, n)
---
print 'a'[, 1]
---
print x + f(,)
---
print 'a'(1)(,)
---
exec a.b(,)
