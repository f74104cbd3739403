# Generates arith.json: results of binary operators on ints and floats as
# computed by CPython 3.11, for py/arith_test.go. Run: python3 gen_arith.py
import json, math, random

random.seed(7)
ints = [0, 1, -1, 2, -2, 3, -7, 7, 10, -10, 255, 256, 1000, -1000,
        2**31 - 1, -2**31, 2**53 + 1, 2**62, -2**62, 2**63 - 1, -2**63, 2**63, -2**63 - 1,
        2**64, -2**64, 10**20, -10**20, 3**50, -(5**40), 2**100 + 12345]
ints += [random.randint(-10**6, 10**6) for _ in range(6)]
ints += [random.randint(-2**70, 2**70) for _ in range(4)]
floats = [0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 1e300, -1e-300, 3.0, float('inf'), float('-inf'), float('nan'), 7.25, 1e16]

ops = {'+': lambda a, b: a + b, '-': lambda a, b: a - b, '*': lambda a, b: a * b,
       '/': lambda a, b: a / b, '//': lambda a, b: a // b, '%': lambda a, b: a % b,
       '&': lambda a, b: a & b, '|': lambda a, b: a | b, '^': lambda a, b: a ^ b,
       '<<': lambda a, b: a << b, '>>': lambda a, b: a >> b, '**': lambda a, b: a ** b,
       '<': lambda a, b: a < b, '<=': lambda a, b: a <= b, '==': lambda a, b: a == b,
       '!=': lambda a, b: a != b, '>': lambda a, b: a > b, '>=': lambda a, b: a >= b}

def enc(v):
    if isinstance(v, bool):
        return ['bool', str(v)]
    if isinstance(v, int):
        return ['int', str(v)]
    return ['float', repr(v)]

def run(op, a, b):
    if op == '**' and isinstance(b, int) and not isinstance(b, bool) and abs(b) > 300:
        return None
    if op == '**' and isinstance(a, int) and isinstance(b, int) and b > 0 and abs(a) > 2**40 and b > 50:
        return None
    if op == '<<' and isinstance(b, int) and b > 200:
        return None
    try:
        r = ops[op](a, b)
    except Exception as e:
        return ['exc', type(e).__name__ + ': ' + str(e)]
    if isinstance(r, complex):
        return ['complex', repr(r)]
    return enc(r)

cases = []
small = [x for x in ints if abs(x) < 300]
for op in ops:
    for a in ints:
        for b in ints:
            if op in ('<<', '**') and b not in small:
                continue
            r = run(op, a, b)
            if r is not None:
                cases.append([enc(a), op, enc(b), r])
    if op in ('&', '|', '^', '<<', '>>'):
        continue
    for a in floats + ints[:12]:
        for b in floats:
            r = run(op, a, b)
            if r is not None:
                cases.append([enc(a), op, enc(b), r])
                r = run(op, b, a)
                cases.append([enc(b), op, enc(a), r])
with open('arith.json', 'w') as f:
    json.dump(cases, f, separators=(',', ':'))
print(len(cases))
