vals = [7, -7, 7.5, -7.5, 0, 3, -0.0]
for a in vals:
    out = []
    for b in [2, -2, 0.5, -3.25, 3]:
        out.append((a // b, a % b))
    print(repr(a), out)
