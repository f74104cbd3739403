"""Generate complex_cases.jsonl: complex(str) expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_complex.py
Each line is {"in", "out": [repr(real), repr(imag)]} or {"in", "err"}.
"""
import json
import random

rng = random.Random(99)
PIECES = ['1', '2.5', '.5', '5.', '1e3', '1e', 'e5', 'j', 'J', '+', '-', 'inf', 'nan', 'infinity', 'INF', '(', ')',
          ' ', '_', '0', '12', '\t', '١', '\u2003', 'x', 'E-2', '1_0']
CASES = ['', '1', '1j', 'j', '-j', '+j', '1+j', '1-j', '1+2j', '(1+2j)', ' ( 1+2j ) ', '(1+2j', '1+2j)', '1e3-4.5J',
         'inf+nanj', '-infj', 'nanj', '1+infj', 'infinityj', '1 + 2j', '1+2 j', '1__2', '1_2j', '_1j', '1_j', '١+٢j',
         '\u20031j\u2003', 'jj', '1jj', '2e', '2ej', '2e+j', '1e400j', '-0j', '(-0-0j)', '0x1j', '()', '(j)', 'j1']


def main():
    cases = list(CASES)
    for _ in range(4000):
        cases.append(''.join(rng.choice(PIECES) for _ in range(rng.randint(1, 5))))
    with open('complex_cases.jsonl', 'w', encoding='utf-8') as f:
        for s in cases:
            rec = {"in": s}
            try:
                c = complex(s)
                rec["out"] = [repr(c.real), repr(c.imag)]
            except Exception as e:  # noqa: BLE001 - every exception is an expectation
                rec["err"] = f"{type(e).__name__}: {e}"
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


main()
