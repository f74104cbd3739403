# krait-run: --allow-import fractions,decimal
# complex() as CPython 3.11's complex_new: __complex__ first, then each
# part through __float__ or __index__, strings parsed, CPython's messages.
from fractions import Fraction
from decimal import Decimal


def t(*a, **k):
    try:
        r = complex(*a, **k)
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)


class F:
    def __float__(self): return 2.5
class I:
    def __index__(self): return 3
class Cx:
    def __complex__(self): return 1+2j
class BadCx:
    def __complex__(self): return 1.5
class BadF:
    def __float__(self): return "x"
class BadI:
    def __index__(self): return 1.5
class BigI:
    def __index__(self): return 10**400
class CS(complex): pass
class CS2(complex):
    def __complex__(self): return 5j
class FS(float): pass
class IS(int): pass
class ISF(int):
    def __float__(self): return 0.5
class ISI(int):
    def __index__(self): return 99
class SS(str): pass
class Both:
    def __complex__(self): return 7j
    def __float__(self): return 1.0
class FI:
    def __float__(self): return 1.25
    def __index__(self): return 9
class Raise:
    def __complex__(self): raise ValueError("boom")
class RaiseF:
    def __float__(self): raise KeyError("k")
class OnlyInt:
    def __int__(self): return 4

t(Fraction(1, 2)); t(Decimal("1.5")); t(F()); t(I()); t(1, Fraction(1, 2)); t(Decimal("-0.0"))
t(Cx()); t(BadCx()); t(BadF()); t(BadI()); t(BigI()); t(OnlyInt())
t(CS(1, 2)); t(CS2(1, 2)); t(FS(2.5)); t(IS(3)); t(ISF(3)); t(ISI(3)); t(SS("1+2j"))
t(Both()); t(FI()); t(Raise()); t(RaiseF()); t(RaiseF(), None); t(Raise(), None)
t(1, Cx()); t(Cx(), 1); t(Cx(), Cx()); t(1, F()); t(F(), I()); t(1, I()); t(1, BadI())
t("1", 2); t(1, "2"); t("1", "2"); t(SS("1"), 2); t(1, SS("2")); t(None); t(1, None)
t([]); t(1, []); t(object()); t(b"1"); t(bytearray(b"1"))
t(); t(real=1); t(imag=2); t(real=1, imag=2); t(1, imag=2); t(real="1+2j"); t(imag="1")
t(1, 2, 3); t(x=1); t(1, real=2)
t(1j, 1j); t(CS(1, 2), 3); t(3, CS(1, 2)); t(-0.0, -0.0); t(0, -0.0); t(-0.0); t(complex(-0.0, -0.0))
t(True, False); t(10**400); t(1, 10**400); t(float("nan"), float("-inf"))

for s in ["1+2j", " 1+2j ", "(1+2j)", "( 1+2j )", " (1+2j) ", "1e3j", "1e+3-2e-3j",
          "j", "-j", "+j", "J", "1-j", "1+J", "inf", "-infj", "nan+nanj", "-nanj",
          "infinity-infinityj", "INF", "Infinityj", "1e400", "-1e400j",
          "1_000+2_0j", "1__0", "_1", "1_", "1_j", "1e1_0j", "1_0.5_5j", "(1_0)",
          "", " ", "()", "(", ")", "1+", "+1", "1+2", "1+2i", "1 + 2j", "\t3\n",
          "\u00a01j\u2003", "\u0661+\u0662j", "1\u00e9", "0x1", "1jj", "(1+2j", "1+2j)",
          "1e", "1e+", "--1", "1+-2j", "1-+2j", ".5j", "5.j", "1.e2J", "Nan", ".",
          "1\x00", "1_0\x00", "j1", "1j+1", "+-j", "1e5e5"]:
    t(s)

c = complex(Fraction(1, 3), Decimal("0.25"))
print(c, repr(c), format(c, ".3f"), f"{c:>30}", str(c), abs(c), c * 2, c.conjugate(), c.real, c.imag)
print(repr(complex(F(), F())), complex(I(), I()) == complex(3, 3), complex(I()) == 3)
print(type(complex(CS(1, 2))), type(CS(1, 2)), repr(CS(1, 2)), CS(3), CS(Fraction(1, 4), I()))
print(type(CS(Cx())), repr(CS("1j")), type(CS("1j")), CS(1, 2) + 1, type(CS(1, 2) + 1))
print(complex(F()) + complex(I()), complex(Cx()) * complex(F()), complex(I()) ** 2)
for spec in ["", ".2f", "e", ".3g", "+", "^30", "*<25.1f", "10"]:
    print(repr(format(complex(Fraction(1, 8), Decimal("-2.5")), spec)))
print(hash(complex(I())) == hash(3), complex(F()) == 2.5, {complex(I()): 1}.get(3))


# float() shares the __index__ conversion
class IdxBool:
    def __index__(self): return True
class IdxSub:
    def __index__(self): return IS(5)
for fn in [lambda: float(BigI()), lambda: float(I()), lambda: float(IdxBool()), lambda: float(IdxSub()), lambda: float(BadI()),
           lambda: complex(IdxBool(), IdxSub())]:
    try:
        print(repr(fn()))
    except Exception as e:
        print(type(e).__name__, e)
