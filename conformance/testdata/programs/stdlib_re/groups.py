import re
m = re.match(r'(a)(b)?(c)?', 'ac')
print(m.groups(), m.groups('-'), m.group(2), m.span(2), m.start(2), m.end(3))
print(m.lastindex, m.regs)
m = re.match(r'(?P<a>x)(?P<b>y)?', 'x')
print(m.groupdict(), m.groupdict(0), m.lastgroup)
for g in [5, -1, 'zz', 1.5, None]:
    try:
        m.group(g)
    except IndexError as e:
        print(repr(g), 'IndexError', e)
print(m.group(True), m[False])
m = re.match(r'((a)|(b))+', 'ab')
print(m.groups(), m.lastindex)
