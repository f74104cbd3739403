import re
print(re.findall(rb'\d+', b'a1b22'), re.sub(rb'a', b'X', b'banana'), re.split(rb',', b'a,b'))
m = re.search(rb'(\w+)@(\w+)', b'mail: joe@example')
print(m, m.groups(), m.group(1), m.span())
print(re.escape(b'a.b*c'), re.sub(b'(a)', rb'[\1]', b'cat'))
print(re.match(b'.', b'\xff'), re.findall(rb'\w', 'é'.encode()))
