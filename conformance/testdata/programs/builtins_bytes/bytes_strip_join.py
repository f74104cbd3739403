print(b'  x  '.strip(), b'xxaxx'.strip(b'x'), b'-'.join([b'a', b'b']), b'a b\tc'.split(), b'a,b'.partition(b','), b'abc'.center(7, b'*'), b'7'.zfill(3), b'ab'.ljust(4, b'.'))
