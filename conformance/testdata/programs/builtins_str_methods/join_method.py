print(', '.join(['a', 'b']), ''.join('xyz'), '-'.join(str(i) for i in range(3)), ' '.join([]), '|'.join({'k': 1, 'j': 2}), 'ab'.join('123'))
