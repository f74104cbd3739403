print(list(filter(None, [0, 1, '', 'a', None, []])), list(filter(str.isdigit, '1a2b')), list(filter(lambda x: x > 1, (1, 2, 3))))
print(list(map(len, ['a', 'bb'])), list(map(pow, [2, 3], [3, 2])), list(map(lambda a, b, c: a + b + c, 'ab', 'cd', 'ef')))
print(list(map(int, '123')), list(map(str.upper, [])), list(map(max, [1, 5], [4, 2], [3, 3])))
