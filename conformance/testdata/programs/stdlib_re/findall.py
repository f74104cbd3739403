import re
print(re.findall(r'\d+', 'a1b22c333'))
print(re.findall(r'(\w)(\d)', 'a1 b2 c3'))
print(re.findall(r'(\w)\d', 'a1 b2 c3'))
print(re.findall(r'x*', 'axxb'))
print(re.findall(r'(a)|(b)', 'ab'))
print(re.findall('', 'abc'), re.findall(r'\bfoo\b', 'foo foobar foo.'))
print(re.compile(r'o').findall('foo boo', 2), re.compile('o').findall('foo boo', 1, 3))
