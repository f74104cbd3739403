import re
print(re.split(r'\s+', 'a b   c d'))
print(re.split(r'(\s+)', 'a b   c'))
print(re.split(r',', 'a,b,c,d', maxsplit=2), re.split(',', 'a,b,c', 1))
print(re.split(r'x*', 'axbc'), re.split('', 'abc'))
print(re.split(r'(a)|(b)', 'xaybz'))
print(re.split(r'\d', 'no digits'), re.split(',', ''), re.split(',', 'a,b', -1))
print(re.compile(r'[;,]').split('a;b,c'))
