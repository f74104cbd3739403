"""Prints arguments and CPython's math results (glibc's libm) for libm's
tests: one line per call, "name argbits... resultbits" in hex, or the
exception name when CPython raises (overflow or domain error).

    python3 gen_glibc.py SEED COUNT [NAME...] > glibc_golden.txt
"""
import math
import random
import struct
import sys


def bits(x):
    return '%016x' % struct.unpack('<Q', struct.pack('<d', x))[0]


def frombits(b):
    return struct.unpack('<d', struct.pack('<Q', b))[0]


def anyfloat(rng):
    """A double with uniformly random bits (no NaN)."""
    while True:
        x = frombits(rng.getrandbits(64))
        if x == x:
            return x


def positive(rng):
    return abs(anyfloat(rng))


def near(rng, c, w):
    return c + rng.uniform(-w, w)


def one_arg(rng, kind):
    r = rng.random()
    if kind == 'exp':
        if r < 0.4:
            return rng.uniform(-5, 5)
        if r < 0.6:
            return rng.uniform(-746, 710)
        if r < 0.7:
            return rng.uniform(-746, -700)
        if r < 0.8:
            return rng.uniform(700, 710)
        if r < 0.9:
            return rng.uniform(-1, 1) * 2.0 ** rng.randint(-60, 0)
        return anyfloat(rng)
    if kind == 'exp2':
        if r < 0.4:
            return rng.uniform(-10, 10)
        if r < 0.7:
            return rng.uniform(-1080, 1030)
        if r < 0.8:
            return rng.uniform(-1080, -1000)
        return anyfloat(rng)
    if kind in ('log', 'log2', 'log10'):
        if r < 0.3:
            return rng.uniform(0, 10)
        if r < 0.5:
            return near(rng, 1, 0.07)
        if r < 0.6:
            return near(rng, 1, 1e-6)
        if r < 0.7:
            return float(rng.randint(1, 10**6))
        if r < 0.75:
            return frombits(rng.getrandbits(52))  # subnormal
        return positive(rng)
    if kind in ('log1p', 'atanh', 'tanh'):
        if r < 0.4:
            return rng.uniform(-1, 1)
        if r < 0.6:
            return rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 0)
        if r < 0.8 and kind == 'log1p':
            return rng.uniform(0, 100)
        return anyfloat(rng) if kind != 'atanh' else rng.uniform(-1, 1) * 2.0 ** rng.randint(-1000, 0)
    if kind in ('expm1', 'sinh', 'cosh'):
        if r < 0.4:
            return rng.uniform(-5, 5)
        if r < 0.6:
            return rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 0)
        if r < 0.8:
            return rng.uniform(-720, 720)
        return anyfloat(rng)
    if kind == 'asinh':
        return one_arg(rng, 'expm1') if r < 0.5 else anyfloat(rng)
    if kind == 'acosh':
        if r < 0.4:
            return 1 + rng.random() * 2.0 ** rng.randint(-40, 0)
        if r < 0.8:
            return rng.uniform(1, 100)
        return positive(rng) + 1
    if kind in ('erf', 'erfc', 'cbrt'):
        if r < 0.6:
            return rng.uniform(-6, 6)
        if r < 0.8:
            return rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 0)
        return anyfloat(rng)
    if kind in ('tan', 'atan', 'sin', 'cos'):
        if r < 0.5:
            return rng.uniform(-10, 10)
        if r < 0.7:
            return rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 0)
        if r < 0.9:
            return rng.uniform(-1e6, 1e6)
        return anyfloat(rng)
    if kind in ('asin', 'acos'):
        if r < 0.7:
            return rng.uniform(-1, 1)
        if r < 0.9:
            return rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 0)
        return near(rng, 1, 1e-3) if r < 0.95 else near(rng, -1, 1e-3)
    raise ValueError(kind)


def pow_args(rng):
    r = rng.random()
    if r < 0.25:
        return rng.uniform(0, 10), rng.uniform(-10, 10)
    if r < 0.45:  # a ** n with an integer exponent, negative bases too
        return rng.uniform(-10, 10), float(rng.randint(-20, 20))
    if r < 0.55:
        return rng.uniform(0, 100), rng.choice([0.5, 2.0, 3.0, -1.0, -0.5, 1 / 3, 0.25, 1.5, 10.0])
    if r < 0.65:
        return near(rng, 1, 1e-3), rng.uniform(-1e6, 1e6)
    if r < 0.75:  # results near overflow and underflow
        x = rng.uniform(1.5, 10)
        y = rng.uniform(700, 760) / math.log(x) * rng.choice([1, -1])
        return x, y
    if r < 0.85:
        return positive(rng), rng.uniform(-2, 2)
    if r < 0.9:
        return float(rng.randint(-100, 100)), float(rng.randint(0, 60))
    return anyfloat(rng), anyfloat(rng) if rng.random() < 0.5 else rng.uniform(-5, 5)


def atan2_args(rng):
    r = rng.random()
    if r < 0.6:
        return rng.uniform(-10, 10), rng.uniform(-10, 10)
    if r < 0.8:
        return rng.uniform(-1, 1) * 2.0 ** rng.randint(-40, 40), rng.uniform(-1, 1) * 2.0 ** rng.randint(-40, 40)
    return anyfloat(rng), anyfloat(rng)


FUNCS = ['exp', 'log', 'pow', 'log2', 'log10', 'exp2', 'log1p', 'expm1', 'tan',
         'atanh', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'asin', 'acos',
         'atan', 'atan2', 'erf', 'erfc', 'cbrt', 'sin', 'cos',
         'hypot']


SPECIALS = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 0.1,
            float('inf'), float('-inf'), float('nan'), 5e-324, -5e-324,
            2.2250738585072014e-308, 1.7976931348623157e308,
            -1.7976931348623157e308, 1e-300, 1e300, 709.78, -745.2, 1e16,
            0.9999999999999999, 1.0000000000000002, 4.5e15, -4.5e15]


# Bit patterns of the thresholds where glibc's algorithms switch methods
# (mostly compared on the high word only); arguments around them are checked.
BOUNDARIES = {
    'cosh': [0x40862e4200000000, 0x3fd62e4300000000, 0x3FD62E42FEFA39EF, 0x40862E42FEFA39EF,
             0x4036000000000000, 0x408633ce8fb9f87d],
    'sinh': [0x40862e4200000000, 0x408633ce8fb9f87d, 0x40862E42FEFA39EF, 0x3e30000000000000],
    'asinh': [0x41b0000000000000, 0x4000000000000000, 0x3e30000000000000],
    'acosh': [0x41b0000000000000, 0x4000000000000000, 0x3ff0000000000000],
    'tanh': [0x4036000000000000, 0x3ff0000000000000, 0x3c80000000000000],
    'atanh': [0x3fe0000000000000, 0x3e30000000000000, 0x3ff0000000000000],
    'expm1': [0x4043687A00000000, 0x40862E4200000000, 0x3fd62e4200000000, 0x3FF0A2B200000000,
              0x3c90000000000000],
    'log1p': [0x3FDA827A00000000, 0xbfd2bec300000000, 0x3e20000000000000, 0x3c90000000000000,
              0x4340000000000000],
    'exp': [0x3c90000000000000, 0x4080000000000000, 0x4090000000000000, 0x40862E42FEFA39EF,
            0xc0874910d52d3051],
    'exp2': [0x3c90000000000000, 0x4080000000000000, 0x4090000000000000, 0xc090c80000000000,
             0x408d000000000000],
    'log': [0x3fee000000000000, 0x3ff1090000000000, 0x0010000000000000, 0x3ff0000000000000],
    'log2': [0x3feea4af00000000, 0x3ff0b55900000000, 0x0010000000000000, 0x3ff0000000000000],
    'log10': [0x0010000000000000, 0x3ff0000000000000, 0x4024000000000000],
    'tan': [0x3e4b096c00000000, 0x3faf212d00000000, 0x3fe92f1a00000000, 0x4039000000000000,
            0x4197d78400000000, 0x3ff921fb54442d18, 0x7506ac5b262ca1ff],
    'atan': [0x3e4bb67a00000000, 0x3fb0000000000000, 0x3ff0000000000000, 0x4030000000000000,
             0x43349ff200000000],
    'asin': [0x3e50000000000000, 0x3fc0000000000000, 0x3fd0000000000000, 0x3fe0000000000000,
             0x3fe8000000000000, 0x3fed800000000000, 0x3fee800000000000, 0x3fef000000000000,
             0x3ff0000000000000],
    'acos': [0x3c88000000000000, 0x3fc0000000000000, 0x3fd0000000000000, 0x3fe0000000000000,
             0x3fe8000000000000, 0x3fed800000000000, 0x3fee800000000000, 0x3fef000000000000,
             0x3ff0000000000000],
    'sin': [0x3e50000000000000, 0x3feb000000000000, 0x400368fd00000000, 0x419921fb00000000,
            0x7506ac5b262ca1ff],
    'cos': [0x3e40000000000000, 0x3feb000000000000, 0x400368fd00000000, 0x419921fb00000000,
            0x7506ac5b262ca1ff],
    'erf': [0x3feb000000000000, 0x3ff4000000000000, 0x4018000000000000, 0x0080000000000000,
            0x3e30000000000000],
    'erfc': [0x3feb000000000000, 0x3ff4000000000000, 0x4018000000000000, 0x403c000000000000],
}


def boundary_args(bases):
    for b in bases:
        for sign in (0, 1 << 63):
            for d in range(-30, 31, 6):
                for scale in (1, 1 << 20, 1 << 32):
                    x = frombits(((b + d * scale) % 2**63) ^ sign)
                    if x == x:
                        yield (x,)


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    names = sys.argv[3:] or FUNCS
    out = sys.stdout
    for name in names:
        rng = random.Random('%s-%d' % (name, seed))
        if name == 'hypot':  # glibc's hypot, as abs() of a complex calls it
            def f(x, y):
                return abs(complex(x, y))
        else:
            f = getattr(math, name)
        if name in ('pow', 'atan2', 'hypot'):
            cases = [(a, b) for a in SPECIALS for b in SPECIALS]
        else:
            cases = [(a,) for a in SPECIALS] + list(boundary_args(BOUNDARIES.get(name, [])))
        for args in cases:
            try:
                res = bits(f(*args))
            except (OverflowError, ValueError) as e:
                res = type(e).__name__
            out.write('%s %s %s\n' % (name, ' '.join(bits(a) for a in args), res))
        for _ in range(count):
            if name == 'pow':
                args = pow_args(rng)
            elif name in ('atan2', 'hypot'):
                args = atan2_args(rng)
            else:
                args = (one_arg(rng, name),)
            try:
                res = bits(f(*args))
            except (OverflowError, ValueError) as e:
                res = type(e).__name__
            out.write('%s %s %s\n' % (name, ' '.join(bits(a) for a in args), res))


main()
