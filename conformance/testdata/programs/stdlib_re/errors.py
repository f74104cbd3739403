import re
for pat in ['(', ')', '[a', 'a**', '(?P<1>x)', '\\', '(?<=a+)b', 'x{2,1}', '(?P<n>a)(?P<n>b)', '\\8']:
    try:
        re.compile(pat)
    except re.error as e:
        print(repr(pat), '|', e, '|', e.msg, e.pos, e.lineno, e.colno, e.pattern == pat)
try:
    re.compile('a\n(')
except re.error as e:
    print(e, e.lineno, e.colno)
print(issubclass(re.error, Exception), re.error.__name__)
try:
    re.sub('(a)', r'\2', 'a')
except re.error as e:
    print('sub', e)
try:
    re.sub('(a)', r'\g<x>', 'a')
except IndexError as e:
    print('IndexError', e)
