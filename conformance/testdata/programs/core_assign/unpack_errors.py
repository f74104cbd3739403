def attempt(f):
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
def a():
    x, y = 1, 2, 3
def b():
    x, y, z = [1, 2]
def c():
    x, y = 5
def d():
    x, *y, z = [1]
def e():
    (x, y), z = (1, 2, 3), 4
def f():
    x, y = 'abc'
def g():
    x, y = {}
def h():
    a, b = iter([1])
for fn in (a, b, c, d, e, f, g, h):
    attempt(fn)
