class T:
    def __repr__(self): return 'T-repr'
    def __str__(self): return 'T-str'
t = T()
print(f'{t}|{t!r}|{t!s}|{t!a}|{"é"!a}|{t!r:>10}|', '{0!r}'.format(t), '{!s:^9}|'.format(t))
