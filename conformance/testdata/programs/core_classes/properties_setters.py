class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        if v < -273.15:
            raise ValueError('below absolute zero')
        self._c = v
    @c.deleter
    def c(self):
        print('deleting')
        del self._c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
t = Temp(100)
print(t.c, t.f)
t.c = 0
print(t.f)
try:
    t.c = -300
except ValueError as e:
    print(e)
try:
    t.f = 5
except AttributeError as e:
    print(e)
del t.c
try:
    t.c
except AttributeError as e:
    print(e)
