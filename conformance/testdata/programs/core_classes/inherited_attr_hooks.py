class Logged:
    def __setattr__(self, k, v):
        print('set', k, v)

class Child(Logged):
    def __init__(self):
        self.a = 1
c = Child()
c.b = 2
print(hasattr(c, "a"))
class GA:
    def __getattribute__(self, n):
        return n.upper()
class GAChild(GA):
    pass
print(GAChild().hello)
