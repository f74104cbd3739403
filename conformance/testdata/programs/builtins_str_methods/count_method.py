print('banana'.count('a'), 'banana'.count('an'), 'banana'.count(''), 'aaaa'.count('aa'), 'banana'.count('a', 2), 'banana'.count('a', 2, 4), 'banana'.count('a', -2))
