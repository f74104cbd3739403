vals = [0.0, -0.0, 1.5, -2.5, 1e-07, 123456.789, 1e22, float('inf'), float('nan'), 0.1, 2.675, 1/3]
specs = ['', 'g', '.3g', 'e', '.0e', 'f', '.1f', '%', '+,', '>10.2f', '#g', '#.0f', 'n', '_', '012.4', '.3', 'G', 'E', '.2%', '^+12.3e', 'z.1f']
for v in vals:
    out = []
    for s in specs:
        try:
            out.append(format(v, s))
        except ValueError as e:
            out.append('ERR:' + str(e))
    print(repr(v), out)
