import re
for pat in ['abc(', 'a{1', '[z-a]', '(?P<x>a)(?P=y)', '(?<!a*)b', 'a++', '*a', '(?z)', 'a\\', '[[:alpha:]', '(?P<>x)', '\\k<x>', '(?i', 'x(?#comment']:
    try:
        re.compile(pat)
        print(repr(pat), 'ok')
    except re.error as e:
        print(repr(pat), '->', e.msg, '@', e.pos)
try:
    re.compile('(a\nb\n(c')
except re.error as e:
    print(str(e), e.lineno, e.colno)
