vals = [10.0 ** e for e in range(-8, 24, 3)] + [1.1 * 10.0 ** e for e in range(-6, 20, 5)] + [2.0 ** e for e in (-1074, -1022, 52, 53, 64, 1023)]
for v in vals:
    print(repr(v), str(-v), f'{v:r}' if False else format(v, ''))
