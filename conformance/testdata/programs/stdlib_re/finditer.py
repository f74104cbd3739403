import re
for m in re.finditer(r'(?P<word>\w+)', 'one two  three'):
    print(m.span(), m.group('word'), m['word'], m.groupdict())
it = re.finditer(r'\d', 'a1b2')
print(next(it).group(), next(it).group())
try:
    next(it)
except StopIteration:
    print('done')
print([m.group() for m in re.finditer(r'a*', 'baaac')])
print([m.span() for m in re.finditer('', 'ab')])
