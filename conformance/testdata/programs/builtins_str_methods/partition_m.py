print('a=b=c'.partition('='), 'a=b=c'.rpartition('='), 'abc'.partition('x'), 'abc'.rpartition('x'))
