print('test_case'.removeprefix('test_'), 'test_case'.removeprefix('x'), 'a.py'.removesuffix('.py'), 'a.py'.removesuffix(''), ''.removeprefix('a'))
