class F(float):
    def __radd__(self, o): return "F.radd"
    def __rmul__(self, o): return "F.rmul"
class I(int):
    def __radd__(self, o): return "I.radd"
class C(complex):
    def __radd__(self, o): return "C.radd"
print(1 + F(2.0), 1.5 + F(2.0), 2 * F(1.0), True + F(1.0))
print(1 + I(2), 1.5 + I(2), 2.5 * I(2))
print(1 + C(1j), 1.0 + C(1j), 1j + C(1j))
print(F(1.0) + 1, I(3) + 1)
