import re
s = 'John Smith, Jane Doe'
print(re.sub(r'(\w+) (\w+)', r'\2 \1', s), re.sub(r'(?P<f>\w+) (?P<l>\w+)', r'\g<l>, \g<f>', s))
print(re.sub(r'(\d)', r'\g<1>0', 'a1b2'), re.sub(r'(\d)', r'<\1>', 'x9'), re.sub('a', r'\t|\\|\x41', 'a'))
for bad in [r'\g<2>', r'\g<x>', r'\g<', r'\9', '\\']:
    try:
        re.sub(r'(\w)', bad, 'a')
    except (re.error, IndexError) as e:
        print(repr(bad), type(e).__name__, e)
print(re.subn(r'\s+', ' ', ' a  b   c '), re.sub(r'x', lambda m: m.group().upper() * 2, 'axbxc', count=1))
