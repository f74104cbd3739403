def debug(fn):
    def w(self):
        r = fn(self)
        print('computed', r)
        return r
    return w
class C:
    @property
    @debug
    def x(self): return 5
print(C().x + 1)
