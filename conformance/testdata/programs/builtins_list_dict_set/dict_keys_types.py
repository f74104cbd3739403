d = {1: 'int', 1.0: 'float', True: 'bool', (1, 2): 'tuple', None: 'none', 'a': 'str', frozenset([1]): 'fs'}
print(d, len(d))
