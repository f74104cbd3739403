def tries(code):
    try:
        code()
    except Exception as e:
        print(type(e).__name__ + ':', e)
def a():
    x = 'a'
    x += 1
def b():
    x = [1]
    x -= [1]
def c():
    d = {}
    d['missing'] += 1
def e():
    t = (1, 2)
    t[0] += 1
def f():
    x = None
    x += 1
def g():
    l = [1]
    l += 5
def h():
    s = {1}
    s += {2}
for fn in (a, b, c, e, f, g, h):
    tries(fn)
