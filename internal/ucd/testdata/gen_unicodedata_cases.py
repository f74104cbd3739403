"""Generate unicodedata_cases.jsonl: unicodedata.category/numeric/digit/decimal from CPython.

Run with CPython 3.11 from this directory:  python3 gen_unicodedata_cases.py
One line per sampled code point: {"r", "cat", "num", "digit", "dec"} with
null where CPython has no value.
"""
import json
import random
import sys
import unicodedata

rng = random.Random(1414)


def main():
    cps = set(range(0, 0x3000, 7)) | {rng.randrange(sys.maxunicode + 1) for _ in range(20000)}
    cps |= {c for c in range(sys.maxunicode + 1) if unicodedata.numeric(chr(c), None) is not None and rng.random() < 0.5}
    with open('unicodedata_cases.jsonl', 'w', encoding='utf-8') as fh:
        for c in sorted(cps):
            ch = chr(c)
            num = unicodedata.numeric(ch, None)
            fh.write(json.dumps({"r": c, "cat": unicodedata.category(ch), "num": None if num is None else repr(num),
                                 "digit": unicodedata.digit(ch, None), "dec": unicodedata.decimal(ch, None)}) + "\n")


main()
