import re
m = re.search(r'(\d+)-(\d+)', 'call 555-1234 now')
print(m)
print(m.group(), m.group(0), m.group(1), m.group(2), m.group(1, 2), m.groups())
print(m.start(), m.end(), m.span(), m.start(2), m.end(1), m.span(2))
print(m[0], m[1], m[2], m.string, m.pos, m.endpos, m.lastindex, m.lastgroup)
print(re.search('x', 'abc'), re.search('', 'abc'), re.search('c$', 'abc'))
print(bool(re.search('b', 'abc')), type(m).__name__, m.re)
