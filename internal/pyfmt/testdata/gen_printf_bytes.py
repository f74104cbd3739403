"""Generate printf_bytes_cases.jsonl: bytes % operand expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_printf_bytes.py
Same layout as printf_cases.jsonl; bytes and bytearray values carry their
bytes as a latin-1 string in "v", formats and outputs are latin-1 strings,
and dict operands have bytes keys (latin-1 strings).
"""
import json
import random

rng = random.Random(5150)


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
    elif isinstance(v, (bytes, bytearray)):
        rec["v"] = bytes(v).decode('latin-1')
    elif isinstance(v, dict):
        rec["v"] = {k.decode('latin-1'): enc(x) for k, x in v.items()}
    return rec


INTS = [0, 1, -1, 42, -42, 255, 256, 65, 1234567, 2**64, -(2**70)]
FLOATS = [0.0, -1.5, 2.5, 0.1, 1e20, float('inf'), float('nan'), -0.0]
BYTES = [b'', b'a', b'xyz', b'\xe9\xff', bytearray(b'ba'), bytearray(b'q')]
OTHERS = ['s', 'é', None, [1], True]
TYPES = 'sbraidouxXeEfFgGc'


def value_for(t):
    if rng.random() < 0.15:
        return rng.choice(INTS + FLOATS + BYTES + OTHERS)
    if t in 'sbra':
        return rng.choice(BYTES + INTS[:3] + OTHERS[:2])
    if t in 'diuoxX':
        return rng.choice(INTS + FLOATS[:3] + [True])
    if t in 'eEfFgG':
        return rng.choice(FLOATS + INTS[:5])
    return rng.choice([65, 0, 255, 256, -1, b'z', bytearray(b'w'), b'zz', 'a', 1.5])


def conv(keyed):
    c, args = '%', []
    if keyed:
        c += '(' + rng.choice(['a', 'b', 'k(1)']) + ')'
    for _ in range(rng.choice([0, 0, 1, 2])):
        c += rng.choice('-+ #0')
    w = rng.random()
    if w < 0.15:
        c += '*'
        args.append(rng.choice([-6, 0, 3, 8]))
    elif w < 0.5:
        c += str(rng.choice([1, 4, 9]))
    p = rng.random()
    if p < 0.1:
        c += '.*'
        args.append(rng.choice([-1, 0, 2, 5]))
    elif p < 0.4:
        c += '.' + str(rng.choice([0, 1, 3, 7]))
    t = rng.choice(['y', '\xe9', '%', '\x01']) if rng.random() < 0.04 else rng.choice(TYPES)
    c += t
    args.append(value_for(t))
    return c, (args[-1:] if keyed else args)


def run(out, fmt, operand, kind):
    rec = {"fmt": fmt.decode('latin-1')}
    if kind == "tuple":
        rec["operand"] = {"tuple": [enc(v) for v in operand]}
    elif kind == "single":
        rec["operand"] = {"single": enc(operand)}
    else:
        rec["operand"] = {"dict": enc(operand)}
    try:
        rec["out"] = (fmt % operand).decode('latin-1')
    except Exception as e:  # noqa: BLE001 - every exception is an expectation
        rec["err"] = f"{type(e).__name__}: {e}"
    out.append(rec)


def main():
    out = []
    for _ in range(4000):
        keyed = rng.random() < 0.15
        parts, vals = [], []
        for _ in range(rng.choice([1, 1, 2, 3])):
            if rng.random() < 0.4:
                parts.append(rng.choice(['x', ' ', '\xe9 ', '%%', '|']))
            c, a = conv(keyed)
            parts.append(c)
            vals.extend(a)
        fmt = ''.join(parts).encode('latin-1')
        if keyed:
            d = {k: value_for(rng.choice(TYPES)) for k in [b'a', b'b', b'k(1)'] if rng.random() < 0.9}
            run(out, fmt, d, "dict")
            continue
        r = rng.random()
        if r < 0.04:
            vals.append(1)
        elif r < 0.08 and vals:
            vals.pop()
        if len(vals) == 1 and rng.random() < 0.5 and not isinstance(vals[0], (tuple, dict)):
            run(out, fmt, vals[0], "single")
        else:
            run(out, fmt, tuple(vals), "tuple")
    for fmt, operand in [(b'%5%', ()), (b'%', ()), (b'%(', {}), (b'%.2147483648d', 1), (b'%.2147483647d', 1),
                         (b'%99999999999999999999d', 1), (b'abc', 5), (b'%s', ()), (b'%(a)s', {b'a': b'v'}),
                         (b'%c', b''), (b'%i', 'x'), (b'%-5c|', 200)]:
        kind = "tuple" if isinstance(operand, tuple) else "dict" if isinstance(operand, dict) else "single"
        run(out, fmt, operand, kind)
    with open("printf_bytes_cases.jsonl", "w", encoding="utf-8") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


main()
