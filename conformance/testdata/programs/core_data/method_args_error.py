# traceback: full
class C:
    def m(self, x):
        return x
c = C()
print(c.m(1))
c.m(1, 2)
