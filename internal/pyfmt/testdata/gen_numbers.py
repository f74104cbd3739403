"""Generate number_cases.jsonl: number parsing/printing expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_numbers.py
Each line is {"fn", "in", ["n"], "out"} or {..., "err"}. Floats are given
by repr; ints by their decimal string; bytes inputs as latin-1 strings.
"""
import json
import math
import random

rng = random.Random(4242)
out = []


def emit(fn, inp, f, n=None):
    rec = {"fn": fn, "in": inp}
    if n is not None:
        rec["n"] = n
    try:
        rec["out"] = f()
    except Exception as e:  # noqa: BLE001 - every exception is an expectation
        rec["err"] = f"{type(e).__name__}: {e}"
    out.append(rec)


INT_PIECES = ['0', '1', '7', '9', '12', '00', '_', '__', ' ', '  ', '+', '-', '0x', '0X', '0o', '0b', '0B', 'a', 'f',
              'F', 'z', 'Z', 'g', '\t', '\n', '\x1c', '\x85', '\u2003', '\u3000', '٣', '１', '𝟗', 'é', '\x00', '.',
              '123456789012345678901234567890', '9223372036854775807', '9223372036854775808', 'ff', '0_0']
BASES = [0, 0, 10, 10, 2, 8, 16, 36, 3, 7, 1, 37, -1]


def int_out(v):
    """str(v), or 'hex:' + hex(v) when str() would exceed CPython's digit limit."""
    return str(v) if abs(v) < 10**4000 else 'hex:' + hex(v)


def rand_int_str():
    s = ''.join(rng.choice(INT_PIECES) for _ in range(rng.randint(1, 5)))
    return s


for _ in range(6000):
    s = rand_int_str()
    base = rng.choice(BASES)
    emit("int", s, lambda: int_out(int(s, base)), base)
for s in ['', ' ', '0', '-0', '+0', '00', '000', '0_0', '0__0', '_0', '0_', '010', '0x', '0x_', '0x_1', '0x__1', '0x1_',
          '1_000_000', '  -12  ', '0b101', '0o17', '0XfF', '-0x10', '0b', 'x' * 300, 'é' * 300, '1' * 5000 + 'x',
          '1' * 5000 + '__', '1' * 4300, '1' * 4301, '+', '-', '+-1', '--1', '1 2', '\u20035\u2003', '١٢٣',
          '9' * 30, '-' + '9' * 30, '1\x00', '0_7', '07', '0o8']:
    for base in [0, 10, 16, 2, 8, 36]:
        emit("int", s, lambda: int_out(int(s, base)), base)
for s in ['12', ' 0x1f ', 'x', '\xe9', '1_0', '٣']:
    b = s.encode('latin-1', errors='replace') if all(ord(c) < 256 for c in s) else None
    if b is not None:
        for base in [0, 10, 16]:
            emit("int_bytes", s, lambda: str(int(b, base)), base)

FLOAT_PIECES = ['0', '1', '5', '12', '.', '.5', 'e', 'E', 'e5', 'e-3', 'e+', '_', '__', ' ', '+', '-', 'inf', 'INF',
                'infinity', 'Infinity', 'nan', 'NaN', 'x', '0x1', '\t', '\x85', '\u2003', '٣', '１', '\x1c', 'é', 'p',
                '1e400', '1e-400', '123456789012345678901234567890', '2.5', '9007199254740993', '\x00']
for _ in range(5000):
    s = ''.join(rng.choice(FLOAT_PIECES) for _ in range(rng.randint(1, 4)))
    emit("float", s, lambda: repr(float(s)))
for s in ['', ' ', '.', '.5', '5.', '5.e3', '.e3', '1e', '1e+', '1_0', '1__0', '_1', '1_', '1_.5', '1._5', '1.5_',
          '1e_5', '1_e5', '1e5_0', 'inf', '-inf', '+inf', 'iNfInItY', 'infinit', 'nan', '-nan', '+NAN', 'nan(1)',
          '0x10', '1e400', '-1e400', '1e-400', '-1e-400', '4.9e-324', '2.4703282292062327e-324',
          '2.4703282292062328e-324', '1.7976931348623157e308', '1.7976931348623158e308', '1.7976931348623159e308',
          '0.1', '1' * 400, '0.' + '0' * 400 + '1', 'x' * 300, '\u20035\u2003', '٣.٥', '1\x00', ' 1 ', '\x1c1']:
    emit("float", s, lambda: repr(float(s)))
for s in ['1.5', ' 2 ', 'x', 'inf', '1_0']:
    b = s.encode()
    emit("float_bytes", s, lambda: repr(float(b)))


def rand_float():
    r = rng.random()
    if r < 0.2:
        return rng.choice([0.0, -0.0, 1.0, -1.0, 0.5, 2.5, 0.1, 1e300, 5e-324, 2.2250738585072014e-308,
                           1.7976931348623157e308, float('inf'), float('-inf'), float('nan'), 2.675, 0.125])
    if r < 0.5:
        return struct_float()
    return rng.choice([1, -1]) * rng.random() * 10 ** rng.randint(-20, 25)


def struct_float():
    import struct
    while True:
        f = struct.unpack('<d', rng.getrandbits(64).to_bytes(8, 'little'))[0]
        if not math.isnan(f):
            return f


for _ in range(3000):
    x = rand_float()
    emit("hex", repr(x), lambda: x.hex())
    emit("fromhex", x.hex(), lambda: repr(float.fromhex(x.hex())))
    emit("ratio", repr(x), lambda: [str(v) for v in x.as_integer_ratio()])
    emit("trunc", repr(x), lambda: str(int(x)))
    emit("round0", repr(x), lambda: str(round(x)))
    n = rng.choice([0, 1, 2, 3, 5, 10, 17, -1, -2, -5, -20, -300, -308, -309, 300, 323, 324, 400])
    emit("round", repr(x), lambda: repr(round(x, n)), n)
for x in [2.675, 0.125, 0.375, 2.5, 3.5, -2.5, 0.5, -0.5, 1.5, 15.0, 25.0, 35.0, 149.99, 150.0, 250.0, -250.0,
          5e-324, 1.7976931348623157e308, 1e308, 123.456, -0.4, 0.05, 0.15, 0.25, 0.35, 1e22, 1e23]:
    for n in [-400, -309, -308, -307, -3, -2, -1, 0, 1, 2, 3, 15, 16, 17, 322, 323, 324]:
        emit("round", repr(x), lambda: repr(round(x, n)), n)
for s in ['0x1p0', '0X1.8P+1', '  -0x1.8p-1  ', '1.8', '.8', '8.', '0x.8', '0x8.', '0x', '0x.', '.', 'p1', '0x1p',
          '0x1p+', 'inf', '-Infinity', 'nan', '-nan', 'x', '0x1_0', '0x1p99999999999999999999', '0x1p-99999999999',
          '0x1.fffffffffffff8p1023', '0x1.fffffffffffff7p1023', '0x1p-1074', '0x1p-1075', '0x1.8p-1075',
          '0x3p-1076', '0x' + 'f' * 300, '0x0.' + '0' * 300 + '1p1200', '1p1', '0x1p1.5', '0x1 p1', '\t0x1\n',
          '0x1.00000000000008p0', '0x1.00000000000018p0', '0x1.000000000000081p0']:
    emit("fromhex", s, lambda: repr(float.fromhex(s)))
INTS = [0, 1, -1, 5, 15, 25, -25, 35, 45, 50, 149, 150, 250, -250, 12345, 999, 1000, 10**18, 2**63 - 1, -2**63,
        2**64, 5 * 10**20, -(15 * 10**30), 10**50 + 5 * 10**49]
for v in INTS:
    for n in [0, 1, -1, -2, -3, -4, -10, -18, -19, -20, -21, -50, -51, -100, -10**6]:
        emit("round_int", str(v), lambda: str(round(v, n)), n)
    for fn, conv in [("bin", bin), ("oct", oct), ("hexint", hex)]:
        emit(fn, str(v), lambda: conv(v))
for _ in range(500):
    v = rng.randint(-2**200, 2**200) >> rng.randint(0, 200)
    n = rng.randint(-70, 2)
    emit("round_int", str(v), lambda: str(round(v, n)), n)
    emit("hexint", str(v), lambda: hex(v))
    emit("bin", str(v), lambda: bin(v))
    emit("oct", str(v), lambda: oct(v))

with open("number_cases.jsonl", "w", encoding="utf-8") as f:
    for rec in out:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
