s = '  Hello, World  '
print(s.strip(), s.lstrip(), s.rstrip(), sep='|')
print(s.lower(), s.upper(), s.title(), s.swapcase())
print('a,b,,c'.split(','), 'a b  c'.split(), 'x'.join(['1', '2', '3']))
print('hello'.replace('l', 'L'), 'hello'.find('l'), 'hello'.rfind('l'), 'hello'.count('l'))
print('abc'.startswith('ab'), 'abc'.endswith('bc'), 'abc'.isalpha(), '123'.isdigit())
print('hello world'.capitalize(), 'ab'.center(6, '*'), 'ab'.ljust(4, '-'), 'ab'.rjust(4))
print('42'.zfill(5), 'a-b-c'.partition('-'), 'a-b-c'.rpartition('-'))
