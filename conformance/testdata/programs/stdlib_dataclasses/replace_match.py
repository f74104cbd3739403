# krait-run: --allow-import dataclasses
from dataclasses import dataclass, replace, field

@dataclass(frozen=True)
class Cfg:
    host: str
    port: int = 80
    debug: bool = False
    n: int = field(default=0, init=False)

c = Cfg("localhost")
c2 = replace(c, port=8080, debug=True)
print(c, c2, c is c2)
try:
    replace(c, n=1)
except ValueError as e:
    print("ValueError:", e)
try:
    replace(c, nope=1)
except TypeError as e:
    print("TypeError:", e)

def describe(v):
    match v:
        case Cfg(h, 80):
            return f"default port on {h}"
        case Cfg(host=h, port=p):
            return f"{h}:{p}"

print(describe(c), describe(c2))
