print('a b  c'.split(), 'a,b,,c'.split(','), 'a b c'.split(None, 1), '  lead'.split(' '), ''.split(), ''.split(','), 'a\nb\r\nc'.split(), 'a-b-c'.split('-', maxsplit=1), 'abc'.split('abc'))
