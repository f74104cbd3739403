samples = ['  a  b  ', 'a,,b,', ',', '', 'a\u2003b\x85c', '\n\na\n']
for s in samples:
    print(repr(s), s.split(), s.split(','), s.split(',', 1), s.rsplit(None, 1), s.strip(), s.strip(', '), s.splitlines(), s.partition(','))
