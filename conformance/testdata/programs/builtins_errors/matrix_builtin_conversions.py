vals = ['12', '1.5', 'x', 3.7, -0.0, 1j, None, [1], b'7', True, float('inf'), float('nan')]
for v in vals:
    row = []
    for f in [int, float, complex, str, bool, list, tuple, bytes, hex, chr, ord, len]:
        try:
            row.append(repr(f(v)))
        except (TypeError, ValueError, OverflowError) as e:
            row.append(type(e).__name__ + ':' + str(e))
    print(repr(v), row)
