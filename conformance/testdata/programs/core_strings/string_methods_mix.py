s = '  Hello, World!  '
print(s.strip(), s.lstrip(), s.rstrip() + '|', s.strip().lower(), s.upper())
print('a,b,,c'.split(','), 'a b  c'.split(), 'a,b,c'.split(',', 1), 'a,b,c'.rsplit(',', 1))
print('-'.join(['x', 'y', 'z']), ''.join(reversed('abc')), 'abc'.replace('b', 'B'), 'aaa'.replace('a', 'b', 2))
print('hello'.find('l'), 'hello'.rfind('l'), 'hello'.find('z'), 'hello'.count('l'), 'hello'.index('e'))
print('Title case words'.title(), 'swap CASE'.swapcase(), 'cap'.capitalize(), 'x'.center(5, '-'))
print('abc'.startswith(('x', 'a')), 'abc'.endswith('bc'), '42'.isdigit(), 'ab'.isalpha(), ' '.isspace())
print('42'.zfill(5), '-42'.zfill(5), 'a\tb'.expandtabs(4), 'line1\nline2\r\nline3'.splitlines())
print('key=val=x'.partition('='), 'key=val=x'.rpartition('='), 'no'.partition('='))
print('prefix_name'.removeprefix('prefix_'), 'name.py'.removesuffix('.py'))
print(str(123), str(1.5), str([1, 'a']), repr('a\nb'), 'é'.encode(), b'caf\xc3\xa9'.decode())
try:
    'abc'.index('z')
except ValueError as e:
    print(e)
