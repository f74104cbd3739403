print(repr('ab'.center(7)), repr('ab'.center(7, '*')), repr('abc'.center(6, '-')), repr('x'.ljust(3, '.')), repr('x'.rjust(3)), repr('long'.center(2)))
