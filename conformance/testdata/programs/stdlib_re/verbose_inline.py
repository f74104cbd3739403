import re
p = re.compile(r"""
    (?P<user>[\w.]+)   # user part
    @
    (?P<host>[\w.]+)   # host
""", re.VERBOSE)
m = p.search('write to jane.doe@example.com today')
print(m.group('user'), m.group('host'), m.span(), p.groups, p.groupindex)
print(re.findall(r'(?x) \d+ # digits', 'a 12 b 345'), re.findall(r'(?i)abc', 'ABC abc AbC'), re.findall(r'(?m)^\w', 'one\ntwo\nthree'))
print(re.search(r'(?s)a.c', 'a\nc').group(), re.search(r'a(?i:b)c', 'aBc').group(), re.search(r'a(?i:b)c', 'aBC'))
