print(list(map(int, ['1', '2'])), list(map(lambda a, b: a * b, [1, 2], [3, 4])))
print(list(filter(None, [0, 1, '', 'a'])), list(filter(str.isdigit, ['1', 'x'])))
print(list(zip()), list(zip([1], [])), list(zip(*[(1, 2), (3, 4)])))
