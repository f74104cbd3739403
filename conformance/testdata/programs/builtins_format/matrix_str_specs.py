vals = ['', 'a', 'héllo', '日本語', 'x' * 12]
specs = ['', '5', '<5', '>5', '^5', '*^7', '.2', '8.3', '-<4', '0>4']
for v in vals:
    print(repr(v), [format(v, s) for s in specs])
