"""Generate codec_cases.jsonl: str.encode / bytes.decode expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_codec_cases.py
Bytes (decode inputs, encode outputs) are latin-1 strings.
"""
import json
import random

rng = random.Random(8080)
ENCODINGS = ['utf-8', 'UTF8', 'ascii', 'latin-1', 'Latin_1', 'iso-8859-1', 'us-ascii', 'L1', 'u8', 'xyz',
             'utf-16', 'utf-16-le', 'UTF-16BE', 'utf-32', 'utf_32_be', 'utf-32LE', 'utf-8-sig', 'u16', 'U32']
HANDLERS = ['strict', 'strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace', 'bogus']
CHARS = list('abc xyz') + ['é', 'ÿ', '€', '😀', 'Ā', '\x7f', '\x80']
BYTES = [b'a', b'b', b' ', b'\x7f', b'\x80', b'\xbf', b'\xc0', b'\xc2', b'\xc3\xa9', b'\xe2', b'\xe2\x82', b'\xe2\x82\xac',
         b'\xe0\x80', b'\xe0\xa0\x80', b'\xed\xa0\x80', b'\xed\x9f\xbf', b'\xf0', b'\xf0\x90', b'\xf0\x90\x80',
         b'\xf0\x9f\x98\x80', b'\xf4\x90\x80\x80', b'\xf5', b'\xff', b'\x28',
         b'\xff\xfe', b'\xfe\xff', b'\x00\xd8', b'\x00\xdc', b'\xd8\x00', b'\xdc\x00', b'a\x00', b'\x00a',
         b'\x00\x00\xfe\xff', b'\xff\xfe\x00\x00', b'\x00\x00\x11\x00', b'a\x00\x00\x00', b'\xef\xbb\xbf',
         b'\x00\xd8\x00\xdc', b'=\xd8\x00\xde']


def main():
    out = []
    for _ in range(5000):
        s = ''.join(rng.choice(CHARS) for _ in range(rng.randint(0, 6)))
        enc, err = rng.choice(ENCODINGS), rng.choice(HANDLERS)
        rec = {"fn": "encode", "s": s, "args": [enc, err]}
        try:
            rec["out"] = s.encode(enc, err).decode('latin-1')
        except Exception as e:  # noqa: BLE001 - every exception is an expectation
            rec["err"] = f"{type(e).__name__}: {e}"
        out.append(rec)
    for _ in range(6000):
        b = b''.join(rng.choice(BYTES) for _ in range(rng.randint(0, 5)))
        enc, err = rng.choice(ENCODINGS), rng.choice(HANDLERS[:5] + ['bogus'])
        rec = {"fn": "decode", "s": b.decode('latin-1'), "args": [enc, err]}
        try:
            rec["out"] = b.decode(enc, err)
        except Exception as e:  # noqa: BLE001 - every exception is an expectation
            rec["err"] = f"{type(e).__name__}: {e}"
        out.append(rec)
    with open('codec_cases.jsonl', 'w', encoding='utf-8') as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')


main()
