print('hello'.find('l'), 'hello'.rfind('l'), 'hello'.find('z'), 'hello'.find('l', 3), 'hello'.find(''), 'hello'.rfind(''), 'hello'.index('e'), 'hello'.rindex('l', 0, 3), 'hello'.find('lo', -2))
