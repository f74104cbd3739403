import re
print(re.match('a', 'a'), re.match('', 'abc'), re.search("'", "it's"), re.search('"', 'a"b'))
print(re.search('x+', 'a' + 'x' * 60), re.match(b'ab', b'abc'))
print(re.search('\n', 'a\nb'), re.search('é', 'café'))
m = re.match('(a)', 'ab')
print(str(m) == repr(m), type(m).__name__)
