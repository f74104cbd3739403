"""Prints arguments and CPython's cmath results for cmath's tests: one
line per call, "name argbits... -> resultbits..." with floats as the hex
of their IEEE bits, or "-> ExceptionName" when CPython raises.

    python3 gen_cmath.py SEED COUNT > cmath_golden.txt

Every function gets the grid of special values (zeros, ones, tiny,
subnormal, huge, infinities, nan, in every sign pair), then COUNT
random arguments drawn from several distributions (random bits, small
numbers, the unit circle, the branch cuts, near +-1 and +-i).
"""
import cmath
import math
import random
import struct
import sys

assert sys.version_info[:2] == (3, 11), sys.version


def bits(x):
    return '%016x' % struct.unpack('<Q', struct.pack('<d', x))[0]


def frombits(b):
    return struct.unpack('<d', struct.pack('<Q', b))[0]


SPECIAL = [0.0, 1.0, 0.5, 2.0, 1e-300, 5e-324, 2.2250738585072014e-308, 1e300,
           1.7e308, 0.7, 1.0000001, 710.0, 3.0, math.inf]
SPECIAL = [s for x in SPECIAL for s in (x, -x)] + [math.nan]

UNARY = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh',
         'exp', 'log', 'log10', 'sin', 'sinh', 'sqrt', 'tan', 'tanh',
         'phase', 'polar', 'isfinite', 'isinf', 'isnan']


def anyfloat(rng):
    while True:
        x = frombits(rng.getrandbits(64))
        if not math.isnan(x):
            return x


def real(rng):
    k = rng.randrange(7)
    if k == 0:
        return anyfloat(rng)
    if k == 1:
        return rng.uniform(-3, 3)
    if k == 2:
        return rng.choice([-1, 1]) * 10 ** rng.uniform(-320, 308)
    if k == 3:
        return rng.choice([0.0, -0.0])
    if k == 4:
        return rng.choice([-1, 1]) * (1 + rng.uniform(-1e-6, 1e-6))
    if k == 5:
        return rng.choice([-1, 1]) * rng.uniform(700, 712)
    return rng.choice(SPECIAL)


def arg(rng):
    k = rng.randrange(4)
    if k == 0:
        t = rng.uniform(-4, 4)
        r = 1 + rng.uniform(-0.3, 0.8)
        return complex(r * math.cos(t), r * math.sin(t))
    return complex(real(rng), real(rng))


def show(r):
    if isinstance(r, bool):
        return str(r)
    if isinstance(r, tuple):
        return ' '.join(bits(x) for x in r)
    if isinstance(r, float):
        return bits(r)
    return bits(r.real) + ' ' + bits(r.imag)


def call(f, *args):
    try:
        return show(f(*args))
    except (ValueError, OverflowError) as e:
        return type(e).__name__


def main():
    rng = random.Random(int(sys.argv[1]))
    count = int(sys.argv[2])
    out = []
    grid = [complex(a, b) for a in SPECIAL for b in SPECIAL]
    for name in UNARY:
        f = getattr(cmath, name)
        for z in grid + [arg(rng) for _ in range(count)]:
            out.append('%s %s %s -> %s' % (name, bits(z.real), bits(z.imag), call(f, z)))
    for a in SPECIAL + [real(rng) for _ in range(count // 4)]:
        for b in SPECIAL + [real(rng) for _ in range(4)]:
            out.append('rect %s %s -> %s' % (bits(a), bits(b), call(cmath.rect, a, b)))
    for _ in range(count):
        z, b = arg(rng), arg(rng)
        if rng.randrange(4) == 0:
            b = complex(rng.choice(SPECIAL), rng.choice([0.0, -0.0, 1.0]))
        out.append('logb %s %s %s %s -> %s' % (bits(z.real), bits(z.imag), bits(b.real), bits(b.imag),
                                              call(cmath.log, z, b)))
    for _ in range(count):
        a, b = arg(rng), arg(rng)
        if rng.randrange(2) and cmath.isfinite(a) and abs(a.real) < 1e300 and abs(a.imag) < 1e300:
            b = a + complex(rng.uniform(-1e-8, 1e-8), rng.uniform(-1e-8, 1e-8)) * abs(a)
        rel = rng.choice([1e-9, 1e-6, 0.0])
        ab = rng.choice([0.0, 1e-12, 1e-3])
        out.append('isclose %s %s %s %s %s %s -> %s' % (
            bits(a.real), bits(a.imag), bits(b.real), bits(b.imag), bits(rel), bits(ab),
            call(lambda *x: cmath.isclose(complex(x[0], x[1]), complex(x[2], x[3]), rel_tol=x[4], abs_tol=x[5]),
                 a.real, a.imag, b.real, b.imag, rel, ab)))
    print('\n'.join(out))


main()
