g = 0
def setg():
    global g
    g += 1
    return g
setg(); setg()
print(g)
def defines_new_global():
    global fresh
    fresh = 'made'
defines_new_global()
print(fresh)
def shadow():
    g = 'local'
    return g
print(shadow(), g)
def outer():
    v = 1
    def a():
        nonlocal v
        v = 2
        def b():
            nonlocal v
            v = 3
        b()
    a()
    return v
print(outer())
def reads_before():
    try:
        print(g)
        g = 5
    except UnboundLocalError as e:
        print(e)
reads_before()
x = 'module'
class K:
    x = 'class'
    def m(self):
        return x
print(K().m(), K.x)
