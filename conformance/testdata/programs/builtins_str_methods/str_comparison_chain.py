print(sorted(['b', 'B', 'a', 'A', '1', '_', ' ']), 'apple' < 'apricot' < 'b')
