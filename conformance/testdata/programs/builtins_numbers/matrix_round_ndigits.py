vals = [0.5, 1.5, 2.5, -0.5, 2.675, 1.005, 0.125, 123.456, -987.654, 1e20, 5e-324, 12345]
for v in vals:
    print(repr(v), [round(v, n) for n in (None, 0, 1, 2, -1, -2)])
