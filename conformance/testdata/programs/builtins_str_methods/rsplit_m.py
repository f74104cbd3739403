print('a b c d'.rsplit(None, 2), 'a,b,c'.rsplit(',', 1), '  a  b  '.rsplit(), 'x'.rsplit('x'), 'a.b.c'.rsplit('.', maxsplit=0))
