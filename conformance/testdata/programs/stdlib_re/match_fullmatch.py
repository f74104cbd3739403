import re
print(re.match('ab', 'abc'), re.match('bc', 'abc'), re.fullmatch('abc', 'abc'), re.fullmatch('ab', 'abc'))
print(re.match(r'\w+', 'hello world').group(), re.fullmatch(r'\d{3}', '123'), re.fullmatch(r'a|ab', 'ab'))
p = re.compile(r'\d+')
print(p.match('abc123', 3), p.match('abc123', 2), p.search('abc123def', 0, 5), p.fullmatch('12345', 1, 3))
print(p.search('abc123', -5), p.match('123', 0, 100), p.search('123', 5), p.match('12', 1, 0))
