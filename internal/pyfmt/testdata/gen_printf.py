"""Generate printf_cases.jsonl: format % operand expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_printf.py
Each line is {"fmt", "operand", "out"} or {"fmt", "operand", "err"}. The
operand is {"tuple": [values]}, {"single": value} or {"dict": value}; a
value is {"t": type, "v": payload, "str", "repr", "ascii"} where payload is
the decimal string of an int, the repr of a float, the str itself, or a
{key: value} object for a dict.
"""
import json
import random

rng = random.Random(1122)


def enc(v):
    rec = {"t": type(v).__name__, "str": str(v), "repr": repr(v), "ascii": ascii(v)}
    if isinstance(v, bool):
        rec["v"] = str(int(v))
    elif isinstance(v, int):
        rec["v"] = str(v)
    elif isinstance(v, float):
        rec["v"] = repr(v)
    elif isinstance(v, str):
        rec["v"] = v
    elif isinstance(v, dict):
        rec["v"] = {k: enc(x) for k, x in v.items()}
    return rec


INTS = [0, 1, -1, 42, -42, 255, -255, 7, 1234567, 2**63 - 1, -2**63, 2**64, -(2**80), 65, 0x20ac]
FLOATS = [0.0, -0.0, 1.0, -1.5, 2.5, 0.1, 3.14159, 1e20, 1e-7, 123456.789, float('inf'), float('-inf'),
          float('nan'), 0.5, 9.995, -0.004, 1e16, 1.7976931348623157e308]
STRS = ['', 'a', 'hello', 'héllo', '€', "it's", 'tab\t', '𝄞']
OTHERS = [None, True, False, [1, 'a'], (2,)]
TYPES = 'sraidouxXeEfFgGc'


def rand_value():
    r = rng.random()
    if r < 0.35:
        return rng.choice(INTS)
    if r < 0.65:
        return rng.choice(FLOATS)
    if r < 0.9:
        return rng.choice(STRS)
    return rng.choice(OTHERS)


def value_for(t):
    """A value that usually suits conversion type t, sometimes not."""
    if rng.random() < 0.12:
        return rand_value()
    if t in 'sra':
        return rand_value()
    if t in 'diu':
        return rng.choice(INTS + FLOATS[:10] + [True])
    if t in 'oxX':
        return rng.choice(INTS + [False])
    if t in 'eEfFgG':
        return rng.choice(FLOATS + INTS[:7])
    if t == 'c':
        return rng.choice(['x', '€', '𝄞', 65, 0x20ac, 10])
    return rand_value()


def rand_conv(keyed):
    """Returns a conversion and the arguments it consumes."""
    c = '%'
    args = []
    if keyed:
        c += '(' + rng.choice(['a', 'b', 'key', 'x(y)']) + ')'
    for _ in range(rng.choice([0, 0, 1, 2])):
        c += rng.choice('-+ #0')
    w = rng.random()
    if w < 0.15:
        c += '*'
        args.append(rng.choice([-7, 0, 4, 10, 3]) if rng.random() < 0.95 else rng.choice(['a', 1.5, None, 2**70, -2**70, True]))
    elif w < 0.5:
        c += str(rng.choice([1, 3, 5, 8, 12]))
    p = rng.random()
    if p < 0.1:
        c += '.*'
        args.append(rng.choice([-1, 0, 2, 5]) if rng.random() < 0.95 else rng.choice(['a', 1.5, None, 2**40, True]))
    elif p < 0.4:
        c += '.' + str(rng.choice([0, 1, 2, 3, 6, 10]))
    if rng.random() < 0.03:
        c += rng.choice('hlL')
    if rng.random() < 0.03:
        t = rng.choice(['y', 'é', '%', '', 'Z'])
    else:
        t = rng.choice(TYPES)
    c += t
    args.append(value_for(t))
    if keyed:
        args = args[-1:]
    return c, args


def run(fmt, operand, kind):
    rec = {"fmt": fmt}
    if kind == "tuple":
        rec["operand"] = {"tuple": [enc(v) for v in operand]}
    elif kind == "single":
        rec["operand"] = {"single": enc(operand)}
    else:
        rec["operand"] = {"dict": enc(operand)}
    try:
        rec["out"] = fmt % operand
    except Exception as e:  # noqa: BLE001 - every exception is an expectation
        rec["err"] = f"{type(e).__name__}: {e}"
    return rec


def main():
    out = []
    for _ in range(6000):
        keyed = rng.random() < 0.15
        parts = []
        vals = []
        nconv = rng.choice([1, 1, 2, 3])
        for _ in range(nconv):
            if rng.random() < 0.4:
                parts.append(rng.choice(['x', ' ', 'abc ', '€ ', '%%', '|']))
            c, a = rand_conv(keyed)
            parts.append(c)
            vals.extend(a)
        if rng.random() < 0.3:
            parts.append(rng.choice(['.', ' end', '%%', '€']))
        fmt = ''.join(parts)
        if keyed:
            d = {k: value_for(rng.choice(TYPES)) for k in ['a', 'b', 'key', 'x(y)'] if rng.random() < 0.9}
            out.append(run(fmt, d, "dict"))
            continue
        r = rng.random()
        if r < 0.04:
            vals.append(rand_value())
        elif r < 0.08 and vals:
            vals.pop()
        if len(vals) == 1 and rng.random() < 0.5 and not isinstance(vals[0], (tuple, dict)):
            out.append(run(fmt, vals[0], "single"))
        else:
            out.append(run(fmt, tuple(vals), "tuple"))
    edges = [
        ('%5%', ()), ('%(a)%', {'a': 1}), ('%-5%|', ()), ('%', ()), ('%(a', {}), ('%(a)s', 5), ('%y', ()),
        ('%y', (1,)), ('%f', 'a'), ('%d', 'a'), ('%x', 1.5), ('%d', 1.7), ('%d', float('nan')),
        ('%d', float('inf')), ('%c', 'ab'), ('%c', ''), ('%c', 1.5), ('%c', -1), ('%c', 2**70), ('%*d', ('a', 1)),
        ('%*d', (2**70, 1)), ('%.*d', (2**40, 1)), ('%.*d', (-5, 1)), ('abc', 5), ('abc', {}), ('%s %s', 5),
        ('%s', (1, 2)), ('%ld %hi %Lf', (1, 2, 3.0)), ('%(a)s %s', {'a': 1}), ('%é', (1,)),
        ('%10c|%-3c|', ('x', 0x20ac)), ('%0s|%05s|%-5s|', ('a', 'b', 'c')), ('%3', (1,)), ('%.', (1,)),
        ('%.3', (1,)), ('%-', (1,)), ('%*', (1,)), ('%*', ()), ('%(a)', {'a': 1}), ('%()s', {'': 2}),
        ('%99999999999999999999d', 1), ('%.99999999999d', 1), ('%.2147483647d', 1), ('%f', 10**400),
        ('%.0d', 0), ('% x', 255), ('%+x', -255), ('%#+x', -255), ('%#0 10x', 255), ('%-#010x|', 255),
        ('%#.5o', -8), ('%s', {'a': 1}), ('%(a)s', {'a': {'b': 2}}), ('%c', '€'), ('%5.1s|', '€uro'),
        ('%+s', 'x'), ('% r', 'x'), ('%+c', 'x'), ('%010s', 'x'), ('%-+010.2f|', -1.0), ('%+.0e', 0.0),
        ('%#.3g|%#.0g|%g', (1.0, 1.0, 1e-5)), ('%.1000f', 1.0), ('%.300e', 1.0), ('%d%%', 5),
        ('%(a)s%%%(b)s', {'a': 1, 'b': 2}), ('%s', ()), ('', ()), ('', 1), ('%%', ()), ('%%', 1),
    ]
    for fmt, operand in edges:
        if isinstance(operand, tuple):
            out.append(run(fmt, operand, "tuple"))
        elif isinstance(operand, dict):
            out.append(run(fmt, operand, "dict"))
        else:
            out.append(run(fmt, operand, "single"))
    with open("printf_cases.jsonl", "w", encoding="utf-8") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


main()
