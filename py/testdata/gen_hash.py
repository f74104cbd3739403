# Generates hash.json: hash() of ints, floats, tuples and strs, and the
# iteration order of random int sets, as computed by CPython 3.11 under
# PYTHONHASHSEED=0. Run: PYTHONHASHSEED=0 python3 gen_hash.py
import json, os, random

assert os.environ.get('PYTHONHASHSEED') == '0'
random.seed(11)
out = {'ints': [], 'floats': [], 'strs': [], 'tuples': [], 'sets': [], 'strsets': []}
ints = [0, 1, -1, -2, 2**61 - 1, 2**61, 2**61 + 5, -(2**61), 2**63 - 1, -2**63, 2**64 + 3, -(10**30), 10**30 + 7, 12345678901234567890123]
ints += [random.randint(-2**70, 2**70) for _ in range(20)]
for i in ints:
    out['ints'].append([str(i), str(hash(i))])
floats = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 1e300, 1e-300, 3.141592653589793, float('inf'), float('-inf'), 2.0**61, 2.0**62 + 2.0**20, -123.456, 5e-324]
floats += [random.uniform(-1e6, 1e6) for _ in range(20)]
for f in floats:
    out['floats'].append([repr(f), str(hash(f))])
strs = ['', 'a', 'ab', 'abc', 'hello', 'hello world!', 'x' * 100, 'caf\u00e9', '\u00ff\u00fe', '\u0100', 'snow\u2603man', '\U0001f600', 'mixed \u00e9\u4e2d\U0001f600', '12345678', '1234567']
for s in strs:
    out['strs'].append([s, str(hash(s))])
tuples = [(), (1,), (1, 2), (1, 'a'), ((1, 2), (3,)), (None,), (1.5, -1, 'xyz'), (2**70, -5)]
def enc(v):
    if v is None:
        return ['none']
    if isinstance(v, bool):
        return ['bool', v]
    if isinstance(v, int):
        return ['int', str(v)]
    if isinstance(v, float):
        return ['float', repr(v)]
    if isinstance(v, str):
        return ['str', v]
    if isinstance(v, tuple):
        return ['tuple', [enc(x) for x in v]]
    raise TypeError(v)
for tp in tuples:
    if None in tp:
        continue
    out['tuples'].append([enc(tp), str(hash(tp))])
for n in list(range(0, 40)) + [50, 100, 200, 500, 1000]:
    for spread in (10, 100, 10**6, 2**40):
        xs = [random.randint(-spread, spread) for _ in range(n)]
        out['sets'].append([[str(x) for x in xs], [str(x) for x in set(xs)]])
for n in (0, 1, 3, 8, 20, 60):
    xs = [''.join(random.choice('abcdefgh') for _ in range(random.randint(0, 6))) for _ in range(n)]
    out['strsets'].append([xs, list(set(xs))])
with open('hash.json', 'w') as fp:
    json.dump(out, fp, ensure_ascii=False, separators=(',', ':'))
