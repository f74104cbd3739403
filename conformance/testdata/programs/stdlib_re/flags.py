import re
print(re.I, re.IGNORECASE, re.M, re.S, re.X, re.A, re.U, re.L, re.T, re.DEBUG, re.NOFLAG)
print(repr(re.I | re.M), re.I | re.M | re.S, int(re.I), re.I == 2, re.I.value, re.I.name, (re.I | re.M).name)
print(re.I | 1, 1 | re.I, re.I & 3, ~re.I, re.M ^ re.M)
print(isinstance(re.I, int), re.I + 1, f'{re.I}', f'{re.I:d}', str(re.X))
print(re.search('HELLO', 'say hello', re.I))
print(re.findall('^a', 'a\na\na', re.M), re.findall('^a', 'a\na'), re.search('a.b', 'a\nb', re.S))
print(re.search(r'''a  # letter a
   \d  # digit''', 'xa1', re.X))
print(re.findall(r'\w+', 'héllo wörld', re.A), re.findall(r'\w+', 'héllo wörld'))
