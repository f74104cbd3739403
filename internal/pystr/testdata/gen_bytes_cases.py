"""Generate bytes_cases.jsonl: bytes method expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_bytes_cases.py
Bytes values (inputs and outputs) are written as latin-1 decoded strings;
ints and bools as JSON numbers and booleans; None as null.
"""
import json
import random

rng = random.Random(2718)

ALPHABET = [bytes([c]) for c in b'abcXYZ019 \t\n\r\x0b\x0c\x1c\x1f\x00'] * 3 + [b'\xe9', b'\xff', b'\x85', b'\xa0',
                                                                                    b'\r\n', b'ab', b'aa', b'-', b'+', b"'"]


def rand_bytes(maxlen=12):
    return b''.join(rng.choice(ALPHABET) for _ in range(rng.randint(0, maxlen)))


def rand_idx(s):
    return None if rng.random() < 0.25 else rng.randint(-len(s) - 3, len(s) + 3)


def rand_sub(s):
    if rng.random() < 0.5 and s:
        i = rng.randint(0, len(s))
        return s[i:rng.randint(i, min(len(s), i + 3))]
    return rng.choice([b'', b'a', b'ab', b'aa', b' ', b'\xe9', b'\r\n', b'x', b'\n'])


def enc(v):
    if isinstance(v, bytes):
        return v.decode('latin-1')
    if isinstance(v, (list, tuple)):
        return [enc(x) for x in v]
    return v


def main():
    out = []

    def emit(fn, s, args, call):
        rec = {"fn": fn, "s": enc(s), "args": [enc(a) for a in args]}
        try:
            rec["out"] = enc(call())
        except Exception as e:  # noqa: BLE001 - every exception is an expectation
            rec["err"] = f"{type(e).__name__}: {e}"
        out.append(rec)

    fns = ['find', 'rfind', 'count', 'startswith', 'endswith', 'replace', 'splitn', 'rsplitn', 'splitlines', 'strip',
           'lstrip', 'rstrip', 'center', 'ljust', 'rjust', 'zfill', 'expandtabs', 'upper', 'lower', 'swapcase',
           'capitalize', 'title', 'isalpha', 'isalnum', 'isdigit', 'isspace', 'islower', 'isupper', 'istitle',
           'translate', 'hex']
    for _ in range(12000):
        s = rand_bytes()
        fn = rng.choice(fns)
        if fn in ('find', 'rfind', 'count', 'startswith', 'endswith'):
            sub, a, b = rand_sub(s), rand_idx(s), rand_idx(s)
            emit(fn, s, [sub, a, b], lambda: getattr(s, fn)(sub, a, b))
        elif fn == 'replace':
            old, new, n = rand_sub(s), rng.choice([b'', b'-', b'XY', b'\xe9']), rng.choice([-1, -1, 0, 1, 2, 5])
            emit(fn, s, [old, new, n], lambda: s.replace(old, new, n))
        elif fn in ('splitn', 'rsplitn'):
            n = rng.choice([-1, -1, 0, 1, 2])
            emit(fn, s, [n], lambda: getattr(s, fn[:-1])(None, n))
        elif fn == 'splitlines':
            k = rng.random() < 0.5
            emit(fn, s, [k], lambda: s.splitlines(k))
        elif fn in ('strip', 'lstrip', 'rstrip'):
            chars = rng.choice([None, None, b' ', b'a', b'ab ', b'\xe9\n', b''])
            emit(fn, s, [chars], lambda: getattr(s, fn)(chars))
        elif fn in ('center', 'ljust', 'rjust'):
            w, f = rng.randint(-1, 20), rng.choice([b' ', b'*', b'\xe9'])
            emit(fn, s, [w, f], lambda: getattr(s, fn)(w, f))
        elif fn == 'zfill':
            w = rng.randint(-1, 20)
            s2 = rng.choice([s, b'-' + s, b'+' + s, b'-'])
            emit(fn, s2, [w], lambda: s2.zfill(w))
        elif fn == 'expandtabs':
            t = rng.choice([8, 4, 1, 0, -1, 3])
            s2 = s + rng.choice([b'\t', b'a\tb', b'\n\t'])
            emit(fn, s2, [t], lambda: s2.expandtabs(t))
        elif fn == 'translate':
            frm = bytes(rng.sample(range(256), rng.randint(0, 5)))
            to = bytes(rng.randrange(256) for _ in frm)
            table = bytes.maketrans(frm, to) if rng.random() < 0.8 else None
            delete = rng.choice([b'', b'a', b'\x00\xe9 '])
            emit(fn, s, [table, delete], lambda: s.translate(table, delete))
        else:
            emit(fn, s, [], lambda: getattr(s, fn)())
    for frm, to in [(b'abc', b'xyz'), (b'ab', b'x'), (b'', b''), (b'\xff', b'\x00')]:
        emit('maketrans', frm, [to], lambda: bytes.maketrans(frm, to))
    emit('translate', b'abc', [b'short', b''], lambda: b'abc'.translate(b'short'))
    for h in ['', '00', 'ff 0A', ' 1f2e ', '1', '1 2', 'zz', '0g', 'é1', '12é', '12\x1c', '12\t34\n', '123']:
        emit('fromhex', h.encode('latin-1', 'replace') if all(ord(c) < 256 for c in h) else b'', [h],
             lambda: bytes.fromhex(h))
    with open('bytes_cases.jsonl', 'w', encoding='utf-8') as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')


main()
