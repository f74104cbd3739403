"""Generate str_cases.jsonl: str method expectations from CPython.

Run with CPython 3.11 from this directory:  python3 gen_cases.py
Each line is {"fn", "s", "args", "out"} or {..., "err"} where err is
"ExceptionClass: message". None arguments are JSON null.
"""
import json
import random
import sys

rng = random.Random(31337)
out = []

ALPHABET = (list('abcxyzABCXYZ0129 ') * 3 + list(" \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u2028\u2029\u3000\u2003") +
            list("éÉßẞǅǆǄΣσςİıŉﬁͅʰΐ'’.:-_+,;!?") + ['\u0301', '\u0345', '\u00b7', '\u2019'] +
            list("ΑΒΓαβγДжЯ一二万٣１²½Ⅻ①𝟗𝄞😀ǈǉǋ") + ['\r\n', '\t', 'ab', 'aa', 'Σ', 'ΣΣ', 'A\u0301Σ'])


def rand_str(maxlen=12):
    return ''.join(rng.choice(ALPHABET) for _ in range(rng.randint(0, maxlen)))


def rand_idx(s):
    r = rng.random()
    if r < 0.25:
        return None
    return rng.randint(-len(s) - 3, len(s) + 3)


def rand_sub(s):
    r = rng.random()
    if r < 0.5 and s:
        i = rng.randint(0, len(s))
        j = rng.randint(i, min(len(s), i + 3))
        return s[i:j]
    return rng.choice(['', 'a', 'ab', 'aa', ' ', 'Σ', 'é', '\r\n', 'x', 'zz', '𝄞', '\n'])


def emit(fn, s, args, call):
    rec = {"fn": fn, "s": s, "args": args}
    try:
        rec["out"] = call()
    except Exception as e:  # noqa: BLE001 - every exception is an expectation
        rec["err"] = f"{type(e).__name__}: {e}"
    out.append(rec)


def main():
    for _ in range(30000):
        s = rand_str()
        fn = rng.choice(['find', 'rfind', 'count', 'index', 'rindex', 'startswith', 'endswith', 'replace',
                         'split', 'rsplit', 'splitn', 'rsplitn', 'splitlines', 'strip', 'lstrip', 'rstrip',
                         'partition', 'rpartition', 'center', 'ljust', 'rjust', 'zfill', 'expandtabs',
                         'upper', 'lower', 'casefold', 'title', 'capitalize', 'swapcase', 'isalpha',
                         'isdecimal', 'isdigit', 'isnumeric', 'isalnum', 'isspace', 'islower', 'isupper',
                         'istitle', 'isidentifier', 'isprintable', 'isascii', 'removeprefix', 'removesuffix',
                         'translate', 'len'])
        if fn in ('find', 'rfind', 'count', 'index', 'rindex', 'startswith', 'endswith'):
            sub, a, b = rand_sub(s), rand_idx(s), rand_idx(s)
            emit(fn, s, [sub, a, b], lambda: getattr(s, fn)(sub, a, b))
        elif fn == 'replace':
            old, new, n = rand_sub(s), rng.choice(['', '-', 'XY', 'é', '𝄞𝄞']), rng.choice([-1, -1, 0, 1, 2, 5])
            emit(fn, s, [old, new, n], lambda: s.replace(old, new, n))
        elif fn in ('split', 'rsplit'):
            sep, n = rand_sub(s), rng.choice([-1, -1, 0, 1, 2])
            emit(fn, s, [sep, n], lambda: getattr(s, fn)(sep, n))
        elif fn in ('splitn', 'rsplitn'):
            n = rng.choice([-1, -1, 0, 1, 2])
            emit(fn, s, [None, n], lambda: getattr(s, fn[:-1])(None, n))
        elif fn == 'splitlines':
            k = rng.random() < 0.5
            emit(fn, s, [k], lambda: s.splitlines(k))
        elif fn in ('strip', 'lstrip', 'rstrip'):
            chars = rng.choice([None, None, ' ', 'a', 'ab ', 'Σé', '𝄞\n', ''])
            emit(fn, s, [chars], lambda: getattr(s, fn)(chars))
        elif fn in ('partition', 'rpartition'):
            sep = rand_sub(s)
            emit(fn, s, [sep], lambda: list(getattr(s, fn)(sep)))
        elif fn in ('center', 'ljust', 'rjust'):
            w, f = rng.randint(-1, 20), rng.choice([' ', '*', 'é', '𝄞'])
            emit(fn, s, [w, f], lambda: getattr(s, fn)(w, f))
        elif fn == 'zfill':
            w = rng.randint(-1, 20)
            s2 = rng.choice([s, '-' + s, '+' + s, '-', '+', '--1', '12'])
            emit(fn, s2, [w], lambda: s2.zfill(w))
        elif fn == 'expandtabs':
            t = rng.choice([8, 8, 4, 1, 0, -1, 3])
            s2 = s + rng.choice(['\t', 'a\tb', '\t\t', '\n\t', 'é\tx'])
            emit(fn, s2, [t], lambda: s2.expandtabs(t))
        elif fn == 'removeprefix' or fn == 'removesuffix':
            p = rand_sub(s)
            emit(fn, s, [p], lambda: getattr(s, fn)(p))
        elif fn == 'translate':
            table = {}
            for _ in range(rng.randint(0, 5)):
                k = ord(rng.choice(ALPHABET[:40] + ['é', 'Σ', '𝄞']))
                table[k] = rng.choice([None, ord('x'), ord('€'), '', 'abc', '𝄞', 0x1F600])
            emit(fn, s, [{str(k): v for k, v in table.items()}], lambda: s.translate(table))
        elif fn == 'len':
            emit(fn, s, [], lambda: len(s))
        else:
            emit(fn, s, [], lambda: getattr(s, fn)())
    # Edge cases.
    for s in ['', 'a', 'abc', 'ΑΣ', 'ΑΣ ', 'Σ', 'ΣΑ', 'Α.Σ', 'Α\u0345Σ', 'ΑΣ\u0345', 'ΑΣ\u0345Α', 'aΣ\u02b0', "they're bill's",
              'ǅemo ǆ', 'ßtraße', 'ﬁre', 'İstanbul', 'ŉ', 'hello world', '1st 2nd', 'a\u0301bc', '𝔄𝔅', 'ǈǉǊ']:
        for fn in ['upper', 'lower', 'casefold', 'title', 'capitalize', 'swapcase', 'istitle', 'islower', 'isupper']:
            emit(fn, s, [], lambda: getattr(s, fn)())
    for s, args in [('abc', ['', 3, None]), ('abc', ['', 4, None]), ('abc', ['', 2, 1]), ('abc', ['', -10, None]),
                    ('abc', ['', None, -10])]:
        for fn in ['find', 'rfind', 'count', 'index', 'startswith', 'endswith']:
            emit(fn, s, args, lambda: getattr(s, fn)(*args))
    for x, y, z in [('abc', 'xyz', ''), ('aa', 'xy', 'a'), ('ab', 'x', ''), ('é𝄞', 'Σs', 'q'), ('', '', 'abc')]:
        emit('maketrans', x, [y, z], lambda: [[k, v] for k, v in str.maketrans(x, y, z).items()])
    # Character classes and case mappings over sampled code points.
    cps = list(range(0, 0x250)) + list(range(0x370, 0x400)) + [rng.randrange(0x250, sys.maxunicode + 1) for _ in range(8000)]
    for c in cps:
        if 0xD800 <= c <= 0xDFFF:
            continue
        ch = chr(c)
        emit('classes', ch, [], lambda: ''.join('1' if f() else '0' for f in (
            ch.isalpha, ch.isdecimal, ch.isdigit, ch.isnumeric, ch.isalnum, ch.isspace, ch.islower, ch.isupper,
            ch.istitle, ch.isidentifier, ch.isprintable)))
        emit('cases', ch, [], lambda: [ch.upper(), ch.lower(), ch.casefold(), ch.title(), ch.swapcase()])
    with open('str_cases.jsonl', 'w', encoding='utf-8') as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')


main()
