bases = [2, -2, 0, 1.5, -1.5, 10]
exps = [0, 1, 2, -1, 0.5, -2, 3]
for b in bases:
    out = []
    for e in exps:
        try:
            out.append(b ** e)
        except ZeroDivisionError as err:
            out.append('ZDE:' + str(err))
    print(repr(b), out)
