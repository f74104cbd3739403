# krait-run: --allow-import dataclasses,collections
# The generated __init__ and namedtuple __new__ fail as Python functions do.
import dataclasses, collections
from dataclasses import dataclass, field, KW_ONLY, InitVar

@dataclass
class A:
    x: int
    y: int
    z: int = 3
    w: list = field(default_factory=list)
    q: int = field(default=5, init=False)

@dataclass(kw_only=True)
class B:
    a: int
    b: int = 2
    c: int

@dataclass
class C:
    x: int
    _: KW_ONLY
    k: int
    j: int = 1
    iv: InitVar[int] = 9
    def __post_init__(self, iv):
        self.s = iv

P = collections.namedtuple("P", "a b c", defaults=[3])
Q = collections.namedtuple("Q", "")
for f in [lambda: A(), lambda: A(1), lambda: A(1, 2, 3, [], 5), lambda: A(1, 2, x=1), lambda: A(1, 2, q=3), lambda: A(1, y=2, z=4),
          lambda: B(), lambda: B(1), lambda: B(a=1), lambda: B(a=1, c=2), lambda: B(c=1, d=2),
          lambda: C(), lambda: C(1), lambda: C(1, 2), lambda: C(1, 2, k=3), lambda: C(1, k=2), lambda: C(1, k=2, iv=4).s,
          lambda: P(), lambda: P(1), lambda: P(1, 2), lambda: P(1, 2, 3, 4), lambda: P(1, 2, a=3), lambda: P(1, b=2, d=4),
          lambda: Q(1), lambda: Q(), lambda: P._make([1, 2]), lambda: P(1, 2, 3, c=4)]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError", e)
