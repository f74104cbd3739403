"""Generate format_cases.jsonl: format(value, spec) expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_format.py
Each line is {"kind", "v", "spec", "out"} or {"kind", "v", "spec", "err"},
where err is "ExceptionClass: message". Floats are given by repr, big ints
by their decimal string, complex numbers as [repr(real), repr(imag)].
"""
import json
import random
import sys

rng = random.Random(20261122)

FILLS = ['', '', '', '<', '>', '^', '=', '*<', '*>', '*^', '*=', '0=', '0<', 'x^', '€>', '€=', '}<', ' ^']
SIGNS = ['', '', '+', '-', ' ']
WIDTHS = ['', '', '1', '5', '8', '13', '20']
GROUPS = ['', '', '', ',', '_']
PRECS = ['', '', '.0', '.1', '.3', '.6', '.12', '.17', '.25']
INT_TYPES = ['', 'b', 'c', 'd', 'o', 'x', 'X', 'n', 'e', 'E', 'f', 'F', 'g', 'G', '%', 's', 'q']
FLOAT_TYPES = ['', '', 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%', 'd', 'r']
STR_TYPES = ['', '', 's', 's', 'd']


def rand_spec(types, prec_weight=0.5):
    spec = rng.choice(FILLS) + rng.choice(SIGNS)
    if rng.random() < 0.1:
        spec += 'z'
    if rng.random() < 0.25:
        spec += '#'
    if rng.random() < 0.25:
        spec += '0'
    spec += rng.choice(WIDTHS) + rng.choice(GROUPS)
    if rng.random() < prec_weight:
        spec += rng.choice(PRECS)
    return spec + rng.choice(types)


INTS = [0, 1, -1, 7, -7, 42, -42, 65, 255, 1000, 1234, -1234567, 10**6, 2**31,
        2**63 - 1, -2**63, 2**64, -(2**100), 10**30 + 7, 0x10ffff, 0x110000,
        128512, 9999, 123456789, -98765, 2**53 + 1, 10**20]

SPECIAL_FLOATS = [0.0, -0.0, 1.0, -1.0, -1.5, 0.1, 2.5, 3.14159, 1e16, 1e15,
                  9999999999999998.0, 123456.789, 1e-5, 1e-4, 0.0001234, 1e100,
                  1.7976931348623157e308, 5e-324, float('inf'), float('-inf'),
                  float('nan'), 0.5, 1.5, 0.125, 0.375, 9.995, 99.99, 999999.5,
                  1234567.0, -0.0001, -0.004, 1e22, 1e23, 2**0.5, 100.0, 12345.6789]


def rand_float():
    r = rng.random()
    if r < 0.3:
        return rng.choice(SPECIAL_FLOATS)
    if r < 0.6:
        return round(rng.uniform(-1e6, 1e6), rng.randint(0, 6))
    sign = rng.choice([1, -1])
    return sign * rng.random() * 10 ** rng.randint(-30, 30)


def unlimited_str(v):
    """str(v) without CPython's int max str digits limit (only to encode inputs)."""
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return str(v)
    finally:
        sys.set_int_max_str_digits(old)


def emit(out, kind, v, spec, enc):
    rec = {"kind": kind, "v": enc, "spec": spec}
    try:
        rec["out"] = format(v, spec)
    except Exception as e:  # noqa: BLE001 - every exception is an expectation
        rec["err"] = f"{type(e).__name__}: {e}"
    out.append(rec)


def main():
    out = []
    for _ in range(6000):
        v = rng.choice(INTS)
        spec = rand_spec(INT_TYPES, prec_weight=0.1)
        kind = "int" if -2**63 <= v < 2**63 else "bigint"
        emit(out, kind, v, spec, str(v))
    for _ in range(9000):
        v = rand_float()
        spec = rand_spec(FLOAT_TYPES)
        emit(out, "float", v, spec, repr(v))
    for _ in range(2500):
        v = complex(rand_float(), rand_float()) if rng.random() < 0.7 else complex(rng.choice([0.0, -0.0, 1.0, 2.5]), rng.choice([0.0, -0.0, 1.0, -3.25]))
        spec = rand_spec(['', '', 'e', 'f', 'g', 'G', 'n', '%'])
        emit(out, "complex", v, spec, [repr(v.real), repr(v.imag)])
    strs = ['', 'a', 'hello', 'héllo wörld', '€uro', '𝄞x', 'tab\there', 'ǅemo']
    for _ in range(3000):
        v = rng.choice(strs)
        spec = rand_spec(STR_TYPES)
        emit(out, "str", v, spec, v)
    # Hand-picked edge cases.
    edge_int_specs = ['', 'd', ',', '_', '_b', '_x', '#_x', '#_o', '#_b', ',x', '08,', '09,', '010,', '011,',
                      '012_', '0=12,', '*=12,', '#010x', '#010X', '+#x', ' 010', '=10', '0^10',
                      '^', '.', 'abc', ',_', '_,', '.2d', 'z', '+c', '#c', ',c', '_n', 'é', '\x01',
                      '٥', '99999999999999999999', '.99999999999', '<', '=', '-', '+', ' ', '10c', '<010',
                      '=+10', '#', '0', '00', '000', ',d', ',,', '__', '1,,', 'xx<5', '\U0001f600<9',
                      '.0%', '.2%', '#.0e', '#g', '.0f', '015,.2f', '0=+15,.3f', '#.3g']
    for v in [0, 1, -1, 1234, -1234567, 2**64, -(2**70), 65, 0x1F600]:
        for spec in edge_int_specs:
            kind = "int" if -2**63 <= v < 2**63 else "bigint"
            emit(out, kind, v, spec, str(v))
    edge_float_specs = ['', 'r', '.0', '.1', '.2', '.3', '.16', '.17', '.20', '#', '#.0', '#.0f', '#.0e',
                        '#.3g', '#g', '#.0g', 'g', '.0g', '.1g', '.2g', 'z', 'z.1f', 'z.0f', 'z.3e', 'z.2g', 'z.2%',
                        '+z.1f', ',', '_', ',.2f', '_.3f', '015,.2f', '0=15,', '=+15,', '010', '0<10', '^12,',
                        '.0%', '%', ',%', '.1e', 'E', 'F', 'G', 'n', ',n', '.3n', '.100f', '.30e', '.40g',
                        '#.40g', '.1000g', '.2147483647g', '.2147483648f', '.99999999999f', ' ', '+', '-',
                        '.17g', '.15g', '.16g', '20', '<20.3e', 'abc', 'd', 'x', 'c', 's', '=^9']
    for v in [0.0, -0.0, 1.0, -1.0, 0.1, -0.001, 0.05, 1.5, 2.5, 1e16, 1e15, 123456789.0, 1e-4, 1e-5,
              5e-324, 1e300, float('inf'), float('-inf'), float('nan'), 0.999, 9.5, 99.5, 1234.5678, -1e-7]:
        for spec in edge_float_specs:
            emit(out, "float", v, spec, repr(v))
    for v in [10**5000, -10**4299, -10**4300]:
        for spec in ['', 'd', ',', 'n', 'x', '#o', 'e', '>10']:
            emit(out, "bigint", v, spec, unlimited_str(v))
    for v in [1e-300, -5e-324, 1.7976931348623157e308, 2.2250738585072014e-308, 1.2345678901234568e+29, 0.5e-10,
              9.999999999999999e22, 1e100, 0.1 + 0.2]:
        for spec in ['.500f', '.400e', '.30g', '#.30g', 'e', 'g', '%', '.0%', '#.0%', 'z.3e', '.800g', '.1000e',
                     ',.2f', '_.1f', '0=30,.3f', '#', '#.1', '.1', '.16', '.17', 'n', 'E', '-^40.20G']:
            emit(out, "float", v, spec, repr(v))
    for v in [0j, -0j, complex(-0.0, 0.0), 1j, -1j, 1 + 2j, -1.5 - 2.5j, complex(1e16, 1e-5),
              complex(float('inf'), float('nan')), 1234.5 + 6789j]:
        for spec in ['', '.0', '.3', 'g', 'e', 'f', '.2f', '+', '-', ' ', ',', '_', '20', '<20', '^20', '*>20',
                     '0', '010', '=10', '0<10', '%', 'n', 'z', 'z.0f', '#', '#.0f', 'd', 'abc', '.2147483648f']:
            emit(out, "complex", v, spec, [repr(v.real), repr(v.imag)])
    for v in ['', 'a', 'hello', 'ü€𝄞x']:
        for spec in ['', 's', '.0', '.2', '.2s', '10', '<10', '>10', '^10', '^9', '*^10', '€>6', '0', '05', '010s',
                     '+', ' ', '-', 'z', '#', '=', '=10', ',', '_', ',s', '_s', 'd', 'x', 'abc', '.', '.99999999999',
                     '99999999999999999999', '0<5', '<', '^', '\U0001f600^7']:
            emit(out, "str", v, spec, v)
    with open("format_cases.jsonl", "w", encoding="utf-8") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


main()
