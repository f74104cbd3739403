import re
p = re.compile(r'(\w+)=(\d+)')
s = 'a=1, bb=22, ccc=333'
print(p.findall(s), [m.group(1) for m in p.finditer(s)], p.sub(r'\1:\2', s), p.subn(r'\2', s, 2))
print(p.split(s), p.split(s, 1), p.search(s, 5).group(), p.match(s, 5), p.match(s, 5, 8))
print(p.fullmatch('x=9'), p.findall(s, 0, 10))
print(re.compile('').split('ab'), re.compile('a').sub(lambda m: 'A', 'banana', 2))
