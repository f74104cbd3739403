def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)
class P:
    def __init__(self, a):
        self.a = a
    def m(self):
        return self.a
t(lambda: P())
t(lambda: P(1, 2))
t(lambda: P(1).missing)
t(lambda: P.m())
t(lambda: P(1).m(2))
class NoInit:
    pass
t(lambda: NoInit(1))
class Abstract:
    def area(self):
        raise NotImplementedError('subclasses must implement area')
t(lambda: Abstract().area())
t(lambda: P(1).a.b)
class Circ:
    def __repr__(self):
        return 5
t(lambda: repr(Circ()))
class BadInit:
    def __init__(self):
        return 1
t(lambda: BadInit())
