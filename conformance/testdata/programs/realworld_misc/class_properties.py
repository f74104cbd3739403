# traceback: full
class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._c = float(value)

    @celsius.deleter
    def celsius(self):
        print("resetting")
        self._c = 0.0

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9

    @classmethod
    def from_kelvin(cls, k):
        return cls(k - 273.15)

    @staticmethod
    def describe(c):
        return "hot" if c > 30 else "cold" if c < 10 else "mild"

    def __repr__(self):
        return f"Temperature({self._c:.2f}°C / {self.fahrenheit:.2f}°F)"

t = Temperature(25)
print(t, t.celsius, t.fahrenheit)
t.fahrenheit = 212
print(t, Temperature.describe(t.celsius))
print(Temperature.from_kelvin(0), Temperature.from_kelvin(300))
del t.celsius
print(t)
for v in [-300, 15]:
    try:
        t.celsius = v
        print("set", t)
    except ValueError as e:
        print("ValueError:", e)
print(type(Temperature.celsius).__name__, Temperature.describe(5), t.describe(50))
try:
    t.kelvin = 5
    print(t.kelvin)
    t.fahrenheit()
except TypeError as e:
    print("TypeError:", e)

class ReadOnly:
    @property
    def value(self):
        return 42
r = ReadOnly()
print(r.value)
r.value = 1
