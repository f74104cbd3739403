print(min([], key=len, default='x'), max(['a', 'bb'], key=len, default='x'), min((3, 1, 2)), max('hello', key=ord), min([[2], [1, 5]]), max([(1, 'b'), (1, 'a')]))
