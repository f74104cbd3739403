rows = [('id', 'name'), (1, 'ann'), (22, 'bob')]
for r in rows: print(' | '.join(str(c).ljust(5) for c in r))
print('-' * 13)
