class MathUtil:
    factor = 3
    @staticmethod
    def double(x):
        return 2 * x
    @classmethod
    def triple(cls, x):
        return cls.factor * x
print(MathUtil.double(4), MathUtil.triple(4), MathUtil().double(1))
class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
print(Temp(100).f)
