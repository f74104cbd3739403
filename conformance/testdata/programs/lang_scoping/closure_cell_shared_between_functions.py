def pair():
    x = 0
    def get(): return x
    def set_(v):
        nonlocal x
        x = v
    return get, set_
g, s = pair()
print(g()); s(5); print(g())
g2, s2 = pair()
print(g2(), g())
