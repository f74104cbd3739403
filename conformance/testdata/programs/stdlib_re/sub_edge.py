import re
print(re.sub('a', 'b', 'aaa', count=-1), re.subn('a', 'b', 'aaa', 0))
print(re.sub(r'(a)(b)?', r'[\1\2]', 'a ab'), re.sub(r'\s', r'\t', 'a b'))
print(re.sub('(?P<x>o)', r'\g<x>\g<x>', 'foo'), re.sub('o', r'\0', 'foo'))
print(re.sub(r'^', '> ', 'l1\nl2', flags=re.M))
print(re.sub('$', '!', 'ab\n'), re.sub('(?m)$', '!', 'a\nb'))
print(re.subn(r'\b', '|', 'hi there'))
