import re
p = re.compile(r'\d+')
s = '12 abc 345 de 6789'
print([m.group() for m in p.finditer(s, 3)], [m.span() for m in p.finditer(s, 0, 9)], [m.group() for m in p.finditer(s, 100)])
m = p.search(s, 5, 9)
print(m, m.pos, m.endpos, m.string == s)
print(p.findall(s, 4, 11), p.match(s, 7).group(), p.fullmatch(s, 7, 10))
print(re.compile(r'^\d').findall('1\n2', 1), re.compile(r'\A\d').search('x1', 1))
