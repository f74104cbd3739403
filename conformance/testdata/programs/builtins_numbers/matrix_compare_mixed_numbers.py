vals = [0, -0.0, 1, 1.0, True, 2 ** 53, float(2 ** 53), 2 ** 53 + 1, float('inf'), 0.1, 1j * 0]
for a in vals:
    print(repr(a), ''.join('=' if a == b else ('<' if not isinstance(a, complex) and not isinstance(b, complex) and a < b else '.') for b in vals))
