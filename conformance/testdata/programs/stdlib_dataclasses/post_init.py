# krait-run: --allow-import dataclasses
from dataclasses import dataclass, field

@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)

    def __post_init__(self):
        self.area = self.w * self.h

r = Rect(2, 3.5)
print(r, r.area)

@dataclass
class Named:
    first: str
    last: str
    full: str = field(init=False, repr=False)

    def __post_init__(self):
        if not self.first:
            raise ValueError("first name required")
        self.full = f"{self.first} {self.last}"

print(Named("Ada", "Lovelace").full)
try:
    Named("", "X")
except ValueError as e:
    print("ValueError:", e)
