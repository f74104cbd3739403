print('{a}/{b}'.format_map({'a': 1, 'b': 2}))
