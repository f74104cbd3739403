# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
class Temperature:
    unit_names = {"C": "Celsius", "F": "Fahrenheit"}
    def __init__(self, celsius):
        self._c = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = value
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)
    @staticmethod
    def describe(c):
        return "hot" if c > 30 else "mild" if c > 15 else "cold"
    def __str__(self):
        return f"{self._c:.1f}°C"
    def __repr__(self):
        return f"Temperature({self._c!r})"
t = Temperature(21.5)
print(t, repr(t), t.fahrenheit, Temperature.describe(t.celsius))
t.celsius = 35
print(str(t), Temperature.describe(t.celsius))
try:
    t.celsius = -300
except ValueError as e:
    print("Error:", e)
print(Temperature.from_fahrenheit(212), Temperature.unit_names["F"])
