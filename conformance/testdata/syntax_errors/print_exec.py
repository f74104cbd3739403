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
