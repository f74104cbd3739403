vals = [0, 42, -3.75, 1e10, 'text', 255]
fmts = ['%s', '%r', '%5s', '%-6s|', '%d', '%05d', '%.2f', '%e', '%g', '%x', '%o', '%+d', '% d', '%10.3g', '%a']
for v in vals:
    out = []
    for f in fmts:
        try:
            out.append(f % v)
        except TypeError as e:
            out.append('TypeError:' + str(e))
    print(out)
