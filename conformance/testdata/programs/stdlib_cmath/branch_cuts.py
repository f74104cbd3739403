# krait-run: --allow-import cmath
# Branch cuts take the side of the signed zero, and zeros keep their signs,
# as C99 Annex G (and CPython) say.
import cmath

for name in ['sqrt', 'log', 'acos', 'asin', 'atan', 'acosh', 'asinh', 'atanh', 'log10']:
    f = getattr(cmath, name)
    cuts = {
        'sqrt': [-4.0], 'log': [-2.0], 'log10': [-100.0], 'acos': [2.0, -3.0], 'asin': [2.0, -3.0],
        'acosh': [0.5, -2.0], 'atanh': [2.0, -5.0], 'atan': [], 'asinh': [],
    }[name]
    for x in cuts:
        print(name, x, f(complex(x, 0.0)), f(complex(x, -0.0)))
    for y in {'atan': [2.0, -3.0], 'asinh': [2.0, -3.0]}.get(name, []):
        print(name, 'i*', y, f(complex(0.0, y)), f(complex(-0.0, y)))
    print(name, 'zeros', [f(complex(a, b)) for a in (0.0, -0.0) for b in (0.0, -0.0) if name not in ('log', 'log10')])
print(cmath.phase(complex(-1.0, 0.0)), cmath.phase(complex(-1.0, -0.0)), cmath.phase(-0.0), cmath.phase(complex(0.0, -0.0)))
print(cmath.polar(complex(-0.0, -0.0)), cmath.rect(-0.0, 0.0), cmath.rect(1.0, -0.0), cmath.rect(-1.0, -0.0))
print(cmath.sqrt(complex(-0.0, 0.0)), cmath.sqrt(complex(0.0, -0.0)), cmath.exp(complex(-0.0, -0.0)))
print(cmath.tanh(complex(0.0, -0.0)), cmath.sinh(complex(-0.0, 0.0)), cmath.cosh(complex(-0.0, 0.0)))
