vals = [0, 1, -1, 7, 255, -4096, 10 ** 12, True]
specs = ['', 'd', 'b', 'o', 'x', 'X', '#b', '#o', '#x', '#X', ',', '_', '_b', '+', ' ', '08', '<6', '^7', '=+8', 'e', '.2f', '%', 'g', 'n', 'c', '010,']
for v in vals:
    out = []
    for s in specs:
        try:
            out.append(format(v, s))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ':' + str(e))
    print(repr(v), out)
