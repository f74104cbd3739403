# krait-run: --allow-import cmath
# What cmath accepts as a number (__complex__, __float__, __index__,
# subclasses) and CPython's messages for wrong calls.
import cmath


class C:
    def __complex__(self):
        return 1 + 2j


class F:
    def __float__(self):
        return 0.25


class I:
    def __index__(self):
        return 9


class Sub(complex):
    def __complex__(self):
        return 99j


class BadC:
    def __complex__(self):
        return 1.5


print(cmath.sqrt(C()), cmath.sqrt(F()), cmath.sqrt(I()), cmath.sqrt(Sub(4)), cmath.sqrt(True))
print(cmath.rect(F(), I()), cmath.isclose(C(), 1 + 2j), cmath.phase(I()), cmath.log(C(), I()))
calls = [
    ('cmath.sqrt()', lambda: cmath.sqrt()),
    ('cmath.sqrt(1, 2)', lambda: cmath.sqrt(1, 2)),
    ('cmath.sqrt(z=1)', lambda: cmath.sqrt(z=1)),
    ('cmath.sqrt("x")', lambda: cmath.sqrt("x")),
    ('cmath.sqrt(None)', lambda: cmath.sqrt(None)),
    ('cmath.sqrt(10**400)', lambda: cmath.sqrt(10**400)),
    ('cmath.sqrt(BadC())', lambda: cmath.sqrt(BadC())),
    ('cmath.rect(1j, 0)', lambda: cmath.rect(1j, 0)),
    ('cmath.rect(1)', lambda: cmath.rect(1)),
    ('cmath.rect(1, 2, 3)', lambda: cmath.rect(1, 2, 3)),
    ('cmath.rect("a", 1)', lambda: cmath.rect("a", 1)),
    ('cmath.log()', lambda: cmath.log()),
    ('cmath.log(1, 2, 3)', lambda: cmath.log(1, 2, 3)),
    ('cmath.log(1, "x")', lambda: cmath.log(1, "x")),
    ('cmath.log(1, base=2)', lambda: cmath.log(1, base=2)),
    ('cmath.isclose(1)', lambda: cmath.isclose(1)),
    ('cmath.isclose(1, 2, 3)', lambda: cmath.isclose(1, 2, 3)),
    ('cmath.isclose(1, 2, rel_tol=-1)', lambda: cmath.isclose(1, 2, rel_tol=-1)),
    ('cmath.isclose(1, 2, abs_tol=-1)', lambda: cmath.isclose(1, 2, abs_tol=-1)),
    ('cmath.isclose(1, 2, foo=1)', lambda: cmath.isclose(1, 2, foo=1)),
    ('cmath.isclose(1j, 2, rel_tol=1j)', lambda: cmath.isclose(1j, 2, rel_tol=1j)),
    ('cmath.isclose(a=1, b=1)', lambda: cmath.isclose(a=1, b=1)),
    ('cmath.isclose(1, b=1.0)', lambda: cmath.isclose(1, b=1.0)),
    ('cmath.phase()', lambda: cmath.phase()),
    ('cmath.polar(1, 2)', lambda: cmath.polar(1, 2)),
    ('cmath.isnan("x")', lambda: cmath.isnan("x")),
    ('cmath.exp([])', lambda: cmath.exp([])),
]
for call, f in calls:
    try:
        print(call, '->', f())
    except (TypeError, ValueError, OverflowError) as e:
        print(call, '->', type(e).__name__, e)
print(sorted(n for n in dir(cmath) if not n.startswith('_')))
