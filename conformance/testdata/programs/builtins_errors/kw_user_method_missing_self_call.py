print("start")
class C:
    def m(self, x): pass
C.m(x=1)
