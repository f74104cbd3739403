vals = [0j, 1 + 2j, -1.5 - 0.5j, complex(1e20, -1e-20), 3j]
specs = ['', '.2f', '>20', 'e', 'g', '+.1f', '^30.3g']
for v in vals:
    out = []
    for s in specs:
        try:
            out.append(format(v, s))
        except ValueError as e:
            out.append('ERR:' + str(e))
    print(out)
