print('a\u00a0b\u2003c\x1fd'.split(), 'a\x1cb'.split())
