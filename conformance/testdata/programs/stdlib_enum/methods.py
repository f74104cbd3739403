# krait-run: --allow-import enum
from enum import Enum

class Planet(Enum):
    MERCURY = 3.303e23
    EARTH = 5.976e24

    @property
    def heavy(self):
        return self.value > 1e24

    def describe(self):
        return f"{self.name.title()} weighs {self.value:.3e} kg"

    @classmethod
    def lightest(cls):
        return cls.MERCURY

    @staticmethod
    def unit():
        return "kg"

print(Planet.EARTH.heavy, Planet.MERCURY.heavy)
print(Planet.EARTH.describe())
print(Planet.lightest(), Planet.unit())

class Status(Enum):
    OK = "ok"
    FAIL = "fail"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for name in ("OK", "FAIL"):
                m = cls[name]
                if m.value == value.lower():
                    return m
        return None

print(Status("OK"), Status("Fail"))
try:
    Status("maybe")
except ValueError as e:
    print("ValueError:", e)
