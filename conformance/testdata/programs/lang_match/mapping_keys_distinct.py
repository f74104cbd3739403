# Mapping pattern keys that are distinct constants (as CPython's set sees
# them) compile and match.
def f(x):
    match x:
        case {1: a, '1': b, b'1': c, None: d, 1.5: e, -2: g, 1+1j: h}:
            return ('all', a, b, c, d, e, g, h)
        case {0: a, -0.5: b}:
            return ('zero', a, b)
        case {True: a}:
            return ('true', a)
    return None


print(f({1: 'i', '1': 's', b'1': 'b', None: 'n', 1.5: 'f', -2: 'neg', 1+1j: 'c'}))
print(f({0.0: 'z', -0.5: 'h'}))
print(f({1.0: 'one'}))
print(f({2: 'two'}))
