print("start")
class C:
    def m(self): pass
C().m(1)
