def f():
    "doc"
f.x = 1
print(f.x, getattr(f, 'x'), hasattr(f, 'y'))
del f.x
print(hasattr(f, 'x'))
setattr(f, 'y', 2)
print(f.y)
delattr(f, 'y')
try:
    del f.zz
except AttributeError as e:
    print(e)
try:
    print(f.zz)
except AttributeError as e:
    print(e)
f.count = 0
def inc():
    f.count += 1
inc(); inc()
print(f.count)
