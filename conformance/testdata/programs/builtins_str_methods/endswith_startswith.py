print('file.txt'.endswith('.txt'), 'file.txt'.endswith(('.py', '.txt')), 'abc'.startswith('b', 1), 'abc'.startswith('', 3), 'abc'.startswith('abc', 0, 2), 'x'.endswith(()))
