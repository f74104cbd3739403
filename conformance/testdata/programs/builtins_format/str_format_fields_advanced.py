p = {'name': 'ann', 'langs': ['py', 'go']}
print('{name} knows {langs[0]} and {langs[1]}'.format(**p))
print('{0[name]!r:>8}|{0[langs]}'.format(p))
print('{:=^20}'.format(' report '))
print('{:,}'.format(10 ** 9), '{:.2%}'.format(0.12345), '{:08.3f}'.format(-3.14159))
