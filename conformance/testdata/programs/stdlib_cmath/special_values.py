# krait-run: --allow-import cmath
# Infinities and nans (C99 Annex G's values), overflow and domain errors.
import cmath
import math

inf, nan = math.inf, math.nan
specials = [complex(inf, 0.0), complex(-inf, 1.0), complex(0.0, inf), complex(2.0, -inf),
            complex(inf, inf), complex(-inf, -inf), complex(nan, 0.0), complex(0.0, nan),
            complex(nan, inf), complex(inf, nan), complex(nan, nan), complex(-inf, 0.0)]
for name in ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh', 'exp', 'log',
             'log10', 'sin', 'sinh', 'sqrt', 'tan', 'tanh', 'phase', 'polar']:
    f = getattr(cmath, name)
    out = []
    for z in specials:
        try:
            out.append(repr(f(z)))
        except (ValueError, OverflowError) as e:
            out.append(f"{type(e).__name__}({e})")
    print(name, ' '.join(out))
for z in specials:
    print(z, cmath.isfinite(z), cmath.isinf(z), cmath.isnan(z))
calls = [
    ('cmath.exp(1000)', lambda: cmath.exp(1000)),
    ('cmath.exp(complex(710, 1))', lambda: cmath.exp(complex(710, 1))),
    ('cmath.cosh(800)', lambda: cmath.cosh(800)),
    ('cmath.sinh(-800 + 2j)', lambda: cmath.sinh(-800 + 2j)),
    ('cmath.log(0)', lambda: cmath.log(0)),
    ('cmath.log10(0j)', lambda: cmath.log10(0j)),
    ('cmath.atanh(1)', lambda: cmath.atanh(1)),
    ('cmath.atanh(-1)', lambda: cmath.atanh(-1)),
    ('cmath.atan(1j)', lambda: cmath.atan(1j)),
    ('cmath.log(0, 2)', lambda: cmath.log(0, 2)),
    ('cmath.log(1, 1)', lambda: cmath.log(1, 1)),
    ('cmath.log(2, 0)', lambda: cmath.log(2, 0)),
    ('cmath.rect(1, inf)', lambda: cmath.rect(1, inf)),
    ('cmath.rect(inf, 1)', lambda: cmath.rect(inf, 1)),
    ('cmath.rect(inf, 0)', lambda: cmath.rect(inf, 0)),
    ('cmath.rect(nan, 1)', lambda: cmath.rect(nan, 1)),
    ('cmath.polar(complex(1e308, 1e308))', lambda: cmath.polar(complex(1e308, 1e308))),
    ('cmath.phase(complex(1e300, 1e-300))', lambda: cmath.phase(complex(1e300, 1e-300))),
    ('cmath.phase(complex(2, -5e-324))', lambda: cmath.phase(complex(2, -5e-324))),
    ('cmath.exp(complex(-inf, 3))', lambda: cmath.exp(complex(-inf, 3))),
    ('cmath.tanh(complex(inf, 2))', lambda: cmath.tanh(complex(inf, 2))),
    ('cmath.sqrt(complex(1e-320, 1e-320))', lambda: cmath.sqrt(complex(1e-320, 1e-320))),
    ('cmath.log(complex(1e-320, 0))', lambda: cmath.log(complex(1e-320, 0))),
    ('cmath.acos(1e308j)', lambda: cmath.acos(1e308j)),
    ('cmath.asinh(complex(-1e308, 1e308))', lambda: cmath.asinh(complex(-1e308, 1e308))),
    ('cmath.isclose(inf, inf)', lambda: cmath.isclose(inf, inf)),
    ('cmath.isclose(complex(inf, 0), complex(-inf, 0))', lambda: cmath.isclose(complex(inf, 0), complex(-inf, 0))),
    ('cmath.isclose(nan, nan)', lambda: cmath.isclose(nan, nan)),
    ('cmath.isclose(1+1j, 1+1.0000000001j)', lambda: cmath.isclose(1+1j, 1+1.0000000001j)),
    ('cmath.isclose(1, 1.1, rel_tol=0.1)', lambda: cmath.isclose(1, 1.1, rel_tol=0.1)),
    ('cmath.isclose(0, 1e-10)', lambda: cmath.isclose(0, 1e-10)),
    ('cmath.isclose(0, 1e-10, abs_tol=1e-9)', lambda: cmath.isclose(0, 1e-10, abs_tol=1e-9)),
]
for call, f in calls:
    try:
        print(call, '->', f())
    except (ValueError, OverflowError) as e:
        print(call, '->', type(e).__name__, e)
