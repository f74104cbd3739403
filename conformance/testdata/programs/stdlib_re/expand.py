import re
m = re.match(r'(?P<first>\w+) (\w+)', 'Jane Doe')
print(m.expand(r'\2, \1'), m.expand(r'\g<first>!'), m.expand(r'[\g<2>]'), m.expand('\\n'))
m = re.match(r'(a)(b)?', 'a')
print(repr(m.expand(r'\1\2|')))
