import re
p = re.compile(r'(?P<year>\d{4})-(?P<month>\d\d)', re.I | re.M)
print(p, repr(p), p.pattern, p.flags, p.groups, p.groupindex)
print(re.compile('abc'), re.compile(b'abc'), re.compile('a', re.A), re.compile(b'a', re.L))
print(re.compile('x') == re.compile('x'), re.compile('x') == re.compile('x', re.I), re.compile('x') is re.compile('x'))
print(hash(re.compile('q')) == hash(re.compile('q')))
print(type(p).__name__, isinstance(p, re.Pattern), re.compile(p) is p)
m = p.search('date: 2024-05')
print(m.groupdict(), m.group('year'), m['month'], m.lastgroup, m.lastindex)
try:
    re.compile(p, re.I)
except ValueError as e:
    print('ValueError', e)
print(re.compile("it's"), re.compile('a"b'), re.compile('x' * 300) == re.compile('x' * 300))
