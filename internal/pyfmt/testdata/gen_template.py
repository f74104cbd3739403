"""Generate template_cases.jsonl: str.format / str.format_map expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_template.py
Each line is {"tpl", "args", "kwargs", "map", "out"} or {..., "err"}. The
argument values are JSON ints, floats (as {"f": repr}), strings, lists and
objects (dicts).
"""
import json
import random

rng = random.Random(777)

VALUES = [0, 7, -42, 1234567, 3.5, -0.25, 'abc', 'é', '', [1, 'x', 2.5], {'k': 'v', 'n': 5}, [[1, 2], 'yz']]
SIMPLE = [0, 7, -42, 1234567, 3.5, -0.25, 'abc', 'é', '', [1, 'x', 2.5], [[1, 2], 'yz']]
NAMES = ['', '', '0', '1', '2', 'a', 'b', 'k', '١', '99', '0x', ' ', '99999999999999999999']
ACCESS = ['', '', '', '[0]', '[1]', '[k]', '[n]', '[5]', '.real', '.imag', '.x', '[]', '.', '[0][1]', '[0].real', 'x',
          '[a', '[99999999999999999999]']
CONVS = ['', '', '', '!r', '!s', '!a', '!x', '!', '!é', '!rx']
SPECS = ['', '', ':', ':>6', ':*^9', ':.2', ':+d', ':x', ':,', ':.1f', ':{}', ':>{}', ':{0}', ':{a}', ':{:{}}', ':{',
         ':}', ':{{}}', ':10.3e', ':s']
LITS = ['', 'x', ' ', '{{', '}}', '-', '{', '}', 'é']


def enc(v):
    if isinstance(v, float):
        return {"f": repr(v)}
    if isinstance(v, list):
        return [enc(x) for x in v]
    if isinstance(v, dict):
        return {"d": {k: enc(x) for k, x in v.items()}}
    return v


def field(mode):
    if mode == 'chaos':
        return '{' + rng.choice(NAMES) + rng.choice(ACCESS) + rng.choice(CONVS) + rng.choice(SPECS) + '}'
    name = '' if mode == 'auto' else rng.choice(['0', '1', 'a', 'b', '١'])
    return ('{' + name + rng.choice(['', '', '', '.real', '[0]']) + rng.choice(['', '', '!r', '!s', '!a']) +
            rng.choice(['', '', ':>6', ':*^9', ':.2', ':<4', ':{}' if mode == 'auto' else ':{0}']) + '}')


def main():
    out = []
    for _ in range(6000):
        parts = []
        mode = rng.choice(['chaos', 'auto', 'manual', 'auto', 'manual'])
        lits = LITS if mode == 'chaos' else ['', 'x', ' ', '{{', '}}', '-', 'é']
        for _ in range(rng.randint(1, 3)):
            parts.append(rng.choice(lits))
            if mode == 'chaos' and rng.random() < 0.1:
                parts.append(rng.choice(['{', '}', '{0', '{0!', '{0:']))
            else:
                parts.append(field(mode))
        parts.append(rng.choice(lits))
        tpl = ''.join(parts)
        args = [rng.choice(VALUES if mode == 'chaos' else SIMPLE) for _ in range(rng.randint(0 if mode == 'chaos' else 3, 4))]
        kwargs = {k: rng.choice(VALUES if mode == 'chaos' else SIMPLE) for k in ['a', 'b', 'k', ' ', '0x'] if rng.random() < (0.5 if mode == 'chaos' else 0.95)}
        use_map = rng.random() < 0.15
        rec = {"tpl": tpl, "args": [enc(a) for a in args], "kwargs": {k: enc(v) for k, v in kwargs.items()},
               "map": use_map}
        try:
            rec["out"] = tpl.format_map(kwargs) if use_map else tpl.format(*args, **kwargs)
        except Exception as e:  # noqa: BLE001 - every exception is an expectation
            rec["err"] = f"{type(e).__name__}: {e}"
        out.append(rec)
    with open("template_cases.jsonl", "w", encoding="utf-8") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


main()
